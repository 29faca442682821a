import { type Catalogue, loadCatalogue, lookup } from '@cri/i18n/catalogues';

let fr: Catalogue | undefined;
let ar: Catalogue | undefined;

/** The text of a message key (French by default); the key itself when missing, so nothing is silent. */
export function translate(key: string, lang: 'fr' | 'ar' = 'fr'): string {
  if (lang === 'ar') {
    ar ??= loadCatalogue('ar');
    return lookup(ar, key) ?? key;
  }
  fr ??= loadCatalogue('fr');
  return lookup(fr, key) ?? key;
}
