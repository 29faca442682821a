import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { directionOf, isolate, layoutParagraphs, visualLine } from './bidi.ts';
import { drawParagraph, drawTextLine, textWidth, wrapText } from './draw.ts';
import { embedPdfFonts, shapingFontOf } from './fonts.ts';
import { shapeRun } from './shaping.ts';
import { drawnPages, harfbuzzLine, isGlyph } from './test-helpers.ts';

const runs = (text: string) => visualLine(text).runs.map((r) => [r.rtl ? 'rtl' : 'ltr', r.text]);

describe('visualLine (bidi runs in visual order)', () => {
  it('keeps an Arabic word as one right-to-left run, its letters in logical order', () => {
    expect(runs('محمد')).toEqual([['rtl', 'محمد']]);
  });

  it('puts a Latin run left to right inside an Arabic sentence, the last Arabic word leftmost', () => {
    expect(runs('شركة Atlas للاستثمار')).toEqual([
      ['rtl', ' للاستثمار'],
      ['ltr', 'Atlas'],
      ['rtl', 'شركة '],
    ]);
    expect(visualLine('شركة Atlas للاستثمار').direction).toBe('rtl');
  });

  it('keeps a French sentence left to right with an Arabic name inside, digits in order', () => {
    expect(runs('Société محمد (SARL) 2024')).toEqual([
      ['ltr', 'Société '],
      ['rtl', 'محمد'],
      ['ltr', ' (SARL) 2024'],
    ]);
    // Digits after Arabic in a right-to-left paragraph: drawn first (leftmost), in reading order.
    expect(runs('رقم 2024')).toEqual([
      ['ltr', '2024'],
      ['rtl', 'رقم '],
    ]);
  });

  it('drops the bidi controls once they have ordered the text', () => {
    expect(runs(`• ${isolate('رخصة السكن')}`)).toEqual([
      ['ltr', '• '],
      ['rtl', 'رخصة السكن'],
    ]);
  });

  it('tells the direction of a paragraph from its first strong character', () => {
    expect(directionOf('محمد Alaoui')).toBe('rtl');
    expect(directionOf('Alaoui محمد')).toBe('ltr');
    expect(directionOf('2024')).toBe('ltr');
  });
});

describe('layoutParagraphs (wrapping)', () => {
  const measure = (s: string) => s.length; // one unit per code unit

  it('wraps on spaces and cuts a word longer than the line', () => {
    const lines = layoutParagraphs('aaa bbb ccc dddddddddd', measure, 7);
    expect(lines.map((l) => l.text)).toEqual(['aaa bbb', 'ccc', 'ddddddd', 'ddd']);
    expect(lines.every((l) => l.direction === 'ltr')).toBe(true);
  });

  it('keeps line breaks as paragraphs, each with its direction, and orders each line on its own', () => {
    const lines = layoutParagraphs('Bonjour\nمحمد بب', measure, 4);
    expect(lines.map((l) => l.direction)).toEqual(['ltr', 'ltr', 'rtl', 'rtl']);
    expect(lines[0]?.text).toBe('Bonj');
    // The Arabic paragraph breaks after its first word (logical order).
    expect(lines[2]?.runs).toEqual([{ text: 'محمد', rtl: true }]);
    expect(lines[3]?.runs).toEqual([{ text: 'بب', rtl: true }]);
  });

  it('measures each run in its direction', () => {
    const seen: string[] = [];
    layoutParagraphs(
      'Atlas شركة',
      (s, rtl) => {
        seen.push(`${rtl ? 'rtl' : 'ltr'}:${s}`);
        return s.length;
      },
      100,
    );
    expect(seen).toContain('ltr:Atlas');
    expect(seen).toContain('rtl:شركة');
  });

  it('wraps a 1200-character text into lines that all fit, nothing lost', () => {
    const text = 'Avis motivé sur le projet شركة Atlas للاستثمار, '.repeat(40).slice(0, 1200);
    const lines = layoutParagraphs(text, measure, 90);
    expect(lines.length).toBeGreaterThanOrEqual(14);
    expect(lines.every((l) => l.text.length <= 90)).toBe(true);
    const letters = (s: string) => s.replace(/ /g, '').length;
    expect(lines.reduce((n, l) => n + letters(l.text), 0)).toBe(letters(text));
    for (const line of lines)
      expect(
        line.runs
          .map((r) => r.text)
          .join('')
          .replace(/ /g, '').length,
      ).toBe(letters(line.text));
  });
});

describe('shapeRun (HarfBuzz)', () => {
  async function regular() {
    const doc = await PDFDocument.create();
    const fonts = await embedPdfFonts(doc);
    const font = shapingFontOf(fonts.regular);
    if (!font) throw new Error('no shaping font');
    return font;
  }

  it('joins the letters of "محمد" and lists them right to left (final dal first)', async () => {
    const font = await regular();
    const { glyphs } = shapeRun(font, 'محمد', true);
    expect(glyphs.map((g) => g.text)).toEqual(['د', 'م', 'ح', 'م']);
    // Joined forms are other glyphs than the isolated letters.
    const isolated = (c: string) => shapeRun(font, c, true).glyphs[0]?.id;
    expect(glyphs[0]?.id).not.toBe(isolated('د'));
    expect(glyphs[3]?.id).not.toBe(isolated('م'));
  });

  it('makes lam-alef one glyph that stands for both letters', async () => {
    const font = await regular();
    expect(shapeRun(font, 'لا', true).glyphs.map((g) => g.text)).toEqual(['لا']);
    expect(shapeRun(font, 'سلام', true).glyphs).toHaveLength(3);
  });

  it('places vowel marks on their letter: no advance, an offset from the font', async () => {
    const font = await regular();
    const { glyphs } = shapeRun(font, 'مُحَمَّد', true);
    const marks = glyphs.filter((g) => /[\u064b-\u0652]/.test(g.text));
    // Damma, fatha, and shadda + fatha (one glyph in DejaVu Sans: the font's mark ligature).
    expect(marks.map((m) => m.text)).toEqual(['\u064e\u0651', '\u064e', '\u064f']);
    for (const mark of marks) expect(mark.xAdvance).toBe(0);
    expect(marks.some((m) => m.xOffset !== 0 || m.yOffset !== 0)).toBe(true);
  });

  it('joins the rare letters of Moroccan names (ژ ڤ گ پ چ)', async () => {
    const font = await regular();
    for (const letter of ['ژ', 'ڤ', 'گ', 'پ', 'چ']) {
      const alone = shapeRun(font, letter, true).glyphs[0]?.id;
      // After a beh: final form (ژ joins on its right only), and medial for the dual-joining ones.
      const word = shapeRun(font, `ب${letter}ب`, true).glyphs;
      expect(word.find((g) => g.text === letter)?.id).not.toBe(alone);
    }
  });

  it('mirrors brackets in a right-to-left run', async () => {
    const font = await regular();
    const rtl = shapeRun(font, '(ب)', true).glyphs;
    // Leftmost glyph is the logical ")" mirrored: the "(" glyph.
    expect(rtl[0]?.id).toBe(shapeRun(font, '(', false).glyphs[0]?.id);
  });
});

/** Real names and texts: vowel marks, lam-alef, rare letters, numbers, mixed lines, Latin. */
const SAMPLES: Array<{ text: string; weight?: 'regular' | 'bold' }> = [
  { text: 'مُحَمَّد بْنُ عَبْدِ اللّٰهِ العَلَوِي' },
  { text: 'فاطمة الزهراء الإدريسي' },
  { text: 'لالة سلمى بنت عبد السلام' },
  { text: 'ژينب ڤيلالي گلميمي پاشا چافي' },
  { text: 'الملف رقم 2024-00042 بتاريخ ٠٥/٠٣/٢٠٢٦' },
  { text: 'Société شركة Atlas للاستثمار (SARL)' },
  { text: 'شركة Atlas للاستثمار (ش.م.م) — 12 زنقة فاس' },
  { text: 'Procès-verbal de la Commission Régionale Unifiée' },
  { text: 'جهة الدار البيضاء سطات', weight: 'bold' },
  { text: 'AVA Wave, Tétouan', weight: 'bold' },
];

describe('a page of Arabic drawn at HarfBuzz’s glyph positions', () => {
  it('draws every glyph HarfBuzz gives, at its position, with its text', async () => {
    const doc = await PDFDocument.create();
    const fonts = await embedPdfFonts(doc);
    const page = doc.addPage([595.28, 841.89]);
    const size = 12;
    const x0 = 50;
    SAMPLES.forEach(({ text, weight = 'regular' }, i) => {
      const width = drawTextLine(page, text, x0, 780 - i * 30, { font: fonts[weight], size });
      expect(width).toBeCloseTo(harfbuzzLine(text, size, weight).width, 6);
    });
    const { pages, fonts: drawnFonts } = await drawnPages(await doc.save({ useObjectStreams: false }));
    const lines = pages[0] ?? [];
    expect(lines).toHaveLength(SAMPLES.length);
    SAMPLES.forEach(({ text, weight = 'regular' }, i) => {
      const line = lines[i];
      const font = line && drawnFonts.get(line.font);
      if (!line || !font) throw new Error(`line ${i} not drawn`);
      const expected = harfbuzzLine(text, size, weight).glyphs;
      expect(line.glyphs.length, text).toBe(expected.length);
      expected.forEach((g, k) => {
        const drawn = line.glyphs[k];
        expect(drawn && isGlyph(font, drawn.code, g.id, weight), `${text}: glyph ${k}`).toBe(true);
        expect(drawn?.x, `${text}: x of glyph ${k}`).toBeCloseTo(x0 + g.x, 3);
        expect(drawn?.y, `${text}: y of glyph ${k}`).toBeCloseTo(780 - i * 30 + g.y, 3);
      });
    });
    // The vowel marks are raised or lowered on their letters (text rise), not at one fixed offset.
    const marks = lines[0]?.glyphs.filter((g) => /[\u064b-\u0652\u0670]/.test(g.text)) ?? [];
    expect(marks.length).toBeGreaterThanOrEqual(8);
    expect(new Set(marks.map((m) => (m.y - 780).toFixed(2))).size).toBeGreaterThan(1);
    // Copy and search find the letters: each glyph maps to the characters it shows (drawn left to right).
    // Right to left, glyph by glyph; the lam-alef ligature maps back to its two letters in reading order.
    expect(lines[1]?.text).toBe('يسيردلإا ءارهزلا ةمطاف');
    expect(lines[2]?.text).toBe('ملاسلا دبع تنب ىملس ةللا');
    // After Arabic letters, European digits are Arabic numbers (UAX #9, W2) and "-" does not join them
    // (W4 joins two Arabic numbers only across a common separator): the two numbers read right to left.
    expect(lines[4]?.text).toContain('00042-2024');
    expect(lines[4]?.text.startsWith('٠٥/٠٣/٢٠٢٦ ')).toBe(true);
    expect(lines[5]?.text.startsWith('Société ')).toBe(true);
    expect(lines[7]?.text).toBe('Procès-verbal de la Commission Régionale Unifiée');
  });

  it('wraps with the shaped widths: every wrapped line of a long mixed text fits and is drawn at that width', async () => {
    const doc = await PDFDocument.create();
    const fonts = await embedPdfFonts(doc);
    const page = doc.addPage([595.28, 841.89]);
    const style = { font: fonts.regular, size: 9.5 };
    const text = SAMPLES.map((s) => s.text)
      .join(' ')
      .repeat(4);
    const lines = wrapText(text, style, 200);
    expect(lines.length).toBeGreaterThan(8);
    for (const line of lines) expect(textWidth(line.text, style.font, style.size)).toBeLessThanOrEqual(200.001);
    drawParagraph(page, text, 50, 800, 200, style);
    const { pages } = await drawnPages(await doc.save({ useObjectStreams: false }));
    const drawn = pages[0] ?? [];
    expect(drawn).toHaveLength(lines.length);
    for (const line of drawn) {
      const last = line.glyphs.at(-1);
      expect((last?.x ?? 0) - 50).toBeLessThanOrEqual(200);
    }
  });

  it('draws characters the font lacks as its missing glyph, at HarfBuzz’s positions, without failing', async () => {
    const doc = await PDFDocument.create();
    const fonts = await embedPdfFonts(doc);
    const page = doc.addPage();
    const text = 'Réf 😀 漢字 \ud800 محمد';
    drawTextLine(page, text, 40, 500, { font: fonts.regular, size: 10 });
    const { pages, fonts: drawnFonts } = await drawnPages(await doc.save({ useObjectStreams: false }));
    const line = pages[0]?.[0];
    const font = line && drawnFonts.get(line.font);
    if (!line || !font) throw new Error('not drawn');
    const expected = harfbuzzLine(text, 10).glyphs;
    expect(expected.some((g) => g.id === 0)).toBe(true);
    expect(line.glyphs.map((g) => g.code === 0)).toEqual(expected.map((g) => g.id === 0));
    expected.forEach((g, k) => {
      expect(line.glyphs[k]?.x).toBeCloseTo(40 + g.x, 3);
    });
  });
});
