/**
 * User text inside a LIKE/ILIKE pattern. PostgreSQL's default escape character is `\`, so `\%`, `\_` and
 * `\\` match those characters literally and no `ESCAPE` clause is needed. Every LIKE that takes a user's
 * text goes through these, so a `%` or `_` typed in a search box cannot widen the search to every row.
 */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%text%`: rows containing the text, taken literally. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;

/** The fewest digits in a row that narrow a trigram search by themselves (decision 124). */
const DISTINCTIVE_DIGITS = 5;

/**
 * The part of a searched text a trigram index should be asked for (decision 124): its longest run of digits when it
 * has at least five and is not the whole text, else the whole text. A trigram index intersects the lists of every
 * trigram of the pattern, and those of a reference's or a name's fixed parts ("CRI-02-2026-", "SARL") hold nearly every
 * row: at 1 000 000 files `reference ilike '%BENCH-02-219001%'` spent 136 ms in the index, `'%219001%'` 3 ms. The
 * digits are a necessary part of any match, so the whole text is still compared on each row they find.
 */
export function indexedPart(text: string): string | null {
  const runs = text.match(/\d+/g) ?? [];
  const longest = runs.reduce((a, b) => (b.length > a.length ? b : a), '');
  return longest.length >= DISTINCTIVE_DIGITS && longest !== text.trim() ? longest : null;
}
