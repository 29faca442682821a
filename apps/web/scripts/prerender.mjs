#!/usr/bin/env node
// After `vite build`: the public home page prerendered into dist/index.html (decision 105). Builds
// src/prerender.tsx for Node (dist-ssr/, not served), renders the home page in French and Arabic, and writes
// them into index.html: French in #root, Arabic in #root-ar, each with its tab title (data-title), and the
// deployed regions' section of each as a template (#home-regions-<lang>) the home page's island draws the regions
// from (decision 113). public/boot.js picks the page shown before the first paint; src/home-island.ts keeps it in
// the document alone and makes it interactive; the app hydrates it when the visitor needs more. Also writes
// dist/app.html, the same page without them, for every other address.
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
if (!/<h1[\s>]/.test(html.fr.page) || !/<h1[\s>]/.test(html.ar.page)) throw new Error('the prerendered home page has no h1');
const attribute = (text) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
const pages =
  `<div id="root" data-title="${attribute(html.fr.title)}">${html.fr.page}</div>` +
  `<div id="root-ar" data-title="${attribute(html.ar.title)}">${html.ar.page}</div>` +
  `<div id="prerender-end"></div>` +
  `<template id="home-regions-fr">${html.fr.regionsTemplate}</template>` +
  `<template id="home-regions-ar">${html.ar.regionsTemplate}</template>`;
writeFileSync(indexFile, index.replace(EMPTY_ROOT, pages));
// Every address but `/` answers this one (plugins/spa.ts): the app renders those from an empty root, and parsing the
// two prerendered pages (2 500 elements) only to remove them was part of a dashboard's first paint (decision 120).
const RENDER_BLOCKING = /\s*<!--[^>]*-->\s*<link rel="expect" href="#prerender-end" blocking="render" \/>/;
if (!RENDER_BLOCKING.test(index)) throw new Error('dist/index.html has no render-blocking link to #prerender-end');
writeFileSync(`${web}dist/app.html`, index.replace(RENDER_BLOCKING, ''));
console.log(`prerendered the home page: ${html.fr.page.length} characters in French, ${html.ar.page.length} in Arabic`);
