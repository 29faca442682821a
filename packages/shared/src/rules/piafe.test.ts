import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isFullIdentityNumber, isReversedRange, normaliseIdentityNumber } from './piafe.ts';

describe('PIAFE identity numbers', () => {
  it('accepts full numbers, whatever their case and spaces', () => {
    expect(isFullIdentityNumber('CIN', 'ab 123456')).toBe(true);
    expect(isFullIdentityNumber('CIN', 'X12345')).toBe(true);
    expect(isFullIdentityNumber('PASSPORT', 'AB1234567')).toBe(true);
    expect(isFullIdentityNumber('RESIDENCE_CARD', 'E1234567')).toBe(true);
  });

  it('refuses partial numbers', () => {
    expect(isFullIdentityNumber('CIN', 'AB12')).toBe(false);
    expect(isFullIdentityNumber('CIN', '123456')).toBe(false);
    expect(isFullIdentityNumber('PASSPORT', 'ABCDEFG')).toBe(false);
    fc.assert(fc.property(fc.stringMatching(/^[A-Z]{1,2}\d{0,4}$/), (partial) => !isFullIdentityNumber('CIN', partial)));
  });

  it('normalises to the stored form', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,2} ?\d{5,6}$/), (n) => {
        const stored = normaliseIdentityNumber(n);
        return stored === stored.toUpperCase() && !stored.includes(' ') && isFullIdentityNumber('CIN', n);
      }),
    );
  });

  it('finds reversed ranges only when both ends are set', () => {
    expect(isReversedRange('2026-02-01', '2026-01-01')).toBe(true);
    expect(isReversedRange('2026-01-01', '2026-01-01')).toBe(false);
    expect(isReversedRange(undefined, '2026-01-01')).toBe(false);
  });
});

describe('PIAFE days', () => {
  it('refuses days that do not exist, whatever their shape', async () => {
    const { ZPiafeProjectsQuery } = await import('../schemas/piafe.ts');
    for (const day of ['0000-00-00', '2026-02-30', '2026-13-45', '1899-12-31'])
      expect(ZPiafeProjectsQuery.safeParse({ startExchangeDate: day }).success, day).toBe(false);
    expect(ZPiafeProjectsQuery.safeParse({ startExchangeDate: '2024-02-29' }).success).toBe(true);
  });
});
