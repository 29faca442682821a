import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { Blob, Buffer, Direction, Face, Font, shape } from 'harfbuzzjs';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRawStream,
  type PDFRef,
  type PDFStream,
} from 'pdf-lib';
import { visualLine } from './bidi.ts';
import { FONT_FILES } from './fonts.ts';

/**
 * Test helpers that read back what the PDF writers drew, independently of the writing code: a small
 * content-stream interpreter (BT/ET, Tf, Tm, Td, Ts, Tj, TJ) that places every glyph with the font's /W
 * widths, decodes it through the ToUnicode map, and tells which glyph of the font file it is by comparing
 * its outline with the embedded subset font (the subset renumbers glyphs).
 */

/** One glyph as drawn: its code in the PDF (subset glyph id), its origin in points, its text. */
export interface DrawnGlyph {
  code: number;
  x: number;
  y: number;
  text: string;
}

/** One BT … ET block (the writers draw one line per block). */
export interface DrawnLine {
  /** The PDF font's BaseFont (e.g. CRIPVA+DejaVuSans). */
  font: string;
  size: number;
  glyphs: DrawnGlyph[];
  /** The glyphs' ToUnicode texts in drawn order (left to right). */
  text: string;
}

interface FontInfo {
  baseFont: string;
  twoBytes: boolean;
  widths: Map<number, number>;
  defaultWidth: number;
  toUnicode: Map<number, string>;
  /** The embedded font program (for outline comparison), when there is one. */
  program?: ReturnType<typeof fontkit.create>;
}

function streamText(stream: PDFStream | undefined): string {
  if (!(stream instanceof PDFRawStream)) return '';
  return new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode());
}

function readFont(doc: PDFDocument, dict: PDFDict): FontInfo {
  const baseFont = dict.lookup(PDFName.of('BaseFont'), PDFName).decodeText();
  const type0 = dict.lookup(PDFName.of('Subtype'), PDFName).decodeText() === 'Type0';
  const widths = new Map<number, number>();
  const toUnicode = new Map<number, string>();
  let defaultWidth = 1000;
  let program: FontInfo['program'];
  if (type0) {
    const cid = dict.lookup(PDFName.of('DescendantFonts'), PDFArray).lookup(0, PDFDict);
    const w = cid.lookup(PDFName.of('W'));
    const dw = cid.lookup(PDFName.of('DW'));
    if (dw instanceof PDFNumber) defaultWidth = dw.asNumber();
    if (w instanceof PDFArray) {
      const items = w.asArray().map((item) => doc.context.lookup(item) ?? item);
      for (let i = 0; i < items.length; i += 2) {
        const first = (items[i] as PDFNumber).asNumber();
        const list = items[i + 1] as PDFArray;
        list.asArray().forEach((width, k) => {
          widths.set(first + k, (doc.context.lookup(width) as PDFNumber).asNumber());
        });
      }
    }
    const descriptor = cid.lookup(PDFName.of('FontDescriptor'), PDFDict);
    const file = descriptor.lookup(PDFName.of('FontFile2'));
    if (file instanceof PDFRawStream) program = fontkit.create(globalThis.Buffer.from(decodePDFRawStream(file).decode()));
    const cmap = streamText(dict.lookup(PDFName.of('ToUnicode')) as PDFStream | undefined);
    for (const [, code, unicode] of cmap.matchAll(/<([0-9a-fA-F]{4})> <([0-9a-fA-F]*)>/g)) {
      const units = (unicode as string).match(/.{4}/g) ?? [];
      toUnicode.set(Number.parseInt(code as string, 16), String.fromCharCode(...units.map((u) => Number.parseInt(u, 16))));
    }
  } else {
    const first = dict.lookup(PDFName.of('FirstChar'));
    const list = dict.lookup(PDFName.of('Widths'));
    if (first instanceof PDFNumber && list instanceof PDFArray) {
      list.asArray().forEach((width, k) => {
        widths.set(first.asNumber() + k, (doc.context.lookup(width) as PDFNumber).asNumber());
      });
    }
  }
  return { baseFont, twoBytes: type0, widths, defaultWidth, toUnicode, program };
}

type Token =
  | { kind: 'number'; value: number }
  | { kind: 'name'; value: string }
  | { kind: 'hex'; value: string }
  | { kind: 'op'; value: string }
  | { kind: 'array'; items: Token[] };

/** Tokens of a content stream (numbers, names, hex strings, arrays flattened with [ and ] operators). */
function tokens(ops: string): Token[] {
  const out: Token[] = [];
  for (const [, hex, name, number, op] of ops.matchAll(
    /<([0-9A-Fa-f]*)>|\/([^\s/[\]<>()]+)|([-+]?\d*\.?\d+)|([A-Za-z*'"]+|\[|\])/g,
  )) {
    if (hex !== undefined) out.push({ kind: 'hex', value: hex });
    else if (name !== undefined) out.push({ kind: 'name', value: name });
    else if (number !== undefined) out.push({ kind: 'number', value: Number(number) });
    else if (op !== undefined) out.push({ kind: 'op', value: op });
  }
  return out;
}

/** Every page's drawn lines, in the order drawn. */
export async function drawnPages(bytes: Uint8Array): Promise<{ pages: DrawnLine[][]; fonts: Map<string, FontInfo> }> {
  const doc = await PDFDocument.load(bytes);
  const byBaseFont = new Map<string, FontInfo>();
  const pages = doc.getPages().map((page) => {
    const resources = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
    const fonts = new Map<string, FontInfo>();
    for (const [name, ref] of resources?.entries() ?? []) {
      const dict = doc.context.lookup(ref as PDFRef, PDFDict);
      const info = readFont(doc, dict);
      byBaseFont.set(info.baseFont, byBaseFont.get(info.baseFont) ?? info);
      fonts.set(name.decodeText(), info);
    }
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
    const lines: DrawnLine[] = [];
    let font: FontInfo | undefined;
    let size = 0;
    let line: DrawnLine | undefined;
    let lineX = 0;
    let lineY = 0;
    let x = 0;
    let rise = 0;
    let leading = 0;
    const show = (hex: string) => {
      if (!font || !line) return;
      const width = font.twoBytes ? 4 : 2;
      for (let i = 0; i + width <= hex.length; i += width) {
        const code = Number.parseInt(hex.slice(i, i + width), 16);
        const text = font.twoBytes ? (font.toUnicode.get(code) ?? '\ufffd') : String.fromCharCode(code);
        line.glyphs.push({ code, x, y: lineY + rise, text });
        line.text += text;
        x += ((font.widths.get(code) ?? font.defaultWidth) / 1000) * size;
      }
    };
    for (const stream of streams) {
      const stack: Token[] = [];
      let array: Token[] | undefined;
      for (const token of tokens(streamText(stream as PDFStream))) {
        if (token.kind === 'op' && token.value === '[') {
          array = [];
          continue;
        }
        if (token.kind === 'op' && token.value === ']') {
          stack.push({ kind: 'array', items: array ?? [] });
          array = undefined;
          continue;
        }
        if (array) {
          array.push(token);
          continue;
        }
        if (token.kind !== 'op') {
          stack.push(token);
          continue;
        }
        const args = stack.splice(0);
        const num = (i: number) => (args.at(i) as { value: number } | undefined)?.value ?? 0;
        switch (token.value) {
          case 'BT':
            line = { font: '', size: 0, glyphs: [], text: '' };
            lineX = 0;
            lineY = 0;
            x = 0;
            rise = 0;
            break;
          case 'ET':
            if (line && line.glyphs.length > 0) lines.push({ ...line, font: font?.baseFont ?? '', size });
            line = undefined;
            break;
          case 'Tf':
            font = fonts.get((args.at(-2) as { value: string }).value);
            size = num(-1);
            break;
          case 'Tm':
            lineX = num(-2);
            lineY = num(-1);
            x = lineX;
            break;
          case 'Td':
            lineX += num(-2);
            lineY += num(-1);
            x = lineX;
            break;
          case 'TL':
            leading = num(-1);
            break;
          case 'T*':
            lineY -= leading;
            x = lineX;
            break;
          case 'Ts':
            rise = num(-1);
            break;
          case 'Tj':
            show((args.at(-1) as { value: string }).value);
            break;
          case 'TJ': {
            const last = args.at(-1);
            for (const item of last?.kind === 'array' ? last.items : []) {
              if (item.kind === 'hex') show(item.value);
              else if (item.kind === 'number') x -= (item.value / 1000) * size;
            }
            break;
          }
          default:
            break;
        }
      }
    }
    return lines;
  });
  return { pages, fonts: byBaseFont };
}

/* ------------------------------- HarfBuzz's own answer for the same strings ------------------------------- */

const FONT_DIR = new URL('./fonts/', import.meta.url);
type Weight = keyof typeof FONT_FILES;
const reference = new Map<Weight, { hb: Font; upem: number; kit: ReturnType<typeof fontkit.create> }>();

function referenceFont(weight: Weight) {
  let font = reference.get(weight);
  if (!font) {
    const bytes = readFileSync(new URL(FONT_FILES[weight], FONT_DIR));
    const face = new Face(new Blob(bytes), 0);
    font = { hb: new Font(face), upem: face.upem, kit: fontkit.create(bytes) };
    reference.set(weight, font);
  }
  return font;
}

/** A glyph HarfBuzz gives for a line: glyph id in the font file, origin relative to the line start (points). */
export interface ExpectedGlyph {
  id: number;
  x: number;
  y: number;
}

/**
 * HarfBuzz's glyphs for a one-line text at a size: the line's runs in visual order (bidi.ts), each shaped
 * by harfbuzzjs directly in its direction, pen positions added up, offsets applied.
 */
export function harfbuzzLine(text: string, size: number, weight: Weight = 'regular'): { glyphs: ExpectedGlyph[]; width: number } {
  const { hb, upem } = referenceFont(weight);
  const glyphs: ExpectedGlyph[] = [];
  let pen = 0;
  for (const run of visualLine(text).runs) {
    const buffer = new Buffer();
    buffer.addText(run.text);
    buffer.guessSegmentProperties();
    buffer.setDirection(run.rtl ? Direction.RTL : Direction.LTR);
    shape(hb, buffer);
    for (const g of buffer.getGlyphInfosAndPositions()) {
      glyphs.push({ id: g.codepoint, x: ((pen + (g.xOffset ?? 0)) * size) / upem, y: ((g.yOffset ?? 0) * size) / upem });
      pen += g.xAdvance ?? 0;
    }
  }
  return { glyphs, width: (pen * size) / upem };
}

/** Outline signatures per font program (each PDF's subset numbers its glyphs its own way). */
const signatures = new WeakMap<object, Map<number, string>>();

/** A glyph's outline and advance, as SVG path data: equal for the same glyph in the file and in a subset. */
function signature(font: ReturnType<typeof fontkit.create>, id: number): string {
  let known = signatures.get(font);
  if (!known) {
    known = new Map();
    signatures.set(font, known);
  }
  let value = known.get(id);
  if (value === undefined) {
    const glyph = font.getGlyph(id);
    value = `${glyph.advanceWidth}|${glyph.path.toSVG()}`;
    known.set(id, value);
  }
  return value;
}

/** True when the glyph drawn with `code` in `font` is glyph `id` of the font file (same outline and advance). */
export function isGlyph(font: FontInfo, code: number, id: number, weight: Weight): boolean {
  if (!font.program) return false;
  return signature(font.program, code) === signature(referenceFont(weight).kit, id);
}

/** True when a drawn line has exactly HarfBuzz's glyphs for `text` (same glyphs, same order). */
export function drawsText(line: DrawnLine, fonts: Map<string, FontInfo>, text: string, weight: Weight = 'regular'): boolean {
  const font = fonts.get(line.font);
  if (!font || line.size === 0) return false;
  const expected = harfbuzzLine(text, line.size, weight).glyphs;
  return (
    expected.length === line.glyphs.length && expected.every((g, i) => isGlyph(font, line.glyphs[i]?.code ?? -1, g.id, weight))
  );
}
