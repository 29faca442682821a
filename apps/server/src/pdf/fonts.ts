import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { loadShapingFont, type ShapingFont } from './shaping.ts';

/**
 * The fonts of the generated PDFs: DejaVu Sans, regular and bold (Latin, Arabic and its presentation
 * forms in one file; Bitstream Vera licence, embedding allowed: fonts/LICENSE.txt). They are read from
 * `fonts/` next to this module in the sources and next to server.js in the build (build.mjs copies them).
 */
const FONT_DIR = new URL('./fonts/', import.meta.url);

export const FONT_FILES = { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' } as const;

interface FontFile {
  bytes: Uint8Array;
  shaping: ShapingFont;
}

let files: Record<keyof typeof FONT_FILES, FontFile> | undefined;

/** The two font files, read once, each with its HarfBuzz font (shared by every PDF the process writes). */
function fontFiles(): Record<keyof typeof FONT_FILES, FontFile> {
  const load = (name: string): FontFile => {
    const bytes = readFileSync(new URL(name, FONT_DIR));
    return { bytes, shaping: loadShapingFont(bytes) };
  };
  files ??= { regular: load(FONT_FILES.regular), bold: load(FONT_FILES.bold) };
  return files;
}

/** The HarfBuzz font of each embedded PDF font (text in any other font, e.g. Helvetica, is not shaped). */
const shapingFonts = new WeakMap<PDFFont, ShapingFont>();

export const shapingFontOf = (font: PDFFont): ShapingFont | undefined => shapingFonts.get(font);

export interface PdfFonts {
  regular: PDFFont;
  bold: PDFFont;
}

/**
 * Embeds the two fonts, subset to the glyphs used (glyph-text.ts adds the glyphs HarfBuzz chose to the
 * subset). The names are fixed, with the six-letter tag that marks a subset (pdf-lib would add a random
 * suffix), so the same input gives the same bytes.
 */
export async function embedPdfFonts(doc: PDFDocument): Promise<PdfFonts> {
  doc.registerFontkit(fontkit);
  const { regular, bold } = fontFiles();
  const fonts = {
    regular: await doc.embedFont(regular.bytes, { subset: true, customName: 'CRIPVA+DejaVuSans' }),
    bold: await doc.embedFont(bold.bytes, { subset: true, customName: 'CRIPVB+DejaVuSans-Bold' }),
  };
  shapingFonts.set(fonts.regular, regular.shaping);
  shapingFonts.set(fonts.bold, bold.shaping);
  return fonts;
}
