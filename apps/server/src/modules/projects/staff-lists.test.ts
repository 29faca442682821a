import {
  NOT_YET_FED_PROJECT_CATEGORIES,
  type TDashboardIndicators,
  type TProjectListRow,
} from '@cri/shared/schemas/project-lists';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advisors, cruiMembers, users } from '../../db/schema/accounts.ts';
import { projects } from '../../db/schema.ts';
import { insertProjectWithPhases, seedDemoProjects } from '../../seed/demo-projects.ts';
import { demoUser, type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { API, CASA, RABAT } from '../framing-forms/test-helpers.ts';

// Monday 23 November 2026, 10:00 in Casablanca.
const NOW = new Date('2026-11-23T09:00:00Z');
const at = (iso: string) => new Date(iso);

describe('staff project lists, dashboard indicators and region lists (two regions)', () => {
  let t: TestApp;
  let advisor: LoggedIn;
  let rabatAdvisor: LoggedIn;
  let member: LoggedIn;
  let focal: LoggedIn;
  let consultation: LoggedIn;
  let national: LoggedIn;
  let investor: LoggedIn;
  const ids: Record<string, number> = {};
  let casaAdvisorId = 0;

  const get = (who: LoggedIn | null, url: string, query: Record<string, string | number> = {}) =>
    t.app.inject({ method: 'GET', url: `${API}${url}`, query: query as Record<string, string>, headers: who?.headers ?? {} });
  const rowsOf = (res: { json: <T>() => T }) => res.json<TProjectListRow[]>();
  const idsOf = (res: { json: <T>() => T }) => rowsOf(res).map((r) => r.id);

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    const db = t.database.db;
    expect(await seedDemoProjects(db, NOW)).toBeGreaterThan(5);
    expect(await seedDemoProjects(db, NOW)).toBe(0); // idempotent
    const [owner] = await db.select().from(users).where(eq(users.username, 'investisseur@demo.cri.ma'));
    const [adv] = await db
      .select({ id: advisors.id })
      .from(advisors)
      .innerJoin(users, eq(users.id, advisors.userId))
      .where(eq(users.username, demoUser('ROLE_ADVISOR', CASA)));
    casaAdvisorId = adv?.id ?? 0;
    const [focalAdmin] = await db
      .select({ administrationId: cruiMembers.administrationId })
      .from(cruiMembers)
      .innerJoin(users, eq(users.id, cruiMembers.userId))
      .where(and(eq(users.username, 'membre.focal.casa@demo.cri.ma'), isNotNull(cruiMembers.administrationId)));
    const base = { userId: owner?.id ?? 0, procedureIds: [3], createdAt: at('2026-11-02T09:00:00Z') };
    // Casablanca: an old file in review (overdue), one of today, one validated, one programmed this week,
    // one shared with one administration only, one archived; Rabat: a file in review.
    ids.oldReview = await insertProjectWithPhases(db, {
      ...base,
      name: 'Tannerie Médiouna',
      regionId: CASA,
      advisorId: casaAdvisorId,
      phases: [{ title: 'IN_REVIEW', at: at('2026-11-16T09:00:00Z') }],
    });
    ids.newReview = await insertProjectWithPhases(db, {
      ...base,
      name: 'Boulangerie industrielle Benslimane',
      regionId: CASA,
      phases: [{ title: 'IN_REVIEW', at: at('2026-11-23T08:00:00Z') }],
    });
    ids.filled = await insertProjectWithPhases(db, {
      ...base,
      name: 'Laverie Sidi Maarouf',
      regionId: CASA,
      phases: [
        { title: 'IN_REVIEW', at: at('2026-11-10T09:00:00Z') },
        { title: 'FILLED', at: at('2026-11-12T09:00:00Z') },
      ],
    });
    ids.programmed = await insertProjectWithPhases(db, {
      ...base,
      name: 'Parc de loisirs Bouskoura',
      regionId: CASA,
      cruiDate: '2026-11-26',
      phases: [
        { title: 'IN_REVIEW', at: at('2026-11-05T09:00:00Z') },
        { title: 'FILLED', at: at('2026-11-09T09:00:00Z') },
        { title: 'SCHEDULED', at: at('2026-11-11T09:00:00Z') },
      ],
    });
    ids.sharedFocal = await insertProjectWithPhases(db, {
      ...base,
      name: 'Station de dessalement Jorf',
      regionId: CASA,
      sharedWith: focalAdmin?.administrationId ? [focalAdmin.administrationId] : [],
      phases: [
        { title: 'IN_REVIEW', at: at('2026-11-04T09:00:00Z') },
        { title: 'FILLED', at: at('2026-11-06T09:00:00Z') },
        { title: 'SHARED_TO_CRUI_MEMBERS', at: at('2026-11-09T09:00:00Z') },
      ],
    });
    ids.archived = await insertProjectWithPhases(db, {
      ...base,
      name: 'Café littéraire Azemmour',
      regionId: CASA,
      phases: [{ title: 'ARCHIVED', at: at('2026-11-03T09:00:00Z') }],
    });
    ids.rabatReview = await insertProjectWithPhases(db, {
      ...base,
      name: 'Minoterie Khémisset',
      regionId: RABAT,
      phases: [{ title: 'IN_REVIEW', at: at('2026-11-13T09:00:00Z') }],
    });
    advisor = await loginAs(t, demoUser('ROLE_ADVISOR', CASA));
    rabatAdvisor = await loginAs(t, demoUser('ROLE_ADVISOR', RABAT));
    member = await loginAs(t, 'membre.casa@demo.cri.ma');
    focal = await loginAs(t, 'membre.focal.casa@demo.cri.ma');
    consultation = await loginAs(t, demoUser('ROLE_REGIONAL_CONSULTATION', CASA));
    national = await loginAs(t, demoUser('ROLE_NATIONAL_CONSULTATION'));
    investor = await loginAs(t, 'investisseur@demo.cri.ma');
  });
  afterAll(() => t.close());

  it("sorts the advisor's files in review by urgency, with the investor, phase, days and deadline in working days", async () => {
    const res = await get(advisor, '/projects', { projectCategory: 'SUBMITED', page: 0, size: 50 });
    expect(res.statusCode, res.body).toBe(200);
    const rows = rowsOf(res);
    expect(rows.every((r) => r.regionId === CASA)).toBe(true);
    expect(rows.map((r) => r.id)).toEqual(expect.arrayContaining([ids.oldReview, ids.newReview]));
    expect(rows.map((r) => r.id)).not.toContain(ids.rabatReview);
    expect(rows.map((r) => r.id)).not.toContain(ids.filled);
    const stamps = rows.map((r) => r.lastStepAt ?? '');
    expect([...stamps].sort()).toEqual(stamps);
    const old = rows.find((r) => r.id === ids.oldReview);
    expect(old).toMatchObject({
      latestPhase: 'IN_REVIEW',
      investorName: 'Youssef El Amrani',
      daysSinceLastStep: 7,
      deadline: '2026-11-18',
      overdue: true,
      depositDate: '2026-11-16T09:00:00.000Z',
      advisorId: casaAdvisorId,
      abilities: { edit: false, archive: false, restore: false },
    });
    expect(rows.find((r) => r.id === ids.newReview)).toMatchObject({
      deadline: '2026-11-25',
      overdue: false,
      daysSinceLastStep: 0,
    });
    expect(Number(res.headers.projecttotalelements)).toBe(rows.length);
    expect(res.headers.projectpagecount).toBe('1');
  });

  it('feeds the other categories from the phase and the commission date', async () => {
    const cat = async (projectCategory: string) => idsOf(await get(advisor, '/projects', { projectCategory, size: 100 }));
    expect(await cat('TO_BE_PROGRAMMED')).toContain(ids.filled);
    expect(await cat('TO_BE_PROGRAMMED')).not.toContain(ids.programmed);
    expect(await cat('PROGRAMMED')).toContain(ids.programmed);
    expect(await cat('ARCHIVED')).toContain(ids.archived);
    expect(await cat('ACTIONS')).toEqual(expect.arrayContaining([ids.oldReview, ids.newReview]));
    const other = await cat('OTHER');
    expect(other).toEqual(expect.arrayContaining([ids.filled, ids.programmed, ids.oldReview]));
    expect(other).not.toContain(ids.archived);
    expect(other).not.toContain(ids.rabatReview);
    for (const projectCategory of NOT_YET_FED_PROJECT_CATEGORIES) {
      const res = await get(advisor, '/projects', { projectCategory, isDashboard: 'true' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
      expect(res.headers.projecttotalelements).toBe('0');
    }
  });

  it('pages a dashboard category at page 0 with the short dashboard size', async () => {
    const res = await get(advisor, '/projects', { projectCategory: 'OTHER', page: 0, isDashboard: 'true' });
    expect(rowsOf(res).length).toBeLessThanOrEqual(5);
    const total = Number(res.headers.projecttotalelements);
    expect(Number(res.headers.projectpagecount)).toBe(Math.ceil(total / 5));
  });

  it("filters on the advisor (advisorId) and lists the region's others", async () => {
    const mine = idsOf(await get(advisor, '/projects', { advisorId: casaAdvisorId, size: 100 }));
    expect(mine).toContain(ids.oldReview);
    expect(mine).not.toContain(ids.newReview);
    const others = await get(advisor, '/projects/others', { advisorId: casaAdvisorId, size: 100 });
    expect(others.statusCode, others.body).toBe(200);
    expect(idsOf(others)).toContain(ids.newReview);
    expect(idsOf(others)).not.toContain(ids.oldReview);
    expect(idsOf(others)).not.toContain(ids.rabatReview);
    // Another region's advisor id changes nothing to the scope: still only the caller's region.
    expect(idsOf(await get(rabatAdvisor, '/projects', { advisorId: casaAdvisorId }))).toEqual([]);
    expect(idsOf(await get(rabatAdvisor, '/projects', { projectCategory: 'SUBMITED', size: 100 }))).toContain(ids.rabatReview);
    expect((await get(member, '/projects/others', { advisorId: casaAdvisorId })).statusCode).toBe(403);
  });

  it('narrows the lists to the references containing a text (GET /projects?reference, spec 3 §7)', async () => {
    const all = rowsOf(await get(advisor, '/projects', { size: 100 }));
    const target = all.find((r) => r.reference !== null);
    const reference = target?.reference ?? 'none';
    expect(target).toBeDefined();
    // Any case, part of it; the scope and the other filters still hold.
    expect(idsOf(await get(advisor, '/projects', { reference: reference.toLowerCase(), size: 100 }))).toEqual([target?.id]);
    const part = rowsOf(await get(advisor, '/projects', { reference: 'demo-', size: 100 }));
    expect(part.length).toBeGreaterThan(1);
    expect(part.map((r) => r.id).sort()).toEqual(
      all
        .filter((r) => r.reference?.toLowerCase().includes('demo-'))
        .map((r) => r.id)
        .sort(),
    );
    const pageCount = await get(advisor, '/projects', { reference: reference, size: 100 });
    expect(pageCount.headers.projecttotalelements).toBe('1');
    // Another region's reference: nothing. `%` and `_` are taken literally.
    const rabatReference = rowsOf(await get(rabatAdvisor, '/projects', { size: 100 })).find((r) => r.reference)?.reference;
    expect(rabatReference).toBeDefined();
    expect(idsOf(await get(advisor, '/projects', { reference: rabatReference ?? 'none' }))).toEqual([]);
    expect(idsOf(await get(advisor, '/projects', { reference: '%' }))).toEqual([]);
    expect(idsOf(await get(advisor, '/projects', { reference: 'CRI_DEMO' }))).toEqual([]);
    // The region's other files and the consultation lists honour it too; blank means no filter.
    expect(idsOf(await get(advisor, '/projects/others', { advisorId: casaAdvisorId, reference: 'no-such-ref' }))).toEqual([]);
    expect(idsOf(await get(consultation, '/projects/region-projects', { reference: reference, size: 100 }))).toEqual([
      target?.id,
    ]);
    expect(idsOf(await get(advisor, '/projects', { reference: '  ', size: 100 })).length).toBe(all.length);
  });

  it('shows a CRUI member only the files shared with their administration', async () => {
    const focalRes = await get(focal, '/projects', { projectCategory: 'SUBMITED', size: 100 });
    expect(focalRes.statusCode, focalRes.body).toBe(200);
    const focalRows = idsOf(focalRes);
    expect(focalRows).toContain(ids.sharedFocal);
    expect(focalRows).not.toContain(ids.oldReview);
    const memberRows = idsOf(await get(member, '/projects', { projectCategory: 'OTHER', size: 100 }));
    expect(memberRows).not.toContain(ids.sharedFocal);
    expect(memberRows).not.toContain(ids.filled);
    expect(idsOf(await get(member, '/projects', { projectCategory: 'DRAFT' }))).toEqual([]);
  });

  it('gives consultation roles their region (regional) or any region (national, 0 = all), read-only', async () => {
    const regional = await get(consultation, '/projects/region-projects', {
      projectCategory: 'SUBMITED',
      regionId: RABAT,
      size: 100,
    });
    expect(regional.statusCode, regional.body).toBe(200);
    expect(rowsOf(regional).every((r) => r.regionId === CASA)).toBe(true);
    expect(idsOf(regional)).toContain(ids.oldReview);
    expect(rowsOf(regional).every((r) => !r.abilities.edit && !r.abilities.archive)).toBe(true);
    const all = idsOf(await get(national, '/projects/region-projects', { projectCategory: 'SUBMITED', regionId: 0, size: 100 }));
    expect(all).toEqual(expect.arrayContaining([ids.oldReview, ids.rabatReview]));
    const rabat = rowsOf(
      await get(national, '/projects/region-projects', { projectCategory: 'SUBMITED', regionId: RABAT, size: 100 }),
    );
    expect(rabat.length).toBeGreaterThan(0);
    expect(rabat.every((r) => r.regionId === RABAT)).toBe(true);
    expect((await get(member, '/projects/region-projects')).statusCode).toBe(403);
    expect((await get(investor, '/projects/region-projects')).statusCode).toBe(403);
    expect((await get(consultation, '/projects')).statusCode).toBe(403);
    expect((await get(null, '/projects/region-projects')).statusCode).toBe(401);
  });

  it('counts the dashboard indicators in the caller scope, matching the lists', async () => {
    const res = await get(advisor, '/projects/dashboard-indicators', { advisorId: casaAdvisorId });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<TDashboardIndicators>();
    const submitted = await get(advisor, '/projects', { projectCategory: 'SUBMITED' });
    expect(body.counts.SUBMITED).toBe(Number(submitted.headers.projecttotalelements));
    expect(body.counts.RECOURSE_ASKED).toBe(0);
    const db = t.database.db;
    const assigned = await db.$count(projects, and(eq(projects.advisorId, casaAdvisorId)));
    expect(body.assigned).toBe(assigned);
    // Overdue: files the centre owes a step on, last step before Thursday 19 November (2 working days back).
    expect(body.overdue).toBeGreaterThanOrEqual(2); // the old review and the filled file at least
    expect(body.programmedThisWeek).toBeGreaterThanOrEqual(1);
    expect(body.submittedThisWeek).toBeGreaterThanOrEqual(1);
    const rabat = (await get(rabatAdvisor, '/projects/dashboard-indicators')).json<TDashboardIndicators>();
    const rabatSubmitted = await get(rabatAdvisor, '/projects', { projectCategory: 'SUBMITED' });
    expect(rabat.counts.SUBMITED).toBe(Number(rabatSubmitted.headers.projecttotalelements));
    expect(rabat.counts.SUBMITED).toBeLessThan(body.counts.SUBMITED ?? 0);
    expect(rabat.assigned).toBeNull();
    const focalCounts = (await get(focal, '/projects/dashboard-indicators')).json<TDashboardIndicators>();
    expect(focalCounts.counts.DRAFT).toBe(0);
    expect(focalCounts.counts.SUBMITED).toBeGreaterThanOrEqual(1);
    const nationalAll = (await get(national, '/projects/dashboard-indicators', { regionId: 0 })).json<TDashboardIndicators>();
    expect(nationalAll.counts.SUBMITED).toBe((body.counts.SUBMITED ?? 0) + (rabat.counts.SUBMITED ?? 0));
    expect((await get(investor, '/projects/dashboard-indicators')).statusCode).toBe(403);
    expect((await get(null, '/projects/dashboard-indicators')).statusCode).toBe(401);
  });
});
