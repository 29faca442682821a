import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { FIXED_DATE, MUTED, PageWriter } from '../../pdf/page-writer.ts';
import { GUIDE_EDITION, GUIDE_PARTS, GUIDE_SUBTITLE, GUIDE_TITLE, type GuidePart } from './guide-content.ts';

const GREEN = rgb(0.05, 0.42, 0.27);

/**
 * The user guide as an A4 PDF, with pdf-lib and the portal's page writer like the document templates
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
  // Room for the page numbers at the bottom.
  const w = new PageWriter(doc, regular, { footerSpace: 20, lineGap: 0.4 });

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
      for (const b of section.bullets ?? []) w.bullet(b, GREEN);
      w.space(8);
    }
  }
  w.footers(bold, (page, pages) => `${GUIDE_TITLE} · page ${page} / ${pages}`);
  return doc.save({ useObjectStreams: false });
}
