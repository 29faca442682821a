import type { TTokenResponse } from '@cri/shared/schemas/auth';
import { AppError } from '../../lib/app-error.ts';
import { findUserById, recordSuccessfulSignIn } from '../auth/accounts-service.ts';
import { tokenResponse } from '../auth/claims.ts';
import type { AuthContext } from '../auth/context.ts';
import { openSession } from '../auth/refresh-tokens.ts';
import { consumeActivationToken } from './activation-tokens.ts';
import { enableUser } from './repository.ts';

/**
 * POST /users/activate (spec 1 §4.2): enables the account, spends the link and signs the user in, all in
 * one transaction. An expired link answers 304 (the page offers a new one); an unknown or used one 404.
 */
export async function activate(ctx: AuthContext, token: string): Promise<TTokenResponse> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const result = await consumeActivationToken(tx, { token, now });
    if (result.kind === 'expired') throw new AppError('ACTIVATION_LINK_EXPIRED');
    if (result.kind === 'invalid') throw new AppError('ACTIVATION_LINK_INVALID');
    await enableUser(tx, result.userId);
    await recordSuccessfulSignIn(tx, { userId: result.userId, now, newPasswordHash: null });
    const user = await findUserById(tx, result.userId);
    if (!user) throw new AppError('ACTIVATION_LINK_INVALID');
    const { session, refreshToken } = await openSession(tx, { userId: user.id, otpValidated: false, now });
    return tokenResponse(ctx, tx, { user, session, refreshToken });
  });
}
