import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { postLoginRedirect } from '@cri/shared/rules/post-login-redirect';
import { type APIRequestContext, type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { apiCaptchaId, CAPTCHA_ANSWER, DEMO_PASSWORD } from './helpers.ts';
import { freshCode, knownSecret, rememberSecret, withAccountLock } from './totp-store.ts';

/**
 * Signed-in sessions of demo accounts, made once per run by `sessions.setup.ts` and reused by every spec
 * that only needs someone signed in: a sign-in through the pages costs seconds (captcha, scrypt, a
 * security code whose step can be used once). The tokens live in localStorage, which Playwright's
 * storage state carries. The sessions are made through the API, with the calls the sign-in pages make
 * (decision 051): the sign-in pages themselves, and where each kind of account lands, are tested in
 * sign-in.spec.ts and, for the demo investor's first sign-in, in sessions.setup.ts.
 *
 * Never share a session with a test that ends it (logout, password change, security-code reset): the
 * server revokes the session for every page holding it. Such tests, and those of the sign-in itself,
 * sign in with `signIn` from helpers.ts. A spec run alone still runs the setup first; with `--no-deps` the
 * sessions it needs are made on first use instead.
 */
export const SHARED_ACCOUNTS = [
  // The demo investor first: it lands on /new-features only at its first sign-in of the run (no previous
  // connection), so that landing is checked here, before any spec signs it in.
  'investisseur@demo.cri.ma',
  'conseiller.casa@demo.cri.ma',
  'membre.casa@demo.cri.ma',
  'membre.focal.casa@demo.cri.ma',
  // The commune's member evaluates the commune's payment line (issue 16).
  'membre.commune.casa@demo.cri.ma',
  'membre.rabat@demo.cri.ma',
  'consultation.casa@demo.cri.ma',
  'consultation.nationale@demo.cri.ma',
  'commission.nationale@demo.cri.ma',
  'representant.wali.casa@demo.cri.ma',
  'signataire.casa@demo.cri.ma',
  'support.casa@demo.cri.ma',
  'support.national@demo.cri.ma',
  'contenu.national@demo.cri.ma',
  'foncier.casa@demo.cri.ma',
  'suivi.casa@demo.cri.ma',
  'conseiller.piafe@demo.cri.ma',
] as const;

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
interface Saved {
  /** Where the sign-in landed: a resumed session starts there, as after `signIn`. */
  landing: string;
  state: StorageState;
}

// Under the run's output folder, emptied by Playwright at each run like the server's database.
const file = (username: string) => {
  const dir = join(test.info().project.outputDir, 'sessions');
  mkdirSync(dir, { recursive: true });
  return join(dir, `${username}.json`);
};

/**
 * A page that spends the refresh token rotates it, and any other page presenting the old one then revokes
 * the whole session: a shared session must therefore never need a refresh during a test. The access token
 * lives 15 minutes; a session with less than this left is replaced by a new sign-in.
 */
const MIN_LIFETIME_MS = 5 * 60_000;

const expiresAt = (state: StorageState): number => {
  const token = state.origins.flatMap((o) => o.localStorage).find((e) => e.name === 'accessToken')?.value ?? '';
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString() || '{}') as { exp?: number };
  return (payload.exp ?? 0) * 1000;
};

/** Stores the session of a page that has just signed in. */
export async function saveSession(page: Page, username: string): Promise<void> {
  const url = new URL(page.url());
  const saved: Saved = { landing: `${url.pathname}${url.search}`, state: await page.context().storageState() };
  writeFileSync(file(username), JSON.stringify(saved));
}

/**
 * Signs the account in through the API exactly as the sign-in pages do, and stores the session those
 * pages would leave: POST /login with the captcha; for staff, GET /users/secureKey at the first
 * connection (the authenticator set-up; the secret is remembered for the run, as `signIn` does) and
 * GET /validateOtp with a fresh code; then the tokens in localStorage under the keys the app uses (and
 * `otpvalid` after a security code). The session starts where the pages would have led: the app's own
 * redirect rule (spec 1 §4.1) on the final token, today's date and the login's last-connection header.
 */
export async function saveApiSession(request: APIRequestContext, username: string, password = DEMO_PASSWORD): Promise<void> {
  await withAccountLock(username, async () => {
    const login = await request.post('/backend/api/login', {
      data: { username, password, captchaId: await apiCaptchaId(request), captchaAnswer: CAPTCHA_ANSWER },
    });
    expect(login.status(), `sign-in of ${username}`).toBe(200);
    const lastConnectionDate = login.headers().lastconnectiondate || null;
    let tokens = (await login.json()) as { accessToken: string; refreshToken: string };
    let otpValid = false;
    const claims = claimsOf(tokens.accessToken);
    if (!claims.otp) {
      const headers = { authorization: `Bearer ${tokens.accessToken}` };
      let secret = claims.firstConnection ? null : knownSecret(username);
      if (claims.firstConnection) {
        const key = await request.get('/backend/api/users/secureKey', { headers, params: { username } });
        expect(key.status(), `authenticator secret of ${username}`).toBe(200);
        secret = ((await key.json()) as { secureKey: string }).secureKey;
        rememberSecret(username, secret);
      }
      if (!secret) throw new Error(`no security-code secret remembered for ${username} in this run`);
      const otp = await request.get('/backend/api/validateOtp', {
        headers,
        params: { secureCode: await freshCode(username, secret) },
      });
      expect(otp.status(), `security code of ${username}`).toBe(200);
      tokens = (await otp.json()) as { accessToken: string; refreshToken: string };
      otpValid = true;
    }
    const localStorage = [
      { name: 'accessToken', value: tokens.accessToken },
      { name: 'refreshToken', value: tokens.refreshToken },
      ...(otpValid ? [{ name: 'otpvalid', value: 'true' }] : []),
    ];
    const user = claimsOf(tokens.accessToken);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Casablanca' }).format(new Date());
    const { path: landing } = postLoginRedirect({ user, today, lastConnectionDate, afterSecurityCode: otpValid });
    const origin = new URL(String(test.info().project.use.baseURL)).origin;
    const saved: Saved = { landing, state: { cookies: [], origins: [{ origin, localStorage }] } };
    writeFileSync(file(username), JSON.stringify(saved));
  });
}

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString() || '{}') as {
    otp?: boolean;
    firstConnection: boolean;
    roles: string[];
    passwordExpirationDate: string | null;
  };

/** The stored session of the account, signing in again (once, whichever worker asks) when it is missing or ageing. */
async function sessionOf(browser: Browser, username: string): Promise<Saved> {
  return withAccountLock(`session-${username}`, async () => {
    try {
      const saved = JSON.parse(readFileSync(file(username), 'utf8')) as Saved;
      if (expiresAt(saved.state) - Date.now() > MIN_LIFETIME_MS) return saved;
    } catch {}
    const context = await browser.newContext();
    try {
      await saveApiSession(context.request, username);
    } finally {
      await context.close();
    }
    return JSON.parse(readFileSync(file(username), 'utf8')) as Saved;
  });
}

/** A page of its own (new browser context) signed in as the account, at its landing page or `path`. */
export async function sessionPage(browser: Browser, username: string, path?: string): Promise<Page> {
  const { landing, state } = await sessionOf(browser, username);
  const page = await (await browser.newContext({ storageState: state })).newPage();
  await openLoaded(page, path ?? landing);
  return page;
}

/** Signs the test's own page in as the account by restoring its shared session, then opens `path` (default: its landing page). */
export async function resumeSession(page: Page, username: string, path?: string): Promise<void> {
  const landing = await restoreSession(page, username);
  await openLoaded(page, path ?? landing);
}

/**
 * Puts the account's shared session in the page's localStorage without opening any page of the app (its
 * scripts stay uncached: a first visit, as web-vitals.spec.ts measures); returns the account's landing page.
 */
export async function restoreSession(page: Page, username: string): Promise<string> {
  const browser = page.context().browser();
  if (!browser) throw new Error('the page has no browser to sign in with');
  const { landing, state } = await sessionOf(browser, username);
  // Any document of the portal's origin gives access to its localStorage; the health check is the smallest.
  await page.goto('/backend/api/health');
  const entries = state.origins.flatMap((o) => o.localStorage);
  await page.evaluate((list) => {
    for (const { name, value } of list) localStorage.setItem(name, value);
  }, entries);
  return landing;
}

/**
 * Unlike after a sign-in through the pages, this is the browser's first load of the app, with every
 * script still to fetch: on a busy machine that outlasts an assertion's 5 seconds, so wait for it here.
 */
async function openLoaded(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}
