import { describe, expect, it } from 'vitest';
import { localized } from './localized.ts';

const region = { id: 6, nameFr: 'Casablanca-Settat', nameAr: 'الدار البيضاء سطات', deployed: true };
const choice = { id: 2, code: 'SARL', labelFr: 'Société à responsabilité limitée', labelAr: 'شركة ذات مسؤولية محدودة' };
const procedure = { nameFr: 'Permis', nameAr: 'رخصة', descriptionFr: 'Texte', descriptionAr: null };

describe('localized', () => {
  it('reads nameFr/nameAr in the language shown', () => {
    expect(localized(region, 'fr')).toBe('Casablanca-Settat');
    expect(localized(region, 'ar')).toBe('الدار البيضاء سطات');
  });

  it('reads labelFr/labelAr when the record has no name', () => {
    expect(localized(choice, 'fr')).toBe('Société à responsabilité limitée');
    expect(localized(choice, 'ar')).toBe('شركة ذات مسؤولية محدودة');
  });

  it('reads a { fr, ar } pair', () => {
    expect(localized({ fr: 'fr-FR', ar: 'ar-MA' }, 'ar')).toBe('ar-MA');
    expect(localized({ fr: 0, ar: 1 }, 'fr')).toBe(0);
  });

  it('reads the named field pair, keeping a missing translation as the API sent it', () => {
    expect(localized(procedure, 'fr', 'description')).toBe('Texte');
    expect(localized(procedure, 'ar', 'description')).toBeNull();
    expect(localized(procedure, 'ar', 'name')).toBe('رخصة');
  });

  it('falls back to French for any language other than Arabic, as the portal does', () => {
    expect(localized(region, 'en')).toBe('Casablanca-Settat');
    expect(localized(region, '')).toBe('Casablanca-Settat');
  });

  it('gives undefined for a missing record', () => {
    expect(localized(undefined, 'ar')).toBeUndefined();
    expect(localized(null, 'fr', 'description')).toBeUndefined();
  });
});
