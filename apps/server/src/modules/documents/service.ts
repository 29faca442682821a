import { PROJECT_CREATION_STAGES } from '@cri/shared/enums/framing-forms';
import { DOCUMENT_MODIFICATION_WINDOW_MINUTES } from '@cri/shared/limits';
import { hasPermission } from '@cri/shared/permissions';
import { countsDeprecatedDocuments } from '@cri/shared/rules/advisor-review';
import { type TAccessClaims, ZAccessClaims } from '@cri/shared/schemas/auth';
import { acceptedMimeTypes, type TProvidedDocument, type TProvidedDocumentList } from '@cri/shared/schemas/documents';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { assertInvestorCanEdit } from '../../core/project-lifecycle/editing.ts';
import { lockProjectRow } from '../../core/project-lifecycle/project-lock.ts';
import { findProject } from '../../core/project-lifecycle/visible-project.ts';
import type { ServiceContext } from '../../core/service-context.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { independentReads } from '../../db/independent-reads.ts';
import { users } from '../../db/schema/accounts.ts';
import { projects } from '../../db/schema/projects.ts';
import { providedDocuments } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { DocumentsContext } from './context.ts';
import type { DownloadTokens } from './download-token.ts';
import {
  findCurrentUpload,
  findCurrentUploads,
  findInvestorRequests,
  findRequiredDocumentTypes,
  findUploadById,
  findUploadOrVersionById,
  fulfilInvestorRequests,
  type OpenRequest,
  type ProvidedDocumentRow,
  type RequiredDocumentType,
  requestedTypesBeyond,
} from './repository.ts';

type Caller = Pick<TAccessClaims, 'sub' | 'roles' | 'regionId'>;
const API = '/backend/api';
const WINDOW_MS = DOCUMENT_MODIFICATION_WINDOW_MINUTES * 60_000;

export const modifiableUntil = (row: Pick<ProvidedDocumentRow, 'uploadedAt'>): Date =>
  new Date(row.uploadedAt.getTime() + WINDOW_MS);
const withinWindow = (row: Pick<ProvidedDocumentRow, 'uploadedAt'>, now: Date) => now.getTime() < modifiableUntil(row).getTime();

/**
 * Past the 60-minute window an upload may still be replaced when the advisor rejected it, or asked for
 * that type again after it was uploaded (issue 6: documents in error go back to the investor). Only what
 * the advisor sent counts: a verdict still in the draft of his review is not the investor's (decision 028).
 */
const replaceableForReview = (
  row: Pick<ProvidedDocumentRow, 'uploadedAt' | 'sentValidation'>,
  request: OpenRequest | undefined,
): boolean => row.sentValidation === false || (request !== undefined && request.requestedAt >= row.uploadedAt);

/** The document types the investor provides: the active procedures' and the advisor's open requests. */
async function documentTypesOf(db: DbOrTx, projectId: number) {
  // Also under the upload's transaction (checkTarget runs again there): one read after the other then.
  const [required, all] = await independentReads(
    db,
    () => findRequiredDocumentTypes(db, projectId),
    () => findInvestorRequests(db, projectId),
  );
  const extra = await requestedTypesBeyond(db, required, all);
  const requests = all.filter((r) => r.fulfilledAt === null);
  return {
    types: [...required.map((t) => (requests.some((r) => r.documentTypeId === t.id) ? { ...t, required: true } : t)), ...extra],
    requests,
  };
}

async function investorMayEdit(db: DbOrTx, user: Caller, projectId: number): Promise<boolean> {
  if (!user.roles.includes('ROLE_INVESTOR')) return false;
  return assertInvestorCanEdit(db, user, projectId).then(
    () => true,
    () => false,
  );
}

async function present(opts: {
  type: RequiredDocumentType;
  row: ProvidedDocumentRow | undefined;
  request: OpenRequest | undefined;
  editable: boolean;
  userId: number;
  tokens: DownloadTokens;
  now: Date;
}): Promise<TProvidedDocument> {
  const { type, row, editable, now, request } = opts;
  const canModify = editable && row !== undefined && withinWindow(row, now);
  const canReplace = editable && row !== undefined && replaceableForReview(row, request);
  const token = row ? await opts.tokens.sign({ documentId: row.id, userId: opts.userId, now }) : null;
  return {
    id: row?.id ?? null,
    documentTypeId: type.id,
    procedureId: row?.procedureId ?? type.procedureId,
    code: type.code,
    nameFr: type.nameFr,
    nameAr: type.nameAr,
    descriptionFr: type.descriptionFr,
    descriptionAr: type.descriptionAr,
    required: type.required,
    templateTitleFr: type.templateTitleFr,
    templateTitleAr: type.templateTitleAr,
    templateFile: type.templateFile,
    acceptedMimeTypes: acceptedMimeTypes(type.mimeType),
    uploadedFile:
      row && token
        ? {
            originalName: row.originalName,
            mimeType: row.mimeType,
            size: row.size,
            uploadedAt: row.uploadedAt.toISOString(),
            downloadPath: `${API}/provided-document/${row.id}/file?token=${encodeURIComponent(token)}`,
            // Same token: it signs the document and the user, whichever of its files is asked for.
            thumbnailDownloadPath: row.thumbnailKey
              ? `${API}/provided-document/${row.id}/thumbnail?token=${encodeURIComponent(token)}`
              : null,
          }
        : null,
    // The verdict as sent (decision 028); the advisor's draft stays his until he sends the review back.
    advisorValidation: row?.feedbackSentAt ? row.sentValidation : null,
    advisorFeedback: row?.feedbackSentAt ? row.sentFeedback : null,
    rejectionDeadline: row?.feedbackSentAt && row.sentValidation === false ? row.sentDeadline : null,
    request: request
      ? { requestedAt: request.requestedAt.toISOString(), deadline: request.deadline, comment: request.comment }
      : null,
    canUpload: editable && (row === undefined || canModify || canReplace),
    canModify,
    modifiableUntil: row ? modifiableUntil(row).toISOString() : null,
  };
}

/** GET /projects/{id}/provided-documents: one entry per document type the active procedures ask for. */
export async function listProvidedDocuments(
  ctx: DocumentsContext,
  user: Caller,
  projectId: number,
  opts: {
    /**
     * What the caller read for the same request (the recap, decision 120): the project it may see and whether its
     * investor may edit it (`canInvestorEdit`), not read again here.
     */
    known?: { project: { name: string }; investorCanEdit: Promise<boolean> };
  } = {},
): Promise<TProvidedDocumentList> {
  const { db, tokens } = ctx;
  // One instant for the list: every entry's window and link agree.
  const now = ctx.now();
  const project = opts.known?.project ?? (await findProject(db, user, projectId));
  if (!project) throw notFound();
  const [{ types, requests }, uploads, editable] = await Promise.all([
    documentTypesOf(db, projectId),
    findCurrentUploads(db, projectId),
    opts.known
      ? opts.known.investorCanEdit.then((edit) => edit && user.roles.includes('ROLE_INVESTOR'))
      : investorMayEdit(db, user, projectId),
  ]);
  const documents = await Promise.all(
    types.map((type) =>
      present({
        type,
        row: uploads.find((u) => u.documentTypeId === type.id),
        request: requests.find((r) => r.documentTypeId === type.id),
        editable,
        userId: Number(user.sub),
        tokens,
        now,
      }),
    ),
  );
  return { projectId, projectName: project.name, documents };
}

export interface UploadTarget {
  projectId: number;
  documentTypeId: number;
  providedDocumentId: number | null;
}

/**
 * Who may upload what, checked before a byte is stored and again, under a lock, when the row is written:
 * the project's investor (404 for anyone else), an editable phase (409), a document type the active
 * procedures ask for (422), and for a replacement the current upload of that type within its window.
 */
export const checkUploadTarget = (ctx: ServiceContext, user: Caller, target: UploadTarget) =>
  checkTarget(ctx.db, user, target, ctx.now());

async function checkTarget(db: DbOrTx, user: Caller, target: UploadTarget, now: Date) {
  await assertInvestorCanEdit(db, user, target.projectId);
  const { types, requests } = await documentTypesOf(db, target.projectId);
  const type = types.find((t) => t.id === target.documentTypeId);
  if (!type) {
    throw new AppError('VALIDATION_FAILED', { fieldErrors: [{ field: 'documentTypeId', messageKey: 'errors.field.invalid' }] });
  }
  const current = await findCurrentUpload(db, target);
  if (target.providedDocumentId === null) {
    if (current) throw new AppError('PROVIDED_DOCUMENT_EXISTS', { messageKey: 'providedDocument.alreadyUploaded' });
  } else {
    if (!current || current.id !== target.providedDocumentId) throw notFound();
    const request = requests.find((r) => r.documentTypeId === target.documentTypeId);
    if (!withinWindow(current, now) && !replaceableForReview(current, request)) {
      throw new AppError('DOCUMENT_MODIFICATION_CLOSED', { messageKey: 'providedDocument.modificationClosed' });
    }
  }
  return { type, current, accepted: acceptedMimeTypes(type.mimeType) };
}

/**
 * Writes the row of a checked upload and retires the one it replaces, in one transaction under a lock
 * on the project. Returns the replaced document's files (the file and its thumbnail, if any) for the
 * caller to remove once committed.
 */
export async function recordUpload(
  ctx: ServiceContext,
  opts: { user: Caller; target: UploadTarget; file: { key: string; size: number; mime: string; originalName: string } },
): Promise<{ id: number; replacedKeys: string[] }> {
  const { user, target, file } = opts;
  const now = ctx.now();
  const { db } = ctx;
  return db.transaction(async (tx) => {
    await lockProjectRow(tx, target.projectId);
    const { type, current } = await checkTarget(tx, user, target, now);
    // Spec 2 §4: once the file is past the editing phases, the replaced upload is kept (deprecated, with its
    // file) for the advisor's version compare; before, it is simply gone.
    const [project] = await tx.select({ phase: projects.latestPhase }).from(projects).where(eq(projects.id, target.projectId));
    const keepReplaced = current !== undefined && countsDeprecatedDocuments(project?.phase ?? null);
    if (current)
      await tx
        .update(providedDocuments)
        .set({ deletedAt: now, ...(keepReplaced ? { deprecatedAt: now } : {}) })
        .where(eq(providedDocuments.id, current.id));
    const [row] = await tx
      .insert(providedDocuments)
      .values({
        projectId: target.projectId,
        documentTypeId: target.documentTypeId,
        procedureId: type.procedureId,
        storageKey: file.key,
        originalName: file.originalName,
        mimeType: file.mime,
        size: file.size,
        uploadedBy: Number(user.sub),
        uploadedAt: now,
      })
      .returning({ id: providedDocuments.id });
    if (!row) throw new Error('provided document not inserted');
    await fulfilInvestorRequests(tx, {
      projectId: target.projectId,
      documentTypeId: target.documentTypeId,
      providedDocumentId: row.id,
      at: now,
    });
    await markDocumentsUploaded(tx, target.projectId);
    return { id: row.id, replacedKeys: current && !keepReplaced ? storedKeys(current) : [] };
  });
}

/**
 * Creation stage 13 DOCUMENTS_UPLOADED (spec 2 §4) once every document the active procedures require is
 * uploaded; a project already further (14 ADVISOR_ASSIGNED) keeps its stage, and a later deletion does not
 * take the stage back (it records that the documents were all there once, the recap checks them again).
 */
async function markDocumentsUploaded(tx: DbOrTx, projectId: number): Promise<void> {
  const [types, uploads] = await independentReads(
    tx,
    () => findRequiredDocumentTypes(tx, projectId),
    () => findCurrentUploads(tx, projectId),
  );
  const uploaded = new Set(uploads.map((u) => u.documentTypeId));
  if (!types.filter((t) => t.required).every((t) => uploaded.has(t.id))) return;
  await tx
    .update(projects)
    .set({ creationStage: PROJECT_CREATION_STAGES.DOCUMENTS_UPLOADED })
    .where(and(eq(projects.id, projectId), lt(projects.creationStage, PROJECT_CREATION_STAGES.DOCUMENTS_UPLOADED)));
}

/** One entry, as the list shows it (the answer of an upload). */
export async function getProvidedDocument(ctx: DocumentsContext, user: Caller, id: number) {
  const row = await findUploadById(ctx.db, id);
  if (!row) throw notFound();
  const list = await listProvidedDocuments(ctx, user, row.projectId);
  const entry = list.documents.find((d) => d.id === id);
  if (!entry) throw notFound();
  return entry;
}

/** The stored files of a document: its file and, for a picture, its thumbnail. */
const storedKeys = (row: Pick<ProvidedDocumentRow, 'storageKey' | 'thumbnailKey'>): string[] =>
  row.thumbnailKey ? [row.storageKey, row.thumbnailKey] : [row.storageKey];

/** Records the thumbnail of a current document; false when the document is gone meanwhile. */
export async function recordThumbnail(db: Db, id: number, thumbnailKey: string): Promise<boolean> {
  const rows = await db
    .update(providedDocuments)
    .set({ thumbnailKey })
    .where(and(eq(providedDocuments.id, id), isNull(providedDocuments.deletedAt)))
    .returning({ id: providedDocuments.id });
  return rows.length > 0;
}

/**
 * DELETE /provided-document/{id}: the investor, while editable and within 60 minutes of the upload.
 * Returns the document's files (file and thumbnail) for the caller to remove.
 */
export async function deleteProvidedDocument({ db, now: clock }: ServiceContext, user: Caller, id: number): Promise<string[]> {
  const now = clock();
  return db.transaction(async (tx) => {
    const row = await findUploadById(tx, id);
    if (!row) throw notFound();
    await lockProjectRow(tx, row.projectId);
    await assertInvestorCanEdit(tx, user, row.projectId);
    if (!withinWindow(row, now)) {
      throw new AppError('DOCUMENT_MODIFICATION_CLOSED', { messageKey: 'providedDocument.modificationClosed' });
    }
    await tx.update(providedDocuments).set({ deletedAt: now }).where(eq(providedDocuments.id, id));
    return storedKeys(row);
  });
}

/**
 * The file behind a download link: the link's user must still be an enabled account that may see the
 * project (the investor, or staff of its region: findProject's scope); anything else answers 404.
 */
export async function findDownloadable(db: Db, id: number, userId: number): Promise<ProvidedDocumentRow> {
  const row = await findUploadOrVersionById(db, id);
  if (!row) throw notFound();
  const [account] = await db
    .select({ roles: users.roles, regionId: users.regionId, enabled: users.enabled })
    .from(users)
    .where(eq(users.id, userId));
  if (!account?.enabled || !hasPermission(account.roles, 'read:project')) throw notFound();
  const project = await findProject(
    db,
    { sub: String(userId), roles: ZAccessClaims.shape.roles.safeParse(account.roles).data ?? [], regionId: account.regionId },
    row.projectId,
  );
  if (!project) throw notFound();
  return row;
}

// The documents a file requires and those it holds, as the advisor's review reads them.
export { findCurrentUploads, findDeprecatedUploads, findRequiredDocumentTypes } from './repository.ts';
