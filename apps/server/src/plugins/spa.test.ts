import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

describe('web app serving and security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'cri-spa-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Portail CRI</title>');
    t = await createTestApp({ webDistDir: dist });
  });
  afterAll(() => t.close());

  it('answers deep links with index.html (history fallback), uncached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/projects/12/infos?tab=1' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Portail CRI');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('keeps the JSON error shape for unknown API paths and missing files', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/backend/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ errorCode: 'NOT_FOUND' });
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
