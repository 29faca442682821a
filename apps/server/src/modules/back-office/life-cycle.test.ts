import type { TLifeCycleAccount, TLifeCycleCount } from '@cri/shared/back-office/life-cycle';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUser, type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { API, CASA, RABAT } from '../framing-forms/test-helpers.ts';

/** Life-cycle accounts (decision 088): the recorded life of an account, for the two supports. */
let t: TestApp;
let casa: LoggedIn;
let rabat: LoggedIn;
let national: LoggedIn;
let now = new Date('2026-11-20T09:00:00Z');

type Res = { statusCode: number; body: string; json: <T = unknown>() => T };
const call = (who: LoggedIn, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown): Promise<Res> =>
  t.app.inject({
    method,
    url: `${API}${url}`,
    headers: who.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const life = (who: LoggedIn, username: string) =>
  call(who, 'GET', `/life-cycle-account?username=${encodeURIComponent(username)}`);

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  casa = await loginAs(t, demoUser('ROLE_REGIONAL_SUPPORT', CASA));
  rabat = await loginAs(t, demoUser('ROLE_REGIONAL_SUPPORT', RABAT));
  national = await loginAs(t, demoUser('ROLE_NATIONAL_SUPPORT'));
}, 60_000);
afterAll(() => t.close());

describe('GET /life-cycle-account', () => {
  it('tells an advisor account’s life from what the portal recorded: created, setup link, deactivated, reactivated', async () => {
    const username = 'cycle.advisor@example.ma';
    const account = { username, firstName: 'Nadia', lastName: 'Cycle', regionId: CASA, active: true };
    const created = await call(casa, 'POST', '/back-office/advisors', account);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    now = new Date('2026-11-20T09:01:00Z');
    expect((await call(casa, 'DELETE', `/back-office/advisors/${id}`)).statusCode).toBe(200);
    now = new Date('2026-11-20T09:02:00Z');
    const { username: _u, ...body } = account;
    expect((await call(casa, 'PUT', `/back-office/advisors/${id}`, { ...body, active: true })).statusCode).toBe(200);

    const res = await life(casa, username.toUpperCase());
    expect(res.statusCode, res.body).toBe(200);
    const cycle = res.json<TLifeCycleAccount>();
    expect(cycle).toMatchObject({ userId: id, enabled: true, securityCodeEnrolled: false, roles: ['ROLE_ADVISOR'] });
    expect(cycle.events.map((e) => e.event)).toEqual(['REACTIVATED', 'DEACTIVATED', 'PASSWORD_LINK_SENT', 'CREATED']);
    expect(cycle.events.find((e) => e.event === 'DEACTIVATED')?.by).toBe(demoUser('ROLE_REGIONAL_SUPPORT', CASA));
    expect(cycle.events.find((e) => e.event === 'CREATED')?.by).toBe(demoUser('ROLE_REGIONAL_SUPPORT', CASA));
    // National support reads every region; another region's support gets 404, as for an unknown account.
    expect((await life(national, username)).statusCode).toBe(200);
    expect((await life(rabat, username)).statusCode).toBe(404);
    expect((await life(casa, 'nobody@example.ma')).statusCode).toBe(404);
  });

  it('shows the last sign-in and the enrolled code of a demo advisor; refuses other roles and an empty username', async () => {
    now = new Date('2026-11-20T09:03:00Z');
    const advisor = await loginAs(t, 'conseiller.casa@demo.cri.ma');
    const res = await life(casa, 'conseiller.casa@demo.cri.ma');
    expect(res.statusCode, res.body).toBe(200);
    const cycle = res.json<TLifeCycleAccount>();
    expect(cycle.securityCodeEnrolled).toBe(true);
    expect(cycle.events.map((e) => e.event)).toContain('LAST_SIGN_IN');
    expect((await life(advisor, 'conseiller.casa@demo.cri.ma')).statusCode).toBe(403);
    const empty = await call(casa, 'GET', '/life-cycle-account?username=');
    expect(empty.statusCode).toBe(422);
  });
});

describe('GET /life-cycle-account/count-by-investor', () => {
  it('counts an investor account’s events; a staff account is not an investor (404)', async () => {
    const res = await call(national, 'GET', '/life-cycle-account/count-by-investor?username=investisseur@demo.cri.ma');
    expect(res.statusCode, res.body).toBe(200);
    const count = res.json<TLifeCycleCount>();
    expect(count.counts.CREATED).toBe(1);
    expect(count.total).toBe(Object.values(count.counts).reduce((a, b) => a + (b ?? 0), 0));
    expect(
      (await call(national, 'GET', '/life-cycle-account/count-by-investor?username=conseiller.casa@demo.cri.ma')).statusCode,
    ).toBe(404);
  });
});
