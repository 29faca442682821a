import type { TAccessClaims } from '@cri/shared/schemas/auth';

/** Test helper: an unsigned JWT-shaped token carrying the given claims (the browser never checks signatures). */
export const baseClaims: TAccessClaims = {
  sub: '1',
  username: 'amina.elidrissi@example.ma',
  roles: ['ROLE_INVESTOR'],
  title: 'MISS',
  firstName: 'Amina',
  lastName: 'El Idrissi',
  regionId: null,
  investorId: 7,
  advisorId: null,
  cruiMemberId: null,
  habilitations: [],
  passwordExpirationDate: '2099-01-01',
  firstConnection: false,
  activeMfa: false,
  otp: true,
  isDirector: false,
  isWali: false,
  isFocalMember: false,
  isCruiMember: false,
};

const base64Url = (text: string): string => {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
};

export function makeAccessToken(claims: Partial<TAccessClaims> = {}): string {
  const header = base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  return `${header}.${base64Url(JSON.stringify({ ...baseClaims, ...claims }))}.signature`;
}
