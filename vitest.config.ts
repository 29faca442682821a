import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Test files that need a fresh module graph: they replace modules with `vi.mock` (the route collector
 * wraps fastify), spy on module functions, or read module-level state such as the captcha store.
 */
const NEEDS_FRESH_MODULES = [
  'apps/server/src/test/access-matrix.test.ts',
  'apps/server/src/test/region-isolation.test.ts',
  'apps/server/src/test/fuzz-routes.test.ts',
  'apps/server/src/test/upload-routes.test.ts',
  'apps/server/src/plugins/auth.test.ts',
  'apps/server/src/modules/auth/captcha.test.ts',
  'apps/server/src/modules/auth/sign-in.test.ts',
  'apps/server/src/jobs/scheduler.test.ts',
  'apps/web/src/features/landing/pages/home-page.test.tsx',
];

/** Unit and API tests (Playwright browser tests live in apps/web/e2e and run separately). */
export default defineConfig({
  test: {
    // Migrates and seeds the server tests' database once per run; each file starts from a copy.
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default leaves a core idle (one worker on 2 cores); `--maxWorkers=1` overrides it.
    maxWorkers: availableParallelism(),
    projects: [
      {
        // Server, shared and script tests share each worker's imported modules: importing the app
        // anew for every file took more time than the tests themselves (docs/quality.md).
        extends: true,
        test: {
          name: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'scripts/**/*.test.mjs'],
          exclude: NEEDS_FRESH_MODULES,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'isolated',
          include: NEEDS_FRESH_MODULES,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          exclude: NEEDS_FRESH_MODULES,
          setupFiles: ['apps/web/src/test/between-files.ts'],
          isolate: false,
        },
      },
    ],
  },
});
