import type { ActRevisionRequester } from '@cri/shared/enums/follow-up-actions';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { projectFacts } from '../../core/project-lifecycle/project-facts.ts';
import type { DbOrTx } from '../../db/client.ts';
import { followUpActions, followUpActRevisions } from '../../db/schema/follow-up-actions.ts';
import { projects } from '../../db/schema/projects.ts';
import { AppError } from '../../lib/app-error.ts';
import { tellAdvisorRevisionAsked } from './notices.ts';

/**
 * The act-delivery seam (decision 036) other modules use: the governor's e-signature (module act-signature)
 * reads the act to sign, records the signed act, or asks a revision, through these functions only. They
 * never check who calls them: the calling service checks the caller (governor of the region).
 */

export interface ActToSign {
  fuaId: number;
  projectId: number;
  procedureId: number;
  regionId: number;
  act: { storageKey: string; fileName: string; sizeBytes: number };
  projectName: string;
  reference: string | null;
}

async function actRow(db: DbOrTx, fuaId: number, regionId: number, lock: boolean) {
  const query = db
    .select({ fua: followUpActions, projectName: projects.name, reference: projects.reference, regionId: projects.regionId })
    .from(followUpActions)
    .innerJoin(projects, eq(projects.id, followUpActions.projectId))
    .where(
      and(
        eq(followUpActions.id, fuaId),
        eq(followUpActions.type, 'ACT_DELIVERY'),
        eq(projects.regionId, regionId),
        isNull(followUpActions.deletedAt),
      ),
    );
  const [row] = lock ? await query.for('update', { of: followUpActions }) : await query;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * The act of an ACT_DELIVERY action of the region, approved by the director and not yet signed.
 * 404 when unknown, not an act delivery or of another region; 409 ACT_ALREADY_SIGNED once signed;
 * 409 ACT_NOT_VALIDATED_BY_DIRECTOR before the director's validation (or after a revision request).
 */
export async function findActToSign(db: DbOrTx, { fuaId, regionId }: { fuaId: number; regionId: number }): Promise<ActToSign> {
  const { fua, projectName, reference, regionId: region } = await actRow(db, fuaId, regionId, false);
  if (fua.actStatus === 'SIGNED') throw new AppError('ACT_ALREADY_SIGNED');
  if (fua.status !== 'OPEN') throw new AppError('FOLLOW_UP_ACTION_NOT_OPEN');
  if (fua.actStatus !== 'APPROVED' || !fua.attachmentStorageKey) throw new AppError('ACT_NOT_VALIDATED_BY_DIRECTOR');
  return {
    fuaId: fua.id,
    projectId: fua.projectId,
    procedureId: fua.procedureId,
    regionId: region,
    act: {
      storageKey: fua.attachmentStorageKey,
      fileName: fua.attachmentFileName ?? 'acte.pdf',
      sizeBytes: fua.attachmentSize ?? 0,
    },
    projectName,
    reference,
  };
}

async function lockAct(tx: DbOrTx, fuaId: number) {
  const [fua] = await tx
    .select()
    .from(followUpActions)
    .where(and(eq(followUpActions.id, fuaId), eq(followUpActions.type, 'ACT_DELIVERY'), isNull(followUpActions.deletedAt)))
    .for('update');
  if (!fua) throw new AppError('NOT_FOUND');
  if (fua.actStatus === 'SIGNED') throw new AppError('ACT_ALREADY_SIGNED');
  if (fua.status !== 'OPEN') throw new AppError('FOLLOW_UP_ACTION_NOT_OPEN');
  return fua;
}

/**
 * The governor signed the act: the action is done (state OK) and carries the signed act. Call it in the
 * transaction that stores the signed file. 409 unless the act was approved and is not signed yet.
 */
export async function recordActSigned(
  tx: DbOrTx,
  change: { fuaId: number; signedStorageKey: string; signedFileName: string; by: number; at: Date },
): Promise<{ projectId: number; procedureId: number; isLastStep: boolean }> {
  const fua = await lockAct(tx, change.fuaId);
  if (fua.actStatus !== 'APPROVED') throw new AppError('ACT_NOT_VALIDATED_BY_DIRECTOR');
  await tx
    .update(followUpActions)
    .set({
      actStatus: 'SIGNED',
      status: 'DONE',
      doneBy: change.by,
      doneAt: change.at,
      signedStorageKey: change.signedStorageKey,
      signedFileName: change.signedFileName,
      signedBy: change.by,
      signedAt: change.at,
      updatedAt: change.at,
    })
    .where(eq(followUpActions.id, fua.id));
  return { projectId: fua.projectId, procedureId: fua.procedureId, isLastStep: fua.isLastStep };
}

/**
 * The director (before validating) or the governor (before signing) asks a revision of the act: the
 * revision is counted for its requester, the approval is reset, the advisor is told (in-app and mail) and
 * must replace the act.
 * 409 ACT_MISSING without an act, ACT_NOT_AWAITING_VALIDATION when a revision is already pending.
 */
export async function recordActRevisionRequest(
  tx: DbOrTx,
  change: {
    fuaId: number;
    requester: ActRevisionRequester;
    reason: string;
    by: number;
    at: Date;
    /** Makes the advisor's mail link absolute (ServiceContext.link); a relative link without it. */
    link?: (path: string) => string;
    /** False when the caller tells the advisor itself, in its own words (the governor's revision names him and his reason). */
    tellAdvisor?: boolean;
  },
): Promise<{ projectId: number; revisionsByRequester: number }> {
  const fua = await lockAct(tx, change.fuaId);
  if (!fua.attachmentStorageKey || fua.actStatus === 'AWAITING_ACT') throw new AppError('ACT_MISSING');
  if (fua.actStatus === 'REVISION_REQUESTED') throw new AppError('ACT_NOT_AWAITING_VALIDATION');
  if (change.requester === 'GOVERNOR' && fua.actStatus !== 'APPROVED') throw new AppError('ACT_NOT_VALIDATED_BY_DIRECTOR');
  await tx.insert(followUpActRevisions).values({
    followUpActionId: fua.id,
    requester: change.requester,
    reason: change.reason,
    actVersion: fua.actVersion,
    requestedBy: change.by,
    requestedAt: change.at,
  });
  await tx
    .update(followUpActions)
    .set({ actStatus: 'REVISION_REQUESTED', isApproved: false, approvedBy: null, approvedAt: null, updatedAt: change.at })
    .where(eq(followUpActions.id, fua.id));
  const project = await projectFacts(tx, fua.projectId);
  if (project && change.tellAdvisor !== false)
    await tellAdvisorRevisionAsked(tx, { project, stepTitle: fua.stepTitle, ...(change.link ? { link: change.link } : {}) });
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(followUpActRevisions)
    .where(and(eq(followUpActRevisions.followUpActionId, fua.id), eq(followUpActRevisions.requester, change.requester)));
  return { projectId: fua.projectId, revisionsByRequester: count?.n ?? 0 };
}
