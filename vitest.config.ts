import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** Unit and API tests (Playwright browser tests live in apps/web/e2e and run separately). */
export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/server/src/**/*.test.ts',
      'apps/web/src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.mjs',
    ],
    // Migrates and seeds the server tests' database once per run; each file starts from a copy.
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default leaves a core idle (one worker on 2 cores); `--maxWorkers=1` overrides it.
    maxWorkers: availableParallelism(),
  },
});
