import { translate } from './i18n.ts';

/**
 * The text of a key with plural forms (`key_one`, `key_few`, … as i18next names them on the web), chosen by
 * the language's plural rules, with `{{count}}` filled in.
 */
export function translateCount(key: string, count: number, lang: 'fr' | 'ar' = 'fr'): string {
  const exact = `${key}_${new Intl.PluralRules(lang).select(count)}`;
  const text = translate(exact, lang);
  return (text === exact ? translate(`${key}_other`, lang) : text).replaceAll('{{count}}', String(count));
}
