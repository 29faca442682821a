import { expect, test } from '@playwright/test';
import { expectNoSeriousViolation, setLanguage } from './helpers.ts';
import { sessionPage } from './sessions.ts';

/**
 * Appeals, investor side (issue 15): the demo investor's file refused two days ago (demo seed
 * CRI-DEMO-RECOURS-2) -> its appeals page -> the gracious recourse form, first with bad input (an
 * explanation over 1000 characters, no signed request: each error shown, nothing typed lost) -> the
 * confirmation -> "filed" -> the details with the governor's countdown; the same details in Arabic (rtl),
 * both checked with axe. The public /recours page is checked by the accessibility crawl (public menu).
 */

const INVESTOR = 'investisseur@demo.cri.ma';
const FILE = 'Entrepôt logistique frigorifique — Mediouna';
const REQUEST = {
  name: 'demande-recours-signee.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
};

test('investor files a gracious recourse on a refused file and follows its clock, in French and Arabic', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await sessionPage(browser, INVESTOR, '/projects/recourse-information');
  await expect(page.getByRole('heading', { level: 1, name: 'Recours' })).toBeVisible();
  await page.getByRole('listitem').filter({ hasText: FILE }).getByRole('link', { name: 'Voir les recours du dossier' }).click();

  // The file's appeals: the gracious one open with its filing countdown, the ministerial one not yet.
  await expect(page.getByRole('heading', { level: 1, name: 'Recours du dossier' })).toBeVisible();
  const gracious = page.getByTestId('recourse-kind-GRACIOUS');
  await expect(gracious.getByTestId('legal-clock')).toBeVisible();
  await expect(page.getByTestId('recourse-kind-MINISTERIAL')).toContainText('recours gracieux');
  await gracious.getByRole('link', { name: 'Déposer ce recours' }).click();

  // Bad input: each error on the form, what was typed kept.
  const reason = 'Le terrain a été reclassé en zone industrielle par arrêté communal.';
  await page.getByLabel('Motif du recours').fill(reason);
  await page.getByLabel('Explication').fill('x'.repeat(1001));
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByText('Texte trop long')).toBeVisible();
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

  await expect(page).toHaveURL(/\/projects\/\d+\/recourse-details$/);
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
  await page.context().close();
});
