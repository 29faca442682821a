import { expect, test } from '@playwright/test';
import { CAPTCHA_ANSWER, DEMO_PASSWORD, fillLogin, passSecurityCode, signIn } from './helpers.ts';

/** An advisor no other spec signs in with (its password changes here). */
const USER = 'conseiller.rabat@demo.cri.ma';
const NEW_PASSWORD = 'Atlas#Kenitra-2026';

test('a staff member changes the password from the user menu, then signs in with the new one', async ({ page }) => {
  await signIn(page, USER);

  await page.getByRole('button', { name: /Menu de l'utilisateur/ }).click();
  await page.getByRole('menuitem', { name: 'Changer le mot de passe' }).click();
  await expect(page).toHaveURL(/\/change-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Changer le mot de passe' })).toBeVisible();

  const submit = page.getByRole('button', { name: 'Changer le mot de passe' });
  await page.getByRole('textbox', { name: 'Mot de passe actuel' }).fill(DEMO_PASSWORD);
  await page.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true }).fill('Password1!');
  await page.getByRole('textbox', { name: 'Confirmation du nouveau mot de passe' }).fill('Password1!');
  await expect(page.locator('[data-rule="notCommon"][data-passed="false"]')).toBeVisible();
  await expect(submit).toBeDisabled();

  await page.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('textbox', { name: 'Confirmation du nouveau mot de passe' }).fill(`${NEW_PASSWORD}x`);
  await page.getByLabel("Recopiez les caractères de l'image").fill(CAPTCHA_ANSWER);
  await page.getByRole('textbox', { name: 'Mot de passe actuel' }).focus();
  await expect(page.getByText('Les mots de passe ne sont pas identiques')).toBeVisible();
  await page.getByRole('textbox', { name: 'Confirmation du nouveau mot de passe' }).fill(NEW_PASSWORD);
  await expect(page.locator('[data-passed="false"]')).toHaveCount(0);
  await submit.click();

  await expect(page).toHaveURL(/\/change-password\/success$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe changé' })).toBeVisible();

  await page.getByRole('button', { name: /Menu de l'utilisateur/ }).click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/login');
  await fillLogin(page, USER, DEMO_PASSWORD);
  await expect(page.getByRole('alert')).toContainText('Vos identifiants sont incorrects');
  await page.getByLabel('Mot de passe', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Recopiez les caractères de l'image").fill(CAPTCHA_ANSWER);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/fill-security-code/);
  await passSecurityCode(page, USER);
  await expect(page).toHaveURL(/\/(dashboard|new-features)/);
});

test('the login page links to the forgotten-password form', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page).toHaveURL(/\/forgotten-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeVisible();
});
