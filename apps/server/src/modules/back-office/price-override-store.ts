import { PRICE_OVERRIDES } from '@cri/shared/back-office/resources';
import { eq, sql } from 'drizzle-orm';
import { documentTypeRegionFees, documentTypes } from '../../db/schema/reference-data.ts';
import { AppError } from '../../lib/app-error.ts';
import { clearProcedureCatalogue } from '../procedures/catalogue-cache.ts';
import type { Body, ResourceStore, SelectBuilder } from './store.ts';

const fee = (body: Body) => Number(body.documentCollectionFee);

/** Regional document price overrides (spec 3 §3): one per document type and region, by the content manager. */
export const priceOverrideStore: ResourceStore = {
  decl: PRICE_OVERRIDES,
  idColumn: documentTypeRegionFees.id,
  columns: {
    documentTypeId: documentTypeRegionFees.documentTypeId,
    regionId: documentTypeRegionFees.regionId,
    documentCollectionFee: sql<number>`(${documentTypeRegionFees.documentCollectionFee})::int`,
    documentTypeNameFr: sql<string>`(select d.name_fr from ${documentTypes} d where d.id = ${documentTypeRegionFees.documentTypeId})`,
  },
  // The catalogue answers (GET /region-document-price-overrides, a document's procedures) are read again.
  afterChange: clearProcedureCatalogue,
  select: (db, selection) => db.select(selection).from(documentTypeRegionFees).$dynamic() as unknown as SelectBuilder,
  async insert(_ctx, tx, body) {
    const documentTypeId = Number(body.documentTypeId);
    const regionId = Number(body.regionId);
    const [known] = await tx.select({ id: documentTypes.id }).from(documentTypes).where(eq(documentTypes.id, documentTypeId));
    if (!known) {
      throw new AppError('VALIDATION_FAILED', {
        fieldErrors: [{ field: 'documentTypeId', messageKey: 'backOffice.errors.unknownDocumentType' }],
      });
    }
    const [created] = await tx
      .insert(documentTypeRegionFees)
      .values({ documentTypeId, regionId, documentCollectionFee: fee(body) })
      .onConflictDoNothing()
      .returning({ id: documentTypeRegionFees.id });
    if (!created) {
      throw new AppError('CONFLICT', {
        fieldErrors: [{ field: 'documentTypeId', messageKey: 'backOffice.errors.overrideExists' }],
      });
    }
    return created.id;
  },
  // Only the fee changes: the document type and the region are set once (the update body has neither).
  async update(_ctx, tx, id, body) {
    await tx
      .update(documentTypeRegionFees)
      .set({ documentCollectionFee: fee(body) })
      .where(eq(documentTypeRegionFees.id, id));
  },
  async hardDelete(tx, id) {
    await tx.delete(documentTypeRegionFees).where(eq(documentTypeRegionFees.id, id));
  },
};
