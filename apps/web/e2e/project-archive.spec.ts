import { GUEST_HOUSE, questionnaire } from '@cri/shared/fixtures/builders';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  draftProjectThroughApi,
  expectNoSeriousViolation,
  setLanguage,
  signIn,
  signUpAndActivate,
  uniqueEmail,
} from './helpers.ts';

const PASSWORD = 'Projet@Cri2026';
/** Set PROJECT_ARCHIVE_SHOTS=<dir> to keep screenshots of the list (looked at by hand). */
const SHOTS = process.env.PROJECT_ARCHIVE_SHOTS;

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** A questionnaire and a draft project with a building permit, through the API. */
async function projectOf(request: APIRequestContext, email: string): Promise<number> {
  const framingForm = questionnaire({ ...GUEST_HOUSE, projectName: 'Riad Berrechid' });
  const created = await draftProjectThroughApi(request, { username: email, password: PASSWORD, framingForm, procedureIds: [3] });
  return created.projectId;
}

test('an investor archives a draft from the pages, finds it in the closed files and restores it, in Arabic', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('archive');
  await signUpAndActivate(request, email, PASSWORD);
  const projectId = await projectOf(request, email);
  await signIn(page, email, { password: PASSWORD });

  // The list in French: reachable from the menu, accessible.
  await page.goto('/projects');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes projets' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ouvrir le projet Riad Berrechid' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Dossiers déposés' })).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousViolation(page);
  await shot(page, 'projects-list-fr');

  await setLanguage(page, 'ar');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'مشاريعي' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'فتح المشروع Riad Berrechid' })).toBeVisible();
  await expectNoSeriousViolation(page);
  await shot(page, 'projects-list-ar');

  // Archive: the confirmation says what it means, then the success page.
  await page.getByRole('link', { name: 'أرشفة المشروع Riad Berrechid' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/archive$`));
  await expect(page.getByRole('heading', { level: 1, name: 'أرشفة الملف' })).toBeVisible();
  await shot(page, 'archive-confirm-ar');
  await page.getByRole('button', { name: 'تأكيد الأرشفة' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/archive-project/success$`));
  await expect(page.getByRole('heading', { level: 1, name: 'تمت أرشفة الملف' })).toBeVisible();

  // The closed files show it, with a restore action.
  await page.getByRole('link', { name: 'عرض الملفات المغلقة' }).click();
  await expect(page).toHaveURL(/\/projects\?tab=closed$/);
  await expect(page.getByRole('tab', { name: 'الملفات المغلقة' })).toHaveAttribute('aria-selected', 'true');
  const closedRow = page.getByRole('row').filter({ hasText: 'Riad Berrechid' });
  await expect(closedRow).toContainText('مؤرشف');
  await expectNoSeriousViolation(page);
  await shot(page, 'projects-closed-ar');

  await page.getByRole('link', { name: 'استرجاع المشروع Riad Berrechid' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/restore$`));
  await page.getByRole('button', { name: 'تأكيد الاسترجاع' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/restore-project/success$`));
  await expect(page.getByRole('heading', { level: 1, name: 'تم استرجاع الملف' })).toBeVisible();

  // Back in the files in deposit, restored and editable again.
  await page.getByRole('link', { name: 'عرض ملفاتي المودعة' }).click();
  const row = page.getByRole('row').filter({ hasText: 'Riad Berrechid' });
  await expect(row).toContainText('مسترجع');
  await expect(page.getByRole('link', { name: 'أرشفة المشروع Riad Berrechid' })).toBeVisible();
});
