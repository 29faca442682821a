import bidiFactory from 'bidi-js';
import { shapeArabic } from './arabic-shaping.ts';

/**
 * Visual ordering of mixed Latin/Arabic text for the PDF (decision 019): the Unicode bidirectional
 * algorithm (bidi-js, UAX #9) on the shaped text, line by line after wrapping, with mirrored brackets.
 * Drawing the result left to right gives Arabic right to left and Latin runs left to right.
 */

const bidi = bidiFactory();

export type Direction = 'ltr' | 'rtl';

/** One wrapped line, ready to draw from left to right, and the direction of its paragraph (for alignment). */
export interface VisualLine {
  text: string;
  direction: Direction;
}

/** Control characters and tabs become spaces; line breaks are kept (they split paragraphs). */
function clean(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  return text.replace(/\r\n?/g, '\n').replace(/[\t\u000b\u000c\u0000-\u0008\u000e-\u001f\u007f]/g, ' ');
}

/** Reorders [start, end] (inclusive) of a shaped paragraph into visual order, mirroring brackets in RTL runs. */
function visual(text: string, levels: ReturnType<typeof bidi.getEmbeddingLevels>, start: number, end: number): string {
  const chars = text.split('');
  for (const [index, mirrored] of bidi.getMirroredCharactersMap(text, levels.levels, start, end)) chars[index] = mirrored;
  const order = chars.slice(start, end + 1);
  for (const [from = 0, to = -1] of bidi.getReorderSegments(text, levels, start, end)) {
    const segment = order.slice(from - start, to - start + 1).reverse();
    order.splice(from - start, segment.length, ...segment);
  }
  // A surrogate pair reversed inside a right-to-left run is put back in order; the invisible bidi
  // controls (marks, embeddings, isolates) have done their work and have no glyph: they go.
  return order
    .join('')
    .replace(/([\udc00-\udfff])([\ud800-\udbff])/g, '$2$1')
    .replace(BIDI_CONTROLS, '');
}

const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069\u061c]/g;

/**
 * Wraps a piece of text in a first-strong isolate (U+2068 … U+2069): inside a sentence of the other
 * direction it keeps its own order and does not pull its neighbours (punctuation, bullets) into it.
 */
export const isolate = (text: string): string => `\u2068${text}\u2069`;

/**
 * A single line of user text as it must be drawn: Arabic shaped, runs in visual order. The paragraph
 * direction is taken from the first strong character (like `dir="auto"`), unless `base` says otherwise.
 */
export function shapeForPdf(text: string, base: Direction | 'auto' = 'auto'): string {
  const shaped = shapeArabic(clean(text).replace(/\n/g, ' '));
  if (shaped === '') return '';
  const levels = bidi.getEmbeddingLevels(shaped, base);
  return visual(shaped, levels, 0, shaped.length - 1);
}

/** The direction of a text's first paragraph (first strong character; left to right when there is none). */
export function directionOf(text: string): Direction {
  const shaped = shapeArabic(clean(text));
  if (shaped === '') return 'ltr';
  const { paragraphs } = bidi.getEmbeddingLevels(shaped, 'auto');
  return (paragraphs[0]?.level ?? 0) % 2 === 1 ? 'rtl' : 'ltr';
}

/**
 * Wraps a text into lines no wider than `maxWidth` (measured by `measure`, e.g. a font's width at a size)
 * and returns them in visual order. Words are kept whole unless one alone is too wide, then it is cut.
 * Line breaks in the text start new paragraphs; each paragraph has its own direction (from its first
 * strong character, unless `base` fixes it).
 */
export function layoutParagraphs(
  text: string,
  measure: (s: string) => number,
  maxWidth: number,
  base: Direction | 'auto' = 'auto',
): VisualLine[] {
  const lines: VisualLine[] = [];
  for (const paragraph of clean(text).split('\n')) {
    const shaped = shapeArabic(paragraph.replace(/ +/g, ' ').trim());
    if (shaped === '') {
      lines.push({ text: '', direction: 'ltr' });
      continue;
    }
    const levels = bidi.getEmbeddingLevels(shaped, base);
    const direction: Direction = (levels.paragraphs[0]?.level ?? 0) % 2 === 1 ? 'rtl' : 'ltr';
    const width = (s: string) => measure(s.replace(BIDI_CONTROLS, ''));
    for (const [start, end] of breakLines(shaped, width, maxWidth)) {
      lines.push({ text: visual(shaped, levels, start, end), direction });
    }
  }
  return lines;
}

/**
 * Line ranges [start, end] (inclusive, logical order, no trailing space) of a one-paragraph text. Widths
 * add up word by word (each word measured once); a line close to the limit is measured whole, so every
 * line really fits.
 */
function breakLines(text: string, measure: (s: string) => number, maxWidth: number): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  const space = measure(' ');
  const fits = (start: number, end: number, estimate: number): boolean =>
    estimate <= maxWidth && (estimate < maxWidth * 0.97 || measure(text.slice(start, end + 1)) <= maxWidth);

  let lineStart = -1;
  let lineEnd = -1;
  let lineWidth = 0;
  // Words with their offsets; the text has single spaces only.
  for (const match of text.matchAll(/[^ ]+/g)) {
    const word = { start: match.index, end: match.index + match[0].length - 1, width: measure(match[0]) };
    if (lineStart >= 0 && fits(lineStart, word.end, lineWidth + space + word.width)) {
      lineEnd = word.end;
      lineWidth += space + word.width;
      continue;
    }
    if (lineStart >= 0) ranges.push([lineStart, lineEnd]);
    // A word wider than the line alone is cut where it no longer fits (at least one character a line).
    let start = word.start;
    let width = word.width;
    while (width > maxWidth && start < word.end) {
      let cut = start;
      while (cut < word.end && measure(text.slice(start, cut + 2)) <= maxWidth) cut++;
      // Do not split a surrogate pair.
      if (/[\ud800-\udbff]/.test(text.charAt(cut))) cut++;
      ranges.push([start, cut]);
      start = cut + 1;
      width = measure(text.slice(start, word.end + 1));
    }
    lineStart = start;
    lineEnd = word.end;
    lineWidth = width;
  }
  if (lineStart >= 0) ranges.push([lineStart, lineEnd]);
  return ranges;
}
