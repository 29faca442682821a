import type { TTokenResponse } from '@cri/shared/schemas/auth';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuardProbe, PROBE } from '../../test/guard-probe.ts';
import { loginAs, signInWithPassword } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TOTP_PERIOD_MS, totpCodeAt } from './totp.ts';

describe('security code (secureKey and validateOtp)', () => {
  let t: TestApp;
  let probe: FastifyInstance;
  // Mid-step, so ±1 step stays inside the window whatever the test does.
  let clock = new Date(Date.UTC(2026, 2, 2, 9, 0, 15));
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    probe = await createGuardProbe(t);
  });
  afterAll(async () => {
    await probe.close();
    await t.close();
  });

  const bearer = (tokens: { accessToken: string }) => ({ authorization: `Bearer ${tokens.accessToken}` });
  const secureKey = (tokens: TTokenResponse, username: string) =>
    t.app.inject({ method: 'GET', url: '/backend/api/users/secureKey', query: { username }, headers: bearer(tokens) });
  const validate = (tokens: TTokenResponse, secureCode: string) =>
    t.app.inject({ method: 'GET', url: '/backend/api/validateOtp', query: { secureCode }, headers: bearer(tokens) });
  const codeAt = (secret: string, steps: number) => totpCodeAt(secret, clock.getTime() + steps * TOTP_PERIOD_MS);
  const nextStep = () => {
    clock = new Date(clock.getTime() + TOTP_PERIOD_MS);
  };

  /** A staff member at first connection: pre-code tokens and the secret shown to them. */
  const firstConnection = async (username: string) => {
    const tokens = await signInWithPassword(t, username);
    const res = await secureKey(tokens, username);
    expect(res.statusCode).toBe(200);
    return { tokens, ...res.json<{ secureKey: string; uriKey: string }>() };
  };

  it('shows the secret of the caller only, the same until the first code, then never again', async () => {
    const username = 'conseiller.casa@demo.cri.ma';
    const { tokens, secureKey: secret, uriKey } = await firstConnection(username);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(uriKey);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/Portail CRI:${username}`);
    expect(uri.searchParams.get('issuer')).toBe('Portail CRI');
    expect(uri.searchParams.get('secret')).toBe(secret);

    expect((await secureKey(tokens, username)).json()).toMatchObject({ secureKey: secret });
    const other = await secureKey(tokens, 'conseiller.rabat@demo.cri.ma');
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ errorCode: 'FORBIDDEN', messageKey: 'errors.FORBIDDEN' });

    const valid = await validate(tokens, codeAt(secret, 0));
    expect(valid.statusCode).toBe(200);
    const after = await signInWithPassword(t, username);
    expect(decodeJwt(after.accessToken)).toMatchObject({ otp: false, firstConnection: false });
    expect((await secureKey(after, username)).statusCode).toBe(403);
  });

  it('turns a pre-code session into a validated one', async () => {
    const { tokens, secureKey: secret } = await firstConnection('directeur.rabat@demo.cri.ma');
    const res = await validate(tokens, codeAt(secret, 0));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<TTokenResponse & { valid: boolean }>();
    expect(body.valid).toBe(true);
    expect(decodeJwt(body.accessToken)).toMatchObject({ otp: true, firstConnection: false, activeMfa: true, isDirector: true });
    expect((await probe.inject({ method: 'GET', url: PROBE.permission, headers: bearer(body) })).statusCode).toBe(200);
    // The pre-code session is over: its refresh token and its access token no longer work.
    const oldRefresh = await t.app.inject({
      method: 'POST',
      url: '/backend/api/refresh-token',
      payload: { refreshToken: tokens.refreshToken },
    });
    expect(oldRefresh.statusCode).toBe(401);
    nextStep();
    expect((await validate(tokens, codeAt(secret, 0))).json()).toMatchObject({ status: 401, errorCode: 'TOKEN_INVALID' });
  });

  it('refuses a wrong code, a replayed code and codes outside ±1 step', async () => {
    const username = 'wali.casa@demo.cri.ma';
    const { tokens, secureKey: secret } = await firstConnection(username);
    const wrong = await validate(tokens, codeAt(secret, 2));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      errorCode: 'INVALID_SECURITY_CODE',
      messageKey: 'errors.INVALID_SECURITY_CODE',
      remainingAttempts: 4,
    });
    expect((await validate(tokens, codeAt(secret, -2))).json()).toMatchObject({ remainingAttempts: 3 });
    const previousStep = codeAt(secret, -1);
    expect((await validate(tokens, previousStep)).statusCode).toBe(200);

    const again = await signInWithPassword(t, username);
    expect((await validate(again, previousStep)).json()).toMatchObject({ errorCode: 'INVALID_SECURITY_CODE' });
    expect((await validate(again, codeAt(secret, 1))).statusCode).toBe(200);
    const third = await signInWithPassword(t, username);
    // The next step was used ahead of time: the current one is now a replay too.
    expect((await validate(third, codeAt(secret, 0))).statusCode).toBe(401);
    nextStep();
    nextStep();
    expect((await validate(third, codeAt(secret, 0))).statusCode).toBe(200);
  });

  it('revokes the session at the fifth wrong code', async () => {
    const { tokens, secureKey: secret } = await firstConnection('support.rabat@demo.cri.ma');
    for (let i = 1; i <= 4; i++) {
      expect((await validate(tokens, '000000')).json()).toMatchObject({ remainingAttempts: 5 - i });
    }
    const fifth = await validate(tokens, '000000');
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json()).toMatchObject({
      errorCode: 'SECURITY_CODE_ATTEMPTS_EXCEEDED',
      messageKey: 'errors.SECURITY_CODE_ATTEMPTS_EXCEEDED',
    });
    expect((await validate(tokens, codeAt(secret, 0))).json()).toMatchObject({ errorCode: 'TOKEN_INVALID' });
    expect((await secureKey(tokens, 'support.rabat@demo.cri.ma')).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/backend/api/refresh-token',
      payload: { refreshToken: tokens.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    // A new sign-in starts a new count.
    const fresh = await signInWithPassword(t, 'support.rabat@demo.cri.ma');
    expect((await validate(fresh, codeAt(secret, 0))).statusCode).toBe(200);
  });

  it('answers 422 for a code that is not 6 digits', async () => {
    const tokens = await signInWithPassword(t, 'suivi.casa@demo.cri.ma');
    for (const secureCode of ['12345', '1234567', 'abcdef', '']) {
      const res = await validate(tokens, secureCode);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', fieldErrors: [{ field: 'querystring.secureCode' }] });
    }
  });

  it('is refused to investors, who need no security code', async () => {
    const tokens = await signInWithPassword(t, 'investisseur@demo.cri.ma');
    expect((await validate(tokens, '123456')).statusCode).toBe(403);
    expect((await secureKey(tokens, 'investisseur@demo.cri.ma')).statusCode).toBe(403);
  });

  it('lets loginAs sign staff in again once the authenticator is set', async () => {
    const first = await loginAs(t, 'signataire.casa@demo.cri.ma', { fresh: true });
    nextStep();
    const second = await loginAs(t, 'signataire.casa@demo.cri.ma', { fresh: true });
    expect(decodeJwt(first.accessToken)).toMatchObject({ otp: true });
    expect(decodeJwt(second.accessToken)).toMatchObject({ otp: true, firstConnection: false });
  });
});
