import { z } from 'zod';
import {
  ADMINISTRATION_TYPE_CODES,
  CHOICE_LIST_NAMES,
  COMMUNE_KINDS,
  PROVINCE_CATEGORIES,
  PROVINCE_KINDS,
  SECTOR_LEVELS,
} from '../enums/reference-data.ts';
import { SECTOR_COMPONENT_TITLE_CODES } from '../rules/project-form.ts';

/** Contracts of the reference-data endpoints (spec 1 §7 "app start loads"). */

const ZId = z.coerce.number().int().positive().max(2_147_483_647);
/** `?all=true` widens a list to the regions not yet deployed. */
const ZAllFlag = z.stringbool().optional();

export const ZRegion = z.object({
  id: z.number().int(),
  code: z.string(),
  nameFr: z.string(),
  nameAr: z.string(),
  deployed: z.boolean(),
});
export type TRegion = z.infer<typeof ZRegion>;

export const ZProvince = z.object({
  id: z.number().int(),
  code: z.string(),
  regionId: z.number().int(),
  nameFr: z.string(),
  nameAr: z.string(),
  kind: z.enum(PROVINCE_KINDS),
  category: z.enum(PROVINCE_CATEGORIES),
});
export type TProvince = z.infer<typeof ZProvince>;

export const ZCommune = z.object({
  id: z.number().int(),
  code: z.string(),
  provinceId: z.number().int(),
  regionId: z.number().int(),
  nameFr: z.string(),
  nameAr: z.string(),
  kind: z.enum(COMMUNE_KINDS),
  /** The Rokhas e-permit platform handles building permits of this commune. */
  rokhas: z.boolean(),
  /** The commune is on the land-information team's list. */
  gir: z.boolean(),
});
export type TCommune = z.infer<typeof ZCommune>;

export const ZChoiceItem = z.object({
  id: z.number().int(),
  listName: z.enum(CHOICE_LIST_NAMES),
  code: z.string(),
  labelFr: z.string(),
  labelAr: z.string(),
  /** The item this one depends on (a job's legal-form family, a legal form's family). */
  parentId: z.number().int().nullable(),
  /** Nationality group of a nationality, or the group an identity document is allowed for. */
  groupCode: z.string().nullable(),
  /** The preselected item of the list (the Moroccan nationality). */
  isDefault: z.boolean(),
  sortOrder: z.number().int(),
});
export type TChoiceItem = z.infer<typeof ZChoiceItem>;

export const ZChoicesQuery = z.object({ name: z.enum(CHOICE_LIST_NAMES).optional() });
export type TChoicesQuery = z.infer<typeof ZChoicesQuery>;
/** GET /choices: `{ [listName]: items }`, items in display order. */
export const ZChoicesResponse = z.partialRecord(z.enum(CHOICE_LIST_NAMES), z.array(ZChoiceItem));
export type TChoicesResponse = z.infer<typeof ZChoicesResponse>;

export const ZRegionParameters = z.object({
  regionId: z.number().int(),
  /** 1 = Monday … 5 = Friday. */
  commissionDay: z.number().int().min(1).max(5),
  /** "HH:MM", local time of the region. */
  slotStartTime: z.string(),
  slotEndTime: z.string(),
  minutesPerFile: z.number().int().positive(),
});
export type TRegionParameters = z.infer<typeof ZRegionParameters>;

export const ZServerDate = z.object({
  /** ISO 8601 instant of the server clock. */
  now: z.string(),
  /** Calendar date in the platform time zone, YYYY-MM-DD. */
  today: z.string(),
  timeZone: z.string(),
});
export type TServerDate = z.infer<typeof ZServerDate>;

export const ZCommunesQuery = z.object({ regionId: ZId.optional(), provinceId: ZId.optional() });
export type TCommunesQuery = z.infer<typeof ZCommunesQuery>;

export const ZVocation = z.object({ id: z.number().int(), code: z.string(), labelFr: z.string(), labelAr: z.string() });
export type TVocation = z.infer<typeof ZVocation>;

export const ZRegionsQuery = z.object({ all: ZAllFlag });
export type TRegionsQuery = z.infer<typeof ZRegionsQuery>;

export const ZProvincesQuery = z.object({ regionId: ZId.optional(), all: ZAllFlag });
export type TProvincesQuery = z.infer<typeof ZProvincesQuery>;

export const ZRegionIdQuery = z.object({ regionId: ZId });
export type TRegionIdQuery = z.infer<typeof ZRegionIdQuery>;

/**
 * GET /infos-cri/project: the regional investment centre of a region, with its director and opening hours
 * (Monday to Friday, HH:mm) as regional support enters them (decision 064); each is null until entered.
 */
export const ZRegionalCentre = z.object({
  regionId: z.number().int(),
  nameFr: z.string(),
  nameAr: z.string(),
  addressFr: z.string(),
  addressAr: z.string(),
  phone: z.string(),
  fax: z.string().nullable(),
  email: z.string(),
  website: z.string(),
  directorNameFr: z.string().nullable(),
  directorNameAr: z.string().nullable(),
  directorPhone: z.string().nullable(),
  openingTime: z.string().nullable(),
  closingTime: z.string().nullable(),
});
export type TRegionalCentre = z.infer<typeof ZRegionalCentre>;

export const ZSector = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  level: z.enum(SECTOR_LEVELS),
  code: z.string(),
  nameFr: z.string(),
  nameAr: z.string(),
});
export type TSector = z.infer<typeof ZSector>;

export const ZAdministrationsQuery = z.object({
  regionId: ZId.optional(),
  typeCode: z.enum(ADMINISTRATION_TYPE_CODES).optional(),
});
export type TAdministrationsQuery = z.infer<typeof ZAdministrationsQuery>;

export const ZAdministration = z.object({
  id: z.number().int(),
  code: z.string(),
  typeCode: z.enum(ADMINISTRATION_TYPE_CODES),
  /** The type's id (GET /administration-type), for GET /administration?typeId. */
  typeId: z.number().int(),
  /** null for a national administration. */
  regionId: z.number().int().nullable(),
  nameFr: z.string(),
  nameAr: z.string(),
});
export type TAdministration = z.infer<typeof ZAdministration>;

/** GET /administration?regionId&typeId (spec 2 §7, 3 §7): the administrations of one region, of one type. */
export const ZAdministrationByIdsQuery = z.object({
  regionId: ZId.optional(),
  typeId: ZId.optional(),
});
export type TAdministrationByIdsQuery = z.infer<typeof ZAdministrationByIdsQuery>;

/** GET /administration/region: the regional administrations, of every region unless one is named. */
export const ZRegionalAdministrationsQuery = z.object({ regionId: ZId.optional() });
export type TRegionalAdministrationsQuery = z.infer<typeof ZRegionalAdministrationsQuery>;

/** GET /administration-type (spec 3 §3). */
export const ZAdministrationType = z.object({
  id: z.number().int(),
  code: z.enum(ADMINISTRATION_TYPE_CODES),
  nameFr: z.string(),
  nameAr: z.string(),
});
export type TAdministrationType = z.infer<typeof ZAdministrationType>;

/**
 * GET /components (spec 2 §7): the titles a sector component of the project form may take, each with the unit its
 * `unitNumber` counts (beds, dwellings, classrooms) or null when it counts none.
 */
export const ZSectorComponentTitle = z.object({
  code: z.enum(SECTOR_COMPONENT_TITLE_CODES),
  unit: z.enum(['beds', 'dwellings', 'classrooms']).nullable(),
});
export type TSectorComponentTitle = z.infer<typeof ZSectorComponentTitle>;
