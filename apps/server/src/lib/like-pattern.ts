/**
 * User text inside a LIKE/ILIKE pattern. PostgreSQL's default escape character is `\`, so `\%`, `\_` and
 * `\\` match those characters literally and no `ESCAPE` clause is needed. Every LIKE that takes a user's
 * text goes through these, so a `%` or `_` typed in a search box cannot widen the search to every row.
 */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%text%`: rows containing the text, taken literally. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;
