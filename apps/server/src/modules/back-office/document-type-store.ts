import { DOCUMENT_TYPES } from '@cri/shared/back-office/resources';
import { eq, sql } from 'drizzle-orm';
import { documentTypes } from '../../db/schema/reference-data.ts';
import { AppError } from '../../lib/app-error.ts';
import { clearProcedureCatalogue } from '../procedures/catalogue-cache.ts';
import type { Body, ResourceStore, SelectBuilder } from './store.ts';

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

function values(body: Body) {
  return {
    nameFr: String(body.nameFr),
    nameAr: String(body.nameAr),
    descriptionFr: String(body.descriptionFr),
    descriptionAr: String(body.descriptionAr),
    mimeType: String(body.mimeType),
    required: body.required === true,
    collectable: body.collectable === true,
    deliveredByAdministration: body.deliveredByAdministration === true,
    documentCollectionFee: typeof body.documentCollectionFee === 'number' ? body.documentCollectionFee : 0,
    templateTitleFr: str(body.templateTitleFr),
    templateTitleAr: str(body.templateTitleAr),
  };
}

/** Document types of the catalogue (spec 3 §3), managed by the national content manager. */
export const documentTypeStore: ResourceStore = {
  decl: DOCUMENT_TYPES,
  idColumn: documentTypes.id,
  columns: {
    code: documentTypes.code,
    nameFr: documentTypes.nameFr,
    nameAr: documentTypes.nameAr,
    descriptionFr: documentTypes.descriptionFr,
    descriptionAr: documentTypes.descriptionAr,
    mimeType: documentTypes.mimeType,
    required: documentTypes.required,
    collectable: documentTypes.collectable,
    deliveredByAdministration: documentTypes.deliveredByAdministration,
    documentCollectionFee: sql<number>`(${documentTypes.documentCollectionFee})::int`,
    templateTitleFr: documentTypes.templateTitleFr,
    templateTitleAr: documentTypes.templateTitleAr,
  },
  afterChange: clearProcedureCatalogue,
  select: (db, selection) => db.select(selection).from(documentTypes).$dynamic() as unknown as SelectBuilder,
  async insert(_ctx, tx, body) {
    const code = String(body.code).trim();
    await tx.execute(sql`lock table ${documentTypes} in share row exclusive mode`);
    const [taken] = await tx.select({ id: documentTypes.id }).from(documentTypes).where(eq(documentTypes.code, code));
    if (taken) {
      throw new AppError('CONFLICT', { fieldErrors: [{ field: 'code', messageKey: 'backOffice.errors.codeExists' }] });
    }
    const [next] = await tx.select({ id: sql<number>`coalesce(max(${documentTypes.id}), 0) + 1` }).from(documentTypes);
    const id = Number(next?.id ?? 1);
    await tx.insert(documentTypes).values({ id, code, ...values(body) });
    return id;
  },
  async update(_ctx, tx, id, body) {
    await tx.update(documentTypes).set(values(body)).where(eq(documentTypes.id, id));
  },
  async hardDelete(tx, id) {
    await tx.delete(documentTypes).where(eq(documentTypes.id, id));
  },
};
