import arAuth from '@cri/i18n/ar/auth.json';
import frAuth from '@cri/i18n/fr/auth.json';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

/** Leaf keys with the plural suffix removed: French has one/other, Arabic zero/one/two/few/many/other. */
const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`]
      : keysOf(value, `${prefix}${key}.`),
  );

/** Texts with their key; placeholders showing an e-mail address are Latin in both languages. */
const leaves = (tree: Tree): string[] =>
  Object.entries(tree).flatMap(([key, v]) => (typeof v !== 'string' ? leaves(v) : key.endsWith('Placeholder') ? [] : [v]));

describe('auth catalogues', () => {
  it('hold one top-level key and the same keys in French and Arabic', () => {
    expect(Object.keys(frAuth)).toEqual(['auth']);
    expect(Object.keys(arAuth)).toEqual(['auth']);
    expect([...new Set(keysOf(arAuth))].sort()).toEqual([...new Set(keysOf(frAuth))].sort());
  });

  it('have every Arabic plural form and no empty or untranslated text', () => {
    const arKeys = Object.keys(arAuth.auth.securityCode);
    for (const form of ['zero', 'one', 'two', 'few', 'many', 'other']) expect(arKeys).toContain(`remainingAttempts_${form}`);
    for (const text of leaves(frAuth)) expect(text.trim()).not.toBe('');
    // Arabic text contains Arabic letters (brand names may sit inside).
    for (const text of leaves(arAuth)) expect(text).toMatch(/[\u0600-\u06FF]/);
  });
});
