import { editableUntil, isFollowUpOverdue, withinEditWindow } from '@cri/shared/rules/follow-up-actions';
import type { TFollowUpAction, TFollowUpDocument } from '@cri/shared/schemas/follow-up-actions';
import type * as repo from './repository.ts';
import { abilitiesOf, type Viewer } from './viewer.ts';

const iso = (d: Date | null): string | null => d?.toISOString() ?? null;

type RevisionCount = Awaited<ReturnType<typeof repo.revisionCounts>>[number];

export function presentDocument(doc: repo.FuaDocumentRow, viewer: Viewer, now: Date): TFollowUpDocument {
  return {
    id: doc.id,
    fileName: doc.fileName,
    mimeType: doc.mimeType,
    size: doc.size,
    author: doc.author,
    uploadedAt: doc.uploadedAt.toISOString(),
    editableUntil: editableUntil(doc.uploadedAt).toISOString(),
    canDelete: doc.uploadedBy === viewer.userId && withinEditWindow(doc.uploadedAt, now),
  };
}

export function presentAction(
  row: repo.ActionWithNames,
  extra: { documents: repo.FuaDocumentRow[]; revisions: RevisionCount[]; viewer: Viewer; now: Date },
): TFollowUpAction {
  const { fua } = row;
  const { viewer, now } = extra;
  const count = (requester: 'DIRECTOR' | 'GOVERNOR') => extra.revisions.find((r) => r.requester === requester);
  const latestRevision = [...extra.revisions].sort((a, b) => b.lastId - a.lastId)[0];
  // The investor follows the act's step, not its drafts: no unsigned file, no review details (decision 036).
  const hideDraftAct = fua.type === 'ACT_DELIVERY' && viewer.kind === 'investor';
  return {
    id: fua.id,
    projectId: fua.projectId,
    procedureId: fua.procedureId,
    procedureNameFr: row.procedureNameFr,
    procedureNameAr: row.procedureNameAr,
    type: fua.type,
    recipient: fua.recipient,
    administrationId: fua.administrationId,
    administrationNameFr: row.administrationNameFr,
    administrationNameAr: row.administrationNameAr,
    visibleToInvestor: fua.visibleToInvestor,
    stepTitle: fua.stepTitle,
    requestedDocumentTitle: fua.requestedDocumentTitle,
    documentDescription: fua.documentDescription,
    message: fua.message,
    delayDays: fua.delayDays,
    deadline: fua.deadline,
    overdue: isFollowUpOverdue(fua, now),
    isLastStep: fua.isLastStep,
    attachment:
      fua.attachmentStorageKey && fua.attachmentFileName && !hideDraftAct
        ? {
            fileName: fua.attachmentFileName,
            mimeType: fua.attachmentMimeType ?? 'application/pdf',
            size: fua.attachmentSize ?? 0,
          }
        : null,
    status: fua.status,
    closedReason: fua.closedReason,
    closedAt: iso(fua.closedAt),
    doneAt: iso(fua.doneAt),
    createdAt: fua.createdAt.toISOString(),
    act:
      fua.type === 'ACT_DELIVERY' && fua.actStatus
        ? {
            status: fua.actStatus,
            version: fua.actVersion,
            isApproved: fua.isApproved,
            approvedAt: iso(fua.approvedAt),
            revisionsByDirector: hideDraftAct ? 0 : (count('DIRECTOR')?.n ?? 0),
            revisionsByGovernor: hideDraftAct ? 0 : (count('GOVERNOR')?.n ?? 0),
            lastRevisionReason:
              fua.actStatus === 'REVISION_REQUESTED' && !hideDraftAct ? (latestRevision?.lastReason ?? null) : null,
            signed:
              fua.signedFileName && fua.signedAt ? { fileName: fua.signedFileName, signedAt: fua.signedAt.toISOString() } : null,
          }
        : null,
    documents: extra.documents.map((d) => presentDocument(d, viewer, now)),
    abilities: abilitiesOf(viewer, fua, extra.documents.length, now),
  };
}
