import { computeFees, formatDh, sheetTotals, toHundredths } from '@cri/shared/rules/payments';
import { addWorkingDays } from '@cri/shared/rules/working-days';
import type { TPaymentDetail, TPaymentLine, TSheetParcel, TTechnicalSheet } from '@cri/shared/schemas/payments';
import { and, eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceContext } from '../../core/service-context.ts';
import { pngWith } from '../../core/uploads/sample-files.ts';
import {
  feeScales,
  paymentLines,
  paymentSandboxOrders,
  paymentTechnicalSheets,
  paymentTransactions,
} from '../../db/schema/payments.ts';
import { advisors, documentTypeRegionFees, notifications, outboxMails, projects, providedDocuments } from '../../db/schema.ts';
import type { ProviderStatus } from '../../partners/payment/plugin.ts';
import { signCallback } from '../../partners/payment/signing.ts';
import { demoUser, type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { programmedFile, userIdOf } from '../commission/test-helpers.ts';
import { BOUNDARY, multipartBody } from '../documents/test-helpers.ts';
import { decideFile, insertFollowUpAction } from '../follow-up-actions/test-helpers.ts';
import { API, CASA, RABAT } from '../framing-forms/test-helpers.ts';
import { administrationId } from '../project-sharing/test-helpers.ts';
import { reconcileOngoingPayments } from './reconciliation.ts';
import { insertPaymentRequest } from './test-helpers.ts';

const parcel = (over: Partial<TSheetParcel> = {}): TSheetParcel => ({
  landReference: 'TF 1234/C',
  landType: 'Terrain titré',
  establishmentType: 'NONE',
  establishmentName: '',
  subdivisionAuthorisationExists: false,
  subdivisionAuthorisationReference: '',
  landArea: 2500,
  finishedTransferableArea: 0,
  transferableArea: 0,
  additionalTransferableArea: 0,
  additionalBuiltArea: 0,
  coveredFloorArea: 1234.56,
  builtArea: 1200,
  uncoveredArea: 1300,
  areaToDetach: 0,
  temporaryArea: 0,
  openAirArea: 0,
  allLevelFloorArea: 2469.12,
  facadeLength: 40.5,
  developmentCost: 150_000,
  sanitationCost: 20_000.5,
  electricityCost: 30_000,
  waterCost: 10_000,
  phoneCost: 2_000,
  landValue: 4_500_000,
  ...over,
});

describe('fees and online payment (issue 16)', () => {
  let t: TestApp;
  const clock = new Date('2026-11-26T09:00:00Z');
  const SESSION = '2026-11-25';
  let advisor: LoggedIn;
  let otherAdvisor: LoggedIn;
  let rabatAdvisor: LoggedIn;
  let investor: LoggedIn;
  let urbanMember: LoggedIn;
  let communeMember: LoggedIn;
  let focalMember: LoggedIn;
  let rabatMember: LoggedIn;
  let file: number;
  let noActionFile: number;
  let urban: number;
  let commune: number;
  let detailId: number;
  let sheetId: number;

  const call = (who: LoggedIn | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `${API}${url}`, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
  const detail = async (who: LoggedIn = investor) => {
    const res = await call(who, 'GET', `/payment-detail/${detailId}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TPaymentDetail>();
  };
  const lineOf = async (adminId: number) => {
    const line = (await detail()).lines.find((l) => l.administrationId === adminId);
    if (!line) throw new Error('line missing');
    return line;
  };
  const sheetPdfBytes = async (who: LoggedIn = investor) => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/payment-technical-sheet/${sheetId}/pdf`, headers: who.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.rawPayload;
  };
  /** The investor's signature and stamp added on the generated PDF (its document information is kept). */
  const signed = async (bytes: Buffer) => {
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    const font = await doc.embedFont(StandardFonts.Helvetica);
    doc.getPages().at(-1)?.drawText('Lu et approuvé — signé et cacheté', { x: 70, y: 120, size: 10, font });
    return Buffer.from(await doc.save({ useObjectStreams: false }));
  };
  const upload = (content: Buffer, fileName = 'fiche-signee.pdf', contentType = 'application/pdf') =>
    t.app.inject({
      method: 'POST',
      url: `${API}/payment-technical-sheet/add-signed-document?paymentTechnicalSheetId=${sheetId}`,
      headers: { ...investor.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipartBody({ fields: {}, fileName, contentType, content: [content] }),
    });
  /** investor-validate, then the generated PDF signed and uploaded back: submitted to the administrations. */
  const submitSigned = async () => {
    expect((await call(investor, 'PUT', `/payment-technical-sheet/${sheetId}/investor-validate`)).statusCode).toBe(200);
    const res = await upload(await signed(await sheetPdfBytes()));
    expect(res.statusCode, res.body).toBe(201);
    return res.json<TTechnicalSheet>();
  };
  const form = (parcels: TSheetParcel[], extra: object = {}) => ({ paymentDetailId: detailId, parcels, ...extra });
  const sandboxForm = (url: string, extra: Record<string, string>) => {
    const q = new URL(url, 'http://portal').searchParams;
    return new URLSearchParams({
      ref: q.get('ref') ?? '',
      amount: q.get('amount') ?? '',
      return: q.get('return') ?? '',
      lang: q.get('lang') ?? 'fr',
      sig: q.get('sig') ?? '',
      ...extra,
    }).toString();
  };
  const sandboxPost = (path: string, body: string) =>
    t.app.inject({
      method: 'POST',
      url: `/sandbox/payment/checkout/${path}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: body,
    });
  const callback = async (body: object, opts: { id?: string; at?: Date; sign?: boolean } = {}) => {
    const text = JSON.stringify(body);
    const headers = await signCallback(t.app.payment.hmac, {
      id: opts.id ?? `evt-${Math.random().toString(36).slice(2)}`,
      body: text,
      now: opts.at ?? clock,
    });
    if (opts.sign === false) headers['x-payment-signature'] = 'AAAA';
    return t.app.inject({
      method: 'POST',
      url: `${API}/partners/payment/callbacks`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: text,
    });
  };

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    // The sandbox provider posts its callback to the portal over real HTTP.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    advisor = await loginAs(t, demoUser('ROLE_ADVISOR', CASA));
    otherAdvisor = await loginAs(t, 'conseillere.casa@demo.cri.ma');
    rabatAdvisor = await loginAs(t, demoUser('ROLE_ADVISOR', RABAT));
    investor = await loginAs(t, 'investisseur@demo.cri.ma');
    urbanMember = await loginAs(t, 'membre.casa@demo.cri.ma');
    communeMember = await loginAs(t, 'membre.commune.casa@demo.cri.ma');
    focalMember = await loginAs(t, 'membre.focal.casa@demo.cri.ma');
    rabatMember = await loginAs(t, 'membre.rabat@demo.cri.ma');
    urban = await administrationId(t, 'URBAN_AGENCY_1_R02');
    commune = await administrationId(t, 'CAPITAL_COMMUNE_R02');
    file = await programmedFile(t, { regionId: CASA, administrationIds: [urban, commune], cruiDate: SESSION, at: clock });
    noActionFile = await programmedFile(t, { regionId: CASA, administrationIds: [urban], cruiDate: SESSION, at: clock });
    const [mine] = await t.database.db
      .select({ id: advisors.id })
      .from(advisors)
      .where(eq(advisors.userId, await userIdOf(t, 'conseiller.casa@demo.cri.ma')));
    for (const id of [file, noActionFile]) {
      await decideFile(t, id, SESSION, clock);
      await t.database.db
        .update(projects)
        .set({ advisorId: mine?.id ?? null })
        .where(eq(projects.id, id));
    }
    await insertFollowUpAction(t, { projectId: file, type: 'PAYMENT', at: clock });
  });
  afterAll(() => t?.close());

  it('the assigned advisor requests the payment of a procedure with an open PAYMENT action, then enrols it', async () => {
    const body = { projectId: file, procedureId: 3 };
    expect(
      (await call(advisor, 'POST', '/payment-detail/new', { projectId: noActionFile, procedureId: 3 })).json(),
    ).toMatchObject({
      status: 409,
      errorCode: 'PAYMENT_NO_REQUEST_ACTION',
    });
    expect((await call(otherAdvisor, 'POST', '/payment-detail/new', body)).json()).toMatchObject({
      errorCode: 'NOT_ASSIGNED_ADVISOR',
    });
    expect((await call(rabatAdvisor, 'POST', '/payment-detail/new', body)).statusCode).toBe(404);
    expect((await call(investor, 'POST', '/payment-detail/new', body)).statusCode).toBe(403);
    const created = await call(advisor, 'POST', '/payment-detail/new', body);
    expect(created.statusCode, created.body).toBe(201);
    const d = created.json<TPaymentDetail>();
    detailId = d.id;
    expect(d.status).toBe('REQUESTED');
    expect(d.lines.map((l) => [l.administrationId, l.status]).sort()).toEqual(
      [
        [urban, 'AWAITING_SHEET'],
        [commune, 'AWAITING_SHEET'],
      ].sort(),
    );
    expect(d.abilities.enrol).toBe(true);
    expect((await call(advisor, 'POST', '/payment-detail/new', body)).json()).toMatchObject({
      errorCode: 'PAYMENT_ALREADY_REQUESTED',
    });
    // Not yet sent: the investor cannot fill the sheet.
    expect((await call(investor, 'POST', '/payment-technical-sheet', form([parcel()]))).json()).toMatchObject({
      errorCode: 'PAYMENT_WRONG_STATE',
    });
    expect((await call(otherAdvisor, 'PUT', `/payment-detail/enrolling/${detailId}`)).statusCode).toBe(403);
    const enrolled = await call(advisor, 'PUT', `/payment-detail/enrolling/${detailId}`);
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    const e = enrolled.json<TPaymentDetail>();
    expect(e.status).toBe('ENROLLED');
    // Procedure 3 (building permit): 15 working days for the sheet from Thursday 26 November 2026.
    expect(e.deadlines.technicalSheet).toBe(addWorkingDays('2026-11-26', 15));
    expect(e.deadlines.technicalSheet).toBe('2026-12-17');
    expect((await call(advisor, 'PUT', `/payment-detail/enrolling/${detailId}`)).json()).toMatchObject({
      errorCode: 'PAYMENT_WRONG_STATE',
    });
    const investorId = await userIdOf(t, 'investisseur@demo.cri.ma');
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, investorId));
    expect(told.some((n) => n.link === `/payment/${detailId}/technical-sheet-infos`)).toBe(true);
    const mails = await t.database.db.select().from(outboxMails).where(eq(outboxMails.template, 'paymentRequested'));
    expect(mails.some((m) => m.to === 'investisseur@demo.cri.ma')).toBe(true);
    // The investor sees it with the file's parcels to prefill the sheet; another region's advisor does not.
    expect((await detail()).abilities.editSheet).toBe(true);
    expect((await call(rabatAdvisor, 'GET', `/payment-detail/${detailId}`)).statusCode).toBe(404);
    expect((await call(rabatAdvisor, 'GET', `/payment-detail?projectId=${file}`)).statusCode).toBe(404);
    expect((await call(focalMember, 'GET', `/payment-detail/${detailId}`)).statusCode).toBe(404);
    const list = await call(advisor, 'GET', `/payment-detail?projectId=${file}&procedureId=3`);
    expect(list.json<TPaymentDetail[]>().map((x) => x.id)).toEqual([detailId]);
  });

  it('the sheet: bad values are refused with translated field errors, tampered totals too; the server sums', async () => {
    const negative = await call(investor, 'POST', '/payment-technical-sheet', form([parcel({ landArea: -5 })]));
    expect(negative.statusCode).toBe(422);
    expect(negative.json().fieldErrors).toContainEqual({
      field: 'body.parcels.0.landArea',
      messageKey: 'payments.errors.negative',
    });
    const absurd = await call(investor, 'POST', '/payment-technical-sheet', form([parcel({ builtArea: 20_000_000 })]));
    expect(absurd.json().fieldErrors).toContainEqual({
      field: 'body.parcels.0.builtArea',
      messageKey: 'payments.errors.beyondCap',
    });
    const decimals = await call(investor, 'POST', '/payment-technical-sheet', form([parcel({ landArea: 1.234 })]));
    expect(decimals.json().fieldErrors).toContainEqual({
      field: 'body.parcels.0.landArea',
      messageKey: 'payments.errors.decimals',
    });
    const missing = await call(
      investor,
      'POST',
      '/payment-technical-sheet',
      form([parcel({ subdivisionAuthorisationExists: true })]),
    );
    expect(missing.json().fieldErrors).toContainEqual({
      field: 'body.parcels.0.subdivisionAuthorisationReference',
      messageKey: 'errors.field.required',
    });
    const tampered = await call(
      investor,
      'POST',
      '/payment-technical-sheet',
      form([parcel(), parcel()], { totals: { coveredFloorArea: 10, landArea: 5000 } }),
    );
    expect(tampered.json()).toMatchObject({ status: 422, errorCode: 'PAYMENT_TOTALS_MISMATCH' });
    expect(tampered.json().fieldErrors).toEqual([
      { field: 'totals.coveredFloorArea', messageKey: 'payments.errors.totalsMismatch' },
    ]);
    expect(await t.database.db.select().from(paymentTechnicalSheets)).toHaveLength(0);
    expect((await call(advisor, 'POST', '/payment-technical-sheet', form([parcel()]))).statusCode).toBe(403);

    const saved = await call(
      investor,
      'POST',
      '/payment-technical-sheet',
      form([parcel(), parcel({ landReference: 'TF 99/C', coveredFloorArea: 100.44 })], { totals: { landArea: 5000 } }),
    );
    expect(saved.statusCode, saved.body).toBe(201);
    const sheet = saved.json<TTechnicalSheet>();
    sheetId = sheet.id;
    expect(sheet.status).toBe('DRAFT');
    expect(sheet.totals.coveredFloorArea).toBe(1335);
    expect(sheet.totals.sanitationCost).toBe(40_001);
    expect(sheet.parcels[1]?.coveredFloorArea).toBe(100.44);
    expect((await call(investor, 'POST', '/payment-technical-sheet', form([parcel()]))).json()).toMatchObject({
      errorCode: 'PAYMENT_SHEET_EXISTS',
    });
    const [stored] = await t.database.db.select().from(paymentTechnicalSheets);
    expect(stored?.totals.coveredFloorArea).toBe(133_500);
    const updated = await call(investor, 'PUT', `/payment-technical-sheet/${sheetId}`, form([parcel()]));
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<TTechnicalSheet>().totals.coveredFloorArea).toBe(1234.56);
    expect((await call(urbanMember, 'GET', `/payment-technical-sheet/${sheetId}`)).statusCode).toBe(200);
    expect((await call(rabatMember, 'GET', `/payment-technical-sheet/${sheetId}`)).statusCode).toBe(404);
    expect((await call(focalMember, 'GET', `/payment-technical-sheet/${sheetId}`)).statusCode).toBe(404);
  });

  it('the validated sheet as a PDF, signed and uploaded back; another PDF, an image or an old version is refused', async () => {
    // A draft has no PDF to sign.
    expect((await call(investor, 'GET', `/payment-technical-sheet/${sheetId}/pdf`)).json()).toMatchObject({
      errorCode: 'PAYMENT_WRONG_STATE',
    });
    const frozen = await call(investor, 'PUT', `/payment-technical-sheet/${sheetId}/investor-validate`);
    expect(frozen.json<TTechnicalSheet>()).toMatchObject({ status: 'AWAITING_SIGNED', signedDocument: null });
    const generated = await sheetPdfBytes();
    expect(generated.subarray(0, 5).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(generated, { updateMetadata: false });
    expect(doc.getKeywords()).toMatch(new RegExp(`^cri-payment-sheet:${sheetId}:\\d+:[\\w-]{32}$`));
    expect(Buffer.from(await sheetPdfBytes()).equals(Buffer.from(generated))).toBe(true);
    expect((await call(rabatMember, 'GET', `/payment-technical-sheet/${sheetId}/pdf`)).statusCode).toBe(404);

    // Not the generated sheet: another PDF, the same with its marker forged, an image.
    const other = await PDFDocument.create();
    other.addPage();
    expect((await upload(Buffer.from(await other.save()))).json()).toMatchObject({
      status: 422,
      errorCode: 'PAYMENT_SIGNED_SHEET_UNRECOGNISED',
    });
    const forged = await PDFDocument.load(generated, { updateMetadata: false });
    forged.setKeywords([`cri-payment-sheet:${sheetId}:1:${'A'.repeat(32)}`]);
    expect((await upload(Buffer.from(await forged.save()))).json()).toMatchObject({
      errorCode: 'PAYMENT_SIGNED_SHEET_UNRECOGNISED',
    });
    const image = await upload(pngWith(Buffer.from('scan')), 'scan.png', 'image/png');
    expect(image.json()).toMatchObject({ status: 422, errorCode: 'UNSUPPORTED_FILE_TYPE' });
    expect((await detail()).lines.every((l) => l.status === 'AWAITING_SHEET')).toBe(true);
    const mails = await t.database.db.select().from(outboxMails).where(eq(outboxMails.template, 'technicalSheetToEvaluate'));
    expect(mails).toHaveLength(0);

    // The investor goes back to the draft (a revision would too): the first PDF no longer matches the new version.
    await t.database.db.update(paymentTechnicalSheets).set({ status: 'DRAFT' }).where(eq(paymentTechnicalSheets.id, sheetId));
    expect((await call(investor, 'PUT', `/payment-technical-sheet/${sheetId}`, form([parcel()]))).statusCode).toBe(200);
    expect((await call(investor, 'PUT', `/payment-technical-sheet/${sheetId}/investor-validate`)).statusCode).toBe(200);
    expect((await upload(await signed(generated))).json()).toMatchObject({ errorCode: 'PAYMENT_SIGNED_SHEET_UNRECOGNISED' });
    // Back to a draft, so that the next test submits it.
    await t.database.db.update(paymentTechnicalSheets).set({ status: 'DRAFT' }).where(eq(paymentTechnicalSheets.id, sheetId));
  });

  it('each administration evaluates: revision with a reason, the investor revises, both validate, the fees are fixed', async () => {
    const lineUrban = await lineOf(urban);
    const lineCommune = await lineOf(commune);
    // Not submitted yet: nothing to evaluate.
    expect((await call(urbanMember, 'PUT', `/payment-line/${lineUrban.id}`, { decision: 'VALIDATE' })).json()).toMatchObject({
      errorCode: 'PAYMENT_WRONG_STATE',
    });
    const submitted = await submitSigned();
    expect(submitted).toMatchObject({ status: 'SUBMITTED', signedDocument: { fileName: 'fiche-signee.pdf' } });
    const copy = await t.app.inject({
      method: 'GET',
      url: `${API}/payment-technical-sheet/${sheetId}/signed-document`,
      headers: urbanMember.headers,
    });
    expect(copy.statusCode).toBe(200);
    expect(copy.headers['content-type']).toBe('application/pdf');
    expect((await call(investor, 'PUT', `/payment-technical-sheet/${sheetId}`, form([parcel()]))).json()).toMatchObject({
      errorCode: 'PAYMENT_WRONG_STATE',
    });
    const mails = await t.database.db.select().from(outboxMails).where(eq(outboxMails.template, 'technicalSheetToEvaluate'));
    expect(mails.map((m) => m.to)).toEqual(
      expect.arrayContaining(['membre.casa@demo.cri.ma', 'membre.commune.casa@demo.cri.ma']),
    );

    // A member of another administration of the file, or of another administration altogether, does not evaluate.
    expect((await call(urbanMember, 'PUT', `/payment-line/${lineCommune.id}`, { decision: 'VALIDATE' })).json()).toMatchObject({
      status: 403,
      errorCode: 'PAYMENT_NOT_LINE_MEMBER',
    });
    expect((await call(focalMember, 'PUT', `/payment-line/${lineCommune.id}`, { decision: 'VALIDATE' })).statusCode).toBe(404);
    expect((await call(rabatMember, 'GET', `/payment-line/${lineCommune.id}`)).statusCode).toBe(404);
    expect((await call(advisor, 'PUT', `/payment-line/${lineCommune.id}`, { decision: 'VALIDATE' })).statusCode).toBe(403);
    const noReason = await call(urbanMember, 'PUT', `/payment-line/${lineUrban.id}`, { decision: 'REQUEST_REVISION' });
    expect(noReason.json().fieldErrors).toContainEqual({ field: 'body.reason', messageKey: 'errors.field.required' });
    const asked = await call(urbanMember, 'PUT', `/payment-line/${lineUrban.id}`, {
      decision: 'REQUEST_REVISION',
      reason: 'La surface couverte ne correspond pas aux plans.',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json<TPaymentLine>()).toMatchObject({
      status: 'REVISION_REQUESTED',
      revisionReason: 'La surface couverte ne correspond pas aux plans.',
    });
    expect((await call(investor, 'GET', `/payment-technical-sheet/${sheetId}`)).json<TTechnicalSheet>().status).toBe(
      'REVISION_REQUESTED',
    );
    expect((await call(investor, 'GET', `/epayment/init-payment?paymentDetailId=${detailId}`)).json()).toMatchObject({
      errorCode: 'PAYMENT_NOT_PAYABLE',
    });
    const revision = await t.database.db.select().from(outboxMails).where(eq(outboxMails.template, 'technicalSheetRevision'));
    expect(revision).toHaveLength(1);

    // The investor revises and submits again: every administration evaluates the new sheet.
    expect(
      (await call(investor, 'PUT', `/payment-technical-sheet/${sheetId}`, form([parcel({ coveredFloorArea: 1250 })]))).statusCode,
    ).toBe(200);
    await submitSigned();
    expect((await detail()).lines.every((l) => l.status === 'PENDING_EVALUATION' && l.revisionReason === null)).toBe(true);
    expect((await call(communeMember, 'GET', `/payment-line/${lineCommune.id}`)).json<TPaymentLine>().canEvaluate).toBe(true);
    expect(
      (await call(urbanMember, 'PUT', `/payment-line/${lineUrban.id}`, { decision: 'VALIDATE' })).json<TPaymentLine>(),
    ).toMatchObject({
      status: 'VALIDATED',
      amountCentimes: null,
    });
    // The file holds the cadastral plan (9); the centre collects the ownership certificate (7) and the urban
    // planning note (10) of procedure 3, at Casablanca-Settat's fee for the note (300 DH, 200 DH nationally).
    expect(await t.database.db.select().from(documentTypeRegionFees)).toContainEqual(
      expect.objectContaining({ documentTypeId: 10, regionId: CASA, documentCollectionFee: 300 }),
    );
    await t.database.db.insert(providedDocuments).values({
      projectId: file,
      documentTypeId: 9,
      storageKey: 'fixture/cadastral-plan',
      originalName: 'plan-cadastral.pdf',
      mimeType: 'application/pdf',
      size: 10,
      uploadedBy: await userIdOf(t, 'investisseur@demo.cri.ma'),
      uploadedAt: clock,
    });
    const last = await call(communeMember, 'PUT', `/payment-line/${lineCommune.id}`, { decision: 'VALIDATE' });
    expect(last.statusCode, last.body).toBe(200);

    // Fees from each scale in force on 26 November 2026 (the urban agency's 2019 scale is no longer).
    const totals = sheetTotals([
      Object.fromEntries(
        Object.entries(parcel({ coveredFloorArea: 1250 })).map(([k, v]) => [k, typeof v === 'number' ? toHundredths(v) : 0]),
      ) as never,
    ]);
    const firstLine = (await detail()).lines[0];
    const collection = [
      {
        kind: 'DOCUMENT_COLLECTION',
        documentTypeId: 7,
        labelFr: 'Frais de collecte : Certificat de propriété',
        labelAr: 'مصاريف جلب الوثيقة: شهادة الملكية',
        fixedCentimes: 10_000,
        amountCentimes: 10_000,
      },
      {
        kind: 'DOCUMENT_COLLECTION',
        documentTypeId: 10,
        labelFr: 'Frais de collecte : Note de renseignements urbanistiques',
        labelAr: 'مصاريف جلب الوثيقة: مذكرة المعلومات التعميرية',
        fixedCentimes: 30_000,
        amountCentimes: 30_000,
      },
    ];
    for (const adminId of [urban, commune]) {
      const scale = await t.database.db
        .select()
        .from(feeScales)
        .where(and(eq(feeScales.administrationId, adminId), eq(feeScales.procedureId, 3)));
      const expected = computeFees(scale, totals, '2026-11-26');
      const collected = adminId === firstLine?.administrationId ? collection : [];
      const total = expected.totalCentimes + collected.reduce((sum, i) => sum + i.amountCentimes, 0);
      const line = await lineOf(adminId);
      expect(line.status).toBe('VALIDATED');
      expect(line.amountCentimes).toBe(total);
      expect(line.items).toEqual([...expected.items, ...collected]);
      const fees = await call(
        investor,
        'GET',
        `/epayment/services-fees?administrationId=${adminId}&procedureId=3&paymentTechnicalSheetId=${sheetId}`,
      );
      expect(fees.json()).toMatchObject({ totalCentimes: total, items: line.items, date: '2026-11-26' });
    }
    // Urban agency: 5 DH × 2 469,12 m² = 12 345,60 DH; commune: 15 DH × 1 250 m² + 200 DH = 18 950 DH; and the
    // collection, on the first line: 100 DH + 300 DH.
    const urbanFirst = firstLine?.administrationId === urban;
    expect((await lineOf(urban)).amountCentimes).toBe(1_234_560 + (urbanFirst ? 40_000 : 0));
    expect((await lineOf(commune)).amountCentimes).toBe(1_895_000 + (urbanFirst ? 0 : 40_000));
    const d = await detail();
    expect(d.totalCentimes).toBe(3_169_560);
    expect(formatDh(d.totalCentimes ?? 0)).toBe('31 695,60 DH');
    expect(d.abilities.pay).toBe(true);
    expect((await call(investor, 'GET', `/payment-technical-sheet/${sheetId}`)).json<TTechnicalSheet>().status).toBe('VALIDATED');
  });

  it('scales and parameters: the region’s staff read them, another region does not', async () => {
    const params = await call(urbanMember, 'GET', `/urban-agency-parameters?administrationId=${urban}`);
    expect(params.statusCode, params.body).toBe(200);
    const scales = params.json().scales as {
      procedureId: number;
      inForce: boolean;
      validTo: string | null;
      officialDocument: string;
    }[];
    const building = scales.filter((s) => s.procedureId === 3);
    expect(building.map((s) => s.inForce)).toEqual([false, true]);
    expect(building.every((s) => s.officialDocument.includes('rémunération des services rendus'))).toBe(true);
    expect((await call(rabatMember, 'GET', `/urban-agency-parameters?administrationId=${urban}`)).statusCode).toBe(404);
    expect((await call(investor, 'GET', `/urban-agency-parameters?administrationId=${urban}`)).statusCode).toBe(403);
    const procedure = await call(
      investor,
      'GET',
      `/procedure-payment-parameters/administration?regionId=${CASA}&procedureId=3&projectId=${file}`,
    );
    expect(procedure.statusCode, procedure.body).toBe(200);
    expect(procedure.json()).toMatchObject({
      investorTechnicalSheetDelay: 15,
      validationAdministrationDelay: 10,
      investorPaymentDelay: 30,
    });
    expect(
      procedure
        .json()
        .administrations.map((a: { administrationId: number }) => a.administrationId)
        .sort(),
    ).toEqual([urban, commune].sort());
    expect(
      (await call(rabatAdvisor, 'GET', `/procedure-payment-parameters/administration?regionId=${CASA}&procedureId=3`)).statusCode,
    ).toBe(404);
  });

  it('online payment is refused when one administration does not accept it', async () => {
    await t.database.db
      .update(paymentLines)
      .set({ acceptsOnlinePayment: false })
      .where(eq(paymentLines.administrationId, commune));
    expect((await call(investor, 'GET', `/epayment/init-payment?paymentDetailId=${detailId}`)).json()).toMatchObject({
      status: 409,
      errorCode: 'PAYMENT_ONLINE_NOT_SUPPORTED',
    });
    expect((await detail()).onlinePaymentAllowed).toBe(false);
    await t.database.db
      .update(paymentLines)
      .set({ acceptsOnlinePayment: true })
      .where(eq(paymentLines.administrationId, commune));
  });

  it('the investor pays by card at the sandbox: a declined card, then 3-D Secure; nothing is paid twice', async () => {
    expect((await call(advisor, 'GET', `/epayment/init-payment?paymentDetailId=${detailId}`)).statusCode).toBe(403);
    const first = await call(investor, 'GET', `/epayment/init-payment?paymentDetailId=${detailId}`);
    expect(first.statusCode, first.body).toBe(200);
    const init = first.json<{ transactionId: number; amountCentimes: number; redirectUrl: string }>();
    expect(init.amountCentimes).toBe(3_169_560);
    expect(init.redirectUrl).toMatch(/^\/sandbox\/payment\/checkout\?/);
    // A second click reuses the ongoing transaction.
    expect((await call(investor, 'GET', `/epayment/init-payment?paymentDetailId=${detailId}`)).json().transactionId).toBe(
      init.transactionId,
    );

    const page = await t.app.inject({ method: 'GET', url: init.redirectUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('31 695,60 DH');
    // The amount of the address cannot be changed.
    const forged = await t.app.inject({ method: 'GET', url: init.redirectUrl.replace('amount=3169560', 'amount=100') });
    expect(forged.statusCode).toBe(400);

    const declined = await sandboxPost('pay', sandboxForm(init.redirectUrl, { card: '4000 0000 0000 0002' }));
    expect(declined.statusCode, declined.body).toBe(303);
    expect(declined.headers.location).toBe(`/payment/${detailId}/confirmation/failure`);
    expect((await detail()).transactions.map((x) => x.state)).toEqual(['FAILED']);
    expect((await detail()).status).toBe('ENROLLED');

    const again = (await call(investor, 'GET', `/epayment/init-payment?paymentDetailId=${detailId}`)).json<typeof init>();
    expect(again.transactionId).not.toBe(init.transactionId);
    const secure = await sandboxPost('pay', sandboxForm(again.redirectUrl, { card: '4000000000003220' }));
    expect(secure.statusCode).toBe(200);
    expect(secure.body).toContain('3-D Secure');
    const confirmed = await sandboxPost('confirm', sandboxForm(again.redirectUrl, { code: '123456' }));
    expect(confirmed.statusCode, confirmed.body).toBe(303);
    expect(confirmed.headers.location).toBe(`/payment/${detailId}/confirmation/success`);
    const paid = await detail();
    expect(paid.status).toBe('PAID');
    expect(paid.lines.every((l) => l.status === 'PAID' && l.paidAt !== null)).toBe(true);
    expect(paid.transactions.map((x) => x.state)).toEqual(['FAILED', 'SUCCEEDED']);
    expect((await call(investor, 'GET', `/epayment/init-payment?paymentDetailId=${detailId}`)).json()).toMatchObject({
      errorCode: 'PAYMENT_ALREADY_PAID',
    });
    expect(await t.database.db.select().from(outboxMails).where(eq(outboxMails.template, 'paymentReceived'))).toHaveLength(1);
  });

  it('the callback: signed, fresh, never replayed, idempotent, and the amount must match', async () => {
    const [succeeded] = await t.database.db.select().from(paymentTransactions).where(eq(paymentTransactions.state, 'SUCCEEDED'));
    if (!succeeded) throw new Error('no transaction');
    const body = {
      transactionReference: succeeded.reference,
      providerReference: 'SBX-1',
      state: 'SUCCEEDED',
      amountCentimes: succeeded.amountCentimes,
    };
    expect((await callback(body, { sign: false })).json()).toMatchObject({
      status: 401,
      errorCode: 'PAYMENT_CALLBACK_SIGNATURE_INVALID',
    });
    expect((await callback(body, { at: new Date(clock.getTime() - 6 * 60_000) })).json()).toMatchObject({
      status: 401,
      errorCode: 'PAYMENT_CALLBACK_STALE',
    });
    // Confirmed twice: nothing changes.
    const twice = await callback(body, { id: 'evt-twice' });
    expect(twice.statusCode, twice.body).toBe(200);
    expect(twice.json()).toEqual({ received: true, changed: false });
    expect((await callback(body, { id: 'evt-twice' })).json()).toMatchObject({
      status: 409,
      errorCode: 'PAYMENT_CALLBACK_REPLAYED',
    });
    // A failure after the success does not undo it.
    expect((await callback({ ...body, state: 'FAILED' })).json()).toEqual({ received: true, changed: false });
    expect((await detail()).status).toBe('PAID');
    expect((await callback({ ...body, transactionReference: 'CRI-unknown' })).statusCode).toBe(404);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: `${API}/partners/payment/callbacks`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(unsigned.statusCode).toBe(401);

    // An ongoing transaction confirmed for another amount stays ongoing.
    const [ongoing] = await t.database.db
      .insert(paymentTransactions)
      .values({ paymentDetailId: detailId, reference: 'CRI-test-ongoing', amountCentimes: 5000, createdAt: clock })
      .returning();
    const wrong = await callback({ ...body, transactionReference: 'CRI-test-ongoing', amountCentimes: 4999 });
    expect(wrong.json()).toMatchObject({ status: 422, errorCode: 'PAYMENT_AMOUNT_MISMATCH' });
    const [still] = await t.database.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.id, ongoing?.id ?? 0));
    expect(still?.state).toBe('ONGOING');
  });

  it('multi-channel: a unique key when the card is refused, paid later at the counter, settled by the reconciliation job', async () => {
    const other = await insertPaymentRequest(t, { projectId: noActionFile, regionId: CASA, landReference: 'TF 77/C', at: clock });
    const [first, second] = other.lineIds;
    await t.database.db
      .update(paymentLines)
      .set({ status: 'VALIDATED', amountCentimes: 50_000, acceptsOnlinePayment: false })
      .where(eq(paymentLines.id, first ?? 0));
    await t.database.db
      .update(paymentLines)
      .set({ status: 'VALIDATED', amountCentimes: 25_050 })
      .where(eq(paymentLines.id, second ?? 0));
    const init = (channel: string) =>
      call(investor, 'GET', `/epayment/init-payment?paymentDetailId=${other.detailId}&channel=${channel}`);
    expect((await init('CARD')).json()).toMatchObject({ status: 409, errorCode: 'PAYMENT_ONLINE_NOT_SUPPORTED' });
    const keyed = await init('MULTI_CHANNEL');
    expect(keyed.statusCode, keyed.body).toBe(200);
    const k = keyed.json<{ transactionId: number; paymentKey: string; redirectUrl: string; amountCentimes: number }>();
    expect(k.amountCentimes).toBe(75_050);
    expect(k.paymentKey).toMatch(/^\d{4}-\d{4}-\d{4}-\d{4}$/);
    expect(k.redirectUrl).toContain('channel=MULTI_CHANNEL');
    expect((await init('MULTI_CHANNEL')).json().transactionId).toBe(k.transactionId);
    const view = await call(investor, 'GET', `/payment-detail/${other.detailId}`);
    expect(view.json<TPaymentDetail>()).toMatchObject({ onlinePaymentAllowed: false, abilities: { pay: true } });
    expect(view.json<TPaymentDetail>().transactions).toMatchObject([
      { state: 'ONGOING', channel: 'MULTI_CHANNEL', paymentKey: k.paymentKey, paidBy: null },
    ]);

    // The provider's page shows the key; a key changed in the address is refused.
    const keyPage = await t.app.inject({ method: 'GET', url: k.redirectUrl });
    expect(keyPage.statusCode).toBe(200);
    expect(keyPage.body).toContain(k.paymentKey);
    expect(
      (await t.app.inject({ method: 'GET', url: k.redirectUrl.replace(/key=[\d-]+/, 'key=0000-0000-0000-0000') })).statusCode,
    ).toBe(400);

    // Not paid yet: the job asks the provider and leaves it ongoing.
    const later = (minutes: number) => ({
      ...serviceContext(t.app),
      now: () => new Date(clock.getTime() + minutes * 60_000),
      status: (reference: string) => t.app.payment.provider.status(reference),
    });
    expect((await reconcileOngoingPayments(later(1))).asked).toBe(0);
    expect((await reconcileOngoingPayments(later(5))).locked).toBe(true);
    const [waiting] = await t.database.db.select().from(paymentTransactions).where(eq(paymentTransactions.id, k.transactionId));
    expect(waiting).toMatchObject({ state: 'ONGOING' });
    expect(waiting?.checkedAt).not.toBeNull();

    // The counter: an unknown key is refused; the key is collected by cheque and confirmed to the portal.
    const counter = (key: string, means: string) =>
      t.app.inject({
        method: 'POST',
        url: '/sandbox/payment/counter',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ key, means, lang: 'fr' }).toString(),
      });
    expect((await counter('1111-2222-3333-4444', 'CASH')).statusCode).toBe(404);
    const receipt = (who: LoggedIn, lineId: number) =>
      t.app.inject({ method: 'GET', url: `${API}/payment-line/${lineId}/receipt`, headers: who.headers });
    expect((await receipt(investor, first ?? 0)).json()).toMatchObject({ errorCode: 'PAYMENT_WRONG_STATE' });
    const collected = await counter(k.paymentKey, 'CHEQUE');
    expect(collected.statusCode, collected.body).toBe(200);
    expect(collected.body).toContain('Paiement encaissé et confirmé au portail.');
    const paid = (await call(investor, 'GET', `/payment-detail/${other.detailId}`)).json<TPaymentDetail>();
    expect(paid.status).toBe('PAID');
    expect(paid.transactions).toMatchObject([{ state: 'SUCCEEDED', paidBy: 'CHEQUE' }]);
    expect((await counter(k.paymentKey, 'CASH')).statusCode).toBe(404);
    // A receipt per paid line, to the request's readers only.
    const pdf = await receipt(investor, first ?? 0);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await receipt(urbanMember, first ?? 0)).statusCode).toBe(200);
    expect((await receipt(rabatMember, first ?? 0)).statusCode).toBe(404);
  });

  it('reconciliation: an abandoned card session expires; a card paid whose callback was lost is settled once', async () => {
    const job = (minutes: number, status?: (reference: string) => Promise<ProviderStatus>) =>
      reconcileOngoingPayments({
        ...serviceContext(t.app),
        now: () => new Date(clock.getTime() + minutes * 60_000),
        status: status ?? ((reference: string) => t.app.payment.provider.status(reference)),
      });
    const states = async () =>
      Object.fromEntries(
        (await t.database.db.select().from(paymentTransactions)).map((x) => [
          x.reference,
          `${x.state}:${x.providerReference ?? ''}`,
        ]),
      );
    // The ongoing transaction of the callback test was left on the card page.
    await t.database.db
      .insert(paymentSandboxOrders)
      .values({ reference: 'CRI-test-ongoing', amountCentimes: 5_000, channel: 'CARD', createdAt: clock });
    await job(10);
    expect((await states())['CRI-test-ongoing']).toBe('ONGOING:');
    // At the provider (its own clock), the card session was opened 40 minutes ago: expired.
    await t.database.db
      .update(paymentSandboxOrders)
      .set({ createdAt: new Date(clock.getTime() - 40 * 60_000) })
      .where(eq(paymentSandboxOrders.reference, 'CRI-test-ongoing'));
    await job(45);
    expect((await states())['CRI-test-ongoing']).toMatch(/^FAILED:SBX-EXP-/);

    // Paid at the provider, its callback lost: settled from the provider's status, once.
    await t.database.db
      .insert(paymentTransactions)
      .values({ paymentDetailId: detailId, reference: 'CRI-lost-callback', amountCentimes: 7_000, createdAt: clock });
    await t.database.db.insert(paymentSandboxOrders).values({
      reference: 'CRI-lost-callback',
      amountCentimes: 7_000,
      channel: 'CARD',
      state: 'SUCCEEDED',
      providerReference: 'SBX-lost',
      paidBy: 'CARD',
      createdAt: clock,
      settledAt: clock,
    });
    expect((await job(50)).settled).toBe(1);
    expect((await states())['CRI-lost-callback']).toBe('SUCCEEDED:SBX-lost');
    expect((await job(60)).settled).toBe(0);

    // A provider that does not answer leaves the transaction ongoing.
    await t.database.db
      .insert(paymentTransactions)
      .values({ paymentDetailId: detailId, reference: 'CRI-no-answer', amountCentimes: 1_000, createdAt: clock });
    const silent = await job(70, async () => {
      throw new Error('timeout');
    });
    expect(silent.unanswered).toBe(1);
    expect((await states())['CRI-no-answer']).toBe('ONGOING:');
  });
});
