import { hasPermission } from '@cri/shared/permissions';
import { formatSlot, isoWeekday } from '@cri/shared/rules/appointment-slots';
import { competentCommission, isStrategicProject } from '@cri/shared/rules/commission-competence';
import { nextFreeCommissionSlot, nextSlotOn, type SessionFile, sessionSlots } from '@cri/shared/rules/commission-slots';
import { platformWallClock, type WallClock } from '@cri/shared/rules/morocco-clock';
import { addDays, programDateIssue } from '@cri/shared/rules/working-days';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import {
  type TCalendarProject,
  TO_PROGRAM_PHASES,
  type TProgramAfterCommissionResponse,
  type TProgramSlot,
  type TScheduledProject,
} from '@cri/shared/schemas/scheduling';
import { and, eq, type SQL } from 'drizzle-orm';
import { recordPhase } from '../../core/project-lifecycle/phases.ts';
import type { ServiceContext } from '../../core/service-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { projects } from '../../db/schema/projects.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isRegional, regionCondition } from '../../lib/region-scope.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { notify } from '../notifications/notify.ts';
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

/** A phase from which the file may go (back) into a session, whatever its amount. */
const isProgrammablePhase = (p: { latestPhase: string | null; toReschedule: boolean }): boolean =>
  (TO_PROGRAM_PHASES as readonly string[]).includes(p.latestPhase ?? '') ||
  p.latestPhase === 'SCHEDULED' ||
  (p.latestPhase === 'REVIEWED_IN_CRUI' && p.toReschedule);

const isDeprogrammable = (p: { latestPhase: string | null; cruiDate: string | null }): boolean =>
  p.latestPhase === 'SCHEDULED' && p.cruiDate !== null;

/** Programmable by the region: a phase that allows it, and an amount the regional commission is competent for. */
const isProgrammable = (p: { latestPhase: string | null; toReschedule: boolean; totalInvestment: number }): boolean =>
  isProgrammablePhase(p) && competentCommission(p.totalInvestment) === 'REGIONAL';

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
    totalInvestment: row.totalInvestment,
    competentCommission: competentCommission(row.totalInvestment),
    abilities: { program: schedules && isProgrammable(row), deprogram: schedules && isDeprogrammable(row) },
  };
}

export async function projectsToProgram(
  ctx: ServiceContext,
  opts: { user: Caller; regionId?: number | undefined; national?: boolean },
) {
  const rows = await repo.projectsToProgram(ctx.db, readScope(opts.user, opts.regionId), { national: opts.national ?? false });
  return rows.map((r) => present(opts.user, r));
}

/** The Morocco wall clock of an epoch-seconds instant (when a file entered its session). */
const wallOf = (epoch: number | null): WallClock | null => (epoch === null ? null : platformWallClock(new Date(epoch * 1000)));

const sessionFile = (row: { scheduledAtEpoch: number | null }): SessionFile => ({ programmedAt: wallOf(row.scheduledAtEpoch) });

/**
 * Each file of a session with its slot: in programming order from the region's start time, a file
 * programmed on the session day no earlier than when it was programmed (rules/commission-slots.ts).
 */
async function withSlots(ctx: ServiceContext, user: Caller, rows: repo.ScheduledRecord[]): Promise<TCalendarProject[]> {
  const params = new Map(
    (await repo.regionParametersOf(ctx.db, [...new Set(rows.map((r) => r.regionId))])).map((p) => [p.regionId, p]),
  );
  const sessions = new Map<string, repo.ScheduledRecord[]>();
  for (const row of rows) {
    const key = `${row.regionId}|${row.cruiDate}`;
    sessions.set(key, [...(sessions.get(key) ?? []), row]);
  }
  const slots = new Map<number, { startTime: string; endTime: string; withinHours: boolean }>();
  for (const session of sessions.values()) {
    const first = session[0];
    const p = first ? params.get(first.regionId) : undefined;
    if (!first?.cruiDate || !p) continue;
    sessionSlots(p, first.cruiDate, session.map(sessionFile)).forEach((slot, i) => {
      const row = session[i];
      if (row) slots.set(row.id, slot);
    });
  }
  return rows.map((row) => ({
    ...present(user, row),
    ...(slots.get(row.id) ?? { startTime: '', endTime: '', withinHours: false }),
  }));
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

const dateIssue = (date: string, now: Date): AppError | null => {
  const issue = programDateIssue(date, platformWallClock(now).date);
  if (!issue) return null;
  const messageKey = `scheduling.errors.${issue}`;
  return new AppError('VALIDATION_FAILED', { messageKey, fieldErrors: [{ field: 'date', messageKey }] });
};

/** Refused to the region: a file of 250 M DH or more is the national commission's (decision 030). */
const notRegionalCompetence = (totalInvestment: number) =>
  new AppError('NATIONAL_COMMISSION_COMPETENCE', {
    messageKey: isStrategicProject(totalInvestment)
      ? 'scheduling.errors.nationalCommissionStrategic'
      : 'scheduling.errors.nationalCommission',
    extra: { competentCommission: 'NATIONAL', totalInvestment },
  });

async function paramsOrConflict(db: DbOrTx, regionId: number) {
  const [params] = await repo.regionParametersOf(db, [regionId]);
  if (!params) throw new AppError('CONFLICT', { messageKey: 'scheduling.errors.noCommissionDay' });
  return params;
}

/** The files of the region's sessions from today on (the file itself left out), by day. */
async function sessionsFrom(db: DbOrTx, opts: { regionId: number; today: string; except: number }) {
  const byDate = new Map<string, SessionFile[]>();
  for (const row of await repo.sessionFilesFrom(db, { regionId: opts.regionId, fromDate: opts.today, except: opts.except })) {
    if (!row.cruiDate) continue;
    byDate.set(row.cruiDate, [...(byDate.get(row.cruiDate) ?? []), sessionFile(row)]);
  }
  return (date: string): SessionFile[] => byDate.get(date) ?? [];
}

/**
 * GET /projects/{id}/program-slot?date: what programming the file would do, for the confirmation: the day
 * (the given one, or the region's next commission day with a free slot), the file's time in that session,
 * whether the day is the region's commission day, and which commission is competent for its amount.
 */
export async function programSlot(
  ctx: ServiceContext,
  opts: { user: Caller; projectId: number; date?: string | undefined },
): Promise<TProgramSlot> {
  const now = ctx.now();
  if (opts.date !== undefined) {
    const issue = dateIssue(opts.date, now);
    if (issue) throw issue;
  }
  const row = await repo.findScheduledRecord(ctx.db, writeScope(opts.user), opts.projectId);
  if (!row) throw notFound();
  const params = await paramsOrConflict(ctx.db, row.regionId);
  const region = await repo.regionNames(ctx.db, row.regionId);
  const wall = platformWallClock(now);
  const filesOn = await sessionsFrom(ctx.db, { regionId: row.regionId, today: wall.date, except: row.id });
  const slot =
    opts.date === undefined
      ? nextFreeCommissionSlot({ params, now: wall, filesOn })
      : { date: opts.date, ...nextSlotOn(params, opts.date, filesOn(opts.date), wall) };
  return {
    projectId: row.id,
    regionId: row.regionId,
    regionNameFr: region?.nameFr ?? '',
    regionNameAr: region?.nameAr ?? '',
    commissionDay: params.commissionDay,
    date: slot?.date ?? null,
    startTime: slot?.startTime ?? null,
    endTime: slot?.endTime ?? null,
    withinHours: slot?.withinHours ?? null,
    sessionStartTime: params.slotStartTime,
    sessionEndTime: params.slotEndTime,
    isCommissionDay: slot ? isoWeekday(slot.date) === params.commissionDay : null,
    totalInvestment: row.totalInvestment,
    competentCommission: competentCommission(row.totalInvestment),
    isStrategic: isStrategicProject(row.totalInvestment),
  };
}

type Change = 'programmed' | 'deprogrammed';
const MAIL_OF: Record<Change, 'projectProgrammed' | 'projectDeprogrammed'> = {
  programmed: 'projectProgrammed',
  deprogrammed: 'projectDeprogrammed',
};

/** The investor learns in the portal and by e-mail that the file was programmed (day, time) or taken off a session. */
async function tellInvestor(
  tx: DbOrTx,
  ctx: ServiceContext,
  d: { project: repo.LockedProject; change: Change; date: string; time: string },
): Promise<void> {
  const path = `/projects/${d.project.id}`;
  const dateTime = d.time ? formatSlot(d.date, d.time) : formatSlot(d.date, '').trim();
  const investor = await repo.ownerOf(tx, d.project.userId);
  if (investor)
    await enqueueMail(tx, {
      to: investor.email,
      template: MAIL_OF[d.change],
      params: {
        firstName: investor.firstName,
        projectName: d.project.name,
        reference: d.project.reference ?? '',
        dateTime,
        link: ctx.link(path),
      },
    });
  await notify(tx, {
    userId: d.project.userId,
    titleKey: `scheduling.notifications.${d.change}.title`,
    bodyKey: `scheduling.notifications.${d.change}.body`,
    params: { projectName: d.project.name, dateTime },
    link: path,
    projectId: d.project.id,
  });
}

/**
 * PUT /projects/{id}/program?date: puts a validated file in the session of a working day, today or later
 * (Morocco's calendar); the file takes the session's next slot, never a time already past, and the investor
 * is told. Refusals change nothing: bad or past date 422, another region's file 404, a file not validated
 * (or already reviewed and not to be rescheduled) 409, a file of the national commission's amount 409.
 */
export async function program(ctx: ServiceContext, opts: { user: Caller; projectId: number; date: string }) {
  const now = ctx.now();
  const issue = dateIssue(opts.date, now);
  if (issue) throw issue;
  const by = Number(opts.user.sub);
  await ctx.db.transaction(async (tx) => {
    const project = await repo.lockProject(tx, writeScope(opts.user), opts.projectId);
    if (!project) throw notFound();
    if (!isProgrammablePhase(project)) throw notProgrammable(project.latestPhase);
    if (competentCommission(project.totalInvestment) !== 'REGIONAL') throw notRegionalCompetence(project.totalInvestment);
    if (project.latestPhase === 'SCHEDULED' && project.cruiDate === opts.date) return;
    const params = await paramsOrConflict(tx, project.regionId);
    const wall = platformWallClock(now);
    const filesOn = await sessionsFrom(tx, { regionId: project.regionId, today: wall.date, except: project.id });
    const slot = nextSlotOn(params, opts.date, filesOn(opts.date), wall);
    const reprogramming = project.latestPhase === 'REVIEWED_IN_CRUI';
    if (reprogramming) await closeOpenFollowUpActionsOnReschedule(tx, { projectId: project.id, by, at: now });
    await repo.setSession(tx, { id: project.id, cruiDate: opts.date, reprogrammed: reprogramming, at: now });
    await recordPhase(tx, { projectId: project.id, title: 'SCHEDULED', by, at: now, visibleToInvestor: true });
    await tellInvestor(tx, ctx, { project, change: 'programmed', date: opts.date, time: slot.startTime });
  });
  return reread(ctx, opts.user, opts.projectId);
}

/** PUT /projects/{id}/deprogram: the file leaves its session and goes back to the files to program; the investor is told. */
export async function deprogram(ctx: ServiceContext, opts: { user: Caller; projectId: number }) {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const project = await repo.lockProject(tx, writeScope(opts.user), opts.projectId);
    if (!project) throw notFound();
    if (!isDeprogrammable(project) || !project.cruiDate) {
      throw new AppError('CONFLICT', { messageKey: 'scheduling.errors.notProgrammed', extra: { phase: project.latestPhase } });
    }
    await repo.setSession(tx, { id: project.id, cruiDate: null, at: now });
    await recordPhase(tx, { projectId: project.id, title: 'UNSCHEDULED', by: Number(opts.user.sub), at: now });
    await tellInvestor(tx, ctx, { project, change: 'deprogrammed', date: project.cruiDate, time: '' });
  });
  return reread(ctx, opts.user, opts.projectId);
}

/**
 * PUT /projects/{id}/program-project-after-commission: a file the commission asked to reschedule goes to
 * the region's next commission day with a free slot (strictly after today), marked as reprogrammed; its
 * open follow-up actions are closed in the same transaction, and the investor is told.
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
    if (competentCommission(project.totalInvestment) !== 'REGIONAL') throw notRegionalCompetence(project.totalInvestment);
    const params = await paramsOrConflict(tx, project.regionId);
    const wall = platformWallClock(now);
    const filesOn = await sessionsFrom(tx, { regionId: project.regionId, today: wall.date, except: project.id });
    // Strictly after today: the search starts from tomorrow's first minute.
    const slot = nextFreeCommissionSlot({ params, now: { date: addDays(wall.date, 1), time: '00:00' }, filesOn });
    if (!slot) throw new AppError('CONFLICT', { messageKey: 'scheduling.errors.noFreeSlot' });
    await closeOpenFollowUpActionsOnReschedule(tx, { projectId: project.id, by, at: now });
    await repo.setSession(tx, { id: project.id, cruiDate: slot.date, reprogrammed: true, at: now });
    await recordPhase(tx, { projectId: project.id, title: 'SCHEDULED', by, at: now });
    await tellInvestor(tx, ctx, { project, change: 'programmed', date: slot.date, time: slot.startTime });
    return { id: project.id, cruiDate: slot.date };
  });
}

const notProgrammable = (phase: string | null) =>
  new AppError('CONFLICT', { messageKey: 'scheduling.errors.notValidated', extra: { phase } });
