import { type Color, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { type Direction, layoutParagraphs, shapeForPdf, type VisualLine } from './bidi.ts';

/**
 * Drawing text that may be French, Arabic or both with pdf-lib: every string goes through the shaping
 * and bidi steps first, then is drawn left to right. Reusable by any generated PDF (decision 019).
 */

export const INK = rgb(0.1, 0.12, 0.16);

/** Where a line sits in its box: `start` is the left for a left-to-right paragraph, the right for Arabic. */
export type Align = 'start' | 'end' | 'left' | 'right' | 'center';

export interface TextStyle {
  font: PDFFont;
  size: number;
  color?: Color;
  align?: Align;
  /** Distance between baselines; 1.3 × size when not given. */
  lineHeight?: number;
  /** Paragraph direction: from the first strong character by default (user text in any script). */
  direction?: Direction | 'auto';
}

/** The x of a line of `lineWidth` in a box [x, x + width] for an alignment and a paragraph direction. */
export function alignedX(x: number, width: number, lineWidth: number, align: Align, direction: Direction): number {
  const side =
    align === 'start'
      ? direction === 'rtl'
        ? 'right'
        : 'left'
      : align === 'end'
        ? direction === 'rtl'
          ? 'left'
          : 'right'
        : align;
  if (side === 'right') return x + width - lineWidth;
  if (side === 'center') return x + (width - lineWidth) / 2;
  return x;
}

/** Widths at size 1 of the words already measured, per font (fontkit's layout is the slow part of wrapping). */
const widthCache = new WeakMap<PDFFont, Map<string, number>>();

function unitWidth(font: PDFFont, text: string): number {
  let cache = widthCache.get(font);
  if (!cache) {
    cache = new Map();
    widthCache.set(font, cache);
  }
  let width = cache.get(text);
  if (width === undefined) {
    width = font.widthOfTextAtSize(text, 1);
    if (text.length <= 40 && cache.size < 20_000) cache.set(text, width);
  }
  return width;
}

/** The wrapped, visually ordered lines of a text in a box `width` wide. */
export function wrapText(text: string, style: TextStyle, width: number): VisualLine[] {
  return layoutParagraphs(text, (s) => unitWidth(style.font, s) * style.size, width, style.direction ?? 'auto');
}

export const lineHeightOf = (style: TextStyle): number => style.lineHeight ?? style.size * 1.3;

/** Draws one line already in visual order (a line of wrapText) with its baseline at y. */
export function drawVisualLine(page: PDFPage, line: VisualLine, x: number, y: number, width: number, style: TextStyle): void {
  if (line.text === '') return;
  const lineWidth = style.font.widthOfTextAtSize(line.text, style.size);
  page.drawText(line.text, {
    x: alignedX(x, width, lineWidth, style.align ?? 'start', line.direction),
    y,
    size: style.size,
    font: style.font,
    color: style.color ?? INK,
  });
}

/**
 * Draws a paragraph (wrapped to `width`, Arabic shaped, mixed runs ordered) with the first baseline at
 * `y`, and returns the height it used (lines × line height). It does not break pages: see the PV's cursor.
 */
export function drawParagraph(page: PDFPage, text: string, x: number, y: number, width: number, style: TextStyle): number {
  const lines = wrapText(text, style, width);
  const step = lineHeightOf(style);
  lines.forEach((line, i) => {
    drawVisualLine(page, line, x, y - i * step, width, style);
  });
  return lines.length * step;
}

/** Draws a single line of text (no wrapping) at (x, y), shaped and ordered; returns its width. */
export function drawTextLine(page: PDFPage, text: string, x: number, y: number, style: Omit<TextStyle, 'align'>): number {
  const visual = shapeForPdf(text);
  page.drawText(visual, { x, y, size: style.size, font: style.font, color: style.color ?? INK });
  return style.font.widthOfTextAtSize(visual, style.size);
}
