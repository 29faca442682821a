import type { TAccessClaims } from '@cri/shared/schemas/auth';
import type { TLand } from '@cri/shared/schemas/project-infos';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import {
  monitoringExploitationYears,
  monitoringFollowUpActions,
  monitoringFollowUpDocuments,
  monitoringLands,
  monitoringMailRecipients,
  monitoringMilestoneDays,
  monitoringMilestones,
  monitoringProjectProcedures,
  monitoringProjects,
  monitoringProvidedInfos,
  procedureMilestones,
} from '../../db/schema/monitoring.ts';
import { projectProcedures, projects } from '../../db/schema/projects.ts';
import { procedures } from '../../db/schema/reference-data.ts';
import { regionCondition } from '../../lib/region-scope.ts';

type Scope = Pick<TAccessClaims, 'roles' | 'regionId'>;

// ---- procedure milestone definitions ------------------------------------------------------------------

const definitionColumns = {
  id: procedureMilestones.id,
  procedureId: procedureMilestones.procedureId,
  procedureNameFr: procedures.nameFr,
  procedureNameAr: procedures.nameAr,
  orderMilestone: procedureMilestones.orderMilestone,
  nameFr: procedureMilestones.nameFr,
  nameAr: procedureMilestones.nameAr,
  dayNumber: procedureMilestones.dayNumber,
  milestoneType: procedureMilestones.milestoneType,
};

export const listDefinitions = (db: DbOrTx, procedureIds?: readonly number[]) =>
  db
    .select(definitionColumns)
    .from(procedureMilestones)
    .innerJoin(procedures, eq(procedures.id, procedureMilestones.procedureId))
    .where(procedureIds ? inArray(procedureMilestones.procedureId, [...procedureIds]) : undefined)
    .orderBy(
      asc(procedures.sortOrder),
      asc(procedureMilestones.procedureId),
      asc(procedureMilestones.orderMilestone),
      asc(procedureMilestones.id),
    );

export async function definitionById(db: DbOrTx, id: number) {
  const [row] = await db
    .select(definitionColumns)
    .from(procedureMilestones)
    .innerJoin(procedures, eq(procedures.id, procedureMilestones.procedureId))
    .where(eq(procedureMilestones.id, id));
  return row;
}

export async function procedureExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: procedures.id }).from(procedures).where(eq(procedures.id, id));
  return !!row;
}

export async function insertDefinition(db: DbOrTx, values: typeof procedureMilestones.$inferInsert): Promise<number> {
  const [row] = await db.insert(procedureMilestones).values(values).returning({ id: procedureMilestones.id });
  if (!row) throw new Error('procedure milestone not inserted');
  return row.id;
}

export async function deleteDefinition(db: DbOrTx, id: number): Promise<boolean> {
  return (
    (await db.delete(procedureMilestones).where(eq(procedureMilestones.id, id)).returning({ id: procedureMilestones.id }))
      .length > 0
  );
}

// ---- creating a monitoring project ----------------------------------------------------------------------

export async function projectFacts(db: DbOrTx, projectId: number) {
  const [row] = await db
    .select({ id: projects.id, regionId: projects.regionId })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row;
}

export async function monitoringIdOfProject(db: DbOrTx, projectId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: monitoringProjects.id })
    .from(monitoringProjects)
    .where(eq(monitoringProjects.projectId, projectId));
  return row?.id;
}

export const activeProcedureIds = async (db: DbOrTx, projectId: number) =>
  (
    await db
      .select({ procedureId: projectProcedures.procedureId })
      .from(projectProcedures)
      .where(and(eq(projectProcedures.projectId, projectId), eq(projectProcedures.active, true)))
      .orderBy(asc(projectProcedures.procedureId))
  ).map((r) => r.procedureId);

export async function insertMonitoringProject(
  db: DbOrTx,
  values: typeof monitoringProjects.$inferInsert,
): Promise<number | undefined> {
  const [row] = await db.insert(monitoringProjects).values(values).onConflictDoNothing().returning({ id: monitoringProjects.id });
  return row?.id;
}

export async function insertProcedure(db: DbOrTx, monitoringProjectId: number, procedureId: number): Promise<number> {
  const [row] = await db
    .insert(monitoringProjectProcedures)
    .values({ monitoringProjectId, procedureId })
    .returning({ id: monitoringProjectProcedures.id });
  if (!row) throw new Error('monitoring procedure not inserted');
  return row.id;
}

export async function insertMilestones(db: DbOrTx, rows: (typeof monitoringMilestones.$inferInsert)[]): Promise<number[]> {
  if (rows.length === 0) return [];
  return (await db.insert(monitoringMilestones).values(rows).returning({ id: monitoringMilestones.id })).map((r) => r.id);
}

export async function replaceInfos(
  db: DbOrTx,
  monitoringProjectId: number,
  infos: { infoTypeId: number; value: string | null; choiceItemId: number | null }[],
  years: { startDate: string; endDate: string; investmentAmount: number | null; jobsCreated: number | null }[],
): Promise<void> {
  await db.delete(monitoringProvidedInfos).where(eq(monitoringProvidedInfos.monitoringProjectId, monitoringProjectId));
  await db.delete(monitoringExploitationYears).where(eq(monitoringExploitationYears.monitoringProjectId, monitoringProjectId));
  if (infos.length)
    await db
      .insert(monitoringProvidedInfos)
      .values(
        infos.map((i) => ({ monitoringProjectId, infoTypeId: i.infoTypeId, value: i.value, choiceListItemId: i.choiceItemId })),
      );
  if (years.length) await db.insert(monitoringExploitationYears).values(years.map((y) => ({ monitoringProjectId, ...y })));
}

/** The parcels of the monitoring project's LAND answer, in their order. */
export async function landsOf(db: DbOrTx, monitoringProjectId: number): Promise<TLand[]> {
  const rows = await db
    .select()
    .from(monitoringLands)
    .where(eq(monitoringLands.monitoringProjectId, monitoringProjectId))
    .orderBy(asc(monitoringLands.position), asc(monitoringLands.id));
  return rows.map(({ id: _id, monitoringProjectId: _mp, position: _pos, ...land }) => land);
}

export async function replaceLands(db: DbOrTx, monitoringProjectId: number, lands: readonly TLand[]): Promise<void> {
  await db.delete(monitoringLands).where(eq(monitoringLands.monitoringProjectId, monitoringProjectId));
  if (lands.length)
    await db.insert(monitoringLands).values(lands.map((land, position) => ({ monitoringProjectId, position, ...land })));
}

// ---- reading monitoring projects --------------------------------------------------------------------------

const investorName = sql<string>`trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`;

export async function findMonitoringProject(db: DbOrTx, scope: Scope | null, id: number) {
  const [row] = await db
    .select({
      mp: monitoringProjects,
      name: projects.name,
      reference: projects.reference,
      userId: projects.userId,
      investorName,
    })
    .from(monitoringProjects)
    .innerJoin(projects, eq(projects.id, monitoringProjects.projectId))
    .innerJoin(users, eq(users.id, projects.userId))
    .where(and(eq(monitoringProjects.id, id), regionCondition(scope, monitoringProjects.regionId)));
  return row;
}

export const infosOf = (db: DbOrTx, id: number) =>
  db.select().from(monitoringProvidedInfos).where(eq(monitoringProvidedInfos.monitoringProjectId, id));
export const yearsOf = (db: DbOrTx, id: number) =>
  db
    .select()
    .from(monitoringExploitationYears)
    .where(eq(monitoringExploitationYears.monitoringProjectId, id))
    .orderBy(asc(monitoringExploitationYears.startDate));

export const proceduresOf = (db: DbOrTx, id: number) =>
  db
    .select({
      id: monitoringProjectProcedures.id,
      procedureId: monitoringProjectProcedures.procedureId,
      nameFr: procedures.nameFr,
      nameAr: procedures.nameAr,
    })
    .from(monitoringProjectProcedures)
    .innerJoin(procedures, eq(procedures.id, monitoringProjectProcedures.procedureId))
    .where(eq(monitoringProjectProcedures.monitoringProjectId, id))
    .orderBy(asc(procedures.sortOrder), asc(monitoringProjectProcedures.id));

export type MilestoneRow = typeof monitoringMilestones.$inferSelect;
export const milestonesOf = (db: DbOrTx, id: number) =>
  db
    .select()
    .from(monitoringMilestones)
    .where(eq(monitoringMilestones.monitoringProjectId, id))
    .orderBy(asc(monitoringMilestones.orderNumber), asc(monitoringMilestones.id));

export async function actionsOf(db: DbOrTx, id: number) {
  const actions = await db
    .select()
    .from(monitoringFollowUpActions)
    .where(eq(monitoringFollowUpActions.monitoringProjectId, id))
    .orderBy(desc(monitoringFollowUpActions.createdAt), desc(monitoringFollowUpActions.id));
  const docs = actions.length
    ? await db
        .select()
        .from(monitoringFollowUpDocuments)
        .where(
          and(
            inArray(
              monitoringFollowUpDocuments.actionId,
              actions.map((a) => a.id),
            ),
            isNull(monitoringFollowUpDocuments.deletedAt),
          ),
        )
        .orderBy(asc(monitoringFollowUpDocuments.uploadedAt), asc(monitoringFollowUpDocuments.id))
    : [];
  return actions.map((a) => ({ ...a, documents: docs.filter((d) => d.actionId === a.id) }));
}

export async function procedureOfProject(db: DbOrTx, monitoringProjectId: number, monitoringProjectProcedureId: number) {
  const [row] = await db
    .select()
    .from(monitoringProjectProcedures)
    .where(
      and(
        eq(monitoringProjectProcedures.id, monitoringProjectProcedureId),
        eq(monitoringProjectProcedures.monitoringProjectId, monitoringProjectId),
      ),
    );
  return row;
}

/** The monitoring project a procedure of it belongs to, in the caller's region. */
export async function projectOfProcedure(db: DbOrTx, scope: Scope, monitoringProjectProcedureId: number) {
  const [row] = await db
    .select({ monitoringProjectId: monitoringProjectProcedures.monitoringProjectId })
    .from(monitoringProjectProcedures)
    .innerJoin(monitoringProjects, eq(monitoringProjects.id, monitoringProjectProcedures.monitoringProjectId))
    .where(
      and(eq(monitoringProjectProcedures.id, monitoringProjectProcedureId), regionCondition(scope, monitoringProjects.regionId)),
    );
  return row?.monitoringProjectId;
}

export async function milestoneInScope(db: DbOrTx, scope: Scope, milestoneId: number) {
  const [row] = await db
    .select({ m: monitoringMilestones, procedureId: monitoringProjectProcedures.procedureId })
    .from(monitoringMilestones)
    .innerJoin(monitoringProjects, eq(monitoringProjects.id, monitoringMilestones.monitoringProjectId))
    .innerJoin(monitoringProjectProcedures, eq(monitoringProjectProcedures.id, monitoringMilestones.monitoringProjectProcedureId))
    .where(and(eq(monitoringMilestones.id, milestoneId), regionCondition(scope, monitoringProjects.regionId)));
  return row;
}

export async function lockMilestone(db: DbOrTx, id: number) {
  await db.execute(sql`select id from monitoring_milestones where id = ${id} for update`);
}

export async function updateMilestone(db: DbOrTx, id: number, values: Partial<typeof monitoringMilestones.$inferInsert>) {
  await db.update(monitoringMilestones).set(values).where(eq(monitoringMilestones.id, id));
}

export async function updateMonitoringProject(db: DbOrTx, id: number, values: Partial<typeof monitoringProjects.$inferInsert>) {
  await db.update(monitoringProjects).set(values).where(eq(monitoringProjects.id, id));
}

export async function lockMonitoringProject(db: DbOrTx, id: number) {
  await db.execute(sql`select id from monitoring_projects where id = ${id} for update`);
}

// ---- the paged list -----------------------------------------------------------------------------------

const milestoneCounts = (today: string) => ({
  milestones: sql<number>`(select count(*)::int from monitoring_milestones m where m.monitoring_project_id = ${monitoringProjects.id} and not m.disabled)`,
  done: sql<number>`(select count(*)::int from monitoring_milestones m where m.monitoring_project_id = ${monitoringProjects.id} and not m.disabled and m.action_completed)`,
  overdue: sql<number>`(select count(*)::int from monitoring_milestones m where m.monitoring_project_id = ${monitoringProjects.id} and not m.disabled and not m.action_completed and m.verification_expected_date < ${today})`,
  nextExpectedDate: sql<
    string | null
  >`(select min(m.verification_expected_date)::text from monitoring_milestones m where m.monitoring_project_id = ${monitoringProjects.id} and not m.disabled and not m.action_completed)`,
});

const lateCondition = (today: string) =>
  sql`exists (select 1 from monitoring_milestones m where m.monitoring_project_id = ${monitoringProjects.id} and not m.disabled and not m.action_completed and m.verification_expected_date < ${today})`;

export async function listProjects(
  db: DbOrTx,
  scope: Scope,
  q: {
    page: number;
    size: number;
    search?: string | undefined;
    filter: 'ALL' | 'LATE' | 'TO_VALIDATE' | 'VALIDATED';
    procedureId?: number | undefined;
  },
  today: string,
) {
  const conditions: (SQL | undefined)[] = [regionCondition(scope, monitoringProjects.regionId)];
  if (q.search) {
    const like = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(projects.name, like), ilike(projects.reference, like), ilike(investorName, like)));
  }
  if (q.filter === 'LATE') conditions.push(lateCondition(today));
  if (q.filter === 'TO_VALIDATE') conditions.push(isNull(monitoringProjects.validatedAt));
  if (q.filter === 'VALIDATED') conditions.push(sql`${monitoringProjects.validatedAt} is not null`);
  if (q.procedureId)
    conditions.push(
      sql`exists (select 1 from monitoring_project_procedures p where p.monitoring_project_id = ${monitoringProjects.id} and p.procedure_id = ${q.procedureId})`,
    );
  const where = and(...conditions);
  // The count joins the file and its investor only to search them: every monitoring project has both (foreign keys,
  // not null), so without a search the count is the monitoring projects' own (the joins read every file of the
  // region's monitoring projects: 100 ms at 1 000 000 files; decision 121).
  const counted = db.select({ n: count() }).from(monitoringProjects);
  const [total] = await (q.search
    ? counted
        .innerJoin(projects, eq(projects.id, monitoringProjects.projectId))
        .innerJoin(users, eq(users.id, projects.userId))
        .where(where)
    : counted.where(where));
  const rows = await db
    .select({
      id: monitoringProjects.id,
      projectId: monitoringProjects.projectId,
      name: projects.name,
      reference: projects.reference,
      investorName,
      decisionDate: monitoringProjects.decisionDate,
      validatedAt: monitoringProjects.validatedAt,
      ...milestoneCounts(today),
    })
    .from(monitoringProjects)
    .innerJoin(projects, eq(projects.id, monitoringProjects.projectId))
    .innerJoin(users, eq(users.id, projects.userId))
    .where(where)
    .orderBy(desc(monitoringProjects.decisionDate), desc(monitoringProjects.id))
    .limit(q.size)
    .offset(q.page * q.size);
  return { rows, total: total?.n ?? 0 };
}

// ---- the dashboard -------------------------------------------------------------------------------------

/**
 * The dashboard's figures of the enabled milestones of the caller's region (rules/monitoring.ts milestoneStatus):
 * per month of the window [first, end) the open ones overdue (before `today`) or not, and the done ones in the month
 * of their completion; the realised investment and jobs; the first 20 actions overdue or due by `dueBy`, in date
 * order. The months and sums are read from `monitoring_milestone_days` (decision 124: the region's milestones per
 * day, kept at commit), the actions from the region's open milestones by index (decision 107).
 */
export async function dashboardFigures(
  db: DbOrTx,
  scope: Scope,
  w: { first: string; end: string; today: string; dueBy: string },
) {
  const kept = monitoringMilestoneDays;
  const region = regionCondition(scope, kept.regionId);
  const inWindow = and(region, sql`${kept.day} >= ${w.first}`, sql`${kept.day} < ${w.end}`);
  const month = sql<string>`to_char(${kept.day}, 'YYYY-MM')`;
  const open = and(
    regionCondition(scope, monitoringMilestones.regionId),
    eq(monitoringMilestones.disabled, false),
    eq(monitoringMilestones.actionCompleted, false),
  );
  const [openMonths, doneMonths, realised, actions] = await Promise.all([
    db
      .select({
        month,
        overdue: sql<number>`coalesce(sum(${kept.milestones}) filter (where ${kept.day} < ${w.today}), 0)::int`,
        due: sql<number>`coalesce(sum(${kept.milestones}) filter (where ${kept.day} >= ${w.today}), 0)::int`,
      })
      .from(kept)
      .where(and(inWindow, eq(kept.done, false)))
      .groupBy(month),
    db
      .select({ month, done: sql<number>`sum(${kept.milestones})::int` })
      .from(kept)
      .where(and(inWindow, eq(kept.done, true)))
      .groupBy(month),
    db
      .select({
        investment: sql<number>`coalesce(sum(${kept.investmentRealised}), 0)::float8`,
        jobs: sql<number>`coalesce(sum(${kept.jobsCreated}), 0)::int`,
      })
      .from(kept)
      .where(region),
    db
      .select({
        monitoringProjectId: monitoringMilestones.monitoringProjectId,
        projectName: projects.name,
        reference: projects.reference,
        milestoneId: monitoringMilestones.id,
        nameFr: monitoringMilestones.nameFr,
        nameAr: monitoringMilestones.nameAr,
        verificationExpectedDate: monitoringMilestones.verificationExpectedDate,
      })
      .from(monitoringMilestones)
      .innerJoin(monitoringProjects, eq(monitoringProjects.id, monitoringMilestones.monitoringProjectId))
      .innerJoin(projects, eq(projects.id, monitoringProjects.projectId))
      .where(and(open, sql`${monitoringMilestones.verificationExpectedDate} <= ${w.dueBy}`))
      .orderBy(asc(monitoringMilestones.verificationExpectedDate), asc(monitoringMilestones.id))
      .limit(20),
  ]);
  return {
    openMonths,
    doneMonths,
    realised: { investment: Number(realised[0]?.investment ?? 0), jobs: Number(realised[0]?.jobs ?? 0) },
    actions,
  };
}

export async function regionPlanned(db: DbOrTx, scope: Scope) {
  const [row] = await db
    .select({
      investment: sql<number>`coalesce(sum(${monitoringProjects.plannedInvestment}), 0)::float8`,
      jobs: sql<number>`coalesce(sum(${monitoringProjects.plannedJobs}), 0)::int`,
    })
    .from(monitoringProjects)
    .where(regionCondition(scope, monitoringProjects.regionId));
  return row ?? { investment: 0, jobs: 0 };
}

// ---- follow-up actions ---------------------------------------------------------------------------------

export async function insertAction(db: DbOrTx, values: typeof monitoringFollowUpActions.$inferInsert): Promise<number> {
  const [row] = await db.insert(monitoringFollowUpActions).values(values).returning({ id: monitoringFollowUpActions.id });
  if (!row) throw new Error('action not inserted');
  return row.id;
}

export async function insertDocument(db: DbOrTx, values: typeof monitoringFollowUpDocuments.$inferInsert): Promise<number> {
  const [row] = await db.insert(monitoringFollowUpDocuments).values(values).returning({ id: monitoringFollowUpDocuments.id });
  if (!row) throw new Error('document not inserted');
  return row.id;
}

export async function actionInScope(db: DbOrTx, scope: Scope, actionId: number) {
  const [row] = await db
    .select({ id: monitoringFollowUpActions.id, monitoringProjectId: monitoringFollowUpActions.monitoringProjectId })
    .from(monitoringFollowUpActions)
    .innerJoin(monitoringProjects, eq(monitoringProjects.id, monitoringFollowUpActions.monitoringProjectId))
    .where(and(eq(monitoringFollowUpActions.id, actionId), regionCondition(scope, monitoringProjects.regionId)));
  return row;
}

export async function documentInScope(db: DbOrTx, scope: Scope, documentId: number) {
  const [row] = await db
    .select({ doc: monitoringFollowUpDocuments, monitoringProjectId: monitoringFollowUpActions.monitoringProjectId })
    .from(monitoringFollowUpDocuments)
    .innerJoin(monitoringFollowUpActions, eq(monitoringFollowUpActions.id, monitoringFollowUpDocuments.actionId))
    .innerJoin(monitoringProjects, eq(monitoringProjects.id, monitoringFollowUpActions.monitoringProjectId))
    .where(
      and(
        eq(monitoringFollowUpDocuments.id, documentId),
        isNull(monitoringFollowUpDocuments.deletedAt),
        regionCondition(scope, monitoringProjects.regionId),
      ),
    );
  return row;
}

export async function markDocumentDeleted(db: DbOrTx, id: number, at: Date) {
  await db.update(monitoringFollowUpDocuments).set({ deletedAt: at }).where(eq(monitoringFollowUpDocuments.id, id));
}

// ---- the overdue job -----------------------------------------------------------------------------------

/** Marks the milestones whose expected date passed undone; returns how many were newly marked. */
export async function markOverdue(db: DbOrTx, today: string, at: Date): Promise<number> {
  const rows = await db
    .update(monitoringMilestones)
    .set({ overdueAt: at })
    .where(
      and(
        isNull(monitoringMilestones.overdueAt),
        eq(monitoringMilestones.disabled, false),
        eq(monitoringMilestones.actionCompleted, false),
        sql`${monitoringMilestones.verificationExpectedDate} < ${today}`,
      ),
    )
    .returning({ id: monitoringMilestones.id });
  return rows.length;
}

/** The enabled managers of each region, for the weekly digest (a disabled account is mailed nothing). */
export async function managersByRegion(db: DbOrTx) {
  return db
    .select({ regionId: users.regionId, email: users.username, firstName: users.firstName })
    .from(users)
    .where(and(sql`'ROLE_MONITORING_MANAGER' = any(${users.roles})`, eq(users.enabled, true)));
}

/**
 * The operation-monitoring mail addresses of every region that receive the digest in copy (decision 097): the
 * active ones, named as the greeting says.
 */
export async function digestCopiesByRegion(db: DbOrTx) {
  return db
    .select({
      regionId: monitoringMailRecipients.regionId,
      email: monitoringMailRecipients.email,
      firstName: monitoringMailRecipients.name,
    })
    .from(monitoringMailRecipients)
    .where(eq(monitoringMailRecipients.active, true));
}

/** Milestones of a region due up to `until` (overdue included), undone and enabled. */
export async function dueInRegion(db: DbOrTx, regionId: number, until: string) {
  return db
    .select({
      name: projects.name,
      reference: projects.reference,
      milestone: monitoringMilestones.nameFr,
      date: monitoringMilestones.verificationExpectedDate,
    })
    .from(monitoringMilestones)
    .innerJoin(monitoringProjects, eq(monitoringProjects.id, monitoringMilestones.monitoringProjectId))
    .innerJoin(projects, eq(projects.id, monitoringProjects.projectId))
    .where(
      and(
        eq(monitoringProjects.regionId, regionId),
        eq(monitoringMilestones.disabled, false),
        eq(monitoringMilestones.actionCompleted, false),
        sql`${monitoringMilestones.verificationExpectedDate} <= ${until}`,
      ),
    )
    .orderBy(asc(monitoringMilestones.verificationExpectedDate));
}

/** The investor's view: the monitoring project of his own project. */
export async function monitoringOfOwnProject(db: DbOrTx, projectId: number) {
  const [row] = await db
    .select({ id: monitoringProjects.id })
    .from(monitoringProjects)
    .where(eq(monitoringProjects.projectId, projectId));
  return row?.id;
}
