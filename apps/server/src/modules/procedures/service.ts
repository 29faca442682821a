import type { Readable } from 'node:stream';
import type {
  TDocumentTypeDetail,
  TProcedureDetail,
  TProcedureListItem,
  TProcedureSummary,
  TRegionDocumentPriceOverride,
} from '@cri/shared/schemas/procedures';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import * as repo from './repository.ts';
import { uploadedTemplateType } from './template-file.ts';
import { DOCUMENT_TEMPLATES } from './templates/definitions.ts';
import { renderTemplatePdf } from './templates/render-template-pdf.ts';

/** The first sentence of a description (up to the first full stop followed by a space), for the cards. */
export function firstSentence(text: string): string {
  const match = /^(.+?[.!?؟])(\s|$)/su.exec(text.trim());
  return match?.[1] ?? text.trim();
}

/** A catalogue row without its long description, with the description's first sentence in each language. */
const withShortDescription = <T extends { descriptionFr: string; descriptionAr: string }>({
  descriptionFr,
  descriptionAr,
  ...row
}: T) => ({ ...row, shortDescriptionFr: firstSentence(descriptionFr), shortDescriptionAr: firstSentence(descriptionAr) });

export async function listActiveProcedures(db: DbOrTx): Promise<TProcedureSummary[]> {
  return (await repo.findActiveProcedures(db)).map(withShortDescription);
}

/** GET /procedures: every procedure with its archived flag and region (spec 3 §7). */
export async function listAllProcedures(db: DbOrTx): Promise<TProcedureListItem[]> {
  return (await repo.findAllProcedures(db)).map(withShortDescription);
}

export async function getProcedure(db: DbOrTx, id: number): Promise<TProcedureDetail> {
  const row = await repo.findProcedure(db, id);
  if (!row) throw new AppError('NOT_FOUND');
  const { timelineImageAltFr, timelineImageAltAr, timelineImageVersion, ...procedure } = row;
  const [documents, infos] = await Promise.all([repo.findProcedureDocuments(db, id), repo.findProcedureInfos(db, id)]);
  const timelineImage = timelineImageVersion
    ? {
        path: `/backend/api/procedures/${id}/timeline-image?v=${timelineImageVersion}`,
        altFr: timelineImageAltFr ?? '',
        altAr: timelineImageAltAr ?? '',
      }
    : null;
  return { ...procedure, timelineImage, documents, infos };
}

const IMAGE_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

/**
 * A procedure's timeline image (decision 098), public like the catalogue. `current` says whether the address
 * asked for names the stored file (it may then be cached for good); another version gets today's file, not cached.
 */
export async function timelineImage(
  db: DbOrTx,
  storage: FileStorage,
  id: number,
  version: string | undefined,
): Promise<{ contentType: string; stream: Readable; current: boolean; version: string }> {
  const stored = await repo.timelineImageOf(db, id);
  const stream = stored ? await storage.read(stored.key) : null;
  if (!stored || !stream) throw notFound();
  const contentType = IMAGE_TYPES[stored.key.split('.').pop() ?? ''] ?? 'application/octet-stream';
  return { contentType, stream, current: version === stored.version, version: stored.version };
}

export function listPriceOverrides(db: DbOrTx, regionId?: number): Promise<TRegionDocumentPriceOverride[]> {
  return repo.findPriceOverrides(db, regionId);
}

export async function getDocumentType(db: DbOrTx, id: number): Promise<TDocumentTypeDetail> {
  const documentType = await repo.findDocumentType(db, id);
  if (!documentType) throw notFound();
  const [procedures, overrides] = await Promise.all([repo.findProceduresRequiring(db, id), repo.findPriceOverrides(db)]);
  const regionFees = overrides
    .filter((o) => o.documentTypeId === id)
    .map(({ regionId, documentCollectionFee }) => ({ regionId, documentCollectionFee }));
  return { ...documentType, procedures, regionFees };
}

/**
 * The template the content manager uploaded for a document type (decision 087): it wins over the one rendered
 * from code. Undefined when none was uploaded.
 */
export async function uploadedTemplate(
  db: DbOrTx,
  storage: FileStorage,
  id: number,
): Promise<{ fileName: string; contentType: string; stream: Readable } | undefined> {
  const row = await repo.templateFileKeyOf(db, id);
  if (!row?.key) return undefined;
  const stream = await storage.read(row.key);
  if (!stream) return undefined;
  const { contentType, extension } = uploadedTemplateType(row.key);
  return { fileName: `modele-${row.code.toLowerCase().replaceAll('_', '-')}.${extension}`, contentType, stream };
}

/** The blank template of a document type, rendered once per process (a few kilobytes each). */
const templateCache = new Map<string, Promise<Uint8Array>>();

export async function getDocumentTemplate(db: DbOrTx, id: number): Promise<{ fileName: string; pdf: Uint8Array }> {
  const documentType = await repo.findDocumentType(db, id);
  const template = documentType?.templateFile ? DOCUMENT_TEMPLATES[documentType.code] : undefined;
  if (!documentType || !template) throw notFound();
  let pdf = templateCache.get(documentType.code);
  if (!pdf) {
    pdf = renderTemplatePdf(template);
    templateCache.set(documentType.code, pdf);
  }
  return { fileName: `modele-${documentType.code.toLowerCase().replaceAll('_', '-')}.pdf`, pdf: await pdf };
}
