import { expect, test } from '@playwright/test';
import { expectNoSeriousViolation, setLanguage } from './helpers.ts';

test('the language switch turns the portal to Arabic, right to left, and the choice persists', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.getByRole('button', { name: /العربية/ }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeVisible();
});

for (const language of ['fr', 'ar'] as const) {
  for (const path of ['/', '/login']) {
    test(`axe: no serious violation on ${path} in ${language}`, async ({ page }) => {
      await setLanguage(page, language);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousViolation(page);
    });
  }
}
