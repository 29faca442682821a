import { importCycles, readSources, relativeImports, type SourceFile } from '../../../../scripts/lib/import-graph.mjs';

export type { SourceFile };

/**
 * The import rules of ARCHITECTURE.md (conventions §1), checked on the source text of apps/web/src.
 * A feature uses another only through its `api/` hooks, so that feature can reshape its components and
 * pages freely; `components/`, `lib/` and `config/` are shared and feature-agnostic, so they import no
 * feature and not `app/`, and no feature imports `app/` (imports flow shared -> features -> app); no two
 * features import each other, directly or around a loop. `app/` sits on top and may import any feature
 * (its `routes.ts`, and the few components and pages the shell shows). Tests and test helpers are left
 * out: a test may render with another feature's helpers.
 *
 * No exception is listed: when this check was written every cross-feature import was to `api/`.
 */

const LEFT_OUT = /\.test\.tsx?$|(^|\/)testing\/|^test\//;
const SHARED = new Set(['components', 'lib', 'config']);

type Area = { kind: 'feature' | 'shared' | 'app'; name: string } | null;

/** `features/<name>/...` -> that feature; `components/`, `lib/`, `config/` -> shared; `app/` -> app. */
function area(path: string): Area {
  const [top, name] = path.split('/');
  if (top === 'features' && name && path.split('/').length > 2) return { kind: 'feature', name };
  if (top && SHARED.has(top)) return { kind: 'shared', name: top };
  return top === 'app' ? { kind: 'app', name: top } : null;
}

/** The broken rules, one line each; empty when the tree follows them. */
export function webBoundaryViolations(files: SourceFile[]): string[] {
  const problems: string[] = [];
  const edges = new Map<string, Set<string>>();
  for (const file of files) {
    if (LEFT_OUT.test(file.path)) continue;
    const from = area(file.path);
    for (const target of relativeImports(file)) {
      const to = area(target);
      if (from === null || to === null) continue;
      if (from.kind === 'shared' && (to.kind === 'feature' || to.kind === 'app'))
        problems.push(`${file.path} imports ${target}: ${from.name}/ is shared and must not import a feature or app/`);
      if (from.kind === 'feature' && to.kind === 'app')
        problems.push(`${file.path} imports ${target}: a feature must not import app/`);
      if (from.kind !== 'feature' || to.kind !== 'feature' || to.name === from.name) continue;
      if (!target.startsWith(`features/${to.name}/api/`))
        problems.push(`${file.path} imports ${target}: use the ${to.name} feature's api/ hooks, not its internals`);
      if (!edges.has(from.name)) edges.set(from.name, new Set());
      edges.get(from.name)?.add(to.name);
    }
  }
  for (const loop of importCycles(edges)) problems.push(`import cycle between features: ${loop}`);
  return problems;
}

/** The TypeScript sources of apps/web/src, with paths relative to it. */
export const webSources = (): SourceFile[] => readSources(new URL('..', import.meta.url).pathname, ['.ts', '.tsx']);
