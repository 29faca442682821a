import type { TLandFolderPartner, TSendFolderResponse, TShareFolderState, TVerifyEmailResult } from '@cri/shared/schemas/rokhas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communes } from '../../db/schema/reference-data.ts';
import { rokhasCallbackEvents, rokhasComments, sandboxRokhasEntries, sandboxRokhasFolders } from '../../db/schema/rokhas.ts';
import { projectPhases, projectProcedures, projects, providedDocuments } from '../../db/schema.ts';
import { rokhasHmac, signedHeaders } from '../../partners/rokhas/signing.ts';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.ts';
import { SANDBOX_ARCHITECTS, SANDBOX_ROKHAS_MEMBER, seedDemoRokhasArchitectWithoutAccount } from '../../seed/demo-rokhas.ts';
import { advisorIdOf, demoUser, type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { userIdOf } from '../commission/test-helpers.ts';
import { listProvidedDocuments } from '../documents/service.ts';
import { BOUNDARY, multipartBody } from '../documents/test-helpers.ts';
import { API, CASA, RABAT } from '../framing-forms/test-helpers.ts';
import { administrationId, insertFile } from '../project-sharing/test-helpers.ts';
import { call, decidedFile } from '../signatures/test-helpers.ts';
import { rokhasContext } from './context.ts';
import { isProcedureSentToRokhas } from './service.ts';
import { readFolderSituations, retryPartnerTasks } from './tasks.ts';

const SECRET = 'rokhas-test-secret-0123456789-abcdefghijklmnop';
const SESSION = '2026-11-25';

describe('Rokhas, the building-permit partner: verify, share, comments, send, situation (issue 14)', () => {
  let t: TestApp;
  let clock = new Date('2026-11-25T09:00:00Z');
  let advisor: LoggedIn;
  let rabatAdvisor: LoggedIn;
  let file: { projectId: number; commissionId: number };
  let undecided: number;
  let memberCookie = '';

  const sandboxForm = (url: string, form: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: memberCookie },
      payload: new URLSearchParams(form).toString(),
    });
  const setMode = async (mode: 'NORMAL' | 'DOWN' | 'LOST_ANSWER') =>
    expect((await sandboxForm('/sandbox/rokhas/mode', { mode })).statusCode).toBe(303);
  const landFolder = async (who = advisor) => {
    const res = await call(t, who, 'GET', `/projects/${file.projectId}/land-folder-partner`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TLandFolderPartner>();
  };
  const phases = async (id: number) =>
    (await t.database.db.select().from(projectPhases).where(eq(projectPhases.projectId, id))).map((p) => p.title);
  const signedCallback = async (body: object, opts: { eventId: string; at?: Date; secret?: string }) => {
    const text = JSON.stringify(body);
    const headers = await signedHeaders(rokhasHmac(t.database.db, opts.secret ?? SECRET), 'to-portal', {
      id: opts.eventId,
      method: 'POST',
      path: `${API}/partners/rokhas/callbacks`,
      body: text,
      now: opts.at ?? clock,
    });
    return t.app.inject({
      method: 'POST',
      url: `${API}/partners/rokhas/callbacks`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: text,
    });
  };

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock, env: { ROKHAS_SECRET: SECRET, ROKHAS_TIMEOUT_MS: '3000' } });
    // The portal reaches the sandbox partner (and the partner the portal) over real HTTP.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    advisor = await loginAs(t, demoUser('ROLE_ADVISOR', CASA));
    rabatAdvisor = await loginAs(t, demoUser('ROLE_ADVISOR', RABAT));
    const memberA = await loginAs(t, 'membre.casa@demo.cri.ma');
    file = await decidedFile(t, {
      regionId: CASA,
      administrationIds: [await administrationId(t, 'URBAN_AGENCY_1_R02')],
      session: SESSION,
      at: clock,
      advisor,
      opinionBy: memberA,
      present: [await userIdOf(t, 'membre.casa@demo.cri.ma')],
    });
    const [commune] = await t.database.db
      .select({ id: communes.id, provinceId: communes.provinceId })
      .from(communes)
      .where(and(eq(communes.regionId, CASA), eq(communes.rokhas, true)))
      .limit(1);
    const architect = SANDBOX_ARCHITECTS[0]?.email ?? '';
    await t.database.db
      .update(projects)
      .set({ communeId: commune?.id ?? null, provinceId: commune?.provinceId ?? null, architectEmail: architect.toUpperCase() })
      .where(eq(projects.id, file.projectId));
    // A second procedure Rokhas instructs (GRP), accepted with the first.
    await t.database.db.insert(projectProcedures).values({ projectId: file.projectId, procedureId: 4, state: 'ACCEPTED' });
    undecided = await insertFile(t, { regionId: CASA, phases: ['IN_REVIEW', 'FILLED'], at: clock });
    const login = await t.app.inject({
      method: 'POST',
      url: '/sandbox/rokhas/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: SANDBOX_ROKHAS_MEMBER.username, password: DEMO_PASSWORD }).toString(),
    });
    expect(login.statusCode, login.body).toBe(303);
    memberCookie = String(login.headers['set-cookie']).split(';')[0] ?? '';
  });
  afterAll(() => t.close());

  it("checks the architect's e-mail with the partner: EXIST, NOT_EXIST after a change, 422 without e-mail", async () => {
    const before = await call(t, advisor, 'GET', `/data-verification/${file.projectId}/verify-email-result`);
    expect(before.json<TVerifyEmailResult>()).toMatchObject({ status: null, email: SANDBOX_ARCHITECTS[0]?.email });
    const res = await call(t, advisor, 'POST', `/data-verification/${file.projectId}/verify-with-partner`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TVerifyEmailResult>()).toMatchObject({ status: 'EXIST', partnerArchitectName: 'Karim Alami' });
    // Decided favourably: the check is the phase DATA_VERIFICATION_WITH_PARTNER.
    expect((await phases(file.projectId)).at(-1)).toBe('DATA_VERIFICATION_WITH_PARTNER');

    await t.database.db.update(projects).set({ architectEmail: 'inconnu@archi.ma' }).where(eq(projects.id, file.projectId));
    const stale = await call(t, advisor, 'GET', `/data-verification/${file.projectId}/verify-email-result`);
    expect(stale.json<TVerifyEmailResult>().status).toBeNull();
    const notFound = await call(t, advisor, 'POST', `/data-verification/${file.projectId}/verify-with-partner`);
    expect(notFound.json<TVerifyEmailResult>()).toMatchObject({ status: 'NOT_EXIST', partnerArchitectName: null });
    // The notify-investor answer now says the architect has no Rokhas account.
    const notify = await call(t, advisor, 'POST', `/projects/${file.projectId}/notify-investor`, {
      projectId: file.projectId,
      message: 'Votre architecte doit créer son compte Rokhas.',
    });
    expect(notify.json()).toEqual({ messageForEmailArchitectNotExists: true });

    await t.database.db.update(projects).set({ architectEmail: '' }).where(eq(projects.id, undecided));
    const empty = await call(t, advisor, 'POST', `/data-verification/${undecided}/verify-with-partner`);
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ errorCode: 'ROKHAS_ARCHITECT_EMAIL_MISSING' });
    // Another region's file is not found; back to the architect the partner knows.
    expect((await call(t, rabatAdvisor, 'POST', `/data-verification/${file.projectId}/verify-with-partner`)).statusCode).toBe(
      404,
    );
    await t.database.db
      .update(projects)
      .set({ architectEmail: SANDBOX_ARCHITECTS[0]?.email ?? '' })
      .where(eq(projects.id, file.projectId));
    expect(
      (await call(t, advisor, 'POST', `/data-verification/${file.projectId}/verify-with-partner`)).json<TVerifyEmailResult>()
        .status,
    ).toBe('EXIST');
  });

  it('shares the decided file once (SHARED_FOLDER_WITH_ROKHAS with its folder id); refuses an undecided file', async () => {
    const refused = await call(t, advisor, 'POST', `/projects/${undecided}/share-folder-with-partner`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errorCode: 'ROKHAS_SHARE_REFUSED', blockers: ['NOT_DECIDED', 'COMMUNE_NOT_COVERED'] });

    const res = await call(t, advisor, 'POST', `/projects/${file.projectId}/share-folder-with-partner`);
    expect(res.statusCode, res.body).toBe(200);
    const state = res.json<TShareFolderState>();
    expect(state).toMatchObject({
      commentWindowOpen: true,
      task: { status: 'DONE', attempts: 1 },
      shareBlockers: ['ALREADY_SHARED'],
    });
    expect(state.commentDeadline).toBe('2026-11-27T09:00:00.000Z');
    const [phase] = (await t.database.db.select().from(projectPhases).where(eq(projectPhases.projectId, file.projectId))).filter(
      (p) => p.title === 'SHARED_FOLDER_WITH_ROKHAS',
    );
    expect(phase?.metadata).toEqual([{ name: 'SHARED_FOLDER_ID', value: state.sharedFolderId }]);
    expect(phase?.visibleToInvestor).toBe(false);

    const again = await call(t, advisor, 'POST', `/projects/${file.projectId}/share-folder-with-partner`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 'ROKHAS_SHARE_REFUSED', blockers: ['ALREADY_SHARED'] });
  });

  it("brings a technical member's comment back into the file through the signed callback", async () => {
    const { sharedFolderId } = (
      await call(t, advisor, 'GET', `/projects/${file.projectId}/share-folder-with-partner`)
    ).json<TShareFolderState>();
    const posted = await sandboxForm(`/sandbox/rokhas/folders/${sharedFolderId}/comments`, {
      body: 'Prévoir les issues de secours — مخارج الإغاثة',
    });
    expect(posted.statusCode, posted.body).toBe(303);
    const state = (
      await call(t, advisor, 'GET', `/projects/${file.projectId}/share-folder-with-partner`)
    ).json<TShareFolderState>();
    expect(state.comments).toMatchObject([
      {
        author: SANDBOX_ROKHAS_MEMBER.fullName,
        organisation: SANDBOX_ROKHAS_MEMBER.organisation,
        body: 'Prévoir les issues de secours — مخارج الإغاثة',
      },
    ]);
    expect((await phases(file.projectId)).at(-1)).toBe('SHARED_FOLDER_WITH_ROKHAS_VERIFICATION');
    // Anyone but a signed-in technical member is sent to the sign-in page.
    const anonymous = await t.app.inject({ method: 'GET', url: `/sandbox/rokhas/folders/${sharedFolderId}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a callback with a wrong signature, a stale one and a replayed one; nothing changes', async () => {
    const { sharedFolderId } = (
      await call(t, advisor, 'GET', `/projects/${file.projectId}/share-folder-with-partner`)
    ).json<TShareFolderState>();
    const body = {
      type: 'COMMENT',
      folderId: sharedFolderId,
      comment: { id: 'forged-1', author: 'Intrus', organisation: 'X', body: 'Faux commentaire', at: clock.toISOString() },
    };
    const count = async () => (await t.database.db.select().from(rokhasComments)).length;
    const before = await count();
    const forged = await signedCallback(body, { eventId: 'evt-forged', secret: 'another-secret-of-at-least-32-characters!!' });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ errorCode: 'ROKHAS_CALLBACK_SIGNATURE_INVALID' });
    const stale = await signedCallback(body, { eventId: 'evt-stale', at: new Date(clock.getTime() - 10 * 60_000) });
    expect(stale.json()).toMatchObject({ status: 401, errorCode: 'ROKHAS_CALLBACK_STALE' });
    const unsigned = await t.app.inject({ method: 'POST', url: `${API}/partners/rokhas/callbacks`, payload: body });
    expect(unsigned.statusCode).toBe(401);
    expect(await count()).toBe(before);

    expect((await signedCallback(body, { eventId: 'evt-once' })).statusCode).toBe(200);
    expect(await count()).toBe(before + 1);
    const replay = await signedCallback({ ...body, comment: { ...body.comment, id: 'forged-2' } }, { eventId: 'evt-once' });
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toMatchObject({ errorCode: 'ROKHAS_CALLBACK_REPLAYED' });
    expect(await count()).toBe(before + 1);
    expect((await t.database.db.select().from(rokhasCallbackEvents)).map((e) => e.eventId)).not.toContain('evt-forged');
  });

  it('refuses to send before the documents and the minutes are complete, naming each blocker', async () => {
    const res = await call(t, advisor, 'POST', `/projects/${file.projectId}/send-folder-to-rokhas/3`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      errorCode: 'ROKHAS_SEND_BLOCKED',
      blockers: ['DOCUMENTS_MISSING', 'MINUTES_UNSIGNED', 'FINAL_MINUTES_MISSING'],
    });
    expect((await landFolder()).tasks.filter((x) => x.kind === 'SEND_FOLDER')).toEqual([]);
    // A procedure of another file, or Rokhas does not instruct: 404 / blocked.
    expect((await call(t, advisor, 'POST', `/projects/${file.projectId}/send-folder-to-rokhas/9`)).statusCode).toBe(404);
    expect((await call(t, rabatAdvisor, 'POST', `/projects/${file.projectId}/send-folder-to-rokhas/3`)).statusCode).toBe(404);
  });

  it('sends through a partner that is down (FAILED, retried by the job, DONE once), then never twice', async () => {
    // The minutes signed on paper, loaded; every required document provided (fixtures of their modules' state).
    const scan = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
    const pv = await t.app.inject({
      method: 'POST',
      url: `${API}/projects/add-pv-commission`,
      headers: { ...advisor.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipartBody({
        fields: { projectId: file.projectId },
        fileName: 'pv.pdf',
        contentType: 'application/pdf',
        content: [scan],
      }),
    });
    expect(pv.statusCode, pv.body).toBe(201);
    const investorId = await userIdOf(t, 'investisseur@demo.cri.ma');
    const ctx = rokhasContext(t.app);
    const docs = await listProvidedDocuments(
      ctx.documents,
      { sub: String(investorId), roles: ['ROLE_INVESTOR'], regionId: null } as never,
      file.projectId,
    );
    for (const d of docs.documents.filter((x) => x.required))
      await t.database.db.insert(providedDocuments).values({
        projectId: file.projectId,
        documentTypeId: d.documentTypeId,
        storageKey: `fixture/${d.documentTypeId}`,
        originalName: 'piece.pdf',
        mimeType: 'application/pdf',
        size: 10,
        uploadedBy: investorId,
        uploadedAt: clock,
      });
    expect((await landFolder()).procedures.find((p) => p.id === 3)).toMatchObject({
      canSend: true,
      blockers: [],
      natureCode: 'PCT',
    });

    await setMode('DOWN');
    const down = await call(t, advisor, 'POST', `/projects/${file.projectId}/send-folder-to-rokhas/3`);
    expect(down.statusCode, down.body).toBe(200);
    const failed = down.json<TSendFolderResponse>().task;
    expect(failed).toMatchObject({ status: 'FAILED', attempts: 1, nextAttemptAt: '2026-11-25T09:01:00.000Z' });
    expect((await landFolder()).status).toBe('SENDING_IN_PROGRESS');
    // A second click while it is retried is the same send: refused.
    const twice = await call(t, advisor, 'POST', `/projects/${file.projectId}/send-folder-to-rokhas/3`);
    expect(twice.json()).toMatchObject({ errorCode: 'ROKHAS_SEND_BLOCKED', blockers: ['ALREADY_SENT'] });
    expect(await isProcedureSentToRokhas(t.database.db, { projectId: file.projectId, procedureId: 3 })).toBe(true);
    // Spec 2 Advisor actions: after sending, no follow-up action can be launched on that procedure.
    const action = {
      projectId: file.projectId,
      procedureId: 3,
      type: 'NORMAL_ACTION',
      recipient: 'ADVISOR',
      stepTitle: 'Relancer la commune',
      message: 'Relance',
      delayDays: 2,
    };
    const launched = await t.app.inject({
      method: 'POST',
      url: `${API}/follow-up-action/new`,
      headers: { ...advisor.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="followUpAction"\r\n\r\n${JSON.stringify(action)}\r\n--${BOUNDARY}--\r\n`,
      ),
    });
    expect(launched.json()).toMatchObject({ status: 409, errorCode: 'FOLLOW_UP_PROCEDURE_SENT_TO_ROKHAS' });

    // The partner acts but its answer is lost (GRP): the retry carries the same idempotency key.
    await setMode('LOST_ANSWER');
    const lost = await call(t, advisor, 'POST', `/projects/${file.projectId}/send-folder-to-rokhas/4`);
    expect(lost.json<TSendFolderResponse>().task.status).toBe('FAILED');

    await setMode('NORMAL');
    expect(await retryPartnerTasks(ctx)).toEqual({ locked: true, attempted: 0 });
    clock = new Date(clock.getTime() + 61_000);
    expect(await retryPartnerTasks(ctx)).toEqual({ locked: true, attempted: 2 });
    const after = await landFolder();
    expect(after.tasks.filter((x) => x.kind === 'SEND_FOLDER').map((x) => [x.procedureId, x.status, x.attempts])).toEqual([
      [4, 'DONE', 2],
      [3, 'DONE', 2],
    ]);
    expect(after.folders.map((f) => f.natureCode).sort()).toEqual(['GRP', 'PCT']);
    expect(after.status).toBe('NOT_EXAMINED');
    // The partner holds one folder per send, the lost-answer one asked twice.
    const received = await t.database.db.select().from(sandboxRokhasFolders).where(eq(sandboxRokhasFolders.kind, 'SEND'));
    expect(received.map((f) => f.requestCount).sort()).toEqual([1, 2]);
    expect(await retryPartnerTasks(ctx)).toEqual({ locked: true, attempted: 0 });
  });

  it("shows the partner's situation of a sent folder: examination state, deposit and instruction dates", async () => {
    const folder = (await landFolder()).folders.find((f) => f.natureCode === 'PCT');
    const [partnerFolder] = await t.database.db
      .select()
      .from(sandboxRokhasFolders)
      .where(eq(sandboxRokhasFolders.reference, folder?.partnerReference ?? ''));
    const posted = await sandboxForm(`/sandbox/rokhas/folders/${partnerFolder?.id}/situations`, {
      examinationState: 'EXAMINED_WITH_FAVORABLE_DECISION',
      depositDate: '2026-11-24',
      instructionDate: '2026-11-25',
      comment: 'Avis favorable',
    });
    expect(posted.statusCode).toBe(303);
    const after = await landFolder();
    expect(after.status).toBe('EXAMINED_OR_IN_PROGRESS');
    expect(after.folders.find((f) => f.natureCode === 'PCT')?.situations).toMatchObject([
      { examinationState: 'EXAMINED_WITH_FAVORABLE_DECISION', depositDate: '2026-11-24', instructionDate: '2026-11-25' },
    ]);
    // The region's other readers: another region gets 404 on every read.
    for (const path of ['land-folder-partner', 'share-folder-with-partner'])
      expect((await call(t, rabatAdvisor, 'GET', `/projects/${file.projectId}/${path}`)).statusCode).toBe(404);
    expect((await call(t, rabatAdvisor, 'GET', `/data-verification/${file.projectId}/verify-email-result`)).statusCode).toBe(404);
  });

  it('the Rokhas job reads the situation from the partner: a lost callback is recovered once, the facts are shown', async () => {
    const ctx = rokhasContext(t.app);
    const folder = (await landFolder()).folders.find((f) => f.natureCode === 'GRP');
    const [partnerFolder] = await t.database.db
      .select()
      .from(sandboxRokhasFolders)
      .where(eq(sandboxRokhasFolders.reference, folder?.partnerReference ?? ''));
    // The partner holds a situation whose callback never reached the portal (marked delivered on its side).
    await t.database.db.insert(sandboxRokhasEntries).values({
      id: 'S-lost-callback',
      folderId: partnerFolder?.id ?? '',
      type: 'SITUATION',
      data: {
        examinationState: 'EXAMINED_OR_IN_PROGRESS',
        depositDate: '2026-11-24',
        instructionDate: null,
        comment: 'En instruction',
        at: clock.toISOString(),
      },
      createdAt: clock,
      deliveredAt: clock,
    });
    expect(folder?.situations).toEqual([]);
    const first = await readFolderSituations(ctx);
    expect(first).toMatchObject({ locked: true, added: 1 });
    const after = await landFolder();
    const grp = after.folders.find((f) => f.natureCode === 'GRP');
    expect(grp?.situations).toMatchObject([
      { id: expect.any(Number), examinationState: 'EXAMINED_OR_IN_PROGRESS', depositDate: '2026-11-24' },
    ]);
    expect(grp?.situationReadAt).toBe(clock.toISOString());
    // The file's facts as the partner receives them (spec 2 §3 Rokhas situation).
    expect(after.facts).toMatchObject({ reference: expect.any(String), architect: { email: expect.stringContaining('@') } });
    // Within a quarter of an hour nothing is read again; later GRP and the shared folder (its comment window
    // is open) are, not PCT (finally examined), and nothing is stored twice.
    expect(await readFolderSituations(ctx)).toMatchObject({ read: 0 });
    const now = clock;
    clock = new Date(now.getTime() + 16 * 60_000);
    expect(await readFolderSituations(ctx)).toMatchObject({ locked: true, read: 2, added: 0 });
    clock = now;
    expect((await landFolder()).folders.find((f) => f.natureCode === 'GRP')?.situations).toHaveLength(1);
  });

  it('lets only the assigned advisor act; the rest of the region reads', async () => {
    await t.database.db
      .update(projects)
      .set({ advisorId: await advisorIdOf(t, demoUser('ROLE_ADVISOR', CASA)) })
      .where(eq(projects.id, file.projectId));
    const colleague = await loginAs(t, 'conseillere.casa@demo.cri.ma');
    const view = await landFolder(colleague);
    expect(view).toMatchObject({ canAct: false, verification: { status: 'EXIST' } });
    const refused = await call(t, colleague, 'POST', `/data-verification/${file.projectId}/verify-with-partner`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errorCode: 'NOT_ASSIGNED_ADVISOR' });
    expect((await call(t, colleague, 'POST', `/projects/${file.projectId}/send-folder-to-rokhas/3`)).statusCode).toBe(403);
    expect((await landFolder()).canAct).toBe(true);
  });

  it('demo: a decided file whose architect has no partner account (NOT_EXIST, with its message); idempotent', async () => {
    await seedDemoRokhasArchitectWithoutAccount(t.database.db, clock);
    await seedDemoRokhasArchitectWithoutAccount(t.database.db, clock);
    const rows = await t.database.db.select().from(projects).where(eq(projects.reference, 'CRI-DEMO-02-ROKHAS-NOARCHI'));
    expect(rows).toHaveLength(1);
    const advisorCasa = await loginAs(t, 'conseiller.casa@demo.cri.ma');
    const res = await call(t, advisorCasa, 'GET', `/data-verification/${rows[0]?.id}/verify-email-result`);
    expect(res.json<TVerifyEmailResult>()).toMatchObject({ status: 'NOT_EXIST' });
  });
});
