import { platformWallClock } from '@cri/shared/rules/morocco-clock';
import { type PDFDocument, rgb } from 'pdf-lib';
import { drawTextLine, drawVisualLine, type TextStyle, textWidth, wrapText } from './draw.ts';
import type { PdfFonts } from './fonts.ts';

/**
 * The layout the portal's generated documents share (the commission minutes, the payment technical sheet and
 * receipts): A4, 50 pt margins, content between TOP and BOTTOM, a footer rule with the page number.
 */
export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 50;
export const TOP = A4[1] - 46;
/** Content stops above the footer. */
export const BOTTOM = 64;
export const WIDTH = A4[0] - 2 * MARGIN;
export const MUTED = rgb(0.38, 0.4, 0.45);
export const RULE = rgb(0.72, 0.74, 0.78);

/** `{{name}}` placeholders of a translated text filled in (a missing one prints nothing). */
export const fillIn = (text: string, params: Record<string, string>): string =>
  text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => params[name] ?? '');

/** "2026-03-05" -> "05/03/2026" (anything else is printed as given). */
export function frenchDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : isoDate;
}

/** A date and time as printed, on the platform's one Morocco clock. */
export function moroccanDateTime(at: Date): { date: string; time: string } {
  const wall = platformWallClock(at);
  return { date: frenchDate(wall.date), time: wall.time };
}

/** Every page's footer: a rule, `text` at the left and the page label ("Page 1 / 3") at the right. */
export function drawFooters(
  doc: PDFDocument,
  fonts: PdfFonts,
  text: string,
  pageLabel: (page: number, total: number) => string,
): void {
  const pages = doc.getPages();
  const style: TextStyle = { font: fonts.regular, size: 8, color: MUTED, direction: 'ltr', align: 'left' };
  pages.forEach((page, i) => {
    page.drawLine({ start: { x: MARGIN, y: 44 }, end: { x: MARGIN + WIDTH, y: 44 }, thickness: 0.5, color: RULE });
    const number = pageLabel(i + 1, pages.length);
    const numberWidth = textWidth(number, fonts.regular, style.size);
    drawTextLine(page, number, MARGIN + WIDTH - numberWidth, 32, style);
    const [line] = wrapText(text, style, WIDTH - numberWidth - 20);
    if (line) drawVisualLine(page, line, MARGIN, 32, WIDTH - numberWidth - 20, style);
  });
}
