import { describe, expect, it } from 'vitest';
import { containsPattern, escapeLike, indexedPart, wordEndsPattern } from './like-pattern.ts';

describe('LIKE patterns of user text', () => {
  it('escapes the wildcards and the escape character itself', () => {
    expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b');
    expect(containsPattern('%%%')).toBe('%\\%\\%\\%%');
  });

  it('leaves other text, Arabic included, as it is', () => {
    expect(containsPattern('Hôtel فندق 45871/C')).toBe('%Hôtel فندق 45871/C%');
  });

  it('asks the index for the longest run of five digits or more, never for the whole text or fewer digits (decision 124)', () => {
    expect(indexedPart('BENCH-02-219001')).toBe('219001');
    expect(indexedPart('CRI-02-2026-000123')).toBe('000123');
    expect(indexedPart('Amrani 15441')).toBe('15441');
    expect(indexedPart('Clinique Souss')).toBeNull();
    expect(indexedPart('CRI-02-2026')).toBeNull();
    expect(indexedPart('123456')).toBeNull();
    expect(indexedPart(' 123456 ')).toBeNull();
    expect(indexedPart('فندق 45871')).toBe('45871');
  });
});

describe("the pattern of a text's word ends (decision 125)", () => {
  it("asks for each word's first and last three letters, or the word under six, when they give fewer trigrams", () => {
    expect(wordEndsPattern('Clinique Souss')).toBe('%cli%que%souss%');
    // An accented word gives its ASCII runs: "Hôtelier" -> "telier".
    expect(wordEndsPattern('Complexe Hôtelier Atlas')).toBe('%com%exe%tel%ier%atlas%');
    expect(wordEndsPattern('Unité Marrakech-Safi 2026')).toBe('%unit%mar%ech%safi%2026%');
  });

  it('finds every text it is made from: its pieces are in the text, in order, none overlapping', () => {
    const likeToRegExp = (pattern: string) =>
      new RegExp(
        pattern
          .split('%')
          .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('.*'),
        's',
      );
    for (const text of ['Clinique Souss', 'Complexe Hôtelier Atlas', 'Usine de Tanger 2026', 'Souss', 'ab-cdefghij klm']) {
      const pattern = wordEndsPattern(text);
      if (pattern !== null) expect(`xx ${text.toLowerCase()} yy`).toMatch(likeToRegExp(pattern));
    }
  });

  it('leaves the whole text to the index when the pieces are not fewer trigrams, or a word has no three ASCII letters in a row', () => {
    expect(wordEndsPattern('Anfa')).toBeNull();
    expect(wordEndsPattern('Souss')).toBeNull();
    expect(wordEndsPattern('Rif Oasis Draa')).toBeNull();
    expect(wordEndsPattern('ab cd')).toBeNull();
    expect(wordEndsPattern('')).toBeNull();
    expect(wordEndsPattern('فندق الأطلس')).toBeNull();
    expect(wordEndsPattern('Clinique الرباط')).toBeNull();
  });
});
