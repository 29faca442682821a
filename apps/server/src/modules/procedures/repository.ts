import type { TProcedureDocument, TProcedureInfo, TRegionDocumentPriceOverride } from '@cri/shared/schemas/procedures';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  documentTypeRegionFees,
  documentTypes,
  infoTypes,
  procedureDocumentTypes,
  procedureInfoTypes,
  procedures,
} from '../../db/schema.ts';
import { templateLink } from './template-file.ts';

/** Reads of the procedure catalogue: small reference tables, only the columns the API returns. */

/** The columns of a procedure in the catalogue lists. */
const summaryColumns = {
  id: procedures.id,
  code: procedures.code,
  nameFr: procedures.nameFr,
  nameAr: procedures.nameAr,
  category: procedures.category,
  descriptionFr: procedures.descriptionFr,
  descriptionAr: procedures.descriptionAr,
};

/** Every procedure, archived ones too, in catalogue order (GET /procedures). */
export function findAllProcedures(db: DbOrTx) {
  return db
    .select({ ...summaryColumns, archived: procedures.archived, regionId: procedures.regionId })
    .from(procedures)
    .orderBy(asc(procedures.sortOrder), asc(procedures.id));
}

export function findActiveProcedures(db: DbOrTx) {
  return db
    .select(summaryColumns)
    .from(procedures)
    .where(eq(procedures.archived, false))
    .orderBy(asc(procedures.sortOrder), asc(procedures.id));
}

export async function findProcedure(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: procedures.id,
      code: procedures.code,
      nameFr: procedures.nameFr,
      nameAr: procedures.nameAr,
      descriptionFr: procedures.descriptionFr,
      descriptionAr: procedures.descriptionAr,
      legalContextFr: procedures.legalContextFr,
      legalContextAr: procedures.legalContextAr,
      incitationFr: procedures.incitationFr,
      incitationAr: procedures.incitationAr,
      archived: procedures.archived,
      category: procedures.category,
      templateCode: procedures.templateCode,
      maxSchedulingDelay: procedures.maxSchedulingDelay,
      investorPaymentDelay: procedures.investorPaymentDelay,
      investorTechnicalSheetDelay: procedures.investorTechnicalSheetDelay,
      validationAdministrationDelay: procedures.validationAdministrationDelay,
      regionId: procedures.regionId,
      timelineImageAltFr: procedures.timelineImageAltFr,
      timelineImageAltAr: procedures.timelineImageAltAr,
      timelineImageVersion: timelineVersion,
    })
    .from(procedures)
    .where(eq(procedures.id, id));
  return row;
}

/** A short name of the stored timeline image (decision 098): a new file gives the page a new address. */
const timelineVersion = sql<string | null>`left(md5(${procedures.timelineImageKey}), 16)`;

/** The stored timeline image of a procedure and its version, if any. */
export async function timelineImageOf(db: DbOrTx, id: number): Promise<{ key: string; version: string } | undefined> {
  const [row] = await db
    .select({ key: procedures.timelineImageKey, version: timelineVersion })
    .from(procedures)
    .where(eq(procedures.id, id));
  return row?.key && row.version ? { key: row.key, version: row.version } : undefined;
}

const documentTypeColumns = {
  id: documentTypes.id,
  code: documentTypes.code,
  nameFr: documentTypes.nameFr,
  nameAr: documentTypes.nameAr,
  descriptionFr: documentTypes.descriptionFr,
  descriptionAr: documentTypes.descriptionAr,
  mimeType: documentTypes.mimeType,
  deliveredByAdministration: documentTypes.deliveredByAdministration,
  documentCollectionFee: documentTypes.documentCollectionFee,
  templateTitleFr: documentTypes.templateTitleFr,
  templateTitleAr: documentTypes.templateTitleAr,
  templateFile: templateLink,
};

export async function findDocumentType(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      ...documentTypeColumns,
      required: documentTypes.required,
      collectable: documentTypes.collectable,
      providerFr: documentTypes.providerFr,
      providerAr: documentTypes.providerAr,
    })
    .from(documentTypes)
    .where(eq(documentTypes.id, id));
  return row ? { ...row, documentCollectionFee: Number(row.documentCollectionFee) } : undefined;
}

/** The non-archived procedures that ask for a document type. */
export function findProceduresRequiring(db: DbOrTx, documentTypeId: number) {
  return db
    .select({
      id: procedures.id,
      nameFr: procedures.nameFr,
      nameAr: procedures.nameAr,
      required: procedureDocumentTypes.required,
    })
    .from(procedureDocumentTypes)
    .innerJoin(procedures, eq(procedures.id, procedureDocumentTypes.procedureId))
    .where(and(eq(procedureDocumentTypes.documentTypeId, documentTypeId), eq(procedures.archived, false)))
    .orderBy(asc(procedures.id));
}

export async function findProcedureDocuments(db: DbOrTx, procedureId: number): Promise<TProcedureDocument[]> {
  const rows = await db
    .select({ required: procedureDocumentTypes.required, ...documentTypeColumns })
    .from(procedureDocumentTypes)
    .innerJoin(documentTypes, eq(documentTypes.id, procedureDocumentTypes.documentTypeId))
    .where(eq(procedureDocumentTypes.procedureId, procedureId))
    .orderBy(asc(procedureDocumentTypes.sortOrder), asc(documentTypes.id));
  return rows.map(({ required, ...documentType }) => ({
    required,
    documentType: { ...documentType, documentCollectionFee: Number(documentType.documentCollectionFee) },
  }));
}

export function findProcedureInfos(db: DbOrTx, procedureId: number): Promise<TProcedureInfo[]> {
  return db
    .select({
      infoTypeId: infoTypes.id,
      nameFr: infoTypes.nameFr,
      nameAr: infoTypes.nameAr,
      answerDataType: infoTypes.answerDataType,
      unit: infoTypes.unit,
      required: procedureInfoTypes.required,
    })
    .from(procedureInfoTypes)
    .innerJoin(infoTypes, eq(infoTypes.id, procedureInfoTypes.infoTypeId))
    .where(eq(procedureInfoTypes.procedureId, procedureId))
    .orderBy(asc(procedureInfoTypes.sortOrder), asc(infoTypes.id));
}

export async function findPriceOverrides(db: DbOrTx, regionId?: number): Promise<TRegionDocumentPriceOverride[]> {
  const rows = await db
    .select({
      documentTypeId: documentTypeRegionFees.documentTypeId,
      regionId: documentTypeRegionFees.regionId,
      documentCollectionFee: documentTypeRegionFees.documentCollectionFee,
    })
    .from(documentTypeRegionFees)
    .where(regionId === undefined ? undefined : eq(documentTypeRegionFees.regionId, regionId))
    .orderBy(asc(documentTypeRegionFees.regionId), asc(documentTypeRegionFees.documentTypeId));
  return rows.map((r) => ({ ...r, documentCollectionFee: Number(r.documentCollectionFee) }));
}

/** The storage key of the template uploaded for a document type (decision 087), if any. */
export async function templateFileKeyOf(db: DbOrTx, id: number): Promise<{ code: string; key: string | null } | undefined> {
  const [row] = await db
    .select({ code: documentTypes.code, key: documentTypes.templateFileKey })
    .from(documentTypes)
    .where(eq(documentTypes.id, id));
  return row;
}
