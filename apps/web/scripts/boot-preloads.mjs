#!/usr/bin/env node
// After `vite build`: writes into dist/boot.js the modules the app's start needs (app/start-app.tsx's chunk and every
// chunk it imports statically) and each language's catalogue chunks, read from Vite's manifest, for boot.js to fetch
// them as soon as it knows the app will start (decision 120).
import { readFileSync, writeFileSync } from 'node:fs';

const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'));

/** The chunk of `key` and those it imports statically, as addresses; none already preloaded by index.html. */
function closure(keys, skip) {
  const files = new Set();
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry) throw new Error(`the manifest has no ${key}`);
    if (skip.has(key) || files.has(`/${entry.file}`)) return;
    files.add(`/${entry.file}`);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files];
}

const [entryKey] = Object.entries(manifest).find(([, entry]) => entry.isEntry) ?? [];
if (!entryKey) throw new Error('the manifest has no entry');
const preloadedByIndex = new Set([entryKey, ...(manifest[entryKey].imports ?? [])]);
const catalogue = (language) =>
  Object.keys(manifest).filter((key) => new RegExp(`^_i18n-${language}(-rest)?-[\\w-]+\\.js$`).test(key));

const preloads = {
  app: closure(['src/app/start-app.tsx'], preloadedByIndex),
  fr: closure(catalogue('fr'), preloadedByIndex),
  ar: closure(catalogue('ar'), preloadedByIndex),
};
for (const language of ['fr', 'ar'])
  if (preloads[language].length < 2) throw new Error(`no catalogue chunks found for ${language} in the manifest`);

const MARKED = /\/\* preloads \*\/.*\/\* end of preloads \*\//;
const boot = readFileSync(`${dist}boot.js`, 'utf8');
if (!MARKED.test(boot)) throw new Error('dist/boot.js has no preloads marker to fill');
writeFileSync(`${dist}boot.js`, boot.replace(MARKED, JSON.stringify(preloads)));
console.log(
  `boot.js preloads ${preloads.app.length} modules of the app's start and ${preloads.fr.length} / ${preloads.ar.length} of the catalogues`,
);
