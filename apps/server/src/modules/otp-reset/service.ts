import { isSecurityCodeRole } from '@cri/shared/enums/roles';
import {
  accountTypeOf,
  type TRegionalSupport,
  type TResetOtpHistoryItem,
  type TResetOtpRequest,
  type TSearchUserResponse,
  ZAccountType,
} from '@cri/shared/schemas/otp-reset';
import { eq } from 'drizzle-orm';
import type { RequestContext } from '../../core/service-context.ts';
import { users } from '../../db/schema/accounts.ts';
import { AppError } from '../../lib/app-error.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { revokeUserSessions } from '../auth/refresh-tokens.ts';
import { isNational, type ResetChannel, requireResetRight } from './policy.ts';
import {
  clearSecurityCode,
  findRegionalSupport,
  findScopedAccount,
  insertHistory,
  listHistory,
  type SupportedAccount,
} from './repository.ts';

/** Unknown, or outside a regional caller's region: the regional message names the region (spec 1 §8). */
const notFound = (national: boolean) => new AppError(national ? 'ACCOUNT_NOT_FOUND' : 'ACCOUNT_NOT_IN_REGION');

const present = (account: SupportedAccount): TSearchUserResponse => {
  const accountType = accountTypeOf(account.roles);
  return {
    id: account.id,
    username: account.username,
    firstName: account.firstName,
    lastName: account.lastName,
    accountType,
    regionId: account.regionId,
    regionName: account.regionName,
    regionNameAr: account.regionNameAr,
    securityCodeConfigured: account.totpSecret !== null && !account.firstConnection,
    canReset: isSecurityCodeRole(account.roles),
  };
};

/** GET /users/search-user: the account whose code support is about to reset. */
export async function searchUser(ctx: RequestContext, username: string): Promise<TSearchUserResponse> {
  const claims = ctx.user;
  await requireResetRight(ctx);
  const national = isNational(claims);
  const scope = national ? { roles: [], regionId: null } : claims;
  const account = await findScopedAccount(ctx.db, scope, eq(users.username, username.trim().toLowerCase()));
  if (!account) throw notFound(national);
  return present(account);
}

/**
 * PUT .../reset-otp/{id}: forgets the authenticator of a staff account, ends its sessions and records who
 * did it, and mails the holder, in one transaction. The account type sent must be the account's (the card the support saw).
 */
export async function resetOtp(
  ctx: RequestContext,
  { id, channel, body }: { id: number; channel: ResetChannel; body: TResetOtpRequest },
): Promise<void> {
  const claims = ctx.user;
  await requireResetRight(ctx, channel);
  const national = channel === 'national';
  const scope = national ? { roles: [], regionId: null } : claims;
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const account = await findScopedAccount(tx, scope, eq(users.id, id));
    if (!account) throw notFound(national);
    if (!isSecurityCodeRole(account.roles)) throw new AppError('NO_SECURITY_CODE');
    const accountType = accountTypeOf(account.roles);
    if (body.accountType !== accountType) {
      throw new AppError('VALIDATION_FAILED', {
        fieldErrors: [{ field: 'body.accountType', messageKey: 'otpReset.errors.accountTypeMismatch' }],
      });
    }
    const [author] = await tx
      .select()
      .from(users)
      .where(eq(users.id, Number(claims.sub)));
    await clearSecurityCode(tx, { userId: account.id });
    // Sessions opened with the old code end: whoever holds the lost phone's session is signed out.
    await revokeUserSessions(tx, account.id, now);
    await insertHistory(tx, {
      userId: account.id,
      username: account.username,
      firstName: account.firstName,
      lastName: account.lastName,
      accountType,
      regionId: account.regionId,
      resetById: author?.id ?? null,
      resetByUsername: author?.username ?? claims.username,
      resetByFirstName: author?.firstName ?? '',
      resetByLastName: author?.lastName ?? '',
      resetAt: now,
    });
    // The holder learns of it (a reset they did not ask for is a warning sign), in the same transaction.
    await enqueueMail(tx, { to: account.username, template: 'securityCodeReset', params: { firstName: account.firstName } });
  });
}

/** GET /regional-supports/{id}: national support reads any record, a regional support only its own. */
export async function getRegionalSupport(ctx: RequestContext, where: { id: number } | 'current'): Promise<TRegionalSupport> {
  const claims = ctx.user;
  const support = await findRegionalSupport(ctx.db, where === 'current' ? { userId: Number(claims.sub) } : where);
  if (!support || (!isNational(claims) && support.userId !== Number(claims.sub))) throw new AppError('NOT_FOUND');
  return support;
}

/** GET /reset-otp-history: newest first, region-scoped for regional support. */
export async function resetHistory(
  ctx: RequestContext,
  { page, size }: { page: number; size: number },
): Promise<{ total: number; items: TResetOtpHistoryItem[] }> {
  const { total, rows } = await listHistory(ctx.db, { scope: ctx.user, page, size });
  const items = rows.map(({ history: h, regionName, regionNameAr }) => ({
    id: h.id,
    resetAt: h.resetAt.toISOString(),
    account: { id: h.userId, username: h.username, firstName: h.firstName, lastName: h.lastName },
    accountType: ZAccountType.parse(h.accountType),
    regionId: h.regionId,
    regionName,
    regionNameAr,
    resetBy: { username: h.resetByUsername, firstName: h.resetByFirstName, lastName: h.resetByLastName },
  }));
  return { total, items };
}
