import type { ProjectPhase } from '@cri/shared/enums/project-phases';
import type {
  TBottlenecks,
  TConnectedVisitors,
  TProjectsStatus,
  TRegisteredInvestors,
  TStatisticalCrui,
} from '@cri/shared/schemas/indicators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordPhase } from '../../core/project-lifecycle/phases.ts';
import { dailyVisits, visitSalts } from '../../db/schema.ts';
import { type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CASA, RABAT } from '../framing-forms/test-helpers.ts';
import { insertFile } from '../project-sharing/test-helpers.ts';
import { decidedFile } from '../recourses/test-helpers.ts';

const API = '/backend/api';

describe('global indicators and the visit count (issue 21, decision 077)', () => {
  let t: TestApp;
  let now = new Date('2026-11-26T10:00:00Z');
  let national: LoggedIn;
  let casa: LoggedIn;
  let rabat: LoggedIn;
  let investor: LoggedIn;
  const range = { startDate: '2026-11-01', endDate: '2026-11-30' };
  const post = (who: LoggedIn, path: string, body: object = range) =>
    t.app.inject({ method: 'POST', url: `${API}/global-indicators/${path}`, headers: who.headers, payload: body });
  const visit = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `${API}/visits`, headers: { 'user-agent': 'test-browser', ...headers } });

  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
    national = await loginAs(t, 'consultation.nationale@demo.cri.ma');
    casa = await loginAs(t, 'consultation.casa@demo.cri.ma');
    rabat = await loginAs(t, 'consultation.rabat@demo.cri.ma');
    investor = await loginAs(t, 'investisseur@demo.cri.ma');
  });
  afterAll(() => t.close());

  it('counts a browser once a day, an account apart, keeping only a salted hash and the day’s salt', async () => {
    expect((await visit()).json()).toEqual({ counted: true });
    expect((await visit()).json()).toEqual({ counted: false });
    expect((await visit({ 'user-agent': 'another-browser' })).json()).toEqual({ counted: true });
    expect((await visit(investor.headers)).json()).toEqual({ counted: true });
    const rows = await t.database.db.select().from(dailyVisits);
    expect(rows.every((r) => !r.visitorHash.includes('test-browser') && r.day === '2026-11-26')).toBe(true);

    now = new Date('2026-11-27T10:00:00Z');
    expect((await visit()).json()).toEqual({ counted: true });
    expect((await t.database.db.select().from(visitSalts)).map((s) => s.day)).toEqual(['2026-11-27']);
    now = new Date('2026-11-26T10:05:00Z'); // back within the sessions' lifetime

    const res = await post(national, 'connected-visitors');
    expect(res.statusCode).toBe(200);
    const visits = res.json<TConnectedVisitors>();
    expect(visits).toMatchObject({ connectedVisitors: 3, connectedInvestors: 1 });
    expect(visits.perDay).toHaveLength(30);
    expect(visits.perDay.find((d) => d.date === '2026-11-26')).toEqual({ date: '2026-11-26', visitors: 2, accounts: 1 });
  });

  it('counts the files per step in the range, for the caller’s region only', async () => {
    await decidedFile(t, { regionId: CASA, choice: 'FAVORABLE', decidedAt: new Date('2026-11-10T10:00:00Z') });
    await decidedFile(t, { regionId: CASA, choice: 'UNFAVORABLE', decidedAt: new Date('2026-11-12T10:00:00Z') });
    const status = async (who: LoggedIn) => (await post(who, 'projects-status')).json<TProjectsStatus>();
    const nationally = await status(national);
    expect(nationally.favorableProjectsCount).toBeGreaterThanOrEqual(1);
    expect(nationally.unfavorableProjectsCount).toBeGreaterThanOrEqual(1);
    expect(nationally.submittedProjectsCount).toBeGreaterThanOrEqual(2);
    expect(await status(casa)).toMatchObject({ favorableProjectsCount: nationally.favorableProjectsCount });
    expect(await status(rabat)).toMatchObject({ favorableProjectsCount: 0, unfavorableProjectsCount: 0 });
    const october = (
      await post(national, 'projects-status', { startDate: '2026-10-01', endDate: '2026-10-31' })
    ).json<TProjectsStatus>();
    expect(october.reviewedInCruiProjectsCount).toBe(0);
    expect((await post(casa, 'statistical-crui')).json<TStatisticalCrui>()).toMatchObject({
      commissionsCount: expect.any(Number),
      appointmentsCount: expect.any(Number),
    });
    const investors = await t.app.inject({
      method: 'GET',
      url: `${API}/global-indicators/registered-investors?startDate=2000-01-01&endDate=2000-12-31`,
      headers: national.headers,
    });
    expect(investors.json<TRegisteredInvestors>()).toMatchObject({ registeredInvestorsCount: 0 });
  });

  it('refuses a reversed or too long range, and roles without the right', async () => {
    const reversed = await post(national, 'projects-status', { startDate: '2026-11-30', endDate: '2026-11-01' });
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().fieldErrors).toEqual([{ field: 'body.endDate', messageKey: 'indicators.errors.reversed' }]);
    const long = await post(national, 'connected-visitors', { startDate: '2024-01-01', endDate: '2026-01-01' });
    expect(long.json().fieldErrors).toEqual([{ field: 'body.endDate', messageKey: 'indicators.errors.tooLong' }]);
    expect((await post(national, 'connected-visitors', { startDate: '01/11/2026', endDate: '2026-11-30' })).statusCode).toBe(422);
    expect((await post(investor, 'projects-status')).statusCode).toBe(403);
  });

  /** A Casablanca file created on `start` that moves to each next phase after the given number of days. */
  async function fileWithStays(start: string, steps: [ProjectPhase, number][]): Promise<number> {
    let at = new Date(`${start}T09:00:00Z`);
    const id = await insertFile(t, { regionId: CASA, phases: [], at });
    for (const [title, afterDays] of steps) {
      at = new Date(at.getTime() + afterDays * 86_400_000);
      const when = at;
      await t.database.db.transaction((tx) => recordPhase(tx, { projectId: id, title, by: null, at: when }));
    }
    return id;
  }

  it('gives the median and 90th percentile time per step, and the files waiting longest (decision 078)', async () => {
    // Drafts of 1, 2 and 4 days; in review for 10 and 20 days, the third file still in review.
    await fileWithStays('2019-01-02', [
      ['IN_REVIEW', 1],
      ['FILLED', 10],
    ]);
    await fileWithStays('2019-01-03', [
      ['IN_REVIEW', 2],
      ['FILLED', 20],
    ]);
    const waiting = await fileWithStays('2019-01-04', [['IN_REVIEW', 4]]);
    const slow = async (who: LoggedIn, body: object = { startDate: '2019-01-01', endDate: '2019-03-31' }) =>
      t.app.inject({ method: 'POST', url: `${API}/global-indicators/bottlenecks`, headers: who.headers, payload: body });

    const res = await slow(national);
    expect(res.statusCode).toBe(200);
    const figures = res.json<TBottlenecks>();
    expect(figures.steps).toEqual([
      { phase: 'DRAFT', stays: 3, medianDays: 2, p90Days: 3.6 },
      { phase: 'IN_REVIEW', stays: 2, medianDays: 15, p90Days: 19 },
    ]);
    expect(figures.waiting[0]).toMatchObject({ projectId: waiting, phase: 'IN_REVIEW', since: '2019-01-08T09:00:00.000Z' });
    expect(figures.waiting[0]?.days).toBe(Math.floor((now.getTime() - Date.parse('2019-01-08T09:00:00Z')) / 86_400_000));

    expect((await slow(casa)).json<TBottlenecks>().steps).toEqual(figures.steps);
    const other = (await slow(rabat)).json<TBottlenecks>();
    expect(other.steps).toEqual([]);
    expect(other.waiting.some((w) => w.projectId === waiting)).toBe(false);
    // A range where none of those stays began.
    expect((await slow(national, { startDate: '2019-06-01', endDate: '2019-06-30' })).json<TBottlenecks>().steps).toEqual([]);
    expect((await slow(investor)).statusCode).toBe(403);

    // A step's files: those in it now, longest first.
    const range2019 = { startDate: '2019-01-01', endDate: '2019-03-31' };
    const inReview = (await slow(national, { ...range2019, phase: 'IN_REVIEW' })).json<TBottlenecks>();
    expect(figures.phase).toBeNull();
    expect(inReview.phase).toBe('IN_REVIEW');
    expect(inReview.waiting[0]?.projectId).toBe(waiting);
    expect(inReview.waiting.every((w) => w.phase === 'IN_REVIEW')).toBe(true);
    const drafts = (await slow(national, { ...range2019, phase: 'DRAFT' })).json<TBottlenecks>();
    expect(drafts.waiting.every((w) => w.phase === 'DRAFT')).toBe(true);
    expect((await slow(national, { ...range2019, phase: 'NOT_A_STEP' })).statusCode).toBe(422);

    // One region: national roles choose it; a regional role asking for another region gets nothing of it.
    expect((await slow(national, { ...range2019, regionId: CASA })).json<TBottlenecks>().steps).toEqual(figures.steps);
    const rabatOnly = (await slow(national, { ...range2019, regionId: RABAT })).json<TBottlenecks>();
    expect(rabatOnly).toMatchObject({ regionId: RABAT, steps: [] });
    expect(rabatOnly.waiting.some((w) => w.projectId === waiting)).toBe(false);
    const across = (await slow(rabat, { ...range2019, regionId: CASA })).json<TBottlenecks>();
    expect(across.steps).toEqual([]);
    expect(across.waiting).toEqual([]);
  });

  it('exports every figure of the range as CSV and XLSX, in the language asked (decision 079)', async () => {
    const get = (query: string, who: LoggedIn = national) =>
      t.app.inject({ method: 'GET', url: `${API}/global-indicators/export?${query}`, headers: who.headers });
    const csv = await get('startDate=2019-01-01&endDate=2019-03-31&format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="indicateurs-2019-01-01-2019-03-31.csv"');
    expect(csv.body.startsWith('\uFEFF"Indicateur";"Valeur"\r\n')).toBe(true);
    expect(csv.body).toContain('"Investisseurs inscrits";"0"');
    expect(csv.body).toContain('"En cours d\'instruction — Médiane (jours)";"15"');
    expect(csv.body).toContain('"Brouillon — 90e centile (jours)";"3.6"');

    const arabic = await get('startDate=2019-01-01&endDate=2019-03-31&format=csv&lang=ar');
    expect(arabic.body).toContain('"المؤشر";"القيمة"');

    const xlsx = await get('startDate=2019-01-01&endDate=2019-03-31&format=xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');

    const reversed = await get('startDate=2019-03-31&endDate=2019-01-01&format=csv');
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().fieldErrors).toEqual([{ field: 'querystring.endDate', messageKey: 'indicators.errors.reversed' }]);
    expect((await get('startDate=2019-01-01&endDate=2019-03-31&format=pdf')).statusCode).toBe(422);
    expect((await get('startDate=2019-01-01&endDate=2019-03-31', investor)).statusCode).toBe(403);
  });
});
