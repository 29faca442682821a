import { PROCEDURES } from '@cri/shared/back-office/resources';
import type { ProcedureCategory } from '@cri/shared/enums/reference-data';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { documentTypes, procedureDocumentTypes, procedureInfoTypes, procedures } from '../../db/schema/reference-data.ts';
import { AppError } from '../../lib/app-error.ts';
import { clearProcedureCatalogue } from '../procedures/catalogue-cache.ts';
import { type Body, nextCodedId, type ResourceStore, type SelectBuilder } from './store.ts';

const documentIds = (required: boolean) =>
  sql<
    number[]
  >`coalesce((select array_agg(pdt.document_type_id order by pdt.sort_order, pdt.document_type_id) from ${procedureDocumentTypes} pdt where pdt.procedure_id = ${procedures.id} and pdt.required = ${required}), '{}'::int[])`;

const ids = (v: unknown): number[] => (Array.isArray(v) ? [...new Set(v.filter((n): n is number => typeof n === 'number'))] : []);

function values(body: Body) {
  return {
    nameFr: String(body.nameFr),
    nameAr: String(body.nameAr),
    descriptionFr: String(body.descriptionFr),
    descriptionAr: String(body.descriptionAr),
    legalContextFr: String(body.legalContextFr),
    legalContextAr: String(body.legalContextAr),
    incitationFr: String(body.incitationFr),
    incitationAr: String(body.incitationAr),
    category: body.category as ProcedureCategory,
    templateCode: String(body.templateCode),
    maxSchedulingDelay: Number(body.maxSchedulingDelay),
    investorPaymentDelay: Number(body.investorPaymentDelay),
    investorTechnicalSheetDelay: Number(body.investorTechnicalSheetDelay),
    validationAdministrationDelay: Number(body.validationAdministrationDelay),
    regionId: typeof body.regionId === 'number' ? body.regionId : null,
    sortOrder: typeof body.sortOrder === 'number' ? body.sortOrder : 0,
    archived: body.archived === true,
    timelineImageAltFr: textOrNull(body.timelineImageAltFr),
    timelineImageAltAr: textOrNull(body.timelineImageAltAr),
  };
}

const textOrNull = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** The procedure's documents: required ones then optional ones, in the order given (unknown ids: 422). */
async function writeDocuments(tx: DbOrTx, procedureId: number, body: Body) {
  const required = ids(body.requiredDocumentTypeIds);
  const optional = ids(body.optionalDocumentTypeIds).filter((id) => !required.includes(id));
  const all = [...required, ...optional];
  if (all.length > 0) {
    const known = await tx.select({ id: documentTypes.id }).from(documentTypes).where(inArray(documentTypes.id, all));
    if (known.length !== all.length) {
      throw new AppError('VALIDATION_FAILED', {
        fieldErrors: [{ field: 'requiredDocumentTypeIds', messageKey: 'backOffice.errors.unknownDocumentType' }],
      });
    }
  }
  await tx.delete(procedureDocumentTypes).where(eq(procedureDocumentTypes.procedureId, procedureId));
  if (all.length === 0) return;
  await tx.insert(procedureDocumentTypes).values(
    all.map((documentTypeId, i) => ({
      procedureId,
      documentTypeId,
      required: required.includes(documentTypeId),
      sortOrder: i,
    })),
  );
}

/** Procedures of the catalogue (spec 3 §3), managed by the national content manager. */
export const procedureStore: ResourceStore = {
  decl: PROCEDURES,
  idColumn: procedures.id,
  columns: {
    code: procedures.code,
    nameFr: procedures.nameFr,
    nameAr: procedures.nameAr,
    descriptionFr: procedures.descriptionFr,
    descriptionAr: procedures.descriptionAr,
    legalContextFr: procedures.legalContextFr,
    legalContextAr: procedures.legalContextAr,
    incitationFr: procedures.incitationFr,
    incitationAr: procedures.incitationAr,
    category: procedures.category,
    templateCode: procedures.templateCode,
    maxSchedulingDelay: procedures.maxSchedulingDelay,
    investorPaymentDelay: procedures.investorPaymentDelay,
    investorTechnicalSheetDelay: procedures.investorTechnicalSheetDelay,
    validationAdministrationDelay: procedures.validationAdministrationDelay,
    regionId: procedures.regionId,
    sortOrder: procedures.sortOrder,
    requiredDocumentTypeIds: documentIds(true),
    optionalDocumentTypeIds: documentIds(false),
    archived: procedures.archived,
    timelineImageAltFr: procedures.timelineImageAltFr,
    timelineImageAltAr: procedures.timelineImageAltAr,
    hasTimelineImage: sql<boolean>`(${procedures.timelineImageKey} is not null)`,
  },
  afterChange: clearProcedureCatalogue,
  // A stored timeline image keeps its description in both languages (decision 098): checked once the file is attached.
  async verify(tx, id) {
    const [row] = await tx
      .select({ key: procedures.timelineImageKey, fr: procedures.timelineImageAltFr, ar: procedures.timelineImageAltAr })
      .from(procedures)
      .where(eq(procedures.id, id));
    if (!row?.key) return;
    const missing = (['timelineImageAltFr', 'timelineImageAltAr'] as const).filter(
      (field) => !(field === 'timelineImageAltFr' ? row.fr : row.ar),
    );
    if (missing.length > 0)
      throw new AppError('VALIDATION_FAILED', {
        fieldErrors: missing.map((field) => ({ field, messageKey: 'backOffice.errors.timelineAltRequired' })),
      });
  },
  // The timeline image (spec 3 §3, decision 098): the public procedure page shows it.
  file: {
    async keyOf(db, id) {
      const [row] = await db.select({ key: procedures.timelineImageKey }).from(procedures).where(eq(procedures.id, id));
      return row?.key ?? null;
    },
    async set(tx, id, key) {
      const [row] = await tx
        .select({ key: procedures.timelineImageKey })
        .from(procedures)
        .where(eq(procedures.id, id))
        .for('update');
      await tx.update(procedures).set({ timelineImageKey: key }).where(eq(procedures.id, id));
      return row?.key ?? null;
    },
  },
  select: (db, selection) => db.select(selection).from(procedures).$dynamic() as unknown as SelectBuilder,
  async insert(_ctx, tx, body) {
    const code = String(body.code).trim();
    const id = await nextCodedId(tx, procedures, procedures.id, procedures.code, code);
    await tx.insert(procedures).values({ id, code, ...values(body) });
    await writeDocuments(tx, id, body);
    return id;
  },
  async update(_ctx, tx, id, body) {
    await tx.update(procedures).set(values(body)).where(eq(procedures.id, id));
    await writeDocuments(tx, id, body);
  },
  async hardDelete(tx, id) {
    await tx.delete(procedureDocumentTypes).where(eq(procedureDocumentTypes.procedureId, id));
    await tx.delete(procedureInfoTypes).where(eq(procedureInfoTypes.procedureId, id));
    await tx.delete(procedures).where(and(eq(procedures.id, id)));
  },
  async archive(tx, id) {
    await tx.update(procedures).set({ archived: true }).where(eq(procedures.id, id));
  },
};
