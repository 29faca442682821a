import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('GET /backend/api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/backend/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: { ok: true } });
  });

  it('answers probes with nosniff and no-store only; every other response keeps the browser directives', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/backend/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-security-policy']).toBeUndefined();
    const other = await t.app.inject({ method: 'GET', url: '/backend/api/captcha' });
    expect(other.headers['content-security-policy']).toContain("default-src 'self'");
    expect(other.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(other.headers['strict-transport-security']).toBeDefined();
  });

  it('answers unknown API paths with the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/backend/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, errorCode: 'NOT_FOUND', messageKey: 'errors.NOT_FOUND' });
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/backend/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty('/backend/api/health');
  });
});

describe('GET /backend/api/health when the database fails', () => {
  it('answers 503 degraded', async () => {
    const t = await createTestApp();
    try {
      t.database.ping = () => Promise.reject(new Error('down'));
      // A fresh app: the probe has not checked yet.
      const res = await t.app.inject({ method: 'GET', url: '/backend/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'degraded', database: { ok: false } });
    } finally {
      await t.close();
    }
  });
});

describe('GET /backend/api/health logs', () => {
  it('writes no request line per probe, while other requests are logged', async () => {
    let logs = '';
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => {
      logs += chunk.toString('utf8');
    });
    const t = await createTestApp({ logStream: stream });
    try {
      for (let i = 0; i < 3; i++)
        expect((await t.app.inject({ method: 'GET', url: '/backend/api/health' })).statusCode).toBe(200);
      await t.app.inject({ method: 'GET', url: '/backend/api/captcha' });
      await new Promise((r) => setTimeout(r, 50));
      expect(logs).toContain('/backend/api/captcha');
      expect(logs).not.toContain('/backend/api/health');
    } finally {
      await t.close();
    }
  });
});
