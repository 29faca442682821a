import type { TChoiceItem, TCommune, TSector } from '@cri/shared/schemas/reference-data';
import type { Option } from '../../../components/forms/form-fields.tsx';
import { localized } from '../../../lib/i18n/localized.ts';

const collators: Record<string, Intl.Collator> = {};
const collator = (language: string) => {
  collators[language] ??= new Intl.Collator(language);
  return collators[language];
};

/** Items of a choice list (optionally those depending on one parent), labelled in the current language. */
export const choiceOptions = (items: readonly TChoiceItem[], language: string, parentId?: number | null): Option[] =>
  items
    .filter((i) => parentId === undefined || i.parentId === parentId)
    .map((i) => ({ value: String(i.id), label: localized(i, language) }));

/** Communes (of one region when given), sorted by name in the current language. */
export const communeOptions = (communes: readonly TCommune[], language: string, regionId?: number): Option[] =>
  communes
    .filter((c) => regionId === undefined || c.regionId === regionId)
    .map((c) => ({ value: String(c.id), label: localized(c, language) }))
    .sort((a, b) => collator(language).compare(a.label, b.label));

/** The top level of the sector tree (the project's sectors). */
export const sectorOptions = (sectors: readonly TSector[], language: string): Option[] =>
  sectors.filter((s) => s.level === 'SECTOR').map((s) => ({ value: String(s.id), label: localized(s, language) }));
