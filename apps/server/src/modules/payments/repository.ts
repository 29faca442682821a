import type { CollectableDocument } from '@cri/shared/rules/payments';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cruiMembers, users } from '../../db/schema/accounts.ts';
import { followUpActions } from '../../db/schema/follow-up-actions.ts';
import {
  feeScales,
  paymentCallbackEvents,
  paymentDetails,
  paymentLines,
  paymentTechnicalSheets,
  paymentTransactions,
  procedurePaymentParameters,
} from '../../db/schema/payments.ts';
import { projectLands } from '../../db/schema/project-infos.ts';
import { projects } from '../../db/schema/projects.ts';
import {
  administrations,
  documentTypeRegionFees,
  documentTypes,
  procedureDocumentTypes,
  procedures,
  regions,
} from '../../db/schema/reference-data.ts';

/** Payments' own tables (issue 16); other modules' records are read by id only, never written. */

export type DetailRow = typeof paymentDetails.$inferSelect;
export type SheetRow = typeof paymentTechnicalSheets.$inferSelect;
export type LineRow = typeof paymentLines.$inferSelect;
export type TransactionRow = typeof paymentTransactions.$inferSelect;

export async function projectFacts(db: DbOrTx, projectId: number) {
  const [row] = await db
    .select({
      id: projects.id,
      name: projects.name,
      reference: projects.reference,
      userId: projects.userId,
      regionId: projects.regionId,
      advisorId: projects.advisorId,
    })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row;
}

/** The open PAYMENT follow-up action of a procedure of a file: the advisor's request the detail answers. */
export async function openPaymentAction(db: DbOrTx, projectId: number, procedureId: number) {
  const [row] = await db
    .select({ id: followUpActions.id })
    .from(followUpActions)
    .where(
      and(
        eq(followUpActions.projectId, projectId),
        eq(followUpActions.procedureId, procedureId),
        eq(followUpActions.type, 'PAYMENT'),
        eq(followUpActions.status, 'OPEN'),
        isNull(followUpActions.deletedAt),
      ),
    )
    .orderBy(asc(followUpActions.id))
    .limit(1);
  return row;
}

export async function procedureOf(db: DbOrTx, procedureId: number) {
  const [row] = await db
    .select({
      id: procedures.id,
      nameFr: procedures.nameFr,
      nameAr: procedures.nameAr,
      investorTechnicalSheetDelay: procedures.investorTechnicalSheetDelay,
      validationAdministrationDelay: procedures.validationAdministrationDelay,
      investorPaymentDelay: procedures.investorPaymentDelay,
    })
    .from(procedures)
    .where(eq(procedures.id, procedureId));
  return row;
}

/** The administrations of a region paid for a procedure. */
export function parametersOf(db: DbOrTx, regionId: number, procedureId: number) {
  return db
    .select({
      administrationId: procedurePaymentParameters.administrationId,
      nameFr: administrations.nameFr,
      nameAr: administrations.nameAr,
      acceptsOnlinePayment: procedurePaymentParameters.acceptsOnlinePayment,
    })
    .from(procedurePaymentParameters)
    .innerJoin(administrations, eq(administrations.id, procedurePaymentParameters.administrationId))
    .where(and(eq(procedurePaymentParameters.regionId, regionId), eq(procedurePaymentParameters.procedureId, procedureId)))
    .orderBy(asc(administrations.id));
}

export async function administrationOf(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: administrations.id,
      nameFr: administrations.nameFr,
      nameAr: administrations.nameAr,
      regionId: administrations.regionId,
    })
    .from(administrations)
    .where(eq(administrations.id, id));
  return row;
}

export function scalesOf(db: DbOrTx, administrationId: number, procedureId?: number) {
  return db
    .select({ scale: feeScales, procedureNameFr: procedures.nameFr, procedureNameAr: procedures.nameAr })
    .from(feeScales)
    .innerJoin(procedures, eq(procedures.id, feeScales.procedureId))
    .where(
      and(
        eq(feeScales.administrationId, administrationId),
        procedureId === undefined ? undefined : eq(feeScales.procedureId, procedureId),
      ),
    )
    .orderBy(asc(feeScales.procedureId), asc(feeScales.validFrom), asc(feeScales.id));
}

export async function detailById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(paymentDetails).where(eq(paymentDetails.id, id));
  return row;
}

export function detailsOf(db: DbOrTx, projectId: number, procedureId?: number) {
  return db
    .select()
    .from(paymentDetails)
    .where(
      and(
        eq(paymentDetails.projectId, projectId),
        procedureId === undefined ? undefined : eq(paymentDetails.procedureId, procedureId),
      ),
    )
    .orderBy(asc(paymentDetails.id));
}

export async function detailOfProcedure(db: DbOrTx, projectId: number, procedureId: number) {
  const [row] = await db
    .select()
    .from(paymentDetails)
    .where(and(eq(paymentDetails.projectId, projectId), eq(paymentDetails.procedureId, procedureId)));
  return row;
}

export async function sheetOfDetail(db: DbOrTx, detailId: number) {
  const [row] = await db.select().from(paymentTechnicalSheets).where(eq(paymentTechnicalSheets.paymentDetailId, detailId));
  return row;
}

export async function sheetById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(paymentTechnicalSheets).where(eq(paymentTechnicalSheets.id, id));
  return row;
}

export function linesOf(db: DbOrTx, detailId: number) {
  return db
    .select({ line: paymentLines, nameFr: administrations.nameFr, nameAr: administrations.nameAr })
    .from(paymentLines)
    .innerJoin(administrations, eq(administrations.id, paymentLines.administrationId))
    .where(eq(paymentLines.paymentDetailId, detailId))
    .orderBy(asc(paymentLines.id));
}
export type LineWithNames = Awaited<ReturnType<typeof linesOf>>[number];

export async function lineById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(paymentLines).where(eq(paymentLines.id, id));
  return row;
}

export function transactionsOf(db: DbOrTx, detailId: number) {
  return db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.paymentDetailId, detailId))
    .orderBy(asc(paymentTransactions.id));
}

export async function transactionByReference(db: DbOrTx, reference: string) {
  const [row] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.reference, reference));
  return row;
}

/** Records a callback's message id; false when it was received before (a replay). */
export async function recordCallbackEvent(db: DbOrTx, input: { id: string; transactionReference: string; at: Date }) {
  const inserted = await db
    .insert(paymentCallbackEvents)
    .values({ id: input.id, transactionReference: input.transactionReference, receivedAt: input.at })
    .onConflictDoNothing()
    .returning({ id: paymentCallbackEvents.id });
  return inserted.length > 0;
}

export async function memberAdministrationId(db: DbOrTx, userId: number): Promise<number | null> {
  const [row] = await db.select({ id: cruiMembers.administrationId }).from(cruiMembers).where(eq(cruiMembers.userId, userId));
  return row?.id ?? null;
}

export function membersOfAdministration(db: DbOrTx, administrationId: number, regionId: number) {
  return db
    .select({ id: users.id, username: users.username, firstName: users.firstName })
    .from(cruiMembers)
    .innerJoin(users, eq(users.id, cruiMembers.userId))
    .where(and(eq(cruiMembers.administrationId, administrationId), eq(cruiMembers.regionId, regionId), eq(users.enabled, true)));
}

export async function userContact(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: users.id, username: users.username, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** The file's parcels, to prefill a new sheet (reference: title number or requisition; area). */
export function landsOf(db: DbOrTx, projectId: number) {
  return db
    .select({
      titleNumber: projectLands.titleNumber,
      titleIndex: projectLands.titleIndex,
      registrationRequisitionNumber: projectLands.registrationRequisitionNumber,
      parcelSurface: projectLands.parcelSurface,
    })
    .from(projectLands)
    .where(eq(projectLands.projectId, projectId))
    .orderBy(asc(projectLands.position), asc(projectLands.id));
}

/** What the payment documents print of a file: its region's names and the investor's name. */
export async function documentFacts(db: DbOrTx, projectId: number) {
  const [row] = await db
    .select({
      regionNameFr: regions.nameFr,
      regionNameAr: regions.nameAr,
      reference: projects.reference,
      corporateName: projects.companyCorporateName,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(projects)
    .innerJoin(regions, eq(regions.id, projects.regionId))
    .innerJoin(users, eq(users.id, projects.userId))
    .where(eq(projects.id, projectId));
  if (!row) return undefined;
  const investorName = row.corporateName?.trim() || `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim();
  return { regionNameFr: row.regionNameFr, regionNameAr: row.regionNameAr, reference: row.reference, investorName };
}

/**
 * The document types a procedure requires that the centre may collect (decision 059), with the national fee
 * and the region's override, in the procedure's order.
 */
export async function collectableDocumentsOf(db: DbOrTx, procedureId: number, regionId: number): Promise<CollectableDocument[]> {
  const rows = await db
    .select({
      documentTypeId: documentTypes.id,
      nameFr: documentTypes.nameFr,
      nameAr: documentTypes.nameAr,
      nationalFee: documentTypes.documentCollectionFee,
      regionFee: documentTypeRegionFees.documentCollectionFee,
    })
    .from(procedureDocumentTypes)
    .innerJoin(documentTypes, eq(documentTypes.id, procedureDocumentTypes.documentTypeId))
    .leftJoin(
      documentTypeRegionFees,
      and(eq(documentTypeRegionFees.documentTypeId, documentTypes.id), eq(documentTypeRegionFees.regionId, regionId)),
    )
    .where(
      and(
        eq(procedureDocumentTypes.procedureId, procedureId),
        eq(procedureDocumentTypes.required, true),
        eq(documentTypes.collectable, true),
      ),
    )
    .orderBy(asc(procedureDocumentTypes.sortOrder), asc(documentTypes.id));
  return rows.map((r) => ({
    ...r,
    nationalFee: Number(r.nationalFee),
    regionFee: r.regionFee === null ? null : Number(r.regionFee),
  }));
}
