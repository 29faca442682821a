import { GUEST_HOUSE, questionnaire } from '@cri/shared/fixtures/builders';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import {
  draftProjectThroughApi,
  expectNoSeriousViolation,
  setLanguage,
  signIn,
  signUpAndActivate,
  uniqueEmail,
} from './helpers.ts';

const PASSWORD = 'Projet@Cri2026';
/** Set PROJECT_FORM_SHOTS=<dir> to keep screenshots of the pages (looked at by hand). */
const SHOTS = process.env.PROJECT_FORM_SHOTS;

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The questionnaire and a project with a building permit (an architect is then asked), through the API. */
async function projectOf(request: APIRequestContext, email: string): Promise<number> {
  const framingForm = questionnaire({ ...GUEST_HOUSE, projectName: 'Riad Berrechid', totalInvestedAmount: 5_000_000 });
  const created = await draftProjectThroughApi(request, { username: email, password: PASSWORD, framingForm, procedureIds: [3] });
  return created.projectId;
}

/** Picks an option of a Mantine select found by its label inside a section. */
async function pick(scope: Locator, page: Page, label: RegExp, option: string): Promise<void> {
  await scope.locator('input').and(scope.getByLabel(label)).click();
  await page.getByRole('option', { name: option, exact: true }).first().click();
}

test('an investor fills the project form, saves a draft, reloads and finds the values, then continues', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('projet');
  await signUpAndActivate(request, email, PASSWORD);
  const projectId = await projectOf(request, email);
  await signIn(page, email, { password: PASSWORD });
  await page.goto(`/projects/${projectId}`);
  await page.getByRole('link', { name: 'Compléter le dépôt du dossier' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/details$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Mon projet' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Étapes du dépôt' })).toContainText('Récapitulatif');

  const holder = page.getByRole('group', { name: 'Porteur du projet' });
  await pick(holder, page, /^Famille de forme juridique/, 'Personne physique');
  await pick(holder, page, /^Profession/, 'Commerçant');

  const about = page.getByRole('group', { name: 'Le projet' });
  await expect(about.getByLabel(/^Nom du projet/)).toHaveValue('Riad Berrechid');
  await about.getByLabel(/^Description du projet/).fill("Une maison d'hôtes de 12 chambres avec piscine.");
  await about.getByLabel(/^Adresse du projet/).fill('Route de Settat, km 3');
  await pick(about, page, /^Commune/, 'Berrechid');
  await about.getByLabel(/^Code postal/).fill('26100');

  const sectors = page.getByRole('group', { name: 'Secteurs et composantes' });
  // The questionnaire's sector and a component with its amount and jobs come prefilled (issue 13).
  await expect(sectors.getByText('Prérempli depuis votre questionnaire de cadrage').first()).toBeVisible();
  await expect(sectors.getByRole('heading', { name: 'Composante 1' })).toBeVisible();
  await expect(sectors.getByLabel(/^Montant d'investissement/)).toHaveValue('5 000 000');
  await pick(sectors, page, /^Secteur de la composante/, 'Tourisme');
  await pick(sectors, page, /^Intitulé/, 'Hébergement');
  await sectors.getByLabel(/^Montant d'investissement/).fill('5000000');
  await sectors.getByLabel(/^Emplois créés/).fill('20');
  await sectors.getByLabel(/^Superficie \(m²\)/).fill('1200');
  await sectors.getByLabel(/^Superficie couverte/).fill('600');
  await sectors.getByLabel(/^Nombre de lits/).fill('24');
  await pick(sectors, page, /^Commune de la composante/, 'Berrechid');
  await expect(sectors).toContainText('Total : 5 000 000 DH');

  // Two partners over 100%: the spec's message, and nothing typed is lost.
  const partners = page.getByRole('group', { name: 'Associés majoritaires' });
  for (const [name, part] of [
    ['Youssef Alami', '60'],
    ['Atlas Invest', '41'],
  ] as const) {
    await partners.getByRole('button', { name: 'Ajouter un associé' }).click();
    const row = partners.getByRole('region').last();
    await pick(row, page, /^Type d'associé/, 'Personne physique');
    await row.getByLabel(/^Nom ou raison sociale/).fill(name);
    await row.getByLabel(/^Part sociale/).fill(part);
  }
  await expect(partners).toContainText('Total des parts sociales : 101 %');

  const architect = page.getByRole('group', { name: 'Architecte' });
  await architect.getByLabel(/^Prénom/).fill('Karim');
  await architect.getByLabel(/^Nom/).fill('Bennani');
  await architect.getByLabel(/^Adresse e-mail/).fill('k.bennani@archi.ma');
  await architect.getByLabel(/^Numéro d'autorisation/).fill('CNOA-4521');
  await page.getByLabel(/^Je certifie être le représentant habilité/).check();

  await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
  await expect(partners.getByText('La somme des parts sociales ne doit pas dépasser 100 %.')).toBeVisible();
  await expect(about.getByLabel(/^Adresse du projet/)).toHaveValue('Route de Settat, km 3');
  await partners
    .getByLabel(/^Part sociale/)
    .last()
    .fill('40');
  await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
  await expect(page.getByText('Brouillon enregistré.')).toBeVisible();
  await shot(page, 'project-form-fr');
  await expectNoSeriousViolation(page);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Mon projet' })).toBeVisible();
  await expect(page.getByLabel(/^Description du projet/)).toHaveValue("Une maison d'hôtes de 12 chambres avec piscine.");
  await expect(page.getByLabel(/^Nombre de lits/)).toHaveValue('24');
  await expect(page.getByLabel(/^Montant d'investissement/)).toHaveValue('5 000 000');
  await expect(page.getByLabel(/^Nom ou raison sociale/).last()).toHaveValue('Atlas Invest');
  await expect(page.getByLabel(/^Part sociale/).last()).toHaveValue('40');
  await expect(page.getByRole('group', { name: 'Architecte' }).getByLabel(/^Numéro d'autorisation/)).toHaveValue('CNOA-4521');
  await expect(page.getByRole('combobox', { name: /^Commune de la composante/ })).toHaveValue('Berrechid');

  await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/documents$`));

  // The same step in Arabic: right to left, translated labels, the saved values.
  await setLanguage(page, 'ar');
  await page.goto(`/projects/${projectId}/details`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'مشروعي' })).toBeVisible();
  await expect(page.getByLabel(/^عنوان المشروع/)).toHaveValue('Route de Settat, km 3');
  await expect(page.getByLabel(/^عنوان المشروع/)).toHaveAttribute('dir', 'auto');
  await shot(page, 'project-form-ar');
  await expectNoSeriousViolation(page);
});
