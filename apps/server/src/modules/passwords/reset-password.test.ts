import { PASSWORD_VALIDITY_DAYS } from '@cri/shared/limits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { lastMailTo, linkOf } from '../../mail/testing.ts';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.ts';
import { signInWithPassword } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { captchaFields, forgotten, NEW_PASSWORD, post, tryLogin } from './test-helpers.ts';

describe('password reset by e-mailed link', () => {
  let t: TestApp;
  const clock = new Date('2026-11-20T09:00:00Z');
  const user = 'investisseur@demo.cri.ma';
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(async () => t.close());

  const newLink = async (username = user) => {
    expect((await forgotten(t, username)).statusCode).toBe(200);
    return linkOf(await lastMailTo(t.app, username)).searchParams.get('token') ?? '';
  };
  const blacklisted = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/backend/api/users/token-black-list-check', query: { token } })).json<{
      blacklisted: boolean;
    }>().blacklisted;
  const reset = async (token: string, password = NEW_PASSWORD) =>
    post(t, '/users/reset-password', { password, token, ...(await captchaFields(t)) });

  it('checks a link: a fresh one is not blacklisted, an unknown one is', async () => {
    expect(await blacklisted(await newLink())).toBe(false);
    expect(await blacklisted('no-such-token')).toBe(true);
  });

  it('refuses a password breaking the policy with 422 field errors, and a wrong captcha', async () => {
    const token = await newLink();
    const weak = await reset(token, 'Password1!');
    expect(weak.statusCode).toBe(422);
    expect(weak.json().fieldErrors).toEqual([expect.objectContaining({ field: 'body.password' })]);
    const badCaptcha = await post(t, '/users/reset-password', {
      password: NEW_PASSWORD,
      token,
      ...(await captchaFields(t, 'x')),
    });
    expect(badCaptcha.json()).toMatchObject({ status: 422, errorCode: 'INVALID_CAPTCHA' });
    expect(await blacklisted(token)).toBe(false);
  });

  it('sets the password, spends the link, closes the sessions and mails the owner', async () => {
    const session = await signInWithPassword(t, user);
    const token = await newLink();
    const res = await reset(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ username: user });
    expect((await lastMailTo(t.app, user))?.template).toBe('passwordChanged');
    expect(await blacklisted(token)).toBe(true);
    const again = await reset(token, `${NEW_PASSWORD}2`);
    expect(again.json()).toMatchObject({ status: 422, errorCode: 'RESET_TOKEN_INVALID' });
    const refresh = await post(t, '/refresh-token', { refreshToken: session.refreshToken });
    expect(refresh.statusCode).toBe(401);
    expect((await tryLogin(t, user, DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await tryLogin(t, user, NEW_PASSWORD)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.username, user));
    const expected = new Date(Date.UTC(2026, 10, 20) + PASSWORD_VALIDITY_DAYS * 86_400_000).toISOString().slice(0, 10);
    expect(row?.passwordExpirationDate).toBe(expected);
  });

  it('a link expires after an hour; a newer reset spends the older links', async () => {
    const first = await newLink('conseiller.casa@demo.cri.ma');
    const second = await newLink('conseiller.casa@demo.cri.ma');
    expect((await reset(second)).statusCode).toBe(200);
    expect(await blacklisted(first)).toBe(true);
    const late = await newLink('membre.casa@demo.cri.ma');
    const saved = clock.getTime();
    clock.setTime(saved + 61 * 60_000);
    try {
      expect(await blacklisted(late)).toBe(true);
      expect((await reset(late)).json()).toMatchObject({ errorCode: 'RESET_TOKEN_INVALID' });
    } finally {
      clock.setTime(saved);
    }
  });

  it('accepts the longest password whole (no truncation)', async () => {
    const longest = `Aa1!${'z'.repeat(124)}`;
    expect((await reset(await newLink('directeur.casa@demo.cri.ma'), longest)).statusCode).toBe(200);
    expect((await tryLogin(t, 'directeur.casa@demo.cri.ma', longest.slice(0, 127))).statusCode).toBe(401);
    expect((await tryLogin(t, 'directeur.casa@demo.cri.ma', longest)).statusCode).toBe(200);
  });
});
