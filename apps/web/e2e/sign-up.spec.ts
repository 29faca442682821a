import { expect, test } from '@playwright/test';
import { CAPTCHA_ANSWER, expectNoSeriousViolation, setLanguage } from './helpers.ts';

const PASSWORD = 'Inscription@Cri2026';

test('a new investor signs up, follows the activation link from the dev mailbox and lands signed in', async ({ page }) => {
  const email = `investisseur.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.ma`;

  await page.goto('/');
  await page.getByRole('button', { name: 'Créer un compte' }).click();
  const dialog = page.getByRole('dialog', { name: 'Créer un compte' });
  await dialog.getByRole('link', { name: /Créer un compte investisseur ou professionnel/ }).click();
  await expect(page).toHaveURL(/\/sign-up$/);

  const submit = page.getByRole('button', { name: 'Créer mon compte' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Confirmation du mot de passe' }).fill('Different@Cri2026');
  await page.getByRole('textbox', { name: 'Confirmation du mot de passe' }).blur();
  await expect(page.getByText('Les mots de passe ne sont pas identiques')).toBeVisible();
  await page.getByRole('textbox', { name: 'Confirmation du mot de passe' }).fill(PASSWORD);
  await expect(page.getByText('Les mots de passe ne sont pas identiques')).toBeHidden();
  await page.getByLabel('Professionnel').check();
  await expect(page.getByRole('img', { name: /Image de vérification/ })).toBeVisible();
  await page.getByLabel("Recopiez les caractères de l'image").fill(CAPTCHA_ANSWER);
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page).toHaveURL(`/sign-up/email-confirmation/${encodeURIComponent(email)}`);
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('button', { name: 'Renvoyer le lien' }).click();
  await expect(page.getByText(/Un nouveau lien vient d'être envoyé/)).toBeVisible();

  await page.goto('/dev/mailbox');
  const mail = page.getByRole('article').filter({ hasText: email }).first();
  await expect(mail).toBeVisible();
  await mail.getByRole('button', { name: "Afficher l'e-mail" }).click();
  await expect(mail.frameLocator('iframe').getByText(/Bonjour,/)).toBeVisible();
  await mail.getByRole('link', { name: /\/activation\?token=/ }).click();

  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Créer un compte' })).toHaveCount(0);
});

test('an already registered address is refused on the field, keeping what was typed', async ({ page }) => {
  await page.goto('/sign-up');
  await page.getByLabel('Adresse e-mail').fill('investisseur@demo.cri.ma');
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Confirmation du mot de passe' }).fill(PASSWORD);
  await expect(page.getByRole('img', { name: /Image de vérification/ })).toBeVisible();
  await page.getByLabel("Recopiez les caractères de l'image").fill(CAPTCHA_ANSWER);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Cette adresse e-mail existe déjà.')).toBeVisible();
  await expect(page.getByLabel('Adresse e-mail')).toHaveValue('investisseur@demo.cri.ma');
  await expect(page.getByRole('textbox', { name: 'Mot de passe', exact: true })).toHaveValue(PASSWORD);
  await expect(page.getByLabel("Recopiez les caractères de l'image")).toHaveValue('');
});

test('the sign-up page reads right to left in Arabic, with translated field messages', async ({ page }) => {
  await setLanguage(page, 'ar');
  await page.goto('/sign-up');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'إنشاء حساب' })).toBeVisible();
  await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill('pas-un-email');
  await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).blur();
  await expect(page.getByText('يرجى التحقق من عنوان بريدك الإلكتروني')).toBeVisible();
});

for (const language of ['fr', 'ar'] as const) {
  for (const path of ['/sign-up', '/activation/resend', '/dev/mailbox']) {
    test(`axe: no serious violation on ${path} in ${language}`, async ({ page }) => {
      await setLanguage(page, language);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousViolation(page);
    });
  }
}
