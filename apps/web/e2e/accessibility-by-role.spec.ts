import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { matchPath } from 'react-router';
import { WEB_ROUTE_MATRIX } from '../src/app/route-access-matrix.ts';
import { axeOnce, claim, fingerprint } from './axe-once.ts';
import { completeProjectOf, submittedProjectOf } from './complete-project.ts';
import { signIn, signUpAndActivate, uniqueEmail } from './helpers.ts';
import { installReadySignal, pageReady } from './page-ready.ts';
import { resumeSession } from './sessions.ts';

/**
 * Accessibility gate of issue 8: every page a demo role reaches from its menus (main menu, drawer, user
 * menu) and from its landing page, followed a few links deep so the pages of a real record are included
 * (a project's pages, a procedure, an appointment), is checked in French: `<html lang>`, `dir`, a level-1
 * heading and no serious or critical axe violation of WCAG 2.1 A/AA; then the same pages in Arabic:
 * `<html lang>`, `dir` right to left and a level-1 heading. Axe runs in French only (the two languages
 * render the same components) and once per distinct rendering across the roles (axe-once.ts): the
 * placeholder page five roles share is analysed once, a role's header once per active menu entry. One
 * test per role, on the run's shared session of the demo account; the pages are opened in the same
 * browser page through the router (no reload), each checked once it is ready (page-ready.ts), the
 * findings gathered and shown together. A new page needs nothing here: it is found through the links
 * that lead to it. Decision 043 has the figures.
 */

interface Visitor {
  role: string;
  /** Demo account (apps/server/src/seed/demo-account-list.ts); null: the anonymous visitor. */
  username: string | null;
  /** Pages to start from besides the landing page and the menus (pages reached by a form, not a link). */
  extra?: string[];
  /**
   * Records the role's pages need, made through the API before signing in: the test database starts with
   * accounts and reference data only. Returns the account to sign in with when it is a new one.
   */
  setup?: (request: APIRequestContext) => Promise<{ username: string; password: string } | undefined>;
  /** Pages of the records `setup` made that no link leads to (reached by a form or a notice), after setup. */
  extraOf?: () => Promise<string[]>;
}

const PASSWORD = 'Axe@Cri2026';
/** A new investor with a complete draft: the project pages, its steps and the recap are then reachable. */
const investorWithDraft: Visitor['setup'] = async (request) => {
  const username = uniqueEmail('axe-investor');
  await signUpAndActivate(request, username, PASSWORD);
  await completeProjectOf(request, username, PASSWORD, `Hôtel Axe ${Date.now() % 100_000}`);
  return { username, password: PASSWORD };
};
/**
 * A submitted file in Casablanca-Settat: the region's staff lists then lead to a project's pages. One per
 * worker, shared by the roles that read it (a file is a sign-up, a draft, its documents and a submission).
 */
let casaFile: Promise<{ id: number }> | undefined;
const submittedCasaFile: Visitor['setup'] = async (request) => {
  casaFile ??= submittedProjectOf(request, { label: 'Axe', password: PASSWORD });
  await casaFile;
  return undefined;
};

const VISITORS: Visitor[] = [
  {
    role: 'anonymous',
    username: null,
    extra: ['/login', '/sign-up', '/forgotten-password', '/activation/resend', '/meeting/new-appointment'],
  },
  {
    role: 'investor',
    username: 'investisseur@demo.cri.ma',
    setup: investorWithDraft,
    // Payment pages (issue 16) open from a notice or the provider's return, not a menu: their result pages here,
    // the filled ones in payments.spec.ts.
    extra: [
      '/payment/999999/confirmation/success',
      '/payment/999999/confirmation/ongoing',
      '/payment/999999/confirmation/failure',
      '/payment/999999/technical-sheet-generation',
      '/payment/999999/technical-sheet-loading',
      '/payment/999999/payment-method',
    ],
  },
  {
    role: 'advisor',
    username: 'conseiller.casa@demo.cri.ma',
    setup: submittedCasaFile,
    // The raise-reservation pages (issue 14) are reached from the commission decision, not by a link.
    extraOf: async () => {
      const { id } = await (casaFile as Promise<{ id: number }>);
      return [
        `/projects/${id}/raise-reservation`,
        `/projects/${id}/raise-reservation-confirmation`,
        // The payment request (issue 16) opens from a PAYMENT follow-up action's card, and its two outcomes.
        `/projects/${id}/payment-request/3`,
        `/payment/3/success?projectId=${id}&paymentDetailId=999999`,
        `/projects/${id}/payment-request-error?procedureId=3&code=PAYMENT_NO_REQUEST_ACTION`,
      ];
    },
  },
  // The evaluation page (issue 16) opens from a notice: its shell here, the filled one in payments.spec.ts.
  { role: 'CRUI member', username: 'membre.casa@demo.cri.ma', extra: ['/payment/999999/technical-sheet-evaluation/999999'] },
  { role: 'regional consultation', username: 'consultation.casa@demo.cri.ma', setup: submittedCasaFile },
  { role: 'national consultation', username: 'consultation.nationale@demo.cri.ma', setup: submittedCasaFile },
  {
    role: 'national commission',
    username: 'commission.nationale@demo.cri.ma',
    // The appeal pages (issue 15) open from a row of /recourses, empty in the test database: their shell here,
    // their forms in recourse-staff.spec.ts.
    extra: ['/projects/999999/instruct-ministerial-recourse', '/projects/999999/ministerial-recourse-commission'],
  },
  {
    role: 'wali representative',
    username: 'representant.wali.casa@demo.cri.ma',
    extra: [
      '/projects/999999/instruct-recourse',
      '/projects/999999/recourse-commission',
      '/projects/999999/recourse-commission/confirm-validate',
    ],
  },
  { role: 'act signatory', username: 'signataire.casa@demo.cri.ma' },
  { role: 'regional support', username: 'support.casa@demo.cri.ma' },
  { role: 'national support', username: 'support.national@demo.cri.ma' },
  { role: 'national content manager', username: 'contenu.national@demo.cri.ma' },
  { role: 'land team member', username: 'foncier.casa@demo.cri.ma' },
  {
    role: 'monitoring manager',
    username: 'suivi.casa@demo.cri.ma',
    // Issue 18: the success pages are reached only by the forms.
    extra: [
      '/monitoring-projects/999999/recap/success',
      '/monitoring-projects/999999/milestone-edit/999999/success',
      '/monitoring-projects/999999/milestone-edit/999999/disabled-success',
      '/monitoring-projects/999999/follow-up-action-new/success',
    ],
  },
  {
    role: 'field-visit advisor',
    username: 'conseiller.piafe@demo.cri.ma',
    // Reached through the creation steps and the project sheets (none in the browser tests' database).
    extra: [
      '/piafe/projects/999999/details',
      '/piafe/projects/999999/creation/project-holder',
      '/piafe/tracking/999999/creation',
      '/piafe/exchange/999999/modification/visit',
    ],
  },
];

/** How many links away from the menus and the landing page the crawl goes (menu -> list -> record -> step). */
const DEPTH = 3;
/** One address per page pattern (ids replaced): the second project's recap is the same page as the first's. */
const MAX_PAGES = 40;
/** Never followed: signing out ends the visit; API links are downloads, not pages. */
const NOT_FOLLOWED = [/^\/logout/, /^\/backend\//, /^\/dev\//];

/**
 * Pages open to everyone or to every account (the route access matrix): the same page whatever the role, so
 * each is checked once per run for each kind of caller (visitor, investor, staff), by whichever role of that
 * kind reaches it first, on any worker (a claim, as in axe-once.ts). The staff roles shared some 150 visits of
 * the same public pages (decision 119). A role's landing page is always checked.
 */
const SAME_FOR_EVERY_ROLE = Object.entries(WEB_ROUTE_MATRIX)
  .filter(([route, expected]) => route !== '*' && (expected.open === 'everyone' || expected.open === 'accounts'))
  .map(([route]) => route);
const kindOf = (visitor: Visitor) => (visitor.username === null ? 'visitor' : visitor.role === 'investor' ? 'investor' : 'staff');
/** Whether this role is the one to check a page (the first of its kind for a page the same for every role). */
const ownsPage = (visitor: Visitor, path: string) =>
  !SAME_FOR_EVERY_ROLE.some((route) => matchPath(route, path)) || claim(`page-${kindOf(visitor)}-${fingerprint(path)}`);

const patternOf = (path: string) => path.replace(/\/\d+(?=\/|$)/g, '/:n').replace(/\/\d{4}-\d{2}-\d{2}(?=\/|$)/g, '/:date');

/**
 * Same-site page links of the shell and the page (menus included, whether inline or in the drawer). The
 * user menu renders its items only while open, and they are the same on every page of a role: it is
 * opened on the first page only (`withUserMenu`).
 */
async function linksOn(page: Page, withUserMenu: boolean): Promise<string[]> {
  const menu = page.locator('header button[aria-haspopup="menu"]');
  const open = withUserMenu && (await menu.count()) > 0;
  if (open) {
    await menu.first().click();
    await page.getByRole('menu').waitFor({ timeout: 5_000 });
  }
  const hrefs = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .filter((a) => !a.hasAttribute('download') && a.origin === window.location.origin)
      .map((a) => `${a.pathname}${a.search}`),
  );
  if (open) await page.keyboard.press('Escape');
  return hrefs.filter((href) => !NOT_FOLLOWED.some((re) => re.test(href)));
}

/** Waits for the page to be ready (page-ready.ts) and reports a missing level-1 heading. */
async function settle(page: Page): Promise<string | null> {
  const ready = await pageReady(page);
  try {
    // Waits as long as before the ready signal: a busy machine may need them after a quiet moment. A
    // ready page has no loading text already (pageReady reads the same text).
    if (!ready) await expect(page.getByText(/Chargement en cours|يرجى الانتظار/)).toHaveCount(0, { timeout: 10_000 });
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 10_000 });
    return null;
  } catch {
    return 'no visible level-1 heading once loaded';
  }
}

/** Language, direction and heading; in French, also axe on the parts of the page no role had shown yet. */
async function check(page: Page, language: 'fr' | 'ar', findings: string[], analyses: string[]): Promise<void> {
  const problem = await settle(page);
  // One round trip for the address and both attributes: this runs on some 700 pages.
  const { path, lang, dir } = await page.evaluate(() => ({
    path: window.location.pathname,
    lang: document.documentElement.getAttribute('lang'),
    dir: document.documentElement.getAttribute('dir'),
  }));
  const where = `${language} ${path}`;
  if (problem) findings.push(`${where}: ${problem}`);
  if (lang !== language) findings.push(`${where}: html lang is ${lang}`);
  const expectedDir = language === 'ar' ? 'rtl' : 'ltr';
  if (dir !== expectedDir) findings.push(`${where}: html dir is ${dir}`);
  if (language === 'fr') analyses.push(await axeOnce(page, where, findings));
}

/** Turns the page to Arabic (from French) with the header's switch, and checks `<html lang>` followed. */
async function switchLanguage(page: Page): Promise<void> {
  const html = page.locator('html');
  const next = (await html.getAttribute('lang')) === 'ar' ? 'fr' : 'ar';
  await page.locator('header button:has(span[lang])').first().click();
  await expect(html).toHaveAttribute('lang', next);
}

/** Opens a page of the app without reloading it, as a link would (the router follows history changes). */
async function open(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

for (const visitor of VISITORS) {
  test(`axe, lang and dir on every page of the ${visitor.role}`, async ({ page, request }) => {
    test.setTimeout(300_000);
    const account = await visitor.setup?.(request);
    // Wide enough for every menu to be inline; the drawer's links are the same ones.
    await page.setViewportSize({ width: 1440, height: 900 });
    await installReadySignal(page);
    // The sign-in helpers read the French form; the language is switched afterwards, as a user would.
    if (account) await signIn(page, account.username, { password: account.password });
    else if (visitor.username) await resumeSession(page, visitor.username);
    else await page.goto('/');
    await settle(page);
    const landing = new URL(page.url());

    // From the landing page, the menus and the extra pages, a few links deep, each page found is checked.
    const findings: string[] = [];
    const analyses: string[] = [];
    const visited = new Map<string, string>();
    /** Pages this role reached that another role of its kind checks (decision 119). */
    const checkedByAnother = new Set<string>();
    let frontier = [`${landing.pathname}${landing.search}`, ...(visitor.extra ?? []), ...((await visitor.extraOf?.()) ?? [])];
    for (let depth = 0; depth <= DEPTH && frontier.length > 0; depth++) {
      const next: string[] = [];
      for (const path of frontier) {
        const pattern = patternOf(path.split('?')[0] ?? path);
        if (visited.has(pattern) || visited.size >= MAX_PAGES) continue;
        if (visited.size > 0 && !ownsPage(visitor, pattern)) {
          checkedByAnother.add(pattern);
          continue;
        }
        visited.set(pattern, path);
        await open(page, path);
        await check(page, 'fr', findings, analyses);
        if (depth < DEPTH) next.push(...(await linksOn(page, visited.size === 1)));
      }
      frontier = [...new Set(next)];
    }
    expect(visited.size + checkedByAnother.size, 'pages found').toBeGreaterThan(visitor.username ? 1 : 4);

    // The same pages in Arabic.
    await open(page, `${landing.pathname}${landing.search}`);
    await settle(page);
    await switchLanguage(page);
    for (const path of visited.values()) {
      await open(page, path);
      await check(page, 'ar', findings, []);
    }
    test.info().annotations.push({ type: 'pages', description: [...visited.values()].join(' ') });
    test.info().annotations.push({ type: 'checked by another role', description: [...checkedByAnother].join(' ') });
    // What axe analysed on each page, in order: the whole page, the shell or the content only, or nothing new.
    test.info().annotations.push({ type: 'axe', description: analyses.join(' ') });
    expect(findings, `pages visited: ${[...visited.values()].join(' ')}`).toEqual([]);
  });
}
