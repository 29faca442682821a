import { and, asc, eq, gte, inArray, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import { lockProjectRow } from '../../core/project-lifecycle/project-lock.ts';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { projectPhases } from '../../db/schema/project-phases.ts';
import { nationalCompetenceSql, projects, rescheduleAskedSql, validatedUnprogrammedSql } from '../../db/schema/projects.ts';
import { regionParameters, regions } from '../../db/schema/reference-data.ts';

/**
 * Reads and writes of commission scheduling. Every read takes the caller's region condition (built by
 * the service from region-scope.ts), ANDed into the query, so another region's file never comes back.
 */

/** Always qualified: drizzle leaves columns bare in single-table selects, where a subquery would capture them. */
const projectId = sql`"projects"."id"`;

/** The latest phase row says the commission asked for the file to be rescheduled (spec 2 §3 decisions). */
const latestAsksReschedule = sql<boolean>`coalesce((select pp.metadata from ${projectPhases} pp where pp.project_id = ${projectId} order by pp.id desc limit 1) @> '[{"name":"COMMISSION_CHOICE","value":"TO_BE_RESCHEDULED"}]'::jsonb, false)`;

/**
 * The file waits for a commission session: validated and not programmed, or reviewed and to be rescheduled. Two
 * conditions each read in the list's order from its partial index (decision 117, migration 0038): the literals are
 * the indexes' predicates, so the planner can use them whatever the parameters. The second is bit 32 of the kept
 * categories, which the database keeps equal to "the latest phase is REVIEWED_IN_CRUI and asks to reschedule".
 */
const validatedUnprogrammed = validatedUnprogrammedSql(projects);
const rescheduleAsked = rescheduleAskedSql(projects);

/** When the file entered its current session: its latest SCHEDULED phase (the session's order). */
const scheduledOrder = sql<number>`(select max(pp.id) from ${projectPhases} pp where pp.project_id = ${projectId} and pp.title = 'SCHEDULED')`;

/** The instant of that phase, in epoch seconds (driver-neutral): a file programmed on its session day waits for a slot after it. */
const scheduledAtEpoch = sql<
  number | null
>`(select extract(epoch from pp.created_at)::float8 from ${projectPhases} pp where pp.project_id = ${projectId} and pp.title = 'SCHEDULED' order by pp.id desc limit 1)`;

/** The project's total investment in DH (sum of its sector components, as rules/project-totals.ts). */
const totalInvestment = sql<number>`(select coalesce(sum(c.investment_amount), 0)::float8 from project_sector_components c where c.project_id = ${projectId})`;

const selection = {
  id: projects.id,
  reference: projects.reference,
  name: projects.name,
  regionId: projects.regionId,
  cruiDate: projects.cruiDate,
  latestPhase: projects.latestPhase,
  isAlreadyReprogrammed: projects.isAlreadyReprogrammed,
  companyCorporateName: projects.companyCorporateName,
  // The investor's names read by key for the rows kept (decision 107): a join let the planner hash every account.
  firstName: sql<string>`(select u.first_name from ${users} u where u.id = "projects"."user_id")`,
  lastName: sql<string>`(select u.last_name from ${users} u where u.id = "projects"."user_id")`,
  toReschedule: latestAsksReschedule,
  totalInvestment,
  scheduledAtEpoch,
};

export type ScheduledRecord = Awaited<ReturnType<typeof select>>[number];

const LIST_MAX = 500;

function select(db: DbOrTx, where: SQL | undefined, order: SQL[]) {
  return db
    .select(selection)
    .from(projects)
    .where(where)
    .orderBy(...order)
    .limit(LIST_MAX);
}

/** The files of national competence (250 M DH or more), by the total the database keeps on the file (migration 0038). */
const nationalCompetence = nationalCompetenceSql(projects);

/**
 * The files waiting for a session in the list's order, at most LIST_MAX; `national`: those of national competence
 * only, chosen in SQL before the limit (they were filtered after it, so past 500 files waiting in the country some
 * were left out). Each condition takes its first LIST_MAX files from its index, then the two are merged.
 */
export async function projectsToProgram(db: DbOrTx, scope: SQL | undefined, opts: { national?: boolean } = {}) {
  const order = [sql`${projects.validatedAt} asc nulls last`, asc(projects.latestPhaseAt), asc(projects.id)];
  const ids = (condition: SQL) =>
    db
      .select({ id: projects.id })
      .from(projects)
      .where(and(scope, condition, opts.national ? nationalCompetence : undefined))
      .orderBy(...order)
      .limit(LIST_MAX);
  const [first, second] = await Promise.all([ids(validatedUnprogrammed), ids(rescheduleAsked)]);
  const chosen = [...first, ...second].map((r) => r.id);
  if (chosen.length === 0) return [];
  return select(db, inArray(projects.id, chosen), order);
}

export const projectsOnDate = (db: DbOrTx, scope: SQL | undefined, date: string) =>
  select(db, and(scope, eq(projects.cruiDate, date)), [sql`${scheduledOrder} asc nulls last`, asc(projects.id)]);

export async function programmedDates(db: DbOrTx, scope: SQL | undefined): Promise<string[]> {
  const rows = await db
    .selectDistinct({ date: projects.cruiDate })
    .from(projects)
    .where(and(scope, isNotNull(projects.cruiDate)))
    .orderBy(asc(projects.cruiDate));
  return rows.flatMap((r) => (r.date ? [r.date] : []));
}

export async function findScheduledRecord(db: DbOrTx, scope: SQL | undefined, id: number) {
  const [row] = await select(db, and(scope, eq(projects.id, id)), [asc(projects.id)]);
  return row;
}

/** The file under a row lock, for a change; undefined when unknown or outside the caller's region. */
export async function lockProject(tx: DbOrTx, scope: SQL | undefined, id: number) {
  await lockProjectRow(tx, id);
  const [row] = await tx
    .select({
      id: projects.id,
      regionId: projects.regionId,
      cruiDate: projects.cruiDate,
      latestPhase: projects.latestPhase,
      toReschedule: latestAsksReschedule,
      totalInvestment,
      userId: projects.userId,
      name: projects.name,
      reference: projects.reference,
    })
    .from(projects)
    .where(and(scope, eq(projects.id, id)));
  return row;
}

export async function setSession(
  tx: DbOrTx,
  opts: { id: number; cruiDate: string | null; reprogrammed?: boolean; at: Date },
): Promise<void> {
  await tx
    .update(projects)
    .set({
      cruiDate: opts.cruiDate,
      updatedAt: opts.at,
      ...(opts.reprogrammed ? { isAlreadyReprogrammed: true } : {}),
    })
    .where(eq(projects.id, opts.id));
}

export async function regionParametersOf(db: DbOrTx, regionIds: number[]) {
  if (regionIds.length === 0) return [];
  return db.select().from(regionParameters).where(inArray(regionParameters.regionId, regionIds));
}

export type LockedProject = NonNullable<Awaited<ReturnType<typeof lockProject>>>;

export async function regionNames(db: DbOrTx, regionId: number) {
  const [row] = await db.select({ nameFr: regions.nameFr, nameAr: regions.nameAr }).from(regions).where(eq(regions.id, regionId));
  return row;
}

/**
 * The files of a region's sessions from `fromDate` on, in each session's order, with when they entered it:
 * what the next free slot is computed from. `except` leaves out the file being programmed.
 */
export async function sessionFilesFrom(db: DbOrTx, opts: { regionId: number; fromDate: string; except: number }) {
  return db
    .select({ cruiDate: projects.cruiDate, scheduledAtEpoch })
    .from(projects)
    .where(
      and(
        eq(projects.regionId, opts.regionId),
        isNotNull(projects.cruiDate),
        gte(projects.cruiDate, opts.fromDate),
        ne(projects.id, opts.except),
      ),
    )
    .orderBy(asc(projects.cruiDate), sql`${scheduledOrder} asc nulls last`, asc(projects.id));
}

/** The investor who owns a file: who is told it was programmed or deprogrammed. */
export async function ownerOf(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: users.id, email: users.username, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
