import { setTimeout as sleep } from 'node:timers/promises';
import { secondsUntilPlatformMidnight, startOfPlatformDay } from '@cri/shared/rules/morocco-clock';
import {
  FORGOTTEN_PASSWORD_DAILY_LIMIT,
  RESET_TOKEN_TTL_SECONDS,
  type TForgottenPasswordRequest,
  type TForgottenPasswordResponse,
} from '@cri/shared/schemas/passwords';
import { AppError } from '../../lib/app-error.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { findUserByUsername } from '../auth/accounts-service.ts';
import { checkCaptcha } from '../auth/captcha.ts';
import type { AuthContext } from '../auth/context.ts';
import { countResetRequests, createResetToken, lockUser } from './repository.ts';

/**
 * Every answer after the captcha takes at least this long, so a known account (a transaction and a mail
 * queued) and an unknown one (one read) cannot be told apart by their timing.
 */
export const FORGOTTEN_PASSWORD_MIN_MS = 250;

const attempts = (n: number) => ({ totalAttemptsSendUpdatePassword: n });

/**
 * POST /users/forgotten-password (spec 1 §4.2, §8): 404 for an unknown account, 422 for a wrong captcha
 * (with the count of the day), 429 once the account has had its reset e-mails of the day.
 */
export async function requestPasswordReset(
  ctx: AuthContext,
  body: TForgottenPasswordRequest,
): Promise<TForgottenPasswordResponse> {
  const now = ctx.now();
  const since = startOfPlatformDay(now);
  const user = await findUserByUsername(ctx.db, body.user.username);
  try {
    await checkCaptcha(ctx.db, body, { now, testAnswer: ctx.captchaTestAnswer });
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    const total = user ? await countResetRequests(ctx.db, user.id, since) : 0;
    throw new AppError(err.code, { fieldErrors: err.fieldErrors, extra: attempts(total) });
  }
  const started = Date.now();
  try {
    if (!user)
      throw new AppError('ACCOUNT_NOT_FOUND', {
        fieldErrors: [{ field: 'user.username', messageKey: 'errors.ACCOUNT_NOT_FOUND' }],
      });
    return await ctx.db.transaction(async (tx) => {
      await lockUser(tx, user.id);
      const done = await countResetRequests(tx, user.id, since);
      if (done >= FORGOTTEN_PASSWORD_DAILY_LIMIT) {
        throw new AppError('TOO_MANY_REQUESTS', {
          headers: { 'retry-after': String(secondsUntilPlatformMidnight(now)) },
          extra: attempts(done),
        });
      }
      const token = await createResetToken(tx, { userId: user.id, now, ttlSeconds: RESET_TOKEN_TTL_SECONDS });
      const link = ctx.link(`/reset-password?token=${encodeURIComponent(token)}`);
      await enqueueMail(tx, { to: user.username, template: 'passwordReset', params: { link } });
      return attempts(done + 1);
    });
  } finally {
    const left = FORGOTTEN_PASSWORD_MIN_MS - (Date.now() - started);
    if (left > 0) await sleep(left);
  }
}
