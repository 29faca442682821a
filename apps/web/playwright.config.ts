import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests against the built portal (npm run build), started on its own port with a fresh
 * embedded database, demo accounts and a fixed captcha answer. Chromium is Debian's, its headless shell when
 * installed (scripts/ensure-chromium.mjs, decision 082): Playwright never downloads a browser.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium = process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
const port = Number(process.env.E2E_PORT ?? 8181);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'cri-e2e-'));
export const E2E_CAPTCHA_ANSWER = 'e2e-captcha';
/**
 * No trace by default: recording one for every test (to keep it on failure) took 40 % of the browser step's
 * time, the DOM snapshots alone 15 % (decision 119). A failed test still leaves its screenshot and the page's
 * accessibility snapshot (`error-context.md`). To chase a failure, `E2E_TRACE=snapshots` keeps a failed test's
 * trace with the DOM of each step, `E2E_TRACE=full` with the screencast too.
 */
const TRACES = {
  off: 'off',
  snapshots: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
  full: 'retain-on-failure',
} as const;
const trace = TRACES[(process.env.E2E_TRACE ?? 'off') as keyof typeof TRACES] ?? TRACES.off;

export default defineConfig({
  testDir: './e2e',
  outputDir: './e2e/.artifacts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  // Two browsers and the server share two cores: a page answering within 10 s is not a failure (decision 082).
  expect: { timeout: 10_000 },
  // The JSON report keeps each test's duration: where the browser step's time goes (docs/quality.md).
  reporter: [['list'], ['json', { outputFile: './e2e/.artifacts/report.json' }]],
  // Demo accounts sign in once per run (sessions.setup.ts); the specs resume those sessions (sessions.ts).
  projects: [
    { name: 'setup', testMatch: /sessions\.setup\.ts$/ },
    { name: 'chromium', dependencies: ['setup'] },
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'fr-FR',
    timezoneId: 'Africa/Casablanca',
    reducedMotion: (process.env.E2E_MOTION as 'reduce' | 'no-preference' | undefined) ?? 'reduce',
    trace,
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node ../server/dist/server.js',
    url: `http://127.0.0.1:${port}/backend/api/health`,
    reuseExistingServer: false,
    // A fresh embedded database migrates and seeds first: seconds on an idle machine, a minute on a busy one.
    timeout: 180_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      CAPTCHA_TEST_ANSWER: E2E_CAPTCHA_ANSWER,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
    },
  },
});
