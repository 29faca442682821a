import { describe, expect, it } from 'vitest';
import { containsPattern, escapeLike } from './like-pattern.ts';

describe('LIKE patterns of user text', () => {
  it('escapes the wildcards and the escape character itself', () => {
    expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b');
    expect(containsPattern('%%%')).toBe('%\\%\\%\\%%');
  });

  it('leaves other text, Arabic included, as it is', () => {
    expect(containsPattern('Hôtel فندق 45871/C')).toBe('%Hôtel فندق 45871/C%');
  });
});
