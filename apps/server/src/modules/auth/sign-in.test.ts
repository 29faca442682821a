import { ACCESS_TOKEN_TTL_SECONDS } from '@cri/shared/limits';
import { LOGIN_HEADERS } from '@cri/shared/schemas/auth';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { burnPasswordCheck, hashPassword } from '../../lib/password.ts';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.ts';
import { createGuardProbe, PROBE } from '../../test/guard-probe.ts';
import { demoUser } from '../../test/login.ts';
import { createTestApp, TEST_CAPTCHA_ANSWER, type TestApp } from '../../test/test-app.ts';

// Spied, not replaced: the unknown-user path must spend the same password check as a wrong password.
vi.mock('../../lib/password.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../lib/password.ts')>();
  return { ...actual, burnPasswordCheck: vi.fn(actual.burnPasswordCheck) };
});

describe('POST /login', () => {
  let t: TestApp;
  let probe: FastifyInstance;
  let clock = new Date('2026-03-02T09:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    probe = await createGuardProbe(t);
  });
  afterAll(async () => {
    await probe.close();
    await t.close();
  });

  const captcha = async () =>
    (await t.app.inject({ method: 'GET', url: '/backend/api/captcha' })).json<{ captchaId: string }>().captchaId;
  const login = async (username: string, password = DEMO_PASSWORD, extra: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/backend/api/login',
      payload: { username, password, captchaId: await captcha(), captchaAnswer: TEST_CAPTCHA_ANSWER, ...extra },
    });
  const probeWith = (url: string, accessToken: string) =>
    probe.inject({ method: 'GET', url, headers: { authorization: `Bearer ${accessToken}` } });

  it('gives an investor a token with otp=true that opens protected routes', async () => {
    const res = await login(demoUser('ROLE_INVESTOR'), DEMO_PASSWORD, { redirectUri: '/projects' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ accessToken: string; refreshToken: string; expiresIn: number }>();
    expect(body.expiresIn).toBe(ACCESS_TOKEN_TTL_SECONDS);
    expect(body.refreshToken).toMatch(/^[\w-]{43,}$/);
    expect(decodeJwt(body.accessToken)).toMatchObject({
      username: 'investisseur@demo.cri.ma',
      roles: ['ROLE_INVESTOR'],
      title: 'MISTER',
      firstName: 'Youssef',
      otp: true,
      iat: clock.getTime() / 1000,
      exp: clock.getTime() / 1000 + ACCESS_TOKEN_TTL_SECONDS,
    });
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await probeWith(PROBE.permission, body.accessToken)).statusCode).toBe(200);
  });

  it('gives staff an otp=false token that opens only the security-code routes', async () => {
    const res = await login(demoUser('ROLE_ADVISOR', 2));
    expect(res.statusCode).toBe(200);
    const { accessToken } = res.json<{ accessToken: string }>();
    const claims = decodeJwt(accessToken);
    expect(claims).toMatchObject({ roles: ['ROLE_ADVISOR'], otp: false, firstConnection: true, regionId: 2 });
    expect(claims.advisorId).toEqual(expect.any(Number));
    for (const url of [PROBE.permission, PROBE.authenticated]) {
      const refused = await probeWith(url, accessToken);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ status: 401, errorCode: 'SECURITY_CODE_REQUIRED' });
    }
    expect((await probeWith(PROBE.beforeSecurityCode, accessToken)).statusCode).toBe(200);
  });

  it('carries the CRUI member record and flags in the claims', async () => {
    const res = await login('directeur.casa@demo.cri.ma');
    const claims = decodeJwt(res.json<{ accessToken: string }>().accessToken);
    expect(claims).toMatchObject({ isDirector: true, isCruiMember: true, isWali: false, regionId: 2 });
    expect(claims.cruiMemberId).toEqual(expect.any(Number));
    const land = decodeJwt((await login('foncier.rabat@demo.cri.ma')).json<{ accessToken: string }>().accessToken);
    expect(land.habilitations).toEqual(['CONSULT', 'SEARCH', 'RDV', 'QUALIFICATION_FORM']);
  });

  it('reports the previous sign-in and the failures since in exposed headers, then resets them', async () => {
    const username = 'investisseur.expiration@demo.cri.ma';
    const first = await login(username);
    expect(first.headers[LOGIN_HEADERS.lastConnectionDate]).toBeUndefined();
    expect(first.headers[LOGIN_HEADERS.failedAuthentication]).toBe('0');
    expect(first.headers['access-control-expose-headers']).toBe('lastconnectiondate, failedauthentication');

    clock = new Date('2026-03-05T10:00:00Z');
    expect((await login(username, 'Wrong@Pass1')).statusCode).toBe(401);
    expect((await login(` ${username.toUpperCase()} `, 'Wrong@Pass2')).statusCode).toBe(401);
    const second = await login(` ${username.toUpperCase()} `);
    expect(second.statusCode).toBe(200);
    expect(second.headers[LOGIN_HEADERS.lastConnectionDate]).toBe('2026-03-02');
    expect(second.headers[LOGIN_HEADERS.failedAuthentication]).toBe('2');

    const third = await login(username);
    expect(third.headers[LOGIN_HEADERS.lastConnectionDate]).toBe('2026-03-05');
    expect(third.headers[LOGIN_HEADERS.failedAuthentication]).toBe('0');
  });

  it('answers an unknown user exactly like a wrong password, after the same password check', async () => {
    // Timing is measured in bench/ (not in a timed test): here, that the unknown user pays a real scrypt
    // check against a throw-away hash, as a known user with a wrong password pays against theirs.
    const burn = vi.mocked(burnPasswordCheck);
    const attempt = async (username: string) => {
      burn.mockClear();
      const res = await login(username, 'Wrong@Pass1');
      return { res, burned: burn.mock.calls.map((c) => c[0]) };
    };
    const unknown = await attempt('personne@demo.cri.ma');
    const wrong = await attempt('investisseur@demo.cri.ma');
    expect(unknown.res.statusCode).toBe(401);
    expect(unknown.res.json()).toEqual(wrong.res.json());
    expect(unknown.res.json()).toMatchObject({ errorCode: 'INVALID_CREDENTIALS', messageKey: 'errors.INVALID_CREDENTIALS' });
    expect(unknown.burned).toEqual(['Wrong@Pass1']);
    expect(wrong.burned).toEqual([]);
  });

  it('refuses an account not yet activated, saying so only when the password is right', async () => {
    const username = 'investisseur.inactif@demo.cri.ma';
    const right = await login(username);
    expect(right.statusCode).toBe(401);
    expect(right.json()).toMatchObject({ errorCode: 'ACCOUNT_NOT_ACTIVATED', messageKey: 'errors.ACCOUNT_NOT_ACTIVATED' });
    expect((await login(username, 'Wrong@Pass1')).json()).toMatchObject({ errorCode: 'INVALID_CREDENTIALS' });
  });

  it('signs in an investor whose password expired; the token carries the date for the redirect', async () => {
    const res = await login('investisseur.expire@demo.cri.ma');
    expect(res.statusCode).toBe(200);
    const expiry = decodeJwt(res.json<{ accessToken: string }>().accessToken).passwordExpirationDate;
    expect(typeof expiry === 'string' && expiry < new Date().toISOString().slice(0, 10)).toBe(true);
  });

  it('accepts a password of 128 characters and refuses a far longer one with 422', async () => {
    const longPassword = `Aa1@${'x'.repeat(124)}`;
    await t.database.db.insert(users).values({
      username: 'long.password@demo.cri.ma',
      passwordHash: await hashPassword(longPassword),
      roles: ['ROLE_INVESTOR'],
      firstConnection: false,
    });
    expect((await login('long.password@demo.cri.ma', longPassword)).statusCode).toBe(200);
    const tooLong = await login('long.password@demo.cri.ma', 'x'.repeat(100_000));
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json()).toMatchObject({ status: 422, errorCode: 'VALIDATION_FAILED' });
    expect(tooLong.json().fieldErrors).toContainEqual({ field: 'body.password', messageKey: 'errors.field.tooLong' });
  });
});
