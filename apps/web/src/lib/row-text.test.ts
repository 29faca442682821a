import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { textByCount, textOnce, textWith } from './row-text.ts';

let t: TFunction;
beforeAll(async () => {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'fr',
    interpolation: { escapeValue: false }, // as the app (React escapes)
    resources: {
      fr: {
        translation: {
          open: 'Ouvrir la parcelle {{reference}}',
          quoted: 'Qualifier la demande « {{name}} »',
          twice: '{{name}} et encore {{name}}',
          none: 'Sans valeur',
          days_one: 'il y a {{count}} jour',
          days_other: 'il y a {{count}} jours',
        },
      },
    },
  });
  t = i18n.t.bind(i18n) as TFunction;
});

describe('textWith (decision 109)', () => {
  it('gives what t gives for each value, with t called once for the whole list', () => {
    const spy = vi.fn(((key: string, options?: Record<string, unknown>) => t(key, options)) as TFunction);
    const open = textWith(spy, 'open', 'reference');
    const quoted = textWith(t, 'quoted', 'name');
    for (const value of ['Titre foncier 900001/C', 'Réquisition 13577/63', '', '<b>&amp;</b>', 'عقار 12']) {
      expect(open(value)).toBe(t('open', { reference: value }));
      expect(quoted(value)).toBe(t('quoted', { name: value }));
    }
    expect(open(42)).toBe('Ouvrir la parcelle 42');
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('falls back to t per value when the text repeats or drops its value', () => {
    expect(textWith(t, 'twice', 'name')('A')).toBe('A et encore A');
    expect(textWith(t, 'none', 'name')('A')).toBe('Sans valeur');
  });
});

describe('textByCount and textOnce', () => {
  it('translate each count and each key once, with their plural forms', () => {
    const spy = vi.fn(((key: string, options?: Record<string, unknown>) => t(key, options)) as TFunction);
    const days = textByCount(spy, 'days');
    expect([1, 3, 1, 3, 3].map(days)).toEqual([
      'il y a 1 jour',
      'il y a 3 jours',
      'il y a 1 jour',
      'il y a 3 jours',
      'il y a 3 jours',
    ]);
    expect(spy).toHaveBeenCalledTimes(2);
    const once = textOnce(spy);
    expect([once('none'), once('none')]).toEqual(['Sans valeur', 'Sans valeur']);
    expect(spy).toHaveBeenCalledTimes(3);
  });
});
