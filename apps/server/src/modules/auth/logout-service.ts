import type { TAccessClaims } from '@cri/shared/schemas/auth';
import type { AuthContext } from './context.ts';
import { revokeSession, sessionOfRefreshToken } from './refresh-tokens.ts';

/**
 * POST /users/logout: ends the session of the access token and the family of the refresh token sent
 * along (when it belongs to the caller). Unknown tokens are ignored: the client clears its state anyway.
 */
export async function logout(ctx: AuthContext, claims: TAccessClaims, refreshToken: string | undefined): Promise<void> {
  const now = ctx.now();
  if (claims.sid) await revokeSession(ctx.db, claims.sid, now);
  if (!refreshToken) return;
  const owner = await sessionOfRefreshToken(ctx.db, refreshToken);
  if (owner && String(owner.userId) === claims.sub) await revokeSession(ctx.db, owner.sessionId, now);
}
