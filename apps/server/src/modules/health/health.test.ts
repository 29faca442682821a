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
