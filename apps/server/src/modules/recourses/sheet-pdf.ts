import { platformWallClock } from '@cri/shared/rules/morocco-clock';
import type { TRecourse } from '@cri/shared/schemas/recourses';
import { PDFDocument, PDFName, type PDFPage, PDFString, rgb } from 'pdf-lib';
import { translate } from '../../lib/i18n.ts';
import { drawVisualLine, INK, lineHeightOf, type TextStyle, wrapText } from '../../pdf/draw.ts';
import { embedPdfFonts, type PdfFonts } from '../../pdf/fonts.ts';

/**
 * The recourse sheet (spec 2 §2 Investor "Recourses", `/recourse/{projectId}/recourse-sheet/{type}`): one A4
 * summary of an appeal, in French or in Arabic (shaped and laid out right to left, decision 019's drawing).
 * Same input, same bytes.
 */
export interface SheetInput {
  lang: 'fr' | 'ar';
  recourse: TRecourse;
  region: { fr: string; ar: string };
  investorName: string;
  /** Names of the file's documents attached to the appeal. */
  documents: string[];
  generatedAt: Date;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const TOP = A4[1] - 46;
const BOTTOM = 60;
const WIDTH = A4[0] - 2 * MARGIN;
const MUTED = rgb(0.38, 0.4, 0.45);
const RULE = rgb(0.72, 0.74, 0.78);

/** "2026-03-05" or an ISO instant -> "05/03/2026" on the Morocco clock. */
function day(value: string): string {
  const iso = value.length > 10 ? platformWallClock(new Date(value)).date : value;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : value;
}

export async function renderRecourseSheet(input: SheetInput): Promise<Uint8Array> {
  const { lang, recourse: r } = input;
  const t = (key: string, params: Record<string, string> = {}) =>
    translate(`recoursesInvestor.sheet.${key}`, lang).replace(/\{\{(\w+)\}\}/g, (_m, name: string) => params[name] ?? '');
  const doc = await PDFDocument.create({ updateMetadata: false });
  const title = t(`title${r.type}`);
  doc.setTitle(`${title} — ${r.projectReference ?? r.projectName}`);
  doc.setCreator('Portail des CRI');
  doc.setProducer('Portail des CRI');
  doc.setCreationDate(input.generatedAt);
  doc.setModificationDate(input.generatedAt);
  doc.catalog.set(PDFName.of('Lang'), PDFString.of(lang));
  const fonts = await embedPdfFonts(doc);
  const w = new Writer(doc, fonts, lang === 'ar' ? 'rtl' : 'ltr');

  w.line(t('kingdom'), { font: fonts.bold, size: 10 });
  w.line(t('centre', { region: lang === 'ar' ? input.region.ar || input.region.fr : input.region.fr }), {
    font: fonts.regular,
    size: 10,
    color: MUTED,
  });
  w.space(6);
  w.rule();
  w.space(10);
  w.line(title, { font: fonts.bold, size: 16, align: 'center' });
  w.line(t('filedOn', { date: day(r.filedAt) }), { font: fonts.regular, size: 10, color: MUTED, align: 'center' });
  w.space(14);

  w.heading(t('project'));
  w.field(t('reference'), r.projectReference ?? '—');
  w.field(t('projectName'), r.projectName);
  w.field(t('investor'), input.investorName || '—');
  w.field(
    t('appealedDecision'),
    r.appealedDecision === 'SILENCE' ? t('silence') : translate(`projects.decisions.${r.appealedDecision}`, lang),
  );
  w.space(6);

  w.heading(t('request'));
  w.field(t('reason'), r.reason);
  w.field(t('explanation'), r.explanation);
  w.field(t('signedRequest'), r.requestFileName);
  w.field(t('documents'), input.documents.length > 0 ? input.documents.map((d) => `• ${d}`).join('\n') : t('noDocument'));
  w.field(t('honour'), t('honourYes'));
  w.space(6);

  w.heading(t('follow'));
  if (r.decidedAt && r.decision) {
    w.field(t('decision'), translate(`projects.decisions.${r.decision}`, lang));
    w.field(t('decidedOn'), day(r.decidedAt));
    if (r.commentsForInvestor) w.field(t('comments'), r.commentsForInvestor);
  } else {
    w.field(t('status'), t(r.instructedAt ? 'instructed' : 'pending'));
    if (r.decisionClock) w.field(t(`deadline${r.type}`), day(r.decisionClock.deadline));
  }

  const footer = t('footer', { date: day(input.generatedAt.toISOString()) });
  for (const page of doc.getPages()) {
    page.drawLine({ start: { x: MARGIN, y: 44 }, end: { x: MARGIN + WIDTH, y: 44 }, thickness: 0.5, color: RULE });
    const style: TextStyle = { font: fonts.regular, size: 8, color: MUTED, align: 'start', direction: w.direction };
    const [lineOut] = wrapText(footer, style, WIDTH);
    if (lineOut) drawVisualLine(page, lineOut, MARGIN, 32, WIDTH, style);
  }
  return doc.save({ useObjectStreams: false });
}

/** Top to bottom, adding pages; every line aligned to the language's start side. */
class Writer {
  page: PDFPage;
  y = TOP;
  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: PdfFonts,
    readonly direction: 'ltr' | 'rtl',
  ) {
    this.page = doc.addPage(A4);
  }

  space(points: number): void {
    this.y -= points;
  }

  ensure(height: number): void {
    if (this.y - height >= BOTTOM) return;
    this.page = this.doc.addPage(A4);
    this.y = TOP;
  }

  rule(): void {
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: MARGIN + WIDTH, y: this.y }, thickness: 0.6, color: RULE });
    this.y -= 4;
  }

  /** A paragraph in the page's direction (user text keeps its own direction inside it). */
  line(text: string, style: Omit<TextStyle, 'direction'> & { direction?: TextStyle['direction'] }, indent = 0): void {
    const full: TextStyle = { color: INK, align: 'start', direction: this.direction, ...style };
    const step = lineHeightOf(full);
    for (const paragraph of text.split('\n')) {
      for (const visual of wrapText(paragraph, full, WIDTH - indent)) {
        this.ensure(step);
        const x = this.direction === 'rtl' ? MARGIN : MARGIN + indent;
        drawVisualLine(this.page, visual, x, this.y - full.size, WIDTH - indent, full);
        this.y -= step;
      }
    }
  }

  heading(text: string): void {
    this.ensure(50);
    this.line(text, { font: this.fonts.bold, size: 12 });
    this.rule();
    this.space(4);
  }

  /** A label, then its value under it, indented on the start side. */
  field(label: string, value: string): void {
    this.ensure(34);
    this.line(label, { font: this.fonts.bold, size: 9.5, color: MUTED });
    // User text keeps its own direction, on the page's side.
    const align = this.direction === 'rtl' ? 'right' : 'left';
    this.line(value, { font: this.fonts.regular, size: 10, direction: 'auto', align }, 12);
    this.space(5);
  }
}
