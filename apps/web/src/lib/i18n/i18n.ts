import { DEFAULT_LANGUAGE, type Language } from '@cri/shared/limits';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { applyDocumentLanguage, readStoredLanguage, storeLanguage, toLanguage } from './language-storage.ts';

type Tree = { [key: string]: string | Tree };
type Part = 'firstPaint' | 'rest';

/**
 * Every catalogue file `packages/i18n/<lang>/<name>.json` holds one top-level key `<name>`; a language's
 * files merge into one `translation` tree, so keys read `common.loading`. Each language comes in two parts
 * (catalogue-parts.ts, decision 096): what the shell and the home page show, and the rest; each part is one
 * chunk (vite.config), loaded lazily, so a visitor downloads only the language shown, and the home page only
 * the part it needs.
 */
const loaders: Record<Language, Record<Part, () => Promise<{ default: Tree }>>> = {
  fr: { firstPaint: () => import('./catalogue-fr.ts'), rest: () => import('./catalogue-fr-rest.ts') },
  ar: { firstPaint: () => import('./catalogue-ar.ts'), rest: () => import('./catalogue-ar-rest.ts') },
};

const loading = new Map<string, Promise<void>>();

function loadPart(language: Language, part: Part): Promise<void> {
  const key = `${language}:${part}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = loaders[language][part]().then(({ default: tree }) => {
      // Both parts fill the one `translation` tree of the language. Their top-level keys (one per catalogue
      // file) never overlap (catalogue-parts.test.ts), so a shallow merge is enough: the deep one copied the
      // whole tree key by key, 70 ms of a dashboard's first load at 4x CPU slowdown (decision 105).
      i18next.addResourceBundle(language, 'translation', tree, false, true);
    });
    // A failed fetch (offline a moment) is retried by the next caller instead of being remembered.
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

/** The whole catalogue of a language (both parts). */
export async function loadLanguage(language: Language): Promise<void> {
  await Promise.all([loadPart(language, 'firstPaint'), loadPart(language, 'rest')]);
}

/** The whole catalogue of the language shown: every page but the home page awaits it before rendering. */
export function loadWholeCatalogue(): Promise<void> {
  return loadLanguage(toLanguage(i18next.language));
}

let initialised: Promise<i18n> | null = null;

export interface InitOptions {
  /**
   * Only the first-paint part before resolving (a visitor opening the home page); the rest is fetched when
   * the browser is idle, or sooner by the first page that needs it.
   */
  firstPaintOnly?: boolean;
}

/** Initialises i18next with the persisted language (default fr) before the first render. */
export function initI18n(options: InitOptions = {}): Promise<i18n> {
  initialised ??= (async () => {
    const language = readStoredLanguage();
    applyDocumentLanguage(language);
    await i18next.use(initReactI18next).init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      resources: {},
      partialBundledLanguages: true,
      interpolation: { escapeValue: false }, // React escapes already
      // 'added': a text rendered before the rest of the catalogue arrived renders again once it has.
      react: { useSuspense: false, bindI18nStore: 'added' },
    });
    if (options.firstPaintOnly) {
      await loadPart(language, 'firstPaint');
      whenIdle(() => void loadLanguage(language).catch(() => undefined));
    } else {
      await loadLanguage(language);
    }
    i18next.on('languageChanged', (lng) => {
      const next = toLanguage(lng);
      applyDocumentLanguage(next);
      storeLanguage(next);
    });
    return i18next;
  })();
  return initialised;
}

function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 2_000 });
  else window.setTimeout(task, 200);
}

/** Loads the catalogue first, so the page never flashes raw keys while switching. */
export async function changeLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  await i18next.changeLanguage(language);
}

/** A lazy module that renders texts beyond the first paint: its import resolves once the catalogue has them. */
export function withWholeCatalogue<T>(importer: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([importer(), loadWholeCatalogue()]).then(([module]) => module);
}
