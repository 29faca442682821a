import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestApp, TEST_CAPTCHA_ANSWER, type TestApp } from '../test/test-app.ts';
import { loadEnv } from './env.ts';

const VERIFY = '/backend/api/esign/verify-request-to-sign-document';
/** The public signature check allows 20 calls per client and 10 minutes (modules/signatures/routes.ts). */
const LIMIT = 20;

/** Issue 12: X-Forwarded-For names the client only when the peer is a configured proxy. */
describe('TRUSTED_PROXIES and per-client limits', () => {
  let t: TestApp;
  let behindProxy: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp();
    const env = loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      CAPTCHA_TEST_ANSWER: TEST_CAPTCHA_ANSWER,
      DATA_DIR: './data-test',
      TRUSTED_PROXIES: '127.0.0.1',
    });
    behindProxy = await buildApp({ env, database: t.database, signer: t.signer });
    await behindProxy.ready();
  });
  afterAll(async () => {
    await behindProxy.close();
    await t.close();
  });

  /** Statuses of `count` calls, each claiming the client `forwardedFor(i)` and coming from `peer`. */
  const statuses = async (app: FastifyInstance, count: number, forwardedFor: (i: number) => string, peer = '127.0.0.1') => {
    const out: number[] = [];
    for (let i = 0; i < count; i++) {
      const res = await app.inject({
        method: 'POST',
        url: VERIFY,
        remoteAddress: peer,
        headers: { 'x-forwarded-for': forwardedFor(i) },
      });
      out.push(res.statusCode);
    }
    return out;
  };

  it('by default ignores the header: a client changing it still hits its limit', async () => {
    const answers = await statuses(t.app, LIMIT + 1, (i) => `203.0.113.${i}`);
    expect(answers.slice(0, LIMIT).every((s) => s !== 429)).toBe(true);
    expect(answers[LIMIT]).toBe(429);
  });

  it('behind a trusted proxy counts the client the proxy names', async () => {
    const varied = await statuses(behindProxy, LIMIT + 5, (i) => `198.51.100.${i}`);
    expect(varied).not.toContain(429);
    const same = await statuses(behindProxy, LIMIT + 1, () => '198.51.100.200');
    expect(same[LIMIT]).toBe(429);
  });

  it('ignores the header from a peer that is not a trusted proxy', async () => {
    const answers = await statuses(behindProxy, LIMIT + 1, (i) => `192.0.2.${i}`, '10.9.9.9');
    expect(answers[LIMIT]).toBe(429);
  });

  it('refuses a malformed list at start', () => {
    expect(() => loadEnv({ TRUSTED_PROXIES: '10.0.0.0/8, nonsense' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => loadEnv({ TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(/TRUSTED_PROXIES/);
    expect(loadEnv({ TRUSTED_PROXIES: '10.0.0.5, 10.1.0.0/16,::1,loopback' }).TRUSTED_PROXIES).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
      'loopback',
    ]);
    expect(loadEnv({}).TRUSTED_PROXIES).toEqual([]);
  });
});
