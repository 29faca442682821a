import arNotifications from '@cri/i18n/ar/notifications.json';
import arProfiles from '@cri/i18n/ar/profiles.json';
import frNotifications from '@cri/i18n/fr/notifications.json';
import frProfiles from '@cri/i18n/fr/profiles.json';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`]
      : keysOf(value, `${prefix}${key}.`),
  );
const leaves = (tree: Tree): string[] => Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : leaves(v)));

describe.each([
  ['profiles', frProfiles, arProfiles],
  ['notifications', frNotifications, arNotifications],
] as const)('%s catalogues', (name, fr, ar) => {
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

describe('notification plurals', () => {
  it('have every Arabic plural form of the unread count', () => {
    const keys = Object.keys(arNotifications.notifications);
    for (const form of ['zero', 'one', 'two', 'few', 'many', 'other']) expect(keys).toContain(`bellUnread_${form}`);
  });
});
