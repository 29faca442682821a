import { createHash, randomBytes } from 'node:crypto';
import { platformToday } from '@cri/shared/rules/morocco-clock';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import type {
  TConnectedVisitors,
  TIndicatorsRange,
  TProjectsStatus,
  TRegisteredInvestors,
  TStatisticalCrui,
} from '@cri/shared/schemas/indicators';
import type { RequestContext, ServiceContext } from '../../core/service-context.ts';
import * as repo from './repository.ts';

/** Global indicators (issue 21; spec 1 §2.7, §3, §7; decision 077). */

export async function registeredInvestors(ctx: ServiceContext, range: TIndicatorsRange): Promise<TRegisteredInvestors> {
  return { ...range, registeredInvestorsCount: await repo.registeredInvestors(ctx.db, range) };
}

export async function projectsStatus(ctx: RequestContext, range: TIndicatorsRange): Promise<TProjectsStatus> {
  const row = await repo.projectsStatus(ctx.db, ctx.user, range);
  return {
    ...range,
    draftProjectsCount: row?.draftProjectsCount ?? 0,
    submittedProjectsCount: row?.submittedProjectsCount ?? 0,
    sharedToCruiMembersProjectsCount: row?.sharedToCruiMembersProjectsCount ?? 0,
    reviewedInCruiProjectsCount: row?.reviewedInCruiProjectsCount ?? 0,
    reviewedOrSharedProjectCount: row?.reviewedOrSharedProjectCount ?? 0,
    favorableProjectsCount: row?.favorableProjectsCount ?? 0,
    unfavorableProjectsCount: row?.unfavorableProjectsCount ?? 0,
  };
}

export async function statisticalCrui(ctx: RequestContext, range: TIndicatorsRange): Promise<TStatisticalCrui> {
  return { ...range, ...(await repo.statisticalCrui(ctx.db, ctx.user, range)) };
}

/** Every day of the range, YYYY-MM-DD (the range is at most 366 days). */
export function daysOf({ startDate, endDate }: TIndicatorsRange): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${startDate}T00:00:00Z`); t <= Date.parse(`${endDate}T00:00:00Z`); t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

export async function connectedVisitors(ctx: ServiceContext, range: TIndicatorsRange): Promise<TConnectedVisitors> {
  const rows = await repo.visitsPerDay(ctx.db, range);
  const total = (audience: string) => rows.filter((r) => r.audience === audience).reduce((sum, r) => sum + r.n, 0);
  return {
    ...range,
    connectedVisitors: total('VISITOR'),
    connectedInvestors: total('INVESTOR'),
    connectedAdvisors: total('ADVISOR'),
    connectedCruiMembers: total('CRUI_MEMBER'),
    connectedSupports: total('SUPPORT'),
    perDay: daysOf(range).map((date) => ({
      date,
      visitors: rows.filter((r) => r.day === date && r.audience === 'VISITOR').reduce((s, r) => s + r.n, 0),
      accounts: rows.filter((r) => r.day === date && r.audience !== 'VISITOR').reduce((s, r) => s + r.n, 0),
    })),
  };
}

export function audienceOf(user: Pick<TAccessClaims, 'roles'> | null): string {
  if (!user) return 'VISITOR';
  const roles = user.roles;
  if (roles.includes('ROLE_INVESTOR')) return 'INVESTOR';
  if (roles.includes('ROLE_ADVISOR')) return 'ADVISOR';
  if (roles.includes('ROLE_CRUI_MEMBER')) return 'CRUI_MEMBER';
  if (roles.some((r) => r.endsWith('_SUPPORT'))) return 'SUPPORT';
  return 'OTHER';
}

/**
 * POST /visits: counts the caller once per day. The visitor is a hash of the day's salt with the address
 * and browser (the account id when signed in): nothing personal is stored, and the salt is gone the next day.
 */
export async function countVisit(
  ctx: ServiceContext,
  caller: { user: TAccessClaims | null; ip: string; userAgent: string },
): Promise<{ counted: boolean }> {
  const day = platformToday(ctx.now());
  const salt = await repo.saltOf(ctx.db, day, () => randomBytes(32).toString('base64url'));
  const who = caller.user ? `account:${caller.user.sub}` : `visitor:${caller.ip}|${caller.userAgent}`;
  const visitorHash = createHash('sha256').update(`${salt}|${who}`).digest('base64url');
  return { counted: await repo.recordVisit(ctx.db, { day, visitorHash, audience: audienceOf(caller.user) }) };
}
