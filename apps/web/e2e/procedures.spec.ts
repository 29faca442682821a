import { expect, test } from '@playwright/test';
import { expectNoSeriousViolation, setLanguage } from './helpers.ts';

test('a visitor finds a procedure, reads its documents and sees the fees of a region', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: /Consulter les procédures/ }).click();
  await expect(page).toHaveURL(/\/procedures$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Procédures et incitations' })).toBeVisible();

  await page.getByLabel('Rechercher une procédure').fill('permis');
  await expect(page.getByRole('heading', { level: 2, name: 'Permis de construire hors zones franches' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /vocation non agricole/ })).toHaveCount(0);

  // The category filter narrows the list: no land procedure is called "permis".
  await page.getByText('Foncier', { exact: true }).click();
  await expect(page.getByText('Aucune procédure ne correspond à votre recherche.')).toBeVisible();
  await page.getByText('Urbanisme', { exact: true }).click();

  await page.getByRole('link', { name: /Voir la procédure : Permis de construire hors zones franches/ }).click();
  await expect(page).toHaveURL(/\/procedures\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Permis de construire hors zones franches' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Cadre juridique' })).toBeVisible();
  await expect(page.getByText('Note de renseignements urbanistiques')).toBeVisible();
  await expect(page.getByText('facultatif').first()).toBeVisible();
  await expect(page.getByText(/jours ouvrables/).first()).toBeVisible();

  const fee = page.getByTestId('fee-URBAN_PLANNING_NOTE');
  await expect(fee).toHaveText('Frais de collecte : 200 DH');
  await page.getByRole('combobox', { name: 'Région des frais' }).click();
  await page.getByRole('option', { name: 'Casablanca-Settat' }).click();
  await expect(fee).toHaveText('Frais de collecte : 300 DH');
});

test('a document of a procedure has its own page, with its blank template to download', async ({ page }) => {
  await page.goto('/procedures/1');
  await page.getByRole('link', { name: 'Note de présentation du projet' }).click();
  await expect(page).toHaveURL(/\/provided-document\/18$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Note de présentation du projet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Attestation provisoire de vocation non agricole' })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: /Télécharger le modèle : Modèle de note de présentation/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('modele-project-memo.pdf');
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(path)).subarray(0, 5).toString()).toBe('%PDF-');
});

test('an unknown procedure says so', async ({ page }) => {
  await page.goto('/procedures/9999');
  await expect(page.getByRole('alert')).toHaveText("Cette procédure n'existe pas.");
  await expect(page.getByRole('link', { name: 'Toutes les procédures' })).toBeVisible();
});

test('the catalogue reads in Arabic, from the Arabic fields', async ({ page }) => {
  await setLanguage(page, 'ar');
  await page.goto('/procedures');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'المساطر والتحفيزات' })).toBeVisible();
  await page.getByLabel('البحث عن مسطرة').fill('رخصة البناء');
  await page.getByRole('link', { name: /عرض المسطرة : رخصة البناء خارج المناطق الحرة/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'رخصة البناء خارج المناطق الحرة' })).toBeVisible();
  await expect(page.getByText('مذكرة المعلومات التعميرية')).toBeVisible();
  await page.goto('/provided-document/18');
  await expect(page.getByRole('heading', { level: 1, name: 'مذكرة تقديم المشروع' })).toBeVisible();
  await expect(page.getByRole('link', { name: /تحميل النموذج/ })).toBeVisible();
});

for (const language of ['fr', 'ar'] as const) {
  test(`axe: no serious violation on the procedure list and detail in ${language}`, async ({ page }) => {
    await setLanguage(page, language);
    await page.goto('/procedures');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoSeriousViolation(page);
    await page.goto('/procedures/1');
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.getByRole('listitem').first()).toBeVisible();
    await expectNoSeriousViolation(page);
    await page.goto('/provided-document/18');
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expectNoSeriousViolation(page);
  });
}
