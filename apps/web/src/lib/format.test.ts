import { describe, expect, it } from 'vitest';
import { formatAmount, formatDate, formatDateTime, formatNumber, toIsoDate } from './format.ts';

describe('formatDate', () => {
  it('turns the wire format YYYY-MM-DD into DD/MM/YYYY', () => {
    expect(formatDate('2023-01-16')).toBe('16/01/2023');
  });

  it('keeps the calendar day of an ISO date-time, whatever the time zone', () => {
    expect(formatDate('2023-12-31T23:30:00Z')).toBe('31/12/2023');
  });

  it('formats a Date with two-digit day and month', () => {
    expect(formatDate(new Date(2024, 1, 5))).toBe('05/02/2024');
  });

  it('gives empty text for missing or invalid values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('16/01/2023')).toBe('');
    expect(formatDate(new Date('not a date'))).toBe('');
  });
});

describe('toIsoDate', () => {
  it('gives the local calendar date as YYYY-MM-DD', () => {
    expect(toIsoDate(new Date(2023, 0, 9, 23, 59))).toBe('2023-01-09');
  });
});

describe('formatNumber', () => {
  it('separates thousands with a space', () => {
    expect(formatNumber(1234567)).toBe('1 234 567');
    expect(formatNumber(1000)).toBe('1 000');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(0)).toBe('0');
  });

  it('uses a decimal comma and keeps up to two decimals', () => {
    expect(formatNumber(1234.5)).toBe('1 234,5');
    expect(formatNumber(0.125)).toBe('0,13');
    expect(formatNumber(12, 2)).toBe('12,00');
  });

  it('keeps the sign of negative numbers but not of a rounded zero', () => {
    expect(formatNumber(-1234567.25)).toBe('-1 234 567,25');
    expect(formatNumber(-0.001)).toBe('0');
  });

  it('does not switch to exponent notation for large amounts', () => {
    expect(formatNumber(12_345_678_901_234)).toBe('12 345 678 901 234');
  });

  it('gives empty text for missing or non-finite values', () => {
    expect(formatNumber(null)).toBe('');
    expect(formatNumber(Number.NaN)).toBe('');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('formatAmount', () => {
  it('shows whole dirhams without decimals', () => {
    expect(formatAmount(1234567)).toBe('1 234 567 DH');
    expect(formatAmount(0)).toBe('0 DH');
  });

  it('shows two decimals when there are cents', () => {
    expect(formatAmount(1234.5)).toBe('1 234,50 DH');
  });

  it('gives empty text for a missing amount', () => {
    expect(formatAmount(undefined)).toBe('');
  });
});

describe('formatDateTime', () => {
  it('shows an ISO date-time as DD/MM/YYYY HH:mm in local time, and nothing for a missing or bad value', () => {
    const local = new Date(2026, 10, 3, 9, 5);
    expect(formatDateTime(local.toISOString())).toBe('03/11/2026 09:05');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});
