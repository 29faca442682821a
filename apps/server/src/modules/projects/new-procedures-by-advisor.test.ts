import type { TNewProcedures } from '@cri/shared/schemas/project-submission';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, outboxMails, projectPhases, projects } from '../../db/schema.ts';
import { advisorIdOf, type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createProject } from '../documents/test-helpers.ts';
import { API } from '../framing-forms/test-helpers.ts';
import { newInvestorAccount } from '../investors/test-fixtures.ts';
import { prepareCompleteProject } from './submit-test-helpers.ts';

let t: TestApp;
let investor: LoggedIn;
let advisor: LoggedIn;
let colleague: LoggedIn;
let rabatAdvisor: LoggedIn;

type Res = { statusCode: number; body: string; json: <T = unknown>() => T };
const call = (who: LoggedIn, method: 'GET' | 'POST', url: string, payload?: unknown): Promise<Res> =>
  t.app.inject({
    method,
    url: `${API}${url}`,
    headers: who.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const add = (who: LoggedIn, id: number, procedureIds: number[]) =>
  call(who, 'POST', `/projects/${id}/start-new-project`, { procedureIds });
const phasesOf = async (id: number) =>
  (await t.database.db.select().from(projectPhases).where(eq(projectPhases.projectId, id))).map((p) => p.title);

/** Spec 2 §4 "Advisor actions: add procedures; start a new project with selected procedures" (decision 042). */
describe('the file’s advisor adds procedures to a submitted file', () => {
  let id: number;
  let extra: number;
  beforeAll(async () => {
    t = await createTestApp();
    investor = await newInvestorAccount(t, 'ajout.procedures@example.ma');
    advisor = await loginAs(t, 'conseiller.casa@demo.cri.ma');
    colleague = await loginAs(t, 'conseillere.casa@demo.cri.ma');
    rabatAdvisor = await loginAs(t, 'conseiller.rabat@demo.cri.ma');
    id = await createProject(t, investor, [1]);
    await prepareCompleteProject(t, investor, id);
    const submitted = await call(investor, 'POST', `/projects/${id}/submit`, { declaration: true, language: 'fr' });
    if (submitted.statusCode !== 200) throw new Error(submitted.body);
    await t.database.db
      .update(projects)
      .set({ advisorId: await advisorIdOf(t, 'conseiller.casa@demo.cri.ma') })
      .where(eq(projects.id, id));
  }, 60_000);
  afterAll(() => t.close());

  it('another region answers 404, another advisor of the region reads but may not add (403), nothing changes', async () => {
    expect((await call(rabatAdvisor, 'GET', `/projects/${id}/new-procedures`)).statusCode).toBe(404);
    const listed = await call(colleague, 'GET', `/projects/${id}/new-procedures`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json<TNewProcedures>().canAdd).toBe(false);
    extra = listed.json<TNewProcedures>().procedures[0]?.id ?? 0;
    expect((await add(rabatAdvisor, id, [extra])).statusCode).toBe(404);
    const refused = await add(colleague, id, [extra]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errorCode: 'NOT_ASSIGNED_ADVISOR' });
    expect(await phasesOf(id)).toEqual(['DRAFT', 'IN_REVIEW']);
  });

  it('the assigned advisor adds: DRAFT_NEW_PROCEDURE, the investor told; the re-submission comes back as complements', async () => {
    const listed = (await call(advisor, 'GET', `/projects/${id}/new-procedures`)).json<TNewProcedures>();
    expect(listed).toMatchObject({ canAdd: true, phase: 'IN_REVIEW' });
    const unknown = await add(advisor, id, [1]);
    expect(unknown.statusCode).toBe(422);
    const res = await add(advisor, id, [extra]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ phase: 'DRAFT_NEW_PROCEDURE', added: [extra] });
    const [mail] = await t.database.db
      .select()
      .from(outboxMails)
      .where(and(eq(outboxMails.to, 'ajout.procedures@example.ma'), eq(outboxMails.template, 'proceduresAdded')));
    expect(mail?.params.link).toMatch(new RegExp(`/projects/${id}$`));
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.projectId, id));
    expect(notes.some((n) => n.titleKey === 'projects.newProcedures.notifications.added.title')).toBe(true);
    // Once with the investor, the advisor adds nothing more: 409, nothing changes.
    const again = await add(advisor, id, [listed.procedures[1]?.id ?? extra]);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 'PROJECT_NOT_IN_REVIEW' });
    expect(await phasesOf(id)).toEqual(['DRAFT', 'IN_REVIEW', 'DRAFT_NEW_PROCEDURE']);
    // The investor completes the added procedure's answers and documents and submits again.
    await prepareCompleteProject(t, investor, id);
    const resubmitted = await call(investor, 'POST', `/projects/${id}/submit`, { declaration: true, language: 'fr' });
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    expect(resubmitted.json()).toMatchObject({ status: 'ACCEPTED', phase: 'COMPLEMENTS_IN_REVIEW' });
  });
});
