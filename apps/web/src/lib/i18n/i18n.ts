import { DEFAULT_LANGUAGE, type Language } from '@cri/shared/limits';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { applyDocumentLanguage, readStoredLanguage, storeLanguage, toLanguage } from './language-storage.ts';

type Tree = { [key: string]: string | Tree };

/**
 * Every catalogue file `packages/i18n/<lang>/<name>.json` holds one top-level key `<name>`; a language's
 * files merge into one `translation` tree (catalogue-<lang>.ts), so keys read `common.loading`. Loaded lazily
 * per language: a visitor downloads only the language being shown (vite.config groups each language in one
 * chunk).
 */
const loaders: Record<Language, () => Promise<{ default: Tree }>> = {
  fr: () => import('./catalogue-fr.ts'),
  ar: () => import('./catalogue-ar.ts'),
};

export async function loadLanguage(language: Language): Promise<void> {
  if (i18next.hasResourceBundle(language, 'translation')) return;
  const { default: tree } = await loaders[language]();
  i18next.addResourceBundle(language, 'translation', tree, true, true);
}

let initialised: Promise<i18n> | null = null;

/** Initialises i18next with the persisted language (default fr) before the first render. */
export function initI18n(): Promise<i18n> {
  initialised ??= (async () => {
    const language = readStoredLanguage();
    applyDocumentLanguage(language);
    await i18next.use(initReactI18next).init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      resources: {},
      partialBundledLanguages: true,
      interpolation: { escapeValue: false }, // React escapes already
      react: { useSuspense: false },
    });
    await loadLanguage(language);
    i18next.on('languageChanged', (lng) => {
      const next = toLanguage(lng);
      applyDocumentLanguage(next);
      storeLanguage(next);
    });
    return i18next;
  })();
  return initialised;
}

/** Loads the catalogue first, so the page never flashes raw keys while switching. */
export async function changeLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  await i18next.changeLanguage(language);
}
