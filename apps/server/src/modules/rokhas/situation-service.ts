import { isActingAdvisor } from '@cri/shared/rules/advisor-review';
import { landFolderStatus } from '@cri/shared/rules/rokhas';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import type { TLandFolderPartner } from '@cri/shared/schemas/rokhas';
import type { RokhasContext } from './context.ts';
import { folderData } from './folder-data.ts';
import { presentTask } from './presenter.ts';
import * as repo from './repository.ts';
import { sendableProcedures, verifyEmailResult, visibleFile } from './service.ts';

/**
 * GET /projects/{id}/land-folder-partner: the Rokhas situation of the file (spec 2 §3, §4): the architect
 * check, the folders sent with their situations (examination state, deposit and instruction dates, nature
 * code), the land-folder status, each procedure's blockers and the partner calls with their state.
 */
export async function landFolderPartner(ctx: RokhasContext, user: TAccessClaims, projectId: number): Promise<TLandFolderPartner> {
  const file = await visibleFile(ctx.db, user, projectId);
  const [{ list, decision }, verification, tasks, folders, support, lands] = await Promise.all([
    sendableProcedures(ctx, user, file),
    verifyEmailResult(ctx, user, projectId),
    repo.tasksOf(ctx.db, projectId),
    repo.foldersOf(ctx.db, projectId),
    repo.urbanAgencyOf(ctx.db, file.regionId),
    repo.lands(ctx.db, projectId),
  ]);
  const {
    name: _name,
    communeCode: _code,
    commissionDecision: _d,
    procedures: _p,
    ...facts
  } = folderData(file, {
    lands,
    procedures: [],
    decision,
  });
  const sent = folders.filter((f) => f.kind === 'SENT');
  const situations = await repo.situationsOf(
    ctx.db,
    sent.map((f) => f.id),
  );
  const procedureOf = new Map(list.map((e) => [e.procedure.id, e.procedure]));
  const landFolders = sent.flatMap((f) => {
    const p = f.procedureId === null ? undefined : procedureOf.get(f.procedureId);
    if (!p?.natureCode) return [];
    return [
      {
        id: f.id,
        procedureId: p.id,
        procedureNameFr: p.nameFr,
        procedureNameAr: p.nameAr,
        natureCode: p.natureCode,
        partnerReference: f.partnerReference,
        sentAt: f.at.toISOString(),
        situationReadAt: f.situationReadAt?.toISOString() ?? null,
        situations: situations
          .filter((s) => s.folderId === f.id)
          .map((s) => ({
            id: s.id,
            examinationState: s.examinationState,
            depositDate: s.depositDate,
            instructionDate: s.instructionDate,
            comment: s.comment,
            reportedAt: s.reportedAt.toISOString(),
          })),
      },
    ];
  });
  const sending = tasks.some((t) => t.kind === 'SEND_FOLDER' && t.status !== 'CANCELLED');
  return {
    projectId,
    name: file.name,
    reference: file.reference,
    communeNameFr: file.communeNameFr,
    communeNameAr: file.communeNameAr,
    communeCovered: file.communeRokhas === true,
    latestPhase: file.latestPhase,
    commissionDecision: decision,
    status: sending ? landFolderStatus(landFolders.map((f) => ({ situationCount: f.situations.length }))) : null,
    verification,
    facts,
    folders: landFolders,
    procedures: list.map((e) => ({
      id: e.procedure.id,
      nameFr: e.procedure.nameFr,
      nameAr: e.procedure.nameAr,
      natureCode: e.procedure.natureCode,
      blockers: e.blockers,
      canSend: e.ok,
    })),
    tasks: tasks.map(presentTask),
    canAct: isActingAdvisor(user.advisorId, file.advisorId),
    supportAdministration: support,
  };
}
