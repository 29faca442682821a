import type { TCommission } from '@cri/shared/schemas/commission';
import type { TNationalCommissionFile, TNationalCommissionList } from '@cri/shared/schemas/national-commission';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMails } from '../../db/schema/mail.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { projectPhases } from '../../db/schema/project-phases.ts';
import { projectProcedures, projectSectorComponents, projects } from '../../db/schema/projects.ts';
import { demoUser, type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { API, CASA, RABAT } from '../framing-forms/test-helpers.ts';
import { fileInPhases } from '../scheduling/test-helpers.ts';

const NEXT_THURSDAY = '2026-12-03';
const decision = {
  decision: 'UNFAVORABLE',
  commentsForInvestor: 'Le foncier proposé ne convient pas au projet.',
  commissionRecommendation: 'Proposer un terrain en zone industrielle.',
};

describe('the national commission decides the files of 250 M DH or more (decision 050)', () => {
  let t: TestApp;
  const clock = { now: new Date('2026-11-23T09:00:00Z') };
  let national: LoggedIn;
  let advisor: LoggedIn;
  let investor: LoggedIn;
  let casaNational: number;
  let rabatStrategic: number;
  let regional: number;
  let draftNational: number;

  const call = (who: LoggedIn, method: 'GET' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `${API}${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
  const withAmount = async (regionId: number, amount: number, phases: 'FILLED'[] = ['FILLED']) => {
    const id = await fileInPhases(t, { regionId, phases, at: clock.now });
    await t.database.db.insert(projectSectorComponents).values([
      { projectId: id, position: 0, investmentAmount: amount - 1_000_000 },
      { projectId: id, position: 1, investmentAmount: 1_000_000 },
    ]);
    await t.database.db.insert(projectProcedures).values({ projectId: id, procedureId: 3, state: 'TIME' });
    return id;
  };
  const row = async (id: number) => (await t.database.db.select().from(projects).where(eq(projects.id, id)))[0];
  const phaseCount = async (id: number) =>
    (await t.database.db.select({ id: projectPhases.id }).from(projectPhases).where(eq(projectPhases.projectId, id))).length;
  const list = async () => (await call(national, 'GET', '/national-commission/projects')).json<TNationalCommissionList>();

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock.now });
    national = await loginAs(t, demoUser('ROLE_NATIONAL_COMMISSION'));
    advisor = await loginAs(t, demoUser('ROLE_ADVISOR', CASA));
    investor = await loginAs(t, 'investisseur@demo.cri.ma');
    casaNational = await withAmount(CASA, 250_000_000);
    rabatStrategic = await withAmount(RABAT, 2_400_000_000);
    regional = await withAmount(CASA, 249_999_999);
    draftNational = await withAmount(CASA, 300_000_000, []);
  });
  afterAll(() => t.close());

  it('lists the files of national competence waiting for a decision, of every region, and none other', async () => {
    const res = await call(national, 'GET', '/national-commission/projects');
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json<TNationalCommissionList>().map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining([casaNational, rabatStrategic]));
    expect(ids).not.toContain(regional);
    expect(ids).not.toContain(draftNational);
    expect(res.json<TNationalCommissionList>().every((p) => p.competentCommission === 'NATIONAL')).toBe(true);
    // Region staff and the investor may not call it.
    expect((await call(advisor, 'GET', '/national-commission/projects')).statusCode).toBe(403);
    expect((await call(investor, 'GET', '/national-commission/projects')).statusCode).toBe(403);
  });

  it('the region cannot program such a file: the error names the rule and nothing changes', async () => {
    const before = await phaseCount(casaNational);
    const res = await t.app.inject({
      method: 'PUT',
      url: `${API}/projects/${casaNational}/program`,
      query: { date: NEXT_THURSDAY },
      headers: advisor.headers,
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      errorCode: 'NATIONAL_COMMISSION_COMPETENCE',
      messageKey: 'scheduling.errors.nationalCommission',
    });
    expect(await row(casaNational)).toMatchObject({ cruiDate: null, latestPhase: 'FILLED' });
    expect(await phaseCount(casaNational)).toBe(before);
  });

  it('opens a file of national competence, says whether it is strategic; a regional file is not found to it', async () => {
    const res = await call(national, 'GET', `/national-commission/projects/${rabatStrategic}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TNationalCommissionFile>()).toMatchObject({
      project: { id: rabatStrategic, regionId: RABAT, totalInvestment: 2_400_000_000, competentCommission: 'NATIONAL' },
      strategic: true,
      decision: null,
      abilities: { decide: true },
    });
    expect((await call(national, 'GET', `/national-commission/projects/${regional}`)).statusCode).toBe(404);
    expect((await call(national, 'GET', `/national-commission/projects/${draftNational}`)).json()).toMatchObject({
      abilities: { decide: false },
    });
    expect((await call(national, 'GET', '/national-commission/projects/99999999')).statusCode).toBe(404);
  });

  it('refuses a regional file, a file not waiting, a bad form and another role, changing nothing', async () => {
    const before = await phaseCount(regional);
    const onRegional = await call(national, 'PUT', `/projects/${regional}/national-commission-answer`, decision);
    expect(onRegional.statusCode).toBe(409);
    expect(onRegional.json()).toMatchObject({ errorCode: 'REGIONAL_COMMISSION_COMPETENCE' });
    expect(await phaseCount(regional)).toBe(before);
    const onDraft = await call(national, 'PUT', `/projects/${draftNational}/national-commission-answer`, decision);
    expect(onDraft.json()).toMatchObject({ errorCode: 'NATIONAL_COMMISSION_NOT_AWAITING' });
    const bad = await call(national, 'PUT', `/projects/${casaNational}/national-commission-answer`, {
      ...decision,
      decision: 'MAYBE',
    });
    expect(bad.statusCode).toBe(422);
    expect((await call(advisor, 'PUT', `/projects/${casaNational}/national-commission-answer`, decision)).statusCode).toBe(403);
    expect(await row(casaNational)).toMatchObject({ latestPhase: 'FILLED' });
  });

  it('records the decision with the region’s effects: phase, procedures, the investor’s mail and notice', async () => {
    const res = await call(national, 'PUT', `/projects/${casaNational}/national-commission-answer`, decision);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TCommission>()).toMatchObject({
      kind: 'INITIAL_DECISION',
      choice: 'UNFAVORABLE',
      commissionDate: '2026-11-23',
    });
    expect(await row(casaNational)).toMatchObject({ latestPhase: 'REVIEWED_IN_CRUI', cruiDate: null });
    const [procedure] = await t.database.db.select().from(projectProcedures).where(eq(projectProcedures.projectId, casaNational));
    expect(procedure?.state).toBe('DENIED');
    const mails = await t.database.db
      .select()
      .from(outboxMails)
      .where(and(eq(outboxMails.template, 'commissionDecision'), eq(outboxMails.to, 'investisseur@demo.cri.ma')));
    expect(mails.length).toBeGreaterThan(0);
    const notices = await t.database.db.select().from(notifications).where(eq(notifications.projectId, casaNational));
    expect(notices.map((n) => n.titleKey)).toContain('commission.notifications.decided.title');

    expect((await list()).map((p) => p.id)).not.toContain(casaNational);
    expect((await call(national, 'GET', `/national-commission/projects/${casaNational}`)).json()).toMatchObject({
      decision: { choice: 'UNFAVORABLE', commentsForInvestor: decision.commentsForInvestor },
      abilities: { decide: false },
    });
    const again = await call(national, 'PUT', `/projects/${casaNational}/national-commission-answer`, decision);
    expect(again.json()).toMatchObject({ errorCode: 'NATIONAL_COMMISSION_NOT_AWAITING' });
  });

  it('lists a file of national competence however many regional files wait before it (decision 117)', async () => {
    // 500 regional files waiting (the list's limit), copies of one, then a national file after them in the list's
    // order: chosen before the limit, it is listed; filtered after it, as before, it was not.
    const db = t.database.db;
    const { rows } = await db.execute(
      sql`select string_agg(quote_ident(column_name::text), ', ') as cols from information_schema.columns
        where table_name = 'projects' and column_name not in ('id', 'reference') and is_generated = 'NEVER'`,
    );
    const cols = String((rows[0] as { cols: string }).cols);
    await db.execute(
      sql.raw(`insert into projects (${cols}, reference) select ${cols}, reference || '-' || g from projects,
        generate_series(1, 500) g where id = ${regional}`),
    );
    const late = await withAmount(RABAT, 260_000_000);
    const ids = (await list()).map((p) => p.id);
    expect(ids).toContain(late);
    expect(ids).not.toContain(regional);
  });

  it('follows the total investment as the components change (decision 117)', async () => {
    const db = t.database.db;
    const listed = async (id: number) => (await list()).some((p) => p.id === id);
    const file = await withAmount(CASA, 249_000_000);
    expect(await listed(file)).toBe(false);
    // A component raised: 250 M DH, national.
    await db
      .update(projectSectorComponents)
      .set({ investmentAmount: 249_000_000 })
      .where(and(eq(projectSectorComponents.projectId, file), eq(projectSectorComponents.position, 0)));
    expect(await listed(file)).toBe(true);
    expect((await row(file))?.totalInvestment).toBe(250_000_000);
    // A component removed: regional again; another added: national again.
    await db
      .delete(projectSectorComponents)
      .where(and(eq(projectSectorComponents.projectId, file), eq(projectSectorComponents.position, 1)));
    expect(await listed(file)).toBe(false);
    await db.insert(projectSectorComponents).values({ projectId: file, position: 2, investmentAmount: 2_000_000 });
    expect(await listed(file)).toBe(true);
    expect((await row(file))?.totalInvestment).toBe(251_000_000);
  });
});
