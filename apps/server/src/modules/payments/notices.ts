import type { DbOrTx } from '../../db/client.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { notify } from '../notifications/notify.ts';
import * as repo from './repository.ts';

/**
 * Who is told what about a payment (issue 16; spec 4-C "implied"), in the transaction of the change: the
 * investor when the payment is requested, when a revision of the sheet is asked and when the payment is
 * received; the members of each administration when a sheet awaits their evaluation. In-app and by mail.
 */
export type PaymentNotice = 'requested' | 'toEvaluate' | 'revisionAsked' | 'paid';

const TEMPLATE = {
  requested: 'paymentRequested',
  toEvaluate: 'technicalSheetToEvaluate',
  revisionAsked: 'technicalSheetRevision',
  paid: 'paymentReceived',
} as const;

export async function tellPayment(
  tx: DbOrTx,
  kind: PaymentNotice,
  input: {
    people: { id: number; username: string; firstName: string }[];
    project: { id: number; name: string; reference: string | null };
    path: string;
    link: (path: string) => string;
    reason?: string;
  },
) {
  const params = { projectName: input.project.name, reference: input.project.reference ?? '', reason: input.reason ?? '' };
  for (const person of input.people) {
    await notify(tx, {
      userId: person.id,
      titleKey: `payments.notifications.${kind}.title`,
      bodyKey: `payments.notifications.${kind}.body`,
      params,
      link: input.path,
      projectId: input.project.id,
    });
    await enqueueMail(tx, {
      to: person.username,
      template: TEMPLATE[kind],
      params: { ...params, firstName: person.firstName, link: input.link(input.path) },
    });
  }
}

export async function investorOf(tx: DbOrTx, userId: number) {
  const contact = await repo.userContact(tx, userId);
  return contact ? [contact] : [];
}
