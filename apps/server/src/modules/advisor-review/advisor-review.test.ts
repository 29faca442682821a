import type { TNotifyInvestorResponse, TReviewActionResponse, TReviewState } from '@cri/shared/schemas/advisor-review';
import type { TProvidedDocumentList } from '@cri/shared/schemas/documents';
import type { TRequestedDocumentTypes } from '@cri/shared/schemas/project-submission';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notifications,
  outboxMails,
  projectDocumentRequests,
  projectPhases,
  projectProcedures,
  projects,
  providedDocuments,
} from '../../db/schema.ts';
import { translate } from '../../lib/i18n.ts';
import { advisorIdOf, demoUser, type LoggedIn, loginAs } from '../../test/login.ts';
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
let otherAdvisor: LoggedIn;
let advisorId: number;
let otherAdvisorId: number;
let consultation: LoggedIn;
let fileId: number;
let rabatFile: number;

type Res = { statusCode: number; body: string; json: <T = unknown>() => T };
const call = (who: LoggedIn | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown): Promise<Res> =>
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
  otherAdvisor = await loginAs(t, 'conseillere.casa@demo.cri.ma');
  consultation = await loginAs(t, demoUser('ROLE_REGIONAL_CONSULTATION', CASA));
  advisorId = await advisorIdOf(t, demoUser('ROLE_ADVISOR', CASA));
  otherAdvisorId = await advisorIdOf(t, 'conseillere.casa@demo.cri.ma');
  // The file is the demo advisor's (submission picks the least busy advisor of the region).
  await t.database.db.update(projects).set({ advisorId: advisorId }).where(eq(projects.id, fileId));
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
    expect(body.abilities).toEqual({
      review: true,
      validate: true,
      requestFromAdministration: true,
      act: true,
      sendBack: false,
    });
    expect(body.blockers).toEqual({ act: null, validate: null, sendBack: 'NOTHING_TO_SEND' });
    expect(body.assignedAdvisor?.id).toBe(advisorId);
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

describe('the review as a draft, sent back once (decision 028), the investor replacing, validation', () => {
  let rejectedType: number;
  let rejectedId: number;
  let changedType: number;
  let changedId: number;
  let requestedType: number;
  let droppedType: number;
  let phasesBefore: number;
  const phaseCount = async () =>
    (await t.database.db.select().from(projectPhases).where(eq(projectPhases.projectId, fileId))).length;
  const investorList = async () =>
    (await call(investor, 'GET', `/projects/${fileId}/provided-documents`)).json<TProvidedDocumentList>();

  it('refuses an invalid document without comment or with more than 1200 characters, changing nothing', async () => {
    const docs = (await state(fileId)).documents.filter((d) => d.providedDocumentId !== null);
    rejectedType = docs[0]?.documentTypeId ?? 0;
    rejectedId = docs[0]?.providedDocumentId ?? 0;
    changedType = docs[1]?.documentTypeId ?? 0;
    changedId = docs[1]?.providedDocumentId ?? 0;
    expect(changedId).toBeGreaterThan(0);
    phasesBefore = await phaseCount();
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

  it('keeps marks as a draft: no phase change, reversible, nothing shown to the investor', async () => {
    expect((await feedback(advisor, { providedDocumentId: rejectedId, advisorValidation: true })).statusCode).toBe(204);
    const res = await feedback(advisor, {
      providedDocumentId: rejectedId,
      advisorValidation: false,
      advisorFeedback: 'Copie illisible',
    });
    expect(res.statusCode, res.body).toBe(204);
    // He changes his mind on another one: not valid, then valid, then no verdict at all.
    await feedback(advisor, { providedDocumentId: changedId, advisorValidation: false, advisorFeedback: 'Périmé' });
    expect((await state(fileId)).documents.find((d) => d.documentTypeId === changedType)?.inError).toBe(true);
    await feedback(advisor, { providedDocumentId: changedId, advisorValidation: true });
    expect((await state(fileId)).documents.find((d) => d.documentTypeId === changedType)).toMatchObject({
      advisorValidation: true,
      advisorFeedback: null,
      inError: false,
    });
    expect((await feedback(advisor, { providedDocumentId: changedId, advisorValidation: null })).statusCode).toBe(204);
    await feedback(advisor, { providedDocumentId: changedId, advisorValidation: true });

    const body = await state(fileId);
    expect(body.documents.find((d) => d.documentTypeId === rejectedType)).toMatchObject({
      advisorValidation: false,
      advisorFeedback: 'Copie illisible',
      sentFeedback: null,
      inError: true,
    });
    expect(body.abilities).toMatchObject({ validate: false, sendBack: true, act: true });
    expect(body.blockers).toEqual({ act: null, validate: 'DOCUMENTS_IN_ERROR', sendBack: null });
    expect(body.sendBack.rejected).toEqual([
      expect.objectContaining({ documentTypeId: rejectedType, providedDocumentId: rejectedId, comment: 'Copie illisible' }),
    ]);
    expect(await latest(fileId)).toMatchObject({ phase: 'IN_REVIEW', investorPhase: 'IN_REVIEW' });
    expect(await phaseCount()).toBe(phasesBefore);
    const told = await t.database.db.select().from(notifications).where(eq(notifications.projectId, fileId));
    expect(told.filter((n) => n.titleKey?.startsWith('advisorReview.notifications.rejected'))).toHaveLength(0);
    const seen = (await investorList()).documents.find((d) => d.documentTypeId === rejectedType);
    expect(seen).toMatchObject({ advisorValidation: null, advisorFeedback: null, canUpload: false });
  });

  it('asks the investor for documents as a draft too (no phase, no e-mail), removable before it is sent', async () => {
    const current = await state(fileId);
    const free = current.documentTypes.filter((d) => !current.documents.some((x) => x.documentTypeId === d.id));
    requestedType = free[0]?.id ?? 0;
    droppedType = free[1]?.id ?? 0;
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
    expect(doc).toMatchObject({ requested: true, inError: true, providedDocumentId: null, request: { sentAt: null } });
    const dropped = await requestDoc(advisor, fileId, { documentTypeId: droppedType, owner: 'INVESTOR', deadline: '2026-11-30' });
    const droppedId = dropped.json<TReviewState>().documents.find((d) => d.documentTypeId === droppedType)?.request?.id;
    expect(await t.database.db.select().from(outboxMails).where(eq(outboxMails.template, 'documentRequested'))).toHaveLength(0);
    expect(await phaseCount()).toBe(phasesBefore);
    expect((await investorList()).documents.some((d) => d.documentTypeId === requestedType)).toBe(false);

    expect((await call(rabatAdvisor, 'DELETE', `/projects/${fileId}/document-requests/${droppedId}`)).statusCode).toBe(404);
    const removed = await call(advisor, 'DELETE', `/projects/${fileId}/document-requests/${droppedId}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<TReviewState>().documents.some((d) => d.documentTypeId === droppedType)).toBe(false);
    expect((await call(advisor, 'DELETE', `/projects/${fileId}/document-requests/${droppedId}`)).statusCode).toBe(404);
  });

  it('refuses validation while a document is in error, with the translated reason', async () => {
    const refused = await call(advisor, 'POST', `/projects/${fileId}/validate`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errorCode: 'DOCUMENTS_IN_ERROR' });
    expect(refused.json<{ documentTypeIds: number[] }>().documentTypeIds.sort()).toEqual([rejectedType, requestedType].sort());
    expect((await latest(fileId))?.validatedAt).toBeNull();
  });

  it('sends the review back once: one phase, one notification and one e-mail listing every item', async () => {
    const saturday = await call(advisor, 'POST', `/projects/${fileId}/send-back`, { deadline: '2026-11-28' });
    expect(saturday.statusCode).toBe(422);
    expectTranslated(saturday, 'advisorReview.request.deadlineInvalid');
    const res = await call(advisor, 'POST', `/projects/${fileId}/send-back`, { deadline: '2026-12-04' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await phaseCount()).toBe(phasesBefore + 1);
    expect(await latest(fileId)).toMatchObject({ phase: 'INVESTOR_EDITING', investorPhase: 'INVESTOR_EDITING' });
    const [phase] = await t.database.db
      .select()
      .from(projectPhases)
      .where(eq(projectPhases.projectId, fileId))
      .orderBy(desc(projectPhases.id))
      .limit(1);
    expect(phase?.metadata).toEqual([
      { name: 'ADVISOR_FEEDBACK', value: expect.stringContaining('Copie illisible') },
      { name: 'REQUESTED_DOCUMENT_TYPE_ID', value: String(requestedType) },
      { name: 'REQUESTED_DOCUMENT_DEADLINE', value: '2026-11-30' },
      { name: 'REQUESTED_DOCUMENT_OWNER', value: 'INVESTOR' },
    ]);
    const mails = await t.database.db.select().from(outboxMails).where(eq(outboxMails.template, 'reviewSentBack'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe('revue.investisseur@example.ma');
    expect(mails[0]?.text).toContain('Copie illisible');
    expect(mails[0]?.text).toContain('04/12/2026');
    expect(mails[0]?.text).toContain('Merci de joindre ce document.');
    expect(mails[0]?.text).toContain('30/11/2026');
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.projectId, fileId), eq(notifications.titleKey, 'advisorReview.notifications.sentBack.title')));
    expect(told).toHaveLength(1);
    const after = res.json<TReviewState>();
    expect(after.blockers).toMatchObject({ validate: 'WITH_INVESTOR', sendBack: 'WITH_INVESTOR' });
    expect(after.lastSentBackAt).toBe(clock.toISOString());
    // Sent once: a second send-back is refused while the file is with the investor.
    const again = await call(advisor, 'POST', `/projects/${fileId}/send-back`, { deadline: '2026-12-04' });
    expect(again.statusCode).toBe(409);
    expectTranslated(again, 'advisorReview.errors.withInvestor');
    const sentRequest = after.documents.find((d) => d.documentTypeId === requestedType)?.request?.id;
    const withdraw = await call(advisor, 'DELETE', `/projects/${fileId}/document-requests/${sentRequest}`);
    expect(withdraw.statusCode).toBe(409);
    expectTranslated(withdraw, 'advisorReview.errors.requestSent');
    const types = (await call(investor, 'GET', `/projects/${fileId}/requested-document-types`)).json<TRequestedDocumentTypes>();
    expect(types.map((x) => x.documentTypeId)).toEqual([requestedType]);
  });

  it('shows the investor which document is rejected and why, with the deadline, and what is requested', async () => {
    const list = await investorList();
    const rejected = list.documents.find((d) => d.documentTypeId === rejectedType);
    expect(rejected).toMatchObject({
      advisorValidation: false,
      advisorFeedback: 'Copie illisible',
      rejectionDeadline: '2026-12-04',
      canUpload: true,
      canModify: false,
    });
    // The document he changed his mind on is valid as sent.
    expect(list.documents.find((d) => d.documentTypeId === changedType)).toMatchObject({
      advisorValidation: true,
      advisorFeedback: null,
      canUpload: false,
    });
    const requested = list.documents.find((d) => d.documentTypeId === requestedType);
    expect(requested).toMatchObject({ required: true, canUpload: true, uploadedFile: null });
    expect(requested?.request).toMatchObject({ deadline: '2026-11-30', comment: 'Merci de joindre ce document.' });
  });

  it('lets the investor replace exactly those and re-submit; the old version is kept beside the new one', async () => {
    const early = await call(investor, 'POST', `/projects/${fileId}/submit`, { declaration: true });
    expect(early.statusCode).toBe(422);
    expect(
      early
        .json<{ fieldErrors: { field: string }[] }>()
        .fieldErrors.map((e) => e.field)
        .sort(),
    ).toEqual([`documents.${rejectedType}`, `documents.${requestedType}`].sort());
    const [old] = await t.database.db.select().from(providedDocuments).where(eq(providedDocuments.id, rejectedId));
    const oldUploadedAt = old?.uploadedAt.toISOString();

    clock = new Date(clock.getTime() + 3600_000);
    investor = await loginAs(t, 'revue.investisseur@example.ma');
    advisor = await loginAs(t, demoUser('ROLE_ADVISOR', CASA));
    rabatAdvisor = await loginAs(t, demoUser('ROLE_ADVISOR', RABAT));
    otherAdvisor = await loginAs(t, 'conseillere.casa@demo.cri.ma');
    const replaced = await upload(t, investor, {
      fields: { projectId: fileId, documentTypeId: rejectedType, providedDocumentId: rejectedId },
      content: [PDF_HEAD],
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const newId = replaced.json<{ id: number }>().id;
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
    // Another document, neither rejected nor requested, stays closed.
    const other = await upload(t, investor, {
      fields: { projectId: fileId, documentTypeId: changedType, providedDocumentId: changedId },
      content: [PDF_HEAD],
    });
    expect(other.statusCode).toBe(409);

    const again = await call(investor, 'POST', `/projects/${fileId}/submit`, { declaration: true });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ status: 'ACCEPTED', phase: 'COMPLEMENTS_IN_REVIEW' });
    const body = await state(fileId);
    const doc = body.documents.find((d) => d.documentTypeId === rejectedType);
    expect(doc).toMatchObject({ providedDocumentId: newId, advisorValidation: null, changedSinceReview: true, inError: false });
    expect(doc?.previousVersions).toEqual([
      expect.objectContaining({
        providedDocumentId: rejectedId,
        uploadedAt: oldUploadedAt,
        replacedAt: clock.toISOString(),
        sentFeedback: 'Copie illisible',
      }),
    ]);
    // Both versions download.
    const oldFile = await t.app.inject({ method: 'GET', url: doc?.previousVersions[0]?.downloadPath ?? '' });
    expect(oldFile.statusCode).toBe(200);
    expect(oldFile.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.app.inject({ method: 'GET', url: doc?.downloadPath ?? '' })).statusCode).toBe(200);
    expect(body.documents.find((d) => d.documentTypeId === changedType)?.changedSinceReview).toBe(false);
    expect(body.documents.every((d) => !d.inError)).toBe(true);
    expect(body.abilities.validate).toBe(true);
    expect(body.blockers.validate).toBeNull();
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
    expect((await state(fileId)).blockers.validate).toBe('VALIDATED');
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.projectId, fileId), eq(notifications.titleKey, 'advisorReview.notifications.validated.title')));
    expect(told).toHaveLength(1);
  });
});

describe('the assigned advisor acts, the region reads (decision 029)', () => {
  it('lets another advisor of the region read the file (200) but refuses every action (403)', async () => {
    const id = await insertFile(t, { regionId: CASA, phases: ['IN_REVIEW'], at: clock, procedureIds: [1] });
    await t.database.db.update(projects).set({ advisorId: advisorId }).where(eq(projects.id, id));
    const read = await review(otherAdvisor, id);
    expect(read.statusCode, read.body).toBe(200);
    const seen = read.json<TReviewState>();
    expect(seen.assignedAdvisor?.id).toBe(advisorId);
    expect(seen.abilities).toMatchObject({ act: false, review: false, validate: false, sendBack: false });
    expect(seen.blockers.act).toBe('NOT_ASSIGNED');
    const refused = [
      await call(otherAdvisor, 'PUT', `/projects/${id}/disable-procedure/1`),
      await call(otherAdvisor, 'POST', `/projects/${id}/request-document`, {
        documentTypeId: 2,
        owner: 'INVESTOR',
        deadline: '2026-12-04',
      }),
      await call(otherAdvisor, 'POST', `/projects/${id}/send-back`, { deadline: '2026-12-04' }),
      await call(otherAdvisor, 'POST', `/projects/${id}/validate`),
      await call(otherAdvisor, 'POST', `/projects/${id}/notify-investor`, { message: 'Bonjour', projectId: id }),
    ];
    for (const res of refused) {
      expect(res.statusCode, res.body).toBe(403);
      expectTranslated(res, 'errors.NOT_ASSIGNED_ADVISOR');
    }
    expect(await latest(id)).toMatchObject({ phase: 'IN_REVIEW', validatedAt: null });
    // The assigned advisor acts; the other one takes the file over through the change of advisor, then acts.
    expect(
      (
        await call(advisor, 'POST', `/projects/${id}/request-document`, {
          documentTypeId: 2,
          owner: 'INVESTOR',
          deadline: '2026-12-04',
        })
      ).statusCode,
    ).toBe(201);
    const taken = await call(otherAdvisor, 'PUT', `/projects/${id}/update-advisor`, { advisorId: otherAdvisorId });
    expect(taken.statusCode, taken.body).toBe(200);
    const requestId = (await state(id)).documents.find((d) => d.documentTypeId === 2)?.request?.id;
    expect((await call(advisor, 'DELETE', `/projects/${id}/document-requests/${requestId}`)).statusCode).toBe(403);
    expect((await call(otherAdvisor, 'DELETE', `/projects/${id}/document-requests/${requestId}`)).statusCode).toBe(200);
  });

  it('lets any advisor of the region act on a file with no advisor assigned', async () => {
    const id = await insertFile(t, { regionId: CASA, phases: ['IN_REVIEW'], at: clock, procedureIds: [1] });
    const body = await state(id);
    expect(body.assignedAdvisor).toBeNull();
    expect(body.abilities.act).toBe(true);
    expect((await call(otherAdvisor, 'PUT', `/projects/${id}/disable-procedure/1`)).statusCode).toBe(422);
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
    const second = await advisorIdOf(t, 'conseillere.casa@demo.cri.ma');
    const rabat = await advisorIdOf(t, demoUser('ROLE_ADVISOR', RABAT));
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
