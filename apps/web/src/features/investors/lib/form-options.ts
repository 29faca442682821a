import type { TChoiceItem, TCommune } from '@cri/shared/schemas/reference-data';
import type { SelectOption } from '../components/form-fields.tsx';

/** Select options of a choice list, labelled in the current language. */
export const choiceOptions = (items: readonly TChoiceItem[], language: string): SelectOption[] =>
  items.map((i) => ({ value: i.id, label: language === 'ar' ? i.labelAr : i.labelFr }));

const collators: Record<string, Intl.Collator> = {};
const collator = (language: string) => {
  collators[language] ??= new Intl.Collator(language);
  return collators[language];
};

/** Communes sorted by name in the current language. */
export const communeOptions = (communes: readonly TCommune[], language: string): SelectOption[] =>
  communes
    .map((c) => ({ value: c.id, label: language === 'ar' ? c.nameAr : c.nameFr }))
    .sort((a, b) => collator(language).compare(a.label, b.label));

/** Maps the API's field paths (`body.investor.zipCode`) to the form's (`investor.zipCode`). */
export const formFieldOf = (apiField: string): string => apiField.replace(/^body\./, '');
