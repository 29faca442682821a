export interface SourceFile {
  /** Path relative to the folder the check reads, with forward slashes. */
  path: string;
  source: string;
}

export function relativeImports(file: SourceFile): string[];
export function importCycles(edges: Map<string, Set<string>>): string[];
export function readSources(root: string, endings: readonly string[]): SourceFile[];
