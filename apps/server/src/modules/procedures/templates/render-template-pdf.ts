import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { DocumentTemplate } from './definitions.ts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const WIDTH = A4[0] - 2 * MARGIN;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.38, 0.4, 0.45);
const LINE = rgb(0.6, 0.62, 0.66);
/** A fixed date keeps the file byte-identical from one start to the next (cacheable, testable). */
const FIXED_DATE = new Date('2026-01-01T00:00:00Z');

/** Renders a blank template as an A4 PDF with the standard Helvetica fonts (WinAnsi: French text). */
export async function renderTemplatePdf(template: DocumentTemplate): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(template.title);
  doc.setAuthor('Centre Régional d’Investissement');
  doc.setCreator('Portail des CRI');
  doc.setProducer('Portail des CRI');
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const w = new Writer(doc, regular);

  w.text('ROYAUME DU MAROC', { font: bold, size: 9, color: MUTED });
  w.text('Centre Régional d’Investissement', { size: 9, color: MUTED, gap: 18 });
  w.text(template.title, { font: bold, size: 16, gap: 10 });
  w.paragraph(template.intro, { size: 9.5, color: MUTED, gap: 14 });
  for (const section of template.sections) {
    w.ensure(60);
    w.text(section.heading, { font: bold, size: 11.5, gap: 8 });
    if (section.text) w.paragraph(section.text, { size: 10, gap: 8 });
    for (const field of section.fields ?? []) w.field(field);
    for (let i = 0; i < (section.blankLines ?? 0); i++) w.blankLine();
    w.space(10);
  }
  w.ensure(70);
  w.space(16);
  w.paragraph(template.signature, { size: 10, gap: 50 });
  return doc.save({ useObjectStreams: false });
}

interface TextOptions {
  font?: PDFFont;
  size?: number;
  color?: ReturnType<typeof rgb>;
  gap?: number;
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
    if (this.y - height >= MARGIN) return;
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  space(points: number): void {
    this.y -= points;
  }

  text(value: string, { font = this.regular, size = 10, color = INK, gap = 4 }: TextOptions = {}): void {
    this.ensure(size + gap);
    this.y -= size;
    this.page.drawText(value, { x: MARGIN, y: this.y, size, font, color });
    this.y -= gap;
  }

  paragraph(value: string, options: TextOptions = {}): void {
    const font = options.font ?? this.regular;
    const size = options.size ?? 10;
    const lines = wrap(value, font, size, WIDTH);
    lines.forEach((line, i) => {
      this.text(line, { ...options, gap: i === lines.length - 1 ? (options.gap ?? 4) : size * 0.35 });
    });
  }

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

  blankLine(): void {
    this.ensure(22);
    this.y -= 20;
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: MARGIN + WIDTH, y: this.y }, thickness: 0.5, color: LINE });
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
