import type { TActToSign, TProjectActs } from '@cri/shared/schemas/act-signature';
import type { TVerifySignatureResponse } from '@cri/shared/schemas/signatures';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { actSigningRequests } from '../../db/schema/act-signature.ts';
import { followUpActions, followUpActRevisions } from '../../db/schema/follow-up-actions.ts';
import { notifications, outboxMails } from '../../db/schema.ts';
import { seedDemoActToSign } from '../../seed/demo-act-signature.ts';
import { demoUser, type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { userIdOf } from '../commission/test-helpers.ts';
import { BOUNDARY, multipartBody } from '../documents/test-helpers.ts';
import { API, CASA, RABAT } from '../framing-forms/test-helpers.ts';
import { atSandbox } from '../signatures/test-helpers.ts';
import { actAwaitingGovernor } from './test-helpers.ts';

const CASA_ADVISOR = 'conseiller.casa@demo.cri.ma';

describe("the governor's e-signature of a delivery act and its delivery (issue 14)", () => {
  let t: TestApp;
  const clock = new Date('2026-11-26T09:00:00Z');
  let wali: LoggedIn;
  let rabatWali: LoggedIn;
  let member: LoggedIn;
  let advisor: LoggedIn;
  let rabatAdvisor: LoggedIn;
  let investor: LoggedIn;
  let otherInvestor: LoggedIn;
  let ids: Record<'wali' | 'rabatWali' | 'member' | 'investor', number>;

  const call = (who: LoggedIn | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `${API}${url}`, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
  const view = (who: LoggedIn, fuaId: number) => call(who, 'GET', `/follow-up-action/${fuaId}/act-signature`);
  const request = (who: LoggedIn, userId: number, act: { projectId: number; fuaId: number }) =>
    call(
      who,
      'GET',
      `/esign/request-sign-act-to-delivery?projectId=${act.projectId}&followUpActionId=${act.fuaId}&userId=${userId}`,
    );
  /** Asks, signs at the sandbox with `certificate`, comes back: the sign-act answer. */
  const signThrough = async (
    who: LoggedIn,
    userId: number,
    act: { projectId: number; fuaId: number },
    certificate: 'OWN' | 'OTHER' | 'EXPIRED' = 'OWN',
  ) => {
    const asked = await request(who, userId, act);
    expect(asked.statusCode, asked.body).toBe(200);
    const landing = await atSandbox(t, asked.json<{ wsUrl: string }>().wsUrl, 'confirm', certificate);
    expect(landing).toMatch(new RegExp(`^/projects/${act.projectId}/follow-up-action/${act.fuaId}/sign-act\\?transactionId=`));
    const transactionId = new URL(landing, 'http://x').searchParams.get('transactionId') ?? '';
    return call(who, 'POST', `/follow-up-action/${act.fuaId}/sign-act`, { transactionId });
  };
  const actRow = async (fuaId: number) => {
    const [row] = await t.database.db.select().from(followUpActions).where(eq(followUpActions.id, fuaId));
    return row;
  };
  const mailsTo = async (template: string, to: string) =>
    (
      await t.database.db
        .select()
        .from(outboxMails)
        .where(and(eq(outboxMails.template, template), eq(outboxMails.to, to)))
    ).length;
  const listed = async (who: LoggedIn, category: string) => {
    const list = await call(who, 'GET', `/projects?projectCategory=${category}&page=0`);
    expect(list.statusCode, list.body).toBe(200);
    const found = list.json<{ id: number }[]>().map((p) => p.id);
    const indicators = await call(who, 'GET', '/projects/dashboard-indicators');
    expect(indicators.json<{ counts: Record<string, number> }>().counts[category]).toBe(found.length);
    return found;
  };

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    wali = await loginAs(t, 'wali.casa@demo.cri.ma');
    rabatWali = await loginAs(t, 'wali.rabat@demo.cri.ma');
    member = await loginAs(t, 'membre.casa@demo.cri.ma');
    advisor = await loginAs(t, CASA_ADVISOR);
    rabatAdvisor = await loginAs(t, demoUser('ROLE_ADVISOR', RABAT));
    investor = await loginAs(t, 'investisseur@demo.cri.ma');
    otherInvestor = await loginAs(t, 'investisseur.expiration@demo.cri.ma');
    ids = {
      wali: await userIdOf(t, 'wali.casa@demo.cri.ma'),
      rabatWali: await userIdOf(t, 'wali.rabat@demo.cri.ma'),
      member: await userIdOf(t, 'membre.casa@demo.cri.ma'),
      investor: await userIdOf(t, 'investisseur@demo.cri.ma'),
    };
  });
  afterAll(() => t.close());

  it('shows the governor a validated act; a member without the flag is refused, another region sees nothing', async () => {
    const act = await actAwaitingGovernor(t, { regionId: CASA, advisorUsername: CASA_ADVISOR, at: clock });
    const seen = await view(wali, act.fuaId);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json<TActToSign>()).toMatchObject({
      projectId: act.projectId,
      signerName: 'Abdellatif Berrada',
      signed: false,
      abilities: { sign: true, askRevision: true, signBlockedReason: null },
    });
    const pdf = await t.app.inject({ method: 'GET', url: seen.json<TActToSign>().act.viewUrl });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(Buffer.from(pdf.rawPayload).equals(Buffer.from(act.actBytes))).toBe(true);

    const refused = await view(member, act.fuaId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errorCode: 'ACT_SIGNER_NOT_GOVERNOR', messageKey: 'errors.ACT_SIGNER_NOT_GOVERNOR' });
    expect((await request(member, ids.member, act)).statusCode).toBe(403);
    expect((await call(advisor, 'GET', `/follow-up-action/${act.fuaId}/act-signature`)).statusCode).toBe(403);
    expect((await view(rabatWali, act.fuaId)).statusCode).toBe(404);
    expect((await request(rabatWali, ids.rabatWali, act)).statusCode).toBe(404);
    expect(
      (await call(rabatWali, 'POST', `/follow-up-action/${act.fuaId}/governor-revision`, { reason: 'Autre région' })).statusCode,
    ).toBe(404);
    // Another user's id in the request, or no session at all.
    expect((await request(wali, ids.member, act)).statusCode).toBe(403);
    expect((await request(null as unknown as LoggedIn, ids.wali, act)).statusCode).toBe(401);
    // The governor's link to the act is his: the token names him, and another region's governor gets nothing.
    const rabatPdf = await t.app.inject({
      method: 'GET',
      url: `${API}/follow-up-action/${act.fuaId}/act-file`,
      headers: rabatWali.headers,
    });
    expect(rabatPdf.statusCode).toBe(404);
  });

  it('refuses an act the director has not validated yet (409), and lists only validated acts for the governor', async () => {
    const pending = await actAwaitingGovernor(t, {
      regionId: CASA,
      advisorUsername: CASA_ADVISOR,
      at: clock,
      actStatus: 'AWAITING_VALIDATION',
    });
    const seen = await view(wali, pending.fuaId);
    expect(seen.statusCode).toBe(409);
    expect(seen.json()).toMatchObject({ errorCode: 'ACT_NOT_VALIDATED_BY_DIRECTOR' });
    const asked = await request(wali, ids.wali, pending);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({ errorCode: 'ACT_NOT_VALIDATED_BY_DIRECTOR' });
    const toSign = await listed(wali, 'ACT_TO_SIGNED_BY_WALI');
    expect(toSign).not.toContain(pending.projectId);
    const approved = await actAwaitingGovernor(t, { regionId: CASA, advisorUsername: CASA_ADVISOR, at: clock });
    expect(await listed(wali, 'ACT_TO_SIGNED_BY_WALI')).toContain(approved.projectId);
    expect(await listed(rabatWali, 'ACT_TO_SIGNED_BY_WALI')).not.toContain(approved.projectId);
    expect(await listed(member, 'ACT_TO_SIGNED_BY_WALI')).toEqual([]);
    const acts = await call(wali, 'GET', `/projects/${approved.projectId}/delivered-acts`);
    expect(acts.json<TProjectActs>()).toMatchObject({ delivered: [], toSign: [{ followUpActionId: approved.fuaId }] });
  });

  it('refuses a certificate in another name or expired: nothing stored, the lock released', async () => {
    const act = await actAwaitingGovernor(t, { regionId: CASA, advisorUsername: CASA_ADVISOR, at: clock });
    const before = await actRow(act.fuaId);
    const mismatch = await signThrough(wali, ids.wali, act, 'OTHER');
    expect(mismatch.statusCode, mismatch.body).toBe(422);
    expect(mismatch.json()).toMatchObject({
      errorCode: 'ESIGN_CERTIFICATE_NAME_MISMATCH',
      messageKey: 'errors.ESIGN_CERTIFICATE_NAME_MISMATCH',
    });
    const expired = await signThrough(wali, ids.wali, act, 'EXPIRED');
    expect(expired.statusCode, expired.body).toBe(422);
    expect(expired.json()).toMatchObject({ errorCode: 'ESIGN_CERTIFICATE_DATE_INVALID' });
    expect(await actRow(act.fuaId)).toEqual(before);
    const [lock] = await t.database.db
      .select()
      .from(actSigningRequests)
      .where(eq(actSigningRequests.followUpActionId, act.fuaId));
    expect(lock).toMatchObject({ signingUserId: null, signingRequestId: null });
    expect(await mailsTo('actDelivered', 'investisseur@demo.cri.ma')).toBe(0);
  });

  it('gives the provider’s text after a cancel, and releases the act', async () => {
    const act = await actAwaitingGovernor(t, { regionId: CASA, advisorUsername: CASA_ADVISOR, at: clock });
    const asked = await request(wali, ids.wali, act);
    expect(asked.statusCode, asked.body).toBe(200);
    const landing = await atSandbox(t, asked.json<{ wsUrl: string }>().wsUrl, 'cancel');
    expect(landing).toBe(`/projects/${act.projectId}/follow-up-action/${act.fuaId}/sign-act?esignError=1`);
    const error = await call(wali, 'GET', `/esign/act-error?followUpActionId=${act.fuaId}`);
    expect(error.statusCode, error.body).toBe(200);
    expect(error.json<{ wsError: string }>().wsError).toBe('Signature annulée par le signataire.');
    expect((await view(wali, act.fuaId)).json<TActToSign>().abilities.sign).toBe(true);
  });

  it('holds the act for one signer: a second governor gets 409 while the first signs', async () => {
    const act = await actAwaitingGovernor(t, { regionId: CASA, advisorUsername: CASA_ADVISOR, at: clock });
    // A second governor of the region (an interim): the demo member given the wali flag.
    await t.database.db.update(users).set({ isWali: true }).where(eq(users.id, ids.member));
    try {
      expect((await request(wali, ids.wali, act)).statusCode).toBe(200);
      const second = await request(member, ids.member, act);
      expect(second.statusCode).toBe(409);
      expect(second.json()).toMatchObject({ errorCode: 'ACT_SIGNING_IN_PROGRESS', messageKey: 'errors.ACT_SIGNING_IN_PROGRESS' });
      expect((await view(member, act.fuaId)).json<TActToSign>().abilities).toMatchObject({
        sign: false,
        signBlockedReason: 'IN_PROGRESS',
      });
      const revision = await call(member, 'POST', `/follow-up-action/${act.fuaId}/governor-revision`, { reason: 'À revoir' });
      expect(revision.statusCode).toBe(409);
      // The same governor asking again gets a fresh request.
      expect((await request(wali, ids.wali, act)).statusCode).toBe(200);
    } finally {
      await t.database.db.update(users).set({ isWali: false }).where(eq(users.id, ids.member));
    }
  });

  it('signs in the governor’s name, delivers the act to the investor, and the verification says valid', async () => {
    const act = await actAwaitingGovernor(t, { regionId: CASA, advisorUsername: CASA_ADVISOR, at: clock });
    const signed = await signThrough(wali, ids.wali, act);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json<TActToSign>()).toMatchObject({
      signed: true,
      abilities: { sign: false, signBlockedReason: 'ALREADY_SIGNED' },
    });
    expect(await actRow(act.fuaId)).toMatchObject({
      actStatus: 'SIGNED',
      status: 'DONE',
      signedBy: ids.wali,
      signedFileName: 'autorisation-signe.pdf',
    });
    expect(await mailsTo('actDelivered', 'investisseur@demo.cri.ma')).toBe(1);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, ids.investor), eq(notifications.titleKey, 'actSignature.notifications.delivered.title')),
      );
    expect(told).toHaveLength(1);
    // Signing again: the act is signed.
    expect((await request(wali, ids.wali, act)).json()).toMatchObject({ errorCode: 'ACT_ALREADY_SIGNED' });

    const acts = await call(investor, 'GET', `/projects/${act.projectId}/delivered-acts`);
    expect(acts.statusCode, acts.body).toBe(200);
    const [delivered] = acts.json<TProjectActs>().delivered;
    expect(delivered).toMatchObject({ followUpActionId: act.fuaId, fileName: 'autorisation-signe.pdf' });
    const download = await t.app.inject({ method: 'GET', url: delivered?.downloadUrl ?? '' });
    expect(download.statusCode).toBe(200);
    const signedPdf = Buffer.from(download.rawPayload);
    expect(signedPdf.subarray(0, act.actBytes.length).equals(Buffer.from(act.actBytes))).toBe(true);
    expect((await call(advisor, 'GET', `/projects/${act.projectId}/delivered-acts`)).json<TProjectActs>().delivered).toHaveLength(
      1,
    );
    expect((await call(rabatAdvisor, 'GET', `/projects/${act.projectId}/delivered-acts`)).statusCode).toBe(404);
    expect((await call(otherInvestor, 'GET', `/projects/${act.projectId}/delivered-acts`)).statusCode).toBe(404);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `${API}/follow-up-action/${act.fuaId}/signed-act`,
      headers: otherInvestor.headers,
    });
    expect(foreign.statusCode).toBe(404);
    expect(await listed(advisor, 'DELIVER_ACTE')).toContain(act.projectId);
    expect(await listed(wali, 'ACT_TO_SIGNED_BY_WALI')).not.toContain(act.projectId);

    const verified = await t.app.inject({
      method: 'POST',
      url: `${API}/esign/verify-request-to-sign-document`,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipartBody({ fields: {}, fileName: 'acte.pdf', contentType: 'application/pdf', content: [signedPdf] }),
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const report = verified.json<TVerifySignatureResponse>();
    expect(report.valid).toBe(true);
    expect(report.signatures).toHaveLength(1);
    expect(report.signatures[0]).toMatchObject({
      signerName: 'Abdellatif Berrada',
      intact: true,
      chainValid: true,
      datesValid: true,
    });
  });

  it('lets the governor ask a revision instead: counted for the governor, the advisor told, no longer to sign', async () => {
    const act = await actAwaitingGovernor(t, { regionId: CASA, advisorUsername: CASA_ADVISOR, at: clock });
    const empty = await call(wali, 'POST', `/follow-up-action/${act.fuaId}/governor-revision`, { reason: '  ' });
    expect(empty.statusCode).toBe(422);
    expect(await actRow(act.fuaId)).toMatchObject({ actStatus: 'APPROVED' });
    const asked = await call(wali, 'POST', `/follow-up-action/${act.fuaId}/governor-revision`, {
      reason: 'Le numéro de parcelle est erroné.',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ projectId: act.projectId, revisionsByGovernor: 1 });
    expect(await actRow(act.fuaId)).toMatchObject({ actStatus: 'REVISION_REQUESTED', isApproved: false });
    const revisions = await t.database.db
      .select()
      .from(followUpActRevisions)
      .where(eq(followUpActRevisions.followUpActionId, act.fuaId));
    expect(revisions).toMatchObject([
      { requester: 'GOVERNOR', reason: 'Le numéro de parcelle est erroné.', requestedBy: ids.wali },
    ]);
    expect(await mailsTo('actGovernorRevision', CASA_ADVISOR)).toBeGreaterThanOrEqual(1);
    // One mail for one revision: the generic "revision asked" one is not sent on top of the governor's.
    expect(await mailsTo('actRevisionRequested', CASA_ADVISOR)).toBe(0);
    expect((await view(wali, act.fuaId)).json()).toMatchObject({ errorCode: 'ACT_NOT_VALIDATED_BY_DIRECTOR' });
  });

  it('seeds the demo act awaiting the Casablanca governor once (npm start)', async () => {
    expect(await seedDemoActToSign(t.database.db, t.app.storage, clock)).toBe(1);
    expect(await seedDemoActToSign(t.database.db, t.app.storage, clock)).toBe(0);
    const own = await call(investor, 'GET', '/projects?page=0&size=100');
    const demo = own.json<{ id: number; name: string }[]>().find((p) => p.name === 'Unité de dessalement Dar Bouazza');
    expect(demo).toBeDefined();
    const acts = await call(wali, 'GET', `/projects/${demo?.id}/delivered-acts`);
    const [toSign] = acts.json<TProjectActs>().toSign;
    expect((await view(wali, toSign?.followUpActionId ?? 0)).json<TActToSign>().abilities.sign).toBe(true);
  });
});
