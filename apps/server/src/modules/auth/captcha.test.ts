import { CAPTCHA_TTL_SECONDS } from '@cri/shared/limits';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { captchas } from '../../db/schema/accounts.ts';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.ts';
import { createTestApp, TEST_CAPTCHA_ANSWER, type TestApp } from '../../test/test-app.ts';
import { checkCaptcha, createCaptcha } from './captcha.ts';

// A known text for the one test that answers the real captcha rather than the test answer.
vi.mock('svg-captcha', () => ({
  default: { create: () => ({ text: 'aB3xY', data: '<svg xmlns="http://www.w3.org/2000/svg"/>' }) },
}));

const INVALID_CAPTCHA = {
  status: 422,
  errorCode: 'INVALID_CAPTCHA',
  messageKey: 'errors.INVALID_CAPTCHA',
  fieldErrors: [{ field: 'captchaAnswer', messageKey: 'errors.INVALID_CAPTCHA' }],
};

describe('captcha', () => {
  let t: TestApp;
  let clock = new Date('2026-03-02T09:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(() => t.close());

  const newCaptcha = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/backend/api/captcha' });
    expect(res.statusCode).toBe(200);
    return res.json<{ captchaId: string; image: string }>();
  };
  const login = (captcha: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/backend/api/login',
      payload: { username: 'investisseur@demo.cri.ma', password: DEMO_PASSWORD, ...captcha },
    });

  it('serves an SVG image and a uuid, never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/backend/api/captcha' });
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<{ captchaId: string; image: string }>();
    expect(body.captchaId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.image).toContain('<svg');
    const [stored] = await t.database.db.select().from(captchas);
    expect(stored?.answerHash).not.toContain('aB3xY');
  });

  it('accepts the real answer whatever its case, once', async () => {
    const db = t.database.db;
    const { captchaId } = await createCaptcha(db, clock);
    await expect(
      checkCaptcha(db, { captchaId, captchaAnswer: ' AB3XY ' }, { now: clock, testAnswer: undefined }),
    ).resolves.toBeUndefined();
    await expect(
      checkCaptcha(db, { captchaId, captchaAnswer: 'aB3xY' }, { now: clock, testAnswer: undefined }),
    ).rejects.toMatchObject({
      code: 'INVALID_CAPTCHA',
    });
    const other = await createCaptcha(db, clock);
    await expect(
      checkCaptcha(db, { captchaId: other.captchaId, captchaAnswer: 'wrong' }, { now: clock, testAnswer: undefined }),
    ).rejects.toMatchObject({ code: 'INVALID_CAPTCHA' });
  });

  it('is single use: consumed by a wrong answer as by a right one', async () => {
    const wrongFirst = await newCaptcha();
    expect((await login({ captchaId: wrongFirst.captchaId, captchaAnswer: 'nope' })).json()).toMatchObject(INVALID_CAPTCHA);
    const retry = await login({ captchaId: wrongFirst.captchaId, captchaAnswer: TEST_CAPTCHA_ANSWER });
    expect(retry.statusCode).toBe(422);

    const rightFirst = await newCaptcha();
    expect((await login({ captchaId: rightFirst.captchaId, captchaAnswer: TEST_CAPTCHA_ANSWER })).statusCode).toBe(200);
    const replay = await login({ captchaId: rightFirst.captchaId, captchaAnswer: TEST_CAPTCHA_ANSWER });
    expect(replay.json()).toMatchObject(INVALID_CAPTCHA);
  });

  it('expires after 10 minutes', async () => {
    const fresh = await newCaptcha();
    const stale = await newCaptcha();
    clock = new Date(clock.getTime() + (CAPTCHA_TTL_SECONDS - 1) * 1000);
    expect((await login({ captchaId: fresh.captchaId, captchaAnswer: TEST_CAPTCHA_ANSWER })).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 2000);
    expect((await login({ captchaId: stale.captchaId, captchaAnswer: TEST_CAPTCHA_ANSWER })).json()).toMatchObject(
      INVALID_CAPTCHA,
    );
  });

  it('answers a missing, empty, unknown or malformed captcha with 422 before looking at the password', async () => {
    const { captchaId } = await newCaptcha();
    const cases = [
      {},
      { captchaId },
      { captchaId, captchaAnswer: '' },
      { captchaId: '00000000-0000-4000-8000-000000000000', captchaAnswer: TEST_CAPTCHA_ANSWER },
      { captchaId: 'not-a-uuid', captchaAnswer: TEST_CAPTCHA_ANSWER },
    ];
    for (const captcha of cases) {
      const res = await login(captcha);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject(INVALID_CAPTCHA);
    }
  });

  it('purges expired and used captchas when a new one is made', async () => {
    await newCaptcha();
    clock = new Date(clock.getTime() + (CAPTCHA_TTL_SECONDS + 1) * 1000);
    const latest = await newCaptcha();
    const rows = await t.database.db.select({ id: captchas.id }).from(captchas);
    expect(rows).toEqual([{ id: latest.captchaId }]);
  });
});
