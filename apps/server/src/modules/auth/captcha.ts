import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { CAPTCHA_TTL_SECONDS } from '@cri/shared/limits';
import type { TCaptchaFields, TCaptchaResponse } from '@cri/shared/schemas/auth';
import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { DbOrTx } from '../../db/client.ts';
import { captchas } from '../../db/schema/accounts.ts';
import { AppError } from '../../lib/app-error.ts';

/** Characters easy to confuse in a distorted image are left out. */
const IMAGE_OPTIONS = { size: 5, ignoreChars: '0oO1lIi', noise: 2, color: true, width: 150, height: 50 } as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Keyed by the captcha id, so equal answers of two captchas never share a hash. */
const answerHash = (captchaId: string, answer: string): string =>
  createHmac('sha256', captchaId).update(answer.trim().toLowerCase()).digest('base64url');

const sameText = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export const invalidCaptcha = (): AppError =>
  new AppError('INVALID_CAPTCHA', { fieldErrors: [{ field: 'captchaAnswer', messageKey: 'errors.INVALID_CAPTCHA' }] });

/** A new captcha; expired and used ones are purged on the way, which keeps the table small. */
export async function createCaptcha(db: DbOrTx, now: Date): Promise<TCaptchaResponse> {
  await db.delete(captchas).where(or(lt(captchas.expiresAt, now), isNotNull(captchas.usedAt)));
  const { text, data } = svgCaptcha.create(IMAGE_OPTIONS);
  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + CAPTCHA_TTL_SECONDS * 1000);
  await db.insert(captchas).values({ id, answerHash: answerHash(id, text), expiresAt });
  return { captchaId: id, image: data };
}

/**
 * Checks and consumes a captcha (single use: right or wrong, it cannot be tried again). Other modules
 * (sign-up, forgotten password, appointments) call this too. Throws 422 INVALID_CAPTCHA.
 */
export async function checkCaptcha(
  db: DbOrTx,
  fields: TCaptchaFields,
  opts: { now: Date; testAnswer: string | undefined },
): Promise<void> {
  // Not a uuid: it cannot exist, and PostgreSQL would refuse to compare it with the uuid column.
  if (!UUID.test(fields.captchaId)) throw invalidCaptcha();
  const [row] = await db
    .update(captchas)
    .set({ usedAt: opts.now })
    .where(and(eq(captchas.id, fields.captchaId), isNull(captchas.usedAt), gt(captchas.expiresAt, opts.now)))
    .returning({ answerHash: captchas.answerHash });
  if (!row || !fields.captchaAnswer) throw invalidCaptcha();
  const answer = fields.captchaAnswer.trim().toLowerCase();
  const testOk = opts.testAnswer !== undefined && sameText(answer, opts.testAnswer.toLowerCase());
  if (!testOk && !sameText(answerHash(fields.captchaId, answer), row.answerHash)) throw invalidCaptcha();
}
