import { dirname, join } from 'node:path';
import {
  importCycles,
  readSources as readSourcesEnding,
  relativeImports,
  type SourceFile,
} from '../../../../scripts/lib/import-graph.mjs';

export type { SourceFile };

/**
 * The import rules of ARCHITECTURE.md (conventions §1), checked on the source text of apps/server/src:
 * a module never imports another module's repository (it calls that module's service), core never imports
 * a module (imports flow core -> modules), and no two modules import each other, directly or around a
 * loop. Tests and their helpers are left out: a test may set up another module's data.
 */

const LEFT_OUT = /(\.test\.ts|test-helpers\.ts|test-fixtures\.ts)$|^test\//;
const REPOSITORY = /(^|[/-])repository\.ts$/;

/** `modules/<name>/...` -> name; `core/...` -> 'core'; anything else (db, lib, plugins...) -> null. */
function area(path: string): string | null {
  const [top, name] = path.split('/');
  if (top === 'modules' && name) return name;
  return top === 'core' ? 'core' : null;
}

/** The broken rules, one line each; empty when the tree follows them. */
export function boundaryViolations(files: SourceFile[]): string[] {
  const problems: string[] = [];
  const edges = new Map<string, Set<string>>();
  for (const file of files) {
    if (LEFT_OUT.test(file.path)) continue;
    const from = area(file.path);
    for (const target of relativeImports(file)) {
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
  for (const loop of importCycles(edges)) problems.push(`import cycle between modules: ${loop}`);
  return problems;
}

/** The TypeScript sources under a folder, with paths relative to it. */
export const readSources = (root: string): SourceFile[] => readSourcesEnding(root, ['.ts']);

export const serverSourceRoot = (): string => join(dirname(new URL(import.meta.url).pathname), '..');
