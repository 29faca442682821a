import { readFileSync } from 'node:fs';
import arFraming from '@cri/i18n/ar/framingForms.json';
import arProjects from '@cri/i18n/ar/projects.json';
import frFraming from '@cri/i18n/fr/framingForms.json';
import frProjects from '@cri/i18n/fr/projects.json';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };
const PLURAL = /_(zero|one|two|few|many|other)$/;
const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`.replace(PLURAL, '')] : keysOf(value, `${prefix}${key}.`),
  );
const leaves = (tree: Tree): string[] => Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : leaves(v)));

describe.each([
  ['framingForms', frFraming, arFraming],
  ['projects', frProjects, arProjects],
] as [string, Tree, Tree][])('%s catalogues', (name, fr, ar) => {
  it('hold one top-level key and the same keys in French and Arabic', () => {
    expect(Object.keys(fr)).toEqual([name]);
    expect(Object.keys(ar)).toEqual([name]);
    expect([...new Set(keysOf(ar))].sort()).toEqual([...new Set(keysOf(fr))].sort());
  });

  it('have no empty or untranslated text', () => {
    for (const text of leaves(fr)) expect(text.trim()).not.toBe('');
    for (const text of leaves(ar)) expect(text).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('validation messages of the shared schema', () => {
  it('are all translated', () => {
    const source = readFileSync(new URL('../../../../../packages/shared/src/schemas/framing-forms.ts', import.meta.url), 'utf8');
    const used = [...source.matchAll(/\$\{V\}\.([A-Za-z]+)/g)].map((m) => `framingForms.validation.${m[1]}`);
    const service = readFileSync(new URL('../../../../server/src/modules/framing-forms/service.ts', import.meta.url), 'utf8');
    used.push(...[...service.matchAll(/'(framingForms\.validation\.[A-Za-z]+)'/g)].map((m) => m[1] ?? ''));
    const keys = new Set(keysOf(frFraming as Tree));
    expect(used.length).toBeGreaterThan(10);
    for (const key of used) expect(keys, key).toContain(key);
  });
});
