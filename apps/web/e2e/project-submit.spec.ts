import { expect, type Page, test } from '@playwright/test';
import { completeProjectOf } from './complete-project.ts';
import { expectNoSeriousViolation, setLanguage, signIn, signUpAndActivate, uniqueEmail } from './helpers.ts';

const PASSWORD = 'Soumission@Cri2026';
/** Set PROJECT_SUBMIT_SHOTS=<dir> to keep screenshots of the pages (looked at by hand). */
const SHOTS = process.env.PROJECT_SUBMIT_SHOTS;
const _PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const _API = '/backend/api';

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('an investor submits a complete file from the recap, lands on the success page and follows its timeline', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('submit');
  await signUpAndActivate(request, email, PASSWORD);
  const projectId = await completeProjectOf(request, email, PASSWORD);
  await signIn(page, email, { password: PASSWORD });

  // The recap in Arabic, right to left.
  await setLanguage(page, 'ar');
  await page.goto(`/projects/${projectId}/recap`);
  await expect(page.getByRole('heading', { level: 1, name: 'ملخص الإيداع' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText('80 000 000 DH')).toBeVisible();
  await expectNoSeriousViolation(page);
  await shot(page, 'recap-ar');

  // In French: the declaration is required, then the file is submitted.
  await setLanguage(page, 'fr');
  await page.goto(`/projects/${projectId}/recap`);
  await expect(page.getByRole('heading', { level: 1, name: 'Récapitulatif du dépôt' })).toBeVisible();
  await expect(page.getByText('Complet')).toHaveCount(3);
  await expectNoSeriousViolation(page);
  await shot(page, 'recap-fr');
  await page.getByRole('button', { name: 'Soumettre le dossier' }).click();
  await expect(page.getByText("Vous devez cocher la déclaration sur l'honneur.")).toBeVisible();
  await page.getByRole('checkbox', { name: /Je déclare sur l'honneur/ }).check();
  await page.getByRole('button', { name: 'Soumettre le dossier' }).click();

  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/success$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Votre dossier a été soumis' })).toBeVisible();
  await expectNoSeriousViolation(page);
  await shot(page, 'success-fr');

  await page.getByRole('link', { name: 'Voir mon projet' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}$`));
  const followUp = page.getByRole('region', { name: 'Suivi du dossier' });
  await expect(followUp.getByText("En cours d'instruction").first()).toBeVisible();
  await expect(followUp.getByText('Brouillon')).toBeVisible();
  await expect(followUp.getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Compléter le dépôt du dossier' })).toHaveCount(0);
  await expectNoSeriousViolation(page);
  await shot(page, 'project-timeline-fr');

  await setLanguage(page, 'ar');
  await page.reload();
  await expect(page.getByText('في طور الدراسة').first()).toBeVisible();
  await shot(page, 'project-timeline-ar');
});
