import type { TAccessClaims } from '@cri/shared/schemas/auth';
import type { CommissionKind } from '@cri/shared/schemas/commission';
import { and, asc, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { cruiMembers, users } from '../../db/schema/accounts.ts';
import { projectSharedAdministrations } from '../../db/schema/advisor-review.ts';
import { commissionMembers, commissions } from '../../db/schema/commission.ts';
import { projectProcedures, projectSectorComponents, projects } from '../../db/schema/projects.ts';
import { administrations } from '../../db/schema/reference-data.ts';
import { regionCondition } from '../../lib/region-scope.ts';

type Caller = Pick<TAccessClaims, 'roles' | 'regionId'>;

/**
 * Reads and writes of the commission. Every read that starts from a caller ANDs the caller's region
 * condition on the project (region-scope.ts), so another region's file or commission never comes back.
 */

export async function findProject(db: DbOrTx, user: Caller, id: number) {
  const [row] = await db
    .select({
      id: projects.id,
      name: projects.name,
      reference: projects.reference,
      regionId: projects.regionId,
      userId: projects.userId,
      cruiDate: projects.cruiDate,
      latestPhase: projects.latestPhase,
    })
    .from(projects)
    .where(and(eq(projects.id, id), regionCondition(user, projects.regionId)));
  return row;
}
export type CommissionProject = NonNullable<Awaited<ReturnType<typeof findProject>>>;

const decider = alias(users, 'decider');

const commissionSelection = {
  id: commissions.id,
  projectId: commissions.projectId,
  kind: commissions.kind,
  commissionDate: commissions.commissionDate,
  choice: commissions.choice,
  commentsForInvestor: commissions.commentsForInvestor,
  commissionRecommendation: commissions.commissionRecommendation,
  decidedAt: commissions.decidedAt,
  decidedById: commissions.decidedBy,
  decidedByFirstName: decider.firstName,
  decidedByLastName: decider.lastName,
  isSignaturesFinalized: commissions.isSignaturesFinalized,
  reservationsLiftedAt: commissions.reservationsLiftedAt,
};

function selectCommissions(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(commissionSelection)
    .from(commissions)
    .innerJoin(projects, eq(projects.id, commissions.projectId))
    .leftJoin(decider, eq(decider.id, commissions.decidedBy))
    .where(where);
}
export type CommissionRecord = Awaited<ReturnType<typeof selectCommissions>>[number];

export async function commissionById(db: DbOrTx, user: Caller, id: number) {
  const [row] = await selectCommissions(db, and(eq(commissions.id, id), regionCondition(user, projects.regionId)));
  return row;
}

/** The commission of a session of the file (one per kind), if it was opened. */
export async function sessionCommission(db: DbOrTx, projectId: number, date: string, kind: CommissionKind = 'INITIAL_DECISION') {
  const [row] = await selectCommissions(
    db,
    and(eq(commissions.projectId, projectId), eq(commissions.commissionDate, date), eq(commissions.kind, kind)),
  );
  return row;
}

export async function latestCommission(db: DbOrTx, projectId: number) {
  const [row] = await selectCommissions(db, eq(commissions.projectId, projectId)).orderBy(desc(commissions.id)).limit(1);
  return row;
}

export const decidedCommissions = (db: DbOrTx, projectId: number) =>
  selectCommissions(db, and(eq(commissions.projectId, projectId), isNotNull(commissions.choice))).orderBy(asc(commissions.id));

/** Opens the commission of a session (idempotent under the project lock the caller holds). */
export async function insertCommission(tx: DbOrTx, values: { projectId: number; date: string; kind: CommissionKind; at: Date }) {
  await tx
    .insert(commissions)
    .values({ projectId: values.projectId, commissionDate: values.date, kind: values.kind, createdAt: values.at })
    .onConflictDoNothing();
}

export function seatsOf(db: DbOrTx, commissionIds: number[]) {
  if (commissionIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: commissionMembers.id,
      commissionId: commissionMembers.commissionId,
      userId: commissionMembers.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.username,
      jobTitle: cruiMembers.jobTitle,
      administrationId: commissionMembers.administrationId,
      administrationNameFr: administrations.nameFr,
      administrationNameAr: administrations.nameAr,
      isFocalMember: cruiMembers.isFocalMember,
      source: commissionMembers.source,
      attended: commissionMembers.attended,
      conflictOfInterest: commissionMembers.conflictOfInterest,
      isVoting: commissionMembers.isVoting,
      opinion: commissionMembers.opinion,
      opinionComment: commissionMembers.opinionComment,
      opinionAt: commissionMembers.opinionAt,
      hasPvSigned: commissionMembers.hasPvSigned,
    })
    .from(commissionMembers)
    .innerJoin(users, eq(users.id, commissionMembers.userId))
    .leftJoin(cruiMembers, eq(cruiMembers.userId, commissionMembers.userId))
    .leftJoin(administrations, eq(administrations.id, commissionMembers.administrationId))
    .where(inArray(commissionMembers.commissionId, commissionIds))
    .orderBy(asc(commissionMembers.id));
}
export type SeatRecord = Awaited<ReturnType<typeof seatsOf>>[number];

/** Enabled CRUI members of the region, with their administration. */
function regionMembersQuery(db: DbOrTx, regionId: number, extra?: SQL) {
  return db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      administrationId: cruiMembers.administrationId,
      administrationNameFr: administrations.nameFr,
      administrationNameAr: administrations.nameAr,
    })
    .from(cruiMembers)
    .innerJoin(users, eq(users.id, cruiMembers.userId))
    .leftJoin(administrations, eq(administrations.id, cruiMembers.administrationId))
    .where(and(eq(cruiMembers.regionId, regionId), eq(users.enabled, true), extra))
    .orderBy(asc(users.lastName), asc(users.id));
}

export const regionMembers = (db: DbOrTx, regionId: number) => regionMembersQuery(db, regionId);

/** The region's members belonging to an administration the file is shared with. */
export async function sharedMembers(db: DbOrTx, projectId: number, regionId: number) {
  const shared = await db
    .select({ id: projectSharedAdministrations.administrationId })
    .from(projectSharedAdministrations)
    .where(eq(projectSharedAdministrations.projectId, projectId));
  if (shared.length === 0) return [];
  return regionMembersQuery(
    db,
    regionId,
    inArray(
      cruiMembers.administrationId,
      shared.map((s) => s.id),
    ),
  );
}

export async function insertSeats(
  tx: DbOrTx,
  commissionId: number,
  seats: { userId: number; administrationId: number | null; source: 'SHARED' | 'ADDED' }[],
): Promise<void> {
  if (seats.length === 0) return;
  await tx
    .insert(commissionMembers)
    .values(seats.map((s) => ({ commissionId, ...s })))
    .onConflictDoNothing();
}

export async function updateSeat(
  tx: DbOrTx,
  seatId: number,
  values: Partial<{
    attended: boolean;
    conflictOfInterest: boolean;
    isVoting: boolean;
    opinion: 'FAVORABLE' | 'FAVORABLE_WITH_RESERVES' | 'UNFAVORABLE';
    opinionComment: string;
    opinionAt: Date;
  }>,
): Promise<void> {
  await tx.update(commissionMembers).set(values).where(eq(commissionMembers.id, seatId));
}

export async function updateCommission(tx: DbOrTx, id: number, values: Partial<typeof commissions.$inferInsert>) {
  await tx.update(commissions).set(values).where(eq(commissions.id, id));
}

/** Procedure states after the decision (spec 2 §4): only the active procedures follow it. */
export async function setProcedureStates(tx: DbOrTx, projectId: number, state: 'ACCEPTED' | 'DENIED'): Promise<void> {
  await tx
    .update(projectProcedures)
    .set({ state })
    .where(and(eq(projectProcedures.projectId, projectId), eq(projectProcedures.active, true)));
}

export async function userById(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: users.id, email: users.username, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** The project's total investment in DH: the sum of its sector components (as rules/project-totals.ts). */
export async function totalInvestment(db: DbOrTx, projectId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${projectSectorComponents.investmentAmount}), 0)::float8` })
    .from(projectSectorComponents)
    .where(eq(projectSectorComponents.projectId, projectId));
  return Number(row?.total ?? 0);
}
