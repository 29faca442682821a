import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appSecrets } from '../../db/schema/accounts.ts';
import { AppError } from '../../lib/app-error.ts';

/** How long a download link works: long enough to click it from an open page, short if it leaks. */
export const DOWNLOAD_TOKEN_TTL_SECONDS = 30 * 60;
const SECRET_NAME = 'provided-document-download';

export interface DownloadTokens {
  sign(opts: { documentId: number; userId: number; now: Date }): Promise<string>;
  /** The user the link was made for; 401 TOKEN_INVALID when forged, for another document, or expired. */
  verify(opts: { token: string; documentId: number; now: Date }): Promise<number>;
}

/**
 * Signed download links (spec 2 §7: "download paths get a token query parameter appended"): a plain
 * `<a href>` works without the bearer header. The token is `exp.userId.hmac` with an HMAC-SHA256 over
 * the document id, the user and the expiry; its key is generated once and kept in app_secrets, so every
 * instance behind one database accepts the links of the others.
 */
export function createDownloadTokens(db: Db): DownloadTokens {
  let key: Promise<Buffer> | undefined;
  const loadKey = async (): Promise<Buffer> => {
    await db
      .insert(appSecrets)
      .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, SECRET_NAME));
    if (!row) throw new Error('download token secret could not be stored');
    return Buffer.from(row.value, 'base64url');
  };
  const mac = async (documentId: number, userId: number, exp: number) => {
    key ??= loadKey().catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return createHmac('sha256', await key)
      .update(`provided-document:${documentId}:${userId}:${exp}`)
      .digest();
  };
  return {
    async sign({ documentId, userId, now }) {
      const exp = Math.floor(now.getTime() / 1000) + DOWNLOAD_TOKEN_TTL_SECONDS;
      return `${exp}.${userId}.${(await mac(documentId, userId, exp)).toString('base64url')}`;
    },
    async verify({ token, documentId, now }) {
      const match = /^(\d{1,12})\.(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) throw new AppError('TOKEN_INVALID');
      const exp = Number(match[1]);
      const userId = Number(match[2]);
      const expected = await mac(documentId, userId, exp);
      const given = Buffer.from(match[3] ?? '', 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new AppError('TOKEN_INVALID');
      if (exp * 1000 <= now.getTime()) throw new AppError('TOKEN_INVALID', { messageKey: 'providedDocument.linkExpired' });
      return userId;
    },
  };
}
