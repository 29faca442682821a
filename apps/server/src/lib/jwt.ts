import { randomBytes } from 'node:crypto';
import { ACCESS_TOKEN_TTL_SECONDS } from '@cri/shared/limits';
import { type TAccessClaims, ZAccessClaims } from '@cri/shared/schemas/auth';
import { eq } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Db } from '../db/client.ts';
import { appSecrets } from '../db/schema/accounts.ts';
import { AppError } from './app-error.ts';

const ISSUER = 'cri-portal';
const AUDIENCE = 'cri-portal-api';
/** Only this algorithm is accepted: `alg: none` and swapped algorithms fail verification. */
const ALG = 'HS256';

/**
 * `now` is the app clock (`app.deps.now()`), so tests that move the clock see tokens expire; it
 * defaults to the system clock.
 */
export interface TokenSigner {
  sign(claims: TAccessClaims, now?: Date): Promise<string>;
  verify(token: string, now?: Date): Promise<TAccessClaims>;
  /** The claims of a token already verified and not yet expired, synchronously; undefined otherwise (then `verify`). */
  peek(token: string, now?: Date): TAccessClaims | undefined;
}

/** The key: JWT_SECRET, or one generated on first start and kept in the database for every instance. */
export async function loadJwtKey(db: Db, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const fresh = randomBytes(48).toString('base64url');
  await db.insert(appSecrets).values({ name: 'jwt', value: fresh }).onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'jwt'));
  if (!row) throw new Error('JWT secret could not be stored');
  return new TextEncoder().encode(row.value);
}

/** Verified tokens kept in memory (the same token string always verifies the same way until it expires). */
const VERIFIED_CACHE_SIZE = 5000;

export function createTokenSigner(key: Uint8Array): TokenSigner {
  // An HMAC check through WebCrypto costs more than the rest of a small authenticated read: a client
  // sends the same token for 15 minutes, so its verified claims are kept until `exp`.
  const verified = new Map<string, { claims: TAccessClaims; exp: number }>();
  const remember = (token: string, claims: TAccessClaims, exp: number) => {
    verified.set(token, { claims, exp });
    if (verified.size > VERIFIED_CACHE_SIZE) {
      const oldest = verified.keys().next().value;
      if (oldest !== undefined) verified.delete(oldest);
    }
  };
  return {
    async sign(claims, now = new Date()) {
      const { sub, ...rest } = claims;
      const issuedAt = Math.floor(now.getTime() / 1000);
      return new SignJWT({ ...rest, typ: 'access' })
        .setProtectedHeader({ alg: ALG, typ: 'JWT' })
        .setSubject(sub)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key);
    },
    peek(token, now = new Date()) {
      const hit = verified.get(token);
      return hit && now.getTime() / 1000 < hit.exp ? hit.claims : undefined;
    },
    async verify(token, now = new Date()) {
      const hit = verified.get(token);
      if (hit) {
        if (now.getTime() / 1000 < hit.exp) return hit.claims;
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALG],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: now,
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        if (payload.typ !== 'access') throw new Error('not an access token');
        const claims = ZAccessClaims.parse(payload);
        if (payload.exp !== undefined) remember(token, claims, payload.exp);
        return claims;
      } catch (cause) {
        throw new AppError('TOKEN_INVALID', { cause });
      }
    },
  };
}
