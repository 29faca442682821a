import { readdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { setLanguage } from './helpers.ts';

/**
 * The home page shows and works with its prerendered texts alone (decisions 105, 113); every other page waits for
 * the whole catalogue (decision 096).
 */
const NAMESPACES = readdirSync(new URL('../../../packages/i18n/fr/', import.meta.url)).map((f) => f.replace(/\.json$/, ''));
const RAW_KEY = new RegExp(`\\b(${NAMESPACES.join('|')})\\.[A-Za-z]+`);

/** Every text a visitor sees or hears: the page's text, the title, and the accessible names. */
const shownTexts = (page: Page) =>
  page.evaluate(() => {
    const labels = [...document.querySelectorAll('[aria-label],[title],[alt],[placeholder]')].flatMap((el) =>
      ['aria-label', 'title', 'alt', 'placeholder'].map((a) => el.getAttribute(a) ?? ''),
    );
    return [document.title, document.body.innerText, ...labels].join('\n');
  });

// These tests follow the header's inline menu, which a visitor's French menu gets from the xl breakpoint (1408 px);
// below it the menu is in the drawer (top-bar.tsx, `inlineMenuFrom`).
test.use({ viewport: { width: 1440, height: 900 } });

/** The entry, index.html's module script: the only JS a visitor's home page runs before they use the app (decision 113). */
const ENTRY = /\/assets\/index-[^/]+\.js$/;

for (const language of ['fr', 'ar'] as const) {
  test(`the home page shows every text in ${language} and switches language with the entry alone`, async ({ page }) => {
    await setLanguage(page, language);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation').first()).toBeVisible();
    // The deployed regions, fetched and drawn by the island from the prerendered template of their section.
    const regions = page.getByRole('region', { name: language === 'fr' ? /Centres Régionaux/ : /المراكز الجهوية/ });
    await expect(regions.getByRole('listitem').first()).toBeVisible();
    expect(await regions.getByRole('listitem').count()).toBeGreaterThan(1);
    expect(await shownTexts(page)).not.toMatch(RAW_KEY);
    // Styled as the app styles it without the app: Mantine's colour variables apply (they hang on the html element's
    // colour scheme, which the app's provider used to set), so the sign-in button is filled with the primary green.
    await expect(page.getByRole('link', { name: language === 'fr' ? 'Se connecter' : 'تسجيل الدخول' }).first()).toHaveCSS(
      'background-color',
      'rgb(15, 122, 67)',
    );
    await expect(page).toHaveTitle(language === 'fr' ? 'Accueil | Portail CRI' : /\|/);
    // The language switch shows the other prerendered page, regions included, and keeps the focus on the switch.
    const other = language === 'fr' ? 'ar' : 'fr';
    await page.getByRole('button', { name: /Changer de langue|تغيير اللغة/ }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', other === 'ar' ? 'rtl' : 'ltr');
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(other === 'fr' ? /Investir au Maroc/ : /استثمر في المغرب/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('button', { name: /Changer de langue|تغيير اللغة/ })).toBeFocused();
    await expect(page.getByRole('region', { name: other === 'fr' ? /Centres Régionaux/ : /المراكز الجهوية/ })).toBeVisible();
    expect(await shownTexts(page)).not.toMatch(RAW_KEY);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    // Nothing but the entry (and boot.js, a classic script of the head): no app, no catalogue chunk.
    expect(scripts.filter((path) => path !== '/boot.js' && !ENTRY.test(path))).toEqual([]);
  });
}

test('from the home page, the next page starts the app with its whole catalogue', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const restLoaded = page.waitForResponse(/\/assets\/i18n-fr-rest-[^/]+\.js$/);
  await page.getByRole('navigation').first().getByRole('link', { name: 'Procédures et incitations' }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Investir au Maroc/);
  expect((await restLoaded).ok()).toBe(true);
  expect(await shownTexts(page)).not.toMatch(RAW_KEY);
});

test('a page opened directly waits for the whole catalogue: no raw key', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  expect(await shownTexts(page)).not.toMatch(RAW_KEY);
});

// Decision 105: the home page is prerendered into index.html in both languages; decision 113: its island makes it
// interactive, and the app hydrates it when the visitor opens something only the app does.
for (const language of ['fr', 'ar'] as const) {
  test(`the home page shows in ${language} before any of the app's scripts has run, then the app takes it over without a mismatch`, async ({
    page,
  }) => {
    await setLanguage(page, language);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // Without the app's modules: what shows is index.html's prerendered page, chosen by boot.js.
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
    await page.goto('/');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(language === 'fr' ? /Investir au Maroc/ : /استثمر في المغرب/);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(
      page.getByRole('link', { name: language === 'fr' ? 'Procédures et incitations' : 'المساطر والتحفيزات' }).first(),
    ).toHaveAttribute('href', '/procedures');
    // With them: the island keeps one page in the document; the create-account button hands it over to the app,
    // which hydrates it in place (no hydration error: React reports a mismatch as an error) and opens the dialog.
    await page.unroute(/\/assets\/.+\.js$/);
    await page.goto('/');
    await expect(heading).toBeVisible();
    await expect(page.locator('#root, #root-ar')).toHaveCount(1);
    await expect(page.getByRole('region', { name: language === 'fr' ? /Centres Régionaux/ : /المراكز الجهوية/ })).toBeVisible();
    const app = page.waitForRequest(/\/assets\/start-app-[^/]+\.js$/);
    await page.getByRole('button', { name: language === 'fr' ? 'Créer un compte' : 'إنشاء حساب' }).click();
    await app;
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    // The regions the island drew gave way to the app's own, drawn once its query answered.
    await expect(page.getByRole('region', { name: language === 'fr' ? /Centres Régionaux/ : /المراكز الجهوية/ })).toHaveCount(1);
    // The app is running: its language switch works.
    await page.getByRole('button', { name: /Changer de langue|تغيير اللغة/ }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'fr' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      language === 'fr' ? /استثمر في المغرب/ : /Investir au Maroc/,
    );
    expect(errors.filter((e) => !/Failed to load resource|ERR_FAILED/.test(e))).toEqual([]);
  });
}

test('on a narrow screen, the burger hands the home page over to the app and opens the menu drawer', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu principal' });
  await expect(drawer.getByRole('link', { name: 'Procédures et incitations' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  expect(errors).toEqual([]);
});

for (const language of ['fr', 'ar'] as const) {
  test(`on a phone (360 px, ${language}), nothing covers the burger or the logo, and the drawer offers to create an account`, async ({
    page,
  }) => {
    await setLanguage(page, language);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    const burger = page.getByRole('button', { name: language === 'fr' ? 'Ouvrir le menu' : 'فتح القائمة' });
    // The header's buttons covered the burger and the logo at this width (the click was taken by another element).
    for (const target of [burger, page.locator('header img[src="/logo.svg"]')]) {
      const box = await target.boundingBox();
      if (!box) throw new Error('not laid out');
      const hit = await target.evaluate(
        (element, [x, y]) => {
          const at = document.elementFromPoint(x, y);
          return at !== null && (element.contains(at) || at.contains(element));
        },
        [box.x + box.width / 2, box.y + box.height / 2] as const,
      );
      expect(hit).toBe(true);
    }
    const header = await page.locator('header').evaluate((h) => ({ scroll: h.scrollWidth, client: h.clientWidth }));
    expect(header.scroll).toBeLessThanOrEqual(header.client);
    await burger.click();
    const drawer = page.getByRole('dialog', { name: language === 'fr' ? 'Menu principal' : 'القائمة الرئيسية' });
    await drawer.getByRole('link', { name: language === 'fr' ? 'Créer un compte' : 'إنشاء حساب' }).click();
    await expect(page).toHaveURL(/\/sign-up$/);
  });
}

test('a deep link never shows the prerendered home page', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.locator('#root-ar')).toHaveCount(0);
});

test("a deep link gets the app's page without the prerendered home page, and boot.js fetches the app's start at once", async ({
  page,
}) => {
  await setLanguage(page, 'ar');
  const html = await (await page.request.get('/login')).text();
  expect(html).not.toContain('id="root-ar"');
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // boot.js (decision 120) adds a module preload for the app's start and the language's catalogue before the entry
  // runs: each such address is one the page then loaded.
  const preloads = await page.evaluate(() => {
    const loaded = new Set(performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
    return [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')]
      .map((link) => new URL(link.href).pathname)
      .filter((path) => /\/assets\/(start-app|i18n)-/.test(path))
      .map((path) => `${path.replace(/-[\w-]{8}\.js$/, '')}${loaded.has(path) ? '' : ' (not loaded)'}`)
      .sort();
  });
  expect(preloads).toEqual(['/assets/i18n-ar', '/assets/i18n-ar-rest', '/assets/start-app']);
});
