import type { ServiceContext } from '../../core/service-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { createResetToken } from './repository.ts';

/** A staff account created by the back-office has three days to choose its password (decision 060). */
export const ACCOUNT_SETUP_TTL_SECONDS = 72 * 3600;

/**
 * The mail of a staff account created by the back-office (issue 17): a single-use link to the password page
 * (the reset-password link, valid three days). The person then signs in and enrols the security code.
 */
export async function sendAccountSetupLink(
  ctx: Pick<ServiceContext, 'link'>,
  db: DbOrTx,
  { userId, username, firstName, now }: { userId: number; username: string; firstName: string; now: Date },
): Promise<void> {
  const token = await createResetToken(db, { userId, now, ttlSeconds: ACCOUNT_SETUP_TTL_SECONDS });
  const link = ctx.link(`/reset-password?token=${encodeURIComponent(token)}`);
  await enqueueMail(db, { to: username, template: 'staffAccountCreated', params: { link, firstName } });
}
