import { expect, type Page, test } from '@playwright/test';
import { submittedProjectOf } from './complete-project.ts';
import { expectNoSeriousViolation, setLanguage } from './helpers.ts';
import { resumeSession } from './sessions.ts';

/** Set ROUGH_EDGES_SHOTS=<dir> to keep screenshots (looked at by hand). */
const SHOTS = process.env.ROUGH_EDGES_SHOTS;
const shot = async (page: Page, name: string, fullPage = true) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
};

/** Badges whose text does not fit the badge (cut by an ellipsis or hidden by overflow). */
const cutBadges = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.mantine-Badge-label')]
      .filter((label) => label.scrollWidth > label.clientWidth + 1 || label.scrollHeight > label.clientHeight + 1)
      .map((label) => label.textContent),
  );

/** Records every request to the profile-picture route made by the page. */
const pictureRequests = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/profile/picture/')) seen.push(r.url());
  });
  return seen;
};

for (const language of ['fr', 'ar'] as const) {
  test(`issue 13 rough edges, as an advisor, in ${language === 'fr' ? 'French' : 'Arabic'}`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const file = await submittedProjectOf(request, { label: 'Badges', password: 'Projet@Cri2026' });
    const pictures = pictureRequests(page);
    await setLanguage(page, language);
    await resumeSession(page, 'conseiller.casa@demo.cri.ma', '/dashboard');
    await expect(page.locator('html')).toHaveAttribute('lang', language);

    // The dashboard ends with what exists: no list of services to come.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#staff-categories')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(
      page.getByText(language === 'fr' ? 'Ce qui arrive dans cet espace' : 'ما الذي سيتوفر في هذا الفضاء'),
    ).toHaveCount(0);
    expect(await cutBadges(page)).toEqual([]);
    await shot(page, `dashboard-advisor-${language}`);
    // The header: the avatar without a picture request (the demo advisor has none).
    await shot(page, `header-${language}`, false);
    expect(pictures).toEqual([]);

    // The search popover opens with its lists closed.
    await page.getByRole('button', { name: language === 'fr' ? 'Rechercher un projet' : /البحث عن مشروع/ }).click();
    await expect(page.getByRole('dialog').getByRole('heading', { level: 2 })).toBeVisible();
    await page.waitForTimeout(300);
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await shot(page, `search-popover-${language}`, false);
    await page.keyboard.press('Escape');

    // A list of files: every status badge whole.
    await page.goto('/projects?category=SUBMITED');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('table')).toBeVisible();
    expect(await cutBadges(page)).toEqual([]);
    await expectNoSeriousViolation(page);
    await shot(page, `projects-list-${language}`);

    // The file's header: the step agrees with the status beside it.
    await page.goto(`/projects/${file.id}`);
    await expect(page.getByTestId('project-step')).toHaveText(
      language === 'fr' ? 'Instruction par le centre' : 'دراسة الملف من طرف المركز',
    );
    await expect(page.getByTestId('project-status')).toHaveText(language === 'fr' ? "En cours d'instruction" : /.+/);
    await shot(page, `project-header-${language}`, false);
    expect(pictures).toEqual([]);
  });
}

test('a role whose space is not built yet reads that it is not open, and may search', async ({ page }) => {
  await resumeSession(page, 'representant.wali.casa@demo.cri.ma', '/dashboard');
  await expect(page.getByText("Cet espace n'est pas encore ouvert.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rechercher un projet' })).toBeVisible();
  await expectNoSeriousViolation(page);
  await shot(page, 'dashboard-wali-fr');
  await setLanguage(page, 'ar');
  await page.goto('/dashboard');
  await expect(page.getByText('هذا الفضاء غير مفتوح بعد.')).toBeVisible();
  await shot(page, 'dashboard-wali-ar');
});
