import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { submittedProjectOf } from './complete-project.ts';
import { expectNoSeriousViolation, setLanguage } from './helpers.ts';
import { resumeSession } from './sessions.ts';
import { isoWeek, plusDays, shown, todayInMorocco, weekday } from './staff-session.ts';
import { takeOverFile } from './take-over.ts';

/**
 * Commission scheduling (issue 6): the advisor programs a validated file on a working day of the coming
 * week, finds it in the commission calendar, deprograms it and programs it again; the region's
 * consultation user reads the calendar without any programming action.
 */

const API = '/backend/api';
const PASSWORD = 'Programmation@Cri2026';
const _PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** Set SCHEDULING_SHOTS=<dir> to keep screenshots of the pages (looked at by hand). */
const SHOTS = process.env.SCHEDULING_SHOTS;

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

// Casablanca-Settat sits on Thursdays; the coming week's Thursday is always a future working day.
const nextMonday = plusDays(todayInMorocco(), 8 - weekday(todayInMorocco()));
const THURSDAY = plusDays(nextMonday, 3);
const WEDNESDAY = plusDays(nextMonday, 2);
const { year: YEAR, week: WEEK } = isoWeek(nextMonday);

/** A fresh investor's complete file in Casablanca-Settat, submitted; all through the API. */
const submittedFile = (request: APIRequestContext) => submittedProjectOf(request, { label: 'Programmation', password: PASSWORD });

/** The advisor validates the file through the advisor-review route, with the bearer token of the signed-in page. */
async function validateAsAdvisor(page: Page, projectId: number): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const docs = (await (await page.request.get(`${API}/docs/json`)).json()) as { paths: Record<string, unknown> };
  expect(
    Object.keys(docs.paths).some((p) => p.endsWith('/projects/{id}/validate')),
    'POST /projects/{id}/validate (advisor review) must exist to get a validated file',
  ).toBe(true);
  await takeOverFile(page, projectId);
  const res = await page.request.post(`${API}/projects/${projectId}/validate`, {
    headers: { authorization: `Bearer ${token}` },
    data: {},
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

test.describe.configure({ mode: 'serial' });

let file: { id: number; name: string } = { id: 0, name: '' };

test('the advisor programs a validated file, finds it in the calendar, deprograms and programs it again', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  file = await submittedFile(request);
  await resumeSession(page, 'conseiller.casa@demo.cri.ma');
  await validateAsAdvisor(page, file.id);

  await page.goto(`/schedule/${YEAR}/${WEEK}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Programmation des commissions' })).toBeVisible();
  await expect(page.getByText(`du ${shown(nextMonday)} au ${shown(plusDays(nextMonday, 4))}`)).toBeVisible();
  const thursday = page.getByTestId(`week-day-${THURSDAY}`);
  await expect(thursday.getByText('Jour de commission')).toBeVisible();
  await expect(page.getByTestId(`week-day-${WEDNESDAY}`).getByText('Jour de commission')).toHaveCount(0);
  // The advisor's seven menu entries sit in the drawer below 1408 px (top-bar.tsx).
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Programmation', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const row = page.getByTestId(`to-program-${file.id}`);
  await expect(row).toBeVisible();
  await row.getByLabel(`Jour de la séance pour ${file.name}`).click();
  await page.getByRole('option', { name: `Jeudi ${shown(THURSDAY)}` }).click();
  await row.getByRole('button', { name: `Programmer ${file.name}` }).click();
  await expect(thursday.getByTestId(`programmed-${file.id}`)).toBeVisible();
  await expect(page.getByTestId(`to-program-${file.id}`)).toHaveCount(0);
  await expectNoSeriousViolation(page);
  await shot(page, 'schedule-fr');

  // Previous and next week navigation.
  await page.getByRole('link', { name: 'Semaine suivante' }).click();
  await expect(page.getByTestId(`week-day-${plusDays(THURSDAY, 7)}`)).toBeVisible();
  await page.getByRole('link', { name: 'Semaine précédente' }).click();
  await expect(thursday.getByTestId(`programmed-${file.id}`)).toBeVisible();

  // The commission calendar: the session day is marked, the file has its slot; its summary links to the file.
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Calendrier', exact: true }).click();
  await expect(page).toHaveURL(/\/calendar/);
  await page.goto(`/calendar/${THURSDAY}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendrier des commissions' })).toBeVisible();
  await expect(page.getByTestId(`month-day-${THURSDAY}`)).toHaveAttribute('data-session', 'true');
  const session = page.getByTestId(`session-${file.id}`);
  await expect(session).toContainText(/\d{2}:\d{2} – \d{2}:\d{2}/);
  await expect(session).toContainText('Atlas Hôtels SARL');
  await expectNoSeriousViolation(page);
  await shot(page, 'calendar-fr');
  await session.getByRole('link', { name: `Voir le dossier ${file.name} dans l'agenda` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dossier en commission' })).toBeVisible();
  await expect(page.getByText(`Jeudi ${shown(THURSDAY)}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ouvrir le dossier complet' })).toHaveAttribute('href', `/projects/${file.id}`);

  // Deprogramming sends it back to the files to program; then it is programmed again for the consultation test.
  await page.goto(`/schedule/${YEAR}/${WEEK}`);
  await thursday.getByRole('button', { name: `Déprogrammer ${file.name}` }).click();
  await expect(page.getByTestId(`to-program-${file.id}`)).toBeVisible();
  await expect(thursday.getByTestId(`programmed-${file.id}`)).toHaveCount(0);
  const again = page.getByTestId(`to-program-${file.id}`);
  await again.getByLabel(`Jour de la séance pour ${file.name}`).click();
  await page.getByRole('option', { name: `Jeudi ${shown(THURSDAY)}` }).click();
  await again.getByRole('button', { name: `Programmer ${file.name}` }).click();
  await expect(thursday.getByTestId(`programmed-${file.id}`)).toBeVisible();

  // In Arabic, right to left, with the week days in Arabic.
  await setLanguage(page, 'ar');
  await page.goto(`/schedule/${YEAR}/${WEEK}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'برمجة اللجان' })).toBeVisible();
  await expect(thursday.getByRole('heading', { name: `الخميس ${shown(THURSDAY)}` })).toBeVisible();
  await expect(thursday.getByText('يوم اللجنة')).toBeVisible();
  await expectNoSeriousViolation(page);
  await shot(page, 'schedule-ar');
  await page.goto(`/calendar/${THURSDAY}`);
  await expect(page.getByRole('heading', { level: 1, name: 'رزنامة اللجان' })).toBeVisible();
  await shot(page, 'calendar-ar');
  await setLanguage(page, 'fr');
});

test('the regional consultation user reads the calendar, without programming', async ({ page }) => {
  await resumeSession(page, 'consultation.casa@demo.cri.ma', `/calendar/${THURSDAY}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendrier des commissions' })).toBeVisible();
  await expect(page.getByTestId('calendar-read-only')).toBeVisible();
  await expect(page.getByTestId(`session-${file.id}`)).toContainText(file.name);
  await expect(page.getByRole('button', { name: /Programmer|Déprogrammer/ })).toHaveCount(0);
  await expectNoSeriousViolation(page);
  // Six menu entries: they sit in the drawer below 1408 px; the calendar is there, programming is not.
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Calendrier', exact: true })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Programmation', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  // The programming page is the advisors' only.
  await page.goto('/schedule');
  await expect(page.getByRole('heading', { level: 1, name: 'Programmation des commissions' })).toHaveCount(0);
});
