import { expect, test } from '@playwright/test';
import { expectNoSeriousViolation, setLanguage, uniqueEmail } from './helpers.ts';
import { resumeSession } from './sessions.ts';

/** A 1×1 PNG, and a text file named like a picture (the server reads the content, not the name). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test('regional support creates a member with its administration and signature picture; a non-image gets 9994', async ({
  page,
}) => {
  await resumeSession(page, 'support.casa@demo.cri.ma');
  await page.goto('/back-office/crui-members/new');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const email = uniqueEmail('membre.signature');
  await page.locator('input[name="username"]').fill(email);
  await page.locator('input[name="firstName"]').fill('Salma');
  await page.locator('input[name="lastName"]').fill('Tazi');
  // The administrations of the member's region, searchable, by name.
  await page
    .locator('input')
    .and(page.getByLabel(/^Administration/))
    .fill('Wilaya');
  await page
    .getByRole('option', { name: /Wilaya/ })
    .first()
    .click();
  await page.locator('input[type="file"]').setInputFiles({ name: 'signature.png', mimeType: 'image/png', buffer: PDF });
  await page.getByRole('button', { name: 'Créer', exact: true }).click();
  await expect(page.getByText("L'image de signature doit être une image PNG ou JPEG.")).toBeVisible();
  await expect(page.locator('input[name="firstName"]')).toHaveValue('Salma');

  await page.locator('input[type="file"]').setInputFiles({ name: 'signature.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Créer', exact: true }).click();
  await expect(page).toHaveURL(/\/back-office\/crui-members\/\d+$/);
  await expect(page.getByRole('img', { name: 'Image de signature du membre' })).toBeVisible();
  await expectNoSeriousViolation(page);
  // The picture stored, the member may sign the minutes with it.
  await page
    .locator('input')
    .and(page.getByLabel(/^Mode de signature/))
    .click();
  await page.getByRole('option', { name: 'Image de signature apposée sur le PV' }).click();
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  // The creation's own "Enregistré." may still be on screen: the newest one is this change's.
  await expect(page.getByText('Enregistré.').last()).toBeVisible();
  await page.goto('/back-office/crui-members');
  await page.getByRole('textbox', { name: 'Rechercher' }).fill('Tazi');
  await expect(page.getByRole('cell', { name: /Wilaya/ }).first()).toBeVisible();
});

test('in Arabic, the content manager uploads a document type template: its title is required with a file', async ({
  page,
  request,
}) => {
  await setLanguage(page, 'ar');
  await resumeSession(page, 'contenu.national@demo.cri.ma');
  await page.goto('/back-office/document-types/new');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const code = `E2E_MODELE_${Date.now()}`;
  const texts: Record<string, string> = { code, nameFr: `Modèle ${code}`, nameAr: `نموذج ${code}` };
  for (const [name, value] of Object.entries(texts)) await page.locator(`input[name="${name}"]`).fill(value);
  for (const name of ['descriptionFr', 'descriptionAr']) await page.locator(`textarea[name="${name}"]`).fill('وصف تجريبي');
  await page
    .locator('input')
    .and(page.getByLabel(/^الصيغة المقبولة/))
    .first()
    .click();
  await page.getByRole('option').first().click();
  await page.locator('input[type="file"]').setInputFiles({ name: 'modele.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'إنشاء', exact: true }).click();
  await expect(page.getByText('عنوان النموذج إلزامي عند اختيار ملف.').first()).toBeVisible();
  await page.locator('input[name="templateTitleFr"]').fill('Modèle à remplir');
  await page.locator('input[name="templateTitleAr"]').fill('نموذج للملء');
  await page.getByRole('button', { name: 'إنشاء', exact: true }).click();
  await expect(page).toHaveURL(/\/back-office\/document-types\/\d+$/);
  const id = /\/(\d+)$/.exec(page.url())?.[1];
  await expect(page.getByRole('link', { name: 'تحميل النموذج الحالي' })).toBeVisible();
  await expectNoSeriousViolation(page);
  // The investor's link serves the uploaded file.
  const served = await request.get(`/backend/api/document-types/${id}/template`);
  expect(served.status()).toBe(200);
  expect((await served.body()).subarray(0, 5).toString()).toBe('%PDF-');
});
