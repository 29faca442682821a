import { type ChoiceListName, PLATFORM_TIME_ZONE } from '@cri/shared/enums/reference-data';
import { platformToday } from '@cri/shared/rules/morocco-clock';
import { SECTOR_COMPONENT_TITLE_CODES, SECTOR_COMPONENT_TITLES } from '@cri/shared/rules/project-form';
import type {
  TAdministration,
  TAdministrationByIdsQuery,
  TChoicesResponse,
  TCommune,
  TCommunesQuery,
  TProvince,
  TProvincesQuery,
  TRegion,
  TRegionalAdministrationsQuery,
  TRegionalCentre,
  TSectorComponentTitle,
  TServerDate,
} from '@cri/shared/schemas/reference-data';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './repository.ts';

const frenchOrder = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });
const byFrenchName = <T extends { nameFr: string; id: number }>(rows: T[]): T[] =>
  rows.sort((a, b) => frenchOrder.compare(a.nameFr, b.nameFr) || a.id - b.id);

export async function listChoices(db: DbOrTx, name?: ChoiceListName): Promise<TChoicesResponse> {
  const result: TChoicesResponse = {};
  for (const item of await repo.findChoiceItems(db, name)) {
    const list = result[item.listName] ?? [];
    list.push(item);
    result[item.listName] = list;
  }
  return result;
}

/** Only deployed regions are offered unless all regions are asked for (spec 1 §6). */
export function listRegions(db: DbOrTx, all = false): Promise<TRegion[]> {
  return repo.findRegions(db, { deployedOnly: !all });
}

/** A region outside the offered ones answers 404, like an unknown one. */
async function offeredRegion(db: DbOrTx, regionId: number, all: boolean): Promise<TRegion> {
  const region = await repo.findRegion(db, regionId);
  if (!region || (!all && !region.deployed)) throw new AppError('NOT_FOUND');
  return region;
}

export async function listProvinces(db: DbOrTx, query: TProvincesQuery): Promise<TProvince[]> {
  const all = query.all ?? false;
  if (query.regionId !== undefined) await offeredRegion(db, query.regionId, all);
  return byFrenchName(
    await repo.findProvinces(db, { deployedOnly: !all, ...(query.regionId ? { regionId: query.regionId } : {}) }),
  );
}

/** Communes of every region: an investor's address may lie outside the deployed regions. */
export async function listCommunes(db: DbOrTx, query: TCommunesQuery & { rokhas?: boolean; gir?: boolean }): Promise<TCommune[]> {
  return byFrenchName(await repo.findCommunes(db, query));
}

export async function getRegionalCentre(db: DbOrTx, regionId: number): Promise<TRegionalCentre> {
  const centre = await repo.findRegionalCentre(db, regionId);
  if (!centre) throw new AppError('NOT_FOUND');
  return centre;
}

/** The server clock, so the client can compute its offset; `today` is the calendar date in Morocco. */
export function serverDate(now: Date): TServerDate {
  return { now: now.toISOString(), today: platformToday(now), timeZone: PLATFORM_TIME_ZONE };
}

/** GET /administration?regionId&typeId: exactly that region's (national ones: /administration/national). */
export function administrationsByIds(db: DbOrTx, query: TAdministrationByIdsQuery): Promise<TAdministration[]> {
  return repo.findAdministrationsWhere(db, {
    ...(query.regionId === undefined ? {} : { regionId: query.regionId }),
    ...(query.typeId === undefined ? {} : { typeId: query.typeId }),
  });
}

export const nationalAdministrations = (db: DbOrTx): Promise<TAdministration[]> =>
  repo.findAdministrationsWhere(db, { regional: false });

export function regionalAdministrations(db: DbOrTx, query: TRegionalAdministrationsQuery): Promise<TAdministration[]> {
  return repo.findAdministrationsWhere(db, {
    regional: true,
    ...(query.regionId === undefined ? {} : { regionId: query.regionId }),
  });
}

/** GET /administration/permanents?regionId: the permanent administrations of a region (of every region without). */
export function permanentAdministrations(db: DbOrTx, query: TRegionalAdministrationsQuery): Promise<TAdministration[]> {
  return repo.findAdministrationsWhere(db, {
    regional: true,
    permanent: true,
    ...(query.regionId === undefined ? {} : { regionId: query.regionId }),
  });
}

// Plain reads the routes serve as they come from the repository.
export const listRegionParameters = repo.findRegionParameters;
export const listVocations = repo.findVocations;
export const listSectors = repo.findSectors;
export const listAdministrations = repo.findAdministrations;
export const listAdministrationTypes = repo.findAdministrationTypes;

/** GET /components: the sector component titles of the project form, with their unit (spec 2 §5, §7). */
export function listSectorComponentTitles(): TSectorComponentTitle[] {
  return SECTOR_COMPONENT_TITLE_CODES.map((code) => ({ code, unit: SECTOR_COMPONENT_TITLES[code] }));
}
