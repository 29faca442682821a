import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

/**
 * The fonts of the generated PDFs: DejaVu Sans, regular and bold (Latin, Arabic and its presentation
 * forms in one file; Bitstream Vera licence, embedding allowed: fonts/LICENSE.txt). They are read from
 * `fonts/` next to this module in the sources and next to server.js in the build (build.mjs copies them).
 */
const FONT_DIR = new URL('./fonts/', import.meta.url);

export const FONT_FILES = { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' } as const;

let bytes: Record<keyof typeof FONT_FILES, Uint8Array> | undefined;

function fontBytes(): Record<keyof typeof FONT_FILES, Uint8Array> {
  bytes ??= {
    regular: readFileSync(new URL(FONT_FILES.regular, FONT_DIR)),
    bold: readFileSync(new URL(FONT_FILES.bold, FONT_DIR)),
  };
  return bytes;
}

type FontkitFont = ReturnType<typeof fontkit.create>;
type RawLayout = (text: string, features: unknown, script: string, language: string | undefined, direction: string) => unknown;

/**
 * fontkit, except that its layout never reorders nor reshapes: it would guess the script from the first
 * letter of each string and, for Arabic, apply its own shaping and reverse the whole string, Latin runs
 * included. Text reaches pdf-lib already shaped (arabic-shaping.ts) and in visual order (bidi.ts), so
 * layout runs as for Latin, left to right (kerning and Latin ligatures still apply).
 */
export const orderedFontkit = {
  create(buffer: Uint8Array, postscriptName?: string): FontkitFont {
    const font = fontkit.create(buffer, postscriptName);
    const layout = (font.layout as unknown as RawLayout).bind(font);
    font.layout = ((text: string, features: unknown) =>
      layout(text, features, 'latn', undefined, 'ltr')) as FontkitFont['layout'];
    return font;
  },
};

export interface PdfFonts {
  regular: PDFFont;
  bold: PDFFont;
}

/**
 * Embeds the two fonts, subset to the glyphs used. The names are fixed, with the six-letter tag that
 * marks a subset (pdf-lib would add a random suffix), so the same input gives the same bytes.
 */
export async function embedPdfFonts(doc: PDFDocument): Promise<PdfFonts> {
  doc.registerFontkit(orderedFontkit);
  const { regular, bold } = fontBytes();
  return {
    regular: await doc.embedFont(regular, { subset: true, customName: 'CRIPVA+DejaVuSans' }),
    bold: await doc.embedFont(bold, { subset: true, customName: 'CRIPVB+DejaVuSans-Bold' }),
  };
}
