import { followUpDeadline } from '@cri/shared/rules/follow-up-actions';
import { platformToday } from '@cri/shared/rules/morocco-clock';
import { sheetTotals } from '@cri/shared/rules/payments';
import { addWorkingDays } from '@cri/shared/rules/working-days';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { advisors, users } from '../db/schema/accounts.ts';
import { commissions } from '../db/schema/commission.ts';
import { followUpActions } from '../db/schema/follow-up-actions.ts';
import {
  paymentDetails,
  paymentLines,
  paymentTechnicalSheets,
  procedurePaymentParameters,
  type StoredParcel,
} from '../db/schema/payments.ts';
import { projectLands } from '../db/schema/project-infos.ts';
import { projects } from '../db/schema/projects.ts';
import { insertProjectWithPhases } from './demo-projects.ts';

const REFERENCE = 'CRI-DEMO-PAY-02-001';
const NAME = 'Unité de conditionnement Berrechid';

/**
 * A Casablanca-Settat file whose building-permit fees are being settled (issue 16): the advisor's payment
 * request sent, the investor's technical sheet submitted, awaiting the urban agency's and the commune's
 * evaluation. Idempotent (its reference).
 */
export async function seedDemoPayment(db: Db, opts: { now?: Date } = {}): Promise<boolean> {
  const [existing] = await db.select({ id: projects.id }).from(projects).where(eq(projects.reference, REFERENCE));
  if (existing) return false;
  const now = opts.now ?? new Date();
  const today = platformToday(now);
  const day = (workingDaysAgo: number) => new Date(`${addWorkingDays(today, -workingDaysAgo)}T10:00:00Z`);
  const [investor] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'investisseur@demo.cri.ma'));
  const [advisor] = await db
    .select({ id: advisors.id, userId: users.id })
    .from(advisors)
    .innerJoin(users, eq(users.id, advisors.userId))
    .where(eq(users.username, 'conseiller.casa@demo.cri.ma'));
  const parameters = await db
    .select()
    .from(procedurePaymentParameters)
    .where(and(eq(procedurePaymentParameters.regionId, 2), eq(procedurePaymentParameters.procedureId, 3)));
  if (!investor || !advisor || parameters.length === 0) return false;
  const sessionDay = day(15);
  const projectId = await insertProjectWithPhases(db, {
    name: NAME,
    regionId: 2,
    userId: investor.id,
    reference: REFERENCE,
    createdAt: day(35),
    phases: [
      { title: 'IN_REVIEW', at: day(33) },
      { title: 'FILLED', at: day(28) },
      { title: 'SHARED_TO_CRUI_MEMBERS', at: day(25) },
      { title: 'SCHEDULED', at: day(20) },
      { title: 'REVIEWED_IN_CRUI', at: sessionDay },
    ],
    procedureIds: [3],
    procedureState: 'ACCEPTED',
    advisorId: advisor.id,
    cruiDate: platformToday(sessionDay),
    sharedWith: parameters.map((p) => p.administrationId),
  });
  await db
    .insert(projectLands)
    .values({ projectId, position: 0, covered: true, titleNumber: 48213, titleIndex: 'C', parcelSurface: 5200 });
  await db.insert(commissions).values({
    projectId,
    kind: 'INITIAL_DECISION',
    commissionDate: platformToday(sessionDay),
    choice: 'FAVORABLE',
    decidedBy: advisor.userId,
    decidedAt: sessionDay,
  });
  const requestedAt = day(8);
  const [fua] = await db
    .insert(followUpActions)
    .values({
      projectId,
      procedureId: 3,
      type: 'PAYMENT',
      recipient: 'INVESTOR',
      visibleToInvestor: true,
      stepTitle: 'Paiement des prestations du permis de construire',
      delayDays: 15,
      deadline: followUpDeadline(requestedAt, 15),
      createdBy: advisor.userId,
      createdAt: requestedAt,
      updatedAt: requestedAt,
    })
    .returning({ id: followUpActions.id });
  const [detail] = await db
    .insert(paymentDetails)
    .values({
      projectId,
      procedureId: 3,
      followUpActionId: fua?.id ?? null,
      status: 'ENROLLED',
      createdBy: advisor.userId,
      createdAt: requestedAt,
      enrolledAt: requestedAt,
    })
    .returning({ id: paymentDetails.id });
  if (!detail) return false;
  const parcel: StoredParcel = {
    landReference: 'TF 48213/C',
    landType: 'Terrain titré, zone industrielle',
    establishmentType: 'NONE',
    establishmentName: '',
    subdivisionAuthorisationExists: false,
    subdivisionAuthorisationReference: '',
    landArea: 520_000,
    finishedTransferableArea: 0,
    transferableArea: 0,
    additionalTransferableArea: 0,
    additionalBuiltArea: 0,
    coveredFloorArea: 310_000,
    builtArea: 310_000,
    uncoveredArea: 210_000,
    areaToDetach: 0,
    temporaryArea: 0,
    openAirArea: 40_000,
    allLevelFloorArea: 365_050,
    facadeLength: 8_000,
    developmentCost: 45_000_000,
    sanitationCost: 12_000_000,
    electricityCost: 18_500_000,
    waterCost: 6_000_000,
    phoneCost: 1_500_000,
    landValue: 780_000_000,
  };
  const submittedAt = day(3);
  await db.insert(paymentTechnicalSheets).values({
    paymentDetailId: detail.id,
    status: 'SUBMITTED',
    parcels: [parcel],
    totals: sheetTotals([parcel]),
    investorValidatedAt: submittedAt,
    investorValidatedBy: investor.id,
    createdAt: day(5),
    updatedAt: submittedAt,
  });
  await db.insert(paymentLines).values(
    parameters.map((p) => ({
      paymentDetailId: detail.id,
      administrationId: p.administrationId,
      acceptsOnlinePayment: p.acceptsOnlinePayment,
      status: 'PENDING_EVALUATION' as const,
    })),
  );
  return true;
}
