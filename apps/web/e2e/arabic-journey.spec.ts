import { expect, test } from '@playwright/test';
import { CAPTCHA_ANSWER, setLanguage } from './helpers.ts';

const PASSWORD = 'Marrakech@Cri2026';

/** The sign-up journey in Arabic, right to left from the first page to the signed-in dashboard. */
test('a new investor signs up and activates the account in Arabic', async ({ page }) => {
  const email = `arabe.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.ma`;
  await setLanguage(page, 'ar');

  await page.goto('/sign-up');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'إنشاء حساب' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'إنشاء حسابي' });
  await expect(submit).toBeDisabled();
  await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(email);
  await page.getByRole('textbox', { name: 'كلمة المرور', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'تأكيد كلمة المرور' }).fill(PASSWORD);
  await expect(page.getByRole('img', { name: /صورة التحقق/ })).toBeVisible();
  await page.getByLabel('انقل الأحرف الظاهرة في الصورة').fill(CAPTCHA_ANSWER);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page).toHaveURL(`/sign-up/email-confirmation/${encodeURIComponent(email)}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');

  await page.goto('/dev/mailbox');
  await expect(page.getByRole('heading', { level: 1, name: 'صندوق بريد التطوير' })).toBeVisible();
  const mail = page.getByRole('article').filter({ hasText: email }).first();
  await mail.getByRole('link', { name: /\/activation\?token=/ }).click();

  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /إكمال|أكمل/ }).first()).toBeVisible();
});
