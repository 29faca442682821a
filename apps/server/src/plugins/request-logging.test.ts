import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { isWebAppRequest } from './request-logging.ts';

interface LogLine {
  level: number;
  msg: string;
  req?: { url: string };
  res?: { statusCode: number };
}

/** An app serving a tiny built web app, its log lines captured. */
async function appWithLogs(env: Record<string, string>) {
  const dist = mkdtempSync(join(tmpdir(), 'cri-logs-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Portail CRI</title>');
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1);');
  const stream = new PassThrough();
  let text = '';
  stream.on('data', (chunk: Buffer) => {
    text += chunk.toString('utf8');
  });
  const t = await createTestApp({ webDistDir: dist, logStream: stream, env });
  const lines = async (): Promise<LogLine[]> => {
    await new Promise((r) => setTimeout(r, 50));
    return text
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as LogLine);
  };
  /** The lines of the request whose incoming line names this URL (pino ties them by reqId). */
  const linesOf = async (url: string) => {
    const all = (await lines()) as (LogLine & { reqId?: string })[];
    const ids = new Set(all.filter((l) => l.req?.url === url).map((l) => l.reqId));
    return all.filter((l) => l.reqId !== undefined && ids.has(l.reqId));
  };
  return { t, linesOf };
}

const browse = async (t: TestApp) => {
  expect((await t.app.inject({ method: 'GET', url: '/assets/app.js' })).statusCode).toBe(200);
  expect((await t.app.inject({ method: 'GET', url: '/projects/12/infos' })).statusCode).toBe(200);
  expect((await t.app.inject({ method: 'GET', url: '/backend/api/dates/offset' })).statusCode).toBe(200);
};

describe('request log lines (issue 13: one line per static asset at the default level)', () => {
  describe('at the default level (info)', () => {
    let app: Awaited<ReturnType<typeof appWithLogs>>;
    beforeAll(async () => {
      app = await appWithLogs({});
      await browse(app.t);
    });
    afterAll(() => app.t.close());

    it('writes no line for a static asset or a web page', async () => {
      expect(await app.linesOf('/assets/app.js')).toEqual([]);
      expect(await app.linesOf('/projects/12/infos')).toEqual([]);
    });

    it('writes the incoming and completed lines of an API request', async () => {
      const api = await app.linesOf('/backend/api/dates/offset');
      expect(api.map((l) => [l.level, l.msg])).toEqual([
        [30, 'incoming request'],
        [30, 'request completed'],
      ]);
    });
  });

  describe('when asked', () => {
    const opened: TestApp[] = [];
    afterAll(async () => {
      for (const t of opened) await t.close();
    });

    it('LOG_STATIC=true logs the assets at info like the API', async () => {
      const app = await appWithLogs({ LOG_STATIC: 'true' });
      opened.push(app.t);
      await browse(app.t);
      expect((await app.linesOf('/assets/app.js')).map((l) => l.level)).toEqual([30, 30]);
    });

    it('LOG_LEVEL=debug shows the assets as debug lines', async () => {
      const app = await appWithLogs({ LOG_LEVEL: 'debug' });
      opened.push(app.t);
      await browse(app.t);
      expect((await app.linesOf('/assets/app.js')).map((l) => [l.level, l.msg])).toEqual([
        [20, 'incoming request'],
        [20, 'request completed'],
      ]);
      expect((await app.linesOf('/backend/api/dates/offset')).map((l) => l.level)).toEqual([30, 30]);
    });
  });

  it('tells the web app from the API by the path only', () => {
    expect(isWebAppRequest('/assets/index-abc.js')).toBe(true);
    expect(isWebAppRequest('/projects/3/details?tab=2')).toBe(true);
    expect(isWebAppRequest('/?redirect=/backend/api/dates/offset')).toBe(true);
    expect(isWebAppRequest('/backend/apis')).toBe(true);
    expect(isWebAppRequest('/backend/api')).toBe(false);
    expect(isWebAppRequest('/backend/api/dates/offset')).toBe(false);
    expect(isWebAppRequest('/backend/api/docs/static/index.html')).toBe(false);
  });
});
