import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';

/**
 * The import rules of ARCHITECTURE.md (conventions §1), checked on the source text of apps/server/src:
 * a module never imports another module's repository (it calls that module's service), core never imports
 * a module (imports flow core -> modules), and no two modules import each other, directly or around a
 * loop. Tests and their helpers are left out: a test may set up another module's data.
 */

export interface SourceFile {
  /** Path relative to apps/server/src, with forward slashes. */
  path: string;
  source: string;
}

const IMPORT = /(?:^|[\s;])(?:import|export)\s(?:[^'"`;]*?\sfrom\s)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const LEFT_OUT = /(\.test\.ts|test-helpers\.ts|test-fixtures\.ts)$|^test\//;
const REPOSITORY = /(^|[/-])repository\.ts$/;

/** `modules/<name>/...` -> name; `core/...` -> 'core'; anything else (db, lib, plugins...) -> null. */
function area(path: string): string | null {
  const [top, name] = path.split('/');
  if (top === 'modules' && name) return name;
  return top === 'core' ? 'core' : null;
}

/** The files a source imports by relative path, resolved against its folder. */
function importsOf(file: SourceFile): string[] {
  const found: string[] = [];
  for (const match of file.source.matchAll(IMPORT)) {
    const spec = match[1] ?? match[2];
    if (spec?.startsWith('.')) found.push(posix.normalize(posix.join(posix.dirname(file.path), spec)));
  }
  return found;
}

/** Every module-to-module import loop, each named once as `a -> b -> a`. */
function cycles(edges: Map<string, Set<string>>): string[] {
  const found = new Set<string>();
  const walk = (start: string, at: string, path: string[]) => {
    for (const next of edges.get(at) ?? []) {
      if (next === start) {
        // Named from its smallest module so each loop is reported once.
        const loop = [...path];
        const first = loop.indexOf([...loop].sort()[0] as string);
        const turned = [...loop.slice(first), ...loop.slice(0, first)];
        found.add([...turned, turned[0]].join(' -> '));
      } else if (!path.includes(next) && next > start) walk(start, next, [...path, next]);
    }
  };
  for (const start of [...edges.keys()].sort()) walk(start, start, [start]);
  return [...found].sort();
}

/** The broken rules, one line each; empty when the tree follows them. */
export function boundaryViolations(files: SourceFile[]): string[] {
  const problems: string[] = [];
  const edges = new Map<string, Set<string>>();
  for (const file of files) {
    if (LEFT_OUT.test(file.path)) continue;
    const from = area(file.path);
    for (const target of importsOf(file)) {
      const to = area(target);
      if (from === 'core' && to !== null && to !== 'core')
        problems.push(`${file.path} imports ${target}: core must not import a module`);
      if (from === null || from === 'core' || to === null || to === 'core' || to === from) continue;
      if (REPOSITORY.test(target))
        problems.push(`${file.path} imports ${target}: use the ${to} module's service, not its repository`);
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from)?.add(to);
    }
  }
  for (const loop of cycles(edges)) problems.push(`import cycle between modules: ${loop}`);
  return problems;
}

/** The TypeScript sources under a folder, with paths relative to it. */
export function readSources(root: string): SourceFile[] {
  const files: SourceFile[] = [];
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.name.endsWith('.ts'))
        files.push({ path: relative(root, full).split('\\').join('/'), source: readFileSync(full, 'utf8') });
    }
  };
  visit(root);
  return files;
}

export const serverSourceRoot = (): string => join(dirname(new URL(import.meta.url).pathname), '..');
