import { questionnaire } from '@cri/shared/fixtures/builders';
import { expect, test } from '@playwright/test';
import { submittedProjectOf } from './complete-project.ts';
import {
  apiAuthHeaders,
  apiCaptchaId,
  CAPTCHA_ANSWER,
  choose,
  expectNoSeriousViolation,
  setLanguage,
  signIn,
  signUpAndActivate,
  uniqueEmail,
} from './helpers.ts';
import { resumeSession } from './sessions.ts';

const NEW_PASSWORD = 'Atlas#Settat-2026';

/** The mail the dev mailbox holds for an address (newest first), its link to the password page. */
async function setupLink(request: import('@playwright/test').APIRequestContext, to: string): Promise<string> {
  const mails = (await (await request.get('/backend/api/dev/mailbox')).json()) as { to: string; text: string }[];
  const link = /https?:\/\/\S+\/reset-password\?token=[\w%-]+/.exec(mails.find((m) => m.to === to)?.text ?? '')?.[0];
  expect(link).toBeTruthy();
  return new URL(link ?? '').pathname + new URL(link ?? '').search;
}

test('regional support creates an advisor who chooses a password, enrols the security code and reaches the dashboard, then gives them a file they see', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const lastName = `Berrada ${Date.now() % 100_000}`;
  // A submitted file of the region, filed before the new advisor exists: another advisor holds it (files go to
  // the least loaded advisor, which a new one would be).
  const investorPassword = 'Projets@Cri2026';
  const file = await submittedProjectOf(request, { label: 'Reaffectation', password: investorPassword });
  const mine = await request.get('/backend/api/projects?page=0&size=100', {
    headers: await apiAuthHeaders(request, file.email, investorPassword),
  });
  const reference = ((await mine.json()) as { id: number; reference: string }[]).find((p) => p.id === file.id)?.reference ?? '';
  expect(reference).not.toBe('');
  await resumeSession(page, 'support.casa@demo.cri.ma');
  await expect(page.getByRole('heading', { level: 1, name: 'Conseillers' })).toBeVisible();
  await page.getByRole('link', { name: 'Créer : conseiller' }).click();
  const email = uniqueEmail('nouveau.conseiller');
  await page.getByRole('button', { name: 'Créer', exact: true }).click();
  await expect(page.getByText('Ce champ est obligatoire').first()).toBeVisible();
  await page.locator('input[name="username"]').fill(email);
  await page.locator('input[name="firstName"]').fill('Amine');
  await page.locator('input[name="lastName"]').fill(lastName);
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

  // Regional support finds that file by its reference and gives it to the new advisor.
  await page.goto('/back-office/advisors');
  const backOfficeMenu = page.getByRole('navigation', { name: 'Rubriques du back-office' });
  await backOfficeMenu.getByRole('link', { name: 'Dossiers', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dossiers' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Référence du dossier' }).fill('REF-INCONNUE-0000');
  await expect(page.getByText('Aucun dossier dont la référence contient « REF-INCONNUE-0000 ».')).toBeVisible();
  await page.getByRole('textbox', { name: 'Référence du dossier' }).fill(reference);
  await expect(page.getByRole('cell', { name: file.name })).toBeVisible();
  await expect(page.getByText('1 dossier', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Changer le conseiller du dossier ${reference}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Confier le dossier' }).click();
  await expect(dialog.getByText('Choisissez le nouveau conseiller.')).toBeVisible();
  await choose(page, /Nouveau conseiller/, `Amine ${lastName}`);
  await expectNoSeriousViolation(page);
  await dialog.getByRole('button', { name: 'Confier le dossier' }).click();
  await expect(page.getByText(`Le dossier ${reference} est confié à Amine ${lastName}`)).toBeVisible();
  await expect(page.getByRole('cell', { name: `Amine ${lastName}` })).toBeVisible();
  await backOfficeMenu.getByRole('link', { name: 'Journal des modifications' }).click();
  await expect(page.getByRole('cell', { name: 'Changement de conseiller' }).first()).toBeVisible();

  // The new advisor sees the file as theirs.
  await advisor.goto(`/projects/${file.id}`);
  await expect(advisor.getByTestId('assigned-advisor')).toHaveText(`Amine ${lastName} (vous)`);

  // The projects list in Arabic, right to left.
  await setLanguage(page, 'ar');
  await page.goto(`/back-office-projects?reference=${encodeURIComponent(reference)}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'الملفات' })).toBeVisible();
  await expect(page.getByText('ملف واحد', { exact: true })).toBeVisible();
  await setLanguage(page, 'fr');
});

test('the content manager creates a procedure in Arabic with a required document, and it joins the catalogue and, given a rule, the questionnaire’s recommendations', async ({
  page,
}) => {
  test.setTimeout(150_000);
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

  // A recommendation rule for it (decision 088): the questionnaire then recommends it when a building is planned.
  await page.goto('/back-office/recommendation-rules/new');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await choose(page, /المسطرة/, texts.nameAr ?? '');
  const reasonFr = `Votre programme de construction dépasse 50 millions de dirhams (${code}).`;
  await page.locator('textarea[name="reasonFr"]').fill(reasonFr);
  await page.locator('textarea[name="reasonAr"]').fill('يتجاوز برنامج البناء الخاص بكم 50 مليون درهم.');
  await page.locator('input[name="priority"]').fill('1');
  // Without any condition: refused on the field, in Arabic, nothing typed lost.
  await page.getByRole('button', { name: 'إنشاء', exact: true }).click();
  await expect(page.getByText('يجب أن تتضمن القاعدة شرطا واحدا على الأقل')).toBeVisible();
  await expect(page.locator('textarea[name="reasonFr"]')).toHaveValue(reasonFr);
  await choose(page, /برنامج بناء/, 'نعم');
  await page.locator('input[name="minAmount"]').fill('50000000');
  await page.getByRole('button', { name: 'إنشاء', exact: true }).click();
  await expect(page).toHaveURL(/\/back-office\/recommendation-rules\/\d+$/);
  await expectNoSeriousViolation(page);
  await setLanguage(page, 'fr');

  // An investor's questionnaire (80 M DH, a building planned): the new procedure is among the recommendations.
  const investorPassword = 'Questionnaire@Cri2026';
  const investorEmail = uniqueEmail('recommandation');
  await signUpAndActivate(page.request, investorEmail, investorPassword);
  const form = await page.request.post('/backend/api/framing-forms/create-first-step', {
    headers: await apiAuthHeaders(page.request, investorEmail, investorPassword),
    data: {
      framingForm: questionnaire(),
      captcha: { captchaId: await apiCaptchaId(page.request), captchaAnswer: CAPTCHA_ANSWER },
    },
  });
  expect(form.status()).toBe(201);
  const { id: formId } = (await form.json()) as { id: number };
  const investor = await (await page.context().browser()?.newContext())?.newPage();
  if (!investor) throw new Error('no browser');
  await signIn(investor, investorEmail, { password: investorPassword });
  await investor.goto(`/framing-forms/${formId}/procedures`);
  await expect(investor.getByText(texts.nameFr ?? '').first()).toBeVisible();
  await expect(investor.getByText(reasonFr)).toBeVisible();
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

test('the content manager pages the document types by keyset: next, reload, previous, back button, in French and Arabic', async ({
  page,
}) => {
  await resumeSession(page, 'contenu.national@demo.cri.ma');
  await page.goto('/back-office/document-types');
  await expect(page.getByRole('heading', { level: 1, name: 'Types de documents' })).toBeVisible();
  const range = page.getByTestId('keyset-range');
  await expect(range).toHaveText(/^1–20 sur \d+$/);
  const total = Number(/sur (\d+)/.exec((await range.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(20);
  const pager = page.getByRole('navigation', { name: 'Pages de la liste' });
  await expect(pager.getByRole('button', { name: 'Page précédente' })).toBeDisabled();
  const firstRow = await page.getByRole('row').nth(1).textContent();

  // Next: the cursor goes into the address; a reload lands on the same page.
  await pager.getByRole('button', { name: 'Page suivante' }).click();
  await expect(range).toHaveText(`21–${Math.min(40, total)} sur ${total}`);
  await expect(page).toHaveURL(/[?&]after=[\w-]+/);
  const secondRow = await page.getByRole('row').nth(1).textContent();
  expect(secondRow).not.toBe(firstRow);
  await page.reload();
  await expect(range).toHaveText(`21–${Math.min(40, total)} sur ${total}`);
  await expect(page.getByRole('row').nth(1)).toHaveText(secondRow ?? '');

  // Previous asks the page before by its cursor; the back button returns to the page seen before it.
  await pager.getByRole('button', { name: 'Page précédente' }).click();
  await expect(range).toHaveText(`1–20 sur ${total}`);
  await expect(page).toHaveURL(/[?&]before=[\w-]+/);
  await expect(page.getByRole('row').nth(1)).toHaveText(firstRow ?? '');
  await page.goBack();
  await expect(range).toHaveText(`21–${Math.min(40, total)} sur ${total}`);

  // A new sort starts again at the first page.
  await page.getByRole('button', { name: 'Code' }).click();
  await expect(page).not.toHaveURL(/after=|before=/);
  await expect(range).toHaveText(`1–20 sur ${total}`);
  await expectNoSeriousViolation(page);

  // In Arabic: the labels translated, the arrows mirrored with the reading direction.
  await setLanguage(page, 'ar');
  await page.reload();
  const arPager = page.getByRole('navigation', { name: 'صفحات القائمة' });
  await arPager.getByRole('button', { name: 'الصفحة التالية' }).click();
  await expect(page.getByTestId('keyset-range')).toContainText('من');
  const arrow = arPager.getByRole('button', { name: 'الصفحة التالية' }).locator('svg');
  expect(await arrow.evaluate((svg) => getComputedStyle(svg).transform)).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  await expectNoSeriousViolation(page);
});
