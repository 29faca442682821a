import type { Role } from '@cri/shared/enums/roles';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import { clearSession, setSession } from '../lib/auth/session.ts';

const base64Url = (text: string): string =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

export const fakeClaims = (overrides: Partial<TAccessClaims> = {}): TAccessClaims => ({
  sub: '42',
  username: 'amina.benali@example.ma',
  roles: ['ROLE_INVESTOR'],
  title: 'MISS',
  firstName: 'Amina',
  lastName: 'Benali',
  regionId: null,
  investorId: 7,
  advisorId: null,
  cruiMemberId: null,
  habilitations: [],
  passwordExpirationDate: null,
  firstConnection: false,
  activeMfa: false,
  otp: true,
  isDirector: false,
  isWali: false,
  isFocalMember: false,
  isCruiMember: false,
  ...overrides,
});

/**
 * Signs a fake user in through the real session store: the browser reads the token's claims without
 * checking its signature (the server does), so an unsigned token is enough for screen tests.
 */
export function signInAs(roles: Role[], overrides: Partial<TAccessClaims> = {}): TAccessClaims {
  const claims = fakeClaims({ roles, ...overrides });
  const token = `${base64Url('{"alg":"none"}')}.${base64Url(JSON.stringify(claims))}.`;
  setSession({ accessToken: token, refreshToken: 'refresh', expiresIn: 900 }, { otpValid: claims.otp });
  return claims;
}

export const signOut = (): void => clearSession();
