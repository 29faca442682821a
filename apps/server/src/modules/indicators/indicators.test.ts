import type { TConnectedVisitors, TProjectsStatus, TRegisteredInvestors, TStatisticalCrui } from '@cri/shared/schemas/indicators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyVisits, visitSalts } from '../../db/schema.ts';
import { type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CASA } from '../framing-forms/test-helpers.ts';
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
});
