import { Blob, Buffer, ClusterLevel, Direction, Face, Font, shape } from 'harfbuzzjs';

/**
 * OpenType shaping of the generated PDFs' text by HarfBuzz (harfbuzzjs, WebAssembly; decision 093).
 *
 * A run is a piece of one line with one direction (bidi.ts cuts the lines into runs). HarfBuzz turns it
 * into glyph ids of the font, in visual order (left to right), with advances and offsets in font units:
 * Arabic joining forms, lam-alef and the other ligatures, vowel marks placed on their letter by the
 * font's anchors (GPOS), kerning, and mirrored brackets in right-to-left runs.
 */

/** One glyph of a shaped run, in font units (y up), in visual order. */
export interface ShapedGlyph {
  /** Glyph id in the font file. */
  id: number;
  /** Index in the run's text (UTF-16 code units) of the first character this glyph comes from. */
  cluster: number;
  /** The characters the glyph stands for (its cluster's text; '' for the second glyph of a cluster). */
  text: string;
  xAdvance: number;
  xOffset: number;
  yOffset: number;
}

export interface ShapedRun {
  glyphs: ShapedGlyph[];
  /** Sum of the advances, font units. */
  width: number;
}

/** A font file ready for HarfBuzz, with the shapes already computed (names and labels repeat a lot). */
export interface ShapingFont {
  readonly hb: Font;
  readonly unitsPerEm: number;
  readonly cache: Map<string, ShapedRun>;
}

const CACHE_LIMIT = 20_000;

export function loadShapingFont(bytes: Uint8Array): ShapingFont {
  const face = new Face(new Blob(bytes), 0);
  return { hb: new Font(face), unitsPerEm: face.upem, cache: new Map() };
}

/**
 * Shapes one run of text in the given direction. Script and language are guessed from the text (HarfBuzz
 * takes the first character with a script: Arabic, Latin; digits and punctuation alone are "common").
 * Each character keeps its own cluster (MONOTONE_CHARACTERS), so a vowel mark is not merged with its
 * letter and every glyph can say which characters it shows (the PDF's ToUnicode map).
 */
export function shapeRun(font: ShapingFont, text: string, rtl: boolean): ShapedRun {
  const key = `${rtl ? 'r' : 'l'}${text}`;
  const cached = font.cache.get(key);
  if (cached) return cached;

  const buffer = new Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  buffer.setDirection(rtl ? Direction.RTL : Direction.LTR);
  buffer.setClusterLevel(ClusterLevel.MONOTONE_CHARACTERS);
  shape(font.hb, buffer);
  const infos = buffer.getGlyphInfosAndPositions();

  // The clusters in logical order give each cluster's text: from its start to the next cluster's start.
  const starts = [...new Set(infos.map((g) => g.cluster))].sort((a, b) => a - b);
  const clusterText = new Map<number, string>();
  starts.forEach((start, i) => {
    clusterText.set(start, text.slice(start, starts[i + 1] ?? text.length));
  });
  const seen = new Set<number>();
  let width = 0;
  const glyphs = infos.map((g): ShapedGlyph => {
    const first = !seen.has(g.cluster);
    seen.add(g.cluster);
    const xAdvance = g.xAdvance ?? 0;
    width += xAdvance;
    return {
      id: g.codepoint,
      cluster: g.cluster,
      text: first ? (clusterText.get(g.cluster) ?? '') : '',
      xAdvance,
      xOffset: g.xOffset ?? 0,
      yOffset: g.yOffset ?? 0,
    };
  });
  const run = { glyphs, width };
  if (font.cache.size >= CACHE_LIMIT) font.cache.clear();
  font.cache.set(key, run);
  return run;
}
