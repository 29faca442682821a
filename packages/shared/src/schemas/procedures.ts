import { z } from 'zod';
import { INFO_ANSWER_DATA_TYPES, PROCEDURE_CATEGORIES } from '../enums/reference-data.ts';

/** Contracts of the public procedure catalogue (spec 2 §3 Procedure, Document type; §7). */

const ZId = z.coerce.number().int().positive().max(2_147_483_647);

export const ZProcedureIdParams = z.object({ id: ZId });
export type TProcedureIdParams = z.infer<typeof ZProcedureIdParams>;

/** GET /region-document-price-overrides?regionId: optional region, every override otherwise. */
export const ZRegionPriceOverridesQuery = z.object({ regionId: ZId.optional() });
export type TRegionPriceOverridesQuery = z.infer<typeof ZRegionPriceOverridesQuery>;

/** GET /procedures/active: one row per non-archived procedure. */
export const ZProcedureSummary = z.object({
  id: z.number().int(),
  code: z.string(),
  nameFr: z.string(),
  nameAr: z.string(),
  category: z.enum(PROCEDURE_CATEGORIES),
  /** The first sentence of the description. */
  shortDescriptionFr: z.string(),
  shortDescriptionAr: z.string(),
});
export type TProcedureSummary = z.infer<typeof ZProcedureSummary>;

/** GET /procedures (spec 3 §7): every procedure, archived ones too, for the content manager. */
export const ZProcedureListItem = ZProcedureSummary.extend({
  archived: z.boolean(),
  /** Empty: a national procedure. */
  regionId: z.number().int().nullable(),
});
export type TProcedureListItem = z.infer<typeof ZProcedureListItem>;

export const ZProcedureDocumentType = z.object({
  id: z.number().int(),
  code: z.string(),
  nameFr: z.string(),
  nameAr: z.string(),
  descriptionFr: z.string(),
  descriptionAr: z.string(),
  /** Accepted MIME types, comma-separated. */
  mimeType: z.string(),
  deliveredByAdministration: z.boolean(),
  /** National collection fee in dirhams; a region may override it. */
  documentCollectionFee: z.number(),
  templateTitleFr: z.string().nullable(),
  templateTitleAr: z.string().nullable(),
  /** Download path of the blank template, null until uploaded. */
  templateFile: z.string().nullable(),
});
export type TProcedureDocumentType = z.infer<typeof ZProcedureDocumentType>;

export const ZProcedureDocument = z.object({
  required: z.boolean(),
  documentType: ZProcedureDocumentType,
});
export type TProcedureDocument = z.infer<typeof ZProcedureDocument>;

export const ZProcedureInfo = z.object({
  infoTypeId: z.number().int(),
  nameFr: z.string(),
  nameAr: z.string(),
  answerDataType: z.enum(INFO_ANSWER_DATA_TYPES),
  unit: z.string().nullable(),
  required: z.boolean(),
});
export type TProcedureInfo = z.infer<typeof ZProcedureInfo>;

/** GET /procedures/{id}. Delays in working days; `regionId` null = national. */
export const ZProcedureDetail = z.object({
  id: z.number().int(),
  code: z.string(),
  nameFr: z.string(),
  nameAr: z.string(),
  descriptionFr: z.string(),
  descriptionAr: z.string(),
  legalContextFr: z.string(),
  legalContextAr: z.string(),
  incitationFr: z.string(),
  incitationAr: z.string(),
  archived: z.boolean(),
  category: z.enum(PROCEDURE_CATEGORIES),
  templateCode: z.string(),
  maxSchedulingDelay: z.number().int(),
  investorPaymentDelay: z.number().int(),
  investorTechnicalSheetDelay: z.number().int(),
  validationAdministrationDelay: z.number().int(),
  regionId: z.number().int().nullable(),
  /**
   * The timeline image the content manager uploaded (spec 3 §3, decision 098): its public address (versioned by
   * the stored file, so it is cached for good) and what it shows in both languages; null when none.
   */
  timelineImage: z.object({ path: z.string(), altFr: z.string(), altAr: z.string() }).nullable().default(null),
  documents: z.array(ZProcedureDocument),
  infos: z.array(ZProcedureInfo),
});
export type TProcedureDetail = z.infer<typeof ZProcedureDetail>;

/** GET /procedures/{id}/timeline-image?v=: `v` names the stored file the address was given for. */
export const ZTimelineImageQuery = z.object({
  v: z
    .string()
    .max(40)
    .regex(/^[0-9a-f]+$/)
    .optional(),
});

export const ZRegionDocumentPriceOverride = z.object({
  documentTypeId: z.number().int(),
  regionId: z.number().int(),
  documentCollectionFee: z.number(),
});
export type TRegionDocumentPriceOverride = z.infer<typeof ZRegionDocumentPriceOverride>;

/**
 * GET /document-types/{id}: a document type as the public page `/provided-document/{id}` shows it, with
 * the procedures that ask for it and the regions whose fee differs from the national one.
 */
export const ZDocumentTypeDetail = ZProcedureDocumentType.extend({
  required: z.boolean(),
  collectable: z.boolean(),
  providerFr: z.string().nullable(),
  providerAr: z.string().nullable(),
  procedures: z.array(z.object({ id: z.number().int(), nameFr: z.string(), nameAr: z.string(), required: z.boolean() })),
  regionFees: z.array(z.object({ regionId: z.number().int(), documentCollectionFee: z.number() })),
});
export type TDocumentTypeDetail = z.infer<typeof ZDocumentTypeDetail>;

/** Download path of a document type's blank template (a PDF generated from its definition). */
export const documentTypeTemplatePath = (id: number): string => `/backend/api/document-types/${id}/template`;

export { PROCEDURE_PATHS } from '../paths.ts';
export const procedureDetailPath = (id: number): string => `/procedures/${id}`;
export const providedDocumentPath = (id: number): string => `/provided-document/${id}`;
