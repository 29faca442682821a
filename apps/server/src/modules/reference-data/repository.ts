import type { ChoiceListName } from '@cri/shared/enums/reference-data';
import type {
  TAdministration,
  TAdministrationsQuery,
  TAdministrationType,
  TChoiceItem,
  TCommune,
  TProvince,
  TRegion,
  TRegionalCentre,
  TRegionParameters,
  TSector,
  TVocation,
} from '@cri/shared/schemas/reference-data';
import { and, asc, eq, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  administrations,
  administrationTypes,
  choiceListItems,
  communes,
  provinces,
  regionalCentres,
  regionParameters,
  regions,
  sectors,
  vocations,
} from '../../db/schema.ts';

/**
 * Reference reads: small tables, selecting only the columns the API returns. Names are sorted by the
 * service with a French collator, since the database collation differs between PGlite and servers.
 */

export async function findRegions(db: DbOrTx, opts: { deployedOnly: boolean }): Promise<TRegion[]> {
  return db
    .select({ id: regions.id, code: regions.code, nameFr: regions.nameFr, nameAr: regions.nameAr, deployed: regions.deployed })
    .from(regions)
    .where(opts.deployedOnly ? eq(regions.deployed, true) : undefined)
    .orderBy(asc(regions.id));
}

export async function findRegion(db: DbOrTx, id: number): Promise<TRegion | undefined> {
  const [row] = await db.select().from(regions).where(eq(regions.id, id));
  return row;
}

export async function findProvinces(db: DbOrTx, opts: { regionId?: number; deployedOnly: boolean }): Promise<TProvince[]> {
  const conditions: SQL[] = [];
  if (opts.regionId !== undefined) conditions.push(eq(provinces.regionId, opts.regionId));
  if (opts.deployedOnly) conditions.push(eq(regions.deployed, true));
  return db
    .select({
      id: provinces.id,
      code: provinces.code,
      regionId: provinces.regionId,
      nameFr: provinces.nameFr,
      nameAr: provinces.nameAr,
      kind: provinces.kind,
      category: provinces.category,
    })
    .from(provinces)
    .innerJoin(regions, eq(regions.id, provinces.regionId))
    .where(and(...conditions))
    .orderBy(asc(provinces.id));
}

export async function findCommunes(
  db: DbOrTx,
  opts: { regionId?: number; provinceId?: number; rokhas?: boolean; gir?: boolean } = {},
): Promise<TCommune[]> {
  const conditions: SQL[] = [];
  if (opts.regionId !== undefined) conditions.push(eq(communes.regionId, opts.regionId));
  if (opts.provinceId !== undefined) conditions.push(eq(communes.provinceId, opts.provinceId));
  if (opts.rokhas) conditions.push(eq(communes.rokhas, true));
  if (opts.gir) conditions.push(eq(communes.gir, true));
  return db
    .select({
      id: communes.id,
      code: communes.code,
      provinceId: communes.provinceId,
      regionId: communes.regionId,
      nameFr: communes.nameFr,
      nameAr: communes.nameAr,
      kind: communes.kind,
      rokhas: communes.rokhas,
      gir: communes.gir,
    })
    .from(communes)
    .where(and(...conditions))
    .orderBy(asc(communes.id));
}

export async function findChoiceItems(db: DbOrTx, listName?: ChoiceListName): Promise<TChoiceItem[]> {
  return db
    .select({
      id: choiceListItems.id,
      listName: choiceListItems.listName,
      code: choiceListItems.code,
      labelFr: choiceListItems.labelFr,
      labelAr: choiceListItems.labelAr,
      parentId: choiceListItems.parentId,
      groupCode: choiceListItems.groupCode,
      isDefault: choiceListItems.isDefault,
      sortOrder: choiceListItems.sortOrder,
    })
    .from(choiceListItems)
    .where(listName ? eq(choiceListItems.listName, listName) : undefined)
    .orderBy(asc(choiceListItems.listName), asc(choiceListItems.sortOrder), asc(choiceListItems.id));
}

export async function findRegionParameters(db: DbOrTx): Promise<TRegionParameters[]> {
  return db.select().from(regionParameters).orderBy(asc(regionParameters.regionId));
}

export async function findVocations(db: DbOrTx): Promise<TVocation[]> {
  return db
    .select({ id: vocations.id, code: vocations.code, labelFr: vocations.labelFr, labelAr: vocations.labelAr })
    .from(vocations)
    .orderBy(asc(vocations.sortOrder), asc(vocations.id));
}

export async function findRegionalCentre(db: DbOrTx, regionId: number): Promise<TRegionalCentre | undefined> {
  const [row] = await db.select().from(regionalCentres).where(eq(regionalCentres.regionId, regionId));
  return row;
}

export async function findSectors(db: DbOrTx): Promise<TSector[]> {
  return db
    .select({
      id: sectors.id,
      parentId: sectors.parentId,
      level: sectors.level,
      code: sectors.code,
      nameFr: sectors.nameFr,
      nameAr: sectors.nameAr,
    })
    .from(sectors)
    .orderBy(asc(sectors.sortOrder), asc(sectors.id));
}

/** Which administrations a list holds; every condition given must hold. */
export interface AdministrationFilter {
  /** Exactly this region's (`null`: the national ones, which have no region). */
  regionId?: number | null;
  /** The administrations of a region, whichever region (true) or none (false: national). */
  regional?: boolean;
  /** This region's and the national ones. */
  regionOrNational?: number;
  typeId?: number;
  typeCode?: TAdministrationsQuery['typeCode'];
  /** Only those sitting in every commission of their region (GET /administration/permanents). */
  permanent?: true;
}

export async function findAdministrationsWhere(db: DbOrTx, filter: AdministrationFilter): Promise<TAdministration[]> {
  const conditions: (SQL | undefined)[] = [
    filter.regionId === undefined
      ? undefined
      : filter.regionId === null
        ? isNull(administrations.regionId)
        : eq(administrations.regionId, filter.regionId),
    filter.regional === undefined
      ? undefined
      : filter.regional
        ? isNotNull(administrations.regionId)
        : isNull(administrations.regionId),
    filter.regionOrNational === undefined
      ? undefined
      : or(isNull(administrations.regionId), eq(administrations.regionId, filter.regionOrNational)),
    filter.typeId === undefined ? undefined : eq(administrations.typeId, filter.typeId),
    filter.typeCode === undefined ? undefined : eq(administrationTypes.code, filter.typeCode),
    filter.permanent ? eq(administrations.permanent, true) : undefined,
    // An archived administration (back-office, decision 085) keeps its records but is offered for nothing new.
    eq(administrations.archived, false),
  ];
  return db
    .select({
      id: administrations.id,
      code: administrations.code,
      typeCode: administrationTypes.code,
      typeId: administrations.typeId,
      regionId: administrations.regionId,
      nameFr: administrations.nameFr,
      nameAr: administrations.nameAr,
    })
    .from(administrations)
    .innerJoin(administrationTypes, eq(administrationTypes.id, administrations.typeId))
    .where(and(...conditions))
    .orderBy(asc(administrations.id));
}

/** A region's administrations together with the national ones (no region). */
export function findAdministrations(db: DbOrTx, query: TAdministrationsQuery): Promise<TAdministration[]> {
  return findAdministrationsWhere(db, {
    ...(query.regionId === undefined ? {} : { regionOrNational: query.regionId }),
    ...(query.typeCode ? { typeCode: query.typeCode } : {}),
  });
}

export function findAdministrationTypes(db: DbOrTx): Promise<TAdministrationType[]> {
  return db
    .select({
      id: administrationTypes.id,
      code: administrationTypes.code,
      nameFr: administrationTypes.nameFr,
      nameAr: administrationTypes.nameAr,
    })
    .from(administrationTypes)
    .orderBy(asc(administrationTypes.id));
}
