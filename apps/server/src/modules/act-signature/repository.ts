import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { advisors, cruiMembers, users } from '../../db/schema/accounts.ts';
import { actSigningRequests } from '../../db/schema/act-signature.ts';
import { followUpActions } from '../../db/schema/follow-up-actions.ts';
import { projects } from '../../db/schema/projects.ts';

/** A user with the governor flag on their account or on their CRUI member record (null when not a governor). */
export async function governor(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.username,
      regionId: users.regionId,
      isWali: users.isWali,
      memberGovernor: cruiMembers.governor,
    })
    .from(users)
    .leftJoin(cruiMembers, eq(cruiMembers.userId, users.id))
    .where(and(eq(users.id, userId), eq(users.enabled, true)));
  if (!row || !(row.isWali || row.memberGovernor) || row.regionId === null) return null;
  return { id: row.id, fullName: `${row.firstName} ${row.lastName}`.trim(), email: row.email, regionId: row.regionId };
}
export type Governor = NonNullable<Awaited<ReturnType<typeof governor>>>;

export async function userById(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.username,
      firstName: users.firstName,
      roles: users.roles,
      regionId: users.regionId,
      enabled: users.enabled,
    })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** The signing row of an act, created empty on first use; locked for update inside a transaction. */
export async function lockSigningRow(tx: DbOrTx, fuaId: number, now: Date) {
  await tx.insert(actSigningRequests).values({ followUpActionId: fuaId, updatedAt: now }).onConflictDoNothing();
  const [row] = await tx.select().from(actSigningRequests).where(eq(actSigningRequests.followUpActionId, fuaId)).for('update');
  if (!row) throw new Error('act signing row missing');
  return row;
}
export type SigningRow = Awaited<ReturnType<typeof lockSigningRow>>;

export async function signingRow(db: DbOrTx, fuaId: number) {
  const [row] = await db.select().from(actSigningRequests).where(eq(actSigningRequests.followUpActionId, fuaId));
  return row;
}

export async function updateSigningRow(db: DbOrTx, fuaId: number, values: Partial<typeof actSigningRequests.$inferInsert>) {
  await db.update(actSigningRequests).set(values).where(eq(actSigningRequests.followUpActionId, fuaId));
}

/**
 * An act-delivery action with its file, for the pages and the downloads (read-only; every change goes
 * through the follow-up-actions service). Undefined when unknown, deleted or not an act delivery.
 */
export async function actOf(db: DbOrTx, fuaId: number) {
  const [row] = await db
    .select({
      fuaId: followUpActions.id,
      projectId: followUpActions.projectId,
      stepTitle: followUpActions.stepTitle,
      actStatus: followUpActions.actStatus,
      attachmentStorageKey: followUpActions.attachmentStorageKey,
      attachmentFileName: followUpActions.attachmentFileName,
      attachmentSize: followUpActions.attachmentSize,
      signedStorageKey: followUpActions.signedStorageKey,
      signedFileName: followUpActions.signedFileName,
      signedAt: followUpActions.signedAt,
      regionId: projects.regionId,
      investorId: projects.userId,
      advisorUserId: advisors.userId,
      projectName: projects.name,
      reference: projects.reference,
    })
    .from(followUpActions)
    .innerJoin(projects, eq(projects.id, followUpActions.projectId))
    .leftJoin(advisors, eq(advisors.id, projects.advisorId))
    .where(and(eq(followUpActions.id, fuaId), eq(followUpActions.type, 'ACT_DELIVERY'), isNull(followUpActions.deletedAt)));
  return row;
}
export type ActRow = NonNullable<Awaited<ReturnType<typeof actOf>>>;

/** The act-delivery actions of a file that reached the governor (approved or signed). */
export async function actsOf(db: DbOrTx, projectId: number) {
  return db
    .select({
      fuaId: followUpActions.id,
      stepTitle: followUpActions.stepTitle,
      actStatus: followUpActions.actStatus,
      signedFileName: followUpActions.signedFileName,
      signedAt: followUpActions.signedAt,
    })
    .from(followUpActions)
    .where(
      and(
        eq(followUpActions.projectId, projectId),
        eq(followUpActions.type, 'ACT_DELIVERY'),
        inArray(followUpActions.actStatus, ['APPROVED', 'SIGNED']),
        isNull(followUpActions.deletedAt),
      ),
    );
}

export async function projectById(db: DbOrTx, projectId: number) {
  const [row] = await db
    .select({ id: projects.id, name: projects.name, regionId: projects.regionId, userId: projects.userId })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row;
}
