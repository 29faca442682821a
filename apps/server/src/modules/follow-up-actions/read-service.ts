import { isProcedureClosed, procedureActionState } from '@cri/shared/rules/follow-up-actions';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import type { TActHistory, TFollowUpAction, TFollowUpActionList } from '@cri/shared/schemas/follow-up-actions';
import { projectFacts } from '../../core/project-lifecycle/project-facts.ts';
import { findProject } from '../../core/project-lifecycle/visible-project.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { FuaContext } from './context.ts';
import { presentAction } from './presenter.ts';
import * as repo from './repository.ts';
import { canSee, type Viewer, viewerOf } from './viewer.ts';

/** The file as the caller reads it and who the caller is for its actions (404 when not theirs to read). */
export async function projectAndViewer(db: DbOrTx, user: TAccessClaims, projectId: number) {
  const project = await findProject(db, user, projectId);
  if (!project) throw notFound();
  return { project, viewer: await viewerOf(db, user, project) };
}

/** An action the caller may see, its file and the caller (404 otherwise, another region's included). */
export async function loadAction(db: DbOrTx, user: TAccessClaims, fuaId: number, opts: { lock?: boolean } = {}) {
  const row = await repo.actionById(db, fuaId, opts);
  if (!row) throw notFound();
  const { project, viewer } = await projectAndViewer(db, user, row.fua.projectId);
  if (!canSee(viewer, row.fua)) throw notFound();
  return { row, project, viewer };
}

async function present(db: DbOrTx, rows: repo.ActionWithNames[], viewer: Viewer, now: Date): Promise<TFollowUpAction[]> {
  const ids = rows.map((r) => r.fua.id);
  const [documents, revisions] = await Promise.all([repo.documentsOf(db, ids), repo.revisionCounts(db, ids)]);
  return rows.map((row) =>
    presentAction(row, {
      documents: documents.filter((d) => d.followUpActionId === row.fua.id),
      revisions: revisions.filter((r) => r.fuaId === row.fua.id),
      viewer,
      now,
    }),
  );
}

/** GET /follow-up-action?projectId: the procedures with their action state and the actions the caller sees. */
export async function list(ctx: FuaContext, user: TAccessClaims, projectId: number): Promise<TFollowUpActionList> {
  const { db } = ctx;
  const now = ctx.now();
  const { project, viewer } = await projectAndViewer(db, user, projectId);
  const [all, procedures, decided, facts, administrations] = await Promise.all([
    repo.actionsOf(db, project.id),
    repo.activeProcedures(db, project.id),
    repo.isDecided(db, project.id),
    projectFacts(db, project.id),
    repo.sharedAdministrations(db, project.id),
  ]);
  const visible = all.filter((r) => canSee(viewer, r.fua));
  return {
    projectId: project.id,
    projectName: project.name,
    reference: facts?.reference ?? null,
    administrations: viewer.kind === 'advisor' ? administrations : [],
    canCreate: decided && viewer.kind === 'advisor' && viewer.acting,
    procedures: procedures.map((p) => {
      const ofProcedure = all.filter((r) => r.fua.procedureId === p.procedureId).map((r) => r.fua);
      // The state a reader is shown comes from the actions they see (the advisor's: all of them).
      const seen = ofProcedure.filter((f) => canSee(viewer, f));
      return { ...p, actionState: procedureActionState(seen, now), closed: isProcedureClosed(ofProcedure) };
    }),
    actions: await present(db, visible, viewer, now),
  };
}

/** GET /follow-up-action/{id}. */
export async function get(ctx: FuaContext, user: TAccessClaims, fuaId: number): Promise<TFollowUpAction> {
  const { row, viewer } = await loadAction(ctx.db, user, fuaId);
  const [one] = await present(ctx.db, [row], viewer, ctx.now());
  if (!one) throw notFound();
  return one;
}

/** GET /follow-up-action/{id}/act-revisions: every version of the act and every revision asked. */
export async function actHistory(ctx: FuaContext, user: TAccessClaims, fuaId: number): Promise<TActHistory> {
  const { row, viewer } = await loadAction(ctx.db, user, fuaId);
  if (viewer.kind === 'investor') throw notFound();
  if (row.fua.type !== 'ACT_DELIVERY') throw new AppError('FOLLOW_UP_WRONG_TYPE');
  const [versions, revisions] = await Promise.all([repo.versionsOf(ctx.db, fuaId), repo.revisionsOf(ctx.db, fuaId)]);
  return {
    fuaId,
    projectId: row.fua.projectId,
    versions: versions.map((v) => ({
      version: v.version,
      fileName: v.fileName,
      size: v.size,
      uploadedAt: v.uploadedAt.toISOString(),
    })),
    revisions: revisions.map((r) => ({
      id: r.id,
      requester: r.requester,
      reason: r.reason,
      actVersion: r.actVersion,
      requestedByName: `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim(),
      requestedAt: r.requestedAt.toISOString(),
    })),
    revisionsByDirector: revisions.filter((r) => r.requester === 'DIRECTOR').length,
    revisionsByGovernor: revisions.filter((r) => r.requester === 'GOVERNOR').length,
  };
}

/** A file of an action the caller may see: its attachment (the act) or one of its documents. */
export async function downloadable(ctx: FuaContext, user: TAccessClaims, fuaId: number, documentId?: number) {
  const { row, viewer } = await loadAction(ctx.db, user, fuaId);
  if (documentId === undefined) {
    const { fua } = row;
    if (!fua.attachmentStorageKey) throw notFound();
    if (fua.type === 'ACT_DELIVERY' && viewer.kind === 'investor') throw notFound();
    return {
      storageKey: fua.attachmentStorageKey,
      fileName: fua.attachmentFileName ?? 'document',
      mimeType: fua.attachmentMimeType ?? 'application/pdf',
      size: fua.attachmentSize ?? 0,
    };
  }
  const doc = (await repo.documentsOf(ctx.db, [fuaId])).find((d) => d.id === documentId);
  if (!doc) throw notFound();
  return { storageKey: doc.storageKey, fileName: doc.fileName, mimeType: doc.mimeType, size: doc.size };
}
