/** A value the API sends in French and Arabic as `<field>Fr` / `<field>Ar` properties (`nameFr`, `nameAr`…). */
export type Bilingual<F extends string, V> = { [K in `${F}Fr` | `${F}Ar`]: V };
/** The type of a `<field>Fr`/`<field>Ar` pair's values, read off the record (`undefined` for a missing one). */
type FieldOf<T, F extends string> = T extends Bilingual<F, unknown> ? T[`${F}Fr`] | T[`${F}Ar`] : undefined;
/** A `{ fr, ar }` pair, or a record whose name or label comes in both languages. */
export type Localizable<V> = { fr: V; ar: V } | Bilingual<'name', V> | Bilingual<'label', V>;

/**
 * The version of a bilingual value in the language shown: Arabic when the language is `ar`, French
 * otherwise (French is the portal's default, so an unknown language reads French). Without `field` it
 * reads a `{ fr, ar }` pair, else `nameFr`/`nameAr`, else `labelFr`/`labelAr`; with `field`, that
 * property pair (`localized(procedure, lang, 'description')`). A missing record gives `undefined`.
 */
export function localized<V>(value: Localizable<V>, language: string): V;
export function localized<V>(value: Localizable<V> | null | undefined, language: string): V | undefined;
export function localized<F extends string, T extends Bilingual<F, unknown> | null | undefined>(
  value: T,
  language: string,
  field: F,
): FieldOf<T, F>;
export function localized(value: object | null | undefined, language: string, field?: string): unknown {
  if (value === null || value === undefined) return undefined;
  const ar = language === 'ar';
  const record = value as Record<string, unknown>;
  if (field !== undefined) return record[`${field}${ar ? 'Ar' : 'Fr'}`];
  if ('fr' in record) return ar ? record.ar : record.fr;
  const prefix = 'nameFr' in record ? 'name' : 'label';
  return record[`${prefix}${ar ? 'Ar' : 'Fr'}`];
}
