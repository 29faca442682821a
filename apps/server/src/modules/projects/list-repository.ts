import { PROJECT_PHASES, type ProjectPhase } from '@cri/shared/enums/project-phases';
import type { CategoryAudience, CategoryCondition } from '@cri/shared/rules/project-categories';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import { PV_SIGNING_WINDOW_HOURS } from '@cri/shared/schemas/signatures';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { advisors, cruiMembers, users } from '../../db/schema/accounts.ts';
import { projectSharedAdministrations } from '../../db/schema/advisor-review.ts';
import { commissionMembers, commissions } from '../../db/schema/commission.ts';
import { projectPhaseCounts } from '../../db/schema/indicators.ts';
import { projectPhases } from '../../db/schema/project-phases.ts';
import { commissionPvs } from '../../db/schema/signatures.ts';
import { procedures, projectProcedures, projects, regions } from '../../db/schema.ts';
import { regionCondition } from '../../lib/region-scope.ts';
import { followUpCategorySql } from '../follow-up-actions/categories.ts';
import { monitoringCategorySql } from '../monitoring/categories.ts';
import { countFromKept, countKeptCategories, flagSql, KEPT_FOLLOW_UP, monitoringDueSql } from './kept-categories.ts';

export type Caller = Pick<TAccessClaims, 'sub' | 'roles' | 'regionId'>;

export function audienceOf(user: Pick<TAccessClaims, 'roles'>): CategoryAudience {
  if (user.roles.includes('ROLE_INVESTOR')) return 'investor';
  if (user.roles.includes('ROLE_CRUI_MEMBER')) return 'cruiMember';
  return 'staff';
}

/**
 * Where a list or a count reads its files: `projects`, or a CRUI member's administration's sharings, which carry
 * copies of the columns the member's lists and counts filter and order on (decision 121). Conditions are written on
 * these columns; `id` is the file's id for the conditions that look in other tables.
 */
export interface FileColumns {
  table: typeof projects | typeof projectSharedAdministrations;
  id: PgColumn;
  regionId: PgColumn;
  latestPhase: PgColumn;
  latestPhaseAt: PgColumn;
  cruiDate: PgColumn;
  depositedAt: PgColumn;
}

export const PROJECT_FILES: FileColumns = {
  table: projects,
  id: projects.id,
  regionId: projects.regionId,
  latestPhase: projects.latestPhase,
  latestPhaseAt: projects.latestPhaseAt,
  cruiDate: projects.cruiDate,
  depositedAt: projects.depositedAt,
};

const psa = projectSharedAdministrations;
export const SHARED_FILES: FileColumns = {
  table: psa,
  id: psa.projectId,
  regionId: psa.regionId,
  latestPhase: psa.latestPhase,
  latestPhaseAt: psa.latestPhaseAt,
  cruiDate: psa.cruiDate,
  depositedAt: psa.depositedAt,
};

/**
 * A CRUI member's files are read from their administration's sharings (their index holds the member's files in
 * list order: no probing of the region's files, no reading of `projects` to count), but for the region-wide act
 * lists of the director and the governor. Everyone else reads `projects`.
 */
export function filesOf(user: Pick<TAccessClaims, 'roles'>, opts: { regionWide?: boolean | undefined } = {}): FileColumns {
  return audienceOf(user) === 'cruiMember' && !opts.regionWide ? SHARED_FILES : PROJECT_FILES;
}

/** A condition on the file's own row (`projects`), for a read of `files`. */
export function onFile(files: FileColumns, condition: SQL | undefined): SQL | undefined {
  if (!condition || files === PROJECT_FILES) return condition;
  return sql`exists (select 1 from ${projects} where ${projects.id} = ${files.id} and ${condition})`;
}

/**
 * Who sees which file: the investor their own; a CRUI member the files of their region shared with their
 * administration (project_shared_administrations); other regional staff their region's; national roles
 * every region (or the one asked for). Written on `files` (PROJECT_FILES unless said).
 */
export function scope(
  user: Caller,
  opts: { regionId?: number | undefined; regionWide?: boolean; files?: FileColumns } = {},
): SQL | undefined {
  const files = opts.files ?? PROJECT_FILES;
  const audience = audienceOf(user);
  if (audience === 'investor') return eq(projects.userId, Number(user.sub));
  const region = and(regionCondition(user, files.regionId), opts.regionId ? eq(files.regionId, opts.regionId) : undefined);
  // The director's and the governor's act lists (CategoryCondition.regionWide): the whole region.
  if (audience === 'staff' || opts.regionWide) return region;
  const administration = sql`(select cm.administration_id from ${cruiMembers} cm where cm.user_id = ${Number(user.sub)})`;
  // The sharings themselves: one range of the member index (null for a member without an administration: none).
  if (files === SHARED_FILES) return and(region, eq(psa.administrationId, administration));
  const shared = sql`exists (select 1 from ${psa} where ${psa.projectId} = ${projects.id} and ${psa.administrationId} = ${administration})`;
  // A member without an administration (the demo's director) is shared no file. Said once per statement, a one-time
  // filter the planner checks first: without it, it probed every file of the region to find none (1.1 s at 1 000 000
  // files, bench/national-scale.mjs; 0.8 ms with it).
  const hasAdministration = sql`exists (select 1 from ${cruiMembers} cm where cm.user_id = ${Number(user.sub)} and cm.administration_id is not null)`;
  return and(region, hasAdministration, shared);
}

/**
 * Files with minutes (PV) the caller has to act on (rules/project-categories.ts `pvToSign`): for a CRUI
 * member, a generated PV not complete that they must sign (attending, no conflict, their administration's
 * voting member) and have not, before the 48 hours after finalisation end; for staff, a generated PV whose
 * signatures the advisor has not finalised. A paper-signed scan needs nobody.
 */
export function pvToSignSql(caller: Caller, now: Date, files: FileColumns = PROJECT_FILES): SQL {
  if (audienceOf(caller) === 'cruiMember') {
    const windowStart = new Date(now.getTime() - PV_SIGNING_WINDOW_HOURS * 3_600_000);
    return sql`exists (select 1 from ${commissionPvs} pv
      join ${commissions} c on c.id = pv.commission_id
      join ${commissionMembers} m on m.commission_id = c.id
      where pv.project_id = ${files.id} and pv.kind <> 'MANUAL' and pv.loaded_at is null
        and m.user_id = ${Number(caller.sub)} and m.attended and not m.conflict_of_interest and m.is_voting
        and not m.has_pv_signed
        and (c.signatures_finalized_at is null or c.signatures_finalized_at > ${windowStart}))`;
  }
  return sql`exists (select 1 from ${commissionPvs} pv join ${commissions} c on c.id = pv.commission_id
    where pv.project_id = ${files.id} and pv.kind <> 'MANUAL' and pv.loaded_at is null
      and c.signatures_finalized_at is null)`;
}

/**
 * Files whose latest review phase decided UNFAVORABLE (rules/project-categories.ts `unfavourable`;
 * issue 15, decision 048): the latest phase row of the file carries COMMISSION_CHOICE = UNFAVORABLE.
 */
export function unfavourableSql(files: FileColumns = PROJECT_FILES): SQL {
  return sql`(select pp.metadata from ${projectPhases} pp where pp.project_id = ${files.id} and pp.title::text = ${files.latestPhase}::text order by pp.id desc limit 1) @> ${JSON.stringify([{ name: 'COMMISSION_CHOICE', value: 'UNFAVORABLE' }])}::jsonb`;
}

/**
 * The SQL of a category condition (rules/project-categories.ts), on the indexed columns. For staff, the categories
 * read from other tables are read from what the database keeps on the file (decision 111, kept-categories.ts);
 * `fromTables` reads them from their tables as before (a CRUI member's always are: they depend on the person).
 * Written on `files` (PROJECT_FILES unless said; the kept categories are on `projects` only).
 */
export function conditionSql(
  condition: CategoryCondition | undefined,
  ctx: { caller: Caller; now: Date; fromTables?: boolean; files?: FileColumns },
): SQL | undefined {
  if (!condition) return undefined;
  const files = ctx.files ?? PROJECT_FILES;
  const phases = condition.phases ? inArray(files.latestPhase, [...condition.phases]) : undefined;
  const kept = !ctx.fromTables && audienceOf(ctx.caller) === 'staff' && files === PROJECT_FILES;
  const followUpKind = condition.followUp && kept ? KEPT_FOLLOW_UP[condition.followUp] : undefined;
  const followUp = condition.followUp
    ? followUpKind
      ? flagSql(followUpKind)
      : followUpCategorySql(condition.followUp, ctx.caller, files.id)
    : undefined;
  const monitoring = !condition.monitoring
    ? undefined
    : !kept
      ? monitoringCategorySql(condition.monitoring, ctx.now, files.id)
      : condition.monitoring === 'POST_CRUI'
        ? flagSql('MONITORED')
        : monitoringDueSql(ctx.now);
  return and(
    condition.pvToSign ? pvToSignSql(ctx.caller, ctx.now, files) : undefined,
    condition.unfavourable ? (kept ? flagSql('UNFAVOURABLE') : unfavourableSql(files)) : undefined,
    monitoring,
    // Follow-up actions widen the phases (either), or are the whole condition.
    followUp ? or(phases, followUp) : phases,
    // "Any phase but these" as the positive list of the others: the same rows, read through the
    // (region, phase, phase date) index instead of every row of the region.
    condition.notPhases
      ? inArray(
          files.latestPhase,
          PROJECT_PHASES.filter((p) => !condition.notPhases?.includes(p)),
        )
      : undefined,
    condition.cruiDate === 'set' ? isNotNull(files.cruiDate) : undefined,
    condition.cruiDate === 'unset' ? isNull(files.cruiDate) : undefined,
  );
}

export const advisorCondition = (advisorId: number | undefined, others = false): SQL | undefined => {
  if (advisorId === undefined) return undefined;
  return others ? or(isNull(projects.advisorId), sql`${projects.advisorId} <> ${advisorId}`) : eq(projects.advisorId, advisorId);
};

export async function listProjects(
  db: DbOrTx,
  opts: {
    /** A condition on `files` (conditions on the file's own row through `onFile`). */
    where: SQL | undefined;
    urgentFirst: boolean;
    page: number;
    size: number;
    /** The number of files `where` holds, when the caller has it from the kept counts (decision 111). */
    total?: Promise<number | undefined> | undefined;
    /** Where the files are read (PROJECT_FILES unless said; decision 121). */
    files?: FileColumns;
    /**
     * The page's keys and the total in one statement, then the page by key (decision 124): for a search, whose
     * matches are found by their text's index and must all be read to be counted and ordered, so that they are read
     * once instead of once for the count and once for the page. Not for lists an index reads in their order.
     */
    pageWithTotal?: boolean;
  },
) {
  const files = opts.files ?? PROJECT_FILES;
  if (opts.pageWithTotal && files !== PROJECT_FILES) throw new Error('a page with its total reads the files themselves');
  // The sharings carry the phase date, not the last change: a member's lists are all urgent first.
  if (files === SHARED_FILES && !opts.urgentFirst) throw new Error('the sharings are listed urgent first only');
  // The count and the page are independent: on a pool they run side by side (one round trip of latency).
  const countTotal = async () => {
    const kept = await opts.total;
    if (kept !== undefined) return [{ n: kept }];
    return db.select({ n: count() }).from(files.table).where(opts.where);
  };
  const order = opts.urgentFirst
    ? [sql`${files.latestPhaseAt} asc nulls last`, asc(files.id)]
    : [desc(projects.updatedAt), desc(projects.id)];
  const rows = db
    .select({
      id: projects.id,
      reference: projects.reference,
      name: projects.name,
      userId: projects.userId,
      regionId: projects.regionId,
      regionNameFr: regions.nameFr,
      regionNameAr: regions.nameAr,
      createdAt: projects.createdAt,
      updatedAt: projects.updatedAt,
      latestPhase: projects.latestPhase,
      latestInvestorPhase: projects.latestInvestorPhase,
      latestPhaseAt: projects.latestPhaseAt,
      depositedAt: projects.depositedAt,
      cruiDate: projects.cruiDate,
      advisorId: projects.advisorId,
      advisorName: sql<
        string | null
      >`(select u.first_name || ' ' || u.last_name from ${advisors} a join ${users} u on u.id = a.user_id where a.id = ${projects.advisorId})`,
      investorFirstName: users.firstName,
      investorLastName: users.lastName,
    })
    .from(projects)
    .innerJoin(regions, eq(regions.id, projects.regionId))
    .innerJoin(users, eq(users.id, projects.userId));
  if (opts.pageWithTotal) {
    const keys = await db
      .select({ id: projects.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(projects)
      .where(opts.where)
      .orderBy(...order)
      .limit(opts.size)
      .offset(opts.page * opts.size);
    // A page past the last one holds no row to carry the total: counted on its own then.
    if (keys.length === 0) return { rows: [], total: (await countTotal())[0]?.n ?? 0 };
    const page = await rows
      .where(
        inArray(
          projects.id,
          keys.map((k) => k.id),
        ),
      )
      .orderBy(...order);
    return { rows: page, total: keys[0]?.total ?? 0 };
  }
  const rowsQuery =
    files === SHARED_FILES
      ? // A member's page: the page of their sharings first (an index range and a sort of its entries alone), then
        // those files by key. Joined before sorting, the planner read every matching file to sort them (730 ms for
        // 7 000 files at 1 000 000, its estimate of the member's sharings being a tenth of them).
        rows
          .where(
            inArray(
              projects.id,
              db
                .select({ id: psa.projectId })
                .from(psa)
                .where(opts.where)
                .orderBy(...order)
                .limit(opts.size)
                .offset(opts.page * opts.size),
            ),
          )
          .orderBy(sql`${projects.latestPhaseAt} asc nulls last`, asc(projects.id))
      : rows
          .where(opts.where)
          .orderBy(...order)
          .limit(opts.size)
          .offset(opts.page * opts.size);
  const [[total], page] = await Promise.all([countTotal(), rowsQuery]);
  return { rows: page, total: total?.n ?? 0 };
}
export type ListedProject = Awaited<ReturnType<typeof listProjects>>['rows'][number];

export async function findProceduresOf(db: DbOrTx, projectIds: number[]) {
  if (projectIds.length === 0) return [];
  return db
    .select({ projectId: projectProcedures.projectId, id: procedures.id, nameFr: procedures.nameFr, nameAr: procedures.nameAr })
    .from(projectProcedures)
    .innerJoin(procedures, eq(procedures.id, projectProcedures.procedureId))
    .where(and(inArray(projectProcedures.projectId, projectIds), eq(projectProcedures.active, true)))
    .orderBy(asc(procedures.sortOrder), asc(procedures.id));
}

/**
 * Files per (latest phase, programmed or not) in the caller's scope: two grouped counts the
 * (region, phase, phase date) and (region, commission date) indexes answer, so the dashboard never reads
 * every file of the region. Categories are summed from these groups (matchesCondition).
 */
export async function countPhaseGroups(db: DbOrTx, where: SQL | undefined, files: FileColumns = PROJECT_FILES) {
  const [all, programmed] = await Promise.all([
    db.select({ phase: files.latestPhase, n: count() }).from(files.table).where(where).groupBy(files.latestPhase),
    db
      .select({ phase: files.latestPhase, n: count() })
      .from(files.table)
      .where(and(where, isNotNull(files.cruiDate)))
      .groupBy(files.latestPhase),
  ]);
  return {
    all: all.map((g) => ({ phase: g.phase as ProjectPhase | null, n: g.n })),
    programmed: programmed.map((g) => ({ phase: g.phase as ProjectPhase | null, n: g.n })),
  };
}

/**
 * The same groups as countPhaseGroups for a staff scope (a region, or the country), read from the counters the
 * database keeps per (region, latest phase, programmed) (project_phase_counts, decision 107) instead of the files.
 */
export async function countPhaseGroupsKept(db: DbOrTx, user: Caller, regionId: number | undefined) {
  const rows = await db
    .select({
      phase: projectPhaseCounts.phase,
      programmed: projectPhaseCounts.programmed,
      n: sql<number>`sum(${projectPhaseCounts.files})::int`,
    })
    .from(projectPhaseCounts)
    .where(
      and(regionCondition(user, projectPhaseCounts.regionId), regionId ? eq(projectPhaseCounts.regionId, regionId) : undefined),
    )
    .groupBy(projectPhaseCounts.phase, projectPhaseCounts.programmed);
  const phaseOf = (phase: string) => (phase === '' ? null : (phase as ProjectPhase));
  const all = new Map<ProjectPhase | null, number>();
  for (const r of rows) all.set(phaseOf(r.phase), (all.get(phaseOf(r.phase)) ?? 0) + Number(r.n));
  return {
    all: [...all].map(([phase, n]) => ({ phase, n })),
    programmed: rows.filter((r) => r.programmed).map((r) => ({ phase: phaseOf(r.phase), n: Number(r.n) })),
  };
}

/**
 * The number of files of a staff category in a region or the country (every file when no category), from the kept
 * counts (decision 107's phases, decision 111's categories); undefined when they cannot tell (countFromKept).
 */
export async function countCategoryKept(
  db: DbOrTx,
  opts: { user: Caller; regionId: number | undefined; condition: CategoryCondition | undefined; now: Date },
): Promise<number | undefined> {
  const condition = opts.condition ?? {};
  if (condition.pvToSign) return undefined;
  const needsKept = !!(condition.followUp || condition.monitoring || condition.unfavourable);
  const [groups, kept] = await Promise.all([
    countPhaseGroupsKept(db, opts.user, opts.regionId),
    needsKept ? countKeptCategories(db, opts) : { flagged: [], monitoringDue: 0 },
  ]);
  return countFromKept(condition, groups, kept);
}

/** One count per condition, each its own scalar subquery (planned on its own index), in one round trip. */
export async function countEach(
  db: DbOrTx,
  opts: { scope: SQL | undefined; conditions: Record<string, SQL>; files?: FileColumns },
): Promise<Record<string, number>> {
  const table = (opts.files ?? PROJECT_FILES).table;
  const entries = Object.entries(opts.conditions);
  if (entries.length === 0) return {};
  const columns = Object.fromEntries(
    entries.map(([name, condition]) => [
      name,
      sql<number>`(select count(*)::int from ${table} where ${and(opts.scope, condition)})`,
    ]),
  );
  const [row] = await db.select(columns).from(sql`(select 1) as one`);
  return Object.fromEntries(entries.map(([name]) => [name, Number((row as Record<string, unknown> | undefined)?.[name] ?? 0)]));
}
