import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { administrations, communes, provinces } from '../../db/schema/reference-data.ts';
import { AppError } from '../../lib/app-error.ts';

/** The ids of an `ids` field as sent (the shared schema already checked they are positive integers). */
export const idsOf = (v: unknown): number[] =>
  Array.isArray(v) ? [...new Set(v.filter((x): x is number => typeof x === 'number'))].sort((a, b) => a - b) : [];

const outside = (field: string, messageKey: string) =>
  new AppError('VALIDATION_FAILED', { fieldErrors: [{ field, messageKey }] });

/**
 * Provinces of a record must be provinces of its region (decision 087): none without a region. 422 on the
 * field otherwise, with the message the form shows under it.
 */
export async function checkProvinces(tx: DbOrTx, field: string, ids: number[], regionId: number | null): Promise<void> {
  if (ids.length === 0) return;
  if (regionId === null) throw outside(field, 'backOffice.errors.outsideRegion');
  const found = await tx
    .select({ id: provinces.id })
    .from(provinces)
    .where(and(inArray(provinces.id, ids), eq(provinces.regionId, regionId)));
  if (found.length !== ids.length) throw outside(field, 'backOffice.errors.outsideRegion');
}

/**
 * Communes must be of the record's region and, when provinces are chosen, of one of them (the form offers the
 * communes of the chosen provinces).
 */
export async function checkCommunes(
  tx: DbOrTx,
  field: string,
  ids: number[],
  regionId: number | null,
  provinceIds: number[],
): Promise<void> {
  if (ids.length === 0) return;
  if (regionId === null) throw outside(field, 'backOffice.errors.outsideRegion');
  const found = await tx
    .select({ id: communes.id, provinceId: communes.provinceId })
    .from(communes)
    .where(and(inArray(communes.id, ids), eq(communes.regionId, regionId)));
  if (found.length !== ids.length) throw outside(field, 'backOffice.errors.outsideRegion');
  if (provinceIds.length > 0 && found.some((c) => !provinceIds.includes(c.provinceId)))
    throw outside(field, 'backOffice.errors.communeOutsideProvinces');
}

/**
 * A CRUI member's administration (decision 087): an administration of the member's region, not archived — or
 * the one it already had (an archived administration stays on the members that name it).
 */
export async function checkMemberAdministration(
  tx: DbOrTx,
  administrationId: number | null,
  regionId: number,
  current: number | null,
): Promise<void> {
  if (administrationId === null || administrationId === current) return;
  const [row] = await tx
    .select({ regionId: administrations.regionId, archived: administrations.archived })
    .from(administrations)
    .where(eq(administrations.id, administrationId));
  if (!row || row.archived || row.regionId !== regionId)
    throw outside('administrationId', 'backOffice.errors.administrationOutsideRegion');
}
