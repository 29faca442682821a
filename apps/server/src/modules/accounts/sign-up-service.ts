import { PASSWORD_VALIDITY_DAYS } from '@cri/shared/limits';
import type { TSignUpRequest } from '@cri/shared/schemas/accounts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { findUserByUsername, normaliseUsername } from '../auth/accounts-service.ts';
import { checkCaptcha } from '../auth/captcha.ts';
import type { AuthContext } from '../auth/context.ts';
import { ACTIVATION_LINKS_PER_HOUR, issueActivationToken, recentActivationLinks } from './activation-tokens.ts';
import { insertPendingInvestor } from './repository.ts';

type SignUpBody = Required<Pick<TSignUpRequest, 'username' | 'password' | 'accountType' | 'captchaId' | 'captchaAnswer'>>;

const emailExists = () =>
  new AppError('EMAIL_EXISTS', { fieldErrors: [{ field: 'username', messageKey: 'errors.EMAIL_EXISTS' }] });

const addDays = (now: Date, days: number): string => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** Inside the caller's transaction: a new single-use link, e-mailed through the outbox. */
async function sendActivationLink(
  ctx: Pick<AuthContext, 'link'>,
  db: DbOrTx,
  { userId, to, now }: { userId: number; to: string; now: Date },
) {
  const token = await issueActivationToken(db, { userId, now });
  const link = ctx.link(`/activation?token=${encodeURIComponent(token)}`);
  await enqueueMail(db, { to, template: 'activation', params: { link } });
}

/** POST /users/sign-up (spec 1 §4.2): a disabled investor account and its activation mail, in one transaction. */
export async function signUp(ctx: AuthContext, body: SignUpBody): Promise<{ username: string }> {
  const now = ctx.now();
  const { db } = ctx;
  await checkCaptcha(db, body, { now, testAnswer: ctx.captchaTestAnswer });
  const username = normaliseUsername(body.username);
  // Checked before hashing, so a taken address answers quickly; the insert below still settles races.
  if (await findUserByUsername(db, username)) throw emailExists();
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    const user = await insertPendingInvestor(tx, { username, passwordHash, accountType: body.accountType });
    if (!user) throw emailExists();
    await tx
      .update(users)
      .set({ passwordExpirationDate: addDays(now, PASSWORD_VALIDITY_DAYS) })
      .where(eq(users.id, user.id));
    await sendActivationLink(ctx, tx, { userId: user.id, to: username, now });
  });
  return { username };
}

/**
 * POST /users/resend-activation: a new link for an account still waiting for activation. Unknown and
 * already active accounts get the same answer and no mail, so the call reveals no account; past
 * ACTIVATION_LINKS_PER_HOUR links in an hour the answer stays the same and nothing more is sent.
 */
export async function resendActivation(ctx: AuthContext, rawUsername: string): Promise<{ username: string }> {
  const username = normaliseUsername(rawUsername);
  const { db } = ctx;
  const now = ctx.now();
  const user = await findUserByUsername(db, username);
  if (user && !user.enabled && (await recentActivationLinks(db, { userId: user.id, now })) < ACTIVATION_LINKS_PER_HOUR) {
    await db.transaction((tx) => sendActivationLink(ctx, tx, { userId: user.id, to: username, now }));
  }
  return { username };
}
