import { expect, test } from '@playwright/test';
import { CAPTCHA_ANSWER, choose, expectNoSeriousViolation, setLanguage, signIn, uniqueEmail } from './helpers.ts';
import { resumeSession } from './sessions.ts';

const NEW_PASSWORD = 'Atlas#Settat-2026';

/** The mail the dev mailbox holds for an address (newest first), its link to the password page. */
async function setupLink(request: import('@playwright/test').APIRequestContext, to: string): Promise<string> {
  const mails = (await (await request.get('/backend/api/dev/mailbox')).json()) as { to: string; text: string }[];
  const link = /https?:\/\/\S+\/reset-password\?token=[\w%-]+/.exec(mails.find((m) => m.to === to)?.text ?? '')?.[0];
  expect(link).toBeTruthy();
  return new URL(link ?? '').pathname + new URL(link ?? '').search;
}

test('regional support creates an advisor who chooses a password, enrols the security code and reaches the dashboard', async ({
  page,
  browser,
  request,
}) => {
  await resumeSession(page, 'support.casa@demo.cri.ma');
  await expect(page.getByRole('heading', { level: 1, name: 'Conseillers' })).toBeVisible();
  await page.getByRole('link', { name: 'Créer : conseiller' }).click();
  const email = uniqueEmail('nouveau.conseiller');
  await page.getByRole('button', { name: 'Créer', exact: true }).click();
  await expect(page.getByText('Ce champ est obligatoire').first()).toBeVisible();
  await page.locator('input[name="username"]').fill(email);
  await page.locator('input[name="firstName"]').fill('Amine');
  await page.locator('input[name="lastName"]').fill('Berrada');
  // The region is the regional support's own, shown read-only.
  await expect(page.getByRole('textbox', { name: 'Région' })).toHaveValue('Casablanca-Settat');
  await page.getByRole('button', { name: 'Créer', exact: true }).click();
  await expect(page).toHaveURL(/\/back-office\/advisors\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Historique des modifications' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Création' })).toBeVisible();
  await expectNoSeriousViolation(page);

  // A second creation with the same address: the message is on the field, what was typed stays.
  await page.goto('/back-office/advisors/new');
  await page.locator('input[name="username"]').fill(email);
  await page.locator('input[name="firstName"]').fill('Autre');
  await page.locator('input[name="lastName"]').fill('Personne');
  await page.getByRole('button', { name: 'Créer', exact: true }).click();
  await expect(page.getByText('Un compte existe déjà avec cette adresse e-mail.')).toBeVisible();
  await expect(page.locator('input[name="firstName"]')).toHaveValue('Autre');

  // The new advisor, in a browser of their own: the mail's link, a password, then the first sign-in.
  const advisor = await (await browser.newContext()).newPage();
  await advisor.goto(await setupLink(request, email));
  await expect(advisor.getByRole('heading', { level: 1, name: 'Choisir un nouveau mot de passe' })).toBeVisible();
  await advisor.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true }).fill(NEW_PASSWORD);
  await advisor.getByRole('textbox', { name: /Confirmation/ }).fill(NEW_PASSWORD);
  await advisor.getByLabel("Recopiez les caractères de l'image").fill(CAPTCHA_ANSWER);
  await advisor.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(advisor.getByRole('heading', { name: 'Mot de passe modifié' })).toBeVisible();
  await signIn(advisor, email, { password: NEW_PASSWORD });
  await expect(advisor).toHaveURL(/\/(dashboard|new-features)/);
});

test('the content manager creates a procedure in Arabic with a required document, and it joins the catalogue', async ({
  page,
}) => {
  await setLanguage(page, 'ar');
  await resumeSession(page, 'contenu.national@demo.cri.ma');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'المساطر' })).toBeVisible();
  await page.getByRole('link', { name: 'إنشاء: مسطرة' }).click();
  const code = `E2E_${Date.now()}`;
  const texts: Record<string, string> = {
    code,
    nameFr: `Autorisation de test ${code}`,
    nameAr: `رخصة تجريبية ${code}`,
    templateCode: 'GENERIC',
  };
  for (const [name, value] of Object.entries(texts)) await page.locator(`input[name="${name}"]`).fill(value);
  for (const name of ['descriptionFr', 'descriptionAr', 'legalContextFr', 'legalContextAr', 'incitationFr', 'incitationAr']) {
    await page.locator(`textarea[name="${name}"]`).fill('نص تجريبي');
  }
  for (const name of [
    'maxSchedulingDelay',
    'investorPaymentDelay',
    'investorTechnicalSheetDelay',
    'validationAdministrationDelay',
  ]) {
    await page.locator(`input[name="${name}"]`).fill('30');
  }
  await choose(page, /الفئة/, 'التعمير');
  await choose(page, /الوثائق الإلزامية/, /.+/);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'إنشاء', exact: true }).click();
  await expect(page).toHaveURL(/\/back-office\/procedures\/\d+$/);
  await expectNoSeriousViolation(page);

  await page.goto('/procedures');
  await expect(page.getByText(texts.nameAr ?? '').first()).toBeVisible();
});

test('the content manager exports the fee scales and is told, field by field, when a scale ends before it starts', async ({
  page,
}) => {
  await resumeSession(page, 'contenu.national@demo.cri.ma');
  await page.getByRole('link', { name: 'Barèmes des agences urbaines' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Barèmes des agences urbaines' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Taxe sur les opérations de construction' }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: '01/01/2008' }).first()).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter (CSV)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^fee-scales-\d{4}-\d{2}-\d{2}\.csv$/);
  await expectNoSeriousViolation(page);

  await page.getByRole('link', { name: 'Créer : barème' }).click();
  // The administration is picked by its name from the administrations resource (decision 085), not typed as an id.
  await choose(page, /^Administration/, 'Wilaya de la région Casablanca-Settat');
  await choose(page, /^Procédure/, /.+/);
  await page.locator('input[name="labelFr"]').fill('Étude de façade');
  await page.locator('input[name="labelAr"]').fill('دراسة الواجهة');
  await choose(page, /^Assiette/, 'Longueur de façade');
  await page.locator('input[name="rateCentimes"]').fill('1200');
  await page.locator('input[name="officialDocument"]').fill('Décision n° 1/2500');
  await page.locator('input[name="validFrom"]').fill('01/01/2500');
  await page.locator('input[name="validTo"]').fill('01/01/2499');
  await page.getByRole('button', { name: 'Créer', exact: true }).click();
  await expect(page.getByText('La fin doit venir après le début.')).toBeVisible();
  await expect(page.locator('input[name="labelFr"]')).toHaveValue('Étude de façade');
  await expect(page).toHaveURL(/\/back-office\/fee-scales\/new$/);
});

test('regional support changes its region’s minutes per file; the record cannot be deleted', async ({ page }) => {
  await resumeSession(page, 'support.casa@demo.cri.ma');
  await page.getByRole('link', { name: 'Paramètres de la région' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Paramètres de la région' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Créer/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'Casablanca-Settat' }).click();
  await expect(page.getByRole('textbox', { name: 'Région' })).toHaveValue('Casablanca-Settat');
  await expect(page.getByRole('button', { name: 'Supprimer' })).toHaveCount(0);
  await page.locator('input[name="minutesPerFile"]').fill('35');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText('Enregistré.')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Modification' }).first()).toBeVisible();
  await expectNoSeriousViolation(page);
});

test('the content manager creates a permanent administration of a type, then reads the types in Arabic', async ({ page }) => {
  await resumeSession(page, 'contenu.national@demo.cri.ma');
  await page.getByRole('link', { name: 'Administrations', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Administrations' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Agence urbaine', exact: true }).first()).toBeVisible();
  await expectNoSeriousViolation(page);
  await page.getByRole('link', { name: 'Créer : administration' }).click();
  const code = `E2E_ADMIN_${Date.now()}`;
  await page.locator('input[name="code"]').fill(code);
  await page.locator('input[name="nameFr"]').fill(`Délégation de test ${code}`);
  await page.locator('input[name="nameAr"]').fill('مندوبية تجريبية');
  await choose(page, /^Type d'administration/, 'Délégation sectorielle');
  await page.getByRole('checkbox', { name: 'Membre permanent' }).check();
  // A permanent administration needs its region: the refusal lands on the field, nothing typed is lost.
  await page.getByRole('button', { name: 'Créer', exact: true }).click();
  await expect(page.getByText("Seule une administration d'une région peut être permanente")).toBeVisible();
  await expect(page.locator('input[name="nameFr"]')).toHaveValue(`Délégation de test ${code}`);
  await choose(page, /^Région/, 'Casablanca-Settat');
  await page.getByRole('button', { name: 'Créer', exact: true }).click();
  await expect(page).toHaveURL(/\/back-office\/administrations\/\d+$/);
  await expectNoSeriousViolation(page);

  await setLanguage(page, 'ar');
  await page.goto('/back-office/administration-types');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'أنواع الإدارات' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'المركز الجهوي للاستثمار' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /إنشاء/ })).toHaveCount(0);
  await expectNoSeriousViolation(page);
});
