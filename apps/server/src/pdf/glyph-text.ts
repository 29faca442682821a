import {
  beginText,
  type Color,
  endText,
  PDFArray,
  type PDFFont,
  PDFHexString,
  type PDFName,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
  setTextRise,
} from 'pdf-lib';
import type { Run } from './bidi.ts';
import { type ShapedGlyph, type ShapingFont, shapeRun } from './shaping.ts';

/**
 * Drawing HarfBuzz's glyphs into a pdf-lib page (decision 093). pdf-lib draws text by code points (its
 * fontkit lays them out); here the glyph ids and positions come from HarfBuzz, so the content stream is
 * written directly:
 *
 *   BT  /F 9.5 Tf  r g b rg  1 0 0 1 x y Tm  [<g1> n <g2> …] TJ  dy Ts [<g3>] TJ  0 Ts […] TJ  ET
 *
 * The fonts are Type0 / Identity-H, so a 2-byte code is a glyph id of the embedded (subset) font. After a
 * glyph the reader moves by that glyph's width in the font's /W array (its hmtx advance); each number in
 * the TJ array moves the next glyph by the difference with HarfBuzz's position (kerning, marks with a zero
 * advance, mark offsets). Vertical mark offsets are a text rise (Ts) around the glyphs that have one.
 */

/** The private parts of pdf-lib's subset embedder that a glyph id needs (pdf-lib 1.17). */
interface FontkitGlyph {
  id: number;
  advanceWidth: number;
  codePoints: number[];
}
interface SubsetEmbedder {
  font: {
    getGlyph(id: number, codePoints?: number[]): FontkitGlyph;
    stringsForGlyph(id: number): string[];
    unitsPerEm: number;
  };
  subset: { includeGlyph(glyph: FontkitGlyph | number): number };
  glyphs: FontkitGlyph[];
  glyphIdMap: Map<number, number>;
  glyphCache: { invalidate(): void };
}

function subsetEmbedder(font: PDFFont): SubsetEmbedder {
  const embedder = (font as unknown as { embedder: Partial<SubsetEmbedder> }).embedder;
  if (!embedder?.subset || !embedder.glyphIdMap || !embedder.glyphs || !embedder.font) {
    throw new Error(`PDF font ${font.name} is not an embedded subset font: it cannot draw shaped glyphs`);
  }
  return embedder as SubsetEmbedder;
}

/** A glyph of the font file put in the subset: its code in the PDF and its width there (font units). */
interface PdfGlyph {
  code: string;
  advance: number;
}

/**
 * Puts a glyph (id in the font file) in the subset and returns its code (the subset's glyph id, 4 hex
 * digits). The glyph joins the widths (/W) and the ToUnicode map of the embedded font, with `text` as the
 * characters it shows (for copy and search), so a glyph reached only through a ligature or a joining
 * form still says which letters it is.
 */
function includeGlyph(embedder: SubsetEmbedder, id: number, text: string): PdfGlyph {
  const known = embedder.glyphIdMap.get(id);
  const glyph = embedder.font.getGlyph(id);
  if (known !== undefined) return { code: hex(known), advance: glyph.advanceWidth };
  if (glyph.codePoints.length === 0) glyph.codePoints = codePointsOf(embedder, id, text);
  const subsetId = embedder.subset.includeGlyph(glyph);
  if (subsetId === 0) {
    // .notdef (a character the font lacks): drawn with the default width of the CID font (1000/1000 em).
    return { code: hex(0), advance: embedder.font.unitsPerEm };
  }
  embedder.glyphs[subsetId - 1] = glyph;
  embedder.glyphIdMap.set(id, subsetId);
  embedder.glyphCache.invalidate();
  return { code: hex(subsetId), advance: glyph.advanceWidth };
}

/** Presentation forms (Latin ligatures, Arabic joining forms): the font maps them, the text is plain letters. */
const PRESENTATION_FORM = /[\ufb00-\ufdff\ufe70-\ufeff]/;

/**
 * The characters a glyph shows: the letters of its cluster when HarfBuzz made it from several (a
 * ligature: lam-alef, "fi", shadda + fatha); else the character the font maps to it when there is one (a
 * Latin letter, a digit, a bracket mirrored in a right-to-left run); else its cluster's letter (a joining
 * form); else U+FFFD.
 */
function codePointsOf(embedder: SubsetEmbedder, id: number, text: string): number[] {
  const letters = Array.from(text, (c) => c.codePointAt(0) as number);
  if (letters.length > 1) return letters;
  const mapped = embedder.font.stringsForGlyph(id).find((s) => !PRESENTATION_FORM.test(s));
  if (mapped) return Array.from(mapped, (c) => c.codePointAt(0) as number);
  return letters.length > 0 ? letters : [0xfffd];
}

const hex = (n: number): string => n.toString(16).toUpperCase().padStart(4, '0');

/** The glyphs of a line's runs, left to right, with their pen positions (font units, from the line start). */
export interface PlacedGlyph extends ShapedGlyph {
  /** x of the glyph's origin: the pen position plus the glyph's x offset. */
  x: number;
  /** y of the glyph's origin (the y offset; the baseline is 0). */
  y: number;
}

/** Shapes the runs of a line and places their glyphs one after the other. Returns them and the width. */
export function placeRuns(font: ShapingFont, runs: readonly Run[]): { glyphs: PlacedGlyph[]; width: number } {
  const glyphs: PlacedGlyph[] = [];
  let pen = 0;
  for (const run of runs) {
    for (const glyph of shapeRun(font, run.text, run.rtl).glyphs) {
      glyphs.push({ ...glyph, x: pen + glyph.xOffset, y: glyph.yOffset });
      pen += glyph.xAdvance;
    }
  }
  return { glyphs, width: pen };
}

/** The resource name of a font on a page, created once per page (pdf-lib's setFont adds one each time). */
const fontKeys = new WeakMap<PDFPage, Map<PDFFont, PDFName>>();

function fontKey(page: PDFPage, font: PDFFont): PDFName {
  let keys = fontKeys.get(page);
  if (!keys) {
    keys = new Map();
    fontKeys.set(page, keys);
  }
  let key = keys.get(font);
  if (key === undefined) {
    key = page.node.newFontDictionary(font.name, font.ref);
    keys.set(font, key);
  }
  return key;
}

/** Rounds a number written to the stream (1/100000 of a point or of a thousandth of an em). */
const round = (n: number): number => Math.round(n * 100_000) / 100_000;

/**
 * Draws placed glyphs with the line's origin at (x, y), `size` points, in `font` (the PDF font whose file
 * `glyphs` were shaped with; its units per em is `unitsPerEm`).
 */
export function drawGlyphs(
  page: PDFPage,
  font: PDFFont,
  unitsPerEm: number,
  glyphs: readonly PlacedGlyph[],
  x: number,
  y: number,
  size: number,
  color: Color,
): void {
  if (glyphs.length === 0) return;
  const embedder = subsetEmbedder(font);
  const context = page.doc.context;
  const toPoints = size / unitsPerEm;
  const toThousandths = 1000 / unitsPerEm;

  const operators: PDFOperator[] = [
    pushGraphicsState(),
    beginText(),
    setFillingColor(color),
    setFontAndSize(fontKey(page, font), size),
    setTextMatrix(1, 0, 0, 1, round(x), round(y)),
  ];
  let rise = 0;
  let array = PDFArray.withContext(context);
  /** Where the reader's pen is (font units from the line's start) after the glyphs written so far. */
  let pen = 0;
  const flush = () => {
    if (array.size() > 0) operators.push(PDFOperator.of(PDFOperatorNames.ShowTextAdjusted, [array]));
    array = PDFArray.withContext(context);
  };
  for (const glyph of glyphs) {
    if (glyph.y !== rise) {
      flush();
      rise = glyph.y;
      operators.push(setTextRise(round(rise * toPoints)));
    }
    const move = glyph.x - pen;
    // A positive TJ number moves the next glyph left, in thousandths of the font size.
    if (Math.abs(move) > 1e-9) array.push(PDFNumber.of(round(-move * toThousandths)));
    const pdfGlyph = includeGlyph(embedder, glyph.id, glyph.text);
    array.push(PDFHexString.of(pdfGlyph.code));
    pen = glyph.x + pdfGlyph.advance;
  }
  flush();
  operators.push(endText(), popGraphicsState());
  page.pushOperators(...operators);
}
