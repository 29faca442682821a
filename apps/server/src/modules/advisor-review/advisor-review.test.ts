import type { TNotifyInvestorResponse, TReviewActionResponse, TReviewState } from '@cri/shared/schemas/advisor-review';
import type { TProvidedDocumentList } from '@cri/shared/schemas/documents';
import type { TRequestedDocumentTypes } from '@cri/shared/schemas/project-submission';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advisors,
  notifications,
  outboxMails,
  projectDocumentRequests,
  projectPhases,
  projectProcedures,
  projects,
  providedDocuments,
  users,
} from '../../db/schema.ts';
import { translate } from '../../lib/i18n.ts';
import { demoUser, type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createProject, PDF_HEAD, upload } from '../documents/test-helpers.ts';
import { API, CASA, RABAT } from '../framing-forms/test-helpers.ts';
import { newInvestorAccount } from '../investors/test-fixtures.ts';
import { insertFile } from '../project-sharing/test-helpers.ts';
import { prepareCompleteProject } from '../projects/submit-test-helpers.ts';

// A Monday morning; the clock moves past the 60-minute upload window before the review.
let clock = new Date('2026-11-23T09:00:00Z');
let t: TestApp;
let investor: LoggedIn;
let advisor: LoggedIn;
let rabatAdvisor: LoggedIn;
let consultation: LoggedIn;
let fileId: number;
let rabatFile: number;

type Res = { statusCode: number; body: string; json: <T = unknown>() => T };
const call = (who: LoggedIn | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown): Promise<Res> =>
  t.app.inject({
    method,
    url: `${API}${url}`,
    headers: who?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const review = (who: LoggedIn, id: number) => call(who, 'GET', `/projects/${id}/review`);
const feedback = (who: LoggedIn, payload: unknown) => call(who, 'PUT', '/provided-document/feedback', payload);
const requestDoc = (who: LoggedIn, id: number, payload: unknown) =>
  call(who, 'POST', `/projects/${id}/request-document`, payload);
const state = async (id: number) => (await review(advisor, id)).json<TReviewState>();
const latest = async (id: number) => {
  const [p] = await t.database.db
    .select({ phase: projects.latestPhase, investorPhase: projects.latestInvestorPhase, validatedAt: projects.validatedAt })
    .from(projects)
    .where(eq(projects.id, id));
  return p;
};
/** Both languages carry the message the API names, and they differ (a real translation). */
const expectTranslated = (res: Res, messageKey: string) => {
  expect(res.json<{ messageKey: string; message: string }>()).toMatchObject({ messageKey, message: translate(messageKey, 'fr') });
  expect(translate(messageKey, 'fr')).not.toBe(messageKey);
  expect(translate(messageKey, 'ar')).not.toBe(messageKey);
  expect(translate(messageKey, 'ar')).not.toBe(translate(messageKey, 'fr'));
};

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  investor = await newInvestorAccount(t, 'revue.investisseur@example.ma');
  // A real file: AVNA provisional + building permit, filled and submitted through the investor's endpoints.
  fileId = await createProject(t, investor, [1, 3]);
  await prepareCompleteProject(t, investor, fileId);
  const submitted = await call(investor, 'POST', `/projects/${fileId}/submit`, { declaration: true, language: 'fr' });
  if (submitted.statusCode !== 200) throw new Error(`submit: ${submitted.body}`);
  rabatFile = await insertFile(t, { regionId: RABAT, phases: ['IN_REVIEW'], at: clock, procedureIds: [1, 3] });
  clock = new Date(clock.getTime() + 3 * 3600_000);
  // Signed in after the clock moved (access tokens live 15 minutes).
  investor = await loginAs(t, 'revue.investisseur@example.ma');
  advisor = await loginAs(t, demoUser('ROLE_ADVISOR', CASA));
  rabatAdvisor = await loginAs(t, demoUser('ROLE_ADVISOR', RABAT));
  consultation = await loginAs(t, demoUser('ROLE_REGIONAL_CONSULTATION', CASA));
});
afterAll(() => t.close());

describe('reading a file for review (GET /projects/{id}/review)', () => {
  it('shows procedures and documents with download links to the region advisor only', async () => {
    const res = await review(advisor, fileId);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<TReviewState>();
    expect(body.latestPhase).toBe('IN_REVIEW');
    expect(body.procedures.map((p) => [p.id, p.active])).toEqual([
      [1, true],
      [3, true],
    ]);
    expect(body.procedures.find((p) => p.id === 3)?.requiresArchitect).toBe(true);
    const provided = body.documents.filter((d) => d.providedDocumentId !== null);
    expect(provided.length).toBeGreaterThan(0);
    expect(body.documents.every((d) => !d.inError)).toBe(true);
    expect(body.abilities).toEqual({ review: true, validate: true, requestFromAdministration: true });
    const link = provided[0]?.downloadPath ?? '';
    const file = await t.app.inject({ method: 'GET', url: link });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    expect((await review(rabatAdvisor, fileId)).statusCode).toBe(404);
    expect((await review(advisor, rabatFile)).statusCode).toBe(404);
    expect((await review(rabatAdvisor, rabatFile)).statusCode).toBe(200);
    expect((await review(consultation, fileId)).statusCode).toBe(403);
    expect((await review(investor, fileId)).statusCode).toBe(403);
    expect((await call(null, 'GET', `/projects/${fileId}/review`)).statusCode).toBe(401);
  });
});

describe('enabling and disabling procedures', () => {
  it('disables one, refuses the last active one with the translated message, and enables it again', async () => {
    const off = await call(advisor, 'PUT', `/projects/${fileId}/disable-procedure/1`);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json<TReviewState>().procedures.find((p) => p.id === 1)).toMatchObject({ active: false, state: 'NONE' });
    const last = await call(advisor, 'PUT', `/projects/${fileId}/disable-procedure/3`);
    expect(last.statusCode).toBe(422);
    expect(last.json()).toMatchObject({ errorCode: 'LAST_ACTIVE_PROCEDURE' });
    expectTranslated(last, 'advisorReview.errors.lastActiveProcedure');
    expect(translate('advisorReview.errors.lastActiveProcedure')).toContain('dernière autorisation active');
    const rows = await t.database.db.select().from(projectProcedures).where(eq(projectProcedures.projectId, fileId));
    expect(rows.find((r) => r.procedureId === 3)?.active).toBe(true);

    const on = await call(advisor, 'PUT', `/projects/${fileId}/enable-procedure/1`);
    expect(on.statusCode).toBe(200);
    expect(on.json<TReviewState>().procedures.find((p) => p.id === 1)).toMatchObject({ active: true, state: 'TIME' });
    expect((await call(advisor, 'PUT', `/projects/${fileId}/disable-procedure/7`)).statusCode).toBe(404);
    expect((await call(rabatAdvisor, 'PUT', `/projects/${fileId}/disable-procedure/1`)).statusCode).toBe(404);
  });
});

describe('notifying the investor', () => {
  it('refuses an empty or too long message, then mails and notifies, flagging an architect without e-mail', async () => {
    const mails = async () =>
      t.database.db
        .select()
        .from(outboxMails)
        .where(and(eq(outboxMails.to, 'revue.investisseur@example.ma'), eq(outboxMails.template, 'advisorMessage')));
    const empty = await call(advisor, 'POST', `/projects/${fileId}/notify-investor`, { message: '   ', projectId: fileId });
    expect(empty.statusCode).toBe(422);
    expectTranslated(empty, 'advisorReview.notify.messageRequired');
    expect(translate('advisorReview.notify.messageRequired')).toBe('Message obligatoire');
    const long = await call(advisor, 'POST', `/projects/${fileId}/notify-investor`, {
      message: 'x'.repeat(1201),
      projectId: fileId,
    });
    expect(long.statusCode).toBe(422);
    expectTranslated(long, 'advisorReview.notify.messageTooLong');
    expect(await mails()).toHaveLength(0);

    const ok = await call(advisor, 'POST', `/projects/${fileId}/notify-investor`, {
      message: 'Votre dossier est complet.',
      projectId: fileId,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<TNotifyInvestorResponse>()).toEqual({ messageForEmailArchitectNotExists: false });
    const [mail] = await mails();
    expect(mail?.text).toContain('Votre dossier est complet.');

    await t.database.db.update(projects).set({ architectEmail: '' }).where(eq(projects.id, fileId));
    const flagged = await call(advisor, 'POST', `/projects/${fileId}/notify-investor`, { message: 'Bonjour', projectId: fileId });
    expect(flagged.json<TNotifyInvestorResponse>()).toEqual({ messageForEmailArchitectNotExists: true });
    expect(await mails()).toHaveLength(2);
    await t.database.db.update(projects).set({ architectEmail: 'karim.alami@archi.ma' }).where(eq(projects.id, fileId));
    expect(
      (await call(rabatAdvisor, 'POST', `/projects/${fileId}/notify-investor`, { message: 'x', projectId: fileId })).statusCode,
    ).toBe(404);
  });
});

describe('document feedback, requests, the investor replacing and re-submitting, validation', () => {
  let rejectedType: number;
  let rejectedId: number;
  let requestedType: number;

  it('refuses an invalid document without comment or with more than 1200 characters, changing nothing', async () => {
    const doc = (await state(fileId)).documents.find((d) => d.providedDocumentId !== null);
    rejectedType = doc?.documentTypeId ?? 0;
    rejectedId = doc?.providedDocumentId ?? 0;
    const empty = await feedback(advisor, { providedDocumentId: rejectedId, advisorValidation: false, advisorFeedback: '  ' });
    expect(empty.statusCode).toBe(422);
    expectTranslated(empty, 'advisorReview.documents.commentRequired');
    expect(empty.json()).toMatchObject({ fieldErrors: [{ field: 'advisorFeedback' }] });
    const long = await feedback(advisor, {
      providedDocumentId: rejectedId,
      advisorValidation: false,
      advisorFeedback: 'x'.repeat(1201),
    });
    expect(long.statusCode).toBe(422);
    expectTranslated(long, 'advisorReview.documents.commentTooLong');
    const [row] = await t.database.db.select().from(providedDocuments).where(eq(providedDocuments.id, rejectedId));
    expect(row).toMatchObject({ advisorValidation: null, advisorFeedback: null });
    expect((await latest(fileId))?.phase).toBe('IN_REVIEW');
    expect((await feedback(rabatAdvisor, { providedDocumentId: rejectedId, advisorValidation: true })).statusCode).toBe(404);
  });

  it('records a valid document, then a rejection that sends the file back to the investor', async () => {
    expect((await feedback(advisor, { providedDocumentId: rejectedId, advisorValidation: true })).statusCode).toBe(204);
    const res = await feedback(advisor, {
      providedDocumentId: rejectedId,
      advisorValidation: false,
      advisorFeedback: 'Copie illisible',
    });
    expect(res.statusCode, res.body).toBe(204);
    const body = await state(fileId);
    expect(body.documents.find((d) => d.documentTypeId === rejectedType)).toMatchObject({
      advisorValidation: false,
      advisorFeedback: 'Copie illisible',
      inError: true,
    });
    expect(body.abilities.validate).toBe(false);
    expect(await latest(fileId)).toMatchObject({ phase: 'INVESTOR_EDITING', investorPhase: 'INVESTOR_EDITING' });
    const [phase] = await t.database.db
      .select()
      .from(projectPhases)
      .where(eq(projectPhases.projectId, fileId))
      .orderBy(desc(projectPhases.id))
      .limit(1);
    expect(phase?.metadata).toEqual([{ name: 'ADVISOR_FEEDBACK', value: 'Copie illisible' }]);
  });

  it('asks the investor for a further document by a future working day, with an e-mail', async () => {
    const current = await state(fileId);
    requestedType = current.documentTypes.find((d) => !current.documents.some((x) => x.documentTypeId === d.id))?.id ?? 0;
    const saturday = await requestDoc(advisor, fileId, {
      documentTypeId: requestedType,
      owner: 'INVESTOR',
      deadline: '2026-11-28',
    });
    expect(saturday.statusCode).toBe(422);
    expectTranslated(saturday, 'advisorReview.request.deadlineInvalid');
    const past = await requestDoc(advisor, fileId, { documentTypeId: requestedType, owner: 'INVESTOR', deadline: '2026-11-20' });
    expect(past.statusCode).toBe(422);
    const long = await requestDoc(advisor, fileId, {
      documentTypeId: requestedType,
      owner: 'INVESTOR',
      deadline: '2026-11-30',
      comment: 'x'.repeat(1201),
    });
    expectTranslated(long, 'advisorReview.documents.commentTooLong');
    expect(await t.database.db.select().from(projectDocumentRequests)).toHaveLength(0);

    const res = await requestDoc(advisor, fileId, {
      documentTypeId: requestedType,
      owner: 'INVESTOR',
      deadline: '2026-11-30',
      comment: 'Merci de joindre ce document.',
    });
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json<TReviewState>().documents.find((d) => d.documentTypeId === requestedType);
    expect(doc).toMatchObject({ requested: true, inError: true, providedDocumentId: null });
    const [mail] = await t.database.db.select().from(outboxMails).where(eq(outboxMails.template, 'documentRequested'));
    expect(mail).toMatchObject({ to: 'revue.investisseur@example.ma' });
    expect(mail?.text).toContain('30/11/2026');
    const [phase] = await t.database.db
      .select()
      .from(projectPhases)
      .where(eq(projectPhases.projectId, fileId))
      .orderBy(desc(projectPhases.id))
      .limit(1);
    expect(phase).toMatchObject({ title: 'INVESTOR_EDITING', visibleToInvestor: true });
    expect(phase?.metadata).toEqual([
      { name: 'REQUESTED_DOCUMENT_TYPE_ID', value: String(requestedType) },
      { name: 'REQUESTED_DOCUMENT_DEADLINE', value: '2026-11-30' },
      { name: 'REQUESTED_DOCUMENT_OWNER', value: 'INVESTOR' },
    ]);
    const types = (await call(investor, 'GET', `/projects/${fileId}/requested-document-types`)).json<TRequestedDocumentTypes>();
    expect(types.map((x) => x.documentTypeId)).toEqual([requestedType]);
  });

  it('lets the investor see, replace and provide the documents in error, then re-submit', async () => {
    const list = (await call(investor, 'GET', `/projects/${fileId}/provided-documents`)).json<TProvidedDocumentList>();
    const rejected = list.documents.find((d) => d.documentTypeId === rejectedType);
    expect(rejected).toMatchObject({
      advisorValidation: false,
      advisorFeedback: 'Copie illisible',
      canUpload: true,
      canModify: false,
    });
    const requested = list.documents.find((d) => d.documentTypeId === requestedType);
    expect(requested).toMatchObject({ required: true, canUpload: true, uploadedFile: null });
    expect(requested?.request).toMatchObject({ deadline: '2026-11-30', comment: 'Merci de joindre ce document.' });
    // Another document, neither rejected nor requested, stays closed past its window.
    const other = list.documents.find((d) => d.uploadedFile && d.documentTypeId !== rejectedType);
    if (other) expect(other.canUpload).toBe(false);

    const early = await call(investor, 'POST', `/projects/${fileId}/submit`, { declaration: true });
    expect(early.statusCode).toBe(422);
    expect(
      early
        .json<{ fieldErrors: { field: string }[] }>()
        .fieldErrors.map((e) => e.field)
        .sort(),
    ).toEqual([`documents.${rejectedType}`, `documents.${requestedType}`].sort());

    const replaced = await upload(t, investor, {
      fields: { projectId: fileId, documentTypeId: rejectedType, providedDocumentId: rejectedId },
      content: [PDF_HEAD],
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const added = await upload(t, investor, {
      fields: { projectId: fileId, documentTypeId: requestedType },
      content: [PDF_HEAD],
    });
    expect(added.statusCode, added.body).toBe(201);
    const [request] = await t.database.db
      .select()
      .from(projectDocumentRequests)
      .where(eq(projectDocumentRequests.projectId, fileId));
    expect(request?.fulfilledAt).toEqual(clock);
    expect(request?.providedDocumentId).toBe(added.json<{ id: number }>().id);

    const again = await call(investor, 'POST', `/projects/${fileId}/submit`, { declaration: true });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ status: 'ACCEPTED', phase: 'COMPLEMENTS_IN_REVIEW' });
    const body = await state(fileId);
    expect(body.documents.every((d) => !d.inError)).toBe(true);
    expect(body.abilities.validate).toBe(true);
  });

  it('validates the file, after which no document may be asked of an administration', async () => {
    const res = await call(advisor, 'POST', `/projects/${fileId}/validate`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TReviewActionResponse>()).toMatchObject({ latestPhase: 'FILLED', validatedAt: clock.toISOString() });
    const administrationId = (await state(fileId)).administrations[0]?.id;
    const refused = await requestDoc(advisor, fileId, {
      documentTypeId: 1,
      owner: 'ADMINISTRATION',
      administrationId,
      deadline: '2026-11-30',
    });
    expect(refused.statusCode).toBe(409);
    expectTranslated(refused, 'advisorReview.errors.alreadyValidated');
    expect(
      await t.database.db.select().from(projectDocumentRequests).where(eq(projectDocumentRequests.projectId, fileId)),
    ).toHaveLength(1);
    expect((await call(advisor, 'POST', `/projects/${fileId}/validate`)).statusCode).toBe(409);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.projectId, fileId), eq(notifications.titleKey, 'advisorReview.notifications.validated.title')));
    expect(told).toHaveLength(1);
  });
});

describe('documents asked of an administration, and validation refused while they are missing', () => {
  it('waits for the administration (staff only) and refuses validation with a translated error', async () => {
    const id = await insertFile(t, { regionId: CASA, phases: ['IN_REVIEW'], at: clock, procedureIds: [1] });
    const current = await state(id);
    const rabatAdministration = (await review(rabatAdvisor, rabatFile))
      .json<TReviewState>()
      .administrations.find((a) => current.administrations.every((c) => c.id !== a.id));
    const foreign = await requestDoc(advisor, id, {
      documentTypeId: 1,
      owner: 'ADMINISTRATION',
      administrationId: rabatAdministration?.id,
      deadline: '2026-11-30',
    });
    expect(foreign.statusCode).toBe(422);
    expectTranslated(foreign, 'advisorReview.request.administrationRequired');
    const missing = await requestDoc(advisor, id, { documentTypeId: 1, owner: 'ADMINISTRATION', deadline: '2026-11-30' });
    expect(missing.statusCode).toBe(422);

    const res = await requestDoc(advisor, id, {
      documentTypeId: 1,
      owner: 'ADMINISTRATION',
      administrationId: current.administrations[0]?.id,
      deadline: '2026-11-30',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<TReviewState>().documents.find((d) => d.documentTypeId === 1)?.request?.owner).toBe('ADMINISTRATION');
    expect(await latest(id)).toMatchObject({ phase: 'WAITING_FOR_ADMINISTRATION_DOCUMENTS', investorPhase: 'IN_REVIEW' });
    const refused = await call(advisor, 'POST', `/projects/${id}/validate`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errorCode: 'DOCUMENTS_IN_ERROR', documentTypeIds: [1] });
    expectTranslated(refused, 'advisorReview.errors.documentsInError');
    expect((await latest(id))?.validatedAt).toBeNull();
    expect((await call(rabatAdvisor, 'POST', `/projects/${id}/validate`)).statusCode).toBe(404);
  });
});

describe('PUT /projects/{id}/update-advisor', () => {
  it('gives the file to another advisor of the region, never of another region', async () => {
    const advisorIdOf = async (username: string) => {
      const [row] = await t.database.db
        .select({ id: advisors.id })
        .from(advisors)
        .innerJoin(users, eq(users.id, advisors.userId))
        .where(eq(users.username, username));
      return row?.id ?? 0;
    };
    const second = await advisorIdOf('conseillere.casa@demo.cri.ma');
    const rabat = await advisorIdOf(demoUser('ROLE_ADVISOR', RABAT));
    const before =
      (await latest(fileId)) &&
      (await t.database.db.select({ a: projects.advisorId }).from(projects).where(eq(projects.id, fileId)))[0]?.a;
    const foreign = await call(advisor, 'PUT', `/projects/${fileId}/update-advisor`, { advisorId: rabat });
    expect(foreign.statusCode).toBe(422);
    expectTranslated(foreign, 'advisorReview.errors.unknownAdvisor');
    expect((await t.database.db.select({ a: projects.advisorId }).from(projects).where(eq(projects.id, fileId)))[0]?.a).toBe(
      before,
    );
    expect((await call(advisor, 'PUT', `/projects/${rabatFile}/update-advisor`, { advisorId: rabat })).statusCode).toBe(404);

    const res = await call(advisor, 'PUT', `/projects/${fileId}/update-advisor`, { advisorId: second });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TReviewActionResponse>().advisorId).toBe(second);
    const [mail] = await t.database.db.select().from(outboxMails).where(eq(outboxMails.template, 'projectReassigned'));
    expect(mail?.to).toBe('conseillere.casa@demo.cri.ma');
  });
});
