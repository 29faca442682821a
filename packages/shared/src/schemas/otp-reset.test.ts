import { describe, expect, it } from 'vitest';
import { accountTypeOf, ZAccountType, ZResetOtpHistoryQuery, ZSearchUserQuery } from './otp-reset.ts';

describe('otp-reset contracts', () => {
  it('names an account by its staff role, investors only when no staff role is held', () => {
    expect(accountTypeOf(['ROLE_ADVISOR'])).toBe('ADVISOR');
    expect(accountTypeOf(['ROLE_INVESTOR'])).toBe('INVESTOR');
    expect(accountTypeOf(['ROLE_INVESTOR', 'ROLE_CRUI_MEMBER'])).toBe('CRUI_MEMBER');
    expect(accountTypeOf([])).toBe('INVESTOR');
  });

  it('accepts every account role as a type, never the visitor', () => {
    expect(ZAccountType.safeParse('FONCIER_MEMBER').success).toBe(true);
    expect(ZAccountType.safeParse('PUBLIC').success).toBe(false);
    expect(ZAccountType.safeParse('ROLE_ADVISOR').success).toBe(false);
  });

  it('requires an e-mail to search and bounds the history page size', () => {
    expect(ZSearchUserQuery.safeParse({ username: 'a@b.ma' }).success).toBe(true);
    expect(ZSearchUserQuery.safeParse({ username: 'abc' }).success).toBe(false);
    expect(ZResetOtpHistoryQuery.parse({})).toEqual({ page: 0, size: 10 });
    expect(ZResetOtpHistoryQuery.safeParse({ size: '101' }).success).toBe(false);
  });
});
