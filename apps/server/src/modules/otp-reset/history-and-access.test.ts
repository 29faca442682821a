import { OTP_RESET_HISTORY_HEADERS, type TRegionalSupport, type TResetOtpHistoryItem } from '@cri/shared/schemas/otp-reset';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regionalSupports, users } from '../../db/schema/accounts.ts';
import { type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const API = '/backend/api';

describe('reset history, regional support records and unauthorised access', () => {
  let t: TestApp;
  let national: LoggedIn;
  let casa: LoggedIn;
  let rabat: LoggedIn;
  const idOf = async (username: string) => {
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
    if (!row) throw new Error(username);
    return row.id;
  };
  const history = (who: LoggedIn, query: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `${API}/reset-otp-history`, query, headers: who.headers });

  beforeAll(async () => {
    t = await createTestApp();
    national = await loginAs(t, 'support.national@demo.cri.ma');
    casa = await loginAs(t, 'support.casa@demo.cri.ma');
    rabat = await loginAs(t, 'support.rabat@demo.cri.ma');
    const resets: [LoggedIn, string, string][] = [
      [national, 'national-support', 'conseiller.rabat@demo.cri.ma'],
      [casa, 'regional-supports', 'membre.casa@demo.cri.ma'],
      [national, 'national-support', 'suivi.casa@demo.cri.ma'],
    ];
    for (const [who, path, username] of resets) {
      const accountType = username.startsWith('membre')
        ? 'CRUI_MEMBER'
        : username.startsWith('suivi')
          ? 'MONITORING_MANAGER'
          : 'ADVISOR';
      const res = await t.app.inject({
        method: 'PUT',
        url: `${API}/${path}/reset-otp/${await idOf(username)}`,
        payload: { accountType },
        headers: who.headers,
      });
      if (res.statusCode !== 200) throw new Error(res.body);
    }
  });
  afterAll(async () => t.close());

  it('shows national support every reset, newest first, paged with the total in a header', async () => {
    const all = await history(national);
    expect(all.statusCode).toBe(200);
    const items = all.json<TResetOtpHistoryItem[]>();
    expect(items.map((i) => i.account.username)).toEqual([
      'suivi.casa@demo.cri.ma',
      'membre.casa@demo.cri.ma',
      'conseiller.rabat@demo.cri.ma',
    ]);
    expect(items[1]).toMatchObject({
      accountType: 'CRUI_MEMBER',
      regionId: 2,
      regionName: 'Casablanca-Settat',
      resetBy: { username: 'support.casa@demo.cri.ma', firstName: 'Imane', lastName: 'Lahlou' },
    });
    expect(all.headers[OTP_RESET_HISTORY_HEADERS.totalElements]).toBe('3');
    const page = await history(national, { page: '1', size: '2' });
    expect(page.json<TResetOtpHistoryItem[]>().map((i) => i.account.username)).toEqual(['conseiller.rabat@demo.cri.ma']);
    expect(page.headers[OTP_RESET_HISTORY_HEADERS.pageCount]).toBe('2');
    expect((await history(national, { size: '1000' })).statusCode).toBe(422);
  });

  it('shows a regional support the resets of its region only', async () => {
    const mine = await history(casa);
    expect(mine.json<TResetOtpHistoryItem[]>().map((i) => i.account.username)).toEqual([
      'suivi.casa@demo.cri.ma',
      'membre.casa@demo.cri.ma',
    ]);
    const other = await history(rabat);
    expect(other.json<TResetOtpHistoryItem[]>().map((i) => i.account.username)).toEqual(['conseiller.rabat@demo.cri.ma']);
    expect(other.headers[OTP_RESET_HISTORY_HEADERS.totalElements]).toBe('1');
  });

  it('answers the regional support record to itself and to national support only', async () => {
    const own = await t.app.inject({ method: 'GET', url: `${API}/regional-supports/current`, headers: casa.headers });
    expect(own.json<TRegionalSupport>()).toMatchObject({ regionId: 2, active: true, canResetOtp: true });
    const [rabatRecord] = await t.database.db
      .select()
      .from(regionalSupports)
      .where(eq(regionalSupports.userId, await idOf('support.rabat@demo.cri.ma')));
    const url = `${API}/regional-supports/${rabatRecord?.id}`;
    expect((await t.app.inject({ method: 'GET', url, headers: rabat.headers })).json()).toMatchObject({ canResetOtp: false });
    expect((await t.app.inject({ method: 'GET', url, headers: national.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url, headers: casa.headers })).statusCode).toBe(404);
    const none = await t.app.inject({ method: 'GET', url: `${API}/regional-supports/current`, headers: national.headers });
    expect(none.statusCode).toBe(404);
  });

  it('is described in the OpenAPI documentation', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: `${API}/docs/json` })).json<{ paths: object }>().paths;
    for (const path of ['users/search-user', 'national-support/reset-otp/{id}', 'regional-supports/{id}', 'reset-otp-history']) {
      expect(paths).toHaveProperty([`${API}/${path}`]);
    }
  });

  it('refuses other roles (403) and anonymous callers (401) on every route', async () => {
    const advisor = await loginAs(t, 'conseiller.casa@demo.cri.ma');
    const investor = await loginAs(t, 'investisseur@demo.cri.ma');
    const id = await idOf('conseiller.casa@demo.cri.ma');
    const calls = [
      { method: 'GET' as const, url: `${API}/users/search-user?username=conseiller.casa@demo.cri.ma` },
      { method: 'PUT' as const, url: `${API}/national-support/reset-otp/${id}`, payload: { accountType: 'ADVISOR' } },
      { method: 'PUT' as const, url: `${API}/regional-supports/reset-otp/${id}`, payload: { accountType: 'ADVISOR' } },
      { method: 'GET' as const, url: `${API}/regional-supports/1` },
      { method: 'GET' as const, url: `${API}/regional-supports/current` },
      { method: 'GET' as const, url: `${API}/reset-otp-history` },
    ];
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode, call.url).toBe(401);
      for (const who of [advisor, investor]) {
        const res = await t.app.inject({ ...call, headers: who.headers });
        expect(res.statusCode, call.url).toBe(403);
        expect(res.json()).toMatchObject({ messageKey: 'errors.FORBIDDEN' });
      }
    }
  });
});
