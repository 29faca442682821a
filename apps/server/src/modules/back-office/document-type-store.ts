import { DOCUMENT_TYPES } from '@cri/shared/back-office/resources';
import { eq, sql } from 'drizzle-orm';
import { documentTypes } from '../../db/schema/reference-data.ts';
import { clearProcedureCatalogue } from '../procedures/catalogue-cache.ts';
import { type Body, nextCodedId, type ResourceStore, type SelectBuilder } from './store.ts';

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
    hasTemplateFile: sql<boolean>`(${documentTypes.templateFileKey} is not null)`,
  },
  afterChange: clearProcedureCatalogue,
  select: (db, selection) => db.select(selection).from(documentTypes).$dynamic() as unknown as SelectBuilder,
  async insert(_ctx, tx, body) {
    const code = String(body.code).trim();
    const id = await nextCodedId(tx, documentTypes, documentTypes.id, documentTypes.code, code);
    await tx.insert(documentTypes).values({ id, code, ...values(body) });
    return id;
  },
  async update(_ctx, tx, id, body) {
    await tx.update(documentTypes).set(values(body)).where(eq(documentTypes.id, id));
  },
  async hardDelete(tx, id) {
    await tx.delete(documentTypes).where(eq(documentTypes.id, id));
  },
  // The uploaded template (decision 087): the investor's download link points at it from now on.
  file: {
    async keyOf(db, id) {
      const [row] = await db.select({ key: documentTypes.templateFileKey }).from(documentTypes).where(eq(documentTypes.id, id));
      return row?.key ?? null;
    },
    async set(tx, id, key) {
      const [row] = await tx
        .select({ key: documentTypes.templateFileKey })
        .from(documentTypes)
        .where(eq(documentTypes.id, id))
        .for('update');
      await tx.update(documentTypes).set({ templateFileKey: key }).where(eq(documentTypes.id, id));
      return row?.key ?? null;
    },
  },
};
