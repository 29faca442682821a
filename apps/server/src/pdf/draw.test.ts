import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { alignedX, drawParagraph, drawTextLine, lineHeightOf, wrapText } from './draw.ts';
import { embedPdfFonts } from './fonts.ts';

describe('alignedX', () => {
  it('puts "start" on the left of a left-to-right line and on the right of an Arabic one', () => {
    expect(alignedX(50, 200, 80, 'start', 'ltr')).toBe(50);
    expect(alignedX(50, 200, 80, 'start', 'rtl')).toBe(170);
    expect(alignedX(50, 200, 80, 'end', 'ltr')).toBe(170);
    expect(alignedX(50, 200, 80, 'end', 'rtl')).toBe(50);
    expect(alignedX(50, 200, 80, 'center', 'rtl')).toBe(110);
    expect(alignedX(50, 200, 80, 'left', 'rtl')).toBe(50);
  });
});

describe('drawParagraph and drawTextLine', () => {
  it('draws a wrapped mixed paragraph and returns the height it used', async () => {
    const doc = await PDFDocument.create();
    const fonts = await embedPdfFonts(doc);
    const page = doc.addPage();
    const style = { font: fonts.regular, size: 10 };
    const text = 'La société شركة Atlas للاستثمار demande une autorisation de construire pour son unité de production.';
    const lines = wrapText(text, style, 150);
    expect(lines.length).toBeGreaterThan(2);
    const height = drawParagraph(page, text, 50, 700, 150, style);
    expect(height).toBeCloseTo(lines.length * lineHeightOf(style));
    const width = drawTextLine(page, 'محمد Alaoui', 50, 600, style);
    expect(width).toBeGreaterThan(0);
    expect((await PDFDocument.load(await doc.save({ useObjectStreams: false }))).getPageCount()).toBe(1);
  });
});
