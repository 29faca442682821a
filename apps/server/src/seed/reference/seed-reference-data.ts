import { createHash } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  administrations,
  administrationTypes,
  choiceListItems,
  communes,
  documentTypeRegionFees,
  documentTypes,
  infoTypes,
  procedureDocumentTypes,
  procedureInfoTypes,
  procedures,
  provinces,
  referenceSeedState,
  regionalCentres,
  regionParameters,
  regions,
  sectors,
  vocations,
} from '../../db/schema.ts';
import { buildReferenceContent } from './reference-content.ts';
import { upsertRows } from './upsert.ts';

const STATE_NAME = 'reference-data';

/**
 * Loads the reference data, idempotently: rows are upserted by their stable ids, and the whole load is
 * skipped when the hash of the seed content matches the one stored by the last load (the usual case at
 * start). Runs in one transaction under an advisory lock, so instances starting together load it once.
 * Rows dropped from the seed are left in place: accounts and projects may still refer to them.
 */
export async function seedReferenceData(db: Db): Promise<void> {
  const content = buildReferenceContent();
  const hash = createHash('sha256').update(JSON.stringify(content)).digest('hex');
  const storedHash = async (q: Pick<Db, 'select'>) =>
    (await q.select({ hash: referenceSeedState.hash }).from(referenceSeedState).where(eq(referenceSeedState.name, STATE_NAME)))[0]
      ?.hash;
  if ((await storedHash(db)) === hash) return;

  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('cri.seed.reference-data'))`);
    if ((await storedHash(tx)) === hash) return;

    await upsertRows(tx, regions, content.regions, regions.id);
    await upsertRows(tx, provinces, content.provinces, provinces.id);
    await upsertRows(tx, communes, content.communes, communes.id);
    await upsertRows(tx, choiceListItems, content.choiceItems, choiceListItems.id);
    await upsertRows(tx, vocations, content.vocations, vocations.id);
    await upsertRows(tx, administrationTypes, content.administrationTypes, administrationTypes.id);
    await upsertRows(tx, administrations, content.administrations, administrations.id);
    await upsertRows(tx, sectors, content.sectors, sectors.id);
    await upsertRows(tx, regionParameters, content.regionParameters, regionParameters.regionId);
    await upsertRows(tx, regionalCentres, content.regionalCentres, regionalCentres.regionId);
    await upsertRows(tx, documentTypes, content.documentTypes, documentTypes.id);
    await upsertRows(tx, documentTypeRegionFees, content.documentTypeRegionFees, [
      documentTypeRegionFees.documentTypeId,
      documentTypeRegionFees.regionId,
    ]);
    await upsertRows(tx, infoTypes, content.infoTypes, infoTypes.id);
    await upsertRows(tx, procedures, content.procedures, procedures.id);

    // The requirement lists belong to the seed alone: replace them wholesale so removed pieces disappear.
    const procedureIds = content.procedures.map((p) => p.id);
    await tx.delete(procedureDocumentTypes).where(inArray(procedureDocumentTypes.procedureId, procedureIds));
    await tx.delete(procedureInfoTypes).where(inArray(procedureInfoTypes.procedureId, procedureIds));
    await upsertRows(tx, procedureDocumentTypes, content.procedureDocumentTypes, [
      procedureDocumentTypes.procedureId,
      procedureDocumentTypes.documentTypeId,
    ]);
    await upsertRows(tx, procedureInfoTypes, content.procedureInfoTypes, [
      procedureInfoTypes.procedureId,
      procedureInfoTypes.infoTypeId,
    ]);

    await tx
      .insert(referenceSeedState)
      .values({ name: STATE_NAME, hash })
      .onConflictDoUpdate({ target: referenceSeedState.name, set: { hash, seededAt: new Date() } });
  });
}
