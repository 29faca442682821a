import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkJsBudget, HOME_PAGE_SRC, homeInitialJs } from './check-js-budget.mjs';

/** A fake Vite build: random bytes do not compress, so a file of n KB weighs about n KB compressed. */
function fixture({
  entryKb = 10,
  sharedKb = 10,
  homeKb = 5,
  lazyKb = 400,
  catalogueKb = 5,
  preloadLazy = false,
  home = true,
  catalogue = true,
  bootKb = 0,
} = {}) {
  const dist = mkdtempSync(join(tmpdir(), 'js-budget-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  const write = (file, kb) => writeFileSync(join(dist, file), randomBytes(kb * 1024));
  write('assets/index.js', entryKb);
  write('assets/shared.js', sharedKb);
  write('assets/home.js', homeKb);
  write('assets/admin-page.js', lazyKb);
  write('assets/i18n-fr.js', catalogueKb);
  write('assets/i18n-fr-rest.js', 300);
  const manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_shared.js'],
      dynamicImports: ['src/admin.tsx', '_i18n-fr.js', '_i18n-fr-rest.js'],
    },
    '_shared.js': { file: 'assets/shared.js' },
    '_i18n-fr-rest.js': { file: 'assets/i18n-fr-rest.js', name: 'i18n-fr-rest' },
    'src/admin.tsx': { file: 'assets/admin-page.js', isDynamicEntry: true, imports: ['_shared.js'] },
  };
  if (catalogue) manifest['_i18n-fr.js'] = { file: 'assets/i18n-fr.js', name: 'i18n-fr' };
  if (home) manifest[HOME_PAGE_SRC] = { file: 'assets/home.js', isDynamicEntry: true, imports: ['_shared.js', 'index.html'] };
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  const preloads = ['assets/shared.js', ...(preloadLazy ? ['assets/admin-page.js'] : [])];
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
  it('counts the entry, its static imports, the home page and the first-paint translations, not the lazy pages nor the rest', () => {
    const result = homeInitialJs(fixture());
    expect(result.files.map((f) => f.file).sort()).toEqual([
      'assets/home.js',
      'assets/i18n-fr.js',
      'assets/index.js',
      'assets/shared.js',
    ]);
    expect(result.brotli).toBeGreaterThan(25 * 1024);
    expect(result.brotli).toBeLessThan(35 * 1024);
    expect(result.catalogue.file).toBe('assets/i18n-fr.js');
    expect(result.rest?.file).toBe('assets/i18n-fr-rest.js');
    expect(checkJsBudget(fixture(), 150, quiet)).toBe(0);
  });

  it('counts a classic script of index.html (boot.js of the prerendered page) and prints it as what runs before the first paint', () => {
    const result = homeInitialJs(fixture({ bootKb: 2 }));
    expect(result.files.map((f) => f.file)).toContain('boot.js');
    expect(result.beforePaint.map((f) => f.file)).toEqual(['boot.js']);
    expect(result.brotli).toBeGreaterThan(homeInitialJs(fixture()).brotli + 1024);
    expect(checkJsBudget(fixture({ entryKb: 128 }), 150, quiet)).toBe(0);
    expect(checkJsBudget(fixture({ bootKb: 3, entryKb: 128 }), 150, quiet)).toBe(1);
  });

  it('fails when the initial JS is over the budget', () => {
    expect(checkJsBudget(fixture({ entryKb: 100, sharedKb: 60 }), 150, quiet)).toBe(1);
    // The home page's own chunk counts too.
    expect(checkJsBudget(fixture({ homeKb: 140 }), 150, quiet)).toBe(1);
    // So do the first-paint translations.
    expect(checkJsBudget(fixture({ catalogueKb: 130 }), 150, quiet)).toBe(1);
  });

  it('fails when index.html preloads JS the count missed, or the build cannot be read', () => {
    expect(checkJsBudget(fixture({ preloadLazy: true }), 150, quiet)).toBe(1);
    expect(checkJsBudget(fixture({ home: false }), 150, quiet)).toBe(1);
    expect(checkJsBudget(fixture({ catalogue: false }), 150, quiet)).toBe(1);
    expect(checkJsBudget(mkdtempSync(join(tmpdir(), 'js-budget-empty-')), 150, quiet)).toBe(1);
  });
});
