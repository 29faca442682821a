import type { TPvSignatures, TVerifySignatureResponse } from '@cri/shared/schemas/signatures';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, outboxMails, projectPhases } from '../../db/schema.ts';
import { demoUser, type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { programmedFile, userIdOf } from '../commission/test-helpers.ts';
import { BOUNDARY, multipartBody } from '../documents/test-helpers.ts';
import { API, CASA, RABAT } from '../framing-forms/test-helpers.ts';
import { administrationId } from '../project-sharing/test-helpers.ts';
import type { SignaturesContext } from './context.ts';
import { checkManualUpload } from './service.ts';
import { atSandbox, call, decidedFile } from './test-helpers.ts';

const SESSION = '2026-11-25';
const H = 3_600_000;

describe('the PV of a commission: generation, electronic signatures, finalisation, verification (issue 7)', () => {
  let t: TestApp;
  let clock = new Date('2026-11-25T09:00:00Z');
  let advisor: LoggedIn;
  let rabatAdvisor: LoggedIn;
  let memberA: LoggedIn;
  let memberB: LoggedIn;
  let director: LoggedIn;
  let signatory: LoggedIn;
  let rabatMember: LoggedIn;
  let consultation: LoggedIn;
  let investor: LoggedIn;
  let ids: Record<'a' | 'b' | 'director' | 'signatory', number>;
  let admins: number[];
  let file: { projectId: number; commissionId: number };
  let finalPdf: Buffer;

  const signInAll = async () => {
    advisor = await loginAs(t, demoUser('ROLE_ADVISOR', CASA));
    rabatAdvisor = await loginAs(t, demoUser('ROLE_ADVISOR', RABAT));
    memberA = await loginAs(t, 'membre.casa@demo.cri.ma');
    memberB = await loginAs(t, 'membre.focal.casa@demo.cri.ma');
    director = await loginAs(t, 'directeur.casa@demo.cri.ma');
    signatory = await loginAs(t, 'membre.signataire.casa@demo.cri.ma');
    rabatMember = await loginAs(t, 'membre.rabat@demo.cri.ma');
    consultation = await loginAs(t, demoUser('ROLE_REGIONAL_CONSULTATION', CASA));
    investor = await loginAs(t, 'investisseur@demo.cri.ma');
  };
  const view = async (who: LoggedIn, projectId = file.projectId) => {
    const res = await call(t, who, 'GET', `/projects/${projectId}/pv-signatures`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TPvSignatures>();
  };
  const requestSign = (who: LoggedIn, userId: number, projectId = file.projectId) =>
    call(t, who, 'GET', `/esign/request-sign-document?projectId=${projectId}&userId=${userId}`);
  const signPv = (who: LoggedIn, transactionId: string, commissionId = file.commissionId) =>
    call(t, who, 'POST', `/commission/${commissionId}/sign-pv`, { transactionId });
  /** Member asks, signs at the sandbox with `certificate`, comes back: the sign-pv answer. */
  const signThrough = async (who: LoggedIn, userId: number, certificate: 'OWN' | 'OTHER' | 'EXPIRED' = 'OWN', target = file) => {
    const asked = await requestSign(who, userId, target.projectId);
    expect(asked.statusCode, asked.body).toBe(200);
    const landing = await atSandbox(t, asked.json<{ wsUrl: string }>().wsUrl, 'confirm', certificate);
    expect(landing).toMatch(new RegExp(`^/calendar/sign-pv/${target.projectId}\\?transactionId=`));
    return signPv(who, new URL(landing, 'http://x').searchParams.get('transactionId') ?? '', target.commissionId);
  };
  const download = async (url: string, who: LoggedIn | null = null) =>
    t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
  const verify = (pdf: Buffer, name = 'pv.pdf', type = 'application/pdf') =>
    t.app.inject({
      method: 'POST',
      url: `${API}/esign/verify-request-to-sign-document`,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipartBody({ fields: {}, fileName: name, contentType: type, content: [pdf] }),
    });
  /** The project ids of the caller's "PV to sign" list (spec 2 §7), and its dashboard count. */
  const pvToSign = async (who: LoggedIn) => {
    const list = await call(t, who, 'GET', '/projects?projectCategory=PROJECT_COMMISSION_PV_TO_SIGN&page=0');
    expect(list.statusCode, list.body).toBe(200);
    const indicators = await call(t, who, 'GET', '/projects/dashboard-indicators');
    const count = indicators.json<{ counts: Record<string, number> }>().counts.PROJECT_COMMISSION_PV_TO_SIGN;
    const found = list.json<{ id: number }[]>().map((p) => p.id);
    expect(count).toBe(found.length);
    return found;
  };
  const mails = async (template: string) =>
    (await t.database.db.select().from(outboxMails).where(eq(outboxMails.template, template))).length;

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    await signInAll();
    admins = [await administrationId(t, 'URBAN_AGENCY_1_R02'), await administrationId(t, 'DRE_R02')];
    ids = {
      a: await userIdOf(t, 'membre.casa@demo.cri.ma'),
      b: await userIdOf(t, 'membre.focal.casa@demo.cri.ma'),
      director: await userIdOf(t, 'directeur.casa@demo.cri.ma'),
      signatory: await userIdOf(t, 'membre.signataire.casa@demo.cri.ma'),
    };
    file = await decidedFile(t, {
      regionId: CASA,
      administrationIds: admins,
      session: SESSION,
      at: clock,
      advisor,
      opinionBy: memberA,
      present: [ids.a, ids.b],
      conflicted: [ids.signatory],
      added: [ids.director],
    });
  });
  afterAll(() => t.close());

  it('shows who must sign; only the region reads it; no PV before the advisor generates it', async () => {
    const s = await view(advisor);
    expect(s.commission).toMatchObject({ id: file.commissionId, choice: 'FAVORABLE' });
    expect(s.pv).toBeNull();
    expect(s.mode).toBe('NONE');
    expect(
      s.members
        .filter((m) => m.mustSign)
        .map((m) => m.userId)
        .sort(),
    ).toEqual([ids.a, ids.b].sort());
    expect(s.members.find((m) => m.userId === ids.signatory)).toMatchObject({
      attended: true,
      conflictOfInterest: true,
      mustSign: false,
    });
    expect(s.members.find((m) => m.userId === ids.director)).toMatchObject({ attended: false, mustSign: false });
    expect(s).toMatchObject({ requiredCount: 2, signedCount: 0, fullySigned: false, manualUploadEnabled: true });
    expect(s.abilities).toMatchObject({ generatePv: true, uploadManualPv: true, sign: false, finalize: false });
    expect((await view(memberA)).abilities).toMatchObject({ sign: false, signBlockedReason: 'NO_PV' });
    expect((await view(consultation)).abilities.generatePv).toBe(false);
    expect((await call(t, rabatAdvisor, 'GET', `/projects/${file.projectId}/pv-signatures`)).statusCode).toBe(404);
    expect((await call(t, rabatMember, 'GET', `/projects/${file.projectId}/pv-signatures`)).statusCode).toBe(404);
    const forbidden = await call(t, investor, 'GET', `/projects/${file.projectId}/pv-signatures`);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ errorCode: 'FORBIDDEN', messageKey: 'errors.FORBIDDEN' });
    expect((await call(t, null, 'GET', `/projects/${file.projectId}/pv-signatures`)).statusCode).toBe(401);
    expect((await requestSign(memberA, ids.a)).json()).toMatchObject({ errorCode: 'PV_NOT_GENERATED' });
  });

  it('generates the PV once, records it on the decision phase; a second generation is refused', async () => {
    expect((await call(t, memberA, 'POST', '/projects/add-pv-commission', { projectId: file.projectId })).statusCode).toBe(403);
    expect((await call(t, rabatAdvisor, 'POST', '/projects/add-pv-commission', { projectId: file.projectId })).statusCode).toBe(
      404,
    );
    expect((await call(t, advisor, 'POST', '/projects/add-pv-commission', { projectId: 'x' })).statusCode).toBe(422);
    const res = await call(t, advisor, 'POST', '/projects/add-pv-commission', { projectId: file.projectId });
    expect(res.statusCode, res.body).toBe(201);
    const s = res.json<TPvSignatures>();
    expect(s.pv).toMatchObject({ kind: 'GENERATED', mimeType: 'application/pdf', version: 1 });
    expect(s.abilities).toMatchObject({ generatePv: false, finalize: true, download: true });
    const again = await call(t, advisor, 'POST', '/projects/add-pv-commission', { projectId: file.projectId });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 'PV_ALREADY_EXISTS', messageKey: 'errors.PV_ALREADY_EXISTS' });
    const [phase] = await t.database.db
      .select()
      .from(projectPhases)
      .where(and(eq(projectPhases.projectId, file.projectId), eq(projectPhases.title, 'REVIEWED_IN_CRUI')));
    expect(phase?.metadata).toContainEqual({
      name: 'COMMISSION_PV_URL',
      value: `/backend/api/commission/${file.commissionId}/pv`,
    });
    expect(phase?.metadata.find((m) => m.name === 'COMMISSION_PV_NAME')?.value).toMatch(/\.pdf$/);
    // The link works without a bearer; a forged token does not; the investor waits for the signatures.
    const pdf = await download(s.pv?.downloadUrl ?? '');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await download(`${API}/commission/${file.commissionId}/pv?token=1.2.${'a'.repeat(43)}`)).statusCode).toBe(401);
    expect((await download(`${API}/commission/${file.commissionId}/pv`)).statusCode).toBe(401);
    expect((await download(`${API}/commission/${file.commissionId}/pv`, rabatAdvisor)).statusCode).toBe(404);
    expect((await download(`${API}/commission/${file.commissionId}/pv`, investor)).statusCode).toBe(404);
    expect((await download(`${API}/commission/${file.commissionId}/pv`, consultation)).statusCode).toBe(200);
    expect((await call(t, investor, 'GET', `/projects/${file.projectId}/commission-pv`)).json()).toMatchObject({
      available: false,
      downloadUrl: null,
    }); // The PV is now in the "PV to sign" lists of the members who must sign and of the advisor, nobody else's.
    expect(await pvToSign(memberA)).toEqual([file.projectId]);
    expect(await pvToSign(memberB)).toEqual([file.projectId]);
    expect(await pvToSign(advisor)).toContain(file.projectId);
    expect(await pvToSign(director)).toEqual([]);
    expect(await pvToSign(signatory)).toEqual([]);
    expect(await pvToSign(rabatAdvisor)).not.toContain(file.projectId);
  });

  it('refuses members who do not sign, and anyone signing for another', async () => {
    expect((await requestSign(memberA, ids.b)).json()).toMatchObject({ status: 403, errorCode: 'FORBIDDEN' });
    expect((await requestSign(director, ids.director)).json()).toMatchObject({
      status: 403,
      errorCode: 'PV_SIGNER_NOT_ALLOWED',
      messageKey: 'errors.PV_SIGNER_NOT_ATTENDING',
    });
    expect((await requestSign(signatory, ids.signatory)).json()).toMatchObject({
      status: 403,
      messageKey: 'errors.PV_SIGNER_CONFLICT',
    });
    const rabatId = await userIdOf(t, 'membre.rabat@demo.cri.ma');
    expect((await requestSign(rabatMember, rabatId)).statusCode).toBe(404);
    expect((await requestSign(advisor, ids.a)).statusCode).toBe(403);
    expect((await view(director)).abilities.signBlockedReason).toBe('NOT_ATTENDING');
  });

  it('lets one member sign at a time; manual upload is closed once electronic signing started', async () => {
    const asked = await requestSign(memberA, ids.a);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json<{ wsUrl: string }>().wsUrl).toMatch(/^\/sandbox\/esign\/requests\/[\w-]{22}\?sig=[\w-]+&lang=fr$/);
    const busy = await requestSign(memberB, ids.b);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ errorCode: 'PV_SIGNING_IN_PROGRESS', messageKey: 'errors.PV_SIGNING_IN_PROGRESS' });
    const s = await view(memberB);
    expect(s.abilities).toMatchObject({ sign: false, signBlockedReason: 'IN_PROGRESS' });
    expect(s.lock).toMatchObject({ userId: ids.a });
    expect(s.mode).toBe('ELECTRONIC');
    const manual = await t.app.inject({
      method: 'POST',
      url: `${API}/projects/add-pv-commission`,
      headers: { ...advisor.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipartBody({
        fields: { projectId: file.projectId },
        fileName: 'scan.pdf',
        contentType: 'application/pdf',
        content: [Buffer.from('%PDF-1.4\n%%EOF\n')],
      }),
    });
    expect(manual.statusCode).toBe(409);
    expect(manual.json()).toMatchObject({ errorCode: 'PV_ESIGN_STARTED' });
    // The sandbox page: the member's name, in French or Arabic; a forged address shows nothing.
    const wsUrl = asked.json<{ wsUrl: string }>().wsUrl;
    const page = await t.app.inject({ method: 'GET', url: wsUrl.replace('lang=fr', 'lang=ar') });
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    expect(page.body).toContain('<label for="certificate">');
    expect((await t.app.inject({ method: 'GET', url: wsUrl.replace(/sig=[\w-]+/, 'sig=forged') })).statusCode).toBe(404);
    // A malformed address (over-long signature or id) is an unknown request, not a server error.
    const long = wsUrl.replace(/sig=[\w-]+/, `sig=${'x'.repeat(500)}`);
    expect((await t.app.inject({ method: 'GET', url: long })).statusCode).toBe(404);
    const longId = `/sandbox/esign/requests/${'i'.repeat(300)}/confirm`;
    const posted = await t.app.inject({
      method: 'POST',
      url: longId,
      payload: 'sig=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(posted.statusCode).toBe(404);
  });

  it('refuses a certificate in another name or out of date, and keeps the provider text of a cancel', async () => {
    const other = await signThrough(memberA, ids.a, 'OTHER');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ errorCode: 'ESIGN_CERTIFICATE_NAME_MISMATCH' });
    const expired = await signThrough(memberA, ids.a, 'EXPIRED');
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toMatchObject({ errorCode: 'ESIGN_CERTIFICATE_DATE_INVALID' });
    const asked = await requestSign(memberA, ids.a);
    const back = await atSandbox(t, asked.json<{ wsUrl: string }>().wsUrl, 'cancel');
    expect(back).toBe(`/calendar/sign-pv/${file.projectId}?esignError=1`);
    const err = await call(t, memberA, 'GET', `/esign-error?projectId=${file.projectId}`);
    expect(err.json()).toEqual({ wsError: 'Signature annulée par le signataire.' });
    // Nothing was signed, and the cancel freed the PV for the others.
    const s = await view(advisor);
    expect(s).toMatchObject({ signedCount: 0, lock: null });
    expect(s.pv?.version).toBe(1);
  });

  it('records two electronic signatures one after the other; the PV is loaded and the investor told once', async () => {
    const before = await mails('pvLoaded');
    const asked = await requestSign(memberA, ids.a);
    const landing = await atSandbox(t, asked.json<{ wsUrl: string }>().wsUrl, 'confirm');
    const transactionId = new URL(landing, 'http://x').searchParams.get('transactionId') ?? '';
    // Another member cannot use (nor use up) A's transaction.
    expect((await signPv(memberB, transactionId)).json()).toMatchObject({ status: 422, errorCode: 'ESIGN_TRANSACTION_INVALID' });
    const a = await signPv(memberA, transactionId);
    expect(a.statusCode, a.body).toBe(200);
    expect((await signPv(memberA, transactionId)).json()).toMatchObject({ errorCode: 'ESIGN_TRANSACTION_INVALID' });
    const afterA = a.json<TPvSignatures>();
    expect(afterA).toMatchObject({ signedCount: 1, fullySigned: false, lock: null });
    expect(afterA.pv?.version).toBe(2);
    expect(afterA.members.find((m) => m.userId === ids.a)).toMatchObject({ hasPvSigned: true, pvSignedAt: clock.toISOString() });
    expect((await requestSign(memberA, ids.a)).json()).toMatchObject({ errorCode: 'PV_ALREADY_SIGNED' });
    expect(await pvToSign(memberA)).toEqual([]);
    expect(await pvToSign(memberB)).toEqual([file.projectId]);
    const b = await signThrough(memberB, ids.b);
    expect(b.statusCode, b.body).toBe(200);
    expect(b.json<TPvSignatures>()).toMatchObject({
      signedCount: 2,
      requiredCount: 2,
      fullySigned: true,
      loadedAt: clock.toISOString(),
    });
    expect(await mails('pvLoaded')).toBe(before + 1);
    expect(await pvToSign(memberB)).toEqual([]);
    expect(await pvToSign(advisor)).not.toContain(file.projectId);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.projectId, file.projectId), eq(notifications.titleKey, 'esign.notifications.pvLoaded.title')));
    expect(told).toHaveLength(1);
    // The investor now downloads the signed PV from their project page.
    const mine = await call(t, investor, 'GET', `/projects/${file.projectId}/commission-pv`);
    expect(mine.json()).toMatchObject({ available: true, fullySigned: true });
    const got = await download(mine.json<{ downloadUrl: string }>().downloadUrl);
    expect(got.statusCode).toBe(200);
    finalPdf = got.rawPayload;
  });

  it('verifies the signed PV: two valid signatures; one byte changed makes it invalid', async () => {
    const res = await verify(finalPdf);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<TVerifySignatureResponse>();
    expect(report.valid).toBe(true);
    expect(report.signatures).toHaveLength(2);
    expect(report.signatures.every((s) => s.intact && s.chainValid && s.datesValid)).toBe(true);
    const again = await download(report.wsUrl);
    expect(again.statusCode).toBe(200);
    expect(Buffer.compare(again.rawPayload, finalPdf)).toBe(0);

    const tampered = Buffer.from(finalPdf);
    const at = tampered.indexOf('/Type') + 1;
    tampered[at] = tampered[at] === 0x54 ? 0x55 : 0x54;
    const bad = (await verify(tampered)).json<TVerifySignatureResponse>();
    expect(bad.valid).toBe(false);
    expect(bad.signatures.some((s) => !s.intact)).toBe(true);

    const unsigned = (await verify(Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n'))).json<TVerifySignatureResponse>();
    expect(unsigned).toMatchObject({ valid: false, signatures: [] });
    const notPdf = await verify(Buffer.from('hello'), 'x.txt', 'text/plain');
    expect(notPdf.statusCode).toBe(422);
    expect(notPdf.json()).toMatchObject({ errorCode: 'UNSUPPORTED_FILE_TYPE' });
    expect((await download(report.wsUrl.replace(/token=[^&]+/, `token=1.0.${'a'.repeat(43)}`))).statusCode).toBe(401);
  });

  it('limits the public verification per client: 20 per 10 minutes, then 429 with Retry-After', async () => {
    const small = Buffer.from('%PDF-1.4\n%%EOF\n');
    let last = await verify(small);
    for (let i = 0; i < 20 && last.statusCode === 200; i++) last = await verify(small);
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ errorCode: 'TOO_MANY_REQUESTS' });
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('finalises: all signed; a second finalisation is refused; a replayed transaction is refused', async () => {
    expect((await call(t, memberA, 'POST', `/commission/${file.commissionId}/finalize-signatures`)).statusCode).toBe(403);
    expect((await call(t, rabatAdvisor, 'POST', `/commission/${file.commissionId}/finalize-signatures`)).statusCode).toBe(404);
    const res = await call(t, advisor, 'POST', `/commission/${file.commissionId}/finalize-signatures`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ allSigned: true, signatures: { finalizedAt: clock.toISOString() } });
    expect((await call(t, advisor, 'POST', `/commission/${file.commissionId}/finalize-signatures`)).json()).toMatchObject({
      errorCode: 'PV_ALREADY_FINALIZED',
    });
    expect((await signPv(memberA, 'unknown-transaction')).json()).toMatchObject({ errorCode: 'ESIGN_TRANSACTION_INVALID' });
  });

  it('after finalisation the others have 48 hours; the investor is told once when they pass', async () => {
    const late = await decidedFile(t, {
      regionId: CASA,
      administrationIds: admins,
      session: SESSION,
      at: clock,
      advisor,
      opinionBy: memberA,
      present: [ids.a, ids.b],
    });
    expect((await call(t, advisor, 'POST', `/commission/${late.commissionId}/finalize-signatures`)).json()).toMatchObject({
      errorCode: 'PV_NOT_GENERATED',
    });
    expect((await call(t, advisor, 'POST', '/projects/add-pv-commission', { projectId: late.projectId })).statusCode).toBe(201);
    expect((await signThrough(memberA, ids.a, 'OWN', late)).statusCode).toBe(200);
    const fin = await call(t, advisor, 'POST', `/commission/${late.commissionId}/finalize-signatures`);
    expect(fin.json()).toMatchObject({ allSigned: false });
    const s = await view(advisor, late.projectId);
    expect(s.deadline).toBe(new Date(clock.getTime() + 48 * H).toISOString());
    expect(s.abilities.uploadManualPv).toBe(false);
    const start = clock;
    const before = await mails('pvSigningExpired');

    clock = new Date(start.getTime() + 47 * H);
    await signInAll();
    await t.app.jobs.runNow();
    expect(await mails('pvSigningExpired')).toBe(before);
    expect((await call(t, investor, 'GET', `/projects/${late.projectId}/commission-pv`)).json()).toMatchObject({
      available: false,
    });

    clock = new Date(start.getTime() + 48 * H);
    await signInAll();
    await t.app.jobs.runNow();
    await t.app.jobs.runNow();
    expect(await mails('pvSigningExpired')).toBe(before + 1);
    const [mail] = await t.database.db.select().from(outboxMails).where(eq(outboxMails.template, 'pvSigningExpired'));
    expect(mail?.to).toBe('investisseur@demo.cri.ma');
    expect(mail?.text).toContain('1 signature(s) sur 2');
    const closed = await requestSign(memberB, ids.b, late.projectId);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ errorCode: 'PV_SIGNING_CLOSED' });
    expect((await call(t, investor, 'GET', `/projects/${late.projectId}/commission-pv`)).json()).toMatchObject({
      available: true,
      fullySigned: false,
    });
  });

  it('takes the scan signed on paper instead (manual mode): no electronic signature afterwards', async () => {
    const manual = await decidedFile(t, {
      regionId: CASA,
      administrationIds: admins,
      session: SESSION,
      at: clock,
      advisor,
      opinionBy: memberA,
      present: [ids.a, ids.b],
    });
    const upload = (who: LoggedIn, content: Buffer, type = 'application/pdf') =>
      t.app.inject({
        method: 'POST',
        url: `${API}/projects/add-pv-commission`,
        headers: { ...who.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        payload: multipartBody({
          fields: { projectId: manual.projectId },
          fileName: 'scan.pdf',
          contentType: type,
          content: [content],
        }),
      });
    const scan = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
    expect((await upload(memberA, scan)).statusCode).toBe(403);
    // With UPLOAD_PV_MANUALLY off the upload is refused before the file is read.
    const off = { manualUploadEnabled: false } as SignaturesContext;
    await expect(
      checkManualUpload(off, { sub: '1', roles: ['ROLE_ADVISOR'], regionId: CASA }, manual.projectId),
    ).rejects.toMatchObject({
      code: 'PV_MANUAL_UPLOAD_DISABLED',
      status: 404,
    });
    expect((await upload(advisor, Buffer.from('not a pdf at all'), 'text/plain')).json()).toMatchObject({
      errorCode: 'UNSUPPORTED_FILE_TYPE',
    });
    const before = await mails('pvLoaded');
    const res = await upload(advisor, scan);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<TPvSignatures>()).toMatchObject({ mode: 'MANUAL', fullySigned: true, pv: { kind: 'MANUAL' } });
    expect(await mails('pvLoaded')).toBe(before + 1);
    expect((await requestSign(memberA, ids.a, manual.projectId)).json()).toMatchObject({ errorCode: 'PV_MANUAL_MODE' });
    expect((await call(t, advisor, 'POST', '/projects/add-pv-commission', { projectId: manual.projectId })).json()).toMatchObject(
      {
        errorCode: 'PV_ALREADY_EXISTS',
      },
    );
    expect((await call(t, advisor, 'POST', `/commission/${manual.commissionId}/finalize-signatures`)).json()).toMatchObject({
      errorCode: 'PV_MANUAL_MODE',
    });
    const replaced = await upload(advisor, scan);
    expect(replaced.statusCode).toBe(200);
    expect(await mails('pvLoaded')).toBe(before + 1);
    const mine = await call(t, investor, 'GET', `/projects/${manual.projectId}/commission-pv`);
    expect((await download(mine.json<{ downloadUrl: string }>().downloadUrl)).rawPayload.toString()).toBe(scan.toString());
  });

  it('refuses a PV before the decision', async () => {
    const projectId = await programmedFile(t, { regionId: CASA, administrationIds: admins, cruiDate: SESSION, at: clock });
    const res = await call(t, advisor, 'POST', '/projects/add-pv-commission', { projectId });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ errorCode: 'PV_NOT_DECIDED', messageKey: 'errors.PV_NOT_DECIDED' });
    expect((await view(memberA, projectId)).abilities.signBlockedReason).toBe('NOT_DECIDED');
  });
});
