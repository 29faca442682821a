import { describe, expect, it } from 'vitest';
import { hasArabic, shapeArabic } from './arabic-shaping.ts';
import { directionOf, layoutParagraphs, shapeForPdf } from './bidi.ts';

const codePoints = (s: string): number[] => Array.from(s, (c) => c.codePointAt(0) as number);

describe('shapeArabic (contextual forms, logical order)', () => {
  it('gives each letter of "محمد" its joining form', () => {
    // meem initial, hah medial, meem medial, dal final
    expect(codePoints(shapeArabic('محمد'))).toEqual([0xfee3, 0xfea4, 0xfee4, 0xfeaa]);
  });

  it('makes the lam-alef ligatures, isolated and final', () => {
    expect(codePoints(shapeArabic('لا'))).toEqual([0xfefb]);
    // "سلام": seen initial, lam-alef final (joined to the seen), meem isolated (alef does not join forward)
    expect(codePoints(shapeArabic('سلام'))).toEqual([0xfeb3, 0xfefc, 0xfee1]);
    // lam + alef with hamza below / above / madda
    expect(codePoints(shapeArabic('لإ لأ لآ'))).toEqual([0xfef9, 0x20, 0xfef7, 0x20, 0xfef5]);
  });

  it('does not join across right-joining letters, spaces or Latin', () => {
    // "دار": dal isolated, alef isolated (dal does not join forward), reh isolated
    expect(codePoints(shapeArabic('دار'))).toEqual([0xfea9, 0xfe8d, 0xfead]);
    // "بب ب": beh initial + beh final, space, beh isolated
    expect(codePoints(shapeArabic('بب ب'))).toEqual([0xfe91, 0xfe90, 0x20, 0xfe8f]);
    expect(codePoints(shapeArabic('بA'))).toEqual([0xfe8f, 0x41]);
    // "ماء": meem initial, alef final, hamza isolated (it never joins)
    expect(codePoints(shapeArabic('ماء'))).toEqual([0xfee3, 0xfe8e, 0xfe80]);
    // "بءب": the hamza breaks the joining on both sides
    expect(codePoints(shapeArabic('بءب'))).toEqual([0xfe8f, 0xfe80, 0xfe8f]);
  });

  it('joins across combining marks and keeps them', () => {
    // "بَب": beh initial, fatha, beh final
    expect(codePoints(shapeArabic('بَب'))).toEqual([0xfe91, 0x064e, 0xfe90]);
  });

  it('shapes the letters of Moroccan names outside the basic block and teh marbuta', () => {
    // "ڭ" (ng) between two letters is medial; teh marbuta after a dual-joining letter is final
    expect(codePoints(shapeArabic('بڭب'))).toEqual([0xfe91, 0xfbd6, 0xfe90]);
    expect(codePoints(shapeArabic('شركة'))).toEqual([0xfeb7, 0xfeae, 0xfedb, 0xfe94]);
  });

  it('leaves text without Arabic unchanged and is idempotent', () => {
    expect(shapeArabic('Société Atlas, 12 rue des Fès')).toBe('Société Atlas, 12 rue des Fès');
    const once = shapeArabic('مجلس الاستثمار');
    expect(shapeArabic(once)).toBe(once);
    expect(hasArabic('abc')).toBe(false);
    expect(hasArabic('abc ب')).toBe(true);
  });
});

describe('shapeForPdf (visual order)', () => {
  it('draws "محمد" right to left: final dal first, initial meem last', () => {
    expect(codePoints(shapeForPdf('محمد'))).toEqual([0xfeaa, 0xfee4, 0xfea4, 0xfee3]);
  });

  it('keeps a Latin run left to right inside an Arabic sentence', () => {
    const visual = shapeForPdf('شركة Atlas للاستثمار');
    // Right-to-left paragraph: the last Arabic word is drawn first (leftmost), the first one last.
    expect(visual.indexOf('Atlas')).toBeGreaterThan(0);
    const [left, right] = visual.split(' Atlas ');
    expect(codePoints(right ?? '')).toEqual([0xfe94, 0xfedb, 0xfeae, 0xfeb7]); // "شركة" reversed
    expect(codePoints(left ?? '').at(-1)).toBe(0xfedf); // the first letter of "للاستثمار" (lam initial) drawn last
  });

  it('keeps a French sentence left to right with an Arabic name inside, digits in order', () => {
    const visual = shapeForPdf('Société محمد (SARL) 2024');
    expect(visual.startsWith('Société ')).toBe(true);
    expect(visual.endsWith(' (SARL) 2024')).toBe(true);
    expect(codePoints(visual.slice(8, 12))).toEqual([0xfeaa, 0xfee4, 0xfea4, 0xfee3]);
    // Digits after Arabic in a right-to-left paragraph stay in reading order.
    expect(shapeForPdf('رقم 2024')).toMatch(/^2024 /);
  });

  it('mirrors brackets in right-to-left runs', () => {
    // "(بب)" in an Arabic paragraph: drawn as "(" + shaped letters + ")" after mirroring and reversal.
    expect(codePoints(shapeForPdf('بب (بب)'))).toEqual([0x28, 0xfe90, 0xfe91, 0x29, 0x20, 0xfe90, 0xfe91]);
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
    // The Arabic paragraph breaks after its first word (logical order): each line reversed on its own.
    expect(codePoints(lines[2]?.text ?? '')).toEqual([0xfeaa, 0xfee4, 0xfea4, 0xfee3]);
    expect(codePoints(lines[3]?.text ?? '')).toEqual([0xfe90, 0xfe91]);
  });

  it('wraps a 1200-character text into lines that all fit', () => {
    const text = 'Avis motivé sur le projet شركة Atlas للاستثمار, '.repeat(40).slice(0, 1200);
    const lines = layoutParagraphs(text, measure, 90);
    expect(lines.length).toBeGreaterThanOrEqual(14);
    expect(lines.every((l) => l.text.length <= 90)).toBe(true);
    // Nothing lost: the letters (spaces aside) are all there.
    const letters = (s: string) => s.replace(/ /g, '').length;
    expect(lines.reduce((n, l) => n + letters(l.text), 0)).toBe(letters(shapeArabic(text.trim())));
  });
});
