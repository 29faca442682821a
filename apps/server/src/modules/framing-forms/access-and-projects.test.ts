import { questionnaire } from '@cri/shared/fixtures/builders';
import type { TFramingForm, TFramingFormSummary, TRecommendedProcedure } from '@cri/shared/schemas/framing-forms';
import type { TProject } from '@cri/shared/schemas/projects';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { procedures, projectProcedures, projects } from '../../db/schema.ts';
import { advisorIdOf, demoUser, type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { newInvestorAccount } from '../investors/test-fixtures.ts';
import { API, CASA, createdId, RABAT } from './test-helpers.ts';

let t: TestApp;
let investor: LoggedIn;
let otherInvestor: LoggedIn;
let advisorCasa: LoggedIn;
let advisorRabat: LoggedIn;
let consultationCasa: LoggedIn;
let casaForm: number;
let rabatForm: number;

const get = (who: LoggedIn | null, url: string) =>
  t.app.inject({ method: 'GET', url: `${API}${url}`, ...(who ? { headers: who.headers } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  investor = await newInvestorAccount(t, 'cadrage.acces@example.ma');
  otherInvestor = await newInvestorAccount(t, 'cadrage.voisin@example.ma');
  advisorCasa = await loginAs(t, demoUser('ROLE_ADVISOR', CASA));
  advisorRabat = await loginAs(t, demoUser('ROLE_ADVISOR', RABAT));
  consultationCasa = await loginAs(t, demoUser('ROLE_REGIONAL_CONSULTATION', CASA));
  casaForm = await createdId(t, investor);
  rabatForm = await createdId(t, investor, questionnaire({ regionId: RABAT, projectName: 'Entrepôt Kénitra' }));
  await createdId(t, otherInvestor, questionnaire({ projectName: 'Clinique Settat' }));
});
afterAll(() => t.close());

describe('GET /framing-forms and /framing-forms/{id}', () => {
  it('gives the investor their own questionnaires only', async () => {
    const res = await get(investor, '/framing-forms');
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json<TFramingFormSummary[]>()
        .map((f) => f.projectName)
        .sort(),
    ).toEqual(['Entrepôt Kénitra', 'Hôtel Atlas']);
    const own = await get(investor, `/framing-forms/${casaForm}`);
    expect(own.json<TFramingForm>()).toMatchObject({
      id: casaForm,
      projectName: 'Hôtel Atlas',
      investorUsername: 'cadrage.acces@example.ma',
      abilities: { edit: true, createProject: true, assign: false },
    });
    expect((await get(otherInvestor, `/framing-forms/${casaForm}`)).statusCode).toBe(404);
  });

  it("gives staff their region's questionnaires: another region's answers 404", async () => {
    const list = await get(advisorCasa, '/framing-forms');
    expect(list.json<TFramingFormSummary[]>().every((f) => f.regionId === CASA)).toBe(true);
    expect(list.json<TFramingFormSummary[]>()).toHaveLength(2);
    expect((await get(advisorCasa, `/framing-forms/${casaForm}`)).json<TFramingForm>().abilities).toEqual({
      edit: false,
      createProject: false,
      assign: true,
    });
    expect((await get(consultationCasa, `/framing-forms/${casaForm}`)).statusCode).toBe(200);
    expect((await get(advisorCasa, `/framing-forms/${rabatForm}`)).statusCode).toBe(404);
    expect((await get(advisorRabat, `/framing-forms/${casaForm}`)).statusCode).toBe(404);
    // Asking for another region through the filter shows nothing either.
    expect((await get(advisorCasa, `/framing-forms?page=0&size=10&regionId=${RABAT}`)).json()).toEqual([]);
  });

  it('pages from 0 with the page count in the exposed framingformpagecount header', async () => {
    const first = await get(advisorCasa, '/framing-forms?page=0&size=1');
    expect(first.statusCode).toBe(200);
    expect(first.headers.framingformpagecount).toBe('2');
    expect(first.headers['access-control-expose-headers']).toContain('framingformpagecount');
    expect(first.json()).toHaveLength(1);
    const second = await get(advisorCasa, '/framing-forms?page=1&size=1&regionId=0');
    expect(second.json()).toHaveLength(1);
    expect(second.json<TFramingFormSummary[]>()[0]?.id).not.toBe(first.json<TFramingFormSummary[]>()[0]?.id);
    expect((await get(advisorCasa, '/framing-forms?page=2&size=1')).json()).toEqual([]);
    expect((await get(advisorCasa, '/framing-forms')).headers.framingformpagecount).toBeUndefined();
  });

  it('refuses anonymous callers (401) and roles without the permission (403)', async () => {
    expect((await get(null, '/framing-forms')).statusCode).toBe(401);
    expect((await get(null, `/framing-forms/${casaForm}`)).statusCode).toBe(401);
    const member = await loginAs(t, demoUser('ROLE_CRUI_MEMBER', CASA));
    expect((await get(member, '/framing-forms')).statusCode).toBe(403);
    expect((await get(member, `/framing-forms/${casaForm}/recommended-procedures`)).statusCode).toBe(403);
  });
});

describe('PUT /framing-forms/{id} (assignment)', () => {
  const assign = (who: LoggedIn, id: number, advisorId: number) =>
    t.app.inject({ method: 'PUT', url: `${API}/framing-forms/${id}`, headers: who.headers, payload: { advisorId } });

  it('lets an advisor assign a questionnaire of the region to an advisor of the region', async () => {
    const casaAdvisorId = await advisorIdOf(t, demoUser('ROLE_ADVISOR', CASA));
    const res = await assign(advisorCasa, casaForm, casaAdvisorId);
    expect(res.statusCode).toBe(200);
    expect((await get(advisorCasa, `/framing-forms/${casaForm}`)).json<TFramingForm>().advisorId).toBe(casaAdvisorId);
    const rabatAdvisorId = await advisorIdOf(t, demoUser('ROLE_ADVISOR', RABAT));
    const wrong = await assign(advisorCasa, casaForm, rabatAdvisorId);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().fieldErrors).toEqual([{ field: 'advisorId', messageKey: 'framingForms.validation.advisorNotInRegion' }]);
    expect((await assign(advisorRabat, casaForm, rabatAdvisorId)).statusCode).toBe(404);
    expect((await assign(investor, casaForm, casaAdvisorId)).statusCode).toBe(403);
    expect((await assign(consultationCasa, casaForm, casaAdvisorId)).statusCode).toBe(403);
  });
});

describe('recommended procedures and the project', () => {
  it('recommends from the seeded rules, each procedure with its reasons, best first', async () => {
    const res = await get(investor, `/framing-forms/${casaForm}/recommended-procedures`);
    expect(res.statusCode).toBe(200);
    const list = res.json<TRecommendedProcedure[]>();
    // Construction (priority 5), looking for land (8), tourism + land + construction, >= 50 MDH.
    expect(list.map((p) => p.code)).toEqual(['BUILDING_PERMIT', 'PUBLIC_LAND', 'AVNA_PROVISIONAL', 'DEROGATION']);
    for (const p of list) {
      expect(p.reasons.length).toBeGreaterThan(0);
      for (const r of p.reasons) expect(r.reasonFr && r.reasonAr).toBeTruthy();
    }
    expect(list.find((p) => p.code === 'PUBLIC_LAND')?.reasons.map((r) => r.ruleId)).toEqual([12, 13]);
    expect((await get(advisorCasa, `/framing-forms/${casaForm}/recommended-procedures`)).statusCode).toBe(200);
    expect((await get(otherInvestor, `/framing-forms/${casaForm}/recommended-procedures`)).statusCode).toBe(404);
  });

  it('leaves out the procedures archived since', async () => {
    await t.database.db.update(procedures).set({ archived: true }).where(eq(procedures.code, 'DEROGATION'));
    try {
      const list = (await get(investor, `/framing-forms/${casaForm}/recommended-procedures`)).json<TRecommendedProcedure[]>();
      expect(list.map((p) => p.code)).not.toContain('DEROGATION');
      const refused = await t.app.inject({
        method: 'POST',
        url: `${API}/framing-forms/${casaForm}/create-project`,
        headers: investor.headers,
        payload: { procedureIds: [7] },
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().fieldErrors[0].messageKey).toBe('framingForms.validation.procedureNotActive');
    } finally {
      await t.database.db.update(procedures).set({ archived: false }).where(eq(procedures.code, 'DEROGATION'));
    }
  });

  it('creates the project with the chosen procedures, once, and the project page reads it', async () => {
    const post = (who: LoggedIn, payload: { procedureIds: number[] }) =>
      t.app.inject({ method: 'POST', url: `${API}/framing-forms/${casaForm}/create-project`, headers: who.headers, payload });
    const empty = await post(investor, { procedureIds: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().fieldErrors).toEqual([{ field: 'procedureIds', messageKey: 'framingForms.validation.chooseProcedure' }]);
    expect((await post(otherInvestor, { procedureIds: [3] })).statusCode).toBe(404);
    expect((await post(advisorCasa, { procedureIds: [3] })).statusCode).toBe(403);

    const res = await post(investor, { procedureIds: [3, 9] });
    expect(res.statusCode).toBe(201);
    const { projectId } = res.json<{ projectId: number }>();
    const [row] = await t.database.db.select().from(projects).where(eq(projects.id, projectId));
    expect(row).toMatchObject({ name: 'Hôtel Atlas', regionId: CASA, framingFormId: casaForm, creationStage: 12 });
    const links = await t.database.db.select().from(projectProcedures).where(eq(projectProcedures.projectId, projectId));
    expect(links.map((l) => l.procedureId).sort()).toEqual([3, 9]);
    expect((await post(investor, { procedureIds: [3] })).statusCode).toBe(409);

    const form = (await get(investor, `/framing-forms/${casaForm}`)).json<TFramingForm>();
    expect(form).toMatchObject({ projectId, abilities: { edit: false, createProject: false } });

    const project = await get(investor, `/projects/${projectId}`);
    expect(project.statusCode).toBe(200);
    const body = project.json<TProject>();
    expect(body).toMatchObject({ id: projectId, name: 'Hôtel Atlas', regionNameFr: 'Casablanca-Settat', creationStage: 12 });
    expect(body.procedureList.map((p) => p.code)).toEqual(['BUILDING_PERMIT', 'PUBLIC_LAND']);
    expect(body.procedureList[0]?.requiredDocuments.length).toBeGreaterThan(0);
    expect((await get(advisorCasa, `/projects/${projectId}`)).statusCode).toBe(200);
    expect((await get(consultationCasa, `/projects/${projectId}`)).statusCode).toBe(200);
    expect((await get(advisorRabat, `/projects/${projectId}`)).statusCode).toBe(404);
    expect((await get(otherInvestor, `/projects/${projectId}`)).statusCode).toBe(404);
    expect((await get(null, `/projects/${projectId}`)).statusCode).toBe(401);
    const support = await loginAs(t, demoUser('ROLE_REGIONAL_SUPPORT', CASA));
    expect((await get(support, `/projects/${projectId}`)).statusCode).toBe(403);
  });
});
