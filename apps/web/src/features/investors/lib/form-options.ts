import type { TChoiceItem, TCommune } from '@cri/shared/schemas/reference-data';
import { localized } from '../../../lib/i18n/localized.ts';
import type { SelectOption } from '../components/form-fields.tsx';

/** Select options of a choice list, labelled in the current language. */
export const choiceOptions = (items: readonly TChoiceItem[], language: string): SelectOption[] =>
  items.map((i) => ({ value: i.id, label: localized(i, language) }));

const collators: Record<string, Intl.Collator> = {};
const collator = (language: string) => {
  collators[language] ??= new Intl.Collator(language);
  return collators[language];
};

/** Communes sorted by name in the current language. */
export const communeOptions = (communes: readonly TCommune[], language: string): SelectOption[] =>
  communes
    .map((c) => ({ value: c.id, label: localized(c, language) }))
    .sort((a, b) => collator(language).compare(a.label, b.label));

/** Maps the API's field paths (`body.investor.zipCode`) to the form's (`investor.zipCode`). */
export const formFieldOf = (apiField: string): string => apiField.replace(/^body\./, '');
