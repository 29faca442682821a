import { type Color, type PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';

/**
 * The top-to-bottom writer of the portal's plain French PDFs (the user guide, the blank document
 * templates): A4 pages with the standard Helvetica fonts (WinAnsi text, no shaping), adding pages as the
 * content grows. Arabic or mixed text goes through draw.ts instead (shaping and bidi).
 */

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 56;
export const WIDTH = A4[0] - 2 * MARGIN;
export const INK = rgb(0.1, 0.12, 0.16);
export const MUTED = rgb(0.38, 0.4, 0.45);
const LINE = rgb(0.6, 0.62, 0.66);
const BULLET_INDENT = 14;
/** A fixed date keeps a file byte-identical from one start to the next (cacheable, testable). */
export const FIXED_DATE = new Date('2026-01-01T00:00:00Z');

export interface TextOptions {
  font?: PDFFont;
  size?: number;
  color?: Color;
  gap?: number;
  indent?: number;
}

export interface WriterLayout {
  /** Space kept free above the bottom margin (for a footer) before a new page starts. */
  footerSpace: number;
  /** Space between the wrapped lines of a paragraph, as a share of the font size. */
  lineGap: number;
}

export class PageWriter {
  private page: PDFPage;
  private y: number;
  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly layout: WriterLayout,
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  /** Starts a new page unless `height` still fits on this one. */
  ensure(height: number): void {
    if (this.y - height >= MARGIN + this.layout.footerSpace) return;
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  space(points: number): void {
    this.y -= points;
  }

  text(value: string, { font = this.regular, size = 10, color = INK, gap = 4, indent = 0 }: TextOptions = {}): void {
    this.ensure(size + gap);
    this.y -= size;
    this.page.drawText(value, { x: MARGIN + indent, y: this.y, size, font, color });
    this.y -= gap;
  }

  paragraph(value: string, options: TextOptions = {}): void {
    const font = options.font ?? this.regular;
    const size = options.size ?? 10;
    const lines = wrap(value, font, size, WIDTH - (options.indent ?? 0));
    lines.forEach((line, i) => {
      this.text(line, { ...options, gap: i === lines.length - 1 ? (options.gap ?? 4) : size * this.layout.lineGap });
    });
  }

  bullet(value: string, color: Color): void {
    const size = 10;
    const lines = wrap(value, this.regular, size, WIDTH - BULLET_INDENT);
    this.ensure(size * 1.4 * Math.min(lines.length, 3));
    lines.forEach((line, i) => {
      this.ensure(size + 4);
      this.y -= size;
      if (i === 0) this.page.drawText('•', { x: MARGIN + 3, y: this.y, size, font: this.regular, color });
      this.page.drawText(line, { x: MARGIN + BULLET_INDENT, y: this.y, size, font: this.regular, color: INK });
      this.y -= i === lines.length - 1 ? 5 : size * this.layout.lineGap;
    });
  }

  /** A label followed by a line to fill in by hand. */
  field(label: string): void {
    this.ensure(24);
    this.y -= 16;
    this.page.drawText(`${label} :`, { x: MARGIN, y: this.y, size: 9.5, font: this.regular, color: INK });
    const start = MARGIN + this.regular.widthOfTextAtSize(`${label} : `, 9.5);
    this.page.drawLine({
      start: { x: start, y: this.y - 2 },
      end: { x: MARGIN + WIDTH, y: this.y - 2 },
      thickness: 0.5,
      color: LINE,
    });
    this.y -= 6;
  }

  /** A full-width line to write on. */
  blankLine(): void {
    this.ensure(22);
    this.y -= 20;
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: MARGIN + WIDTH, y: this.y }, thickness: 0.5, color: LINE });
  }

  /** A small muted line at the bottom right of every page, once the page count is known. */
  footers(font: PDFFont, label: (page: number, pages: number) => string): void {
    const pages = this.doc.getPages();
    pages.forEach((page, i) => {
      const text = label(i + 1, pages.length);
      const size = 8;
      page.drawText(text, { x: A4[0] - MARGIN - font.widthOfTextAtSize(text, size), y: MARGIN / 2, size, font, color: MUTED });
    });
  }
}

function wrap(value: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of value.split(/\s+/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(current);
      current = word;
    } else current = candidate;
  }
  if (current) lines.push(current);
  return lines;
}
