import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Server-side loader of the catalogues. Each file `<lang>/<name>.json` holds one top-level key `<name>`,
 * and all files of a language merge into one tree, so a message key reads `errors.INVALID_CAPTCHA`.
 * (The web loads the same files with import.meta.glob.)
 */
export type Catalogue = { [key: string]: string | Catalogue };
export const CATALOGUE_LANGUAGES = ['fr', 'ar'] as const;
export type CatalogueLanguage = (typeof CATALOGUE_LANGUAGES)[number];

const root = dirname(createRequire(import.meta.url).resolve('@cri/i18n/package.json'));

export function loadCatalogue(lang: CatalogueLanguage): Catalogue {
  const dir = join(root, lang);
  const merged: Catalogue = {};
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    Object.assign(merged, JSON.parse(readFileSync(join(dir, file), 'utf8')) as Catalogue);
  }
  return merged;
}

export function lookup(catalogue: Catalogue, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}
