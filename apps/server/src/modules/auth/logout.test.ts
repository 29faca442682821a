import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, signInWithPassword } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('POST /users/logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const refresh = (refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/backend/api/refresh-token', payload: { refreshToken } });
  const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

  it('revokes the family of the refresh token sent in the x-refresh-token header', async () => {
    const session = await loginAs(t, 'investisseur@demo.cri.ma', { fresh: true });
    const other = await loginAs(t, 'investisseur@demo.cri.ma', { fresh: true });
    const res = await t.app.inject({
      method: 'POST',
      url: '/backend/api/users/logout',
      headers: { ...other.headers, 'x-refresh-token': session.refreshToken },
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });

  it('accepts the refresh token in the body', async () => {
    const session = await loginAs(t, 'investisseur@demo.cri.ma', { fresh: true });
    const res = await t.app.inject({
      method: 'POST',
      url: '/backend/api/users/logout',
      headers: session.headers,
      payload: { refreshToken: session.refreshToken },
    });
    expect(res.statusCode).toBe(204);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });

  it('ends the session of the access token even without a refresh token', async () => {
    const session = await loginAs(t, 'investisseur@demo.cri.ma', { fresh: true });
    const res = await t.app.inject({ method: 'POST', url: '/backend/api/users/logout', headers: session.headers });
    expect(res.statusCode).toBe(204);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });

  it('answers 204 for an unknown token and leaves other accounts alone', async () => {
    const mine = await loginAs(t, 'investisseur@demo.cri.ma', { fresh: true });
    const theirs = await loginAs(t, 'investisseur.expiration@demo.cri.ma', { fresh: true });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/backend/api/users/logout',
      headers: { ...mine.headers, 'x-refresh-token': 'unknown-token' },
    });
    expect(unknown.statusCode).toBe(204);
    await t.app.inject({
      method: 'POST',
      url: '/backend/api/users/logout',
      headers: { ...mine.headers, 'x-refresh-token': theirs.refreshToken },
    });
    expect((await refresh(theirs.refreshToken)).statusCode).toBe(200);
  });

  it('is open to staff before the security code', async () => {
    const preCode = await signInWithPassword(t, 'support.casa@demo.cri.ma');
    const res = await t.app.inject({
      method: 'POST',
      url: '/backend/api/users/logout',
      headers: { ...bearer(preCode.accessToken), 'x-refresh-token': preCode.refreshToken },
    });
    expect(res.statusCode).toBe(204);
    expect((await refresh(preCode.refreshToken)).statusCode).toBe(401);
  });

  it('needs a signed-in caller', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/backend/api/users/logout' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 401, errorCode: 'UNAUTHENTICATED', messageKey: 'errors.UNAUTHENTICATED' });
  });
});
