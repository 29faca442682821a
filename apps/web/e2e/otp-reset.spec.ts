import { expect, test } from '@playwright/test';
import { expectNoSeriousViolation, signIn } from './helpers.ts';

const NATIONAL = 'support.national@demo.cri.ma';
const TARGET = 'foncier.search.casa@demo.cri.ma';

test('national support resets the security code of a staff account and sees it in the history', async ({ page }) => {
  await signIn(page, NATIONAL);
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Codes de sécurité' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/national-support/reset-otp');
  await expect(page.getByRole('heading', { level: 1, name: 'Réinitialisation des codes de sécurité' })).toBeVisible();

  const email = page.getByLabel('Adresse e-mail du compte');
  const submit = page.getByRole('button', { name: 'Rechercher' });
  await expect(submit).toBeDisabled();
  await email.fill('pas-un-email');
  await email.blur();
  await expect(page.getByText('Veuillez saisir une adresse e-mail valide')).toBeVisible();
  await expect(submit).toBeDisabled();
  await email.fill(TARGET);
  await expect(page.getByLabel('Adresse e-mail valide')).toBeVisible();
  await submit.click();

  const card = page.getByRole('region', { name: 'Compte trouvé' });
  await expect(card.getByText('Mehdi Amrani')).toBeVisible();
  await expect(card.getByText('Membre foncier')).toBeVisible();
  await expect(card.getByText('Casablanca-Settat')).toBeVisible();
  await card.getByRole('button', { name: 'Réinitialiser le code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmer la réinitialisation' });
  await expect(dialog).toContainText(TARGET);
  await dialog.getByRole('button', { name: 'Réinitialiser', exact: true }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Code OTP réinitialisé' })).toBeVisible();
  await expect(email).toHaveValue(TARGET);
  const row = page.getByRole('row').filter({ hasText: TARGET });
  await expect(row).toContainText('Membre foncier');
  await expect(row).toContainText('Said Rami');
  await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expectNoSeriousViolation(page);
});
