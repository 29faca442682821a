import type { TFollowUpAction, TFollowUpActionFormInput, TFollowUpActionList } from '@cri/shared/schemas/follow-up-actions';
import type { TDashboardIndicators } from '@cri/shared/schemas/project-lists';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngWith } from '../../core/uploads/sample-files.ts';
import { EICAR } from '../../core/uploads/virus-scanner.ts';
import { advisors, followUpActions, notifications, outboxMails, projects } from '../../db/schema.ts';
import { demoUser, type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { programmedFile, userIdOf } from '../commission/test-helpers.ts';
import { BOUNDARY, PDF_HEAD, pdfOfSize } from '../documents/test-helpers.ts';
import { API, CASA, RABAT } from '../framing-forms/test-helpers.ts';
import { administrationId } from '../project-sharing/test-helpers.ts';
import { findActToSign, recordActSigned } from './act-delivery.ts';
import { closeOpenFollowUpActions } from './closure.ts';
import { decideFile } from './test-helpers.ts';

/** A multipart body: the JSON form, then an optional file. */
function formBody(form: object, file?: { name: string; type: string; content: Iterable<Buffer> }) {
  const parts: Buffer[] = [
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="followUpAction"\r\n\r\n${JSON.stringify(form)}\r\n`),
  ];
  if (file) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    for (const chunk of file.content) parts.push(chunk);
    parts.push(Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}
const fileBody = (name: string, type: string, content: Iterable<Buffer>) => {
  const parts: Buffer[] = [
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
  ];
  for (const chunk of content) parts.push(chunk);
  parts.push(Buffer.from(`\r\n--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
};
const PDF = [PDF_HEAD, Buffer.from('\n%%EOF\n')];

describe('follow-up actions and the director’s act review (issue 14)', () => {
  let t: TestApp;
  let clock = new Date('2026-11-26T09:00:00Z'); // Thursday, after the session of Wednesday 25
  const SESSION = '2026-11-25';
  let advisor: LoggedIn;
  let otherAdvisor: LoggedIn;
  let rabatAdvisor: LoggedIn;
  let investor: LoggedIn;
  let member: LoggedIn;
  let director: LoggedIn;
  let rabatDirector: LoggedIn;
  let casaFile: number;
  let undecidedFile: number;
  let urban: number;

  const multipart = (who: LoggedIn, method: 'POST' | 'PUT', url: string, payload: Buffer) =>
    t.app.inject({
      method,
      url: `${API}${url}`,
      headers: { ...who.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload,
    });
  const call = (who: LoggedIn, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `${API}${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
  const form = (extra: Partial<TFollowUpActionFormInput> = {}): TFollowUpActionFormInput => ({
    projectId: casaFile,
    procedureId: 3,
    type: 'UPLOAD_FILE',
    recipient: 'INVESTOR',
    stepTitle: 'Attestation de propriété',
    requestedDocumentTitle: 'Attestation de propriété',
    documentDescription: 'Datée de moins de trois mois',
    message: 'Merci de déposer le document.',
    delayDays: 3,
    ...extra,
  });
  const create = (f: object, file?: { name: string; type: string; content: Iterable<Buffer> }) =>
    multipart(advisor, 'POST', '/follow-up-action/new', formBody(f, file));
  const listAs = async (who: LoggedIn) => {
    const res = await call(who, 'GET', `/follow-up-action?projectId=${casaFile}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TFollowUpActionList>();
  };
  const count = async () => (await t.database.db.select().from(followUpActions)).length;
  const signIn = async () => {
    advisor = await loginAs(t, demoUser('ROLE_ADVISOR', CASA));
    otherAdvisor = await loginAs(t, 'conseillere.casa@demo.cri.ma');
    rabatAdvisor = await loginAs(t, demoUser('ROLE_ADVISOR', RABAT));
    investor = await loginAs(t, 'investisseur@demo.cri.ma');
    member = await loginAs(t, 'membre.casa@demo.cri.ma');
    director = await loginAs(t, 'directeur.casa@demo.cri.ma');
    rabatDirector = await loginAs(t, 'directeur.rabat@demo.cri.ma');
  };

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    await signIn();
    urban = await administrationId(t, 'URBAN_AGENCY_1_R02');
    casaFile = await programmedFile(t, { regionId: CASA, administrationIds: [urban], cruiDate: SESSION, at: clock });
    undecidedFile = await programmedFile(t, { regionId: CASA, administrationIds: [urban], cruiDate: SESSION, at: clock });
    await decideFile(t, casaFile, SESSION, clock);
    const [mine] = await t.database.db
      .select({ id: advisors.id })
      .from(advisors)
      .where(eq(advisors.userId, await userIdOf(t, 'conseiller.casa@demo.cri.ma')));
    await t.database.db
      .update(projects)
      .set({ advisorId: mine?.id ?? null })
      .where(eq(projects.id, casaFile));
  });
  afterAll(() => t?.close());

  it('refuses an action before the decision, from another advisor, another region, or with bad fields; nothing is stored', async () => {
    expect((await create(form({ projectId: undecidedFile }))).json()).toMatchObject({ errorCode: 'FOLLOW_UP_NOT_DECIDED' });
    const other = await multipart(otherAdvisor, 'POST', '/follow-up-action/new', formBody(form()));
    expect(other.json()).toMatchObject({ status: 403, errorCode: 'NOT_ASSIGNED_ADVISOR' });
    expect((await multipart(rabatAdvisor, 'POST', '/follow-up-action/new', formBody(form()))).statusCode).toBe(404);
    expect((await call(rabatAdvisor, 'GET', `/follow-up-action?projectId=${casaFile}`)).statusCode).toBe(404);
    const tooLong = await create(form({ message: 'x'.repeat(1201) }));
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().fieldErrors).toContainEqual({ field: 'message', messageKey: 'errors.field.tooLong' });
    const noAdministration = await create(form({ recipient: 'ADMINISTRATION' }));
    expect(noAdministration.json().fieldErrors).toContainEqual({
      field: 'administrationId',
      messageKey: 'errors.field.required',
    });
    const notShared = await create(form({ recipient: 'ADMINISTRATION', administrationId: await administrationId(t, 'DRE_R02') }));
    expect(notShared.json().fieldErrors).toContainEqual({ field: 'administrationId', messageKey: 'errors.field.invalid' });
    expect(await count()).toBe(0);
  });

  it('the investor sees a visible document request, answers it, may withdraw the answer within the hour only', async () => {
    const created = await create(form());
    expect(created.statusCode, created.body).toBe(201);
    const action = created.json<TFollowUpAction>();
    expect(action).toMatchObject({ status: 'OPEN', visibleToInvestor: true, deadline: '2026-12-01', overdue: false });
    const investorId = await userIdOf(t, 'investisseur@demo.cri.ma');
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, investorId));
    expect(told.some((n) => n.titleKey === 'followUpActions.notifications.created.title')).toBe(true);
    expect((await t.database.db.select().from(outboxMails).where(eq(outboxMails.template, 'followUpActionCreated'))).length).toBe(
      1,
    );

    const seen = await listAs(investor);
    expect(seen.actions.map((a) => a.id)).toEqual([action.id]);
    expect(seen.actions[0]?.abilities.answer).toBe(true);
    expect(seen.procedures[0]?.actionState).toBe('WARNING');

    const answered = await multipart(
      investor,
      'POST',
      `/follow-up-action/${action.id}/documents`,
      fileBody('attestation.pdf', 'application/pdf', PDF),
    );
    expect(answered.statusCode, answered.body).toBe(201);
    const done = answered.json<TFollowUpAction>();
    expect(done.status).toBe('DONE');
    expect((await listAs(advisor)).procedures[0]?.actionState).toBe('OK');
    const documentId = done.documents[0]?.id;
    const withdrawn = await call(investor, 'DELETE', `/follow-up-action/${action.id}/documents/${documentId}`);
    expect(withdrawn.json<TFollowUpAction>().status).toBe('OPEN');

    const again = await multipart(
      investor,
      'POST',
      `/follow-up-action/${action.id}/documents`,
      fileBody('attestation.pdf', 'application/pdf', PDF),
    );
    const secondId = again.json<TFollowUpAction>().documents[0]?.id;
    clock = new Date(clock.getTime() + 61 * 60_000);
    await signIn();
    const late = await call(investor, 'DELETE', `/follow-up-action/${action.id}/documents/${secondId}`);
    expect(late.json()).toMatchObject({ status: 409, errorCode: 'DOCUMENT_MODIFICATION_CLOSED' });
    const deleteLate = await call(advisor, 'DELETE', `/follow-up-action/${action.id}`);
    expect(deleteLate.json()).toMatchObject({ status: 409, errorCode: 'FOLLOW_UP_ACTION_DELETE_CLOSED' });
    expect((await call(advisor, 'GET', `/follow-up-action/${action.id}`)).json<TFollowUpAction>().documents).toHaveLength(1);
  });

  it('a normal action is deleted within its hour, or marked done by the advisor; an overdue one sets ERROR', async () => {
    const first = (
      await create(form({ type: 'NORMAL_ACTION', recipient: 'ADVISOR', stepTitle: 'Relancer la commune' }))
    ).json<TFollowUpAction>();
    expect((await call(advisor, 'DELETE', `/follow-up-action/${first.id}`)).statusCode).toBe(204);
    expect((await call(advisor, 'GET', `/follow-up-action/${first.id}`)).statusCode).toBe(404);
    const second = (
      await create(form({ type: 'NORMAL_ACTION', recipient: 'ADVISOR', stepTitle: 'Visite du site', delayDays: 1 }))
    ).json<TFollowUpAction>();
    expect((await call(investor, 'GET', `/follow-up-action/${second.id}`)).statusCode).toBe(404);
    clock = new Date('2026-11-30T09:00:00Z');
    await signIn();
    const late = await listAs(advisor);
    expect(late.actions.find((a) => a.id === second.id)?.overdue).toBe(true);
    expect(late.procedures[0]?.actionState).toBe('ERROR');
    const marked = await call(advisor, 'POST', `/follow-up-action/${second.id}/done`);
    expect(marked.json<TFollowUpAction>().status).toBe('DONE');
    expect((await call(advisor, 'POST', `/follow-up-action/${second.id}/done`)).json().errorCode).toBe(
      'FOLLOW_UP_ACTION_NOT_OPEN',
    );
  });

  it('the members of the administration see and deliver its document; the list DOCUMENTS_TO_DELIVER holds the file', async () => {
    const action = (
      await create(form({ recipient: 'ADMINISTRATION', administrationId: urban, stepTitle: 'Note de renseignements' }))
    ).json<TFollowUpAction>();
    const indicators = await call(member, 'GET', '/projects/dashboard-indicators');
    expect(indicators.json<TDashboardIndicators>().counts.DOCUMENTS_TO_DELIVER).toBe(1);
    const page = await call(member, 'GET', '/projects?projectCategory=DOCUMENTS_TO_DELIVER');
    expect(page.json<{ id: number }[]>().map((p) => p.id)).toEqual([casaFile]);
    expect((await listAs(member)).actions.map((a) => a.id)).toEqual([action.id]);
    expect(
      (await multipart(investor, 'POST', `/follow-up-action/${action.id}/documents`, fileBody('x.pdf', 'application/pdf', PDF)))
        .statusCode,
    ).toBe(404);
    const delivered = await multipart(
      member,
      'POST',
      `/follow-up-action/${action.id}/documents`,
      fileBody('note.png', 'image/png', [pngWith(Buffer.from('note'))]),
    );
    expect(delivered.json<TFollowUpAction>()).toMatchObject({ status: 'DONE', documents: [{ author: 'ADMINISTRATION' }] });
  });

  it('the act: PDF only, clean, 70 MB; the director asks a revision, the advisor replaces it, the director validates once', async () => {
    const act = form({ type: 'ACT_DELIVERY', stepTitle: 'Délivrance de l’autorisation', requestedDocumentTitle: '' });
    const before = await count();
    expect(
      (await create(act, { name: 'acte.png', type: 'image/png', content: [pngWith(Buffer.from('acte'))] })).json(),
    ).toMatchObject({ status: 422, errorCode: 'ACT_NOT_PDF' });
    expect((await create(act, { name: 'acte.pdf', type: 'application/pdf', content: [PDF_HEAD, EICAR] })).json()).toMatchObject({
      errorCode: 'FILE_INFECTED',
    });
    expect(
      (await create(act, { name: 'acte.pdf', type: 'application/pdf', content: pdfOfSize(70 * 1024 * 1024 + 1) })).statusCode,
    ).toBe(413);
    expect(await count()).toBe(before);

    const created = await create(act, { name: 'acte-v1.pdf', type: 'application/pdf', content: PDF });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<TFollowUpAction>().id;
    expect(created.json<TFollowUpAction>().act).toMatchObject({ status: 'AWAITING_VALIDATION', version: 1 });
    // The investor follows the step, never the unsigned act nor its review.
    expect((await call(investor, 'GET', `/follow-up-action/${id}`)).json<TFollowUpAction>()).toMatchObject({ attachment: null });
    expect((await call(investor, 'GET', `/follow-up-action/${id}/attachment`)).statusCode).toBe(404);
    expect((await call(investor, 'GET', `/follow-up-action/${id}/act-revisions`)).statusCode).toBe(404);
    const directorId = await userIdOf(t, 'directeur.casa@demo.cri.ma');
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, directorId));
    expect(told.some((n) => n.titleKey === 'followUpActions.notifications.actToValidate.title')).toBe(true);
    expect(
      (await call(director, 'GET', '/projects?projectCategory=ACT_TO_VALIDATE_FOR_WALI_SIGN'))
        .json<{ id: number }[]>()
        .map((p) => p.id),
    ).toEqual([casaFile]);

    expect((await call(member, 'POST', `/follow-up-action/${id}/approve`)).statusCode).toBe(403);
    expect((await call(rabatDirector, 'POST', `/follow-up-action/${id}/approve`)).statusCode).toBe(404);
    expect((await call(director, 'POST', `/follow-up-action/${id}/revision-request`, { reason: '' })).statusCode).toBe(422);
    const revised = await call(director, 'POST', `/follow-up-action/${id}/revision-request`, { reason: 'Article 3 à corriger' });
    expect(revised.json<TFollowUpAction>().act).toMatchObject({
      status: 'REVISION_REQUESTED',
      revisionsByDirector: 1,
      lastRevisionReason: 'Article 3 à corriger',
    });
    expect((await call(director, 'POST', `/follow-up-action/${id}/approve`)).json().errorCode).toBe(
      'ACT_NOT_AWAITING_VALIDATION',
    );
    expect((await t.database.db.select().from(outboxMails).where(eq(outboxMails.template, 'actRevisionRequested'))).length).toBe(
      1,
    );

    const replaced = await multipart(
      advisor,
      'PUT',
      `/follow-up-action/${id}/update`,
      formBody(act, { name: 'acte-v2.pdf', type: 'application/pdf', content: PDF }),
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json<TFollowUpAction>().act).toMatchObject({ status: 'AWAITING_VALIDATION', version: 2 });
    const approved = await call(director, 'POST', `/follow-up-action/${id}/approve`);
    expect(approved.json<TFollowUpAction>().act).toMatchObject({ status: 'APPROVED', isApproved: true });
    // The region's governor is asked to sign it (mail and in-app), with a link to the signing page.
    const toGovernor = await t.database.db.select().from(outboxMails).where(eq(outboxMails.template, 'actAwaitingSignature'));
    expect(toGovernor.map((m) => m.to)).toEqual(['wali.casa@demo.cri.ma']);
    expect(JSON.stringify(toGovernor[0]?.params)).toContain(`/follow-up-action/${id}/sign-act`);
    expect((await call(director, 'POST', `/follow-up-action/${id}/approve`)).json()).toMatchObject({
      status: 409,
      errorCode: 'ACT_NOT_AWAITING_VALIDATION',
    });
    const history = (await call(advisor, 'GET', `/follow-up-action/${id}/act-revisions`)).json();
    expect(history).toMatchObject({ revisionsByDirector: 1, revisionsByGovernor: 0 });
    expect(history.versions.map((v: { fileName: string }) => v.fileName)).toEqual(['acte-v1.pdf', 'acte-v2.pdf']);

    // The seam the governor's e-signature uses.
    await expect(findActToSign(t.database.db, { fuaId: id, regionId: RABAT })).rejects.toMatchObject({ status: 404 });
    const toSign = await findActToSign(t.database.db, { fuaId: id, regionId: CASA });
    expect(toSign).toMatchObject({ projectId: casaFile, act: { fileName: 'acte-v2.pdf' } });
    await t.database.db.transaction((tx) =>
      recordActSigned(tx, { fuaId: id, signedStorageKey: 'k', signedFileName: 'acte-signe.pdf', by: directorId, at: clock }),
    );
    await expect(findActToSign(t.database.db, { fuaId: id, regionId: CASA })).rejects.toMatchObject({
      code: 'ACT_ALREADY_SIGNED',
    });
    expect((await call(advisor, 'GET', `/follow-up-action/${id}`)).json<TFollowUpAction>()).toMatchObject({
      status: 'DONE',
      act: { status: 'SIGNED' },
    });
  });

  it('rescheduling closes the open actions, with the reason; a done last step closes the procedure', async () => {
    await create(form({ stepTitle: 'Plan de masse' }));
    const by = await userIdOf(t, 'conseiller.casa@demo.cri.ma');
    const closed = await t.database.db.transaction((tx) =>
      closeOpenFollowUpActions(tx, { projectId: casaFile, reason: 'RESCHEDULED', by, at: clock }),
    );
    expect(closed).toBe(1);
    const rows = await t.database.db
      .select()
      .from(followUpActions)
      .where(and(eq(followUpActions.projectId, casaFile), eq(followUpActions.status, 'CLOSED')));
    expect(rows.map((r) => r.closedReason)).toEqual(['RESCHEDULED']);

    const last = (
      await create(form({ type: 'NORMAL_ACTION', recipient: 'ADVISOR', stepTitle: 'Clôture', isLastStep: true }))
    ).json<TFollowUpAction>();
    await call(advisor, 'POST', `/follow-up-action/${last.id}/done`);
    expect((await listAs(advisor)).procedures[0]).toMatchObject({ closed: true, actionState: 'OK' });
    expect((await create(form())).json()).toMatchObject({ status: 409, errorCode: 'FOLLOW_UP_PROCEDURE_CLOSED' });
  });
});
