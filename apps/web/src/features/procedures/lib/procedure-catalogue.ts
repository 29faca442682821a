import type { ProcedureCategory } from '@cri/shared/enums/reference-data';
import type { TProcedureSummary, TRegionDocumentPriceOverride } from '@cri/shared/schemas/procedures';
import { localized } from '../../../lib/i18n/localized.ts';

/** Lower case, without accents or Arabic short vowels, so "equipement" finds "Équipement". */
export function normaliseForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670]/g, '')
    .toLowerCase()
    .trim();
}

/** The procedures whose name in the current language holds the query, of the chosen category (or all). */
export function filterProcedures(
  procedures: readonly TProcedureSummary[],
  opts: { query: string; category: ProcedureCategory | null; language: string },
): TProcedureSummary[] {
  const query = normaliseForSearch(opts.query);
  return procedures.filter(
    (p) =>
      (opts.category === null || p.category === opts.category) && normaliseForSearch(localized(p, opts.language)).includes(query),
  );
}

/** The collection fee of a document in a region: the region's override, else the national fee. */
export function documentFee(
  documentType: { id: number; documentCollectionFee: number },
  overrides: readonly TRegionDocumentPriceOverride[],
  regionId: number | null,
): number {
  const override = overrides.find((o) => o.documentTypeId === documentType.id && o.regionId === regionId);
  return override?.documentCollectionFee ?? documentType.documentCollectionFee;
}

/** "application/pdf,image/jpeg" to "PDF, JPEG": the subtypes, upper case. */
export function formatMimeTypes(mimeType: string): string {
  return mimeType
    .split(',')
    .map((m) => m.trim())
    .filter(Boolean)
    .map((m) => (m.split('/')[1] ?? m).toUpperCase())
    .join(', ');
}
