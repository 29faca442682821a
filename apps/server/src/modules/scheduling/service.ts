import { hasPermission } from '@cri/shared/permissions';
import { platformWallClock } from '@cri/shared/rules/morocco-clock';
import { nextCommissionDay, programDateIssue, slotOfFile } from '@cri/shared/rules/working-days';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import {
  type TCalendarProject,
  TO_PROGRAM_PHASES,
  type TProgramAfterCommissionResponse,
  type TScheduledProject,
} from '@cri/shared/schemas/scheduling';
import { and, eq, type SQL } from 'drizzle-orm';
import { recordPhase } from '../../core/project-lifecycle/phases.ts';
import type { ServiceContext } from '../../core/service-context.ts';
import { projects } from '../../db/schema/projects.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isRegional, regionCondition } from '../../lib/region-scope.ts';
import { closeOpenFollowUpActionsOnReschedule } from './follow-up-hook.ts';
import * as repo from './repository.ts';

type Caller = Pick<TAccessClaims, 'sub' | 'roles' | 'regionId'>;

/**
 * The rows a caller reads: a regional user always their own region, whatever regionId they send; a
 * national role the region it asks for, or all regions.
 */
export function readScope(user: Caller, regionId: number | undefined): SQL | undefined {
  if (isRegional(user)) return regionCondition(user, projects.regionId);
  return regionId === undefined ? undefined : eq(projects.regionId, regionId);
}

/** Changes are made by the region's advisors only: anything outside their region is "not found". */
const writeScope = (user: Caller): SQL | undefined => regionCondition(user, projects.regionId);

const isProgrammable = (p: { latestPhase: string | null; toReschedule: boolean }): boolean =>
  (TO_PROGRAM_PHASES as readonly string[]).includes(p.latestPhase ?? '') ||
  p.latestPhase === 'SCHEDULED' ||
  (p.latestPhase === 'REVIEWED_IN_CRUI' && p.toReschedule);

const isDeprogrammable = (p: { latestPhase: string | null; cruiDate: string | null }): boolean =>
  p.latestPhase === 'SCHEDULED' && p.cruiDate !== null;

function present(user: Caller, row: repo.ScheduledRecord): TScheduledProject {
  const schedules = hasPermission(user.roles, 'schedule:project');
  return {
    id: row.id,
    reference: row.reference,
    name: row.name,
    investorName: row.companyCorporateName.trim() || `${row.firstName} ${row.lastName}`.trim(),
    regionId: row.regionId,
    cruiDate: row.cruiDate,
    latestPhase: row.latestPhase,
    isAlreadyReprogrammed: row.isAlreadyReprogrammed,
    abilities: { program: schedules && isProgrammable(row), deprogram: schedules && isDeprogrammable(row) },
  };
}

export async function projectsToProgram(ctx: ServiceContext, opts: { user: Caller; regionId?: number | undefined }) {
  const rows = await repo.projectsToProgram(ctx.db, readScope(opts.user, opts.regionId));
  return rows.map((r) => present(opts.user, r));
}

/** Each file of the session with its slot: in programming order, one after another from the region's start time. */
async function withSlots(ctx: ServiceContext, user: Caller, rows: repo.ScheduledRecord[]): Promise<TCalendarProject[]> {
  const params = new Map(
    (await repo.regionParametersOf(ctx.db, [...new Set(rows.map((r) => r.regionId))])).map((p) => [p.regionId, p]),
  );
  const indexInRegion = new Map<number, number>();
  return rows.map((row) => {
    const index = indexInRegion.get(row.regionId) ?? 0;
    indexInRegion.set(row.regionId, index + 1);
    const p = params.get(row.regionId);
    const slot = p ? slotOfFile(p, index) : { startTime: '', endTime: '', withinHours: false };
    return { ...present(user, row), ...slot };
  });
}

export async function calendarOfDate(ctx: ServiceContext, opts: { user: Caller; date: string; regionId?: number | undefined }) {
  return withSlots(ctx, opts.user, await repo.projectsOnDate(ctx.db, readScope(opts.user, opts.regionId), opts.date));
}

export async function rescheduledOfDate(
  ctx: ServiceContext,
  opts: { user: Caller; date: string; regionId?: number | undefined },
) {
  const scope = readScope(opts.user, opts.regionId);
  const all = await withSlots(ctx, opts.user, await repo.projectsOnDate(ctx.db, scope, opts.date));
  return all.filter((p) => p.isAlreadyReprogrammed);
}

export const programmedDates = (ctx: ServiceContext, opts: { user: Caller; regionId?: number | undefined }) =>
  repo.programmedDates(ctx.db, readScope(opts.user, opts.regionId));

/** GET /projects/calendar/projects/{id}: the file, its session and its slot in that session. */
export async function calendarProject(ctx: ServiceContext, opts: { user: Caller; projectId: number }) {
  const scope = readScope(opts.user, undefined);
  const row = await repo.findScheduledRecord(ctx.db, scope, opts.projectId);
  if (!row) throw notFound();
  const region = await repo.regionNames(ctx.db, row.regionId);
  let slot: { startTime: string | null; endTime: string | null; withinHours: boolean | null } = {
    startTime: null,
    endTime: null,
    withinHours: null,
  };
  if (row.cruiDate) {
    const session = await withSlots(
      ctx,
      opts.user,
      await repo.projectsOnDate(ctx.db, and(scope, eq(projects.regionId, row.regionId)), row.cruiDate),
    );
    const mine = session.find((p) => p.id === row.id);
    if (mine) slot = { startTime: mine.startTime, endTime: mine.endTime, withinHours: mine.withinHours };
  }
  return { ...present(opts.user, row), regionNameFr: region?.nameFr ?? '', regionNameAr: region?.nameAr ?? '', ...slot };
}

async function reread(ctx: ServiceContext, user: Caller, id: number): Promise<TScheduledProject> {
  const row = await repo.findScheduledRecord(ctx.db, writeScope(user), id);
  if (!row) throw notFound();
  return present(user, row);
}

/**
 * PUT /projects/{id}/program?date: puts a validated file in the session of a working day, today or later
 * (Morocco's calendar). Refusals change nothing: bad date 422, another region's file 404, a file not
 * validated (or already reviewed and not to be rescheduled) 409.
 */
export async function program(ctx: ServiceContext, opts: { user: Caller; projectId: number; date: string }) {
  const now = ctx.now();
  const issue = programDateIssue(opts.date, platformWallClock(now).date);
  if (issue) {
    const messageKey = `scheduling.errors.${issue}`;
    throw new AppError('VALIDATION_FAILED', { messageKey, fieldErrors: [{ field: 'date', messageKey }] });
  }
  const by = Number(opts.user.sub);
  await ctx.db.transaction(async (tx) => {
    const project = await repo.lockProject(tx, writeScope(opts.user), opts.projectId);
    if (!project) throw notFound();
    if (!isProgrammable(project)) throw notProgrammable(project.latestPhase);
    if (project.latestPhase === 'SCHEDULED' && project.cruiDate === opts.date) return;
    const reprogramming = project.latestPhase === 'REVIEWED_IN_CRUI';
    if (reprogramming) await closeOpenFollowUpActionsOnReschedule(tx, { projectId: project.id, by, at: now });
    await repo.setSession(tx, { id: project.id, cruiDate: opts.date, reprogrammed: reprogramming, at: now });
    await recordPhase(tx, { projectId: project.id, title: 'SCHEDULED', by, at: now, visibleToInvestor: true });
  });
  return reread(ctx, opts.user, opts.projectId);
}

/** PUT /projects/{id}/deprogram: the file leaves its session and goes back to the files to program. */
export async function deprogram(ctx: ServiceContext, opts: { user: Caller; projectId: number }) {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const project = await repo.lockProject(tx, writeScope(opts.user), opts.projectId);
    if (!project) throw notFound();
    if (!isDeprogrammable(project)) {
      throw new AppError('CONFLICT', { messageKey: 'scheduling.errors.notProgrammed', extra: { phase: project.latestPhase } });
    }
    await repo.setSession(tx, { id: project.id, cruiDate: null, at: now });
    await recordPhase(tx, { projectId: project.id, title: 'UNSCHEDULED', by: Number(opts.user.sub), at: now });
  });
  return reread(ctx, opts.user, opts.projectId);
}

/**
 * PUT /projects/{id}/program-project-after-commission: a file the commission asked to reschedule goes to
 * the region's next commission day (strictly after today), marked as reprogrammed; its open follow-up
 * actions are closed in the same transaction.
 */
export async function programAfterCommission(
  ctx: ServiceContext,
  opts: { user: Caller; projectId: number },
): Promise<TProgramAfterCommissionResponse> {
  const now = ctx.now();
  const by = Number(opts.user.sub);
  return ctx.db.transaction(async (tx) => {
    const project = await repo.lockProject(tx, writeScope(opts.user), opts.projectId);
    if (!project) throw notFound();
    if (project.latestPhase !== 'REVIEWED_IN_CRUI' || !project.toReschedule) {
      throw new AppError('CONFLICT', { messageKey: 'scheduling.errors.notToReschedule', extra: { phase: project.latestPhase } });
    }
    const [params] = await repo.regionParametersOf(tx, [project.regionId]);
    if (!params) throw new AppError('CONFLICT', { messageKey: 'scheduling.errors.noCommissionDay' });
    const cruiDate = nextCommissionDay(platformWallClock(now).date, params.commissionDay);
    await closeOpenFollowUpActionsOnReschedule(tx, { projectId: project.id, by, at: now });
    await repo.setSession(tx, { id: project.id, cruiDate, reprogrammed: true, at: now });
    await recordPhase(tx, { projectId: project.id, title: 'SCHEDULED', by, at: now });
    return { id: project.id, cruiDate };
  });
}

const notProgrammable = (phase: string | null) =>
  new AppError('CONFLICT', { messageKey: 'scheduling.errors.notValidated', extra: { phase } });
