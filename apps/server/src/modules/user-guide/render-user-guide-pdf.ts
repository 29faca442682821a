import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { GUIDE_EDITION, GUIDE_PARTS, GUIDE_SUBTITLE, GUIDE_TITLE, type GuidePart } from './guide-content.ts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const WIDTH = A4[0] - 2 * MARGIN;
const BULLET_INDENT = 14;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.38, 0.4, 0.45);
const GREEN = rgb(0.05, 0.42, 0.27);
/** A fixed date keeps the file byte-identical from one start to the next (cacheable, testable). */
const FIXED_DATE = new Date('2026-01-01T00:00:00Z');

/**
 * The user guide as an A4 PDF, with pdf-lib and the standard Helvetica fonts like the document templates
 * (modules/procedures/templates): French text (WinAnsi), page numbers in the footer.
 */
export async function renderUserGuidePdf(parts: GuidePart[] = GUIDE_PARTS): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(GUIDE_TITLE);
  doc.setSubject(GUIDE_SUBTITLE);
  doc.setLanguage('fr-MA');
  doc.setAuthor('Centres Régionaux d’Investissement');
  doc.setCreator('Portail des CRI');
  doc.setProducer('Portail des CRI');
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const w = new Writer(doc, regular);

  w.text('ROYAUME DU MAROC', { font: bold, size: 9, color: MUTED });
  w.text('Centres Régionaux d’Investissement', { size: 9, color: MUTED, gap: 22 });
  w.paragraph(GUIDE_TITLE, { font: bold, size: 18, color: GREEN, gap: 6 });
  w.paragraph(GUIDE_SUBTITLE, { size: 11, gap: 4 });
  w.text(GUIDE_EDITION, { size: 9, color: MUTED, gap: 18 });
  w.text('Sommaire', { font: bold, size: 11, gap: 6 });
  for (const part of parts) w.text(part.title, { size: 10, gap: 4 });
  w.space(14);

  for (const part of parts) {
    w.ensure(90);
    w.space(6);
    w.paragraph(part.title, { font: bold, size: 14, color: GREEN, gap: 6 });
    w.paragraph(part.intro, { size: 10, color: MUTED, gap: 10 });
    for (const section of part.sections) {
      w.ensure(50);
      w.text(section.heading, { font: bold, size: 11.5, gap: 6 });
      for (const p of section.paragraphs ?? []) w.paragraph(p, { size: 10, gap: 6 });
      for (const b of section.bullets ?? []) w.bullet(b);
      w.space(8);
    }
  }
  w.footers(bold);
  return doc.save({ useObjectStreams: false });
}

interface TextOptions {
  font?: PDFFont;
  size?: number;
  color?: ReturnType<typeof rgb>;
  gap?: number;
  indent?: number;
}

/** A top-to-bottom cursor that adds pages as the content grows. */
class Writer {
  private page: PDFPage;
  private y: number;
  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  ensure(height: number): void {
    if (this.y - height >= MARGIN + 20) return;
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
      this.text(line, { ...options, gap: i === lines.length - 1 ? (options.gap ?? 4) : size * 0.4 });
    });
  }

  bullet(value: string): void {
    const size = 10;
    const lines = wrap(value, this.regular, size, WIDTH - BULLET_INDENT);
    this.ensure(size * 1.4 * Math.min(lines.length, 3));
    lines.forEach((line, i) => {
      this.ensure(size + 4);
      this.y -= size;
      if (i === 0) this.page.drawText('•', { x: MARGIN + 3, y: this.y, size, font: this.regular, color: GREEN });
      this.page.drawText(line, { x: MARGIN + BULLET_INDENT, y: this.y, size, font: this.regular, color: INK });
      this.y -= i === lines.length - 1 ? 5 : size * 0.4;
    });
  }

  /** "Guide … · page n / N" at the bottom of every page, once the page count is known. */
  footers(font: PDFFont): void {
    const pages = this.doc.getPages();
    pages.forEach((page, i) => {
      const label = `${GUIDE_TITLE} · page ${i + 1} / ${pages.length}`;
      const size = 8;
      page.drawText(label, {
        x: A4[0] - MARGIN - font.widthOfTextAtSize(label, size),
        y: MARGIN / 2,
        size,
        font,
        color: MUTED,
      });
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
