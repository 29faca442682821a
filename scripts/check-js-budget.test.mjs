import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_START_SRC, BUDGET_KB, checkJsBudget, HOME_PAGE_SRC, homeInitialJs } from './check-js-budget.mjs';

/** A fake Vite build: random bytes do not compress, so a file of n KB weighs about n KB compressed. */
function fixture({
  entryKb = 4,
  islandKb = 2,
  appKb = 150,
  homeKb = 5,
  lazyKb = 400,
  catalogueKb = 10,
  preloadLazy = false,
  appStatic = false,
  bootKb = 0,
} = {}) {
  const dist = mkdtempSync(join(tmpdir(), 'js-budget-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  const write = (file, kb) => writeFileSync(join(dist, file), randomBytes(kb * 1024));
  write('assets/index.js', entryKb);
  write('assets/island.js', islandKb);
  write('assets/start-app.js', appKb);
  write('assets/react.js', 60);
  write('assets/home.js', homeKb);
  write('assets/admin-page.js', lazyKb);
  write('assets/i18n-fr.js', catalogueKb);
  write('assets/i18n-fr-rest.js', 300);
  const manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      // An entry importing the app statically (appStatic) is the mistake the gate is for.
      imports: ['_island.js', ...(appStatic ? [APP_START_SRC] : [])],
      dynamicImports: [...(appStatic ? [] : [APP_START_SRC])],
    },
    '_island.js': { file: 'assets/island.js' },
    '_react.js': { file: 'assets/react.js' },
    [APP_START_SRC]: {
      file: 'assets/start-app.js',
      isDynamicEntry: true,
      imports: ['_react.js'],
      dynamicImports: [HOME_PAGE_SRC, 'src/admin.tsx', '_i18n-fr.js', '_i18n-fr-rest.js'],
    },
    [HOME_PAGE_SRC]: { file: 'assets/home.js', isDynamicEntry: true, imports: ['_react.js'] },
    'src/admin.tsx': { file: 'assets/admin-page.js', isDynamicEntry: true, imports: ['_react.js'] },
    '_i18n-fr.js': { file: 'assets/i18n-fr.js', name: 'i18n-fr' },
    '_i18n-fr-rest.js': { file: 'assets/i18n-fr-rest.js', name: 'i18n-fr-rest' },
  };
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  const preloads = ['assets/island.js', ...(preloadLazy ? ['assets/admin-page.js'] : [])];
  if (bootKb) write('boot.js', bootKb);
  const boot = bootKb ? '<script src="/boot.js"></script>' : '';
  writeFileSync(
    join(dist, 'index.html'),
    `${boot}<script type="module" crossorigin src="/assets/index.js"></script>${preloads.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('')}`,
  );
  return dist;
}

const quiet = () => {};

describe('check-js-budget', () => {
  it('is 120 KB gzip (issue 22)', () => {
    expect(BUDGET_KB).toBe(120);
  });

  it("counts the entry and its static imports, not the app it imports on the hand-over nor the lazy pages; prints the hand-over's cost", () => {
    const result = homeInitialJs(fixture());
    expect(result.files.map((f) => f.file).sort()).toEqual(['assets/index.js', 'assets/island.js']);
    expect(result.gzip).toBeGreaterThan(5 * 1024);
    expect(result.gzip).toBeLessThan(8 * 1024);
    // The app's start, React and the home page's chunk, and the first-paint catalogue: printed, not counted.
    expect(result.handOver?.files.map((f) => f.file).sort()).toEqual([
      'assets/home.js',
      'assets/i18n-fr.js',
      'assets/react.js',
      'assets/start-app.js',
    ]);
    expect(checkJsBudget(fixture(), 120, quiet)).toBe(0);
  });

  it('counts a classic script of index.html (boot.js of the prerendered page) and prints it as what runs before the first paint', () => {
    const result = homeInitialJs(fixture({ bootKb: 2 }));
    expect(result.files.map((f) => f.file)).toContain('boot.js');
    expect(result.beforePaint.map((f) => f.file)).toEqual(['boot.js']);
    expect(result.gzip).toBeGreaterThan(homeInitialJs(fixture()).gzip + 1024);
    expect(checkJsBudget(fixture({ entryKb: 110 }), 120, quiet)).toBe(0);
    expect(checkJsBudget(fixture({ bootKb: 10, entryKb: 110 }), 120, quiet)).toBe(1);
  });

  it('fails when the initial JS is over the budget, the gzip figure being the one judged', () => {
    expect(checkJsBudget(fixture({ entryKb: 100, islandKb: 30 }), 120, quiet)).toBe(1);
    // An entry that imports the app statically brings it into the count.
    expect(checkJsBudget(fixture({ appStatic: true }), 120, quiet)).toBe(1);
  });

  it('fails when index.html preloads JS the count missed, or the build cannot be read', () => {
    expect(checkJsBudget(fixture({ preloadLazy: true }), 120, quiet)).toBe(1);
    expect(checkJsBudget(mkdtempSync(join(tmpdir(), 'js-budget-empty-')), 120, quiet)).toBe(1);
  });
});
