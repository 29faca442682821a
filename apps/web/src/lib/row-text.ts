import type { TFunction } from 'i18next';

/** Stands for the value while the translation is resolved once; a control character no text of the portal holds. */
const SLOT = '\u0001';

/**
 * A translation that fills in one value, resolved once per list instead of once per row (decision 109): `t` runs
 * once with a marker in place of the value, and each row only joins the text around the marker, so 100 rows do
 * not run i18next's lookup and interpolation 100 times. Values are not escaped (the app's i18next does not escape:
 * React does). When the marker does not come back exactly once (a text that drops or repeats its value), each
 * value goes through `t` as before.
 */
export function textWith(t: TFunction, key: string, name: string): (value: string | number) => string {
  const whole = t(key, { [name]: SLOT });
  const at = whole.indexOf(SLOT);
  if (at < 0 || whole.indexOf(SLOT, at + 1) >= 0) return (value) => t(key, { [name]: value });
  const before = whole.slice(0, at);
  const after = whole.slice(at + SLOT.length);
  return (value) => `${before}${value}${after}`;
}

/** A translation by count (its plural forms), each distinct count translated once per list. */
export function textByCount(t: TFunction, key: string): (count: number) => string {
  const seen = new Map<number, string>();
  return (count) => {
    let text = seen.get(count);
    if (text === undefined) {
      text = t(key, { count });
      seen.set(count, text);
    }
    return text;
  };
}

/** Translations without values, each key looked up once per list (enum labels of a column, yes / no). */
export function textOnce(t: TFunction): (key: string) => string {
  const seen = new Map<string, string>();
  return (key) => {
    let text = seen.get(key);
    if (text === undefined) {
      text = t(key);
      seen.set(key, text);
    }
    return text;
  };
}
