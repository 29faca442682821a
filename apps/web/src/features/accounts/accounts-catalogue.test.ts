import arAccounts from '@cri/i18n/ar/accounts.json';
import arDevMailbox from '@cri/i18n/ar/devMailbox.json';
import arMail from '@cri/i18n/ar/mail.json';
import frAccounts from '@cri/i18n/fr/accounts.json';
import frDevMailbox from '@cri/i18n/fr/devMailbox.json';
import frMail from '@cri/i18n/fr/mail.json';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

const entriesOf = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : entriesOf(value, `${prefix}${key}.`),
  );
const keysOf = (tree: Tree): string[] => entriesOf(tree).map(([key]) => key);
/** Texts, except e-mail placeholders (Latin in both languages). */
const leaves = (tree: Tree): string[] =>
  Object.entries(tree).flatMap(([key, v]) => (typeof v !== 'string' ? leaves(v) : key.endsWith('Placeholder') ? [] : [v]));
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}|<(\w+)>/g)].map((m) => m[1] ?? m[2]).sort();

describe.each([
  ['accounts', frAccounts, arAccounts],
  ['mail', frMail, arMail],
  ['devMailbox', frDevMailbox, arDevMailbox],
] as [string, Tree, Tree][])('%s catalogues', (name, fr, ar) => {
  it('hold one top-level key and the same keys in French and Arabic', () => {
    expect(Object.keys(fr)).toEqual([name]);
    expect(Object.keys(ar)).toEqual([name]);
    expect(keysOf(ar).sort()).toEqual(keysOf(fr).sort());
  });

  it('have no empty or untranslated text, and the same placeholders in both languages', () => {
    for (const text of leaves(fr)) expect(text.trim()).not.toBe('');
    for (const text of leaves(ar)) expect(text).toMatch(/[\u0600-\u06FF]/);
    const arTexts = new Map(entriesOf(ar));
    for (const [key, text] of entriesOf(fr)) expect(placeholders(arTexts.get(key) ?? ''), key).toEqual(placeholders(text));
  });
});
