import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { CAPTCHA_ANSWER, choose, expectNoSeriousViolation, signIn, signUpAndActivate, uniqueEmail } from './helpers.ts';

const PASSWORD = 'Cadrage@Cri2026';

/** A fresh investor (sign-up and activation through the dev mailbox): the daily maximum is all theirs. */
async function newInvestor(page: Page): Promise<void> {
  const email = uniqueEmail('cadrage');
  await page.goto('/sign-up');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Confirmation du mot de passe' }).fill(PASSWORD);
  await expect(page.getByRole('img', { name: /Image de vérification/ })).toBeVisible();
  await page.getByLabel("Recopiez les caractères de l'image").fill(CAPTCHA_ANSWER);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/sign-up\/email-confirmation\//);
  await page.goto('/dev/mailbox');
  const mail = page.getByRole('article').filter({ hasText: email }).first();
  await mail.getByRole('link', { name: /\/activation\?token=/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
}

test('an investor fills the questionnaire, reads the recommended procedures and creates the project', async ({ page }) => {
  await newInvestor(page);
  await page.getByRole('link', { name: 'Remplir le questionnaire de cadrage' }).click();
  await expect(page).toHaveURL(/\/framing-form$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Questionnaire de cadrage' })).toBeVisible();

  await choose(page, /^Type d'investisseur/, 'Personne morale');
  await choose(page, /^Forme juridique/, /Personne morale \(société\)/);
  await page.getByRole('textbox', { name: /^Identifiant de l'entreprise/ }).fill('001234567000089');
  await page.getByRole('textbox', { name: /^Nom du projet/ }).fill('Hôtel Atlas');
  await choose(page, /^Région du projet/, 'Casablanca-Settat');
  await choose(page, /^Secteur/, 'Tourisme');
  await choose(page, /^Catégorie/, 'Hébergement touristique');
  await choose(page, /^Sous-catégorie/, 'Hôtel');
  await choose(page, /^Stade d'avancement/, 'Préparation');
  await page.getByRole('textbox', { name: /^Description du projet/ }).fill('Un hôtel quatre étoiles de 120 chambres.');
  await page.getByRole('textbox', { name: /^Montant total/ }).fill('80000000');
  await page.getByRole('textbox', { name: /^Nombre d'emplois/ }).fill('150');
  await page.getByRole('button', { name: 'Ajouter une année' }).click();
  await page.getByRole('textbox', { name: /^Chiffre d'affaires attendu/ }).fill('12000000');
  await page.getByRole('radio', { name: 'Je cherche un terrain' }).check();
  await page.getByRole('switch', { name: "J'ai besoin d'un terrain pour ce projet" }).check();
  await page.getByRole('textbox', { name: /^Superficie minimale/ }).fill('2');
  await page.getByRole('textbox', { name: /^Superficie maximale/ }).fill('5');
  await choose(page, /^Vocation du terrain/, 'Touristique');
  await choose(page, /^Mode de mise à disposition/, 'Location');
  await page.getByRole('switch', { name: 'Le projet comporte un programme de construction' }).check();

  // A wrong captcha: "Captcha invalide", a new image, and every answer still there.
  await expect(page.getByRole('img', { name: /Image de vérification/ })).toBeVisible();
  await page.getByLabel("Recopiez les caractères de l'image").fill('faux');
  await page.getByRole('button', { name: 'Enregistrer et voir les procédures' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Captcha invalide' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Nom du projet/ })).toHaveValue('Hôtel Atlas');
  await expect(page.getByLabel("Recopiez les caractères de l'image")).toHaveValue('');

  await page.getByLabel("Recopiez les caractères de l'image").fill(CAPTCHA_ANSWER);
  await page.getByRole('button', { name: 'Enregistrer et voir les procédures' }).click();
  await expect(page).toHaveURL(/\/framing-forms\/\d+\/procedures$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Procédures recommandées' })).toBeVisible();
  const permit = page.getByRole('listitem').filter({ hasText: 'Permis de construire hors zones franches' }).first();
  await expect(permit.getByText(/programme de construction : tout bâtiment/)).toBeVisible();
  await expect(page.getByText(/foncier public \(domaine privé de l'État\)/)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Permis de construire hors zones franches' })).toBeChecked();
  await page.getByRole('checkbox', { name: "Dérogation aux règles d'urbanisme" }).uncheck();
  await page.screenshot({ path: test.info().outputPath('procedures-fr.png'), fullPage: true });

  await page.getByRole('button', { name: 'Créer mon projet' }).click();
  // Spec 2 §4: a project made from a questionnaire opens on its first deposit step.
  await expect(page).toHaveURL(/\/projects\/\d+\/infos$/);
  await page.goto(page.url().replace(/\/infos$/, ''));
  await expect(page.getByRole('heading', { level: 1, name: 'Hôtel Atlas' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Permis de construire hors zones franches' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: "Dérogation aux règles d'urbanisme" })).toHaveCount(0);
  await expect(page.getByText('Note de renseignements urbanistiques').first()).toBeVisible();
  await expect(page.getByText('Casablanca-Settat')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('project-fr.png'), fullPage: true });

  // The questionnaire is now in the investor's list, and frozen.
  // The investor's six menu entries (with "Recours") sit in the drawer below 1408 px (top-bar.tsx).
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Mes questionnaires' }).click();
  await expect(page.getByRole('link', { name: /Ouvrir le questionnaire Hôtel Atlas/ })).toBeVisible();
  await expect(page.getByText('Projet créé')).toBeVisible();
});

/** A fresh investor signed in through the login page (the demo investor's first sign-in is sign-in.spec's). */
async function signedInInvestor(page: Page, request: APIRequestContext): Promise<void> {
  const email = uniqueEmail('cadrage');
  await signUpAndActivate(request, email, PASSWORD);
  await signIn(page, email, { password: PASSWORD });
}

test('the questionnaire reads in Arabic, right to left', async ({ page, request }) => {
  await signedInInvestor(page, request);
  await page.evaluate(() => localStorage.setItem('settings', JSON.stringify({ language: 'ar' })));
  await page.goto('/framing-form');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'استبيان التأطير' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'العقار' })).toBeVisible();
  await page.getByRole('switch', { name: 'أحتاج إلى عقار لهذا المشروع' }).check();
  await expect(page.getByRole('textbox', { name: /^المساحة الدنيا المرغوبة/ })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('framing-form-ar.png'), fullPage: true });
});

for (const language of ['fr', 'ar'] as const) {
  test(`axe: no serious violation on the questionnaire in ${language}`, async ({ page, request }) => {
    await signedInInvestor(page, request);
    await page.evaluate((l) => localStorage.setItem('settings', JSON.stringify({ language: l })), language);
    await page.goto('/framing-form');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('img[src^="data:image"]')).toBeVisible();
    if (language === 'fr') await page.screenshot({ path: test.info().outputPath('framing-form-fr.png'), fullPage: true });
    await expectNoSeriousViolation(page);
  });
}
