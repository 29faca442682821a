import type { Role } from '@cri/shared/enums/roles';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import { and, asc, desc, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { cruiMembers, users } from '../../db/schema/accounts.ts';
import { commissionMembers, commissions } from '../../db/schema/commission.ts';
import { projectPhases } from '../../db/schema/project-phases.ts';
import { projectProcedures, projects } from '../../db/schema/projects.ts';
import { administrations, procedures, regions } from '../../db/schema/reference-data.ts';
import { commissionPvs } from '../../db/schema/signatures.ts';
import { regionCondition } from '../../lib/region-scope.ts';

type Caller = Pick<TAccessClaims, 'roles' | 'regionId'>;

/**
 * Reads and writes of the PV and its signatures. Reads that start from a caller AND the caller's region
 * condition on the project (region-scope.ts): another region's file or commission never comes back.
 */

export async function findProject(db: DbOrTx, user: Caller, id: number) {
  const [row] = await db
    .select({
      id: projects.id,
      name: projects.name,
      reference: projects.reference,
      regionId: projects.regionId,
      userId: projects.userId,
      companyCorporateName: projects.companyCorporateName,
    })
    .from(projects)
    .where(and(eq(projects.id, id), regionCondition(user, projects.regionId)));
  return row;
}
export type PvProject = NonNullable<Awaited<ReturnType<typeof findProject>>>;

export async function projectOfCommission(db: DbOrTx, user: Caller, commissionId: number) {
  const [row] = await db
    .select({ projectId: commissions.projectId })
    .from(commissions)
    .innerJoin(projects, eq(projects.id, commissions.projectId))
    .where(and(eq(commissions.id, commissionId), regionCondition(user, projects.regionId)));
  return row?.projectId;
}

const decider = alias(users, 'decider');

/** The file's latest decided commission: the one whose PV is made and signed. */
export async function decidedCommission(db: DbOrTx, projectId: number) {
  const [row] = await db
    .select({
      id: commissions.id,
      commissionDate: commissions.commissionDate,
      choice: commissions.choice,
      commentsForInvestor: commissions.commentsForInvestor,
      commissionRecommendation: commissions.commissionRecommendation,
      decidedAt: commissions.decidedAt,
      deciderFirstName: decider.firstName,
      deciderLastName: decider.lastName,
      isSignaturesFinalized: commissions.isSignaturesFinalized,
      signaturesFinalizedAt: commissions.signaturesFinalizedAt,
    })
    .from(commissions)
    .leftJoin(decider, eq(decider.id, commissions.decidedBy))
    .where(and(eq(commissions.projectId, projectId), isNotNull(commissions.choice)))
    .orderBy(desc(commissions.id))
    .limit(1);
  return row;
}
export type DecidedCommission = NonNullable<Awaited<ReturnType<typeof decidedCommission>>>;

export function seatsOf(db: DbOrTx, commissionId: number) {
  return db
    .select({
      id: commissionMembers.id,
      userId: commissionMembers.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.username,
      administrationNameFr: administrations.nameFr,
      administrationNameAr: administrations.nameAr,
      attended: commissionMembers.attended,
      conflictOfInterest: commissionMembers.conflictOfInterest,
      isVoting: commissionMembers.isVoting,
      opinion: commissionMembers.opinion,
      opinionComment: commissionMembers.opinionComment,
      hasPvSigned: commissionMembers.hasPvSigned,
      pvSignedAt: commissionMembers.pvSignedAt,
      esignRequestId: commissionMembers.esignRequestId,
      // How the member signs (decision 086) and its stored signature picture.
      signatureMode: cruiMembers.signatureMode,
      signaturePictureKey: cruiMembers.signaturePicturePath,
    })
    .from(commissionMembers)
    .innerJoin(users, eq(users.id, commissionMembers.userId))
    .leftJoin(cruiMembers, eq(cruiMembers.userId, commissionMembers.userId))
    .leftJoin(administrations, eq(administrations.id, commissionMembers.administrationId))
    .where(eq(commissionMembers.commissionId, commissionId))
    .orderBy(asc(commissionMembers.id));
}
export type Seat = Awaited<ReturnType<typeof seatsOf>>[number];

export async function updateSeat(
  tx: DbOrTx,
  seatId: number,
  values: Partial<{ hasPvSigned: boolean; pvSignedAt: Date; esignRequestId: string | null }>,
) {
  await tx.update(commissionMembers).set(values).where(eq(commissionMembers.id, seatId));
}

export async function pvOf(db: DbOrTx, commissionId: number, opts: { forUpdate?: boolean } = {}) {
  const q = db.select().from(commissionPvs).where(eq(commissionPvs.commissionId, commissionId));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row;
}
export type PvRow = typeof commissionPvs.$inferSelect;

export async function pvById(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(commissionPvs).where(eq(commissionPvs.id, id)).for('update');
  return row;
}

export async function insertPv(tx: DbOrTx, values: typeof commissionPvs.$inferInsert) {
  await tx.insert(commissionPvs).values(values);
}

export async function updatePv(tx: DbOrTx, id: number, values: Partial<typeof commissionPvs.$inferInsert>) {
  await tx.update(commissionPvs).set(values).where(eq(commissionPvs.id, id));
}

export async function finalizeCommission(tx: DbOrTx, commissionId: number, at: Date) {
  await tx
    .update(commissions)
    .set({ isSignaturesFinalized: true, signaturesFinalizedAt: at })
    .where(eq(commissions.id, commissionId));
}

/**
 * Spec 2 §3: the PV's name and address are metadata of the phase that carries the decision. The decision's
 * REVIEWED_IN_CRUI phase gains them (replacing earlier ones) rather than a new phase repeating the decision.
 */
export async function recordPvMetadata(tx: DbOrTx, projectId: number, pv: { url: string; name: string }) {
  const [phase] = await tx
    .select({ id: projectPhases.id, metadata: projectPhases.metadata })
    .from(projectPhases)
    .where(and(eq(projectPhases.projectId, projectId), eq(projectPhases.title, 'REVIEWED_IN_CRUI')))
    .orderBy(desc(projectPhases.id))
    .limit(1);
  if (!phase) return;
  const kept = phase.metadata.filter((m) => m.name !== 'COMMISSION_PV_URL' && m.name !== 'COMMISSION_PV_NAME');
  await tx
    .update(projectPhases)
    .set({
      metadata: [...kept, { name: 'COMMISSION_PV_URL', value: pv.url }, { name: 'COMMISSION_PV_NAME', value: pv.name }],
    })
    .where(eq(projectPhases.id, phase.id));
}

/** What the PV prints about the file: region, procedures, investor. */
export async function pvContext(db: DbOrTx, project: PvProject) {
  const [region] = await db
    .select({ fr: regions.nameFr, ar: regions.nameAr })
    .from(regions)
    .where(eq(regions.id, project.regionId));
  const procs = await db
    .select({ name: procedures.nameFr })
    .from(projectProcedures)
    .innerJoin(procedures, eq(procedures.id, projectProcedures.procedureId))
    .where(and(eq(projectProcedures.projectId, project.id), eq(projectProcedures.active, true)))
    .orderBy(asc(procedures.id));
  const investor = await userById(db, project.userId);
  return { region: region ?? { fr: '', ar: '' }, procedures: procs.map((p) => p.name), investor };
}

export async function userById(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      roles: users.roles,
      regionId: users.regionId,
      enabled: users.enabled,
    })
    .from(users)
    .where(eq(users.id, id));
  return row ? { ...row, roles: row.roles as Role[] } : undefined;
}

/** PVs whose 48 hours after finalisation passed without every signature, and whose investor was not told. */
export function lateUnsignedPvs(db: DbOrTx, finalizedBefore: Date) {
  return db
    .select({ pvId: commissionPvs.id, commissionId: commissionPvs.commissionId, projectId: commissionPvs.projectId })
    .from(commissionPvs)
    .innerJoin(commissions, eq(commissions.id, commissionPvs.commissionId))
    .where(
      and(
        isNull(commissionPvs.loadedAt),
        isNull(commissionPvs.investorLateNotifiedAt),
        eq(commissionPvs.kind, 'GENERATED'),
        lte(commissions.signaturesFinalizedAt, finalizedBefore),
      ),
    )
    .orderBy(asc(commissionPvs.id));
}
