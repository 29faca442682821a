import { platformToday } from '@cri/shared/rules/morocco-clock';
import type { TAccessClaims, TTokenResponse } from '@cri/shared/schemas/auth';
import type { TChangePasswordRequest } from '@cri/shared/schemas/passwords';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { findUserById } from '../auth/accounts-service.ts';
import { checkCaptcha } from '../auth/captcha.ts';
import { tokenResponse } from '../auth/claims.ts';
import type { AuthContext } from '../auth/context.ts';
import { openSession } from '../auth/refresh-tokens.ts';
import { storeNewPassword } from './new-password.ts';

const fieldError = (field: string, messageKey: string) => ({ fieldErrors: [{ field, messageKey }] });

/**
 * POST /users/change-password (also the expired-password page). The current password must be right and
 * the new one different. Every session of the account is closed and a new one opened for this device,
 * whose tokens are answered (the old access token carries the old expiry date and would keep answering
 * 308). A staff token that has not passed the security code may change only an expired password, and its
 * new session still needs the code.
 */
export async function changePassword(
  ctx: AuthContext,
  claims: TAccessClaims,
  body: TChangePasswordRequest,
): Promise<TTokenResponse> {
  const now = ctx.now();
  const expired = claims.passwordExpirationDate !== null && claims.passwordExpirationDate < platformToday(now);
  if (!claims.otp && !expired) throw new AppError('SECURITY_CODE_REQUIRED');
  await checkCaptcha(ctx.db, body, { now, testAnswer: ctx.captchaTestAnswer });
  const user = await findUserById(ctx.db, Number(claims.sub));
  if (!user?.enabled) throw new AppError('UNAUTHENTICATED');
  const current = await verifyPassword(body.lastPassword, user.passwordHash);
  if (!current.ok) throw new AppError('WRONG_PASSWORD', fieldError('lastPassword', 'passwords.validation.wrongLastPassword'));
  if ((await verifyPassword(body.password, user.passwordHash)).ok) {
    throw new AppError('VALIDATION_FAILED', fieldError('password', 'passwords.validation.sameAsLast'));
  }
  const passwordHash = await hashPassword(body.password);
  return ctx.db.transaction(async (tx) => {
    const passwordExpirationDate = await storeNewPassword(tx, { userId: user.id, passwordHash, now });
    await enqueueMail(tx, { to: user.username, template: 'passwordChanged', params: { firstName: user.firstName } });
    const { session, refreshToken } = await openSession(tx, { userId: user.id, otpValidated: claims.otp, now });
    return tokenResponse(ctx, tx, { user: { ...user, passwordHash, passwordExpirationDate }, session, refreshToken });
  });
}
