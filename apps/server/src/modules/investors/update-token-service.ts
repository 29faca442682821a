import type { TAccessClaims, TTokenResponse } from '@cri/shared/schemas/auth';
import { AppError } from '../../lib/app-error.ts';
import { findUserById } from '../auth/accounts-service.ts';
import { tokenResponse } from '../auth/claims.ts';
import type { AuthContext } from '../auth/context.ts';
import { findLiveSession, openSession, revokeSession } from '../auth/refresh-tokens.ts';

/**
 * GET /users/update-token (spec 1 §4.2): fresh tokens whose claims are rebuilt from the account, so they
 * carry the investor id just created. The auth module issues refresh tokens only inside a rotation, which
 * needs the current refresh token; so the session is replaced: a new one opens with the same security-code
 * state and the old one is revoked, in one transaction (its refresh token stops working at once).
 */
export async function updateToken(ctx: AuthContext, claims: TAccessClaims): Promise<TTokenResponse> {
  const now = ctx.now();
  const userId = Number(claims.sub);
  return ctx.db.transaction(async (tx) => {
    const session = claims.sid ? await findLiveSession(tx, { sessionId: claims.sid, userId, now }) : undefined;
    const user = await findUserById(tx, userId);
    if (!session || !user?.enabled) throw new AppError('TOKEN_INVALID');
    await revokeSession(tx, session.id, now);
    const next = await openSession(tx, { userId, otpValidated: session.otpValidated, now });
    return tokenResponse(ctx, tx, { user, ...next });
  });
}
