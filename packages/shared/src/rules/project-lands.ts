import { FUNDAMENTAL_REFERENCE_TYPE_IDS as REF } from '../enums/reference-data.ts';
import type { TFieldError } from '../errors.ts';
import {
  LAND_COVER_DOCUMENT_MAX_LENGTH,
  LAND_REGISTRY_MAX_LENGTH,
  LAND_REQUISITION_NUMBER_MAX_LENGTH,
  LAND_SPECIAL_INDEX_MAX_LENGTH,
  LAND_TITLE_INDEX_MAX_LENGTH,
  LAND_TITLE_NUMBER_MAX,
  PARCEL_SURFACE_MAX_M2,
} from '../limits.ts';
import type { TLand } from '../schemas/project-infos.ts';

const V = 'projectInfos.validation';

export const emptyLand = (): TLand => ({
  legalStatusId: null,
  communeId: null,
  fundamentalReferenceTypeId: null,
  parcelSurface: null,
  covered: null,
  coverDocument: null,
  landRegistry: null,
  titleNumber: null,
  titleIndex: null,
  specialIndex: null,
  registrationRequisitionNumber: null,
});

const blankToNull = (v: string | null): string | null => (v === null || v.trim() === '' ? null : v.trim());

/**
 * Spec 2 §5 "irrelevant land fields cleared by type": a registry title keeps its registry, number and
 * indexes, a requisition its number only; no cover document unless the parcel is covered.
 */
export function clearIrrelevantLandFields(land: TLand): TLand {
  const type = land.fundamentalReferenceTypeId;
  const title = type === REF.REGISTRY_TITLE;
  return {
    ...land,
    coverDocument: land.covered === true ? blankToNull(land.coverDocument) : null,
    landRegistry: title ? blankToNull(land.landRegistry) : null,
    titleNumber: title ? land.titleNumber : null,
    titleIndex: title ? blankToNull(land.titleIndex) : null,
    specialIndex: title ? blankToNull(land.specialIndex) : null,
    registrationRequisitionNumber: type === REF.REQUISITION ? blankToNull(land.registrationRequisitionNumber) : null,
  };
}

const titleKey = (land: TLand): string | null => {
  if (land.fundamentalReferenceTypeId !== REF.REGISTRY_TITLE || land.titleNumber === null) return null;
  const norm = (v: string | null) => (v ?? '').trim().toUpperCase();
  return [land.titleNumber, norm(land.titleIndex), norm(land.landRegistry), norm(land.specialIndex)].join('|');
};

/**
 * Indexes of the registry-title lands whose titleNumber + titleIndex + landRegistry + specialIndex appear
 * more than once. Every member of a duplicate group is flagged, so the answer does not depend on order.
 */
export function duplicateTitleIndexes(lands: readonly TLand[]): number[] {
  const counts = new Map<string, number>();
  for (const land of lands) {
    const key = titleKey(land);
    if (key !== null) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return lands.flatMap((land, i) => {
    const key = titleKey(land);
    return key !== null && (counts.get(key) ?? 0) > 1 ? [i] : [];
  });
}

interface LandContext {
  complete: boolean;
  /** Allowed ids; when absent (the web before the options load) ids are not checked. */
  legalStatusIds?: readonly number[];
  communeIds?: readonly number[];
}

/** Field errors of the land rows (spec 2 §5 "Land rows"), paths `lands.{i}.{field}`. */
export function landIssues(lands: readonly TLand[], ctx: LandContext): TFieldError[] {
  const errors: TFieldError[] = [];
  lands.forEach((raw, i) => {
    const land = clearIrrelevantLandFields(raw);
    const add = (field: keyof TLand, key: string) => errors.push({ field: `lands.${i}.${field}`, messageKey: `${V}.${key}` });
    const requireValue = (field: keyof TLand) => {
      if (ctx.complete && (land[field] === null || land[field] === undefined)) add(field, 'required');
    };
    const maxLength = (
      field: 'coverDocument' | 'landRegistry' | 'titleIndex' | 'specialIndex' | 'registrationRequisitionNumber',
      max: number,
    ) => {
      if ((land[field] ?? '').length > max) add(field, 'tooLong');
    };
    requireValue('legalStatusId');
    if (land.legalStatusId !== null && ctx.legalStatusIds && !ctx.legalStatusIds.includes(land.legalStatusId))
      add('legalStatusId', 'choice');
    requireValue('communeId');
    if (land.communeId !== null && ctx.communeIds && !ctx.communeIds.includes(land.communeId)) add('communeId', 'choice');
    requireValue('fundamentalReferenceTypeId');
    const type = land.fundamentalReferenceTypeId;
    if (type !== null && type !== REF.REGISTRY_TITLE && type !== REF.REQUISITION) add('fundamentalReferenceTypeId', 'choice');
    requireValue('parcelSurface');
    if (land.parcelSurface !== null && !(land.parcelSurface > 0)) add('parcelSurface', 'positive');
    else if (land.parcelSurface !== null && land.parcelSurface > PARCEL_SURFACE_MAX_M2) add('parcelSurface', 'tooBig');
    requireValue('covered');
    if (land.covered === true) requireValue('coverDocument');
    maxLength('coverDocument', LAND_COVER_DOCUMENT_MAX_LENGTH);
    if (type === REF.REGISTRY_TITLE) {
      requireValue('landRegistry');
      maxLength('landRegistry', LAND_REGISTRY_MAX_LENGTH);
      requireValue('titleNumber');
      const n = land.titleNumber;
      if (n !== null && !Number.isInteger(n)) add('titleNumber', 'integer');
      else if (n !== null && n <= 0) add('titleNumber', 'positive');
      else if (n !== null && n > LAND_TITLE_NUMBER_MAX) add('titleNumber', 'tooBig');
      requireValue('titleIndex');
      maxLength('titleIndex', LAND_TITLE_INDEX_MAX_LENGTH);
      maxLength('specialIndex', LAND_SPECIAL_INDEX_MAX_LENGTH);
    }
    if (type === REF.REQUISITION) {
      requireValue('registrationRequisitionNumber');
      maxLength('registrationRequisitionNumber', LAND_REQUISITION_NUMBER_MAX_LENGTH);
    }
  });
  const cleared = lands.map(clearIrrelevantLandFields);
  for (const i of duplicateTitleIndexes(cleared))
    errors.push({ field: `lands.${i}.titleNumber`, messageKey: `${V}.duplicateTitle` });
  return errors;
}
