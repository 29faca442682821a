import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
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
import { insertMissingRows, upsertRows } from './upsert.ts';

const STATE_NAME = 'reference-data';

/**
 * Loads the reference data, idempotently, by stable ids: the rows the seed alone owns are upserted, the rows
 * the back-office owns once they exist are only added when missing (decision 095); the whole load is
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

    // Owned by the seed: upserted, a changed seed updates them.
    await upsertRows(tx, regions, content.regions, regions.id);
    await upsertRows(tx, provinces, content.provinces, provinces.id);
    await upsertRows(tx, communes, content.communes, communes.id);
    await upsertRows(tx, choiceListItems, content.choiceItems, choiceListItems.id);
    await upsertRows(tx, vocations, content.vocations, vocations.id);
    await upsertRows(tx, sectors, content.sectors, sectors.id);
    await upsertRows(tx, infoTypes, content.infoTypes, infoTypes.id);

    // Owned by the back-office once they exist: only the rows not there yet are added (decision 095).
    const knownProcedures = new Set((await tx.select({ id: procedures.id }).from(procedures)).map((p) => p.id));
    await insertMissingRows(tx, administrationTypes, content.administrationTypes, administrationTypes.id);
    await insertMissingRows(tx, administrations, content.administrations, administrations.id);
    await insertMissingRows(tx, regionParameters, content.regionParameters, regionParameters.regionId);
    await insertMissingRows(tx, regionalCentres, content.regionalCentres, regionalCentres.regionId);
    await insertMissingRows(tx, documentTypes, content.documentTypes, documentTypes.id);
    await insertMissingRows(tx, documentTypeRegionFees, content.documentTypeRegionFees, [
      documentTypeRegionFees.documentTypeId,
      documentTypeRegionFees.regionId,
    ]);
    await insertMissingRows(tx, procedures, content.procedures, procedures.id);
    // A new procedure comes with its requirement lists; an existing one keeps the lists the content manager set.
    const isNew = (row: { procedureId: number }) => !knownProcedures.has(row.procedureId);
    await insertMissingRows(tx, procedureDocumentTypes, content.procedureDocumentTypes.filter(isNew), [
      procedureDocumentTypes.procedureId,
      procedureDocumentTypes.documentTypeId,
    ]);
    await insertMissingRows(tx, procedureInfoTypes, content.procedureInfoTypes.filter(isNew), [
      procedureInfoTypes.procedureId,
      procedureInfoTypes.infoTypeId,
    ]);

    await tx
      .insert(referenceSeedState)
      .values({ name: STATE_NAME, hash })
      .onConflictDoUpdate({ target: referenceSeedState.name, set: { hash, seededAt: new Date() } });
  });
}
