import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { firstCommuneIds, newInvestorAccount, registration } from './test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /users/update-token', () => {
  it('answers new tokens whose claims carry the new investor id, and ends the previous session', async () => {
    const who = await newInvestorAccount(t, 'token@test.cri.ma');
    expect(decodeJwt(who.accessToken).investorId).toBeNull();
    const [commune] = await firstCommuneIds(t);
    const created = await t.app.inject({
      method: 'POST',
      url: '/backend/api/investors/create',
      payload: registration(commune),
      headers: who.headers,
    });
    const { id } = created.json<{ id: number }>();

    const res = await t.app.inject({ method: 'GET', url: '/backend/api/users/update-token', headers: who.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const tokens = res.json<{ accessToken: string; refreshToken: string }>();
    expect(decodeJwt(tokens.accessToken)).toMatchObject({ investorId: id, firstName: 'Karim', otp: true });

    // The new refresh token works; the old one belongs to the revoked session.
    const refresh = (refreshToken: string) =>
      t.app.inject({ method: 'POST', url: '/backend/api/refresh-token', payload: { refreshToken } });
    expect((await refresh(tokens.refreshToken)).statusCode).toBe(200);
    expect((await refresh(who.refreshToken)).statusCode).toBe(401);
    // The old session's access token can no longer ask for new tokens.
    expect((await t.app.inject({ method: 'GET', url: '/backend/api/users/update-token', headers: who.headers })).statusCode).toBe(
      401,
    );
  });

  it('refuses anonymous callers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/backend/api/users/update-token' })).statusCode).toBe(401);
  });
});
