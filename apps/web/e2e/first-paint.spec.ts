import { readdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { setLanguage } from './helpers.ts';

/**
 * The home page shows with the first-paint part of the catalogue alone; the rest follows in the background
 * and every other page waits for it (decision 096).
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

for (const language of ['fr', 'ar'] as const) {
  test(`the home page shows every text in ${language} without the rest of the catalogue`, async ({ page }) => {
    await setLanguage(page, language);
    const rest = new RegExp(`/assets/i18n-${language}-rest-[^/]+\\.js$`);
    let restAsked = 0;
    await page.route(rest, (route) => {
      restAsked += 1;
      return route.abort();
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation').first()).toBeVisible();
    expect(await shownTexts(page)).not.toMatch(RAW_KEY);
    // Asked in the background once the page was shown (and refused here).
    await expect.poll(() => restAsked).toBeGreaterThan(0);
  });
}

test('from the home page, the next page comes with the rest of the catalogue', async ({ page }) => {
  const restLoaded = page.waitForResponse(/\/assets\/i18n-fr-rest-[^/]+\.js$/);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await restLoaded).ok()).toBe(true);
  await page.getByRole('navigation').first().getByRole('link', { name: 'Procédures et incitations' }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Accueil/);
  expect(await shownTexts(page)).not.toMatch(RAW_KEY);
});

test('a page opened directly waits for the whole catalogue: no raw key', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  expect(await shownTexts(page)).not.toMatch(RAW_KEY);
});

// Decision 105: the home page is prerendered into index.html in both languages and hydrated by the app.
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
    // With them: hydrated in place, one page, no hydration error (React reports a mismatch as an error).
    await page.unroute(/\/assets\/.+\.js$/);
    await page.goto('/');
    await expect(heading).toBeVisible();
    await expect(page.locator('#root-ar')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    // The app is running: the language switch works.
    await page.getByRole('button', { name: language === 'fr' ? /Changer de langue/ : /تغيير اللغة|Changer de langue/ }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'fr' ? 'rtl' : 'ltr');
    expect(errors.filter((e) => !/Failed to load resource|ERR_FAILED/.test(e))).toEqual([]);
  });
}

test('a deep link never shows the prerendered home page', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.locator('#root-ar')).toHaveCount(0);
});
