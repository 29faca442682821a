import { isSecurityCodeRole, ROLES, type Role, TITLES, type Title } from '@cri/shared/enums/roles';
import { ACCESS_TOKEN_TTL_SECONDS } from '@cri/shared/limits';
import type { TAccessClaims, TTokenResponse } from '@cri/shared/schemas/auth';
import type { DbOrTx } from '../../db/client.ts';
import type { AuthContext } from './context.ts';
import type { SessionRow } from './refresh-tokens.ts';
import { findStaffIds, type StaffIds, type UserRow } from './repository.ts';

const isRole = (r: string): r is Role => (ROLES as readonly string[]).includes(r);
const isTitle = (t: string | null): t is Title => t !== null && (TITLES as readonly string[]).includes(t);

/**
 * The access-token claims of an account, always rebuilt from its current row (roles or flags may have
 * changed since the session began). Staff tokens open protected routes only once the session passed
 * the security code; investors need none.
 */
export function buildClaims(user: UserRow, ids: StaffIds, session: Pick<SessionRow, 'id' | 'otpValidated'>): TAccessClaims {
  return {
    sub: String(user.id),
    sid: session.id,
    username: user.username,
    roles: user.roles.filter(isRole),
    title: isTitle(user.title) ? user.title : null,
    firstName: user.firstName,
    lastName: user.lastName,
    regionId: user.regionId,
    investorId: user.investorId,
    advisorId: ids.advisorId,
    cruiMemberId: ids.cruiMemberId,
    habilitations: user.habilitations,
    passwordExpirationDate: user.passwordExpirationDate,
    firstConnection: user.firstConnection,
    activeMfa: user.activeMfa,
    otp: session.otpValidated || !isSecurityCodeRole(user.roles),
    isDirector: user.isDirector,
    isWali: user.isWali,
    isFocalMember: user.isFocalMember,
    // A focal member also counts as a CRUI member (spec 1 §6).
    isCruiMember: user.isCruiMember || user.isFocalMember,
    hasPicture: user.picturePath !== null,
  };
}

/** The token pair answered by sign-in, refresh and security-code validation. */
export async function tokenResponse(
  ctx: AuthContext,
  db: DbOrTx,
  { user, session, refreshToken }: { user: UserRow; session: SessionRow; refreshToken: string },
): Promise<TTokenResponse> {
  const claims = buildClaims(user, await findStaffIds(db, user.id), session);
  const accessToken = await ctx.signer.sign(claims, ctx.now());
  return { accessToken, refreshToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS };
}
