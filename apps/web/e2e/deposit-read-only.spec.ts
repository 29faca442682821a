import { expect, type Page, test } from '@playwright/test';
import { submittedProjectOf } from './complete-project.ts';
import { expectNoSeriousViolation, setLanguage } from './helpers.ts';
import { resumeSession } from './sessions.ts';

/**
 * Issue 13 (remaining-areas §5 item 4): the region's advisor opens the deposit steps of a file
 * (`/projects/{id}/infos`, `/details`, `/success`, as routes.json lists) from the file's page, and reads
 * them: inputs disabled, no save, no submit, no wizard; in French and in Arabic. Set DEPOSIT_SHOTS=<dir>
 * to keep screenshots of the pages (looked at by hand).
 */
const ADVISOR = 'conseiller.casa@demo.cri.ma';
const PASSWORD = 'Lecture@Cri2026';
const SHOTS = process.env.DEPOSIT_SHOTS;

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test("the region's advisor reads a file's deposit steps, read-only, in French and Arabic", async ({ page, request }) => {
  test.setTimeout(120_000);
  const file = await submittedProjectOf(request, { label: 'Lecture', password: PASSWORD });
  await resumeSession(page, ADVISOR, `/projects/${file.id}`);
  const steps = page.getByRole('navigation', { name: /Dépôt du dossier, étape par étape/ });

  await steps.getByRole('link', { name: 'Informations du projet' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${file.id}/infos$`), { timeout: 20_000 });
  await expect(page.getByText(/Seul l'investisseur peut les modifier/)).toBeVisible();
  await expect(page.getByLabel(/^Montant total de l'investissement/)).toBeDisabled();
  await expect(page.getByLabel(/^Montant total de l'investissement/)).not.toHaveValue('');
  await expect(page.getByRole('button', { name: /Enregistrer/ })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Étapes du dépôt' })).toHaveCount(0);
  await expectNoSeriousViolation(page);
  await shot(page, 'advisor-infos-fr');

  await page.goBack();
  await steps.getByRole('link', { name: 'Formulaire du projet' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${file.id}/details$`), { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Formulaire du projet' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/Seul l'investisseur peut le modifier/)).toBeVisible();
  await expect(page.getByLabel(/^Nom du projet/)).toHaveValue(file.name);
  await expect(page.getByLabel(/^Nom du projet/)).toBeDisabled();
  await expect(page.getByRole('button', { name: /Enregistrer/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ajouter un associé' })).toBeDisabled();
  await expectNoSeriousViolation(page);
  await shot(page, 'advisor-details-fr');

  await page.goBack();
  await steps.getByRole('link', { name: 'Dépôt du dossier', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${file.id}/success$`), { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Dépôt du dossier' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/Le dossier a été soumis le \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voir le dossier' })).toBeVisible();
  await expectNoSeriousViolation(page);

  // The same pages in Arabic: right to left, translated, still read-only.
  await setLanguage(page, 'ar');
  await page.goto(`/projects/${file.id}/details`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'استمارة المشروع' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/المستثمر وحده يمكنه تعديلها/)).toBeVisible();
  await shot(page, 'advisor-details-ar');
  await page.goto(`/projects/${file.id}/infos`);
  await expect(page.getByText(/المستثمر وحده يمكنه تعديلها/)).toBeVisible();
  await shot(page, 'advisor-infos-ar');
  await page.goto(`/projects/${file.id}/success`);
  await expect(page.getByRole('heading', { level: 1, name: 'إيداع الملف' })).toBeVisible({ timeout: 20_000 });
});
