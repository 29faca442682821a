import { z } from 'zod';

/**
 * Provided documents of a project (spec 2 §3 "Provided document", §5 "Documents", §7 "Documents").
 * Upload is multipart (fields first, then `file`), so only the answers and parameters are schemas here.
 */

/** Accepted for every document type, recognised by content (spec 2 §5: jpg, png, pdf). */
export const BASE_UPLOAD_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
/** Accepted only when the document type lists them (spec 2 §5: "project upload may also be word, excel"). */
export const OFFICE_UPLOAD_MIME_TYPES = [
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;

/** The types a document type accepts: pdf, jpg, png, plus docx/xlsx when its `mimeType` list names them. */
export function acceptedMimeTypes(documentTypeMimeType: string): string[] {
  const listed = documentTypeMimeType.split(',').map((m) => m.trim());
  return [...BASE_UPLOAD_MIME_TYPES, ...OFFICE_UPLOAD_MIME_TYPES.filter((m) => listed.includes(m))];
}

/** The message key of the size limit, by the type the client claims (spec 2 §5). */
export const sizeLimitMessageKey = (claimedMime: string): string =>
  claimedMime.startsWith('image/') ? 'providedDocument.sizeLimit.picture' : 'providedDocument.sizeLimit.pdf';

export const ZProvidedDocumentIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const ZDownloadQuery = z.object({ token: z.string().min(1).max(300).optional() });

/** The stored upload of a document type (spec 2 §3 uploadedFile). Paths are under /backend/api, tokens appended. */
export const ZUploadedFile = z.object({
  originalName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  uploadedAt: z.iso.datetime(),
  downloadPath: z.string(),
  thumbnailDownloadPath: z.string().nullable(),
});

export const ZProvidedDocument = z.object({
  /** The provided document's id; null while nothing has been uploaded for this type. */
  id: z.number().int().nullable(),
  documentTypeId: z.number().int(),
  procedureId: z.number().int().nullable(),
  code: z.string(),
  nameFr: z.string(),
  nameAr: z.string(),
  descriptionFr: z.string(),
  descriptionAr: z.string(),
  required: z.boolean(),
  templateTitleFr: z.string().nullable(),
  templateTitleAr: z.string().nullable(),
  templateFile: z.string().nullable(),
  /** Accepted real types (for the file input's `accept`). */
  acceptedMimeTypes: z.array(z.string()),
  uploadedFile: ZUploadedFile.nullable(),
  /**
   * The advisor's verdict as the investor was sent it (decision 028: a review in draft is never shown):
   * false with the comment for a rejected document, to replace by `rejectionDeadline`.
   */
  advisorValidation: z.boolean().nullable(),
  advisorFeedback: z.string().nullable(),
  rejectionDeadline: z.string().nullable().optional(),
  /** The advisor's open request for this type (issue 6): asked of the investor, by a deadline. */
  request: z.object({ requestedAt: z.iso.datetime(), deadline: z.string(), comment: z.string() }).nullable().optional(),
  /** The caller may upload here now (the project's investor, editable phase, no upload or within the window). */
  canUpload: z.boolean(),
  /** The upload may still be replaced or deleted: until `modifiableUntil` (60 minutes after upload, spec 2 §9). */
  canModify: z.boolean(),
  modifiableUntil: z.iso.datetime().nullable(),
});
export type TProvidedDocument = z.infer<typeof ZProvidedDocument>;

/** GET /projects/{id}/provided-documents. */
export const ZProvidedDocumentList = z.object({
  projectId: z.number().int(),
  projectName: z.string(),
  documents: z.array(ZProvidedDocument),
});
export type TProvidedDocumentList = z.infer<typeof ZProvidedDocumentList>;

/** Answer of POST /provided-document (201 add, 200 replace). */
export const ZProvidedDocumentSaved = ZProvidedDocument;

export { DOCUMENT_PATHS } from '../paths.ts';
export const projectDocumentsPath = (projectId: number): string => `/projects/${projectId}/documents`;
export const projectDocumentPath = (projectId: number, documentTypeId: number): string =>
  `/projects/${projectId}/documents/${documentTypeId}`;
