import { sheetTotals } from '@cri/shared/rules/payments';
import { and, eq } from 'drizzle-orm';
import {
  paymentDetails,
  paymentLines,
  paymentTechnicalSheets,
  procedurePaymentParameters,
  type StoredParcel,
} from '../../db/schema/payments.ts';
import type { TestApp } from '../../test/test-app.ts';

/** A submitted sheet of a payment request of a file (procedure 3), written directly; the routes are tested in payments.test.ts. */
export async function insertPaymentRequest(
  t: TestApp,
  opts: { projectId: number; regionId: number; landReference: string; at: Date },
): Promise<{ detailId: number; sheetId: number; lineIds: number[] }> {
  const db = t.database.db;
  const parameters = await db
    .select()
    .from(procedurePaymentParameters)
    .where(and(eq(procedurePaymentParameters.regionId, opts.regionId), eq(procedurePaymentParameters.procedureId, 3)));
  const [detail] = await db
    .insert(paymentDetails)
    .values({ projectId: opts.projectId, procedureId: 3, status: 'ENROLLED', createdAt: opts.at, enrolledAt: opts.at })
    .returning({ id: paymentDetails.id });
  if (!detail) throw new Error('insert failed');
  const zero = sheetTotals([]);
  const parcel: StoredParcel = {
    ...zero,
    landReference: opts.landReference,
    landType: 'Terrain titré',
    establishmentType: 'NONE',
    establishmentName: '',
    subdivisionAuthorisationExists: false,
    subdivisionAuthorisationReference: '',
    landArea: 100_000,
    coveredFloorArea: 50_000,
    allLevelFloorArea: 50_000,
  };
  const [sheet] = await db
    .insert(paymentTechnicalSheets)
    .values({
      paymentDetailId: detail.id,
      status: 'SUBMITTED',
      parcels: [parcel],
      totals: sheetTotals([parcel]),
      investorValidatedAt: opts.at,
      createdAt: opts.at,
      updatedAt: opts.at,
    })
    .returning({ id: paymentTechnicalSheets.id });
  const lines = await db
    .insert(paymentLines)
    .values(
      parameters.map((p) => ({
        paymentDetailId: detail.id,
        administrationId: p.administrationId,
        acceptsOnlinePayment: true,
        status: 'PENDING_EVALUATION' as const,
      })),
    )
    .returning({ id: paymentLines.id });
  return { detailId: detail.id, sheetId: sheet?.id ?? 0, lineIds: lines.map((l) => l.id) };
}
