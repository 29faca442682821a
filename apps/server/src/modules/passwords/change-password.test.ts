import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { lastMailTo } from '../../mail/testing.ts';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.ts';
import { createGuardProbe, PROBE } from '../../test/guard-probe.ts';
import { loginAs, signInWithPassword } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { captchaFields, NEW_PASSWORD, post, tryLogin } from './test-helpers.ts';

describe('POST /users/change-password and the expired password', () => {
  let t: TestApp;
  let probe: FastifyInstance;
  const clock = new Date('2026-11-21T09:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    probe = await createGuardProbe(t);
  });
  afterAll(async () => {
    await probe.close();
    await t.close();
  });

  const change = async (accessToken: string, body: { password: string; lastPassword: string }) =>
    post(t, '/users/change-password', { ...body, ...(await captchaFields(t)) }, { authorization: `Bearer ${accessToken}` });
  const me = (accessToken: string, url: string = PROBE.authenticated) =>
    probe.inject({ method: 'GET', url, headers: { authorization: `Bearer ${accessToken}` } });

  it('refuses an anonymous caller', async () => {
    const res = await post(t, '/users/change-password', {
      password: NEW_PASSWORD,
      lastPassword: DEMO_PASSWORD,
      ...(await captchaFields(t)),
    });
    expect(res.statusCode).toBe(401);
  });

  it('needs the right current password (422 on lastPassword), a new one and the policy', async () => {
    const { accessToken } = await loginAs(t, 'investisseur@demo.cri.ma', { fresh: true });
    const wrong = await change(accessToken, { password: NEW_PASSWORD, lastPassword: 'Wrong-Password1' });
    expect(wrong.json()).toMatchObject({ status: 422, errorCode: 'WRONG_PASSWORD' });
    expect(wrong.json().fieldErrors).toEqual([{ field: 'lastPassword', messageKey: 'passwords.validation.wrongLastPassword' }]);
    const same = await change(accessToken, { password: DEMO_PASSWORD, lastPassword: DEMO_PASSWORD });
    expect(same.statusCode).toBe(422);
    const weak = await change(accessToken, { password: 'azertyuiop', lastPassword: DEMO_PASSWORD });
    expect(weak.json()).toMatchObject({ status: 422, errorCode: 'VALIDATION_FAILED' });
  });

  it('changes the password of a staff member, closes the other sessions and answers fresh tokens', async () => {
    const user = 'conseiller.casa@demo.cri.ma';
    const other = await loginAs(t, user, { fresh: true });
    clock.setTime(clock.getTime() + 60_000);
    const mine = await loginAs(t, user, { fresh: true });
    const res = await change(mine.accessToken, { password: NEW_PASSWORD, lastPassword: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    const tokens = res.json<{ accessToken: string; refreshToken: string }>();
    expect(decodeJwt(tokens.accessToken)).toMatchObject({ username: user, otp: true, passwordExpirationDate: '2027-05-20' });
    expect((await post(t, '/refresh-token', { refreshToken: other.refreshToken })).statusCode).toBe(401);
    expect((await post(t, '/refresh-token', { refreshToken: tokens.refreshToken })).statusCode).toBe(200);
    expect((await lastMailTo(t.app, user))?.template).toBe('passwordChanged');
    expect((await tryLogin(t, user, DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await tryLogin(t, user, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 308 PASSWORD_EXPIRED to an expired password except on the routes that change it', async () => {
    const user = 'investisseur.expire@demo.cri.ma';
    // The seed dates the expiry from the real day; this test's clock is fixed, so the date is set here.
    await t.database.db.update(users).set({ passwordExpirationDate: '2026-11-20' }).where(eq(users.username, user));
    const { accessToken } = await signInWithPassword(t, user);
    const refused = await me(accessToken);
    expect(refused.statusCode).toBe(308);
    expect(refused.json()).toMatchObject({ status: 308, errorCode: 'PASSWORD_EXPIRED' });
    expect((await me(accessToken, PROBE.permission)).statusCode).toBe(308);
    // Logout and the security-code routes stay open.
    expect((await me(accessToken, PROBE.beforeSecurityCode)).statusCode).toBe(200);
    const res = await change(accessToken, { password: NEW_PASSWORD, lastPassword: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect((await me(res.json<{ accessToken: string }>().accessToken)).statusCode).toBe(200);
  });

  it('lets a staff token before the security code change only an expired password', async () => {
    const user = 'membre.casa@demo.cri.ma';
    const before = await signInWithPassword(t, user);
    const refused = await change(before.accessToken, { password: NEW_PASSWORD, lastPassword: DEMO_PASSWORD });
    expect(refused.json()).toMatchObject({ status: 401, errorCode: 'SECURITY_CODE_REQUIRED' });
    await t.database.db.update(users).set({ passwordExpirationDate: '2026-11-20' }).where(eq(users.username, user));
    const expired = await signInWithPassword(t, user);
    const res = await change(expired.accessToken, { password: NEW_PASSWORD, lastPassword: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    // The new session still needs the security code.
    expect(decodeJwt(res.json<{ accessToken: string }>().accessToken)).toMatchObject({
      otp: false,
      passwordExpirationDate: '2027-05-20',
    });
  });
});
