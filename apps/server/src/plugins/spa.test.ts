import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const SCRIPT = `console.log(${JSON.stringify('portail '.repeat(2000))});`;

describe('web app serving and security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'cri-spa-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Portail CRI</title>');
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'app.js'), SCRIPT);
    writeFileSync(join(dist, 'assets', 'app.js.br'), brotliCompressSync(SCRIPT));
    t = await createTestApp({ webDistDir: dist });
  });
  afterAll(() => t.close());

  it('answers deep links with index.html (history fallback), uncached, from a build without app.html', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/projects/12/infos?tab=1' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Portail CRI');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it("answers `/` with the prerendered home page and any other address with the app's page, both uncached", async () => {
    const dist = mkdtempSync(join(tmpdir(), 'cri-spa-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>home page prerendered</title>');
    writeFileSync(join(dist, 'app.html'), '<!doctype html><title>app</title>');
    const both = await createTestApp({ webDistDir: dist });
    try {
      const home = await both.app.inject({ method: 'GET', url: '/?lang=ar' });
      expect(home.body).toContain('home page prerendered');
      for (const url of ['/dashboard', '/projects/12/infos?tab=1', '/login']) {
        const res = await both.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toContain('<title>app</title>');
        expect(res.headers['cache-control'], url).toBe('no-cache');
      }
    } finally {
      await both.close();
    }
  });

  it('keeps the JSON error shape for unknown API paths and missing files', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/backend/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ errorCode: 'NOT_FOUND' });
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('sends the brotli copy of an asset to a browser that accepts it, the original to one that does not', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/assets/app.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    const plain = await t.app.inject({ method: 'GET', url: '/assets/app.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
