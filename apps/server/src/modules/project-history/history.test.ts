import type {
  TContextInformation,
  TInvestorProjectHistory,
  TRelatedProject,
  TSimilarProject,
} from '@cri/shared/schemas/project-history';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordPhase } from '../../core/project-lifecycle/phases.ts';
import { demoUser, type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { API, CASA, RABAT } from '../framing-forms/test-helpers.ts';
import { insertFile } from '../project-sharing/test-helpers.ts';

describe('project history and similar projects (region staff, read-only)', () => {
  let t: TestApp;
  let advisor: LoggedIn;
  let rabatAdvisor: LoggedIn;
  let consultation: LoggedIn;
  let member: LoggedIn;
  let national: LoggedIn;
  let investor: LoggedIn;
  const day = (n: number) => new Date(Date.UTC(2025, 11, 28 + n, 9));
  const ids: Record<string, number> = {};

  const get = (who: LoggedIn | null, url: string, query: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `${API}${url}`, query, headers: who?.headers ?? {} });

  beforeAll(async () => {
    t = await createTestApp({ now: () => day(40) });
    advisor = await loginAs(t, demoUser('ROLE_ADVISOR', CASA));
    rabatAdvisor = await loginAs(t, demoUser('ROLE_ADVISOR', RABAT));
    consultation = await loginAs(t, demoUser('ROLE_REGIONAL_CONSULTATION', CASA));
    member = await loginAs(t, 'membre.casa@demo.cri.ma');
    national = await loginAs(t, demoUser('ROLE_NATIONAL_CONSULTATION'));
    investor = await loginAs(t, 'investisseur@demo.cri.ma');
    const other = 'investisseur.expiration@demo.cri.ma';
    // The demo investor: two Casablanca files around the one looked at (2025 and 2026), one in Rabat.
    ids.first = await insertFile(t, { regionId: CASA, phases: ['IN_REVIEW'], at: day(0), procedureIds: [3] });
    ids.main = await insertFile(t, {
      regionId: CASA,
      phases: ['IN_REVIEW', 'FILLED'],
      at: day(5),
      components: [
        { sectorId: 2, amount: 5_000_000, jobs: 20 },
        { sectorId: 1, amount: 1_000_000, jobs: 5 },
      ],
      procedureIds: [3, 4],
    });
    ids.later = await insertFile(t, { regionId: CASA, phases: [], at: day(10), procedureIds: [5] });
    ids.rabat = await insertFile(t, { regionId: RABAT, phases: ['IN_REVIEW'], at: day(12) });
    // Other investors: similar by sector, similar by procedure, not similar, a draft, and a Rabat twin.
    ids.sameSector = await insertFile(t, {
      regionId: CASA,
      investor: other,
      phases: ['IN_REVIEW'],
      at: day(6),
      components: [{ sectorId: 2, amount: 9_000_000, jobs: 50 }],
      procedureIds: [6],
    });
    ids.sameProcedure = await insertFile(t, {
      regionId: CASA,
      investor: other,
      phases: ['IN_REVIEW', 'FILLED'],
      at: day(7),
      components: [{ sectorId: 1, amount: 1_000, jobs: 1 }],
      procedureIds: [4],
    });
    ids.unrelated = await insertFile(t, {
      regionId: CASA,
      investor: other,
      phases: ['IN_REVIEW'],
      at: day(8),
      components: [{ sectorId: 1, amount: 1_000, jobs: 1 }],
      procedureIds: [6],
    });
    ids.draft = await insertFile(t, { regionId: CASA, investor: other, phases: [], at: day(9), procedureIds: [3] });
    ids.rabatTwin = await insertFile(t, {
      regionId: RABAT,
      investor: other,
      phases: ['IN_REVIEW'],
      at: day(9),
      procedureIds: [3],
    });
    await t.database.db.transaction((tx) =>
      recordPhase(tx, {
        projectId: ids.sameProcedure ?? 0,
        title: 'SCHEDULED',
        by: null,
        at: day(30),
        metadata: [{ name: 'COMMISSION_CHOICE', value: 'FAVORABLE' }],
      }),
    );
  });
  afterAll(() => t.close());

  it('lists the same investor files before and after, within the caller region', async () => {
    const previous = await get(advisor, `/projects/${ids.main}/previous-projects`);
    expect(previous.statusCode, previous.body).toBe(200);
    expect(previous.json<TRelatedProject[]>().map((p) => p.id)).toEqual([ids.first]);
    const next = (await get(advisor, `/projects/${ids.main}/next-projects`)).json<TRelatedProject[]>();
    expect(next.map((p) => p.id)).toEqual([ids.later]);
    expect(next[0]).toMatchObject({ latestPhase: 'DRAFT', regionNameFr: expect.any(String) });
    // National consultation sees every region, so the Rabat file follows too.
    const all = (await get(national, `/projects/${ids.main}/next-projects`)).json<TRelatedProject[]>();
    expect(all.map((p) => p.id)).toEqual([ids.later, ids.rabat]);
    expect((await get(rabatAdvisor, `/projects/${ids.main}/previous-projects`)).statusCode).toBe(404);
  });

  it('summarises the file with the spec counts', async () => {
    const res = await get(consultation, `/projects/${ids.main}/context-information`);
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json<TContextInformation>();
    expect(c).toMatchObject({
      projectId: ids.main,
      regionId: CASA,
      investor: { fullName: 'Youssef El Amrani', email: 'investisseur@demo.cri.ma' },
      latestPhase: 'FILLED',
      totalInvestment: 6_000_000,
      totalJobs: 25,
      dominantSector: { id: 2 },
      numberOfProjectsByInvestors: 3,
      numberOfProcedureByInvestor: 4,
      countSimilarProjects: 3,
      abilities: { share: false },
    });
    expect(c.procedures.map((p) => p.id).sort()).toEqual([3, 4]);
    expect(c.validatedAt).toBe(day(5).toISOString());
    expect((await get(advisor, `/projects/${ids.main}/context-information`)).json<TContextInformation>().abilities.share).toBe(
      true,
    );
    expect((await get(rabatAdvisor, `/projects/${ids.main}/context-information`)).statusCode).toBe(404);
  });

  it('pages the similar files of the region (same dominant sector or procedure), from page 0', async () => {
    const first = await get(member, `/projects/${ids.main}/similar-projects-history`, { page: '0', size: '2' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers.projecttotalelements).toBe('3');
    expect(first.headers.projectpagecount).toBe('2');
    const second = await get(member, `/projects/${ids.main}/similar-projects-history`, { page: '1', size: '2' });
    const rows = [...first.json<TSimilarProject[]>(), ...second.json<TSimilarProject[]>()];
    // The earlier file of the same investor shares procedure 3; drafts, other regions and unrelated files are out.
    expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual([ids.first, ids.sameSector, ids.sameProcedure]);
    expect(rows.find((r) => r.id === ids.sameSector)).toMatchObject({ sameSector: true, commonProcedures: 0 });
    expect(rows.find((r) => r.id === ids.sameProcedure)).toMatchObject({
      sameSector: false,
      commonProcedures: 1,
      commissionDecision: 'FAVORABLE',
      latestPhase: 'SCHEDULED',
    });
    expect((await get(member, `/projects/${ids.main}/similar-projects-history`, { page: '-1' })).statusCode).toBe(422);
    expect((await get(rabatAdvisor, `/projects/${ids.main}/similar-projects-history`)).statusCode).toBe(404);
  });

  it('gives the investor history by creation year with phases, scoped to the region', async () => {
    const res = await get(advisor, '/investors/project-history', { projectId: String(ids.main) });
    expect(res.statusCode, res.body).toBe(200);
    const years = res.json<TInvestorProjectHistory>();
    expect(years.map((y) => y.year)).toEqual([2026, 2025]);
    const flat = years.flatMap((y) => y.projects);
    expect(flat.map((p) => p.projectId).sort((a, b) => a - b)).toEqual([ids.first, ids.main, ids.later]);
    const main = flat.find((p) => p.current);
    expect(main).toMatchObject({
      projectId: ids.main,
      totalInvestmentAmount: 6_000_000,
      countProcedures: 2,
      latestPhase: 'FILLED',
    });
    expect(main?.phases.map((p) => p.title)).toEqual(['DRAFT', 'IN_REVIEW', 'FILLED']);
    const nationalView = (
      await get(national, '/investors/project-history', { projectId: String(ids.main) })
    ).json<TInvestorProjectHistory>();
    expect(nationalView.flatMap((y) => y.projects).some((p) => p.projectId === ids.rabat)).toBe(true);
    expect((await get(rabatAdvisor, '/investors/project-history', { projectId: String(ids.main) })).statusCode).toBe(404);
  });

  it('is for staff only', async () => {
    expect((await get(null, `/projects/${ids.main}/context-information`)).statusCode).toBe(401);
    expect((await get(investor, `/projects/${ids.main}/context-information`)).statusCode).toBe(403);
    expect((await get(investor, '/investors/project-history', { projectId: String(ids.main) })).statusCode).toBe(403);
    expect((await get(investor, `/projects/${ids.main}/previous-projects`)).statusCode).toBe(403);
  });
});
