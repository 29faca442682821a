// @vitest-environment jsdom
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from './i18n.ts';
import { readStoredLanguage, SETTINGS_KEY } from './language-storage.ts';

beforeAll(async () => {
  window.localStorage.setItem(SETTINGS_KEY, JSON.stringify({ theme: 'kept' }));
  await initI18n();
});

afterEach(async () => {
  await changeLanguage('fr');
});

describe('i18n', () => {
  it('starts in French, left to right, with every catalogue merged into one tree', () => {
    expect(i18next.language).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(document.documentElement.dir).toBe('ltr');
    expect(i18next.t('common.loading')).toBe('Chargement en cours … Veuillez patienter');
    expect(i18next.t('nav.items.home')).toBe('Accueil');
    expect(i18next.t('errors.FORBIDDEN')).toBe("Vous n'êtes pas autorisé à effectuer cette action.");
  });

  it('switches to Arabic right to left and remembers the choice under "settings"', async () => {
    await changeLanguage('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(i18next.t('nav.items.home')).toBe('الرئيسية');
    expect(JSON.parse(window.localStorage.getItem(SETTINGS_KEY) ?? '{}')).toEqual({ theme: 'kept', language: 'ar' });
    expect(readStoredLanguage()).toBe('ar');
  });

  it('uses the Arabic plural forms', async () => {
    await changeLanguage('ar');
    expect(i18next.t('nav.passwordExpiry.inDays', { count: 2 })).toBe('تنتهي صلاحية كلمة المرور الخاصة بك خلال يومين.');
    expect(i18next.t('nav.passwordExpiry.inDays', { count: 5 })).toContain('5 أيام');
  });

  it('falls back to French for a stored value that is not a language', () => {
    window.localStorage.setItem(SETTINGS_KEY, '{"language":"en"}');
    expect(readStoredLanguage()).toBe('fr');
    window.localStorage.setItem(SETTINGS_KEY, 'not json');
    expect(readStoredLanguage()).toBe('fr');
  });
});
