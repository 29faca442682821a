/**
 * Arabic contextual shaping into the Unicode "Arabic Presentation Forms" (decision 019).
 *
 * A PDF shows glyphs, not text: the letters of an Arabic word must be drawn in their joining form
 * (isolated, final, initial, medial) and lam + alef as one ligature. pdf-lib draws one glyph per code
 * point, so the text is rewritten with the presentation-form code points (FB50–FDFF, FE70–FEFF) that
 * every Arabic-capable font maps to those glyphs. This module keeps the logical order; bidi.ts orders it.
 */

/** How a letter joins its neighbours (Unicode ArabicShaping.txt): dual, right-only, join-causing, none. */
type Joining = 'D' | 'R' | 'C' | 'U';

interface Letter {
  joining: Joining;
  /** First presentation form: isolated, then final (D and R), initial, medial (D). None for tatweel. */
  forms?: number;
}

const D = (forms: number): Letter => ({ joining: 'D', forms });
const R = (forms: number): Letter => ({ joining: 'R', forms });

/**
 * The letters with presentation forms in both blocks (the order isolated, final, initial, medial holds for
 * all of them). Letters not listed (rare Arabic-script letters without forms) are treated as non-joining,
 * so their neighbours do not reach out to a glyph that would not reach back.
 */
const LETTERS = new Map<number, Letter>([
  [0x0621, { joining: 'U', forms: 0xfe80 }], // hamza: never joins, isolated form only
  [0x0622, R(0xfe81)], // alef with madda above
  [0x0623, R(0xfe83)], // alef with hamza above
  [0x0624, R(0xfe85)], // waw with hamza above
  [0x0625, R(0xfe87)], // alef with hamza below
  [0x0626, D(0xfe89)], // yeh with hamza above
  [0x0627, R(0xfe8d)], // alef
  [0x0628, D(0xfe8f)], // beh
  [0x0629, R(0xfe93)], // teh marbuta
  [0x062a, D(0xfe95)], // teh
  [0x062b, D(0xfe99)], // theh
  [0x062c, D(0xfe9d)], // jeem
  [0x062d, D(0xfea1)], // hah
  [0x062e, D(0xfea5)], // khah
  [0x062f, R(0xfea9)], // dal
  [0x0630, R(0xfeab)], // thal
  [0x0631, R(0xfead)], // reh
  [0x0632, R(0xfeaf)], // zain
  [0x0633, D(0xfeb1)], // seen
  [0x0634, D(0xfeb5)], // sheen
  [0x0635, D(0xfeb9)], // sad
  [0x0636, D(0xfebd)], // dad
  [0x0637, D(0xfec1)], // tah
  [0x0638, D(0xfec5)], // zah
  [0x0639, D(0xfec9)], // ain
  [0x063a, D(0xfecd)], // ghain
  [0x0640, { joining: 'C' }], // tatweel: joins both sides, drawn as itself
  [0x0641, D(0xfed1)], // feh
  [0x0642, D(0xfed5)], // qaf
  [0x0643, D(0xfed9)], // kaf
  [0x0644, D(0xfedd)], // lam
  [0x0645, D(0xfee1)], // meem
  [0x0646, D(0xfee5)], // noon
  [0x0647, D(0xfee9)], // heh
  [0x0648, R(0xfeed)], // waw
  // Alef maksura is dual-joining in Unicode, but only its isolated and final forms are in block B and it
  // is written at the end of words: right-joining here.
  [0x0649, R(0xfeef)], // alef maksura
  [0x064a, D(0xfef1)], // yeh
  [0x067e, D(0xfb56)], // peh
  [0x0686, D(0xfb7a)], // tcheh
  [0x0698, R(0xfb8a)], // jeh
  [0x06a4, D(0xfb6a)], // veh (Maghreb)
  [0x06a9, D(0xfb8e)], // keheh
  [0x06ad, D(0xfbd3)], // ng (Moroccan gaf)
  [0x06af, D(0xfb92)], // gaf
  [0x06cc, D(0xfbfc)], // farsi yeh
  [0x200d, { joining: 'C' }], // zero width joiner
]);

/** Lam + one of these alefs becomes one ligature: [isolated, final]. */
const LAM_ALEF = new Map<number, readonly [number, number]>([
  [0x0622, [0xfef5, 0xfef6]],
  [0x0623, [0xfef7, 0xfef8]],
  [0x0625, [0xfef9, 0xfefa]],
  [0x0627, [0xfefb, 0xfefc]],
]);
const LAM = 0x0644;

/** Combining marks (harakat, shadda, superscript alef…) are transparent: letters join across them. */
const TRANSPARENT = /^\p{Mn}$/u;
const isTransparent = (cp: number): boolean => TRANSPARENT.test(String.fromCodePoint(cp));

/** D, R and C letters join the letter before them; D and C also the one after. */
const joinsBefore = (l: Letter | undefined): boolean => l !== undefined && l.joining !== 'U';
const joinsAfter = (l: Letter | undefined): boolean => l !== undefined && (l.joining === 'D' || l.joining === 'C');

/** True when the text has a letter that shapeArabic rewrites (cheap test before the work). */
export function hasArabic(text: string): boolean {
  return /[\u0600-\u06ff]/.test(text);
}

/**
 * Rewrites the Arabic letters of `text` into their contextual presentation forms, in logical order.
 * Everything else (Latin, digits, spaces, marks) is kept as is. Idempotent on already shaped text.
 */
export function shapeArabic(text: string): string {
  if (!hasArabic(text)) return text;
  const cps = Array.from(text, (c) => c.codePointAt(0) as number);
  /** The index of the next or previous non-transparent code point, or -1. */
  const neighbour = (i: number, step: 1 | -1): number => {
    for (let j = i + step; j >= 0 && j < cps.length; j += step) if (!isTransparent(cps[j] as number)) return j;
    return -1;
  };
  const letterAt = (i: number): Letter | undefined => (i < 0 ? undefined : LETTERS.get(cps[i] as number));

  let out = '';
  for (let i = 0; i < cps.length; i++) {
    const cp = cps[i] as number;
    const letter = LETTERS.get(cp);
    if (!letter || letter.forms === undefined) {
      out += String.fromCodePoint(cp);
      continue;
    }
    const prev = neighbour(i, -1);
    const joinedBefore = letter.joining !== 'U' && joinsAfter(letterAt(prev));

    if (cp === LAM) {
      const next = neighbour(i, 1);
      const ligature = next >= 0 ? LAM_ALEF.get(cps[next] as number) : undefined;
      if (ligature) {
        out += String.fromCodePoint(joinedBefore ? ligature[1] : ligature[0]);
        // Marks between the lam and the alef follow the ligature.
        for (let m = i + 1; m < next; m++) out += String.fromCodePoint(cps[m] as number);
        i = next;
        continue;
      }
    }

    const next = neighbour(i, 1);
    const joinedAfter = joinsAfter(letter) && joinsBefore(letterAt(next));
    // Form offsets from the isolated form: 0 isolated, 1 final, 2 initial, 3 medial.
    const offset = joinedBefore && joinedAfter ? 3 : joinedAfter ? 2 : joinedBefore ? 1 : 0;
    out += String.fromCodePoint(letter.forms + offset);
  }
  return out;
}
