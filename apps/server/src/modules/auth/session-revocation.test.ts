import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { captchaFields, NEW_PASSWORD } from '../passwords/test-helpers.ts';
import { revokeUserSessions } from './refresh-tokens.ts';
import { SESSION_CACHE_MS } from './session-liveness.ts';

const API = '/backend/api';
const INVESTOR = 'investisseur@demo.cri.ma';

/**
 * Issue 12: an access token stops working as soon as its session ends, not when it expires 15 minutes later.
 * Each test signs in afresh (loginAs with fresh: true), since it ends the sessions it opens.
 */
describe('ending a session refuses its access token at once', () => {
  let t: TestApp;
  const clock = new Date('2026-11-23T09:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(() => t.close());

  const read = (who: LoggedIn) => t.app.inject({ method: 'GET', url: `${API}/notifications/current-user`, headers: who.headers });
  const expectRefused = async (who: LoggedIn) => {
    const res = await read(who);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 401, errorCode: 'TOKEN_INVALID' });
  };
  const setEnabled = (username: string, enabled: boolean) =>
    t.database.db.update(users).set({ enabled }).where(eq(users.username, username));
  const later = (ms: number) => clock.setTime(clock.getTime() + ms);

  it('after logout, while another session of the same account goes on', async () => {
    const session = await loginAs(t, INVESTOR, { fresh: true });
    const other = await loginAs(t, INVESTOR, { fresh: true });
    expect((await read(session)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: `${API}/users/logout`, headers: session.headers });
    expect(out.statusCode).toBe(204);
    await expectRefused(session);
    expect((await read(other)).statusCode).toBe(200);
    // A public route treats the ended session's token as no token at all.
    const pub = await t.app.inject({ method: 'GET', url: `${API}/regions`, headers: session.headers });
    expect(pub.statusCode).toBe(200);
  });

  it('after a security-code reset by support', async () => {
    const advisor = await loginAs(t, 'conseiller.rabat@demo.cri.ma', { fresh: true });
    const support = await loginAs(t, 'support.national@demo.cri.ma', { fresh: true });
    expect((await read(advisor)).statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'conseiller.rabat@demo.cri.ma'));
    const reset = await t.app.inject({
      method: 'PUT',
      url: `${API}/national-support/reset-otp/${row?.id}`,
      payload: { accountType: 'ADVISOR' },
      headers: support.headers,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await expectRefused(advisor);
    expect((await read(support)).statusCode).toBe(200);
  });

  it('after a password change: the other sessions end, the new tokens work', async () => {
    const other = await loginAs(t, 'investisseur.expiration@demo.cri.ma', { fresh: true });
    const mine = await loginAs(t, 'investisseur.expiration@demo.cri.ma', { fresh: true });
    expect((await read(other)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/users/change-password`,
      payload: { password: NEW_PASSWORD, lastPassword: 'Demo@CRI2026', ...(await captchaFields(t)) },
      headers: mine.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    await expectRefused(other);
    await expectRefused(mine);
    const fresh = res.json<{ accessToken: string }>().accessToken;
    const next = await t.app.inject({
      method: 'GET',
      url: `${API}/notifications/current-user`,
      headers: { authorization: `Bearer ${fresh}` },
    });
    expect(next.statusCode).toBe(200);
  });

  it('after deactivation: at once when the sessions are ended, within the cache window when only the flag is cleared', async () => {
    const username = 'conseiller.casa@demo.cri.ma';
    const used = await loginAs(t, username, { fresh: true });
    const unused = await loginAs(t, username, { fresh: true });
    expect((await read(used)).statusCode).toBe(200);
    await setEnabled(username, false);
    // Not yet asked about on this instance: the database answers.
    await expectRefused(unused);
    // Its answer was kept for a few seconds: the flag alone takes effect once they pass.
    later(SESSION_CACHE_MS + 1);
    await expectRefused(used);

    await setEnabled(username, true);
    later(30_000);
    const again = await loginAs(t, username, { fresh: true });
    expect((await read(again)).statusCode).toBe(200);
    // What a deactivation does: clear the flag and end the sessions, so the refusal is immediate.
    await setEnabled(username, false);
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
    await revokeUserSessions(t.database.db, row?.id ?? 0, clock);
    await expectRefused(again);
    await setEnabled(username, true);
  });
});
