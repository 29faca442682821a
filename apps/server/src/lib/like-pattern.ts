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

/**
 * A LIKE pattern in lower case of pieces of the text that every row containing the text holds, in this order (decision
 * 125), to ask a trigram index of a lower-case column for in place of the whole text when it has fewer trigrams; null:
 * ask for the whole text. Each word of three letters or more gives its first and its last three letters, or itself
 * when shorter than six. Each trigram asked is a list the index reads and intersects: "Clinique Souss" gives about
 * fifteen, each of 80 000-100 000 files at 1 000 000 files (21-30 ms in the index), `%cli%que%souss%` five (10-12 ms),
 * for the same matches. Only runs of ASCII letters and digits are taken (their trigrams and their lower case are the
 * same in every database locale); a word without three of them in a row leaves the whole text to the index, since
 * asking for the other words alone could find far more rows than match.
 */
export function wordEndsPattern(text: string): string | null {
  const words = (text.match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => [...w]).filter((w) => w.length >= 3);
  const wholeTrigrams = words.reduce((n, w) => n + w.length - 2, 0);
  const pieces: string[] = [];
  for (const word of words) {
    const runs = word.join('').match(/[A-Za-z0-9]{3,}/g) ?? [];
    const first = runs[0];
    const last = runs.at(-1);
    if (first === undefined || last === undefined) return null;
    if (runs.length === 1 && first.length < 6) pieces.push(first);
    else pieces.push(first.slice(0, 3), last.slice(-3));
  }
  const trigrams = pieces.reduce((n, p) => n + p.length - 2, 0);
  return pieces.length > 0 && trigrams < wholeTrigrams ? `%${pieces.join('%').toLowerCase()}%` : null;
}
