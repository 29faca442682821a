import { describe, expect, it } from 'vitest';
import { translateCount } from './i18n-count.ts';

describe('plural texts on the server', () => {
  it('picks the French and Arabic forms and fills the count', () => {
    expect(translateCount('errors.retryIn.minutes', 1)).toBe('Réessayez dans 1 minute.');
    expect(translateCount('errors.retryIn.minutes', 10)).toBe('Réessayez dans 10 minutes.');
    expect(translateCount('errors.retryIn.minutes', 2, 'ar')).toBe('حاول مجددًا بعد دقيقتين.');
    expect(translateCount('errors.retryIn.minutes', 10, 'ar')).toBe('حاول مجددًا بعد 10 دقائق.');
    expect(translateCount('errors.retryIn.hours', 11, 'ar')).toBe('حاول مجددًا بعد 11 ساعة.');
  });
});
