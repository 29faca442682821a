// @vitest-environment jsdom
import { STORAGE_KEYS } from '@cri/shared/limits';
import { ZAccessClaims } from '@cri/shared/schemas/auth';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  clearSession,
  daysUntilPasswordExpiry,
  decodeAccessToken,
  getAccessToken,
  getRefreshToken,
  getSessionUser,
  isOtpValid,
  setSession,
  toAccessClaims,
  useSession,
} from './session.ts';
import { makeAccessToken } from './testing/make-access-token.ts';

const tokens = (claims: Parameters<typeof makeAccessToken>[0]) => ({
  accessToken: makeAccessToken(claims),
  refreshToken: 'refresh-1',
  expiresIn: 900,
});

afterEach(() => clearSession());

describe('decodeAccessToken', () => {
  it('reads UTF-8 claims from the base64url payload', () => {
    const user = decodeAccessToken(makeAccessToken({ firstName: 'أمينة', lastName: 'Élise' }));
    expect(user?.firstName).toBe('أمينة');
    expect(user?.lastName).toBe('Élise');
  });

  it('rejects malformed tokens and payloads of another shape', () => {
    expect(decodeAccessToken(null)).toBeNull();
    expect(decodeAccessToken('not-a-token')).toBeNull();
    expect(decodeAccessToken('a.!!!.c')).toBeNull();
    expect(decodeAccessToken(`x.${btoa(JSON.stringify({ sub: '1' }))}.y`)).toBeNull();
  });
});

describe('toAccessClaims (the hand-written twin of ZAccessClaims)', () => {
  const valid = JSON.parse(atob(makeAccessToken({}).split('.')[1] ?? '')) as Record<string, unknown>;
  const wrongValues: unknown[] = [undefined, null, 'x', 1, 1.5, true, [], ['ROLE_NOPE'], ['ROLE_ADVISOR'], {}, 'MISTER'];

  it('accepts what the schema accepts and returns the same claims', () => {
    expect(ZAccessClaims.safeParse(valid).success).toBe(true);
    expect(toAccessClaims({ ...valid, extra: 1 })).toEqual(ZAccessClaims.parse({ ...valid, extra: 1 }));
    expect(toAccessClaims({ ...valid, sid: 's-1', title: null, regionId: null })).toEqual(
      ZAccessClaims.parse({ ...valid, sid: 's-1', title: null, regionId: null }),
    );
  });

  it.each(Object.keys(ZAccessClaims.shape))('agrees with the schema on every kind of value of %s', (key) => {
    for (const value of wrongValues) {
      const claims = { ...valid, [key]: value };
      expect(toAccessClaims(claims) !== null, `${key} = ${JSON.stringify(value)}`).toBe(ZAccessClaims.safeParse(claims).success);
    }
  });

  it('refuses what is not an object', () => {
    for (const value of [null, 'claims', 3, [valid]]) expect(toAccessClaims(value)).toBeNull();
  });
});

describe('session store', () => {
  it('stores the tokens under the spec keys and the otpvalid flag on request', () => {
    setSession(tokens({}), { otpValid: true });
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe(getAccessToken());
    expect(getRefreshToken()).toBe('refresh-1');
    expect(isOtpValid()).toBe(true);
    setSession(tokens({}));
    expect(isOtpValid()).toBe(true);
    setSession(tokens({}), { otpValid: false });
    expect(isOtpValid()).toBe(false);
  });

  it('clearSession removes every key', () => {
    setSession(tokens({}), { otpValid: true });
    clearSession();
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.otpValid)).toBeNull();
    expect(getSessionUser()).toBeNull();
  });
});

describe('useSession', () => {
  it('is authenticated once the otp claim is true', () => {
    setSession(tokens({ otp: true }));
    const { result } = renderHook(() => useSession());
    expect(result.current).toMatchObject({ isAuthenticated: true, pendingSecurityCode: false });
    expect(result.current.user?.username).toBe('amina.elidrissi@example.ma');
  });

  it('is pending a security code with a password-only staff token', () => {
    setSession(tokens({ roles: ['ROLE_ADVISOR'], otp: false }));
    const { result } = renderHook(() => useSession());
    expect(result.current).toMatchObject({ isAuthenticated: false, pendingSecurityCode: true });
  });

  it('follows setSession, clearSession and other tabs', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current.user).toBeNull();
    act(() => setSession(tokens({ firstName: 'Karim' })));
    expect(result.current.user?.firstName).toBe('Karim');
    act(() => clearSession());
    expect(result.current).toMatchObject({ user: null, isAuthenticated: false, pendingSecurityCode: false });
    // Another tab signs in: only a storage event tells this one.
    act(() => {
      localStorage.setItem(STORAGE_KEYS.accessToken, makeAccessToken({ firstName: 'Salma' }));
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.accessToken }));
    });
    expect(result.current.user?.firstName).toBe('Salma');
  });
});

describe('daysUntilPasswordExpiry', () => {
  it('counts whole days, negative once expired', () => {
    expect(daysUntilPasswordExpiry({ passwordExpirationDate: '2025-03-10' }, '2025-03-03')).toBe(7);
    expect(daysUntilPasswordExpiry({ passwordExpirationDate: '2025-03-03' }, '2025-03-03')).toBe(0);
    expect(daysUntilPasswordExpiry({ passwordExpirationDate: '2025-03-01' }, '2025-03-03')).toBe(-2);
    // Crossing the end of October (daylight-saving change elsewhere) still counts calendar days.
    expect(daysUntilPasswordExpiry({ passwordExpirationDate: '2025-11-02' }, '2025-10-25')).toBe(8);
  });

  it('is null without a user or a date', () => {
    expect(daysUntilPasswordExpiry(null, '2025-03-03')).toBeNull();
    expect(daysUntilPasswordExpiry({ passwordExpirationDate: null }, '2025-03-03')).toBeNull();
  });
});
