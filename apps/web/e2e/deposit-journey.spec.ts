import { expect, type Locator, type Page, test } from '@playwright/test';
import { CAPTCHA_ANSWER, choose, signIn, signUpAndActivate, uniqueEmail } from './helpers.ts';

const PASSWORD = 'Parcours@Cri2026';
const PROJECT = 'Riad Berrechid';
const PERMIT = 'Permis de construire hors zones franches';
/** A minimal valid PDF (catalog, xref-less trailer, end marker), built here rather than read from disk. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Picks an option of a Mantine select found by its label inside a section. */
async function pick(scope: Locator, page: Page, label: RegExp, option: string): Promise<void> {
  await scope.locator('input').and(scope.getByLabel(label)).click();
  await page.getByRole('option', { name: option, exact: true }).first().click();
}

/**
 * Issue: "an investor goes from the questionnaire to a submitted project with documents, in French",
 * entirely through the pages (only the account is made through the API).
 */
test('an investor goes from the questionnaire to a submitted project with its documents, in French', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('parcours');
  await signUpAndActivate(request, email, PASSWORD);
  await signIn(page, email, { password: PASSWORD });

  // The dashboard's action opens the questionnaire.
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: 'Remplir le questionnaire de cadrage' }).click();
  await expect(page).toHaveURL(/\/framing-form$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Questionnaire de cadrage' })).toBeVisible();

  // A physical person's guest house on land they own, with a building programme.
  await choose(page, /^Type d'investisseur/, 'Personne physique');
  await choose(page, /^Forme juridique/, /^Personne physique$/);
  await page.getByRole('textbox', { name: /^Numéro de la CIN/ }).fill('BE123456');
  await page.getByRole('textbox', { name: /^Nom du projet/ }).fill(PROJECT);
  await choose(page, /^Région du projet/, 'Casablanca-Settat');
  await choose(page, /^Secteur/, 'Tourisme');
  await choose(page, /^Catégorie/, 'Hébergement touristique');
  await choose(page, /^Sous-catégorie/, "Maison d'hôtes");
  await choose(page, /^Stade d'avancement/, 'Préparation');
  await page.getByRole('textbox', { name: /^Description du projet/ }).fill("Une maison d'hôtes de 12 chambres.");
  await page.getByRole('textbox', { name: /^Montant total/ }).fill('5000000');
  await page.getByRole('textbox', { name: /^Nombre d'emplois/ }).fill('40');
  await page.getByRole('radio', { name: "Je dispose d'un terrain" }).check();
  await page.getByRole('switch', { name: 'Le projet comporte un programme de construction' }).check();
  await expect(page.getByRole('img', { name: /Image de vérification/ })).toBeVisible();
  await page.getByLabel("Recopiez les caractères de l'image").fill(CAPTCHA_ANSWER);
  await page.getByRole('button', { name: 'Enregistrer et voir les procédures' }).click();

  // The recommended procedures: keep the building permit only (its documents are all PDFs).
  await expect(page).toHaveURL(/\/framing-forms\/\d+\/procedures$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Procédures recommandées' })).toBeVisible();
  const permit = page.getByRole('checkbox', { name: PERMIT });
  await expect(permit).toBeChecked();
  // The other recommended ones start ticked too (the catalogue's others start unticked): untick them.
  const othersTicked = page.getByRole('listitem').filter({ hasNotText: PERMIT }).getByRole('checkbox', { checked: true });
  while ((await othersTicked.count()) > 0) await othersTicked.first().uncheck();
  await expect(permit).toBeChecked();
  await expect(page.getByText('1 procédure choisie')).toBeVisible();
  await page.getByRole('button', { name: 'Créer mon projet' }).click();

  // Step 1: the infos the building permit asks for.
  await expect(page).toHaveURL(/\/projects\/\d+\/infos$/);
  const projectId = Number(/\/projects\/(\d+)\/infos$/.exec(page.url())?.[1]);
  await expect(page.getByRole('heading', { level: 1, name: /Informations du projet/ })).toBeVisible();
  await page.getByLabel(/^Montant total de l'investissement/).fill('5000000');
  await choose(page, /^Mode de financement/, /^Fonds propres$/);
  await page.getByLabel(/^Consistance du projet/).fill("Maison d'hôtes de 12 chambres");
  await page.getByLabel(/^Surface couverte prévue/).fill('600');
  await page.getByLabel(/^Date prévisionnelle de démarrage des travaux/).fill('01/03/2027');
  await page.getByLabel(/^Date prévisionnelle d'achèvement des travaux/).fill('30/06/2028');
  await page.getByLabel(/^Emplois directs prévus/).fill('40');
  await expect(page.getByText('01/03/2027 – 31/12/2027')).toBeVisible();
  await page.getByLabel(/^Montant investi \(DH\) 2027/).fill('2000000');
  await page.getByLabel(/^Emplois créés 2027/).fill('15');
  await page.getByLabel(/^Montant investi \(DH\) 2028/).fill('3000000');
  await page.getByLabel(/^Emplois créés 2028/).fill('25');
  await page.getByRole('button', { name: 'Ajouter une parcelle' }).click();
  await choose(page, /^Statut juridique/, /Propriété privée/);
  await choose(page, /^Commune/, /.+/);
  await choose(page, /^Référence foncière/, 'Titre foncier');
  await page.getByLabel(/^Superficie \(m²\)/).fill('1200');
  await page.getByRole('radio', { name: 'Non' }).check();
  await page.getByLabel(/^Conservation foncière/).fill('Berrechid');
  await page.getByLabel(/^Numéro du titre foncier/).fill('45871');
  await page.getByLabel(/^Indice du titre/).fill('C');
  await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();

  // Step 2: the project form.
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/details$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Mon projet' })).toBeVisible();
  const holder = page.getByRole('group', { name: 'Porteur du projet' });
  await pick(holder, page, /^Famille de forme juridique/, 'Personne physique');
  await pick(holder, page, /^Profession/, 'Commerçant');
  const about = page.getByRole('group', { name: 'Le projet' });
  await expect(about.getByLabel(/^Nom du projet/)).toHaveValue(PROJECT);
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
  await sectors.getByLabel(/^Emplois créés/).fill('40');
  await sectors.getByLabel(/^Superficie \(m²\)/).fill('1200');
  await sectors.getByLabel(/^Superficie couverte/).fill('600');
  await sectors.getByLabel(/^Nombre de lits/).fill('24');
  await pick(sectors, page, /^Commune de la composante/, 'Berrechid');
  await expect(sectors).toContainText('Total : 5 000 000 DH');
  const partners = page.getByRole('group', { name: 'Associés majoritaires' });
  await partners.getByRole('button', { name: 'Ajouter un associé' }).click();
  const partner = partners.getByRole('region').last();
  await pick(partner, page, /^Type d'associé/, 'Personne physique');
  await partner.getByLabel(/^Nom ou raison sociale/).fill('Youssef Alami');
  await partner.getByLabel(/^Part sociale/).fill('60');
  const architect = page.getByRole('group', { name: 'Architecte' });
  await architect.getByLabel(/^Prénom/).fill('Karim');
  await architect.getByLabel(/^Nom/).fill('Bennani');
  await architect.getByLabel(/^Adresse e-mail/).fill('k.bennani@archi.ma');
  await architect.getByLabel(/^Numéro d'autorisation/).fill('CNOA-4521');
  await page.getByLabel(/^Je certifie être le représentant habilité/).check();
  await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();

  // Step 3: a PDF on every required tile.
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/documents$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Documents du dossier' })).toBeVisible();
  const required = page.getByRole('listitem').filter({ has: page.getByText('Obligatoire', { exact: true }) });
  // The permit asks a physical person for 8 pieces (seed/reference/procedure-requirements.ts): the identity
  // document, the ownership certificate, the cadastral plan, the urban-planning note, the location plan, the
  // topographic survey, the architectural plans and the architect's contract.
  await expect(required).toHaveCount(8);
  const count = await required.count();
  for (let i = 0; i < count; i += 1) {
    const tile = required.nth(i);
    await tile
      .locator('input[type="file"]')
      .setInputFiles({ name: `piece-${i + 1}.pdf`, mimeType: 'application/pdf', buffer: PDF });
    await expect(tile.getByRole('link', { name: new RegExp(`piece-${i + 1}\\.pdf`) })).toBeVisible();
  }
  await expect(required.getByText('Aucun fichier déposé.')).toHaveCount(0);
  await page.getByRole('link', { name: /Continuer/ }).click();

  // Step 4: the recap, every step complete, the declaration, the submission.
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/recap$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Récapitulatif du dépôt' })).toBeVisible();
  await expect(page.getByText('Complet', { exact: true })).toHaveCount(3);
  await expect(page.getByText(PERMIT).first()).toBeVisible();
  await page.getByRole('checkbox', { name: /Je déclare sur l'honneur/ }).check();
  await page.getByRole('button', { name: 'Soumettre le dossier' }).click();

  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/success$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Votre dossier a été soumis' })).toBeVisible();
  await expect(page.getByText(PROJECT)).toBeVisible();

  // The project page: the timeline goes from the draft to the review.
  await page.getByRole('link', { name: 'Voir mon projet' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}$`));
  await expect(page.getByRole('heading', { level: 1, name: PROJECT })).toBeVisible();
  const followUp = page.getByRole('region', { name: 'Suivi du dossier' });
  await expect(followUp.getByText('Brouillon')).toBeVisible();
  await expect(followUp.getByText("En cours d'instruction").first()).toBeVisible();
  await expect(followUp.getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Compléter le dépôt du dossier' })).toHaveCount(0);

  // "Mes projets": the file is among the submitted ones, not among those in deposit.
  await page.getByRole('link', { name: 'Mes projets' }).first().click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes projets' })).toBeVisible();
  const submitted = page.getByRole('heading', { level: 2, name: 'Dossiers soumis' }).locator('xpath=..');
  await expect(submitted.getByRole('link', { name: `Ouvrir le projet ${PROJECT}` })).toBeVisible();
  await expect(submitted.getByText(PERMIT)).toBeVisible();
  await expect(page.getByText("Vous n'avez aucun dossier en cours de dépôt.")).toBeVisible();
});
