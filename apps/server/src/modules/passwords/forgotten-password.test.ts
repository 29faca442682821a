import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailTo, linkOf } from '../../mail/testing.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { FORGOTTEN_PASSWORD_MIN_MS } from './forgotten-password-service.ts';
import { forgotten, post } from './test-helpers.ts';

describe('POST /users/forgotten-password', () => {
  let t: TestApp;
  // 10:00 in Casablanca (UTC+1): 14 hours to midnight.
  const clock = new Date('2026-11-20T09:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(async () => t.close());

  it('mails a single-use reset link and answers the count of the day', async () => {
    const res = await forgotten(t, 'Investisseur@demo.cri.ma');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ totalAttemptsSendUpdatePassword: 1 });
    const link = linkOf(await lastMailTo(t.app, 'investisseur@demo.cri.ma'));
    expect(link.pathname).toBe('/reset-password');
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{43}$/);
  });

  it('answers 404 ACCOUNT_NOT_FOUND for an unknown account, as slowly as for a known one', async () => {
    const started = Date.now();
    const res = await forgotten(t, 'personne@demo.cri.ma');
    expect(Date.now() - started).toBeGreaterThanOrEqual(FORGOTTEN_PASSWORD_MIN_MS - 5);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errorCode: 'ACCOUNT_NOT_FOUND', messageKey: 'errors.ACCOUNT_NOT_FOUND' });
    expect(res.json().message).toMatch(/n'existe pas/);
  });

  it('answers 422 to a wrong captcha, with the attempts of the day', async () => {
    const res = await forgotten(t, 'investisseur@demo.cri.ma', 'wrong');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errorCode: 'INVALID_CAPTCHA', totalAttemptsSendUpdatePassword: 1 });
    expect(res.json().fieldErrors).toEqual([{ field: 'captchaAnswer', messageKey: 'errors.INVALID_CAPTCHA' }]);
  });

  it('refuses malformed bodies with 422 field errors', async () => {
    const res = await post(t, '/users/forgotten-password', { username: 'x@y.ma', captchaId: '', captchaAnswer: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errorCode).toBe('VALIDATION_FAILED');
  });

  it('limits an account to 3 mails per day (429, Retry-After until midnight), across a restart', async () => {
    const user = 'investisseur.expiration@demo.cri.ma';
    expect((await forgotten(t, user)).json()).toEqual({ totalAttemptsSendUpdatePassword: 1 });
    expect((await forgotten(t, user)).json()).toEqual({ totalAttemptsSendUpdatePassword: 2 });
    // A second instance (or the same app restarted) on the same database sees the same count.
    const other = await createTestApp({ now: () => clock, sameDatabaseAs: t });
    try {
      expect((await forgotten(other, user)).json()).toEqual({ totalAttemptsSendUpdatePassword: 3 });
      const refused = await forgotten(other, user);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe(String(14 * 3600));
      expect(refused.json()).toMatchObject({ errorCode: 'TOO_MANY_REQUESTS', totalAttemptsSendUpdatePassword: 3 });
      expect(refused.json().message).toMatch(/Réessayez dans 14 heures\.$/);
    } finally {
      await other.close();
    }
    expect((await forgotten(t, user)).statusCode).toBe(429);
    // Another account is not affected.
    expect((await forgotten(t, 'conseiller.casa@demo.cri.ma')).statusCode).toBe(200);
  });

  it('counts again from zero the next Moroccan day', async () => {
    const user = 'investisseur.expiration@demo.cri.ma';
    const saved = clock.getTime();
    clock.setTime(new Date('2026-11-20T23:00:01Z').getTime()); // 00:00:01 on 21 November in Casablanca
    try {
      expect((await forgotten(t, user)).json()).toEqual({ totalAttemptsSendUpdatePassword: 1 });
    } finally {
      clock.setTime(saved);
    }
  });
});
