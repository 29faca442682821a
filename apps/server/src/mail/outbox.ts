import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../config/env.ts';
import type { DbOrTx } from '../db/client.ts';
import { outboxMails } from '../db/schema/mail.ts';
import { type Lang, type MailTemplate, renderMail } from './templates.ts';

export type { MailTemplate } from './templates.ts';

export interface OutgoingMail {
  to: string;
  template: MailTemplate;
  params: Record<string, string>;
  /** Only this language (when the recipient's is known); French then Arabic otherwise. */
  lang?: Lang;
}

/** Told after each enqueue, so a dispatcher of this process sends soon rather than at its next tick. */
export const outboxEvents = new EventEmitter();
outboxEvents.setMaxListeners(0);

/**
 * Queues a mail inside the caller's transaction: it is sent only if that transaction commits, and is
 * never lost once it has (the dispatcher retries). Call it with the `tx` of the change that causes it.
 */
export async function enqueueMail(db: DbOrTx, mail: OutgoingMail): Promise<void> {
  const rendered = renderMail(mail.template, mail.params, mail.lang);
  await db.insert(outboxMails).values({ to: mail.to, template: mail.template, params: mail.params, ...rendered });
  outboxEvents.emit('enqueued');
}

/** The portal address e-mailed links start with: PUBLIC_URL, or this server on localhost. */
export function publicBaseUrl(env: Pick<Env, 'PUBLIC_URL' | 'PORT'>): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
}

/** An absolute link to a web page of the portal, e.g. `publicLink(app, '/activation?token=…')`. */
export function publicLink(source: FastifyInstance | Pick<Env, 'PUBLIC_URL' | 'PORT'>, path: string): string {
  const env = 'deps' in source ? source.deps.env : source;
  return `${publicBaseUrl(env)}${path.startsWith('/') ? path : `/${path}`}`;
}
