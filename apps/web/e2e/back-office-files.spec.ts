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

test('the content manager gives a procedure a timeline image, shown on its public page in both languages, then removes it', async ({
  page,
  browser,
}) => {
  // Two languages, two roles of pages and uploads: longer than the default on a busy machine.
  test.setTimeout(180_000);
  await resumeSession(page, 'contenu.national@demo.cri.ma');
  // Procedure 9, which no other browser test opens.
  await page.goto('/back-office/procedures/9');
  // The record's page (slow on a busy machine).
  await expect(page.locator('input[name="nameFr"]')).not.toHaveValue('', { timeout: 60_000 });
  const file = page.locator('input[type="file"]');
  // An image needs its description in both languages (the form's own check, as the server's).
  await file.setInputFiles({ name: 'chronologie.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText("Décrivez l'image de la chronologie en français et en arabe").first()).toBeVisible();
  await page.locator('input[name="timelineImageAltFr"]').fill('Dépôt, commission, puis décision sous 30 jours');
  await page.locator('input[name="timelineImageAltAr"]').fill('الإيداع، ثم اللجنة، ثم القرار خلال 30 يوما');
  // Not an image (by content): the spec's 9994 under the file, nothing lost.
  await file.setInputFiles({ name: 'chronologie.png', mimeType: 'image/png', buffer: PDF });
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText("L'image de la chronologie doit être une image PNG, JPEG ou WebP.")).toBeVisible();
  await expect(page.locator('input[name="timelineImageAltFr"]')).toHaveValue('Dépôt, commission, puis décision sous 30 jours');
  await file.setInputFiles({ name: 'chronologie.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByRole('img', { name: 'Image de la chronologie de la procédure' })).toBeVisible();
  await expectNoSeriousViolation(page);

  await page.goto('/procedures/9');
  const shown = page.getByRole('img', { name: 'Dépôt, commission, puis décision sous 30 jours' });
  await shown.scrollIntoViewIfNeeded();
  await expect(shown).toHaveAttribute('loading', 'lazy');
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await setLanguage(page, 'ar');
  await page.goto('/procedures/9');
  await expect(page.getByRole('img', { name: 'الإيداع، ثم اللجنة، ثم القرار خلال 30 يوما' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'التسلسل الزمني للمسطرة' })).toBeVisible();

  // Removed from the back-office (in Arabic): the public page shows none.
  await page.goto('/back-office/procedures/9');
  await page.getByRole('checkbox', { name: 'حذف الصورة الحالية عند الحفظ' }).check();
  await page.getByRole('button', { name: 'حفظ', exact: true }).click();
  await expect(page.getByRole('img', { name: 'صورة التسلسل الزمني للمسطرة' })).toHaveCount(0);
  const detail = await page.request.get('/backend/api/procedures/9');
  expect((await detail.json()).timelineImage).toBeNull();
  // This browser may hold the catalogue's answer for its 5 minutes (decision 098); a visitor's fresh one shows none.
  const visitor = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const fresh = await visitor.newPage();
  await fresh.goto('/procedures/9');
  await expect(fresh.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(fresh.getByTestId('procedure-timeline-image')).toHaveCount(0);
  await visitor.close();
});

test('regional support adds an operation-monitoring mail address of its region; the list shows it in Arabic', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await resumeSession(page, 'support.casa@demo.cri.ma');
  await page.goto('/back-office/monitoring-mails/new');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const email = uniqueEmail('suivi.operations');
  await page.locator('input[name="name"]').fill('Pôle suivi des investissements');
  await page.locator('input[name="email"]').fill(email);
  await expect(page.getByRole('checkbox', { name: 'Reçoit le récapitulatif hebdomadaire' })).toBeChecked();
  await page.getByRole('button', { name: 'Créer', exact: true }).click();
  await expect(page).toHaveURL(/\/back-office\/monitoring-mails\/\d+$/);
  // The same address twice in the region: refused on the field.
  await page.goto('/back-office/monitoring-mails/new');
  await page.locator('input[name="name"]').fill('Doublon');
  await page.locator('input[name="email"]').fill(email);
  await page.getByRole('button', { name: 'Créer', exact: true }).click();
  await expect(page.getByText('Cette adresse reçoit déjà le récapitulatif de cette région.')).toBeVisible();

  await setLanguage(page, 'ar');
  await page.goto('/back-office/monitoring-mails');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('textbox', { name: 'بحث' }).fill(email);
  await expect(page.getByRole('cell', { name: email })).toBeVisible();
  await expectNoSeriousViolation(page);
});
