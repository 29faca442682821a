import { ZApiError } from '@cri/shared/errors';
import { decodeJwt, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../lib/i18n.ts';
import { signInWithPassword } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Every refusal has the one error shape, and never a stack trace nor a 500. */
function expectError(res: { statusCode: number; json: () => unknown; body: string }, status: number, errorCode: string) {
  expect(res.statusCode).toBe(status);
  const body = ZApiError.parse(res.json());
  expect(body).toMatchObject({ status, errorCode, messageKey: `errors.${errorCode}` });
  expect(res.body).not.toMatch(/at .+\.(ts|js):\d+/);
}

describe('bad input on the auth endpoints', () => {
  let t: TestApp;
  let accessToken: string;
  let refreshToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ accessToken, refreshToken } = await signInWithPassword(t, 'investisseur@demo.cri.ma'));
  });
  afterAll(() => t.close());

  const withToken = (token: string) =>
    t.app.inject({ method: 'POST', url: '/backend/api/users/logout', headers: { authorization: `Bearer ${token}` } });

  it('answers malformed JSON with 400 MALFORMED_REQUEST', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/backend/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "investisseur@demo.cri.ma", "password": ',
    });
    expectError(res, 400, 'MALFORMED_REQUEST');
  });

  it('refuses unknown fields and wrong types with field errors', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/backend/api/login',
      payload: { username: 'a@b.ma', password: 'x', captchaId: 'c', captchaAnswer: 'd', isAdmin: true },
    });
    expectError(unknown, 422, 'VALIDATION_FAILED');
    expect(unknown.json().fieldErrors).toEqual([{ field: 'body.isAdmin', messageKey: 'errors.field.unknown' }]);

    const types = await t.app.inject({
      method: 'POST',
      url: '/backend/api/login',
      payload: { username: ['a@b.ma'], password: 12345678, captchaId: 'c', captchaAnswer: 'd' },
    });
    expectError(types, 422, 'VALIDATION_FAILED');
    expect(types.json().fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'body.username', messageKey: 'errors.field.invalidType' },
        { field: 'body.password', messageKey: 'errors.field.invalidType' },
      ]),
    );
    expectError(
      await t.app.inject({ method: 'POST', url: '/backend/api/refresh-token', payload: { refreshToken: 42 } }),
      422,
      'VALIDATION_FAILED',
    );
  });

  it('refuses a username that is not an e-mail with 422 and the notValidUsername field error, not a 401', async () => {
    for (const username of ['pas-un-email', 'investisseur@', '@demo.cri.ma', 'a b@demo.cri.ma']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/backend/api/login',
        payload: { username, password: 'Demo@CRI2026', captchaId: 'c', captchaAnswer: 'd' },
      });
      expectError(res, 422, 'VALIDATION_FAILED');
      expect(res.json().fieldErrors).toEqual([{ field: 'body.username', messageKey: 'errors.field.notValidUsername' }]);
    }
    // A real message in both languages, not the key.
    expect(translate('errors.field.notValidUsername', 'fr')).toBe('Veuillez vérifier votre adresse e-mail');
    expect(translate('errors.field.notValidUsername', 'ar')).not.toBe('errors.field.notValidUsername');
  });

  it('answers a missing captcha with 422 INVALID_CAPTCHA on the answer field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/backend/api/login', payload: { username: 'a@b.ma', password: 'x' } });
    expectError(res, 422, 'INVALID_CAPTCHA');
    expect(res.json().fieldErrors).toEqual([{ field: 'captchaAnswer', messageKey: 'errors.INVALID_CAPTCHA' }]);
  });

  it('refuses an unsigned token (alg none)', async () => {
    const [header, payload] = accessToken.split('.');
    expect(header).toBeDefined();
    expectError(await withToken(`${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`), 401, 'TOKEN_INVALID');
  });

  it('refuses tokens of another algorithm or key', async () => {
    const claims = decodeJwt(accessToken);
    const hs512 = await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).sign(new Uint8Array(64).fill(7));
    expectError(await withToken(hs512), 401, 'TOKEN_INVALID');
    const { privateKey } = await generateKeyPair('RS256');
    const rs256 = await new SignJWT(claims).setProtectedHeader({ alg: 'RS256' }).sign(privateKey);
    expectError(await withToken(rs256), 401, 'TOKEN_INVALID');
  });

  it('refuses a wrong signature and a tampered payload', async () => {
    const [header, payload, signature = ''] = accessToken.split('.');
    const flipped = signature.slice(0, 10) + (signature[10] === 'A' ? 'B' : 'A') + signature.slice(11);
    expectError(await withToken(`${header}.${payload}.${flipped}`), 401, 'TOKEN_INVALID');
    const elevated = b64({ ...decodeJwt(accessToken), roles: ['ROLE_NATIONAL_SUPPORT'] });
    expectError(await withToken(`${header}.${elevated}.${signature}`), 401, 'TOKEN_INVALID');
  });

  it('refuses an expired token', async () => {
    const claims = await t.signer.verify(accessToken);
    const expired = await t.signer.sign(claims, new Date(Date.now() - 16 * 60_000));
    expectError(await withToken(expired), 401, 'TOKEN_INVALID');
  });

  it('does not mix the two kinds of token', async () => {
    expectError(await withToken(refreshToken), 401, 'TOKEN_INVALID');
    const res = await t.app.inject({ method: 'POST', url: '/backend/api/refresh-token', payload: { refreshToken: accessToken } });
    expectError(res, 401, 'TOKEN_INVALID');
  });

  it('refuses an authorization header that is not a bearer token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/backend/api/users/logout',
      headers: { authorization: 'Basic aW52ZXN0aXNzZXVyOnB3ZA==' },
    });
    expectError(res, 401, 'TOKEN_INVALID');
  });

  it('answers an over-long password with 422, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/backend/api/login',
      payload: { username: 'investisseur@demo.cri.ma', password: 'A'.repeat(500_000), captchaId: 'c', captchaAnswer: 'd' },
    });
    expectError(res, 422, 'VALIDATION_FAILED');
  });
});
