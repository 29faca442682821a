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
