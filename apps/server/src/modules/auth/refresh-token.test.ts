import { REFRESH_TOKEN_TTL_SECONDS } from '@cri/shared/limits';
import { eq, lt } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, refreshTokens, users } from '../../db/schema/accounts.ts';
import { loginAs, signInWithPassword } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const TOKEN_INVALID = { status: 401, errorCode: 'TOKEN_INVALID', messageKey: 'errors.TOKEN_INVALID' };

describe('POST /refresh-token', () => {
  let t: TestApp;
  let clock = new Date('2026-03-02T09:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(() => t.close());

  const refresh = (refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/backend/api/refresh-token', payload: { refreshToken } });

  it('rotates: a new pair each time, in the same session', async () => {
    const first = await signInWithPassword(t, 'investisseur@demo.cri.ma');
    clock = new Date(clock.getTime() + 60_000);
    const res = await refresh(first.refreshToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const second = res.json<{ accessToken: string; refreshToken: string; expiresIn: number }>();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.accessToken).not.toBe(first.accessToken);
    const [a, b] = [decodeJwt(first.accessToken), decodeJwt(second.accessToken)];
    expect(b.sid).toBe(a.sid);
    expect(b.otp).toBe(true);
    expect((await refresh(second.refreshToken)).statusCode).toBe(200);
  });

  it('revokes the whole family when a spent token comes back', async () => {
    const first = await signInWithPassword(t, 'investisseur@demo.cri.ma');
    const second = (await refresh(first.refreshToken)).json<{ refreshToken: string }>();
    const reused = await refresh(first.refreshToken);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject(TOKEN_INVALID);
    // The legitimate holder's current token dies with the family.
    expect((await refresh(second.refreshToken)).json()).toMatchObject(TOKEN_INVALID);
  });

  it('refuses an expired refresh token, and the next sign-in purges the stale session', async () => {
    const tokens = await signInWithPassword(t, 'investisseur@demo.cri.ma');
    const sid = String(decodeJwt(tokens.accessToken).sid);
    clock = new Date(clock.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000 + 1000);
    expect((await refresh(tokens.refreshToken)).json()).toMatchObject(TOKEN_INVALID);
    const sessionRows = () => t.database.db.select().from(authSessions).where(eq(authSessions.id, sid));
    expect(await sessionRows()).toHaveLength(1);
    await signInWithPassword(t, 'investisseur@demo.cri.ma');
    expect(await sessionRows()).toHaveLength(0);
    expect(await t.database.db.select().from(refreshTokens).where(lt(refreshTokens.expiresAt, clock))).toEqual([]);
  });

  it('rebuilds the claims from the current account', async () => {
    const tokens = await signInWithPassword(t, 'membre.casa@demo.cri.ma');
    await t.database.db.update(users).set({ isFocalMember: true }).where(eq(users.username, 'membre.casa@demo.cri.ma'));
    const res = await refresh(tokens.refreshToken);
    expect(decodeJwt(res.json<{ accessToken: string }>().accessToken)).toMatchObject({ isFocalMember: true, otp: false });
  });

  it('keeps the security-code state of the session', async () => {
    const staff = await loginAs(t, 'conseiller.rabat@demo.cri.ma', { fresh: true });
    const res = await refresh(staff.refreshToken);
    expect(decodeJwt(res.json<{ accessToken: string }>().accessToken)).toMatchObject({ otp: true, firstConnection: false });
  });

  it('ends the session of a disabled account', async () => {
    const username = 'consultation.rabat@demo.cri.ma';
    const tokens = await signInWithPassword(t, username);
    await t.database.db.update(users).set({ enabled: false }).where(eq(users.username, username));
    expect((await refresh(tokens.refreshToken)).json()).toMatchObject(TOKEN_INVALID);
  });

  it('refuses an access token, an unknown token and an empty body', async () => {
    const tokens = await signInWithPassword(t, 'investisseur@demo.cri.ma');
    expect((await refresh(tokens.accessToken)).json()).toMatchObject(TOKEN_INVALID);
    expect((await refresh('x'.repeat(43))).json()).toMatchObject(TOKEN_INVALID);
    const empty = await t.app.inject({ method: 'POST', url: '/backend/api/refresh-token', payload: {} });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', fieldErrors: [{ field: 'body.refreshToken' }] });
  });
});
