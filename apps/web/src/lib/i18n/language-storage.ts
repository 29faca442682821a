import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@cri/shared/limits';

/** Persisted client key of spec 1 §3; it may carry other settings later, so writes merge. */
export const SETTINGS_KEY = 'settings';

const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

const readSettings = (): Record<string, unknown> => {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(SETTINGS_KEY) ?? '{}');
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    // Corrupt JSON or storage disabled (privacy modes): start from the defaults.
    return {};
  }
};

export function readStoredLanguage(): Language {
  const { language } = readSettings();
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

export function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(SETTINGS_KEY, JSON.stringify({ ...readSettings(), language }));
  } catch {
    // Without storage the choice lasts for this page only, which is still usable.
  }
}

export const directionOf = (language: string): 'rtl' | 'ltr' => (language === 'ar' ? 'rtl' : 'ltr');

/** `<html lang dir>` follows the language, so screen readers and CSS logical properties switch with it. */
export function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

export const toLanguage = (value: string | undefined): Language => (isLanguage(value) ? value : DEFAULT_LANGUAGE);
