import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { tryLogin } from '../passwords/test-helpers.ts';
import { THROTTLE_MAX_DELAY_SECONDS, throttleDelaySeconds } from './sign-in-throttle.ts';

describe('login throttling', () => {
  let t: TestApp;
  const clock = new Date('2026-11-21T09:00:00Z');
  const wait = (seconds: number) => clock.setTime(clock.getTime() + seconds * 1000);
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(async () => t.close());

  const failTimes = async (app: TestApp, user: string, n: number) => {
    for (let i = 0; i < n; i++) expect((await tryLogin(app, user, 'Wrong-pass-1')).statusCode).toBe(401);
  };

  it('doubles the delay after 5 failures and caps it at 15 minutes', () => {
    expect([4, 5, 6, 7, 9, 10, 50].map(throttleDelaySeconds)).toEqual([0, 30, 60, 120, 480, 900, 900]);
    expect(THROTTLE_MAX_DELAY_SECONDS).toBe(900);
  });

  it('slows an account down after 5 wrong passwords (429 + Retry-After), even with the right one', async () => {
    const user = 'investisseur@demo.cri.ma';
    await failTimes(t, user, 5);
    const refused = await tryLogin(t, user, DEMO_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.json()).toMatchObject({ errorCode: 'SIGN_IN_THROTTLED', retryAfterSeconds: 30 });
    // Other accounts are not affected.
    expect((await tryLogin(t, 'investisseur.expiration@demo.cri.ma', DEMO_PASSWORD)).statusCode).toBe(200);
    wait(30);
    await failTimes(t, user, 1);
    expect((await tryLogin(t, user, DEMO_PASSWORD)).headers['retry-after']).toBe('60');
    wait(60);
    // The right password after the wait signs in and ends the streak.
    expect((await tryLogin(t, user, DEMO_PASSWORD)).statusCode).toBe(200);
    await failTimes(t, user, 4);
    expect((await tryLogin(t, user, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('never locks for more than 15 minutes, and keeps the streak across instances', async () => {
    const user = 'conseiller.casa@demo.cri.ma';
    await failTimes(t, user, 5);
    const other = await createTestApp({ now: () => clock, sameDatabaseAs: t });
    try {
      expect((await tryLogin(other, user, DEMO_PASSWORD)).statusCode).toBe(429);
      for (let i = 0; i < 8; i++) {
        wait(THROTTLE_MAX_DELAY_SECONDS);
        await failTimes(other, user, 1);
      }
      const refused = await tryLogin(t, user, DEMO_PASSWORD);
      expect(refused.headers['retry-after']).toBe(String(THROTTLE_MAX_DELAY_SECONDS));
      wait(THROTTLE_MAX_DELAY_SECONDS);
      expect((await tryLogin(t, user, DEMO_PASSWORD)).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('throttles unknown names the same way, so a 429 reveals no account', async () => {
    await failTimes(t, 'personne@demo.cri.ma', 5);
    expect((await tryLogin(t, 'personne@demo.cri.ma', DEMO_PASSWORD)).statusCode).toBe(429);
  });

  it('forgets a streak after an hour without failures', async () => {
    const user = 'membre.casa@demo.cri.ma';
    await failTimes(t, user, 4);
    wait(3601);
    await failTimes(t, user, 4);
    expect((await tryLogin(t, user, DEMO_PASSWORD)).statusCode).toBe(200);
  });
});
