import { PDFDocument, StandardFonts } from 'pdf-lib';
import { FIXED_DATE, MUTED, PageWriter } from '../../../pdf/page-writer.ts';
import type { DocumentTemplate } from './definitions.ts';

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
  const w = new PageWriter(doc, regular, { footerSpace: 0, lineGap: 0.35 });

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
