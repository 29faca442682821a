import bidiFactory from 'bidi-js';

/**
 * Visual ordering of mixed Latin/Arabic text for the PDF (decisions 019 and 093): the Unicode
 * bidirectional algorithm (bidi-js, UAX #9) cuts each paragraph into lines (on the logical text) and each
 * line into runs of one direction, in visual order (rule L2). The runs keep their characters in logical
 * order: HarfBuzz shapes each one in its direction (shaping.ts), which also mirrors brackets in
 * right-to-left runs, and the glyphs of the runs are drawn left to right one after the other.
 */

const bidi = bidiFactory();

export type Direction = 'ltr' | 'rtl';

/** A piece of a line with one direction, its characters in logical order (no bidi controls left). */
export interface Run {
  text: string;
  rtl: boolean;
}

/** One wrapped line: its runs from left to right, and its paragraph's direction (for alignment). */
export interface VisualLine {
  /** The line's characters in logical order (what it says; for tests and plain fonts). */
  text: string;
  runs: Run[];
  direction: Direction;
}

/** Measures one run (a width for a text in a direction, e.g. the sum of its shaped advances). */
export type MeasureRun = (text: string, rtl: boolean) => number;

/** Control characters and tabs become spaces; line breaks are kept (they split paragraphs). */
function clean(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  return text.replace(/\r\n?/g, '\n').replace(/[\t\u000b\u000c\u0000-\u0008\u000e-\u001f\u007f]/g, ' ');
}

/** The invisible bidi controls (marks, embeddings, isolates): they order, then go (no glyph). */
const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069\u061c]/g;

type Levels = ReturnType<typeof bidi.getEmbeddingLevels>;

const isRtl = (levels: Levels, i: number): boolean => ((levels.levels[i] ?? 0) & 1) === 1;

/**
 * The runs of [start, end] (inclusive) of a paragraph in visual order. bidi-js gives the order of the
 * characters (rule L2, trailing spaces at the paragraph level: L1); a run is a stretch of that order
 * that walks the logical text forwards (left to right) or backwards (right to left).
 */
function visualRuns(text: string, levels: Levels, start: number, end: number): Run[] {
  const order = Array.from({ length: end - start + 1 }, (_, i) => start + i);
  for (const [from = 0, to = -1] of bidi.getReorderSegments(text, levels, start, end)) {
    const segment = order.slice(from - start, to - start + 1).reverse();
    order.splice(from - start, segment.length, ...segment);
  }
  const runs: Run[] = [];
  let i = 0;
  while (i < order.length) {
    const first = order[i] as number;
    const rtl = isRtl(levels, first);
    const step = rtl ? -1 : 1;
    let j = i;
    while (j + 1 < order.length && order[j + 1] === (order[j] as number) + step && isRtl(levels, order[j + 1] as number) === rtl)
      j++;
    const last = order[j] as number;
    const runText = (rtl ? text.slice(last, first + 1) : text.slice(first, last + 1)).replace(BIDI_CONTROLS, '');
    if (runText !== '') runs.push({ text: runText, rtl });
    i = j + 1;
  }
  return runs;
}

/** The runs of a logical range in logical order (for measuring: the width does not depend on the order). */
function logicalRuns(text: string, levels: Levels, start: number, end: number): Run[] {
  const runs: Run[] = [];
  let from = start;
  for (let i = start; i <= end; i++) {
    if (i === end || isRtl(levels, i + 1) !== isRtl(levels, from)) {
      const runText = text.slice(from, i + 1).replace(BIDI_CONTROLS, '');
      if (runText !== '') runs.push({ text: runText, rtl: isRtl(levels, from) });
      from = i + 1;
    }
  }
  return runs;
}

/**
 * Wraps a piece of text in a first-strong isolate (U+2068 … U+2069): inside a sentence of the other
 * direction it keeps its own order and does not pull its neighbours (punctuation, bullets) into it.
 */
export const isolate = (text: string): string => `\u2068${text}\u2069`;

/**
 * A single line of text (line breaks become spaces) as runs in visual order. The paragraph direction is
 * taken from the first strong character (like `dir="auto"`), unless `base` says otherwise.
 */
export function visualLine(text: string, base: Direction | 'auto' = 'auto'): VisualLine {
  const line = clean(text).replace(/\n/g, ' ');
  if (line === '') return { text: '', runs: [], direction: 'ltr' };
  const levels = bidi.getEmbeddingLevels(line, base);
  const direction: Direction = (levels.paragraphs[0]?.level ?? 0) % 2 === 1 ? 'rtl' : 'ltr';
  return { text: line.replace(BIDI_CONTROLS, ''), runs: visualRuns(line, levels, 0, line.length - 1), direction };
}

/** The direction of a text's first paragraph (first strong character; left to right when there is none). */
export function directionOf(text: string): Direction {
  const cleaned = clean(text);
  if (cleaned === '') return 'ltr';
  const { paragraphs } = bidi.getEmbeddingLevels(cleaned, 'auto');
  return (paragraphs[0]?.level ?? 0) % 2 === 1 ? 'rtl' : 'ltr';
}

/**
 * Wraps a text into lines no wider than `maxWidth` and returns them as runs in visual order. A stretch
 * of text is measured as the sum of its runs (each shaped in its direction by `measure`), the same
 * widths the drawing uses. Words are kept whole unless one alone is too wide, then it is cut. Line
 * breaks in the text start new paragraphs; each paragraph has its own direction (from its first strong
 * character, unless `base` fixes it).
 */
export function layoutParagraphs(
  text: string,
  measure: MeasureRun,
  maxWidth: number,
  base: Direction | 'auto' = 'auto',
): VisualLine[] {
  const lines: VisualLine[] = [];
  for (const raw of clean(text).split('\n')) {
    const paragraph = raw.replace(/ +/g, ' ').trim();
    if (paragraph === '') {
      lines.push({ text: '', runs: [], direction: 'ltr' });
      continue;
    }
    const levels = bidi.getEmbeddingLevels(paragraph, base);
    const direction: Direction = (levels.paragraphs[0]?.level ?? 0) % 2 === 1 ? 'rtl' : 'ltr';
    const width = (start: number, end: number): number =>
      logicalRuns(paragraph, levels, start, end).reduce((sum, run) => sum + measure(run.text, run.rtl), 0);
    for (const [start, end] of breakLines(paragraph, width, maxWidth)) {
      lines.push({
        text: paragraph.slice(start, end + 1).replace(BIDI_CONTROLS, ''),
        runs: visualRuns(paragraph, levels, start, end),
        direction,
      });
    }
  }
  return lines;
}

/**
 * Line ranges [start, end] (inclusive, logical order, no trailing space) of a one-paragraph text. Widths
 * add up word by word (each word measured once); a line close to the limit is measured whole, so every
 * line really fits.
 */
function breakLines(text: string, measure: (start: number, end: number) => number, maxWidth: number): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  const spaceAt = text.indexOf(' ');
  const space = spaceAt >= 0 ? measure(spaceAt, spaceAt) : 0;
  const fits = (start: number, end: number, estimate: number): boolean =>
    estimate <= maxWidth && (estimate < maxWidth * 0.97 || measure(start, end) <= maxWidth);

  let lineStart = -1;
  let lineEnd = -1;
  let lineWidth = 0;
  // Words with their offsets; the text has single spaces only.
  for (const match of text.matchAll(/[^ ]+/g)) {
    const word = { start: match.index, end: match.index + match[0].length - 1 };
    const wordWidth = measure(word.start, word.end);
    if (lineStart >= 0 && fits(lineStart, word.end, lineWidth + space + wordWidth)) {
      lineEnd = word.end;
      lineWidth += space + wordWidth;
      continue;
    }
    if (lineStart >= 0) ranges.push([lineStart, lineEnd]);
    // A word wider than the line alone is cut where it no longer fits (at least one character a line).
    let start = word.start;
    let width = wordWidth;
    while (width > maxWidth && start < word.end) {
      let cut = start;
      while (cut < word.end && measure(start, cut + 1) <= maxWidth) cut++;
      // Do not split a surrogate pair.
      if (/[\ud800-\udbff]/.test(text.charAt(cut))) cut++;
      ranges.push([start, cut]);
      start = cut + 1;
      width = measure(start, word.end);
    }
    lineStart = start;
    lineEnd = word.end;
    lineWidth = width;
  }
  if (lineStart >= 0) ranges.push([lineStart, lineEnd]);
  return ranges;
}
