import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { type Hmac, hmacFromSecret } from '../../lib/hmac-secret.ts';

/**
 * The HMAC both sides of the Rokhas link sign with (decision 039): the configured ROKHAS_SECRET, or one
 * generated once and kept in app_secrets (the sandbox partner lives in the same database).
 */
export function rokhasHmac(db: Db, secret: string | undefined): Hmac {
  if (!secret) return hmacFromSecret(db, 'rokhas-partner');
  const mac = (message: string) => createHmac('sha256', secret).update(message).digest();
  return {
    sign: async (message) => mac(message).toString('base64url'),
    async verify(message, given) {
      const expected = mac(message);
      const buf = Buffer.from(given, 'base64url');
      return buf.length === expected.length && timingSafeEqual(buf, expected);
    },
  };
}

/** portal → partner requests and partner → portal callbacks sign different texts: one is never the other. */
export type Direction = 'to-partner' | 'to-portal';
export const HEADER_TIMESTAMP = 'x-rokhas-timestamp';
export const HEADER_ID = 'x-rokhas-id';
export const HEADER_SIGNATURE = 'x-rokhas-signature';
/** A signed message older (or newer) than this is refused: a captured one cannot be replayed later. */
export const SIGNATURE_TOLERANCE_MS = 5 * 60_000;

interface Signed {
  id: string;
  method: string;
  path: string;
  body: string;
}

const canonical = (direction: Direction, timestamp: string, m: Signed) =>
  ['rokhas-v1', direction, timestamp, m.id, m.method.toUpperCase(), m.path, m.body].join('\n');

export async function signedHeaders(
  hmac: Hmac,
  direction: Direction,
  m: Signed & { now: Date },
): Promise<Record<string, string>> {
  const timestamp = String(m.now.getTime());
  return {
    [HEADER_TIMESTAMP]: timestamp,
    [HEADER_ID]: m.id,
    [HEADER_SIGNATURE]: await hmac.sign(canonical(direction, timestamp, m)),
  };
}

const header = (headers: Record<string, string | string[] | undefined>, name: string): string => {
  const value = headers[name];
  return typeof value === 'string' ? value : '';
};

/** 'OK', or why the message is refused (a wrong or missing signature, or a timestamp out of the window). */
export async function verifySigned(
  hmac: Hmac,
  direction: Direction,
  m: Omit<Signed, 'id'> & { headers: Record<string, string | string[] | undefined>; now: Date },
): Promise<{ ok: true; id: string } | { ok: false; reason: 'SIGNATURE' | 'STALE' }> {
  const timestamp = header(m.headers, HEADER_TIMESTAMP);
  const id = header(m.headers, HEADER_ID);
  const signature = header(m.headers, HEADER_SIGNATURE);
  if (!/^\d{1,15}$/.test(timestamp) || !/^[\w.:-]{1,100}$/.test(id) || !/^[\w-]{1,100}$/.test(signature))
    return { ok: false, reason: 'SIGNATURE' };
  if (!(await hmac.verify(canonical(direction, timestamp, { ...m, id }), signature))) return { ok: false, reason: 'SIGNATURE' };
  if (Math.abs(m.now.getTime() - Number(timestamp)) > SIGNATURE_TOLERANCE_MS) return { ok: false, reason: 'STALE' };
  return { ok: true, id };
}
