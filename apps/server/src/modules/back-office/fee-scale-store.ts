import { FEE_SCALES } from '@cri/shared/back-office/resources';
import type { FeeBasis } from '@cri/shared/rules/payments';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { feeScales } from '../../db/schema/payments.ts';
import { administrations, procedures } from '../../db/schema/reference-data.ts';
import { AppError } from '../../lib/app-error.ts';
import { administrationScale } from '../payments/service.ts';
import type { Body, ResourceStore, SelectBuilder } from './store.ts';

const dateOrNull = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const invalid = (field: string, messageKey: string) =>
  new AppError('VALIDATION_FAILED', { fieldErrors: [{ field, messageKey }] });

function values(body: Body) {
  return {
    administrationId: Number(body.administrationId),
    procedureId: Number(body.procedureId),
    labelFr: String(body.labelFr),
    labelAr: String(body.labelAr),
    basis: body.basis as FeeBasis,
    rateCentimes: Number(body.rateCentimes),
    fixedCentimes: typeof body.fixedCentimes === 'number' ? body.fixedCentimes : 0,
    officialDocument: String(body.officialDocument),
    validFrom: String(body.validFrom),
    validTo: dateOrNull(body.validTo),
  };
}

type Period = { validFrom: string; validTo: string | null };
const overlaps = (a: Period, b: Period): boolean =>
  a.validFrom <= (b.validTo ?? '9999-12-31') && b.validFrom <= (a.validTo ?? '9999-12-31');

/**
 * A row the fees can use (decision 064): its administration and procedure exist, it ends after it starts, and no
 * other row of the same administration, procedure and basis is in force on any of its days (the fees would add
 * both). The table is locked so two writers cannot each pass the check.
 */
async function check(tx: DbOrTx, row: ReturnType<typeof values>, id?: number) {
  if (row.validTo !== null && row.validTo < row.validFrom) throw invalid('validTo', 'backOffice.errors.endBeforeStart');
  await tx.execute(sql`lock table ${feeScales} in share row exclusive mode`);
  const [procedure] = await tx.select({ id: procedures.id }).from(procedures).where(eq(procedures.id, row.procedureId));
  if (!procedure) throw invalid('procedureId', 'backOffice.errors.unknownProcedure');
  // Through the payments service: the rows as the fees read them.
  const scale = await administrationScale(tx, row.administrationId, row.procedureId);
  if (!scale) throw invalid('administrationId', 'backOffice.errors.unknownAdministration');
  if (scale.some((other) => other.id !== id && other.basis === row.basis && overlaps(other, row))) {
    throw new AppError('CONFLICT', { fieldErrors: [{ field: 'validFrom', messageKey: 'backOffice.errors.scaleOverlap' }] });
  }
}

/** Urban-agency fee scales (spec 3 §3), managed by the national content manager; read by payments. */
export const feeScaleStore: ResourceStore = {
  decl: FEE_SCALES,
  idColumn: feeScales.id,
  columns: {
    administrationId: feeScales.administrationId,
    procedureId: feeScales.procedureId,
    labelFr: feeScales.labelFr,
    labelAr: feeScales.labelAr,
    basis: feeScales.basis,
    rateCentimes: feeScales.rateCentimes,
    fixedCentimes: feeScales.fixedCentimes,
    officialDocument: feeScales.officialDocument,
    validFrom: feeScales.validFrom,
    validTo: feeScales.validTo,
    administrationNameFr: sql<string>`(select a.name_fr from ${administrations} a where a.id = ${feeScales.administrationId})`,
    procedureNameFr: sql<string>`(select p.name_fr from ${procedures} p where p.id = ${feeScales.procedureId})`,
  },
  select: (db, selection) => db.select(selection).from(feeScales).$dynamic() as unknown as SelectBuilder,
  async insert(_ctx, tx, body) {
    const row = values(body);
    await check(tx, row);
    const [created] = await tx.insert(feeScales).values(row).returning({ id: feeScales.id });
    if (!created) throw new AppError('INTERNAL');
    return created.id;
  },
  async update(_ctx, tx, id, body) {
    const row = values(body);
    await check(tx, row, id);
    await tx.update(feeScales).set(row).where(eq(feeScales.id, id));
  },
  // A line's fees copy the rows they used (amounts and labels): deleting a scale changes no fixed fee.
  async hardDelete(tx, id) {
    await tx.delete(feeScales).where(eq(feeScales.id, id));
  },
};
