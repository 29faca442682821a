import type { Language } from '@cri/shared/limits';

type Tree = { [key: string]: string | Tree };
export type CataloguePart = 'firstPaint' | 'rest';

/**
 * The catalogue's chunks of each language (catalogue-parts.ts, decision 096), one loader per part. Apart from
 * lib/i18n so the entry can start their download beside the app's without i18next (decision 113); a module is
 * fetched and run once, whoever imports it first.
 */
export const CATALOGUE_LOADERS: Record<Language, Record<CataloguePart, () => Promise<{ default: Tree }>>> = {
  fr: { firstPaint: () => import('./catalogue-fr.ts'), rest: () => import('./catalogue-fr-rest.ts') },
  ar: { firstPaint: () => import('./catalogue-ar.ts'), rest: () => import('./catalogue-ar-rest.ts') },
};
