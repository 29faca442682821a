import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from '@playwright/test';
import { TOTP } from 'otpauth';

/**
 * Security-code secrets of the staff accounts signed in during this run, one file per account under the
 * run's output folder (Playwright empties it at each run, as the server's database is new each run), so
 * any test in any worker can sign a staff member in again through /fill-security-code.
 */
const file = (username: string) => {
  const dir = join(test.info().project.outputDir, 'totp');
  mkdirSync(dir, { recursive: true });
  return join(dir, `${username}.json`);
};

interface Entry {
  secret: string;
  /** Last 30-second step used: the server accepts each step once per account. */
  lastStep: number;
}

export function rememberSecret(username: string, secret: string): void {
  writeFileSync(file(username), JSON.stringify({ secret, lastStep: -1 } satisfies Entry));
}

export function knownSecret(username: string): string | null {
  try {
    return (JSON.parse(readFileSync(file(username), 'utf8')) as Entry).secret;
  } catch {
    return null;
  }
}

/** A code for the account that the server has not seen yet: waits for the next step when needed. */
export async function freshCode(username: string, secret: string): Promise<string> {
  let entry: Entry = { secret, lastStep: -1 };
  try {
    entry = JSON.parse(readFileSync(file(username), 'utf8')) as Entry;
  } catch {}
  const stepOf = () => Math.floor(Date.now() / 30_000);
  // The server accepts the next step too (one step of drift either way), each step once: a second sign-in
  // within the same 30 s uses the next step's code instead of waiting for it.
  while (entry.lastStep + 1 > stepOf() + 1) await new Promise((r) => setTimeout(r, 500));
  const step = Math.max(stepOf(), entry.lastStep + 1);
  writeFileSync(file(username), JSON.stringify({ secret, lastStep: step } satisfies Entry));
  return new TOTP({ secret }).generate({ timestamp: step * 30_000 });
}

/**
 * Runs `fn` while no other worker signs the same account in. Two workers signing one staff member in at
 * once would race the first-connection authenticator set-up (the second secret replaces the first) and
 * the one-use-per-step rule of the codes. The lock is a file created exclusively; one left by a crashed
 * worker is taken over after a minute.
 */
export async function withAccountLock<T>(username: string, fn: () => Promise<T>): Promise<T> {
  const lock = `${file(username)}.lock`;
  for (;;) {
    try {
      closeSync(openSync(lock, 'wx'));
      break;
    } catch {
      try {
        if (Date.now() - statSync(lock).mtimeMs > 60_000) rmSync(lock, { force: true });
      } catch {}
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lock, { force: true });
  }
}
