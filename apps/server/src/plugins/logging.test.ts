import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-accounts.ts';
import { demoUser, loginAs } from '../test/login.ts';
import { createTestApp, TEST_CAPTCHA_ANSWER, type TestApp } from '../test/test-app.ts';

/** Request logs must never contain passwords, tokens or codes (they are written, then read back here). */
describe('request logs', () => {
  let t: TestApp;
  let logs = '';
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => {
      logs += chunk.toString('utf8');
    });
    t = await createTestApp({ logStream: stream });
  });
  afterAll(() => t.close());

  it('hold the requests but none of the secrets that went through them', async () => {
    const staff = await loginAs(t, demoUser('ROLE_ADVISOR', 2));
    await t.app.inject({ method: 'GET', url: '/backend/api/validateOtp?secureCode=123456', headers: staff.headers });
    await t.app.inject({ method: 'GET', url: '/backend/api/health?token=secret-token-value&refreshToken=abc' });
    await t.app.inject({
      method: 'POST',
      url: '/backend/api/refresh-token',
      payload: { refreshToken: staff.refreshToken },
    });
    await new Promise((r) => setTimeout(r, 50));

    expect(logs).toContain('/backend/api/login');
    expect(logs).toContain('/backend/api/validateOtp');
    for (const secret of [
      DEMO_PASSWORD,
      TEST_CAPTCHA_ANSWER,
      staff.accessToken,
      staff.refreshToken,
      'secret-token-value',
      'secureCode=123456',
    ]) {
      expect(logs).not.toContain(secret);
    }
  });
});
