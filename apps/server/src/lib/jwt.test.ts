import { randomBytes } from 'node:crypto';
import { ACCESS_TOKEN_TTL_SECONDS } from '@cri/shared/limits';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenSigner } from './jwt.ts';

const key = randomBytes(32);
const signer = createTokenSigner(key);
const claims: TAccessClaims = {
  sub: '7',
  sid: '0b9d1a5e-8f0c-4d35-9a57-3c6a4f1b2e10',
  username: 'conseiller.casa@demo.cri.ma',
  roles: ['ROLE_ADVISOR'],
  title: 'MISTER',
  firstName: 'Karim',
  lastName: 'Bennani',
  regionId: 2,
  investorId: null,
  advisorId: 3,
  cruiMemberId: null,
  habilitations: [],
  passwordExpirationDate: '2026-09-01',
  firstConnection: false,
  activeMfa: true,
  otp: true,
  isDirector: false,
  isWali: false,
  isFocalMember: false,
  isCruiMember: false,
};

/** A token signed with the app key but built by hand, to vary one property at a time. */
const forge = (opts: { alg?: string; payload?: object; audience?: string; expires?: boolean } = {}) => {
  const jwt = new SignJWT({ ...claims, typ: 'access', ...opts.payload })
    .setProtectedHeader({ alg: opts.alg ?? 'HS256' })
    .setIssuer('cri-portal')
    .setAudience(opts.audience ?? 'cri-portal-api')
    .setSubject('7')
    .setIssuedAt();
  return (opts.expires === false ? jwt : jwt.setExpirationTime('5m')).sign(key);
};

describe('token signer', () => {
  it('round-trips the claims', async () => {
    expect(await signer.verify(await signer.sign(claims))).toEqual(claims);
    expect(await signer.verify(await forge())).toEqual(claims);
  });

  it('expires tokens after the access-token lifetime of the given clock', async () => {
    const issued = new Date('2026-03-02T09:00:00Z');
    const token = await signer.sign(claims, issued);
    const justBefore = new Date(issued.getTime() + (ACCESS_TOKEN_TTL_SECONDS - 1) * 1000);
    await expect(signer.verify(token, justBefore)).resolves.toMatchObject({ sub: '7' });
    const after = new Date(issued.getTime() + (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
    await expect(signer.verify(token, after)).rejects.toMatchObject({ code: 'TOKEN_INVALID', status: 401 });
  });

  it('accepts HS256 only, even with the right key', async () => {
    await expect(signer.verify(await forge({ alg: 'HS512' }))).rejects.toMatchObject({ code: 'TOKEN_INVALID' });
  });

  it('refuses tokens without an expiry, for another audience or of another type', async () => {
    for (const token of [
      await forge({ expires: false }),
      await forge({ audience: 'elsewhere' }),
      await forge({ payload: { typ: 'activation' } }),
    ]) {
      await expect(signer.verify(token)).rejects.toMatchObject({ code: 'TOKEN_INVALID' });
    }
  });

  it('refuses claims that do not match the schema', async () => {
    await expect(signer.verify(await forge({ payload: { roles: ['ROLE_ROOT'] } }))).rejects.toMatchObject({
      code: 'TOKEN_INVALID',
    });
  });
});
