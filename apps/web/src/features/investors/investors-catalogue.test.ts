import arInvestors from '@cri/i18n/ar/investors.json';
import frInvestors from '@cri/i18n/fr/investors.json';
import { MESSAGES } from '@cri/shared/rules/investor-form-checks';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
const leaves = (tree: Tree): string[] => Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : leaves(v)));

describe('investors catalogues', () => {
  it('hold one top-level key and the same keys in French and Arabic', () => {
    expect(Object.keys(frInvestors)).toEqual(['investors']);
    expect(Object.keys(arInvestors)).toEqual(['investors']);
    expect(keysOf(arInvestors).sort()).toEqual(keysOf(frInvestors).sort());
  });

  it('have no empty or untranslated text', () => {
    for (const text of leaves(frInvestors)) expect(text.trim()).not.toBe('');
    for (const text of leaves(arInvestors)) expect(text).toMatch(/[\u0600-\u06FF]/);
  });

  it('translate every message of the shared rules and of the API reference checks', () => {
    const keys = new Set(keysOf(frInvestors));
    for (const key of [
      ...Object.values(MESSAGES),
      'investors.validation.unknownChoice',
      'investors.validation.legalFormFixed',
      'investors.validation.accountTypeFixed',
    ]) {
      expect(keys, key).toContain(key);
    }
  });
});
