import type { TResetPasswordRequest, TTokenBlacklistResponse } from '@cri/shared/schemas/passwords';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { findUserById } from '../auth/accounts-service.ts';
import { checkCaptcha } from '../auth/captcha.ts';
import type { AuthContext } from '../auth/context.ts';
import { storeNewPassword } from './new-password.ts';
import { consumeResetTokens, findLiveResetToken } from './repository.ts';

const invalidToken = () => new AppError('RESET_TOKEN_INVALID');

/** GET /users/token-black-list-check: a link that is unknown, used or expired is "blacklisted". */
export async function checkResetToken(ctx: AuthContext, token: string): Promise<TTokenBlacklistResponse> {
  const live = await findLiveResetToken(ctx.db, token, ctx.now());
  return { blacklisted: !live };
}

/**
 * POST /users/reset-password: sets the password, spends the link (and any other open link of the
 * account), closes every session and tells the owner by e-mail. No tokens are answered: a staff account
 * must still pass its security code, so the user signs in again with the new password.
 */
export async function resetPassword(ctx: AuthContext, body: TResetPasswordRequest): Promise<{ username: string }> {
  const now = ctx.now();
  await checkCaptcha(ctx.db, body, { now, testAnswer: ctx.captchaTestAnswer });
  const live = await findLiveResetToken(ctx.db, body.token, now);
  if (!live) throw invalidToken();
  const user = await findUserById(ctx.db, live.userId);
  if (!user) throw invalidToken();
  const passwordHash = await hashPassword(body.password);
  await ctx.db.transaction(async (tx) => {
    if (!(await consumeResetTokens(tx, { tokenId: live.id, userId: user.id, now }))) throw invalidToken();
    await storeNewPassword(tx, { userId: user.id, passwordHash, now });
    await enqueueMail(tx, { to: user.username, template: 'passwordChanged', params: { firstName: user.firstName } });
  });
  return { username: user.username };
}
