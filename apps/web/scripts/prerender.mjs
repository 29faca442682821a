#!/usr/bin/env node
// After `vite build`: the public home page prerendered into dist/index.html (decision 105). Builds
// src/prerender.tsx for Node (dist-ssr/, not served), renders the home page in French and Arabic, and writes
// them into index.html: French in #root (what the app hydrates), Arabic in #root-ar (moved into #root by
// src/main.tsx for a visitor who chose Arabic). public/boot.js picks the one shown before the first paint.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const web = fileURLToPath(new URL('..', import.meta.url));
const ssrDir = `${web}dist-ssr`;
const indexFile = `${web}dist/index.html`;

await build({
  root: web,
  logLevel: 'warn',
  build: { ssr: 'src/prerender.tsx', outDir: ssrDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
});
const { renderHome } = await import(`${ssrDir}/prerender.js`);
const html = await renderHome();
rmSync(ssrDir, { recursive: true, force: true });

const EMPTY_ROOT = '<div id="root"></div>';
const index = readFileSync(indexFile, 'utf8');
if (!index.includes(EMPTY_ROOT)) throw new Error(`dist/index.html has no empty ${EMPTY_ROOT} to fill`);
if (!/<h1[\s>]/.test(html.fr) || !/<h1[\s>]/.test(html.ar)) throw new Error('the prerendered home page has no h1');
writeFileSync(
  indexFile,
  index.replace(EMPTY_ROOT, `<div id="root">${html.fr}</div><div id="root-ar">${html.ar}</div><div id="prerender-end"></div>`),
);
console.log(`prerendered the home page: ${html.fr.length} characters in French, ${html.ar.length} in Arabic`);
