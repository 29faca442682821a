import { describe, expect, it } from 'vitest';
import { audienceOf, matchesSearch } from './audience.ts';

describe('FAQ audience and search', () => {
  it('picks the tab of the role, else the general FAQ', () => {
    expect(audienceOf(['ROLE_INVESTOR'])).toBe('INVESTOR');
    expect(audienceOf(['ROLE_ADVISOR'])).toBe('ADVISOR');
    expect(audienceOf(['ROLE_CRUI_MEMBER'])).toBe('CRUI_MEMBER');
    expect(audienceOf(['ROLE_NATIONAL_SUPPORT'])).toBe('PUBLIC');
    expect(audienceOf(null)).toBe('PUBLIC');
  });

  it('matches every word, ignoring case, accents and Arabic vowel marks', () => {
    expect(matchesSearch('prime TERRITORIALE', 'Qu’est-ce que la prime territoriale ?')).toBe(true);
    expect(matchesSearch('créer compte', 'Comment creer un compte ?')).toBe(true);
    expect(matchesSearch('compte mot', 'Comment créer un compte ?')).toBe(false);
    expect(matchesSearch('حساب', 'كيف أنشئ حسابًا؟')).toBe(true);
    expect(matchesSearch('  ', 'anything')).toBe(true);
  });
});
