#!/usr/bin/env node
// The JS budget of the public home page (issues 8 and 22): the JavaScript a first visit to / downloads and runs
// before the page is interactive, translations included, must stay at or under 120 KB gzip (decision 113; it was
// 162 KB brotli under decisions 063, 096 and 105, when the whole app hydrated the page).
// The page is prerendered into index.html in both languages, with its texts (decision 105); its island (the entry,
// apps/web/src/main.tsx and home-island.ts) makes it interactive without the app and loads no other chunk until
// the visitor uses something only the app does (decision 113; e2e/first-paint.spec.ts checks that no other
// script is requested). So the count is, read from the Vite build (apps/web/dist, its .vite/manifest.json):
// - the entry (index.html's module script) and every chunk it imports statically, transitively;
// - the classic scripts of index.html (public/boot.js, run before the first paint, printed apart).
// The translations the home page needs are in index.html, not in a chunk. What the hand-over to the app loads
// (the app's start, the home page's chunk, the first-paint catalogue) is printed, not counted.
// Each file is compressed on its own, as a server sends it. The budget holds for gzip (issue 22's unit); brotli
// (quality 11, what browsers are sent for static files over HTTPS) is printed beside it.
// Usage: node scripts/check-js-budget.mjs [distDir] [--budget-kb=120]. Exit 1 above the budget.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** KB gzip. */
export const BUDGET_KB = 120;
/** The app's start, imported by the entry for every other page and on the home page's hand-over (decision 113). */
export const APP_START_SRC = 'src/app/start-app.tsx';
/** The source of the page the router shows on / once the app runs (declared in apps/web/src/features/landing/routes.ts). */
export const HOME_PAGE_SRC = 'src/features/landing/pages/home-page.tsx';
/** The first-paint catalogue chunk of the language shown to a first-time visitor (DEFAULT_LANGUAGE; vite.config.ts groups). */
export const DEFAULT_CATALOGUE_CHUNK = 'i18n-fr';

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
 * The JS files the home page loads before it is interactive, with their sizes in bytes, and what the hand-over to
 * the app would load on top of them. Also checks that every script and module preload of index.html is counted,
 * so a build that preloads more than the manifest says cannot slip past the count.
 */
export function homeInitialJs(distDir) {
  const manifest = readManifest(distDir);
  const entries = Object.keys(manifest).filter((k) => manifest[k].isEntry);
  if (entries.length === 0) throw new Error('the manifest names no entry chunk');
  const jsFiles = (keys) => [...new Set([...keys].map((k) => manifest[k].file))].filter((f) => f.endsWith('.js'));
  const files = jsFiles(staticClosure(manifest, entries));

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

  const sized = files.map((file) => sizes(distDir, file)).sort((a, b) => b.gzip - a.gzip);
  const total = (list, key) => list.reduce((sum, f) => sum + f[key], 0);

  // Printed only: the hand-over's chunks (the app's start and the home page with their static imports, the
  // first-paint catalogue), when the build has them.
  let handOver = null;
  const catalogue = Object.values(manifest).find((chunk) => chunk.name === DEFAULT_CATALOGUE_CHUNK);
  if (manifest[APP_START_SRC] && manifest[HOME_PAGE_SRC] && catalogue) {
    const more = jsFiles(staticClosure(manifest, [APP_START_SRC, HOME_PAGE_SRC])).filter((f) => !files.includes(f));
    const handOverSized = [...more, catalogue.file].map((file) => sizes(distDir, file));
    handOver = { files: handOverSized, gzip: total(handOverSized, 'gzip'), brotli: total(handOverSized, 'brotli') };
  }
  return {
    files: sized,
    raw: total(sized, 'raw'),
    gzip: total(sized, 'gzip'),
    brotli: total(sized, 'brotli'),
    beforePaint: classic.map((file) => sizes(distDir, file)),
    prerendered: /<div id="root"[^>]*><[^>]+>[\s\S]*<h1[\s>]/.test(html),
    handOver,
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
    `Home page initial JS (translations included): ${result.files.length} files, ${kb(result.raw)} KB raw, ${kb(result.gzip)} KB gzip, ${kb(result.brotli)} KB brotli.`,
  );
  for (const f of result.files.slice(0, 6))
    log(`  ${kb(f.gzip).padStart(6)} KB gz  ${kb(f.brotli).padStart(6)} KB br  ${f.file}`);
  const paint = result.beforePaint.reduce((t, f) => t + f.gzip, 0);
  log(
    result.prerendered
      ? `  The home page is prerendered in index.html with its texts: ${kb(paint)} KB gzip of classic scripts (${result.beforePaint.map((f) => f.file).join(', ') || 'none'}) run before it shows.`
      : '  The home page is not prerendered: it shows once all of this has run.',
  );
  if (result.handOver) {
    log(
      `  (not counted) the hand-over to the app (drawer, create-account dialog): ${result.handOver.files.length} more files, ${kb(result.handOver.gzip)} KB gzip, ${kb(result.handOver.brotli)} KB brotli`,
    );
  }
  if (result.gzip > budgetKb * 1024) {
    log(`✗ JS budget exceeded: ${kb(result.gzip)} KB gzip > ${budgetKb} KB. Keep the home page's island free of the app.`);
    return 1;
  }
  log(`✓ within the ${budgetKb} KB gzip budget (${kb(budgetKb * 1024 - result.gzip)} KB to spare).`);
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const budget = args.find((a) => a.startsWith('--budget-kb='));
  const dist = args.find((a) => !a.startsWith('--')) ?? fileURLToPath(new URL('../apps/web/dist', import.meta.url));
  process.exit(checkJsBudget(dist, budget ? Number(budget.split('=')[1]) : BUDGET_KB));
}
