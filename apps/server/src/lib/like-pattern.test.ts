import { describe, expect, it } from 'vitest';
import { containsPattern, escapeLike, indexedPart } from './like-pattern.ts';

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
