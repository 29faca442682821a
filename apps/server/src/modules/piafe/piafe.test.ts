import type {
  TPiafeExchange,
  TPiafeHolder,
  TPiafeHolderBody,
  TPiafeProject,
  TPiafeProjectBody,
  TPiafeProjectRow,
  TPiafeProjectSheet,
  TPiafeQualificationBody,
  TPiafeStatistics,
  TPiafeTracking,
} from '@cri/shared/schemas/piafe';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const API = '/backend/api';
const PIAFE = 'conseiller.piafe@demo.cri.ma';
const REGIONAL_PIAFE = 'conseiller.piafe.rabat@test.cri.ma';
const RABAT = 10;

const holderBody = (over: Partial<TPiafeHolderBody> = {}): TPiafeHolderBody & Record<string, unknown> => ({
  identityType: 'CIN',
  identityNumber: 'zt 998877',
  firstName: 'Samira',
  lastName: 'Ouazzani',
  birthDate: '1990-04-12',
  gender: 'FEMALE',
  mobilePhone: '0612345678',
  regionId: RABAT,
  schoolLevel: 'HIGHER',
  hasBankAccount: true,
  ...over,
});
const projectBody = (over: Partial<TPiafeProjectBody> = {}): TPiafeProjectBody & Record<string, unknown> => ({
  name: 'Coopérative de couscous',
  maturityLevel: 'PREPARING',
  estimatedInvestment: 450_000,
  estimatedJobs: 6,
  requiredFunding: 200_000,
  undefinedLocation: true,
  regionId: RABAT,
  organisationTypeId: 2129,
  ...over,
});
const qualification = (over: Partial<TPiafeQualificationBody> = {}): TPiafeQualificationBody & Record<string, unknown> => ({
  exchangeDate: '2026-03-01',
  contactType: 'FIELD_VISIT',
  interviewer: 'Adil Zniber',
  durationMinutes: 45,
  needs: ['FUNDING', 'OTHER'],
  needsOther: 'Local de stockage',
  services: ['BANK_INTRODUCTION'],
  orientedTo: 'BANK',
  ...over,
});

describe('PIAFE field-visit programme (spec 3 §3, §7 "Piafe")', () => {
  let t: TestApp;
  let advisor: LoggedIn;
  let regional: LoggedIn;
  let support: LoggedIn;
  const clock = new Date(Date.UTC(2026, 2, 10, 9, 0, 0));
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    const [demo] = await t.database.db.select().from(users).where(eq(users.username, PIAFE));
    if (!demo) throw new Error('no PIAFE demo advisor');
    const { id: _id, createdAt: _c, ...copy } = demo;
    await t.database.db.insert(users).values({ ...copy, username: REGIONAL_PIAFE, regionId: RABAT });
    advisor = await loginAs(t, PIAFE);
    regional = await loginAs(t, REGIONAL_PIAFE);
    support = await loginAs(t, 'support.national@demo.cri.ma');
  });
  afterAll(async () => t.close());

  const call = (
    who: LoggedIn,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: Record<string, unknown>,
    query?: Record<string, string>,
  ) => {
    const opts: InjectOptions = { method, url: `${API}${url}`, headers: who.headers };
    if (payload !== undefined) opts.payload = payload;
    if (query) opts.query = query;
    return t.app.inject(opts);
  };

  /** The four steps through the API; returns the exchange and project ids. */
  async function createThroughSteps(who: LoggedIn, holder = holderBody(), project = projectBody()) {
    const created = await call(who, 'POST', '/piafe/exchange', {
      exchangeDate: '2026-03-01',
      contactType: 'FIELD_VISIT',
      place: 'Salé',
    });
    expect(created.statusCode).toBe(201);
    const exchangeId = created.json<TPiafeExchange>().id;
    const h = await call(who, 'PUT', `/piafe/exchange/${exchangeId}/project-holder`, holder);
    expect(h.statusCode, h.body).toBe(200);
    const p = await call(who, 'PUT', `/piafe/exchange/${exchangeId}`, project);
    expect(p.statusCode, p.body).toBe(200);
    const q = await call(who, 'PUT', `/piafe/exchange/${exchangeId}/qualification`, qualification());
    expect(q.statusCode, q.body).toBe(200);
    expect(q.json<TPiafeExchange>()).toMatchObject({
      completed: true,
      needs: ['FUNDING', 'OTHER'],
      needsOther: 'Local de stockage',
    });
    return { exchangeId, holder: h.json<TPiafeHolder>(), project: p.json<TPiafeProject>() };
  }

  let first: Awaited<ReturnType<typeof createThroughSteps>>;

  it('creates a holder and a project through the steps, finds the holder by identity instead of duplicating it', async () => {
    first = await createThroughSteps(advisor);
    expect(first.holder).toMatchObject({ identityNumber: 'ZT998877', firstName: 'Samira' });
    expect(first.project).toMatchObject({ holderId: first.holder.id, location: null, undefinedLocation: true });

    const found = await call(advisor, 'GET', '/piafe/project-holder', undefined, {
      identityType: 'CIN',
      identityNumber: 'ZT998877',
    });
    expect(found.statusCode).toBe(200);
    expect(found.json<{ holder: TPiafeHolder }>().holder).toMatchObject({
      id: first.holder.id,
      lastExchange: { projectId: first.project.id },
    });

    const partial = await call(advisor, 'GET', '/piafe/project-holder', undefined, {
      identityType: 'CIN',
      identityNumber: 'ZT99',
    });
    expect(partial.statusCode).toBe(422);
    expect(partial.json().fieldErrors, partial.body).toContainEqual({
      field: 'querystring.identityNumber',
      messageKey: 'piafe.errors.identityPartial',
    });

    // The same identity on a new exchange links the existing holder (updated), never a second one.
    const again = await createThroughSteps(
      advisor,
      holderBody({ lastName: 'Ouazzani-Alaoui' }),
      projectBody({ name: 'Atelier de couture' }),
    );
    expect(again.holder.id).toBe(first.holder.id);
    expect(again.holder.lastName).toBe('Ouazzani-Alaoui');
  });

  it('lists projects by holder or project name and exchange date range, with the page count in a header', async () => {
    const list = await call(advisor, 'GET', '/piafe/projects', undefined, { dataToSearch: 'couscous', size: '1' });
    expect(list.statusCode).toBe(200);
    expect(list.json<TPiafeProjectRow[]>().map((r) => r.id)).toEqual([first.project.id]);
    expect(list.headers.piafeprojectspagecount).toBe('1');
    const byHolder = await call(advisor, 'GET', '/piafe/projects', undefined, { dataToSearch: 'samira' });
    expect(byHolder.json<TPiafeProjectRow[]>().length, byHolder.body).toBeGreaterThanOrEqual(2);
    const outside = await call(advisor, 'GET', '/piafe/projects', undefined, {
      dataToSearch: 'couscous',
      startExchangeDate: '2026-03-02',
    });
    expect(outside.json()).toEqual([]);
    const reversed = await call(advisor, 'GET', '/piafe/projects', undefined, {
      startExchangeDate: '2026-03-05',
      endExchangeDate: '2026-03-01',
    });
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().fieldErrors).toContainEqual({
      field: 'querystring.endExchangeDate',
      messageKey: 'piafe.errors.rangeReversed',
    });
  });

  it('adds a second visit, records tracking for two years and counts it in the statistics', async () => {
    const visit = await call(
      advisor,
      'PUT',
      `/piafe/exchange/${first.exchangeId}/add-visit`,
      qualification({ exchangeDate: '2026-03-08', needs: ['TRAINING'], needsOther: 'ignored' }),
    );
    expect(visit.statusCode, visit.body).toBe(200);
    expect(visit.json<TPiafeExchange>()).toMatchObject({ projectId: first.project.id, needsOther: null });
    const visits = await call(advisor, 'GET', '/piafe/exchange', undefined, { projectId: String(first.project.id) });
    expect(visits.json<TPiafeExchange[]>().map((v) => v.exchangeDate)).toEqual(['2026-03-08', '2026-03-01']);

    const tracking = {
      exchangeId: first.exchangeId,
      projectPhase: 'EXPLOITATION',
      fundingResult: 'OBTAINED',
      fundingAmount: 180_000,
      yearResults: [{ year: 1, turnover: 300_000, jobsCreated: 4 }],
    };
    const created = await call(advisor, 'POST', '/piafe/tracking', tracking);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<TPiafeTracking>().id;
    expect((await call(advisor, 'POST', '/piafe/tracking', tracking)).statusCode).toBe(409);
    const { exchangeId: _e, ...update } = tracking;
    const twoYears = { ...update, yearResults: [...update.yearResults, { year: 2, turnover: 420_000, jobsCreated: 3 }] };
    const updated = await call(advisor, 'PUT', `/piafe/tracking/${id}`, twoYears);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<TPiafeTracking>().yearResults).toHaveLength(2);
    const year4 = await call(advisor, 'PUT', `/piafe/tracking/${id}`, {
      ...update,
      yearResults: [{ year: 4, turnover: 1, jobsCreated: 1 }],
    });
    expect(year4.statusCode).toBe(422);
    expect(year4.json().fieldErrors).toContainEqual({ field: 'yearResults.0.year', messageKey: 'piafe.errors.trackingYear' });

    const sheet = await call(advisor, 'GET', `/piafe/projects/${first.project.id}`);
    expect(sheet.json<TPiafeProjectSheet>()).toMatchObject({
      visits: [{}, {}],
      tracking: { id },
      holder: { id: first.holder.id },
    });

    const stats = await call(advisor, 'GET', '/piafe/statistics/indicators', undefined, {
      startExchangeDate: '2026-03-01',
      endExchangeDate: '2026-03-31',
    });
    expect(stats.statusCode, stats.body).toBe(200);
    expect(stats.json<TPiafeStatistics>()).toMatchObject({
      visits: 3,
      holders: 1,
      projects: 2,
      funding: { obtained: 1, obtainedAmount: 180_000, rejected: 0 },
      jobs: { created: 7, estimated: 12 },
    });
  });

  it('refuses bad input with translated field errors', async () => {
    const ex = await call(advisor, 'POST', '/piafe/exchange', { exchangeDate: '2026-03-02', contactType: 'PHONE' });
    const exchangeId = ex.json<TPiafeExchange>().id;
    const future = await call(
      advisor,
      'PUT',
      `/piafe/exchange/${exchangeId}/project-holder`,
      holderBody({ birthDate: '2030-01-01' }),
    );
    expect(future.statusCode).toBe(422);
    expect(future.json().fieldErrors).toEqual([{ field: 'birthDate', messageKey: 'piafe.errors.birthDateFuture' }]);
    const partial = await call(
      advisor,
      'PUT',
      `/piafe/exchange/${exchangeId}/project-holder`,
      holderBody({ identityNumber: 'AB1' }),
    );
    expect(partial.json().fieldErrors).toContainEqual({ field: 'identityNumber', messageKey: 'piafe.errors.identityPartial' });
    const projectFirst = await call(advisor, 'PUT', `/piafe/exchange/${exchangeId}`, projectBody());
    expect(projectFirst.statusCode).toBe(409);
    await call(advisor, 'PUT', `/piafe/exchange/${exchangeId}/project-holder`, holderBody({ identityNumber: 'K123456' }));
    const negative = await call(advisor, 'PUT', `/piafe/exchange/${exchangeId}`, projectBody({ requiredFunding: -5 }));
    expect(negative.statusCode).toBe(422);
    expect(negative.json().fieldErrors).toContainEqual({ field: 'requiredFunding', messageKey: 'piafe.errors.amountNegative' });
    const province = await call(advisor, 'PUT', `/piafe/exchange/${exchangeId}`, projectBody({ provinceId: 999_999 }));
    expect(province.json().fieldErrors).toEqual([{ field: 'provinceId', messageKey: 'piafe.errors.referenceInvalid' }]);
    expect(future.json().message).toBeTruthy();
  });

  it('modifies the exchange step on its own, keeping the qualification, and refuses a future date', async () => {
    const before = (await call(advisor, 'GET', `/piafe/exchange/${first.exchangeId}`)).json<TPiafeExchange>();
    const saved = await call(advisor, 'PUT', `/piafe/exchange/${first.exchangeId}/visit`, {
      exchangeDate: '2026-02-27',
      contactType: 'OFFICE',
      place: 'Kénitra',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<TPiafeExchange>()).toEqual({
      ...before,
      exchangeDate: '2026-02-27',
      contactType: 'OFFICE',
      place: 'Kénitra',
    });
    const future = await call(advisor, 'PUT', `/piafe/exchange/${first.exchangeId}/visit`, {
      exchangeDate: '2026-03-11',
      contactType: 'PHONE',
    });
    expect(future.statusCode).toBe(422);
    expect(future.json().fieldErrors).toEqual([{ field: 'exchangeDate', messageKey: 'piafe.errors.dateInFuture' }]);
    const kept = (await call(advisor, 'GET', `/piafe/exchange/${first.exchangeId}`)).json<TPiafeExchange>();
    expect(kept).toMatchObject({ exchangeDate: '2026-02-27', contactType: 'OFFICE', place: 'Kénitra' });
    expect(
      (await call(advisor, 'PUT', '/piafe/exchange/999999/visit', { exchangeDate: '2026-03-01', contactType: 'PHONE' }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call(support, 'PUT', `/piafe/exchange/${first.exchangeId}/visit`, {
          exchangeDate: '2026-03-01',
          contactType: 'PHONE',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('keeps a regional advisor to their region', async () => {
    const other = await call(regional, 'GET', `/piafe/exchange/${first.exchangeId}`);
    expect(other.statusCode).toBe(200); // the exchange's project is in Rabat, the advisor's region
    const ex = await call(regional, 'POST', '/piafe/exchange', { exchangeDate: '2026-03-03', contactType: 'OFFICE' });
    const exchangeId = ex.json<TPiafeExchange>().id;
    await call(regional, 'PUT', `/piafe/exchange/${exchangeId}/project-holder`, holderBody({ identityNumber: 'BE445566' }));
    const elsewhere = await call(regional, 'PUT', `/piafe/exchange/${exchangeId}`, projectBody({ regionId: 2 }));
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().fieldErrors).toEqual([{ field: 'regionId', messageKey: 'piafe.errors.otherRegion' }]);

    // An exchange of the national advisor in another region is not found for the regional one.
    const casaEx = await call(advisor, 'POST', '/piafe/exchange', { exchangeDate: '2026-03-03', contactType: 'OFFICE' });
    const casaId = casaEx.json<TPiafeExchange>().id;
    await call(advisor, 'PUT', `/piafe/exchange/${casaId}/project-holder`, holderBody({ identityNumber: 'BK112233' }));
    await call(advisor, 'PUT', `/piafe/exchange/${casaId}`, projectBody({ regionId: 2 }));
    expect((await call(regional, 'GET', `/piafe/exchange/${casaId}`)).statusCode).toBe(404);
    expect(
      (await call(regional, 'PUT', `/piafe/exchange/${casaId}/visit`, { exchangeDate: '2026-03-03', contactType: 'PHONE' }))
        .statusCode,
    ).toBe(404);
    const list = await call(regional, 'GET', '/piafe/projects');
    expect(list.json<TPiafeProjectRow[]>().every((r) => r.regionId === RABAT)).toBe(true);
  });

  it('lists the PIAFE advisors for national support only', async () => {
    const res = await call(support, 'GET', '/advisors-piafe');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ username: string }[]>().map((a) => a.username)).toEqual(expect.arrayContaining([PIAFE, REGIONAL_PIAFE]));
    expect((await call(advisor, 'GET', '/advisors-piafe')).statusCode).toBe(403);
  });
});
