import { type Color, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { type Direction, layoutParagraphs, type Run, type VisualLine, visualLine } from './bidi.ts';
import { shapingFontOf } from './fonts.ts';
import { drawGlyphs, placeRuns } from './glyph-text.ts';
import { shapeRun } from './shaping.ts';

/**
 * Drawing text that may be French, Arabic or both with pdf-lib: every string is cut into lines and runs
 * of one direction (bidi.ts), each run is shaped by HarfBuzz (shaping.ts) and the glyphs are drawn at
 * HarfBuzz's positions (glyph-text.ts). Widths for wrapping and alignment are the shaped advances, so
 * what is measured is what is drawn. Reusable by any generated PDF (decisions 019 and 093).
 *
 * A font that was not embedded by embedPdfFonts (a standard font: Helvetica) is not shaped: its runs are
 * drawn by pdf-lib as they are, which is right for the Latin text such fonts can draw.
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

/** The width at size 1 of a run in a font (shaped advances for an embedded font, pdf-lib's otherwise). */
function runWidth(font: PDFFont, text: string, rtl: boolean): number {
  const shaping = shapingFontOf(font);
  if (!shaping) return font.widthOfTextAtSize(text, 1);
  return shapeRun(shaping, text, rtl).width / shaping.unitsPerEm;
}

/** The width of a line's runs at a size. */
export function lineWidth(line: Pick<VisualLine, 'runs'>, font: PDFFont, size: number): number {
  return line.runs.reduce((sum, run) => sum + runWidth(font, run.text, run.rtl), 0) * size;
}

/** The width of a single line of text at a size, as drawTextLine draws it. */
export function textWidth(text: string, font: PDFFont, size: number): number {
  return lineWidth(visualLine(text), font, size);
}

/** The wrapped, visually ordered lines of a text in a box `width` wide. */
export function wrapText(text: string, style: TextStyle, width: number): VisualLine[] {
  return layoutParagraphs(text, (s, rtl) => runWidth(style.font, s, rtl) * style.size, width, style.direction ?? 'auto');
}

export const lineHeightOf = (style: TextStyle): number => style.lineHeight ?? style.size * 1.3;

/** Draws runs (left to right) at (x, y) and returns their width. */
function drawRuns(page: PDFPage, runs: readonly Run[], x: number, y: number, font: PDFFont, size: number, color: Color): number {
  const shaping = shapingFontOf(font);
  if (!shaping) {
    let pen = x;
    for (const run of runs) {
      page.drawText(run.text, { x: pen, y, size, font, color });
      pen += font.widthOfTextAtSize(run.text, size);
    }
    return pen - x;
  }
  const { glyphs, width } = placeRuns(shaping, runs);
  drawGlyphs(page, font, shaping.unitsPerEm, glyphs, x, y, size, color);
  return (width / shaping.unitsPerEm) * size;
}

/** Draws one line of wrapText with its baseline at y, aligned in the box [x, x + width]. */
export function drawVisualLine(page: PDFPage, line: VisualLine, x: number, y: number, width: number, style: TextStyle): void {
  if (line.runs.length === 0) return;
  const measured = lineWidth(line, style.font, style.size);
  const left = alignedX(x, width, measured, style.align ?? 'start', line.direction);
  drawRuns(page, line.runs, left, y, style.font, style.size, style.color ?? INK);
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

/** Draws a single line of text (no wrapping) with its left end at (x, y), shaped and ordered; returns its width. */
export function drawTextLine(page: PDFPage, text: string, x: number, y: number, style: Omit<TextStyle, 'align'>): number {
  const line = visualLine(text, style.direction ?? 'auto');
  return drawRuns(page, line.runs, x, y, style.font, style.size, style.color ?? INK);
}
