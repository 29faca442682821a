import type { Role } from '@cri/shared/enums/roles';
import type { TTokenResponse } from '@cri/shared/schemas/auth';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { advisors, users } from '../db/schema/accounts.ts';
import { TOTP_PERIOD_MS, totpCodeAt } from '../modules/auth/totp.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo-accounts.ts';
import { TEST_CAPTCHA_ANSWER, type TestApp } from './test-app.ts';

export interface LoggedIn {
  accessToken: string;
  refreshToken: string;
  /** Spread into `app.inject({ headers })`. */
  headers: { authorization: string };
}

/** The username of a demo account of this role (and region, for regional roles). */
export function demoUser(role: Exclude<Role, 'ROLE_PUBLIC'>, regionId?: number): string {
  const found = DEMO_ACCOUNTS.find((a) => a.role === role && (regionId === undefined || a.regionId === regionId));
  if (!found) throw new Error(`no demo account with role ${role}${regionId === undefined ? '' : ` in region ${regionId}`}`);
  return found.username;
}

function expectStatus(res: { statusCode: number; body: string }, status: number, step: string): void {
  if (res.statusCode !== status) throw new Error(`${step}: expected ${status}, got ${res.statusCode} ${res.body}`);
}

/** Password step through the real endpoints (captcha with the test answer). */
export async function signInWithPassword(t: TestApp, username: string, password = DEMO_PASSWORD): Promise<TTokenResponse> {
  const captcha = await t.app.inject({ method: 'GET', url: '/backend/api/captcha' });
  expectStatus(captcha, 200, 'captcha');
  const { captchaId } = captcha.json<{ captchaId: string }>();
  const res = await t.app.inject({
    method: 'POST',
    url: '/backend/api/login',
    payload: { username, password, captchaId, captchaAnswer: TEST_CAPTCHA_ANSWER },
  });
  expectStatus(res, 200, `login ${username}`);
  return res.json<TTokenResponse>();
}

/**
 * A time a phone could use for the next code: the current step, or a later one within the accepted
 * window when this step was already used by an earlier sign-in of the same test.
 */
function codeTime(now: number, lastCounter: number | null): number {
  const step = Math.floor(now / TOTP_PERIOD_MS);
  const next = lastCounter === null || lastCounter < step ? step : lastCounter + 1;
  if (next > step + 1) throw new Error('security code steps exhausted: move the test clock forward between sign-ins');
  return next * TOTP_PERIOD_MS;
}

/** Security-code step of staff accounts: fetch the secret on first connection, then a fresh code. */
async function passSecurityCode(t: TestApp, username: string, preCode: TTokenResponse): Promise<TTokenResponse> {
  const headers = { authorization: `Bearer ${preCode.accessToken}` };
  const [row] = await t.database.db.select().from(users).where(eq(users.username, username));
  if (!row) throw new Error(`unknown user ${username}`);
  let secret = row.totpSecret;
  if (row.firstConnection) {
    const key = await t.app.inject({ method: 'GET', url: '/backend/api/users/secureKey', query: { username }, headers });
    expectStatus(key, 200, 'secureKey');
    secret = key.json<{ secureKey: string }>().secureKey;
  }
  if (!secret) throw new Error(`${username} has no security-code secret`);
  const secureCode = totpCodeAt(secret, codeTime(t.app.deps.now().getTime(), row.lastOtpCounter));
  const res = await t.app.inject({ method: 'GET', url: '/backend/api/validateOtp', query: { secureCode }, headers });
  expectStatus(res, 200, 'validateOtp');
  return res.json<TTokenResponse>();
}

/** Signs in through the real endpoints; staff accounts also pass the security code. */
async function signIn(t: TestApp, username: string, password?: string): Promise<LoggedIn> {
  let tokens = await signInWithPassword(t, username, password);
  if (decodeJwt(tokens.accessToken).otp !== true) tokens = await passSecurityCode(t, username, tokens);
  return {
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    headers: { authorization: `Bearer ${tokens.accessToken}` },
  };
}

/** Sessions per test app and username: a sign-in costs a captcha, scrypt and, for staff, a security code. */
const sessions = new WeakMap<TestApp, Map<string, LoggedIn>>();

/** A cached access token is reused only while it has this long left on the app clock. */
const REUSE_MARGIN_MS = 60_000;

/**
 * A session of this account. By default the one an earlier call made on the same test app, while its
 * access token is still valid on the app clock (tests move the clock). `fresh: true` signs in anew and
 * keeps the session out of the cache: for tests that end it (logout, password change, security-code
 * reset, deactivation) or that test the sign-in itself.
 */
export async function loginAs(
  t: TestApp,
  username: string,
  opts: { fresh?: boolean /** An account not of the seed (its own password). */; password?: string } = {},
): Promise<LoggedIn> {
  if (opts.fresh) return signIn(t, username, opts.password);
  let mine = sessions.get(t);
  if (!mine) {
    mine = new Map();
    sessions.set(t, mine);
  }
  const cached = mine.get(username);
  const exp = cached ? (decodeJwt(cached.accessToken).exp ?? 0) * 1000 : 0;
  if (cached && exp - REUSE_MARGIN_MS > t.app.deps.now().getTime()) return cached;
  const session = await signIn(t, username);
  mine.set(username, session);
  return session;
}

/** The advisor id of a demo account (its `advisors` row), for tests that compare a file's or a request's holder. */
export async function advisorIdOf(t: TestApp, username: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: advisors.id })
    .from(advisors)
    .innerJoin(users, eq(users.id, advisors.userId))
    .where(eq(users.username, username));
  if (!row) throw new Error(`no advisor ${username}`);
  return row.id;
}
