import type { TProcedureSummary } from '@cri/shared/schemas/procedures';
import { describe, expect, it } from 'vitest';
import { documentFee, filterProcedures, formatMimeTypes, normaliseForSearch } from './procedure-catalogue.ts';

const summary = (id: number, nameFr: string, nameAr: string, category: TProcedureSummary['category']): TProcedureSummary => ({
  id,
  code: `P${id}`,
  nameFr,
  nameAr,
  category,
  shortDescriptionFr: '',
  shortDescriptionAr: '',
});

const LIST = [
  summary(1, 'Attestation provisoire de vocation non agricole', 'الشهادة المؤقتة للصبغة غير الفلاحية', 'LAND'),
  summary(2, 'Autorisation de construire', 'رخصة البناء', 'URBAN_PLANNING'),
  summary(3, "Dérogation en matière d'urbanisme", 'الاستثناء في مجال التعمير', 'DEROGATION'),
];

describe('filterProcedures', () => {
  it('finds by name in the current language, ignoring case and accents', () => {
    expect(filterProcedures(LIST, { query: 'DEROGATION', category: null, language: 'fr' }).map((p) => p.id)).toEqual([3]);
    expect(filterProcedures(LIST, { query: ' attestation ', category: null, language: 'fr' }).map((p) => p.id)).toEqual([1]);
    expect(filterProcedures(LIST, { query: 'رخصة', category: null, language: 'ar' }).map((p) => p.id)).toEqual([2]);
    // The French name is not searched on the Arabic page.
    expect(filterProcedures(LIST, { query: 'Autorisation', category: null, language: 'ar' })).toEqual([]);
  });

  it('keeps only the chosen category, and everything with no query', () => {
    expect(filterProcedures(LIST, { query: '', category: null, language: 'fr' })).toHaveLength(3);
    expect(filterProcedures(LIST, { query: '', category: 'LAND', language: 'fr' }).map((p) => p.id)).toEqual([1]);
    expect(filterProcedures(LIST, { query: 'construire', category: 'LAND', language: 'fr' })).toEqual([]);
  });

  it('normalises Arabic short vowels and French accents', () => {
    expect(normaliseForSearch('Équipement')).toBe('equipement');
    expect(normaliseForSearch('رُخْصَة')).toBe('رخصة');
  });
});

describe('documentFee', () => {
  const overrides = [
    { documentTypeId: 10, regionId: 2, documentCollectionFee: 300 },
    { documentTypeId: 10, regionId: 10, documentCollectionFee: 250 },
  ];
  it("uses the region's override, else the national fee", () => {
    expect(documentFee({ id: 10, documentCollectionFee: 200 }, overrides, 2)).toBe(300);
    expect(documentFee({ id: 10, documentCollectionFee: 200 }, overrides, 10)).toBe(250);
    expect(documentFee({ id: 10, documentCollectionFee: 200 }, overrides, 5)).toBe(200);
    expect(documentFee({ id: 10, documentCollectionFee: 200 }, overrides, null)).toBe(200);
    expect(documentFee({ id: 11, documentCollectionFee: 0 }, overrides, 2)).toBe(0);
  });
});

describe('formatMimeTypes', () => {
  it('lists the subtypes', () => {
    expect(formatMimeTypes('application/pdf,image/jpeg,image/png')).toBe('PDF, JPEG, PNG');
    expect(formatMimeTypes('application/pdf')).toBe('PDF');
  });
});
