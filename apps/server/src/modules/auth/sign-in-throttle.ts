import { eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { signInThrottles } from '../../db/schema/passwords.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * Login throttling (issue 3): per account name, counted in the database so every instance sees the same
 * streak and a restart forgets nothing. The first THROTTLE_FREE_FAILURES wrong passwords cost nothing;
 * each one after that makes the next attempt wait twice as long as the previous one, from 30 s up to
 * 15 minutes, never more: an attacker can slow an account down but never lock its owner out for good, and
 * the captcha stays mandatory on every attempt. A streak ends after an hour without a wrong password or at
 * the first successful sign-in. Unknown names are throttled like real ones, so a 429 reveals nothing.
 */
export const THROTTLE_FREE_FAILURES = 5;
export const THROTTLE_FIRST_DELAY_SECONDS = 30;
export const THROTTLE_MAX_DELAY_SECONDS = 15 * 60;
export const THROTTLE_STREAK_RESET_SECONDS = 60 * 60;

/** Delay imposed after the n-th consecutive failure (0 while under the free allowance). */
export function throttleDelaySeconds(failures: number): number {
  if (failures < THROTTLE_FREE_FAILURES) return 0;
  const doublings = Math.min(failures - THROTTLE_FREE_FAILURES, 20);
  return Math.min(THROTTLE_FIRST_DELAY_SECONDS * 2 ** doublings, THROTTLE_MAX_DELAY_SECONDS);
}

const key = (username: string) => username.trim().toLowerCase();

/** Refuses the attempt (429 SIGN_IN_THROTTLED with Retry-After) while the account must wait. */
export async function assertNotThrottled(db: DbOrTx, username: string, now: Date): Promise<void> {
  const [row] = await db
    .select({ blockedUntil: signInThrottles.blockedUntil })
    .from(signInThrottles)
    .where(eq(signInThrottles.username, key(username)));
  const wait = row?.blockedUntil ? Math.ceil((row.blockedUntil.getTime() - now.getTime()) / 1000) : 0;
  if (wait > 0) {
    throw new AppError('SIGN_IN_THROTTLED', { headers: { 'retry-after': String(wait) }, extra: { retryAfterSeconds: wait } });
  }
}

/** One more wrong password: one SQL statement, so concurrent failures on several instances all count. */
export async function recordSignInFailure(db: DbOrTx, username: string, now: Date): Promise<void> {
  const resetBefore = new Date(now.getTime() - THROTTLE_STREAK_RESET_SECONDS * 1000);
  await db.delete(signInThrottles).where(lt(signInThrottles.lastFailureAt, resetBefore));
  const [row] = await db
    .insert(signInThrottles)
    .values({ username: key(username), failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: signInThrottles.username,
      set: { failures: sql`${signInThrottles.failures} + 1`, lastFailureAt: now },
    })
    .returning({ failures: signInThrottles.failures });
  const delay = throttleDelaySeconds(row?.failures ?? 1);
  if (delay > 0) {
    await db
      .update(signInThrottles)
      .set({ blockedUntil: new Date(now.getTime() + delay * 1000) })
      .where(eq(signInThrottles.username, key(username)));
  }
}

/** A successful sign-in ends the streak. */
export async function clearSignInFailures(db: DbOrTx, username: string): Promise<void> {
  await db.delete(signInThrottles).where(eq(signInThrottles.username, key(username)));
}
