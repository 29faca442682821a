import { questionnaire } from '@cri/shared/fixtures/builders';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  draftProjectThroughApi,
  expectNoSeriousViolation,
  setLanguage,
  signIn,
  signUpAndActivate,
  uniqueEmail,
} from './helpers.ts';

const PASSWORD = 'Documents@Cri2026';
/** Set PROJECT_DOCUMENTS_SHOTS=<dir> to keep screenshots of the pages (looked at by hand). */
const SHOTS = process.env.PROJECT_DOCUMENTS_SHOTS;
const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The questionnaire (the framing-form test body) and a project with the building permit, through the API. */
async function projectOf(request: APIRequestContext, email: string): Promise<number> {
  const framingForm = questionnaire();
  const created = await draftProjectThroughApi(request, { username: email, password: PASSWORD, framingForm, procedureIds: [3] });
  return created.projectId;
}

test('an investor uploads a PDF on a tile, sees its link, and an infected file is refused with the spec message', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('documents');
  await signUpAndActivate(request, email, PASSWORD);
  const projectId = await projectOf(request, email);
  await signIn(page, email, { password: PASSWORD });
  await page.goto(`/projects/${projectId}/documents`);
  await expect(page.getByRole('heading', { level: 1, name: 'Documents du dossier' })).toBeVisible();

  const tiles = page.getByRole('listitem');
  const first = tiles.first();
  const second = tiles.nth(1);
  await expect(first.getByText('Aucun fichier déposé.')).toBeVisible();
  await expectNoSeriousViolation(page);
  await shot(page, 'documents-fr');

  // A PDF on the first tile: the link to the uploaded file appears.
  await first.locator('input[type="file"]').setInputFiles({ name: 'statuts.pdf', mimeType: 'application/pdf', buffer: PDF });
  const link = first.getByRole('link', { name: /statuts\.pdf/ });
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/\/backend\/api\/provided-document\/\d+\/file\?token=/);
  // The tokened link works without the bearer header (a plain browser link).
  const download = await request.get(href ?? '');
  expect(download.status()).toBe(200);
  expect(Buffer.from(await download.body()).equals(PDF)).toBe(true);
  await expect(first.getByRole('button', { name: /Supprimer/ })).toBeVisible();

  // EICAR named .pdf on the second tile: the infected message next to it, the first tile untouched.
  await second
    .locator('input[type="file"]')
    .setInputFiles({ name: 'facture.pdf', mimeType: 'application/pdf', buffer: Buffer.from(EICAR) });
  await expect(second.getByRole('alert')).toHaveText(/Document infecté : merci de le désinfecter puis de le déposer à nouveau/);
  await expect(second.getByText('Aucun fichier déposé.')).toBeVisible();
  await expect(first.getByRole('link', { name: /statuts\.pdf/ })).toBeVisible();
  await expectNoSeriousViolation(page);
  await shot(page, 'documents-infected-fr');

  // "Continue" leads to the recap step (issue 5).
  await expect(page.getByRole('link', { name: /Continuer/ })).toHaveAttribute('href', `/projects/${projectId}/recap`);

  // The same page in Arabic, right to left.
  await setLanguage(page, 'ar');
  await page.goto(`/projects/${projectId}/documents`);
  await expect(page.getByRole('heading', { level: 1, name: 'وثائق الملف' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoSeriousViolation(page);
  await shot(page, 'documents-ar');

  // One document's page.
  await first.getByRole('link', { name: /التفاصيل/ }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/documents/\\d+$`));
  await expectNoSeriousViolation(page);
  await shot(page, 'document-detail-ar');
});
