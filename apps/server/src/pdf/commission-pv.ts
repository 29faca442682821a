import { COMMISSION_DECISIONS, type CommissionDecision, decisionColor } from '@cri/shared/enums/commission-decisions';
import { MEMBER_OPINIONS, type MemberOpinion } from '@cri/shared/schemas/commission';
import { type Color, PDFDocument, type PDFImage, PDFName, type PDFPage, PDFString, rgb } from 'pdf-lib';
import { translate } from '../lib/i18n.ts';
import { isolate } from './bidi.ts';
import {
  A4,
  BOTTOM,
  drawFooters,
  fillIn,
  frenchDate,
  MARGIN,
  MUTED,
  moroccanDateTime,
  RULE,
  TOP,
  WIDTH,
} from './document-layout.ts';
import { drawTextLine, drawVisualLine, INK, lineHeightOf, type TextStyle, wrapText } from './draw.ts';
import { embedPdfFonts, type PdfFonts } from './fonts.ts';

/**
 * The minutes (procès-verbal) of a session of the regional unified investment commission (spec 2
 * "Minutes (PV)", issue 7): an A4 PDF in French built from the structured decision, with names and texts
 * in any script (Arabic shaped and ordered, decision 019). Same input, same bytes; a classic
 * cross-reference table (no object streams), so signatures can be added as incremental updates.
 */
export interface PvInput {
  region: { fr: string; ar: string };
  /** YYYY-MM-DD (shown DD/MM/YYYY). */
  sessionDate: string;
  project: { reference: string; name: string; investorName: string; procedures: string[] };
  decision: {
    choice: CommissionDecision;
    commentsForInvestor: string | null;
    recommendation: string | null;
  };
  members: Array<{
    fullName: string;
    administration: { fr: string; ar: string };
    attended: boolean;
    conflictOfInterest: boolean;
    voting: boolean;
    /** The member's opinion as printed: free text, or an opinion code (FAVORABLE…) printed as its label. */
    opinion: string | null;
    /** A member who signs with its picture (decision 086): the picture printed in its signature box. */
    signaturePicture?: { bytes: Uint8Array; mime: 'image/png' | 'image/jpeg' } | null;
  }>;
  advisorName: string;
  /** Printed, and used as the PDF's creation and modification dates (so the output is deterministic). */
  generatedAt: Date;
}

const HEADER_FILL = rgb(0.93, 0.94, 0.96);
const DECISION_COLORS: Record<ReturnType<typeof decisionColor>, Color> = {
  green: rgb(0.16, 0.55, 0.3),
  orange: rgb(0.9, 0.52, 0.08),
  red: rgb(0.78, 0.16, 0.16),
  gray: rgb(0.5, 0.52, 0.56),
};

const t = (key: string, params: Record<string, string> = {}, lang: 'fr' | 'ar' = 'fr'): string =>
  fillIn(translate(key, lang), params);

const isOpinionCode = (value: string): value is MemberOpinion => (MEMBER_OPINIONS as readonly string[]).includes(value);

/** The text printed for a member's opinion. */
function opinionText(member: PvInput['members'][number]): string {
  if (!member.attended) return t('commissionPv.opinions.absent');
  const opinion = member.opinion?.trim() ?? '';
  if (opinion === '') return t('commissionPv.opinions.none');
  return isOpinionCode(opinion) ? translate(`commission.opinions.${opinion}`) : opinion;
}

/** Renders the PV of a commission session as a PDF. */
export async function renderCommissionPv(input: PvInput): Promise<Uint8Array> {
  if (!(COMMISSION_DECISIONS as readonly string[]).includes(input.decision.choice)) {
    throw new Error(`Unknown commission decision: ${input.decision.choice}`);
  }
  const doc = await PDFDocument.create({ updateMetadata: false });
  const title = t('commissionPv.title');
  doc.setTitle(`${title} — ${input.project.reference}`);
  doc.setSubject(input.project.name);
  doc.setAuthor(`${t('commissionPv.centre')} — ${input.region.fr}`);
  doc.setCreator('Portail des CRI');
  doc.setProducer('Portail des CRI');
  doc.setCreationDate(input.generatedAt);
  doc.setModificationDate(input.generatedAt);
  doc.catalog.set(PDFName.of('Lang'), PDFString.of('fr'));
  const fonts = await embedPdfFonts(doc);
  const w = new Cursor(doc, fonts);

  header(w, input);
  w.space(14);
  w.paragraph(title, { font: fonts.bold, size: 15, align: 'center' });
  w.space(2);
  w.paragraph(t('commissionPv.session', { date: frenchDate(input.sessionDate) }), {
    font: fonts.regular,
    size: 11,
    align: 'center',
    color: MUTED,
  });
  w.space(16);

  projectSection(w, input);
  membersSection(w, input);
  opinionsSection(w, input);
  decisionSection(w, input);
  signaturesSection(w, input, await embedSignaturePictures(doc, input));

  footers(doc, fonts, input);
  return doc.save({ useObjectStreams: false });
}

/** The kingdom, the centre and the region, in French on the left and in Arabic on the right. */
function header(w: Cursor, input: PvInput): void {
  const half = WIDTH / 2 - 10;
  const small = (bold: boolean): TextStyle => ({
    font: bold ? w.fonts.bold : w.fonts.regular,
    size: 9.5,
    color: bold ? INK : MUTED,
  });
  const left = [
    { text: t('commissionPv.kingdom').toUpperCase(), style: small(true) },
    { text: t('commissionPv.centre'), style: small(false) },
    { text: t('commissionPv.region', { name: input.region.fr }), style: small(true) },
  ];
  const right = [
    { text: t('commissionPv.kingdom', {}, 'ar'), style: small(true) },
    { text: t('commissionPv.centre', {}, 'ar'), style: small(false) },
    {
      text: t('commissionPv.region', { name: input.region.ar || input.region.fr }, 'ar'),
      style: { ...small(true), align: 'right' as const },
    },
  ];
  const top = w.y;
  let leftY = top;
  for (const { text, style } of left) leftY -= w.drawLinesAt(text, MARGIN, leftY, half, style);
  let rightY = top;
  for (const { text, style } of right)
    rightY -= w.drawLinesAt(text, MARGIN + WIDTH - half, rightY, half, { align: 'right', ...style });
  w.y = Math.min(leftY, rightY) - 6;
  w.rule();
}

function projectSection(w: Cursor, input: PvInput): void {
  w.heading(t('commissionPv.project.title'));
  const { project } = input;
  w.keyValue(t('commissionPv.project.reference'), project.reference);
  w.keyValue(t('commissionPv.project.name'), project.name);
  w.keyValue(t('commissionPv.project.investor'), project.investorName);
  const procedures = project.procedures.filter((p) => p.trim() !== '');
  w.keyValue(
    t('commissionPv.project.procedures'),
    procedures.length > 0 ? procedures.map((p) => `• ${isolate(p)}`).join('\n') : t('commissionPv.project.noProcedure'),
    'ltr',
  );
  w.space(10);
}

function membersSection(w: Cursor, input: PvInput): void {
  w.heading(t('commissionPv.members.title'));
  if (input.members.length === 0) {
    w.paragraph(t('commissionPv.members.empty'), w.body());
    w.space(10);
    return;
  }
  const yesNo = (v: boolean) => t(v ? 'commissionPv.yes' : 'commissionPv.no');
  w.table(
    [
      { title: t('commissionPv.members.name'), share: 0.25 },
      { title: t('commissionPv.members.administration'), share: 0.35 },
      { title: t('commissionPv.members.presence'), share: 0.12, center: true },
      { title: t('commissionPv.members.conflict'), share: 0.15, center: true },
      { title: t('commissionPv.members.vote'), share: 0.13, center: true },
    ],
    input.members.map((m) => [
      m.fullName,
      [m.administration.fr, m.administration.ar].filter((s) => s.trim() !== '').join('\n'),
      yesNo(m.attended),
      yesNo(m.conflictOfInterest),
      yesNo(m.voting),
    ]),
  );
  w.space(12);
}

function opinionsSection(w: Cursor, input: PvInput): void {
  if (input.members.length === 0) return;
  w.heading(t('commissionPv.opinions.title'));
  for (const member of input.members) {
    const name = isolate(member.fullName);
    const who = member.administration.fr ? `${name} — ${isolate(member.administration.fr)}` : name;
    w.keepWithNext(2 * 14);
    w.paragraph(who, { font: w.fonts.bold, size: 9.5, direction: 'ltr' });
    w.paragraph(opinionText(member), { ...w.body(), color: member.attended ? INK : MUTED }, { indent: 12 });
    w.space(6);
  }
  w.space(6);
}

function decisionSection(w: Cursor, input: PvInput): void {
  w.heading(t('commissionPv.decision.title'));
  const { decision } = input;
  const label = translate(`projects.decisions.${decision.choice}`);
  w.keepWithNext(20);
  const size = 11;
  w.y -= size;
  w.page.drawRectangle({ x: MARGIN, y: w.y - 1, width: 9, height: 9, color: DECISION_COLORS[decisionColor(decision.choice)] });
  const labelX =
    MARGIN +
    15 +
    drawTextLine(w.page, `${t('commissionPv.decision.label')} : `, MARGIN + 15, w.y, { size, font: w.fonts.regular, color: INK });
  drawTextLine(w.page, label, labelX, w.y, { size, font: w.fonts.bold, color: INK });
  w.y -= 10;

  const block = (title: string, text: string | null) => {
    w.keepWithNext(30);
    w.paragraph(title, { font: w.fonts.bold, size: 9.5 });
    const value = text?.trim() ?? '';
    w.paragraph(value === '' ? t('commissionPv.decision.none') : value, value === '' ? { ...w.body(), color: MUTED } : w.body(), {
      indent: 12,
    });
    w.space(6);
  };
  block(t('commissionPv.decision.comments'), decision.commentsForInvestor);
  block(t('commissionPv.decision.recommendation'), decision.recommendation);
  w.keyValue(t('commissionPv.advisor'), input.advisorName);
  const issued = moroccanDateTime(input.generatedAt);
  w.space(4);
  w.paragraph(t('commissionPv.issuedOn', issued), { ...w.body(), color: MUTED });
  w.space(14);
}

/** The pictures of the members who sign with theirs (decision 086), embedded once each. */
async function embedSignaturePictures(doc: PDFDocument, input: PvInput): Promise<Map<number, PDFImage>> {
  const out = new Map<number, PDFImage>();
  for (const [i, m] of input.members.entries()) {
    if (!m.signaturePicture) continue;
    const { bytes, mime } = m.signaturePicture;
    out.set(i, mime === 'image/png' ? await doc.embedPng(bytes) : await doc.embedJpg(bytes));
  }
  return out;
}

/**
 * Boxes to sign, two a row, for the members who attended and vote (not those with a conflict); a member who
 * signs with its picture (decision 086) has it drawn in its box, scaled to fit.
 */
function signaturesSection(w: Cursor, input: PvInput, pictures: Map<number, PDFImage> = new Map()): void {
  const signers = input.members.filter((m) => m.attended && m.voting && !m.conflictOfInterest);
  const gap = 14;
  const boxWidth = (WIDTH - gap) / 2;
  const boxHeight = 84;
  w.keepWithNext(boxHeight + 10);
  w.heading(t('commissionPv.signatures.title'));
  if (signers.length === 0) {
    w.paragraph(t('commissionPv.signatures.none'), { ...w.body(), color: MUTED });
    return;
  }
  for (let i = 0; i < signers.length; i += 2) {
    w.ensure(boxHeight + gap);
    const top = w.y;
    signers.slice(i, i + 2).forEach((member, column) => {
      const x = MARGIN + column * (boxWidth + gap);
      const picture = pictures.get(input.members.indexOf(member));
      if (picture) {
        const { width, height } = picture.scaleToFit(boxWidth / 2 - 12, boxHeight - 24);
        w.page.drawImage(picture, { x: x + boxWidth - width - 8, y: top - boxHeight + 6, width, height });
      }
      w.page.drawRectangle({ x, y: top - boxHeight, width: boxWidth, height: boxHeight, borderColor: RULE, borderWidth: 0.7 });
      let y = top - 6;
      y -= w.drawLinesAt(member.fullName, x + 8, y, boxWidth - 16, { font: w.fonts.bold, size: 9.5, align: 'left' }, 2);
      w.drawLinesAt(
        member.administration.fr,
        x + 8,
        y,
        boxWidth - 16,
        { font: w.fonts.regular, size: 8.5, color: MUTED, align: 'left' },
        2,
      );
      drawTextLine(w.page, t('commissionPv.signatures.signature'), x + 8, top - boxHeight + 8, {
        size: 8,
        font: w.fonts.regular,
        color: MUTED,
      });
    });
    w.y = top - boxHeight - gap;
  }
}

/** "PV … — page i / n" at the bottom of every page, once the page count is known. */
function footers(doc: PDFDocument, fonts: PdfFonts, input: PvInput): void {
  const footer = t('commissionPv.footer', { reference: isolate(input.project.reference), date: frenchDate(input.sessionDate) });
  drawFooters(doc, fonts, footer, (page, total) => t('commissionPv.page', { page: String(page), total: String(total) }));
}

interface Column {
  title: string;
  share: number;
  center?: boolean;
}

/** A top-to-bottom writer that adds A4 pages as the content grows. */
class Cursor {
  page: PDFPage;
  y = TOP;

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: PdfFonts,
  ) {
    this.page = doc.addPage(A4);
  }

  body(): TextStyle {
    return { font: this.fonts.regular, size: 9.5 };
  }

  newPage(): void {
    this.page = this.doc.addPage(A4);
    this.y = TOP;
  }

  /** Starts a new page unless `height` points are left. */
  ensure(height: number): void {
    if (this.y - height < BOTTOM) this.newPage();
  }

  /** Keeps a title with what follows it: a new page unless `height` points are left after it. */
  keepWithNext(height: number): void {
    this.ensure(height + 20);
  }

  space(points: number): void {
    this.y -= points;
  }

  rule(): void {
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: MARGIN + WIDTH, y: this.y }, thickness: 0.6, color: RULE });
    this.y -= 4;
  }

  heading(text: string): void {
    this.keepWithNext(40);
    this.paragraph(text, { font: this.fonts.bold, size: 12 });
    this.space(1);
    this.rule();
    this.space(4);
  }

  /** Wrapped text across pages, line by line. */
  paragraph(text: string, style: TextStyle, { indent = 0 }: { indent?: number } = {}): void {
    const step = lineHeightOf(style);
    for (const line of wrapText(text, style, WIDTH - indent)) {
      this.ensure(step);
      drawVisualLine(this.page, line, MARGIN + indent, this.y - style.size, WIDTH - indent, style);
      this.y -= step;
    }
  }

  /**
   * Draws wrapped text in a box at a fixed place (no page break), at most `maxLines` lines; returns the
   * height used.
   */
  drawLinesAt(
    text: string,
    x: number,
    top: number,
    width: number,
    style: TextStyle,
    maxLines = Number.POSITIVE_INFINITY,
  ): number {
    const step = lineHeightOf(style);
    const lines = wrapText(text, style, width).slice(0, maxLines);
    lines.forEach((line, i) => {
      drawVisualLine(this.page, line, x, top - style.size - i * step, width, style);
    });
    return lines.length * step;
  }

  /**
   * A label (bold, left column) and its value (wrapping in the right column), across pages. The value's
   * direction comes from its first strong character unless `direction` is given.
   */
  keyValue(label: string, value: string, direction: 'ltr' | 'rtl' | 'auto' = 'auto'): void {
    const labelWidth = 150;
    const labelStyle: TextStyle = { font: this.fonts.bold, size: 9.5 };
    const valueStyle: TextStyle = { ...this.body(), align: 'left', direction };
    const labels = wrapText(label, labelStyle, labelWidth - 10);
    const values = wrapText(value, valueStyle, WIDTH - labelWidth);
    const step = lineHeightOf(valueStyle);
    for (let i = 0; i < Math.max(labels.length, values.length); i++) {
      this.ensure(step);
      const baseline = this.y - valueStyle.size;
      const l = labels[i];
      const v = values[i];
      if (l) drawVisualLine(this.page, l, MARGIN, baseline, labelWidth - 10, { ...labelStyle, align: 'left' });
      if (v) drawVisualLine(this.page, v, MARGIN + labelWidth, baseline, WIDTH - labelWidth, valueStyle);
      this.y -= step;
    }
    this.space(3);
  }

  /** A table with a header row repeated on each page; rows never split across pages. */
  table(columns: Column[], rows: string[][]): void {
    const pad = 4;
    const headerStyle: TextStyle = { font: this.fonts.bold, size: 8.5 };
    const cellStyle: TextStyle = { font: this.fonts.regular, size: 8.5 };
    const widths = columns.map((c) => c.share * WIDTH);
    const xs = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((a, b) => a + b, 0));
    const styleOf = (c: Column, s: TextStyle): TextStyle => ({ ...s, align: c.center ? 'center' : 'left' });

    const drawRow = (cells: string[], base: TextStyle, fill?: Color) => {
      const wrapped = cells.map((cell, i) => wrapText(cell, base, (widths[i] as number) - 2 * pad));
      const step = lineHeightOf(base);
      const height = Math.max(...wrapped.map((l) => l.length)) * step + 2 * pad;
      const top = this.y;
      if (fill) this.page.drawRectangle({ x: MARGIN, y: top - height, width: WIDTH, height, color: fill });
      wrapped.forEach((lines, i) => {
        const column = columns[i] as Column;
        lines.forEach((line, n) => {
          drawVisualLine(
            this.page,
            line,
            (xs[i] as number) + pad,
            top - pad - base.size - n * step + 1,
            (widths[i] as number) - 2 * pad,
            styleOf(column, base),
          );
        });
      });
      this.page.drawLine({
        start: { x: MARGIN, y: top - height },
        end: { x: MARGIN + WIDTH, y: top - height },
        thickness: 0.5,
        color: RULE,
      });
      this.y = top - height;
    };
    const rowHeight = (cells: string[], base: TextStyle) =>
      Math.max(...cells.map((cell, i) => wrapText(cell, base, (widths[i] as number) - 2 * pad).length)) * lineHeightOf(base) +
      2 * pad;
    const titles = columns.map((c) => c.title);
    const header = () => {
      this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: MARGIN + WIDTH, y: this.y }, thickness: 0.5, color: RULE });
      drawRow(titles, headerStyle, HEADER_FILL);
    };

    this.ensure(rowHeight(titles, headerStyle) + rowHeight(rows[0] ?? titles, cellStyle));
    header();
    for (const row of rows) {
      const height = rowHeight(row, cellStyle);
      if (this.y - height < BOTTOM) {
        this.newPage();
        header();
      }
      drawRow(row, cellStyle);
    }
  }
}
