import type { TAccessClaims } from '@cri/shared/schemas/auth';
import type { RequestContext } from '../../core/service-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { findRegionalSupport } from './repository.ts';

/** Which door the call came through: each support role has its own reset path (spec 1 §7). */
export type ResetChannel = 'national' | 'regional';

export const isNational = (claims: TAccessClaims) => claims.roles.includes('ROLE_NATIONAL_SUPPORT');

/**
 * National support acts on every account; regional support only with an active record holding the reset
 * right (spec 1 §6: "only some regional supports hold this right"), else 403 with the forbidden message.
 */
export async function requireResetRight(ctx: RequestContext, channel?: ResetChannel): Promise<void> {
  const claims = ctx.user;
  const national = isNational(claims);
  if (channel === 'national' && !national) throw new AppError('FORBIDDEN');
  if (national && channel !== 'regional') return;
  if (!claims.roles.includes('ROLE_REGIONAL_SUPPORT')) throw new AppError('FORBIDDEN');
  const support = await findRegionalSupport(ctx.db, { userId: Number(claims.sub) });
  if (!support?.active || !support.canResetOtp) throw new AppError('FORBIDDEN');
}
