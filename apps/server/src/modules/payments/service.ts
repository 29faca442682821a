import { randomBytes, randomInt } from 'node:crypto';
import type { PaymentChannel, PaymentLineStatus } from '@cri/shared/enums/payments';
import { SHEET_LENGTH_FIELDS, SHEET_MONEY_FIELDS, SHEET_NUMBER_FIELDS } from '@cri/shared/enums/payments';
import { isActingAdvisor } from '@cri/shared/rules/advisor-review';
import { platformToday } from '@cri/shared/rules/morocco-clock';
import {
  collectionFees,
  type FeeScaleRow,
  formatDh,
  formatHundredths,
  fromHundredths,
  lineFees,
  type SheetValues,
  sheetTotals,
  toHundredths,
} from '@cri/shared/rules/payments';
import { addWorkingDays } from '@cri/shared/rules/working-days';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import type {
  TInitPayment,
  TPaymentCallback,
  TPaymentDetail,
  TPaymentLine,
  TPaymentLineDecision,
  TSheetParcel,
  TTechnicalSheet,
  TTechnicalSheetForm,
} from '@cri/shared/schemas/payments';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { lockProjectRow } from '../../core/project-lifecycle/project-lock.ts';
import { findProject } from '../../core/project-lifecycle/visible-project.ts';
import type { ServiceContext } from '../../core/service-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  paymentDetails,
  paymentLines,
  paymentTechnicalSheets,
  paymentTransactions,
  type StoredParcel,
} from '../../db/schema/payments.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Hmac } from '../../lib/hmac-secret.ts';
import { translate } from '../../lib/i18n.ts';
import { renderReceiptPdf, renderTechnicalSheetPdf, SHEET_MARKER_PREFIX, sheetMarkerOf } from '../../pdf/payment-documents.ts';
import { findCurrentUploads } from '../documents/service.ts';
import { investorOf, tellPayment } from './notices.ts';
import * as repo from './repository.ts';

/**
 * Fees and online payment (issue 16; spec 2 §2 Investor/Advisor "Payment", §3, §4 "Payment flow";
 * decisions 054-056). The advisor requests the payment of a procedure and enrols it; the investor fills the
 * technical sheet and validates it; each administration's members validate it or ask a revision; once all
 * validated, the fees of each administration are fixed from its scale in force that day; the investor pays
 * them at the provider, whose signed callback confirms the transaction. Every change runs under the file's
 * row lock; totals and fees are always the server's.
 */

export interface PaymentContext extends ServiceContext {
  /** The provider's checkout address for a transaction. */
  checkoutUrl: (input: {
    reference: string;
    amountCentimes: number;
    returnUrl: string;
    channel: PaymentChannel;
    paymentKey: string;
    lang: 'fr' | 'ar';
  }) => Promise<string>;
}

type Viewer =
  | { kind: 'investor'; userId: number }
  | { kind: 'advisor'; userId: number; acting: boolean }
  | { kind: 'member'; userId: number; administrationId: number | null };

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const PAYMENT_PATH = (detailId: number) => `/payment/${detailId}/payment-administration-detail`;

async function viewerOf(db: DbOrTx, user: TAccessClaims, project: { advisorId: number | null }): Promise<Viewer> {
  const userId = Number(user.sub);
  if (user.roles.includes('ROLE_INVESTOR')) return { kind: 'investor', userId };
  if (user.roles.includes('ROLE_ADVISOR'))
    return { kind: 'advisor', userId, acting: isActingAdvisor(user.advisorId, project.advisorId) };
  return { kind: 'member', userId, administrationId: await repo.memberAdministrationId(db, userId) };
}

/** A detail the caller may see (404 otherwise): its file's investor, the region's advisors, members of a line's administration. */
async function loadDetail(db: DbOrTx, user: TAccessClaims, detailId: number) {
  const detail = await repo.detailById(db, detailId);
  if (!detail) throw notFound();
  const project = await findProject(db, user, detail.projectId);
  if (!project) throw notFound();
  const viewer = await viewerOf(db, user, project);
  const lines = await repo.linesOf(db, detail.id);
  if (viewer.kind === 'member' && !lines.some((l) => l.line.administrationId === viewer.administrationId)) throw notFound();
  return { detail, project, viewer, lines };
}

function presentLine(row: repo.LineWithNames, viewer: Viewer, sheetSubmitted: boolean): TPaymentLine {
  const { line } = row;
  return {
    id: line.id,
    paymentDetailId: line.paymentDetailId,
    administrationId: line.administrationId,
    administrationNameFr: row.nameFr,
    administrationNameAr: row.nameAr,
    status: line.status,
    revisionReason: line.revisionReason,
    acceptsOnlinePayment: line.acceptsOnlinePayment,
    amountCentimes: line.amountCentimes,
    items: line.items,
    evaluatedAt: iso(line.evaluatedAt),
    paidAt: iso(line.paidAt),
    canEvaluate:
      viewer.kind === 'member' &&
      viewer.administrationId === line.administrationId &&
      sheetSubmitted &&
      line.status === 'PENDING_EVALUATION',
  };
}

async function presentDetail(db: DbOrTx, loaded: Awaited<ReturnType<typeof loadDetail>>): Promise<TPaymentDetail> {
  const { detail, project, viewer, lines } = loaded;
  const [procedure, sheet, transactions, lands] = await Promise.all([
    repo.procedureOf(db, detail.procedureId),
    repo.sheetOfDetail(db, detail.id),
    repo.transactionsOf(db, detail.id),
    viewer.kind === 'investor' ? repo.landsOf(db, detail.projectId) : Promise.resolve([]),
  ]);
  const allValidated = lines.length > 0 && lines.every((l) => l.line.status === 'VALIDATED' || l.line.status === 'PAID');
  const onlinePaymentAllowed = lines.every((l) => l.line.acceptsOnlinePayment);
  const sheetOpen = !sheet || sheet.status === 'DRAFT' || sheet.status === 'REVISION_REQUESTED';
  return {
    id: detail.id,
    projectId: detail.projectId,
    projectName: project.name,
    procedureId: detail.procedureId,
    procedureNameFr: procedure?.nameFr ?? '',
    procedureNameAr: procedure?.nameAr ?? '',
    status: detail.status,
    createdAt: detail.createdAt.toISOString(),
    enrolledAt: iso(detail.enrolledAt),
    deadlines: procedure
      ? deadlinesOf(procedure, detail.enrolledAt, sheet, lines)
      : { technicalSheet: null, administrationValidation: null, payment: null },
    sheet: sheet ? { id: sheet.id, status: sheet.status } : null,
    prefill: lands.map((l, i) => ({
      landReference:
        l.titleNumber !== null
          ? `TF ${l.titleNumber}${l.titleIndex ? `/${l.titleIndex}` : ''}`
          : (l.registrationRequisitionNumber ?? `${i + 1}`),
      landArea: l.parcelSurface ?? 0,
    })),
    lines: lines.map((l) => presentLine(l, viewer, sheet?.status === 'SUBMITTED')),
    totalCentimes: allValidated ? lines.reduce((s, l) => s + (l.line.amountCentimes ?? 0), 0) : null,
    onlinePaymentAllowed,
    transactions: transactions.map((t) => ({
      id: t.id,
      reference: t.reference,
      state: t.state,
      channel: t.channel,
      paymentKey: t.state === 'ONGOING' || t.state === 'SUCCEEDED' ? t.paymentKey : null,
      paidBy: t.paidBy,
      amountCentimes: t.amountCentimes,
      createdAt: t.createdAt.toISOString(),
      confirmedAt: iso(t.confirmedAt),
    })),
    abilities: {
      enrol: viewer.kind === 'advisor' && viewer.acting && detail.status === 'REQUESTED',
      editSheet: viewer.kind === 'investor' && detail.status === 'ENROLLED' && sheetOpen,
      uploadSigned: viewer.kind === 'investor' && detail.status === 'ENROLLED' && sheet?.status === 'AWAITING_SIGNED',
      // A multi-channel key stays possible when one administration does not accept online card payment (decision 058).
      pay: viewer.kind === 'investor' && detail.status === 'ENROLLED' && allValidated,
    },
  };
}

/**
 * The forecast phases of a file's payment requests (decision 059), for its timeline: the date by which the
 * administrations should validate the sheet (while not validated) and the date by which the fees should be
 * paid (while not paid), from the procedure's delays in working days. The caller has checked the file is visible.
 */
export async function paymentForecasts(db: DbOrTx, projectId: number) {
  const out: {
    type: 'FORECASTED_VALIDATION_TECHNICAL_SHEET' | 'FORECASTED_PAYMENT_SERVICE';
    date: string;
    procedureNameFr: string;
    procedureNameAr: string;
    paymentDetailId: number;
  }[] = [];
  for (const detail of await repo.detailsOf(db, projectId)) {
    if (detail.status !== 'ENROLLED') continue;
    const [procedure, sheet, lines] = await Promise.all([
      repo.procedureOf(db, detail.procedureId),
      repo.sheetOfDetail(db, detail.id),
      repo.linesOf(db, detail.id),
    ]);
    if (!procedure || !detail.enrolledAt) continue;
    const d = deadlinesOf(procedure, detail.enrolledAt, sheet, lines);
    const names = { procedureNameFr: procedure.nameFr, procedureNameAr: procedure.nameAr, paymentDetailId: detail.id };
    if (sheet?.status !== 'VALIDATED' && d.administrationValidation)
      out.push({ type: 'FORECASTED_VALIDATION_TECHNICAL_SHEET', date: d.administrationValidation, ...names });
    if (d.payment) out.push({ type: 'FORECASTED_PAYMENT_SERVICE', date: d.payment, ...names });
  }
  return out;
}

/** The indicative deadlines of a request in working days (decision 054): sheet, evaluation, payment. */
function deadlinesOf(
  procedure: { investorTechnicalSheetDelay: number; validationAdministrationDelay: number; investorPaymentDelay: number },
  enrolledAt: Date | null,
  sheet: repo.SheetRow | undefined,
  lines: repo.LineWithNames[],
) {
  const allValidated = lines.length > 0 && lines.every((l) => l.line.status === 'VALIDATED' || l.line.status === 'PAID');
  const enrolDay = enrolledAt ? platformToday(enrolledAt) : null;
  const sheetDeadline = enrolDay ? addWorkingDays(enrolDay, procedure.investorTechnicalSheetDelay) : null;
  const submittedDay = sheet?.investorValidatedAt ? platformToday(sheet.investorValidatedAt) : sheetDeadline;
  const validationDeadline = submittedDay ? addWorkingDays(submittedDay, procedure.validationAdministrationDelay) : null;
  const lastEvaluation = lines.reduce<Date | null>(
    (m, l) => (l.line.evaluatedAt && (!m || l.line.evaluatedAt > m) ? l.line.evaluatedAt : m),
    null,
  );
  const validatedDay = allValidated && lastEvaluation ? platformToday(lastEvaluation) : validationDeadline;
  const paymentDeadline = validatedDay ? addWorkingDays(validatedDay, procedure.investorPaymentDelay) : null;
  return { technicalSheet: sheetDeadline, administrationValidation: validationDeadline, payment: paymentDeadline };
}

/** GET /payment-detail/{id}. */
export async function getDetail(ctx: ServiceContext, user: TAccessClaims, id: number): Promise<TPaymentDetail> {
  return presentDetail(ctx.db, await loadDetail(ctx.db, user, id));
}

/** GET /payment-detail?projectId[&procedureId]: the file's requests the caller sees. */
export async function listDetails(ctx: ServiceContext, user: TAccessClaims, projectId: number, procedureId?: number) {
  const project = await findProject(ctx.db, user, projectId);
  if (!project) throw notFound();
  const out: TPaymentDetail[] = [];
  for (const d of await repo.detailsOf(ctx.db, projectId, procedureId)) {
    try {
      out.push(await presentDetail(ctx.db, await loadDetail(ctx.db, user, d.id)));
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'NOT_FOUND') throw error;
    }
  }
  return out;
}

async function assertActingAdvisor(db: DbOrTx, user: TAccessClaims, projectId: number) {
  const project = await findProject(db, user, projectId);
  if (!project) throw notFound();
  const viewer = await viewerOf(db, user, project);
  if (viewer.kind !== 'advisor') throw new AppError('FORBIDDEN');
  if (!viewer.acting) throw new AppError('NOT_ASSIGNED_ADVISOR', { messageKey: 'errors.NOT_ASSIGNED_ADVISOR' });
  return project;
}

/** POST /payment-detail/new: the request of the procedure's open PAYMENT action, one line per administration paid. */
export async function createDetail(ctx: ServiceContext, user: TAccessClaims, input: { projectId: number; procedureId: number }) {
  const project = await assertActingAdvisor(ctx.db, user, input.projectId);
  const id = await ctx.db.transaction(async (tx) => {
    await lockProjectRow(tx, project.id);
    const action = await repo.openPaymentAction(tx, project.id, input.procedureId);
    if (!action) throw new AppError('PAYMENT_NO_REQUEST_ACTION');
    if (await repo.detailOfProcedure(tx, project.id, input.procedureId)) throw new AppError('PAYMENT_ALREADY_REQUESTED');
    const parameters = await repo.parametersOf(tx, project.regionId, input.procedureId);
    if (parameters.length === 0) throw new AppError('PAYMENT_NO_ADMINISTRATION');
    const [detail] = await tx
      .insert(paymentDetails)
      .values({
        projectId: project.id,
        procedureId: input.procedureId,
        followUpActionId: action.id,
        createdBy: Number(user.sub),
        createdAt: ctx.now(),
      })
      .returning({ id: paymentDetails.id });
    if (!detail) throw new Error('payment detail not stored');
    await tx.insert(paymentLines).values(
      parameters.map((p) => ({
        paymentDetailId: detail.id,
        administrationId: p.administrationId,
        acceptsOnlinePayment: p.acceptsOnlinePayment,
      })),
    );
    return detail.id;
  });
  return getDetail(ctx, user, id);
}

/** PUT /payment-detail/enrolling/{id}: the advisor sends the request to the investor (told in the portal and by mail). */
export async function enrol(ctx: ServiceContext, user: TAccessClaims, id: number) {
  const loaded = await loadDetail(ctx.db, user, id);
  await assertActingAdvisor(ctx.db, user, loaded.detail.projectId);
  await ctx.db.transaction(async (tx) => {
    await lockProjectRow(tx, loaded.detail.projectId);
    const detail = await repo.detailById(tx, id);
    if (detail?.status !== 'REQUESTED') throw new AppError('PAYMENT_WRONG_STATE');
    await tx.update(paymentDetails).set({ status: 'ENROLLED', enrolledAt: ctx.now() }).where(eq(paymentDetails.id, id));
    const project = await repo.projectFacts(tx, detail.projectId);
    if (project)
      await tellPayment(tx, 'requested', {
        people: await investorOf(tx, project.userId),
        project,
        path: `/payment/${id}/technical-sheet-infos`,
        link: ctx.link,
      });
  });
  return getDetail(ctx, user, id);
}

/* ---------- the technical sheet ---------- */

const toStored = (p: TSheetParcel): StoredParcel => {
  const stored = { ...p } as unknown as StoredParcel;
  for (const f of SHEET_NUMBER_FIELDS) stored[f] = toHundredths(p[f]);
  return stored;
};
const fromStored = (p: StoredParcel): TSheetParcel => {
  const parcel = { ...p } as unknown as TSheetParcel;
  for (const f of SHEET_NUMBER_FIELDS) parcel[f] = fromHundredths(p[f]);
  return parcel;
};
const unitsOf = (totals: SheetValues): SheetValues =>
  Object.fromEntries(SHEET_NUMBER_FIELDS.map((f) => [f, fromHundredths(totals[f])])) as SheetValues;

function presentSheet(sheet: repo.SheetRow): TTechnicalSheet {
  return {
    id: sheet.id,
    paymentDetailId: sheet.paymentDetailId,
    status: sheet.status,
    version: sheet.version,
    signedDocument: sheet.signedDocumentKey
      ? {
          fileName: sheet.signedDocumentName ?? '',
          size: sheet.signedDocumentSize ?? 0,
          uploadedAt: iso(sheet.signedUploadedAt) ?? '',
        }
      : null,
    parcels: sheet.parcels.map(fromStored),
    totals: unitsOf(sheet.totals),
    investorValidatedAt: iso(sheet.investorValidatedAt),
    updatedAt: sheet.updatedAt.toISOString(),
  };
}

/** The server's totals; a total the form sent that differs is refused (tampered or stale), never stored. */
function totalsOf(form: TTechnicalSheetForm) {
  const parcels = form.parcels.map(toStored);
  const totals = sheetTotals(parcels);
  const wrong = SHEET_NUMBER_FIELDS.filter(
    (f) => form.totals?.[f] !== undefined && toHundredths(form.totals[f] ?? 0) !== totals[f],
  );
  if (wrong.length > 0)
    throw new AppError('PAYMENT_TOTALS_MISMATCH', {
      fieldErrors: wrong.map((f) => ({ field: `totals.${f}`, messageKey: 'payments.errors.totalsMismatch' })),
    });
  return { parcels, totals };
}

async function investorDetail(db: DbOrTx, user: TAccessClaims, detailId: number) {
  const loaded = await loadDetail(db, user, detailId);
  if (loaded.viewer.kind !== 'investor') throw new AppError('FORBIDDEN');
  return loaded;
}

/** POST /payment-technical-sheet (the first save) and PUT /payment-technical-sheet/{id}. */
export async function saveSheet(ctx: ServiceContext, user: TAccessClaims, form: TTechnicalSheetForm, sheetId?: number) {
  const { parcels, totals } = totalsOf(form);
  const loaded = await investorDetail(ctx.db, user, form.paymentDetailId);
  const id = await ctx.db.transaction(async (tx) => {
    await lockProjectRow(tx, loaded.detail.projectId);
    const detail = await repo.detailById(tx, form.paymentDetailId);
    if (detail?.status !== 'ENROLLED') throw new AppError('PAYMENT_WRONG_STATE');
    const existing = await repo.sheetOfDetail(tx, detail.id);
    const now = ctx.now();
    if (sheetId === undefined) {
      if (existing) throw new AppError('PAYMENT_SHEET_EXISTS');
      const [row] = await tx
        .insert(paymentTechnicalSheets)
        .values({ paymentDetailId: detail.id, parcels, totals, createdAt: now, updatedAt: now })
        .returning({ id: paymentTechnicalSheets.id });
      if (!row) throw new Error('sheet not stored');
      return row.id;
    }
    if (!existing || existing.id !== sheetId) throw notFound();
    if (existing.status !== 'DRAFT' && existing.status !== 'REVISION_REQUESTED') throw new AppError('PAYMENT_WRONG_STATE');
    await tx
      .update(paymentTechnicalSheets)
      .set({ parcels, totals, updatedAt: now, version: existing.version + 1 })
      .where(eq(paymentTechnicalSheets.id, existing.id));
    return existing.id;
  });
  const sheet = await repo.sheetById(ctx.db, id);
  if (!sheet) throw notFound();
  return presentSheet(sheet);
}

async function loadSheet(db: DbOrTx, user: TAccessClaims, sheetId: number) {
  const sheet = await repo.sheetById(db, sheetId);
  if (!sheet) throw notFound();
  return { sheet, ...(await loadDetail(db, user, sheet.paymentDetailId)) };
}

/** GET /payment-technical-sheet/{id}. */
export async function getSheet(ctx: ServiceContext, user: TAccessClaims, sheetId: number) {
  return presentSheet((await loadSheet(ctx.db, user, sheetId)).sheet);
}

/**
 * PUT /payment-technical-sheet/{id}/investor-validate: the investor freezes the sheet; its PDF is then
 * generated, signed and stamped, and uploaded back (add-signed-document), which submits it (decision 057).
 */
export async function investorValidate(ctx: ServiceContext, user: TAccessClaims, sheetId: number) {
  const loaded = await loadSheet(ctx.db, user, sheetId);
  if (loaded.viewer.kind !== 'investor') throw new AppError('FORBIDDEN');
  await ctx.db.transaction(async (tx) => {
    await lockProjectRow(tx, loaded.detail.projectId);
    const sheet = await repo.sheetById(tx, sheetId);
    const detail = await repo.detailById(tx, loaded.detail.id);
    if (!sheet || detail?.status !== 'ENROLLED' || (sheet.status !== 'DRAFT' && sheet.status !== 'REVISION_REQUESTED'))
      throw new AppError('PAYMENT_WRONG_STATE');
    const now = ctx.now();
    await tx
      .update(paymentTechnicalSheets)
      .set({
        status: 'AWAITING_SIGNED',
        investorValidatedAt: now,
        investorValidatedBy: Number(user.sub),
        updatedAt: now,
        signedDocumentKey: null,
        signedDocumentName: null,
        signedDocumentSize: null,
        signedUploadedAt: null,
      })
      .where(eq(paymentTechnicalSheets.id, sheetId));
  });
  return getSheet(ctx, user, sheetId);
}

/* ---------- the sheet as PDF, signed and uploaded back (decision 057) ---------- */

export interface SheetDocumentContext extends ServiceContext {
  /** Signs the sheet's marker (secret `payment-sheet` of app_secrets). */
  sheetHmac: Hmac;
}

const SIGNABLE: readonly string[] = ['AWAITING_SIGNED', 'SUBMITTED', 'VALIDATED'];

/** The marker written in the generated PDF's keywords: sheet id, version and an HMAC of its content. */
async function sheetMarker(ctx: SheetDocumentContext, sheet: repo.SheetRow): Promise<string> {
  const mac = await ctx.sheetHmac.sign(`sheet\n${sheet.id}\n${sheet.version}\n${JSON.stringify(sheet.parcels)}`);
  return `${SHEET_MARKER_PREFIX}:${sheet.id}:${sheet.version}:${mac.slice(0, 32)}`;
}

const numberText = (field: (typeof SHEET_NUMBER_FIELDS)[number], hundredths: number) => {
  const unit = (SHEET_MONEY_FIELDS as readonly string[]).includes(field)
    ? 'DH'
    : (SHEET_LENGTH_FIELDS as readonly string[]).includes(field)
      ? 'm'
      : 'm²';
  return `${formatHundredths(hundredths)} ${unit}`;
};

/** GET /payment-technical-sheet/{id}/pdf: the frozen sheet as the PDF to sign (not while it is a draft). */
export async function sheetPdf(ctx: SheetDocumentContext, user: TAccessClaims, sheetId: number) {
  const { sheet, detail, project } = await loadSheet(ctx.db, user, sheetId);
  if (!SIGNABLE.includes(sheet.status)) throw new AppError('PAYMENT_WRONG_STATE');
  const [facts, procedure] = await Promise.all([
    repo.documentFacts(ctx.db, detail.projectId),
    repo.procedureOf(ctx.db, detail.procedureId),
  ]);
  const fr = (key: string) => translate(`payments.${key}`);
  const bytes = await renderTechnicalSheetPdf({
    region: { fr: facts?.regionNameFr ?? '', ar: facts?.regionNameAr ?? '' },
    project: { reference: facts?.reference ?? String(project.id), name: project.name, investorName: facts?.investorName ?? '' },
    procedureName: procedure?.nameFr ?? '',
    generatedAt: sheet.investorValidatedAt ?? sheet.updatedAt,
    sheetId: sheet.id,
    version: sheet.version,
    marker: await sheetMarker(ctx, sheet),
    parcels: sheet.parcels.map((p, i) => ({
      title: translate('payments.pdf.parcel').replace('{{number}}', String(i + 1)),
      rows: [
        [fr('fields.landReference'), p.landReference],
        [fr('fields.landType'), p.landType],
        [fr('fields.establishmentType'), fr(`establishmentTypes.${p.establishmentType}`)],
        ...(p.establishmentType === 'NONE' ? [] : [[fr('fields.establishmentName'), p.establishmentName] as [string, string]]),
        [
          fr('fields.subdivisionAuthorisationExists'),
          p.subdivisionAuthorisationExists ? `${fr('pdf.yes')} — ${p.subdivisionAuthorisationReference}` : fr('pdf.no'),
        ],
        ...SHEET_NUMBER_FIELDS.map((f) => [fr(`fields.${f}`), numberText(f, p[f])] as [string, string]),
      ],
    })),
    totals: SHEET_NUMBER_FIELDS.map((f) => [fr(`fields.${f}`), numberText(f, sheet.totals[f])] as [string, string]),
  });
  return { bytes, fileName: `fiche-technique-FT-${sheet.id}-v${sheet.version}.pdf` };
}

/** Who may upload the signed sheet now (checked before a byte is stored): its investor, awaiting the signed copy. */
export async function checkSignedUpload(ctx: ServiceContext, user: TAccessClaims, sheetId: number) {
  const loaded = await loadSheet(ctx.db, user, sheetId);
  if (loaded.viewer.kind !== 'investor') throw new AppError('FORBIDDEN');
  if (loaded.sheet.status !== 'AWAITING_SIGNED') throw new AppError('PAYMENT_WRONG_STATE');
}

/**
 * POST /payment-technical-sheet/add-signed-document: the signed sheet is recognised by the marker of the
 * version awaiting signature in its keywords (decision 057); another PDF answers 422
 * PAYMENT_SIGNED_SHEET_UNRECOGNISED. Accepted, the sheet is submitted to every administration's evaluation.
 * Returns the storage key a replaced copy leaves unused (none: one upload per version).
 */
export async function addSignedDocument(
  ctx: SheetDocumentContext,
  user: TAccessClaims,
  sheetId: number,
  file: { key: string; bytes: Uint8Array; size: number; originalName: string },
) {
  const loaded = await loadSheet(ctx.db, user, sheetId);
  if (loaded.viewer.kind !== 'investor') throw new AppError('FORBIDDEN');
  const found = await sheetMarkerOf(file.bytes);
  if (found === null || found !== (await sheetMarker(ctx, loaded.sheet))) throw new AppError('PAYMENT_SIGNED_SHEET_UNRECOGNISED');
  await ctx.db.transaction(async (tx) => {
    await lockProjectRow(tx, loaded.detail.projectId);
    const sheet = await repo.sheetById(tx, sheetId);
    const detail = await repo.detailById(tx, loaded.detail.id);
    if (!sheet || detail?.status !== 'ENROLLED' || sheet.status !== 'AWAITING_SIGNED' || sheet.version !== loaded.sheet.version)
      throw new AppError('PAYMENT_WRONG_STATE');
    const now = ctx.now();
    await tx
      .update(paymentTechnicalSheets)
      .set({
        status: 'SUBMITTED',
        updatedAt: now,
        signedDocumentKey: file.key,
        signedDocumentName: file.originalName,
        signedDocumentSize: file.size,
        signedUploadedAt: now,
      })
      .where(eq(paymentTechnicalSheets.id, sheetId));
    // A changed sheet is evaluated again by every administration (decision 054).
    await tx
      .update(paymentLines)
      .set({ status: 'PENDING_EVALUATION', revisionReason: null, evaluatedAt: null, evaluatedBy: null })
      .where(and(eq(paymentLines.paymentDetailId, detail.id), ne(paymentLines.status, 'PAID')));
    const project = await repo.projectFacts(tx, detail.projectId);
    if (!project) return;
    for (const l of loaded.lines)
      await tellPayment(tx, 'toEvaluate', {
        people: await repo.membersOfAdministration(tx, l.line.administrationId, project.regionId),
        project,
        path: `/payment/${detail.id}/technical-sheet-evaluation/${l.line.id}`,
        link: ctx.link,
      });
  });
  return getSheet(ctx, user, sheetId);
}

/** GET /payment-line/{id}/receipt: the receipt of a paid line as a PDF (decision 058), to whoever reads the request. */
export async function lineReceipt(ctx: ServiceContext, user: TAccessClaims, lineId: number) {
  const { line, detail, project } = await loadLine(ctx.db, user, lineId);
  if (line.status !== 'PAID' || !line.paidAt) throw new AppError('PAYMENT_WRONG_STATE');
  const [facts, procedure, transactions, administration] = await Promise.all([
    repo.documentFacts(ctx.db, detail.projectId),
    repo.procedureOf(ctx.db, detail.procedureId),
    repo.transactionsOf(ctx.db, detail.id),
    repo.administrationOf(ctx.db, line.administrationId),
  ]);
  const paid = transactions.find((x) => x.state === 'SUCCEEDED');
  const fr = (key: string) => translate(`payments.${key}`);
  const receiptNumber = `REC-${detail.id}-${line.id}`;
  const bytes = await renderReceiptPdf({
    region: { fr: facts?.regionNameFr ?? '', ar: facts?.regionNameAr ?? '' },
    project: { reference: facts?.reference ?? String(project.id), name: project.name, investorName: facts?.investorName ?? '' },
    procedureName: procedure?.nameFr ?? '',
    generatedAt: line.paidAt,
    receiptNumber,
    administrationName: administration?.nameFr ?? '',
    paidAt: line.paidAt,
    transactionReference: paid?.reference ?? '',
    providerReference: paid?.providerReference ?? '',
    channel: `${fr(`channels.${paid?.channel ?? 'CARD'}`)}${paid?.paidBy ? ` — ${fr(`paidBy.${paid.paidBy}`)}` : ''}`,
    items: line.items.map((item) => ({
      label: item.labelFr,
      computation:
        item.kind === 'DOCUMENT_COLLECTION'
          ? fr('fees.collectionComputation')
          : `${formatDh(item.rateCentimes)} × ${formatHundredths(item.quantityHundredths)} ${
              item.basis === 'facadeLength' ? 'm' : 'm²'
            } (${fr(`fields.${item.basis}`)})${item.fixedCentimes ? ` + ${formatDh(item.fixedCentimes)}` : ''}`,
      amount: formatDh(item.amountCentimes),
    })),
    total: formatDh(line.amountCentimes ?? 0),
  });
  return { bytes, fileName: `recu-${receiptNumber}.pdf` };
}

/** GET /payment-technical-sheet/{id}/signed-document: the signed copy, to whoever reads the request. */
export async function signedDocument(ctx: ServiceContext, user: TAccessClaims, sheetId: number) {
  const { sheet } = await loadSheet(ctx.db, user, sheetId);
  if (!sheet.signedDocumentKey) throw notFound();
  return {
    key: sheet.signedDocumentKey,
    fileName: sheet.signedDocumentName ?? 'fiche-signee.pdf',
    size: sheet.signedDocumentSize ?? 0,
  };
}

/* ---------- evaluation by the administrations ---------- */

async function loadLine(db: DbOrTx, user: TAccessClaims, lineId: number) {
  const line = await repo.lineById(db, lineId);
  if (!line) throw notFound();
  const loaded = await loadDetail(db, user, line.paymentDetailId);
  return { line, ...loaded };
}

/** GET /payment-line/{id}. */
export async function getLine(ctx: ServiceContext, user: TAccessClaims, lineId: number): Promise<TPaymentLine> {
  const loaded = await loadLine(ctx.db, user, lineId);
  const row = loaded.lines.find((l) => l.line.id === lineId);
  if (!row) throw notFound();
  const sheet = await repo.sheetOfDetail(ctx.db, loaded.detail.id);
  return presentLine(row, loaded.viewer, sheet?.status === 'SUBMITTED');
}

const scaleRows = (rows: Awaited<ReturnType<typeof repo.scalesOf>>): FeeScaleRow[] =>
  rows.map(({ scale }) => ({
    id: scale.id,
    labelFr: scale.labelFr,
    labelAr: scale.labelAr,
    basis: scale.basis,
    rateCentimes: scale.rateCentimes,
    fixedCentimes: scale.fixedCentimes,
    validFrom: scale.validFrom,
    validTo: scale.validTo,
  }));

/**
 * The fees of one line of a request on a sheet's totals, on `date` (decisions 054, 059): the scale rows of its
 * administration in force, and, on the request's first line, the collection of the procedure's collectable
 * documents the file has not provided, at its region's fee.
 */
async function feesOfLine(
  db: DbOrTx,
  detail: Pick<repo.DetailRow, 'id' | 'projectId' | 'procedureId'>,
  administrationId: number,
  totals: SheetValues,
  date: string,
) {
  const [lines, project, scale] = await Promise.all([
    repo.linesOf(db, detail.id),
    repo.projectFacts(db, detail.projectId),
    repo.scalesOf(db, administrationId, detail.procedureId),
  ]);
  const first = lines[0]?.line.administrationId === administrationId;
  const collection =
    first && project
      ? collectionFees(
          await repo.collectableDocumentsOf(db, detail.procedureId, project.regionId),
          new Set((await findCurrentUploads(db, detail.projectId)).map((d) => d.documentTypeId)),
          (d) => ({
            fr: translate('payments.fees.collectionItem', 'fr').replace('{{name}}', d.nameFr),
            ar: translate('payments.fees.collectionItem', 'ar').replace('{{name}}', d.nameAr),
          }),
        ).items
      : [];
  return lineFees(scaleRows(scale), totals, date, collection);
}

/** PUT /payment-line/{id}: a member of the line's administration validates the sheet or asks its revision. */
export async function evaluateLine(ctx: ServiceContext, user: TAccessClaims, lineId: number, decision: TPaymentLineDecision) {
  const loaded = await loadLine(ctx.db, user, lineId);
  if (loaded.viewer.kind !== 'member' || loaded.viewer.administrationId !== loaded.line.administrationId)
    throw new AppError('PAYMENT_NOT_LINE_MEMBER');
  await ctx.db.transaction(async (tx) => {
    await lockProjectRow(tx, loaded.detail.projectId);
    const line = await repo.lineById(tx, lineId);
    const sheet = await repo.sheetOfDetail(tx, loaded.detail.id);
    if (!line || !sheet || sheet.status !== 'SUBMITTED' || line.status !== 'PENDING_EVALUATION')
      throw new AppError('PAYMENT_WRONG_STATE');
    const now = ctx.now();
    const evaluated = { evaluatedAt: now, evaluatedBy: Number(user.sub) };
    const project = await repo.projectFacts(tx, loaded.detail.projectId);
    if (decision.decision === 'REQUEST_REVISION') {
      await tx
        .update(paymentLines)
        .set({ status: 'REVISION_REQUESTED', revisionReason: decision.reason, ...evaluated })
        .where(eq(paymentLines.id, lineId));
      await tx
        .update(paymentTechnicalSheets)
        .set({ status: 'REVISION_REQUESTED', updatedAt: now })
        .where(eq(paymentTechnicalSheets.id, sheet.id));
      if (project)
        await tellPayment(tx, 'revisionAsked', {
          people: await investorOf(tx, project.userId),
          project,
          path: `/payment/${loaded.detail.id}/${lineId}/technical-sheet-revision`,
          link: ctx.link,
          reason: decision.reason,
        });
      return;
    }
    await tx
      .update(paymentLines)
      .set({ status: 'VALIDATED', revisionReason: null, ...evaluated })
      .where(eq(paymentLines.id, lineId));
    const lines = await repo.linesOf(tx, loaded.detail.id);
    if (!lines.every((l) => l.line.status === 'VALIDATED' || l.line.status === 'PAID')) return;
    // Every administration validated: each line's fees are fixed from its scale in force today.
    const today = platformToday(now);
    for (const l of lines) {
      if (l.line.status !== 'VALIDATED') continue;
      const fees = await feesOfLine(tx, loaded.detail, l.line.administrationId, sheet.totals, today);
      await tx
        .update(paymentLines)
        .set({ amountCentimes: fees.totalCentimes, items: fees.items })
        .where(eq(paymentLines.id, l.line.id));
    }
    await tx
      .update(paymentTechnicalSheets)
      .set({ status: 'VALIDATED', updatedAt: now })
      .where(eq(paymentTechnicalSheets.id, sheet.id));
  });
  return getLine(ctx, user, lineId);
}

/* ---------- scales and fees ---------- */

/** GET /urban-agency-parameters?administrationId: its scale (every procedure), to its region's staff. */
export async function urbanAgencyParameters(ctx: ServiceContext, user: TAccessClaims, administrationId: number) {
  const administration = await repo.administrationOf(ctx.db, administrationId);
  if (!administration) throw notFound();
  if (user.regionId !== null && user.regionId !== undefined && administration.regionId !== user.regionId) throw notFound();
  const today = platformToday(ctx.now());
  const rows = await repo.scalesOf(ctx.db, administrationId);
  return {
    administrationId,
    administrationNameFr: administration.nameFr,
    administrationNameAr: administration.nameAr,
    scales: rows.map(({ scale, procedureNameFr, procedureNameAr }) => ({
      id: scale.id,
      administrationId: scale.administrationId,
      procedureId: scale.procedureId,
      procedureNameFr,
      procedureNameAr,
      labelFr: scale.labelFr,
      labelAr: scale.labelAr,
      basis: scale.basis,
      rateCentimes: scale.rateCentimes,
      fixedCentimes: scale.fixedCentimes,
      officialDocument: scale.officialDocument,
      validFrom: scale.validFrom,
      validTo: scale.validTo,
      inForce: scale.validFrom <= today && (scale.validTo === null || today <= scale.validTo),
    })),
  };
}

/**
 * An administration's scale rows for a procedure as the fees read them, or null when the administration does not
 * exist: the back-office checks a new or changed row against them (issue 17, decision 064).
 */
export async function administrationScale(db: DbOrTx, administrationId: number, procedureId: number) {
  const administration = await repo.administrationOf(db, administrationId);
  return administration ? scaleRows(await repo.scalesOf(db, administrationId, procedureId)) : null;
}

/** GET /procedure-payment-parameters/administration?regionId&procedureId: who is paid, delays, online or not. */
export async function procedurePaymentParameters(
  ctx: ServiceContext,
  user: TAccessClaims,
  query: { regionId: number; procedureId: number; projectId?: number | undefined },
) {
  if (user.regionId !== null && user.regionId !== undefined && user.regionId !== query.regionId) throw notFound();
  if (query.projectId !== undefined) {
    const project = await findProject(ctx.db, user, query.projectId);
    if (!project || project.regionId !== query.regionId) throw notFound();
  }
  const procedure = await repo.procedureOf(ctx.db, query.procedureId);
  if (!procedure) throw notFound();
  const administrations = await repo.parametersOf(ctx.db, query.regionId, query.procedureId);
  return {
    procedureId: procedure.id,
    investorTechnicalSheetDelay: procedure.investorTechnicalSheetDelay,
    validationAdministrationDelay: procedure.validationAdministrationDelay,
    investorPaymentDelay: procedure.investorPaymentDelay,
    administrations,
  };
}

/** GET /epayment/services-fees: an administration's fees on a sheet, from its scale in force today. */
export async function servicesFees(
  ctx: ServiceContext,
  user: TAccessClaims,
  query: { administrationId: number; procedureId: number; paymentTechnicalSheetId: number },
) {
  const { sheet, detail, lines } = await loadSheet(ctx.db, user, query.paymentTechnicalSheetId);
  if (detail.procedureId !== query.procedureId || !lines.some((l) => l.line.administrationId === query.administrationId))
    throw notFound();
  const date = platformToday(ctx.now());
  const fees = await feesOfLine(ctx.db, detail, query.administrationId, sheet.totals, date);
  return { administrationId: query.administrationId, procedureId: query.procedureId, date, ...fees };
}

/* ---------- payment ---------- */

/** A multi-channel payment key: 16 digits in groups of four, random (the provider's unique reference). */
const newPaymentKey = () => Array.from({ length: 4 }, () => String(randomInt(0, 10_000)).padStart(4, '0')).join('-');

/**
 * GET /epayment/init-payment: the provider's address for the fees of every line, by card or with a unique
 * multi-channel key (decision 058). An ongoing transaction of the same channel is reused (a second click never
 * opens a second payment); one of the other channel is refused until it ends; after a failure a new one opens.
 * The card is refused when one administration does not accept online payment (spec 2 §8).
 */
export async function initPayment(
  ctx: PaymentContext,
  user: TAccessClaims,
  query: { paymentDetailId: number; transactionId?: number | undefined; channel?: PaymentChannel | undefined },
  lang: 'fr' | 'ar',
): Promise<TInitPayment> {
  const channel = query.channel ?? 'CARD';
  const loaded = await investorDetail(ctx.db, user, query.paymentDetailId);
  const outcome = await ctx.db.transaction(async (tx) => {
    await lockProjectRow(tx, loaded.detail.projectId);
    const detail = await repo.detailById(tx, loaded.detail.id);
    if (detail?.status === 'PAID') throw new AppError('PAYMENT_ALREADY_PAID');
    const lines = await repo.linesOf(tx, loaded.detail.id);
    if (detail?.status !== 'ENROLLED' || !lines.every((l) => l.line.status === 'VALIDATED' && l.line.amountCentimes !== null))
      throw new AppError('PAYMENT_NOT_PAYABLE');
    if (channel === 'CARD' && !lines.every((l) => l.line.acceptsOnlinePayment))
      throw new AppError('PAYMENT_ONLINE_NOT_SUPPORTED');
    const amountCentimes = lines.reduce((s, l) => s + (l.line.amountCentimes ?? 0), 0);
    const transactions = await repo.transactionsOf(tx, detail.id);
    if (query.transactionId !== undefined && !transactions.some((t) => t.id === query.transactionId)) throw notFound();
    const ongoing = transactions.find((t) => t.state === 'ONGOING');
    if (ongoing && ongoing.channel !== channel) throw new AppError('PAYMENT_ONGOING_OTHER_CHANNEL');
    if (ongoing) return ongoing;
    const [row] = await tx
      .insert(paymentTransactions)
      .values({
        paymentDetailId: detail.id,
        reference: `CRI-${randomBytes(12).toString('hex')}`,
        amountCentimes,
        channel,
        paymentKey: channel === 'MULTI_CHANNEL' ? newPaymentKey() : null,
        createdBy: Number(user.sub),
        createdAt: ctx.now(),
      })
      .returning();
    if (!row) throw new Error('transaction not stored');
    return row;
  });
  const redirectUrl = await ctx.checkoutUrl({
    reference: outcome.reference,
    amountCentimes: outcome.amountCentimes,
    returnUrl: `/payment/${loaded.detail.id}/confirmation/{result}`,
    channel: outcome.channel,
    paymentKey: outcome.paymentKey ?? '',
    lang,
  });
  return {
    transactionId: outcome.id,
    amountCentimes: outcome.amountCentimes,
    channel: outcome.channel,
    paymentKey: outcome.paymentKey,
    redirectUrl,
  };
}

/** A provider's outcome of a transaction, from its callback or its status API (the reconciliation job). */
export interface ProviderOutcome {
  state: 'SUCCEEDED' | 'FAILED';
  providerReference: string;
  amountCentimes: number;
  paidBy?: string | null | undefined;
}

/**
 * Applies an outcome to an ongoing transaction, under the file's row lock (the caller's transaction): a settled
 * transaction is not changed again; an amount other than the transaction's is refused (it stays ongoing); a
 * success pays every validated line and the request, and tells the investor.
 */
export async function settleTransaction(
  tx: DbOrTx,
  ctx: ServiceContext,
  reference: string,
  outcome: ProviderOutcome,
): Promise<{ changed: boolean }> {
  const transaction = await repo.transactionByReference(tx, reference);
  if (!transaction) throw notFound();
  if (transaction.state !== 'ONGOING') return { changed: false };
  if (transaction.amountCentimes !== outcome.amountCentimes) throw new AppError('PAYMENT_AMOUNT_MISMATCH');
  const now = ctx.now();
  await tx
    .update(paymentTransactions)
    .set({
      state: outcome.state,
      providerReference: outcome.providerReference,
      paidBy: outcome.state === 'SUCCEEDED' ? (outcome.paidBy ?? transaction.channel) : null,
      confirmedAt: now,
    })
    .where(eq(paymentTransactions.id, transaction.id));
  if (outcome.state !== 'SUCCEEDED') return { changed: true };
  const paid: PaymentLineStatus = 'PAID';
  await tx
    .update(paymentLines)
    .set({ status: paid, paidAt: now })
    .where(and(eq(paymentLines.paymentDetailId, transaction.paymentDetailId), inArray(paymentLines.status, ['VALIDATED'])));
  await tx.update(paymentDetails).set({ status: 'PAID', paidAt: now }).where(eq(paymentDetails.id, transaction.paymentDetailId));
  const detail = await repo.detailById(tx, transaction.paymentDetailId);
  const project = detail ? await repo.projectFacts(tx, detail.projectId) : undefined;
  if (project)
    await tellPayment(tx, 'paid', {
      people: await investorOf(tx, project.userId),
      project,
      path: PAYMENT_PATH(transaction.paymentDetailId),
      link: ctx.link,
    });
  return { changed: true };
}

/**
 * The provider's signed callback (signature and freshness checked by the route). A message id seen before
 * is a replay (409); a transaction already settled is not changed again (idempotent: `changed: false`);
 * an amount other than the transaction's is refused and the transaction stays ongoing.
 */
export async function receiveCallback(ctx: ServiceContext, input: { eventId: string; body: TPaymentCallback }) {
  const { body } = input;
  const found = await repo.transactionByReference(ctx.db, body.transactionReference);
  if (!found) throw notFound();
  const detailRow = await repo.detailById(ctx.db, found.paymentDetailId);
  if (!detailRow) throw notFound();
  return ctx.db.transaction(async (tx) => {
    await lockProjectRow(tx, detailRow.projectId);
    if (
      !(await repo.recordCallbackEvent(tx, { id: input.eventId, transactionReference: body.transactionReference, at: ctx.now() }))
    )
      throw new AppError('PAYMENT_CALLBACK_REPLAYED');
    const { changed } = await settleTransaction(tx, ctx, body.transactionReference, body);
    return { received: true, changed };
  });
}
