import type { TProvidedDocumentList } from '@cri/shared/schemas/documents';
import type { TNewProcedures, TProjectPhases, TProjectRecap } from '@cri/shared/schemas/project-submission';
import type { TProject } from '@cri/shared/schemas/projects';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advisors, notifications, outboxMails, projects, users } from '../../db/schema.ts';
import { demoUser, type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createProject, PDF_HEAD, upload } from '../documents/test-helpers.ts';
import { API, CASA, RABAT } from '../framing-forms/test-helpers.ts';
import { newInvestorAccount } from '../investors/test-fixtures.ts';
import {
  completeForm,
  completeInfos,
  completeProjectForm,
  prepareCompleteProject,
  uploadRequiredDocuments,
} from './submit-test-helpers.ts';

let t: TestApp;
let investor: LoggedIn;
let other: LoggedIn;
let advisorCasa: LoggedIn;
let advisorRabat: LoggedIn;
let investorId: number;

const submit = (who: LoggedIn | null, id: number, payload: unknown = { declaration: true, language: 'fr' }) =>
  t.app.inject({ method: 'POST', url: `${API}/projects/${id}/submit`, headers: who?.headers ?? {}, payload: payload as object });
const get = (who: LoggedIn, url: string) => t.app.inject({ method: 'GET', url: `${API}${url}`, headers: who.headers });
const statesOf = async (who: LoggedIn, id: number) =>
  Object.fromEntries((await get(who, `/projects/${id}`)).json<TProject>().procedureList.map((p) => [p.id, p.state]));
const stageOf = async (id: number) => (await t.database.db.select().from(projects).where(eq(projects.id, id)))[0]?.creationStage;
const fieldsOf = (res: { json: () => unknown }) =>
  ((res.json() as { fieldErrors?: { field: string }[] }).fieldErrors ?? []).map((e) => e.field);

beforeAll(async () => {
  t = await createTestApp();
  investor = await newInvestorAccount(t, 'submit.projet@example.ma');
  other = await newInvestorAccount(t, 'submit.voisin@example.ma');
  advisorCasa = await loginAs(t, demoUser('ROLE_ADVISOR', CASA));
  advisorRabat = await loginAs(t, demoUser('ROLE_ADVISOR', RABAT));
  const [u] = await t.database.db.select().from(users).where(eq(users.username, 'submit.projet@example.ma'));
  investorId = u?.id ?? 0;
});
afterAll(() => t.close());

describe('POST /projects/{id}/submit', () => {
  let projectId: number;
  beforeAll(async () => {
    projectId = await createProject(t, investor, [1]);
  });

  it('refuses an empty draft, naming the missing pieces of every step and the declaration', async () => {
    const res = await submit(investor, projectId, { declaration: false });
    expect(res.statusCode, res.body).toBe(422);
    const fields = fieldsOf(res);
    expect(fields.some((f) => f.startsWith('infos.'))).toBe(true);
    expect(fields).toContain('project.description');
    expect(fields.some((f) => /^documents\.\d+$/.test(f))).toBe(true);
    expect(fields).toContain('declaration');
  });

  it('shows the same missing pieces on the recap, step by step', async () => {
    const recap = (await get(investor, `/projects/${projectId}/recap`)).json<TProjectRecap>();
    expect(recap.canSubmit).toBe(true);
    expect(recap.infos.complete).toBe(false);
    expect(recap.project.complete).toBe(false);
    expect(recap.documents.complete).toBe(false);
    expect(recap.documents.list.some((d) => d.required && !d.uploaded)).toBe(true);
    // The file is with the investor: its procedure is being prepared.
    expect(await statesOf(investor, projectId)).toEqual({ 1: 'EDITING' });
  });

  it('still refuses while only the documents are missing, and without the declaration', async () => {
    await completeInfos(t, investor, projectId);
    await completeForm(t, investor, projectId);
    const res = await submit(investor, projectId);
    expect(res.statusCode, res.body).toBe(422);
    expect(fieldsOf(res).every((f) => f.startsWith('documents.'))).toBe(true);
    await uploadRequiredDocuments(t, investor, projectId);
    expect(await stageOf(projectId)).toBe(13);
    const noDeclaration = await submit(investor, projectId, { declaration: false });
    expect(fieldsOf(noDeclaration)).toEqual(['declaration']);
  });

  it('answers 404 to another investor and 403 to an advisor', async () => {
    expect((await submit(other, projectId)).statusCode).toBe(404);
    expect((await submit(advisorCasa, projectId)).statusCode).toBe(403);
    expect((await submit(null, projectId)).statusCode).toBe(401);
  });

  it('submits a complete file: advisor, stage 14, IN_REVIEW by whom and when, mails and notifications', async () => {
    const recap = (await get(investor, `/projects/${projectId}/recap`)).json<TProjectRecap>();
    expect(recap.infos.missing).toEqual([]);
    expect(recap.project.missing).toEqual([]);
    expect(recap.documents.complete).toBe(true);
    expect(recap.project.totalInvestment).toBe(80_000_000);
    expect(recap.project.dominantSector?.id).toBe(2);

    const res = await submit(investor, projectId);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ status: string; phase: string; advisorId: number }>();
    expect(body).toMatchObject({ status: 'SUBMITTED', phase: 'IN_REVIEW' });

    const [row] = await t.database.db.select().from(projects).where(eq(projects.id, projectId));
    expect(row?.creationStage).toBe(14);
    expect(row?.advisorId).toBe(body.advisorId);
    // Submitted: the centre examines the procedure (spec 2 §4 procedure state TIME), whoever reads it.
    expect(await statesOf(investor, projectId)).toEqual({ 1: 'TIME' });
    expect(await statesOf(advisorCasa, projectId)).toEqual({ 1: 'TIME' });
    const [advisor] = await t.database.db.select().from(advisors).where(eq(advisors.id, body.advisorId));
    expect(advisor).toMatchObject({ regionId: CASA, active: true });

    const phases = (await get(investor, `/projects/${projectId}/phases`)).json<TProjectPhases>();
    expect(phases.phases.map((p) => p.title)).toEqual(['DRAFT', 'IN_REVIEW']);
    expect(phases.phases[1]?.createdBy?.id).toBe(investorId);
    expect(phases.depositDate).toBe(phases.phases[1]?.createdAt);
    expect(phases.investorPhase).toBe('IN_REVIEW');
    expect(phases.editable).toBe(false);
    expect(phases.latestDecision).toBeNull();

    const mails = await t.database.db
      .select()
      .from(outboxMails)
      .where(inArray(outboxMails.template, ['projectSubmitted', 'projectAssigned']));
    const mine = mails.filter((m) => m.params.link?.endsWith(`/projects/${projectId}`));
    expect(mine.map((m) => m.template).sort()).toEqual(['projectAssigned', 'projectSubmitted']);
    expect(mine.find((m) => m.template === 'projectSubmitted')?.to).toBe('submit.projet@example.ma');
    // The investor wrote in French: their mail is in French only; the advisor's in both languages.
    expect(mine.find((m) => m.template === 'projectSubmitted')?.subject).not.toContain(' / ');
    expect(mine.find((m) => m.template === 'projectAssigned')?.subject).toContain(' / ');
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.projectId, projectId));
    expect(notes.map((n) => n.userId).sort()).toEqual([investorId, advisor?.userId].sort());
  });

  it('is no longer editable nor submittable once submitted', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: `${API}/projects/${projectId}`,
      headers: investor.headers,
      payload: { complete: false, project: await completeProjectForm(t) },
    });
    expect(put.statusCode).toBe(409);
    expect((await submit(investor, projectId)).statusCode).toBe(409);
    const recap = (await get(investor, `/projects/${projectId}/recap`)).json<TProjectRecap>();
    expect(recap.canSubmit).toBe(false);
  });

  it('lets the region staff read the phases; another region and another investor get 404', async () => {
    expect((await get(advisorCasa, `/projects/${projectId}/phases`)).statusCode).toBe(200);
    expect((await get(advisorRabat, `/projects/${projectId}/phases`)).statusCode).toBe(404);
    expect((await get(other, `/projects/${projectId}/phases`)).statusCode).toBe(404);
    expect((await get(other, `/projects/${projectId}/recap`)).statusCode).toBe(404);
  });

  it('answers status and project-phases only for the projects the caller sees', async () => {
    const draft = await createProject(t, investor, [1]);
    const foreign = await createProject(t, other, [1]);
    const status = await get(investor, `/projects/status?ids=${projectId},${draft},${foreign},999999`);
    expect(status.statusCode, status.body).toBe(200);
    const list = status.json<{ id: number; phase: string }[]>();
    expect(list.map((s) => [s.id, s.phase]).sort()).toEqual(
      [
        [projectId, 'IN_REVIEW'],
        [draft, 'DRAFT'],
      ].sort(),
    );
    const internal = (await get(advisorCasa, `/projects/project-phases?ids=${projectId},${foreign}`)).json<{ id: number }[]>();
    expect(internal.map((s) => s.id).sort()).toEqual([projectId, foreign].sort());
    expect((await get(advisorRabat, `/projects/project-phases?ids=${projectId}`)).json()).toEqual([]);
    expect((await get(investor, '/projects/status?ids=abc')).statusCode).toBe(422);
  });

  it('lists no requested document types while none were requested', async () => {
    const res = await get(investor, `/projects/${projectId}/requested-document-types`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([]);
  });
});

describe('adding procedures', () => {
  it('adds procedures to a draft without changing its phase', async () => {
    const draft = await createProject(t, investor, [1]);
    const available = (await get(investor, `/projects/${draft}/new-procedures`)).json<TNewProcedures>();
    expect(available.canAdd).toBe(true);
    expect(available.procedures.some((p) => p.id === 1)).toBe(false);
    const extra = available.procedures[0]?.id;
    if (extra === undefined) throw new Error('no procedure to add');
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/projects/${draft}/start-new-project`,
      headers: investor.headers,
      payload: { procedureIds: [extra] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ phase: 'DRAFT', added: [extra] });
    const again = await t.app.inject({
      method: 'POST',
      url: `${API}/projects/${draft}/start-new-project`,
      headers: investor.headers,
      payload: { procedureIds: [extra] },
    });
    expect(again.statusCode).toBe(422);
    expect(fieldsOf(again)).toEqual(['procedureIds.0']);
  });

  it('reopens a submitted file as DRAFT_NEW_PROCEDURE, then its re-submission is ACCEPTED as complements', async () => {
    const id = await createProject(t, investor, [1]);
    await prepareCompleteProject(t, investor, id);
    expect((await submit(investor, id)).statusCode).toBe(200);
    const available = (await get(investor, `/projects/${id}/new-procedures`)).json<TNewProcedures>();
    const extra = available.procedures.find((p) => p.id !== 3)?.id ?? available.procedures[0]?.id;
    if (extra === undefined) throw new Error('no procedure to add');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${API}/projects/${id}/start-new-project`,
          headers: other.headers,
          payload: { procedureIds: [extra] },
        })
      ).statusCode,
    ).toBe(404);
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/projects/${id}/start-new-project`,
      headers: investor.headers,
      payload: { procedureIds: [extra] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ phase: 'DRAFT_NEW_PROCEDURE' });
    // The new procedure is prepared by the investor; the one already examined stays with the centre.
    expect(await statesOf(investor, id)).toEqual({ 1: 'TIME', [extra]: 'EDITING' });
    const [before] = await t.database.db.select().from(projects).where(eq(projects.id, id));
    // The new procedure may ask for more answers and documents: complete them, then re-submit.
    await prepareCompleteProject(t, investor, id);
    const again = await submit(investor, id, { declaration: true });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ status: 'ACCEPTED', phase: 'COMPLEMENTS_IN_REVIEW', advisorId: before?.advisorId });
    const assigned = await t.database.db
      .select()
      .from(outboxMails)
      .where(and(eq(outboxMails.template, 'projectAssigned')));
    expect(assigned.filter((m) => m.params.link?.endsWith(`/projects/${id}`))).toHaveLength(1);
    expect(await statesOf(investor, id)).toEqual({ 1: 'TIME', [extra]: 'TIME' });
    // The advisor in charge is mailed the complements (both languages: theirs is not known) and notified.
    const [advisor] = await t.database.db
      .select()
      .from(advisors)
      .where(eq(advisors.id, before?.advisorId ?? 0));
    const [advisorUser] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, advisor?.userId ?? 0));
    const complements = (
      await t.database.db.select().from(outboxMails).where(eq(outboxMails.template, 'complementsReceived'))
    ).filter((m) => m.params.link?.endsWith(`/projects/${id}`));
    expect(complements).toHaveLength(1);
    expect(complements[0]?.to).toBe(advisorUser?.username);
    expect(complements[0]?.subject).toContain(' / ');
    expect(complements[0]?.text).toContain('Hôtel Atlas');
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.projectId, id));
    expect(notes.some((n) => n.userId === advisor?.userId && n.titleKey?.includes('complementsReceived'))).toBe(true);
  });
});

describe('creation stage 13 DOCUMENTS_UPLOADED', () => {
  // An investor of their own: questionnaires per day are limited.
  let depositor: LoggedIn;
  beforeAll(async () => {
    depositor = await newInvestorAccount(t, 'submit.etape@example.ma');
  });
  const required = async (id: number) =>
    (await get(depositor, `/projects/${id}/provided-documents`))
      .json<TProvidedDocumentList>()
      .documents.filter((d) => d.required)
      .map((d) => d.documentTypeId);
  const put = (id: number, documentTypeId: number) =>
    upload(t, depositor, { fields: { projectId: id, documentTypeId }, content: [PDF_HEAD] });

  it('is reached by the upload that completes the required documents, not before', async () => {
    const id = await createProject(t, depositor, [1]);
    const types = await required(id);
    expect(types.length).toBeGreaterThan(0);
    for (const type of types.slice(0, -1)) {
      expect((await put(id, type)).statusCode).toBe(201);
      expect(await stageOf(id)).toBe(12);
    }
    expect((await put(id, types.at(-1) ?? 0)).statusCode).toBe(201);
    expect(await stageOf(id)).toBe(13);
  });

  it('never lowers a project already further', async () => {
    const id = await createProject(t, depositor, [1]);
    await t.database.db.update(projects).set({ creationStage: 14 }).where(eq(projects.id, id));
    await uploadRequiredDocuments(t, depositor, id);
    expect(await stageOf(id)).toBe(14);
  });
});
