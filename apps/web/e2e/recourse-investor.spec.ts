import { expect, test } from '@playwright/test';
import { submittedProjectOf } from './complete-project.ts';
import { decideThroughApi } from './decided-file.ts';
import { expectNoSeriousViolation, setLanguage, signIn } from './helpers.ts';
import { staffPage } from './staff-session.ts';

/**
 * Appeals, investor side (issue 15): a file refused by the commission today -> the file's page offers
 * "Déposer un recours" -> the file's appeals and clocks -> the gracious recourse form, first with bad input
 * (an explanation over 1000 characters, no signed request, no honour declaration: each error shown, nothing
 * typed lost) -> the confirmation -> "filed" -> the details with the governor's countdown; the same details
 * in Arabic (rtl); axe on the form and the details. On a weekend no session sits today: the decision cannot
 * be recorded, and the test checks the file's appeals page refuses an appeal before any decision (the API
 * tests cover the rest with a controlled clock). The public /recours page is in the accessibility crawl.
 */

const PASSWORD = 'Recours@Cri2026';
const ADVISOR = 'conseiller.casa@demo.cri.ma';
const REQUEST = {
  name: 'demande-recours-signee.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
};

test('investor files a gracious recourse on a refused file and follows its clock, in French and Arabic', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const file = await submittedProjectOf(request, { label: 'Recours', password: PASSWORD });
  const advisor = await staffPage(browser, ADVISOR);
  const refused = await decideThroughApi(advisor, file.id, 'UNFAVORABLE');
  await advisor.context().close();
  await signIn(page, file.email, { password: PASSWORD });
  if (!refused) {
    await page.goto(`/projects/${file.id}/recourse-information`);
    await expect(page.getByTestId('recourse-kind-GRACIOUS')).toContainText(
      "Aucune décision de la commission n'a encore été rendue",
    );
    await expect(page.getByRole('link', { name: 'Déposer ce recours' })).toHaveCount(0);
    return;
  }

  // The file's page leads to the appeal; the file's appeals page shows the filing countdown.
  await page.goto(`/projects/${file.id}`);
  const entry = page.getByTestId('recourse-entry');
  await expect(entry.getByTestId('legal-clock')).toBeVisible();
  await entry.getByRole('link', { name: 'Recours du dossier et délais' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Recours du dossier' })).toBeVisible();
  const gracious = page.getByTestId('recourse-kind-GRACIOUS');
  await expect(gracious.getByRole('group', { name: /Délai pour déposer : \d+ jours restants/ })).toBeVisible();
  await expect(page.getByTestId('recourse-kind-MINISTERIAL')).toContainText('qui n');
  await gracious.getByRole('link', { name: 'Déposer ce recours' }).click();

  // Bad input: each error on the form, what was typed kept.
  const reason = 'Le terrain a été reclassé en zone industrielle par arrêté communal.';
  await page.getByLabel('Motif du recours').fill(reason);
  await page.getByLabel('Explication').fill('x'.repeat(1001));
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByText('Texte trop long')).toBeVisible();
  await expect(page.getByText('1001 / 1000 caractères')).toBeVisible();
  await expect(page.getByText('Joignez la demande signée.')).toBeVisible();
  await expect(page.getByText("Cochez la déclaration sur l'honneur.")).toBeVisible();
  await expect(page.getByLabel('Motif du recours')).toHaveValue(reason);
  await expectNoSeriousViolation(page);

  await page
    .getByLabel('Explication')
    .fill('La commission s’est fondée sur l’ancien plan d’aménagement ; l’arrêté de reclassement est joint à la demande.');
  await page.locator('input[type="file"]').setInputFiles(REQUEST);
  await page.getByLabel("Je déclare sur l'honneur l'exactitude des informations fournies.").check();
  await page.getByRole('button', { name: 'Continuer' }).click();

  await expect(page.getByRole('heading', { level: 1, name: "Vérifiez votre recours avant l'envoi" })).toBeVisible();
  await expect(page.getByTestId('recourse-reason')).toHaveText(reason);
  await page.getByRole('button', { name: 'Envoyer le recours' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Votre recours gracieux a été déposé' })).toBeVisible();
  await page.getByRole('link', { name: 'Voir le recours' }).click();

  await expect(page).toHaveURL(new RegExp(`/projects/${file.id}/recourse-details$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Recours gracieux' })).toBeVisible();
  await expect(page.getByTestId('recourse-state')).toHaveText("Déposé, en attente d'instruction");
  const clock = page.getByRole('group', { name: /Délai de décision du gouverneur : \d+ jours restants/ });
  await expect(clock).toBeVisible();
  await expect(clock.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
  await expectNoSeriousViolation(page);

  // The same page in Arabic, right to left.
  await setLanguage(page, 'ar');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'التظلم الاستعطافي' })).toBeVisible();
  await expect(page.getByTestId('legal-clock')).toContainText('آخر أجل');
  await expectNoSeriousViolation(page);
});
