import { PDFDocument, PDFName, type PDFPage, PDFString } from 'pdf-lib';
import { translate } from '../lib/i18n.ts';
import { A4, BOTTOM, drawFooters, fillIn, MARGIN, MUTED, moroccanDateTime, RULE, TOP, WIDTH } from './document-layout.ts';
import { drawTextLine, drawVisualLine, lineHeightOf, type TextStyle, wrapText } from './draw.ts';
import { embedPdfFonts, type PdfFonts } from './fonts.ts';

/**
 * The payment documents (issue 16; decisions 057, 058): the investor's technical sheet, to sign and stamp
 * and upload back, and the receipt of one administration's line once paid. A4, French with the header in
 * both languages, names in any script (shaped and ordered by draw.ts). The sheet carries its marker
 * (`SHEET_MARKER_PREFIX…`) in the document's keywords: an upload is recognised as this sheet by it.
 * Same input, same bytes; a classic cross-reference table so signatures can be added as incremental updates.
 */

export const SHEET_MARKER_PREFIX = 'cri-payment-sheet';

export interface DocumentHeader {
  region: { fr: string; ar: string };
  project: { reference: string; name: string; investorName: string };
  procedureName: string;
  /** Printed, and the PDF's creation and modification dates. */
  generatedAt: Date;
}

export interface SheetPdfInput extends DocumentHeader {
  sheetId: number;
  version: number;
  /** The marker written in the keywords (the HMAC of the sheet's id, version and content). */
  marker: string;
  parcels: Array<{ title: string; rows: Array<[string, string]> }>;
  totals: Array<[string, string]>;
}

export interface ReceiptPdfInput extends DocumentHeader {
  receiptNumber: string;
  administrationName: string;
  paidAt: Date;
  transactionReference: string;
  providerReference: string;
  channel: string;
  items: Array<{ label: string; computation: string; amount: string }>;
  total: string;
}

const t = (key: string, params: Record<string, string> = {}, lang: 'fr' | 'ar' = 'fr'): string =>
  fillIn(translate(`payments.pdf.${key}`, lang), params);

class Writer {
  page: PDFPage;
  y = TOP;
  constructor(
    readonly doc: PDFDocument,
    readonly fonts: PdfFonts,
  ) {
    this.page = doc.addPage(A4);
  }
  body(): TextStyle {
    return { font: this.fonts.regular, size: 9.5 };
  }
  ensure(height: number): void {
    if (this.y - height >= BOTTOM) return;
    this.page = this.doc.addPage(A4);
    this.y = TOP;
  }
  space(points: number): void {
    this.y -= points;
  }
  rule(): void {
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: MARGIN + WIDTH, y: this.y }, thickness: 0.6, color: RULE });
    this.y -= 4;
  }
  paragraph(text: string, style: TextStyle, x = MARGIN, width = WIDTH): void {
    const step = lineHeightOf(style);
    for (const line of wrapText(text, style, width)) {
      this.ensure(step);
      drawVisualLine(this.page, line, x, this.y - style.size, width, style);
      this.y -= step;
    }
  }
  heading(text: string): void {
    this.ensure(60);
    this.paragraph(text, { font: this.fonts.bold, size: 12 });
    this.space(1);
    this.rule();
    this.space(4);
  }
  /** A label (left) and its value (right column, right-aligned when `amount`). */
  row(label: string, value: string, { amount = false, bold = false } = {}): void {
    const labelWidth = amount ? WIDTH - 130 : 210;
    const labelStyle: TextStyle = { font: bold ? this.fonts.bold : this.fonts.regular, size: 9.5, align: 'left' };
    const valueStyle: TextStyle = {
      font: bold ? this.fonts.bold : this.fonts.regular,
      size: 9.5,
      align: amount ? 'right' : 'left',
      direction: amount ? 'ltr' : 'auto',
    };
    const labels = wrapText(label, labelStyle, labelWidth - 10);
    const values = wrapText(value, valueStyle, WIDTH - labelWidth);
    const step = lineHeightOf(valueStyle);
    for (let i = 0; i < Math.max(labels.length, values.length); i++) {
      this.ensure(step);
      const baseline = this.y - valueStyle.size;
      const l = labels[i];
      const v = values[i];
      if (l) drawVisualLine(this.page, l, MARGIN, baseline, labelWidth - 10, labelStyle);
      if (v) drawVisualLine(this.page, v, MARGIN + labelWidth, baseline, WIDTH - labelWidth, valueStyle);
      this.y -= step;
    }
    this.space(2);
  }
}

async function start(title: string, input: DocumentHeader) {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(`${title} — ${input.project.reference}`);
  doc.setSubject(input.project.name);
  doc.setAuthor(`${translate('commissionPv.centre')} — ${input.region.fr}`);
  doc.setCreator('Portail des CRI');
  doc.setProducer('Portail des CRI');
  doc.setCreationDate(input.generatedAt);
  doc.setModificationDate(input.generatedAt);
  doc.catalog.set(PDFName.of('Lang'), PDFString.of('fr'));
  const fonts = await embedPdfFonts(doc);
  const w = new Writer(doc, fonts);
  // The kingdom, the centre and the region, in French on the left and in Arabic on the right.
  const half = WIDTH / 2 - 10;
  const style = (bold: boolean, align: 'left' | 'right'): TextStyle => ({
    font: bold ? fonts.bold : fonts.regular,
    size: 9.5,
    color: bold ? undefined : MUTED,
    align,
  });
  const top = w.y;
  const left = [
    [translate('commissionPv.kingdom').toUpperCase(), true],
    [translate('commissionPv.centre'), false],
    [translate('commissionPv.region').replace('{{name}}', input.region.fr), true],
  ] as const;
  const right = [
    [translate('commissionPv.kingdom', 'ar'), true],
    [translate('commissionPv.centre', 'ar'), false],
    [translate('commissionPv.region', 'ar').replace('{{name}}', input.region.ar || input.region.fr), true],
  ] as const;
  let leftY = top;
  for (const [text, bold] of left) {
    for (const line of wrapText(text, style(bold, 'left'), half)) {
      drawVisualLine(w.page, line, MARGIN, leftY - 9.5, half, style(bold, 'left'));
      leftY -= lineHeightOf(style(bold, 'left'));
    }
  }
  let rightY = top;
  for (const [text, bold] of right) {
    for (const line of wrapText(text, style(bold, 'right'), half)) {
      drawVisualLine(w.page, line, MARGIN + WIDTH - half, rightY - 9.5, half, style(bold, 'right'));
      rightY -= lineHeightOf(style(bold, 'right'));
    }
  }
  w.y = Math.min(leftY, rightY) - 6;
  w.rule();
  w.space(12);
  w.paragraph(title, { font: fonts.bold, size: 15, align: 'center' });
  w.space(12);
  w.heading(t('project'));
  w.row(t('reference'), input.project.reference);
  w.row(t('projectName'), input.project.name);
  w.row(t('investor'), input.project.investorName);
  w.row(t('procedure'), input.procedureName);
  w.space(8);
  return { doc, fonts, w };
}

function footers(doc: PDFDocument, fonts: PdfFonts, text: string): void {
  drawFooters(doc, fonts, text, (page, total) => t('page', { page: String(page), total: String(total) }));
}

/** The technical sheet as the investor signs it: every parcel's fields, the totals, the signature box. */
export async function renderTechnicalSheetPdf(input: SheetPdfInput): Promise<Uint8Array> {
  const title = t('sheetTitle');
  const { doc, fonts, w } = await start(title, input);
  doc.setKeywords([input.marker]);
  for (const parcel of input.parcels) {
    w.heading(parcel.title);
    for (const [label, value] of parcel.rows) w.row(label, value);
    w.space(8);
  }
  w.heading(t('totals'));
  for (const [label, value] of input.totals) w.row(label, value, { amount: true });
  w.space(10);
  const issued = moroccanDateTime(input.generatedAt);
  w.paragraph(t('generatedOn', issued), { ...w.body(), color: MUTED });
  w.space(8);
  w.paragraph(t('certify'), w.body());
  w.space(10);
  const boxHeight = 90;
  w.ensure(boxHeight + 10);
  w.page.drawRectangle({ x: MARGIN, y: w.y - boxHeight, width: WIDTH, height: boxHeight, borderColor: RULE, borderWidth: 0.7 });
  drawTextLine(w.page, t('signatureBox'), MARGIN + 8, w.y - 16, { size: 9, font: fonts.bold, color: MUTED });
  w.y -= boxHeight + 10;
  footers(doc, fonts, t('sheetFooter', { id: String(input.sheetId), version: String(input.version) }));
  return doc.save({ useObjectStreams: false });
}

/** The receipt of one administration's line: what was paid, how it was computed, when and how. */
export async function renderReceiptPdf(input: ReceiptPdfInput): Promise<Uint8Array> {
  const { doc, fonts, w } = await start(t('receiptTitle'), input);
  w.heading(t('payment'));
  w.row(t('receiptNumber'), input.receiptNumber);
  w.row(t('administration'), input.administrationName);
  const paid = moroccanDateTime(input.paidAt);
  w.row(t('paidAt'), `${paid.date} ${paid.time}`);
  w.row(t('channel'), input.channel);
  w.row(t('transaction'), input.transactionReference);
  w.row(t('providerReference'), input.providerReference);
  w.space(8);
  w.heading(t('items'));
  for (const item of input.items) {
    w.row(item.label, item.amount, { amount: true });
    w.paragraph(item.computation, { ...w.body(), size: 8.5, color: MUTED });
    w.space(4);
  }
  w.rule();
  w.row(t('total'), input.total, { amount: true, bold: true });
  footers(doc, fonts, t('receiptFooter', { number: input.receiptNumber }));
  return doc.save({ useObjectStreams: false });
}

/** The marker of a sheet found in a PDF's keywords, or null (not a PDF pdf-lib reads, or no marker). */
export async function sheetMarkerOf(bytes: Uint8Array): Promise<string | null> {
  try {
    const doc = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true, throwOnInvalidObject: false });
    const keywords = doc.getKeywords() ?? '';
    return keywords.split(/[\s,]+/).find((k) => k.startsWith(`${SHEET_MARKER_PREFIX}:`)) ?? null;
  } catch {
    return null;
  }
}
