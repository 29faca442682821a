import { ADMINISTRATION_TYPES, ADMINISTRATIONS } from '@cri/shared/back-office/resources';
import type { GeographicCompetence } from '@cri/shared/enums/reference-data';
import { eq, sql } from 'drizzle-orm';
import { administrations, administrationTypes } from '../../db/schema/reference-data.ts';
import { AppError } from '../../lib/app-error.ts';
import { clearReferenceDataCache } from '../reference-data/reference-cache.ts';
import { checkCommunes, checkProvinces, idsOf } from './geography-checks.ts';
import { type Body, nextCodedId, type ResourceStore, type SelectBuilder } from './store.ts';

const textOrNull = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
const invalid = (field: string, messageKey: string) =>
  new AppError('VALIDATION_FAILED', { fieldErrors: [{ field, messageKey }] });

/** Never called: the declaration offers no creation (the types are the fixed kinds the rules know). */
const noInsert = async (): Promise<number> => {
  throw new AppError('NOT_FOUND');
};

/** Administration types (decision 085): names, geographic competence and description; read by the reference lists. */
export const administrationTypeStore: ResourceStore = {
  decl: ADMINISTRATION_TYPES,
  idColumn: administrationTypes.id,
  columns: {
    code: administrationTypes.code,
    nameFr: administrationTypes.nameFr,
    nameAr: administrationTypes.nameAr,
    geographicCompetence: administrationTypes.geographicCompetence,
    descriptionFr: administrationTypes.descriptionFr,
    descriptionAr: administrationTypes.descriptionAr,
  },
  afterChange: clearReferenceDataCache,
  select: (db, selection) => db.select(selection).from(administrationTypes).$dynamic() as unknown as SelectBuilder,
  insert: noInsert,
  async update(_ctx, tx, id, body: Body) {
    await tx
      .update(administrationTypes)
      .set({
        nameFr: String(body.nameFr),
        nameAr: String(body.nameAr),
        geographicCompetence: body.geographicCompetence as GeographicCompetence,
        descriptionFr: textOrNull(body.descriptionFr),
        descriptionAr: textOrNull(body.descriptionAr),
      })
      .where(eq(administrationTypes.id, id));
  },
};

/** Ids the seed does not use (it fixes national 1-99 and region × 100 + rank): created ones start here. */
const FIRST_CREATED_ID = 100_000;

/** A row the commissions can use: its type exists, and only a regional administration is permanent there. */
async function values(tx: Parameters<ResourceStore['update']>[1], body: Body) {
  const typeId = Number(body.typeId);
  const regionId = typeof body.regionId === 'number' ? body.regionId : null;
  const permanent = body.permanent === true;
  const [type] = await tx
    .select({ id: administrationTypes.id })
    .from(administrationTypes)
    .where(eq(administrationTypes.id, typeId));
  if (!type) throw invalid('typeId', 'backOffice.errors.unknownAdministrationType');
  if (permanent && regionId === null) throw invalid('permanent', 'backOffice.errors.permanentNeedsRegion');
  const provinceIds = idsOf(body.provinceIds);
  const communeIds = idsOf(body.communeIds);
  await checkProvinces(tx, 'provinceIds', provinceIds, regionId);
  await checkCommunes(tx, 'communeIds', communeIds, regionId, provinceIds);
  return {
    provinceIds,
    communeIds,
    nameFr: String(body.nameFr),
    nameAr: String(body.nameAr),
    typeId,
    regionId,
    permanent,
    archived: body.archived === true,
  };
}

/**
 * Administrations (spec 3 §3, decision 085), managed by the national content manager: commissions, sharing, fee
 * scales and members point at them, so one in use is archived (kept for them, offered for nothing new).
 */
export const administrationStore: ResourceStore = {
  decl: ADMINISTRATIONS,
  idColumn: administrations.id,
  columns: {
    code: administrations.code,
    nameFr: administrations.nameFr,
    nameAr: administrations.nameAr,
    typeId: administrations.typeId,
    regionId: administrations.regionId,
    provinceIds: administrations.provinceIds,
    communeIds: administrations.communeIds,
    permanent: administrations.permanent,
    archived: administrations.archived,
    typeNameFr: sql<string>`(select t.name_fr from ${administrationTypes} t where t.id = ${administrations.typeId})`,
  },
  afterChange: clearReferenceDataCache,
  select: (db, selection) => db.select(selection).from(administrations).$dynamic() as unknown as SelectBuilder,
  async insert(_ctx, tx, body) {
    const row = await values(tx, body);
    const code = String(body.code).trim();
    const next = await nextCodedId(tx, administrations, administrations.id, administrations.code, code);
    const id = Math.max(next, FIRST_CREATED_ID);
    await tx.insert(administrations).values({ id, code, ...row });
    return id;
  },
  async update(_ctx, tx, id, body) {
    await tx
      .update(administrations)
      .set(await values(tx, body))
      .where(eq(administrations.id, id));
  },
  async hardDelete(tx, id) {
    await tx.delete(administrations).where(eq(administrations.id, id));
  },
  async archive(tx, id) {
    await tx.update(administrations).set({ archived: true, permanent: false }).where(eq(administrations.id, id));
  },
};
