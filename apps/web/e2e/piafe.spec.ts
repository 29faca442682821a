import { expect, type Page, test } from '@playwright/test';
import { choose, expectNoSeriousViolation, setLanguage } from './helpers.ts';
import { resumeSession } from './sessions.ts';

const ADVISOR = 'conseiller.piafe@demo.cri.ma';
/** A CIN of its own per run: the database lives as long as the run's server. */
const cin = () => `QA${String(Math.floor(100000 + Math.random() * 899999))}`;

async function next(page: Page, name = 'Enregistrer et continuer') {
  await page.getByRole('button', { name }).click();
}

test('the PIAFE advisor creates a holder and a project in steps, adds a visit, records tracking and finds it in the statistics', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const identity = cin();
  await resumeSession(page, ADVISOR, '/piafe/projects');
  await expect(page.getByRole('heading', { level: 1, name: 'Projets du programme PIAFE' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: 'Nouveau projet' }).click();

  // Step 1: the exchange (its date defaults to today).
  await expect(page).toHaveURL(/\/piafe\/projects\/creation$/);
  await expect(page.getByText('* Champ facultatif').first()).toBeVisible();
  await page.getByLabel(/^Lieu/).fill('Salé, souk hebdomadaire');
  await next(page);

  // Step 2: the identity search needs the full number; a new holder is typed in.
  await expect(page).toHaveURL(/\/piafe\/projects\/\d+\/creation\/project-holder$/);
  const number = page.getByLabel(/^Numéro de la pièce/);
  await number.fill('QA12');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page.getByText("Saisissez le numéro complet de la pièce d'identité")).toBeVisible();
  await number.fill(identity);
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page.getByText('Aucun porteur avec cette pièce')).toBeVisible();
  await page.getByLabel(/^Nom/).first().fill('Alaoui');
  await page.getByLabel(/^Prénom/).fill('Khadija');
  await page.getByLabel(/^Date de naissance/).fill('01/01/2090');
  await next(page);
  await expect(page.getByText('La date de naissance ne peut pas être dans le futur')).toBeVisible();
  await expect(page.getByLabel(/^Prénom/)).toHaveValue('Khadija');
  await page.getByLabel(/^Date de naissance/).fill('12/04/1990');
  await next(page);

  // Step 3: the project.
  await expect(page).toHaveURL(/\/creation\/project$/);
  await page.getByLabel(/^Nom du projet/).fill('Rucher des Zaërs');
  await choose(page, /^Région/, 'Rabat-Salé-Kénitra');
  await page.getByLabel(/^Emplois estimés/).fill('5');
  await next(page);

  // Step 4: the qualification, then the success page.
  await expect(page).toHaveURL(/\/creation\/qualification$/);
  await page.getByLabel(/^Intervenant/).fill('Adil Zniber');
  await page.getByLabel(/^Durée/).fill('40');
  await page.getByRole('checkbox', { name: 'Financement' }).check();
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Le projet est enregistré' })).toBeVisible();
  await page.getByRole('link', { name: 'Ouvrir la fiche du projet' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fiche du projet Rucher des Zaërs' })).toBeVisible();
  const sheetUrl = page.url();

  // The exchange step has its own modification page: a future date is refused with nothing typed lost, then saved.
  await page.getByRole('tab', { name: /^Visites/ }).click();
  await page.getByRole('link', { name: /^Modifier l'échange \(date, type de contact, lieu\) de la visite du/ }).click();
  await expect(page).toHaveURL(/\/piafe\/exchange\/\d+\/modification\/visit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Modifier : Échange' })).toBeVisible();
  await expect(page.getByLabel(/^Lieu/)).toHaveValue('Salé, souk hebdomadaire');
  await expectNoSeriousViolation(page);
  const editVisitUrl = page.url();
  await choose(page, /^Type de contact/, 'Téléphone');
  await page.getByLabel(/^Date de l'échange/).fill('01/01/2090');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText('La date ne peut pas être dans le futur')).toBeVisible();
  await expect(page.getByLabel(/^Lieu/)).toHaveValue('Salé, souk hebdomadaire');
  await page.getByLabel(/^Date de l'échange/).fill('02/03/2026');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page).toHaveURL(sheetUrl);
  await page.getByRole('tab', { name: /^Visites/ }).click();
  const visits = page.getByRole('table', { name: 'Visites du projet' });
  await expect(visits).toContainText('02/03/2026');
  await expect(visits).toContainText('Téléphone');
  // The same page in Arabic.
  await setLanguage(page, 'ar');
  await page.goto(editVisitUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'تعديل: التبادل' })).toBeVisible();
  await expectNoSeriousViolation(page);
  await setLanguage(page, 'fr');
  await page.goto(sheetUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Fiche du projet Rucher des Zaërs' })).toBeVisible();

  // A second visit returns to the list, where the project counts two.
  await page.getByRole('link', { name: 'Ajouter une visite' }).click();
  await page.getByLabel(/^Intervenant/).fill('Adil Zniber');
  await page.getByLabel(/^Durée/).fill('30');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page).toHaveURL(/\/piafe\/projects$/);
  await page.getByLabel('Porteur ou projet').fill(identity);
  await page.getByRole('button', { name: 'Rechercher' }).click();
  const row = page.getByRole('row').filter({ hasText: 'Rucher des Zaërs' });
  await expect(row).toContainText('Khadija Alaoui');
  await expect(row.getByRole('cell').nth(5)).toHaveText('2');
  await expect(page.getByTestId('piafe-page-count')).toContainText('1 projet(s) · page 1 sur 1');

  // Tracking for two years.
  await row.getByRole('link', { name: /Fiche du projet/ }).click();
  await page.getByRole('tab', { name: "Suivi de l'avancement" }).click();
  await page.getByRole('link', { name: 'Saisir le suivi' }).click();
  await choose(page, /^Phase du projet/, 'Exploitation');
  await choose(page, /^Résultat du financement/, 'Obtenu');
  await page.getByLabel(/^Montant obtenu/).fill('120000');
  await page
    .getByLabel(/^Emplois créés/)
    .nth(0)
    .fill('3');
  await page
    .getByLabel(/^Emplois créés/)
    .nth(1)
    .fill('4');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await page.getByRole('tab', { name: "Suivi de l'avancement" }).click();
  await expect(page.getByRole('table', { name: 'Résultats annuels' }).getByRole('row')).toHaveCount(3);

  // The statistics count it.
  await page.getByRole('navigation', { name: "Menu de l'espace PIAFE" }).getByRole('link', { name: 'Statistiques' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Statistiques régionales' })).toBeVisible();
  const jobs = page.getByTestId('piafe-indicators').locator('div', { hasText: 'Emplois créés' }).last();
  await expect(jobs).toContainText(/\d/);
  expect(Number((await jobs.innerText()).replace(/\D/g, ''))).toBeGreaterThanOrEqual(7);
  await expectNoSeriousViolation(page);
  // The reporting exported as a spreadsheet.
  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exporter (XLSX)' }).click(),
  ]);
  expect(xlsx.suggestedFilename()).toMatch(/^piafe-statistiques-.*\.xlsx$/);

  // A new exchange with the same identity finds the holder instead of creating a second one.
  await page.goto('/piafe/projects/creation');
  await next(page);
  await page.getByLabel(/^Numéro de la pièce/).fill(identity.toLowerCase());
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page.getByText('Porteur déjà connu : Khadija Alaoui')).toBeVisible();
  await expect(page.getByLabel(/^Prénom/)).toHaveValue('Khadija');
});

test('the PIAFE area in Arabic: mirrored shell, list and statistics', async ({ page }) => {
  await setLanguage(page, 'ar');
  await resumeSession(page, ADVISOR, '/piafe/projects');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'مشاريع برنامج PIAFE' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: 'مشروع جديد' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'مشروع جديد: التبادل' })).toBeVisible();
  await expect(page.getByText('* حقل اختياري').first()).toBeVisible();
  await page.getByRole('navigation', { name: /PIAFE/ }).getByRole('link', { name: 'الإحصائيات' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'الإحصائيات الجهوية' })).toBeVisible();
  await expectNoSeriousViolation(page);
});
