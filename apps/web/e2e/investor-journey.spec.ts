import { expect, type Page, test } from '@playwright/test';
import { CAPTCHA_ANSWER, choose, fillLogin } from './helpers.ts';

const FIRST_PASSWORD = 'Parcours@Cri2026';
const NEW_PASSWORD = 'Nouveau#Souss-2026';

/** Opens the newest mail to `email` in the dev mailbox and follows its link containing `linkPart`. */
async function followMailLink(page: Page, email: string, linkPart: string): Promise<void> {
  await page.goto('/dev/mailbox');
  const mail = page.getByRole('article').filter({ hasText: email }).filter({ hasText: linkPart }).first();
  await expect(mail).toBeVisible();
  await mail.getByRole('link', { name: new RegExp(linkPart.replace('?', '\\?')) }).click();
}

test('a new investor signs up, activates, completes the profile, resets a forgotten password and signs in again', async ({
  page,
}) => {
  const email = `parcours.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.ma`;

  // Sign up, then the activation link from the mailbox signs the investor in.
  await page.goto('/sign-up');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(FIRST_PASSWORD);
  await page.getByRole('textbox', { name: 'Confirmation du mot de passe' }).fill(FIRST_PASSWORD);
  await expect(page.getByRole('img', { name: /Image de vérification/ })).toBeVisible();
  await page.getByLabel("Recopiez les caractères de l'image").fill(CAPTCHA_ANSWER);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(`/sign-up/email-confirmation/${encodeURIComponent(email)}`);
  await followMailLink(page, email, '/activation?token=');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });

  // Complete the investor record.
  await page.getByRole('link', { name: 'Compléter mon profil' }).click();
  await choose(page, /^Civilité/, 'M.');
  await page.getByRole('textbox', { name: /^Prénom/ }).fill('Youssef');
  await page.getByRole('textbox', { name: /^Nom/ }).fill('Amrani');
  await choose(page, /^Forme juridique/, /Personne morale/);
  await choose(page, /^Métier/, 'Gérant');
  await page.getByRole('textbox', { name: /^Fonction/ }).fill('Gérant');
  await choose(page, /^Type de pièce/, /CIN/);
  await page.getByRole('textbox', { name: /^Numéro de la pièce/ }).fill('BK654321');
  await page.getByRole('textbox', { name: /^Téléphone mobile/ }).fill('0661234567');
  await page.getByRole('textbox', { name: /^Adresse de l'entreprise/ }).fill('18 avenue Hassan II, Agadir');
  await page.getByRole('textbox', { name: /^Raison sociale/ }).fill('Souss Agro SARL');
  await page.getByRole('button', { name: 'Enregistrer mon profil' }).click();
  await expect(page).toHaveURL(/\/welcome$/);

  // Log out, forget the password, reset it from the mail.
  await page.getByRole('button', { name: /Menu de l'utilisateur/ }).click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  // The login form also has an "Adresse e-mail" field: wait for the new page before typing.
  await expect(page).toHaveURL(/\/forgotten-password$/);
  await expect(page.getByRole('button', { name: 'Envoyer le lien' })).toBeVisible();
  await page.getByLabel('Adresse e-mail').fill(email);
  await expect(page.getByRole('img', { name: /Image de vérification/ })).toBeVisible();
  await page.getByLabel("Recopiez les caractères de l'image").fill(CAPTCHA_ANSWER);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page).toHaveURL(/\/forgotten-password\/success$/);
  await followMailLink(page, email, '/reset-password?token=');
  await expect(page.getByRole('heading', { level: 1, name: 'Choisir un nouveau mot de passe' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('textbox', { name: 'Confirmation du nouveau mot de passe' }).fill(NEW_PASSWORD);
  await page.getByLabel("Recopiez les caractères de l'image").fill(CAPTCHA_ANSWER);
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page).toHaveURL(/\/reset-password\/success$/);

  // The old password no longer works; the new one does.
  await page.goto('/login');
  await fillLogin(page, email, FIRST_PASSWORD);
  await expect(page.getByText('Vos identifiants sont incorrects.')).toBeVisible();
  await page.getByLabel('Mot de passe', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Recopiez les caractères de l'image").fill(CAPTCHA_ANSWER);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Compléter mon profil' })).toHaveCount(0);
});
