import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative } from 'node:path';

/**
 * The parts of an import-boundary check that do not depend on the app's layout, shared by
 * apps/server/src/test/boundaries.ts and apps/web/src/app/boundaries.ts. Reading source text with a regular
 * expression is enough here: both apps import by relative path only, one import per statement.
 */

const IMPORT = /(?:^|[\s;])(?:import|export)\s(?:[^'"`;]*?\sfrom\s)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The files a source imports by relative path, resolved against its folder; static and dynamic alike. */
export function relativeImports(file) {
  const found = [];
  for (const match of file.source.matchAll(IMPORT)) {
    const spec = match[1] ?? match[2];
    if (spec?.startsWith('.')) found.push(posix.normalize(posix.join(posix.dirname(file.path), spec)));
  }
  return found;
}

/** Every loop in a graph of areas, each named once as `a -> b -> a`, starting from its smallest name. */
export function importCycles(edges) {
  const found = new Set();
  const walk = (start, at, path) => {
    for (const next of edges.get(at) ?? []) {
      // Only names after `start` are followed, so each loop is found once, from its smallest name.
      if (next === start) found.add([...path, start].join(' -> '));
      else if (!path.includes(next) && next > start) walk(start, next, [...path, next]);
    }
  };
  for (const start of [...edges.keys()].sort()) walk(start, start, [start]);
  return [...found].sort();
}

/** The sources under a folder whose names end with one of `endings`, with paths relative to it. */
export function readSources(root, endings) {
  const files = [];
  const visit = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (endings.some((ending) => entry.name.endsWith(ending)))
        files.push({ path: relative(root, full).split('\\').join('/'), source: readFileSync(full, 'utf8') });
    }
  };
  visit(root);
  return files;
}
