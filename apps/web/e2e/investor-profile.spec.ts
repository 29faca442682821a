import { expect, test } from '@playwright/test';
import { choose, fillLogin, signUpAndActivate } from './helpers.ts';

const PASSWORD = 'Profil@Cri2026';

test('a new investor completes the profile, then edits it from the profile page', async ({ page, request }) => {
  const email = `profil.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.ma`;
  await signUpAndActivate(request, email, PASSWORD);

  await page.goto('/login');
  await fillLogin(page, email, PASSWORD);
  await page.waitForURL((url) => url.pathname !== '/login');
  // The complete-your-profile prompt leads to the form.
  await page.getByRole('link', { name: 'Compléter mon profil' }).click();
  await expect(page).toHaveURL(/\/create-account$/);

  const submit = page.getByRole('button', { name: 'Enregistrer mon profil' });
  await expect(submit).toBeDisabled();
  await choose(page, /^Civilité/, 'Mme');
  await page.getByRole('textbox', { name: /^Prénom/ }).fill('Salma');
  await page.getByRole('textbox', { name: /^Nom/ }).fill('Idrissi');
  await choose(page, /^Forme juridique/, /Personne morale/);
  await choose(page, /^Métier/, 'Gérant');
  await page.getByRole('textbox', { name: /^Fonction/ }).fill('Gérante');
  // The Moroccan nationality is preselected: only the CIN is offered.
  await choose(page, /^Type de pièce/, /CIN/);
  await page.getByRole('textbox', { name: /^Numéro de la pièce/ }).fill('ab12');
  await page.getByRole('textbox', { name: /^Numéro de la pièce/ }).fill('AB123456');
  const mobile = page.getByRole('textbox', { name: /^Téléphone mobile/ });
  await mobile.fill('612');
  await mobile.blur();
  await expect(page.getByText('Saisissez 10 chiffres commençant par 0')).toBeVisible();
  await mobile.fill('0612345678');
  await expect(page.getByText('Saisissez 10 chiffres commençant par 0')).toBeHidden();
  await page.getByRole('textbox', { name: /^Adresse de l'entreprise/ }).fill('5 boulevard Zerktouni');
  await page.getByRole('textbox', { name: /^Raison sociale/ }).fill('Atlas Invest SARL');

  const created = page.waitForResponse((r) => r.url().endsWith('/backend/api/investors/create'));
  await expect(submit).toBeEnabled();
  await submit.click();
  const { id } = (await (await created).json()) as { id: number };
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { name: 'Bienvenue sur le portail des CRI' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Compléter mon profil' })).toHaveCount(0);

  // The nested route opens the edit modal over the read-only profile.
  await page.goto(`/profile-detail/investors/${id}/profil`);
  await expect(page.getByText('Atlas Invest SARL').first()).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Modifier mon profil' });
  await expect(dialog).toBeVisible();
  const save = dialog.getByRole('button', { name: 'Enregistrer' });
  await expect(save).toBeDisabled(); // a company must give its ICE, commune and zip code
  await dialog.getByRole('textbox', { name: /^Organisme/ }).fill('Atlas Holding');
  await choose(page, /^Commune$/, /.+/);
  await dialog.getByRole('textbox', { name: /^Code postal$/ }).fill('20000');
  await dialog.getByRole('textbox', { name: /^Adresse$/ }).fill('12 rue des Orangers');
  await dialog.getByRole('textbox', { name: /^ICE/ }).fill('001234567000089');
  await choose(page, /^Commune de l'entreprise/, /.+/);
  await dialog.getByRole('textbox', { name: /^Code postal de l'entreprise/ }).fill('20100');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page).toHaveURL(/\/profile-detail\/investors\/success$/);
  await expect(page.getByText('Vos modifications ont été enregistrées.')).toBeVisible();
});
