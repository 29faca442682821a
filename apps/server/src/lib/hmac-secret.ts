import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appSecrets } from '../db/schema/accounts.ts';

export interface Hmac {
  /** base64url HMAC-SHA256 of `message`. */
  sign(message: string): Promise<string>;
  /** Constant-time check of a base64url MAC. */
  verify(message: string, mac: string): Promise<boolean>;
}

/**
 * An HMAC-SHA256 whose key is generated once and kept in app_secrets under `name`, so every instance
 * behind one database accepts what the others signed (as documents/download-token.ts does).
 */
export function hmacFromSecret(db: Db, name: string): Hmac {
  let key: Promise<Buffer> | undefined;
  const loadKey = async (): Promise<Buffer> => {
    await db
      .insert(appSecrets)
      .values({ name, value: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
    if (!row) throw new Error(`secret ${name} could not be stored`);
    return Buffer.from(row.value, 'base64url');
  };
  const mac = async (message: string): Promise<Buffer> => {
    key ??= loadKey().catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return createHmac('sha256', await key)
      .update(message)
      .digest();
  };
  return {
    sign: async (message) => (await mac(message)).toString('base64url'),
    async verify(message, given) {
      const expected = await mac(message);
      const buf = Buffer.from(given, 'base64url');
      return buf.length === expected.length && timingSafeEqual(buf, expected);
    },
  };
}

export interface LinkTokens {
  /** `exp.userId.mac` over `subject`, valid `ttlSeconds`. */
  sign(opts: { subject: string; userId: number; now: Date }): Promise<string>;
  /** The user the link was made for; null when forged, for another subject, or expired (`expired` true). */
  verify(opts: { token: string; subject: string; now: Date }): Promise<{ userId: number } | { expired: boolean }>;
}

/** Short-lived download links naming a subject (e.g. `commission-pv:12`) and the user they were made for. */
export function linkTokens(db: Db, opts: { secretName: string; ttlSeconds: number }): LinkTokens {
  const hmac = hmacFromSecret(db, opts.secretName);
  return {
    async sign({ subject, userId, now }) {
      const exp = Math.floor(now.getTime() / 1000) + opts.ttlSeconds;
      return `${exp}.${userId}.${await hmac.sign(`${subject}:${userId}:${exp}`)}`;
    },
    async verify({ token, subject, now }) {
      const match = /^(\d{1,12})\.(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return { expired: false };
      const exp = Number(match[1]);
      const userId = Number(match[2]);
      if (!(await hmac.verify(`${subject}:${userId}:${exp}`, match[3] ?? ''))) return { expired: false };
      if (exp * 1000 <= now.getTime()) return { expired: true };
      return { userId };
    },
  };
}
