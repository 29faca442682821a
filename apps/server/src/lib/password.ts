import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password hashes in a self-describing format `scrypt$N$r$p$salt$hash` (salt and hash base64url), so
 * the parameters can be raised later without invalidating stored hashes: `verifyPassword` reads them
 * from the hash and says when it should be recomputed with the current ones.
 *
 * N=2^15, r=8, p=1: 32 MiB of memory per guess, about 75 ms on one core of the 2-core reference
 * machine. Stronger settings (2^16 and up) double both and, with the four libuv threads hashing in
 * parallel under load, would reserve 256 MiB and more on a small server.
 */
const CURRENT = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;
/** Upper bounds accepted when reading a stored hash, so a tampered row cannot exhaust memory. */
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 16;

interface Params {
  N: number;
  r: number;
  p: number;
}

function derive(password: string, salt: Buffer, params: Params): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  // NFC: the same password typed on two keyboards may arrive composed or decomposed (é vs e + ´).
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, CURRENT);
  return ['scrypt', CURRENT.N, CURRENT.r, CURRENT.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

function parse(stored: string): { params: Params; salt: Buffer; key: Buffer } | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const valid = (v: number, max: number) => Number.isInteger(v) && v >= 1 && v <= max;
  if (!valid(N, MAX_N) || (N & (N - 1)) !== 0 || !valid(r, MAX_R) || !valid(p, MAX_P)) return null;
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const key = Buffer.from(parts[5] ?? '', 'base64url');
  if (salt.length === 0 || key.length !== KEY_LENGTH) return null;
  return { params: { N, r, p }, salt, key };
}

export interface PasswordCheck {
  ok: boolean;
  /** The hash uses older parameters: store a fresh hash of the (correct) password. */
  needsRehash: boolean;
}

/** Timing-safe comparison; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<PasswordCheck> {
  const parsed = parse(stored);
  if (!parsed) return { ok: false, needsRehash: false };
  const key = await derive(password, parsed.salt, parsed.params);
  const ok = timingSafeEqual(key, parsed.key);
  const { N, r, p } = parsed.params;
  return { ok, needsRehash: ok && (N !== CURRENT.N || r !== CURRENT.r || p !== CURRENT.p) };
}

let dummy: Promise<string> | undefined;

/**
 * Checks a password against a throw-away hash, so a sign-in with an unknown username costs the same
 * time as one with a wrong password and does not reveal which usernames exist.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await dummy);
}
