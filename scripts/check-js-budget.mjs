#!/usr/bin/env node
// The JS budget of the public home page (issue 8): the JavaScript a first visit to / downloads, translations
// included, must stay at or under 162 KB compressed (decisions 063, 096, 105). The page itself is prerendered
// into index.html (decision 105): only the classic scripts of index.html (public/boot.js) run before it shows,
// printed apart; the app's modules load without blocking it and hydrate it, and are counted all the same.
// Read from the Vite build (apps/web/dist): its
// manifest (.vite/manifest.json) gives each chunk's static imports, so the count is
// - the entry (index.html's module script) and every chunk it imports statically, transitively;
// - the home page's own chunk and its static imports (the router fetches it at once on /).
// - the first-paint part of the default language's catalogue (translations the shell and the home page
//   show, loaded before the first render; decision 096).
// Each file is compressed on its own, as a server sends it. The budget holds for brotli (quality 11, what
// browsers are sent for static files over HTTPS); the gzip figure is printed beside it. Lazy chunks (other
// pages, the rest of the catalogue, the Arabic one, role areas) are not counted: they load later.
// See docs/decisions/0NN-js-budget.md for why brotli.
// Usage: node scripts/check-js-budget.mjs [distDir] [--budget-kb=161]. Exit 1 above the budget.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const BUDGET_KB = 162;
/** The source of the page the router shows on / (declared in apps/web/src/features/landing/routes.ts). */
export const HOME_PAGE_SRC = 'src/features/landing/pages/home-page.tsx';
/** The first-paint catalogue chunk of the language shown to a first-time visitor (DEFAULT_LANGUAGE; vite.config.ts groups). */
export const DEFAULT_CATALOGUE_CHUNK = 'i18n-fr';
/** The rest of that catalogue, fetched once the home page is shown: printed, not counted. */
export const REST_CATALOGUE_CHUNK = 'i18n-fr-rest';

const readManifest = (distDir) => {
  try {
    return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  } catch (error) {
    throw new Error(`no Vite manifest in ${distDir}/.vite (build.manifest in apps/web/vite.config.ts): ${error.message}`);
  }
};

/** The manifest keys of the chunks `roots` need at once: themselves and their static imports, transitively. */
const staticClosure = (manifest, roots) => {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    if (!manifest[key]) throw new Error(`the manifest has no chunk ${key}`);
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return seen;
};

/**
 * The JS files the home page loads initially, with their gzip sizes in bytes.
 * Also checks that every script and module preload of index.html is counted, so a build that preloads
 * more than the manifest says cannot slip past the count.
 */
export function homeInitialJs(distDir) {
  const manifest = readManifest(distDir);
  const entries = Object.keys(manifest).filter((k) => manifest[k].isEntry);
  if (entries.length === 0) throw new Error('the manifest names no entry chunk');
  if (!manifest[HOME_PAGE_SRC]) throw new Error(`the manifest has no chunk for the home page (${HOME_PAGE_SRC})`);
  const files = [...new Set([...staticClosure(manifest, [...entries, HOME_PAGE_SRC])].map((k) => manifest[k].file))].filter((f) =>
    f.endsWith('.js'),
  );
  const catalogue = Object.values(manifest).find((chunk) => chunk.name === DEFAULT_CATALOGUE_CHUNK);
  if (!catalogue) throw new Error(`the manifest has no ${DEFAULT_CATALOGUE_CHUNK} chunk (the first-paint translations)`);
  const rest = Object.values(manifest).find((chunk) => chunk.name === REST_CATALOGUE_CHUNK);

  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const linked = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\/?([^"]+\.js)"/g)].map(
    (m) => m[1],
  );
  // Classic scripts of index.html outside the build's chunks (public/boot.js, decision 105) run before the first
  // paint: counted with the rest, and printed apart.
  const classic = [...html.matchAll(/<script(?![^>]*type="module")[^>]*\bsrc="\/?([^"]+\.js)"/g)].map((m) => m[1]);
  for (const f of classic) if (!files.includes(f)) files.push(f);
  const uncounted = linked.filter((f) => !files.includes(f));
  if (uncounted.length > 0) throw new Error(`index.html loads JS the count missed: ${uncounted.join(', ')}`);

  const sized = [...files, catalogue.file].map((file) => sizes(distDir, file)).sort((a, b) => b.brotli - a.brotli);
  const sum = (key) => sized.reduce((total, f) => total + f[key], 0);
  return {
    files: sized,
    raw: sum('raw'),
    gzip: sum('gzip'),
    brotli: sum('brotli'),
    catalogue: sizes(distDir, catalogue.file),
    beforePaint: classic.map((file) => sizes(distDir, file)),
    prerendered: /<div id="root"><[^>]+>[\s\S]*<h1[\s>]/.test(html),
    rest: rest ? sizes(distDir, rest.file) : null,
  };
}

function sizes(distDir, file) {
  const bytes = readFileSync(join(distDir, file));
  return {
    file,
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** Runs the check; returns the process exit code (0 within budget, 1 over it or when the build cannot be read). */
export function checkJsBudget(distDir, budgetKb = BUDGET_KB, log = console.log) {
  let result;
  try {
    result = homeInitialJs(distDir);
  } catch (error) {
    log(`✗ JS budget: ${error.message}`);
    return 1;
  }
  const kb = (n) => (n / 1024).toFixed(1);
  log(
    `Home page initial JS (translations included): ${result.files.length} files, ${kb(result.raw)} KB raw, ${kb(result.brotli)} KB brotli, ${kb(result.gzip)} KB gzip.`,
  );
  for (const f of result.files.slice(0, 6))
    log(`  ${kb(f.brotli).padStart(6)} KB br  ${kb(f.gzip).padStart(6)} KB gz  ${f.file}`);
  const paint = result.beforePaint.reduce((t, f) => t + f.brotli, 0);
  log(
    result.prerendered
      ? `  The home page is prerendered in index.html: ${kb(paint)} KB brotli of classic scripts (${result.beforePaint.map((f) => f.file).join(', ') || 'none'}) run before it shows; the rest loads without blocking it and hydrates it.`
      : '  The home page is not prerendered: it shows once all of this has run.',
  );
  log(`  (counted) French first-paint catalogue: ${kb(result.catalogue.brotli)} KB brotli, ${kb(result.catalogue.gzip)} KB gzip`);
  if (result.rest) {
    log(`  (not counted) the rest of the French catalogue: ${kb(result.rest.brotli)} KB brotli, ${kb(result.rest.gzip)} KB gzip`);
  }
  if (result.brotli > budgetKb * 1024) {
    log(`✗ JS budget exceeded: ${kb(result.brotli)} KB brotli > ${budgetKb} KB. Load role areas and heavy libraries lazily.`);
    return 1;
  }
  log(`✓ within the ${budgetKb} KB budget (${kb(budgetKb * 1024 - result.brotli)} KB to spare).`);
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const budget = args.find((a) => a.startsWith('--budget-kb='));
  const dist = args.find((a) => !a.startsWith('--')) ?? fileURLToPath(new URL('../apps/web/dist', import.meta.url));
  process.exit(checkJsBudget(dist, budget ? Number(budget.split('=')[1]) : BUDGET_KB));
}
