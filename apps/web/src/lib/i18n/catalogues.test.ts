import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: unknown };
const files = import.meta.glob<Tree>('../../../../../packages/i18n/*/*.json', { eager: true, import: 'default' });

/** Every catalogue file of either language (issue 8: the same files and keys in French and Arabic). */
const fileName = (path: string) => /\/i18n\/(fr|ar)\/([^/]+)\.json$/.exec(path);
const namesIn = (lang: string) =>
  Object.keys(files)
    .map(fileName)
    .filter((m) => m?.[1] === lang)
    .map((m) => m?.[2] ?? '')
    .sort();
const NAMESPACES = [...new Set([...namesIn('fr'), ...namesIn('ar')])].sort();
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

const keysOf = (tree: unknown, prefix = ''): string[] => {
  if (Array.isArray(tree)) return [`${prefix}[${tree.length > 0 ? 'list' : 'empty'}]`];
  if (tree === null || typeof tree !== 'object') return [prefix];
  return Object.entries(tree).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key));
};
// Plural forms differ by language (Arabic has six): compare the base keys.
const baseKeys = (tree: unknown) => [...new Set(keysOf(tree).map((k) => k.replace(PLURAL_SUFFIX, '')))].sort();
const load = (lang: string, ns: string) => files[`../../../../../packages/i18n/${lang}/${ns}.json`];

describe('catalogue files', () => {
  it('are the same in French and Arabic', () => {
    expect(NAMESPACES.length).toBeGreaterThan(20);
    expect(namesIn('ar')).toEqual(namesIn('fr'));
  });
});

describe.each(NAMESPACES)('catalogue %s', (ns) => {
  it('holds exactly one top-level key named after the file, in both languages', () => {
    expect(Object.keys(load('fr', ns) ?? {})).toEqual([ns]);
    expect(Object.keys(load('ar', ns) ?? {})).toEqual([ns]);
  });

  it('has the same keys in French and Arabic', () => {
    expect(baseKeys(load('ar', ns))).toEqual(baseKeys(load('fr', ns)));
  });

  it('has no empty text and no untranslated Arabic', () => {
    const texts = (tree: unknown): string[] =>
      typeof tree === 'string' ? [tree] : tree && typeof tree === 'object' ? Object.values(tree).flatMap(texts) : [];
    for (const text of texts(load('fr', ns))) expect(text.trim()).not.toBe('');
    // Every Arabic text with words in it (not only placeholders, e-mail examples, codes or signs) must be
    // in Arabic letters; the name of the French language excepted.
    const words = (text: string) =>
      text
        .replace(/\{\{[^}]*\}\}/g, '')
        .replace(/\S+@\S+/g, '')
        .match(/[A-Za-zÀ-ÿ]{2,}/g);
    for (const text of texts(load('ar', ns)).filter((t) => t !== 'Français' && words(t))) {
      expect(text).toMatch(/[\u0600-\u06FF]/);
    }
  });
});

describe('spec texts', () => {
  it('keeps the wording of spec 1 §2.8 and §5 in French', () => {
    const common = (load('fr', 'common') as { common: Record<string, unknown> }).common;
    expect(common.loading).toBe('Chargement en cours … Veuillez patienter');
    expect(common.optionalField).toBe('* Champ facultatif');
    expect(common.error).toMatchObject({
      title: 'Nous avons rencontré un problème',
      message: 'Une erreur est survenue. Merci de réessayer plus tard.',
    });
  });
});
