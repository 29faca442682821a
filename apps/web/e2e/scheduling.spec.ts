import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { submittedProjectOf } from './complete-project.ts';
import { expectNoSeriousViolation, setLanguage } from './helpers.ts';
import { resumeSession } from './sessions.ts';
import { isoWeek, plusDays, shown, todayInMorocco, weekday } from './staff-session.ts';
import { takeOverFile } from './take-over.ts';

/**
 * Commission scheduling (issues 6 and 13): the advisor programs a validated file on the day the dialog
 * proposes (the region's next commission day with a free slot) after confirming, finds it in the
 * commission calendar, deprograms it after confirming, sees the weekday warning when typing another
 * weekday, and programs it on the coming week's commission day; the region's consultation user reads the
 * calendar without any programming action.
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
/** The first Thursday from today on (today when it is one): the day the program dialog proposes. */
const FIRST_THURSDAY = plusDays(todayInMorocco(), (4 - weekday(todayInMorocco()) + 7) % 7);
/** A working day last week: refused as past (not as a weekend). */
const PAST_WORKDAY = ((d: string) => (weekday(d) > 5 ? plusDays(d, 5 - weekday(d)) : d))(plusDays(todayInMorocco(), -7));
/** "mercredi 2 décembre 2026" / "الأربعاء 2 دجنبر 2026", as the dialogs write a day. */
const longDate = (d: string, lang: 'fr' | 'ar' = 'fr'): string =>
  new Intl.DateTimeFormat(lang === 'ar' ? 'ar-MA-u-nu-latn' : 'fr-FR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${d}T12:00:00Z`));

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

  // One click on "Program…" opens the confirmation on the proposed commission day; nothing changes before "Programmer".
  const row = page.getByTestId(`to-program-${file.id}`);
  await expect(row).toBeVisible();
  await expect(row.getByText('Commission régionale')).toBeVisible();
  await row.getByRole('button', { name: `Programmer ${file.name}` }).click();
  let dialog = page.getByRole('dialog', { name: 'Programmer le dossier en commission' });
  const field = dialog.getByLabel('Date de la séance');
  await expect(field).not.toHaveValue('');
  const proposed = (await field.inputValue()).split('/').reverse().join('-');
  // Today when it is Thursday and a slot is still free after now, else the coming Thursday.
  expect([FIRST_THURSDAY, plusDays(FIRST_THURSDAY, 7)]).toContain(proposed);
  expect(weekday(proposed)).toBe(4);
  await expect(dialog.getByTestId('program-slot-summary')).toContainText(
    new RegExp(`sera examiné à la séance de commission du ${longDate(proposed)}, créneau \\d{2}:\\d{2} – \\d{2}:\\d{2}`),
  );
  await expect(
    dialog.getByText("L'investisseur en sera informé par une notification sur le portail et par e-mail."),
  ).toBeVisible();
  await expect(dialog.getByTestId('weekday-warning')).toHaveCount(0);
  await expectNoSeriousViolation(page);
  await shot(page, 'program-dialog-fr');
  await dialog.getByRole('button', { name: 'Programmer', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  // The advisor lands on the week of the session.
  const { year: pYear, week: pWeek } = isoWeek(proposed);
  await expect(page).toHaveURL(new RegExp(`/schedule/${pYear}/${pWeek}$`));
  const proposedDay = page.getByTestId(`week-day-${proposed}`);
  await expect(proposedDay.getByTestId(`programmed-${file.id}`)).toBeVisible();
  await expect(page.getByTestId(`to-program-${file.id}`)).toHaveCount(0);
  await expectNoSeriousViolation(page);
  await shot(page, 'schedule-programmed-fr');

  // Deprogramming asks first, saying which session the file leaves; cancelling changes nothing.
  await proposedDay.getByRole('button', { name: `Déprogrammer ${file.name}` }).click();
  dialog = page.getByRole('dialog', { name: 'Déprogrammer le dossier' });
  await expect(
    dialog.getByText(
      `Le dossier « ${file.name} » sera retiré de la séance de commission du ${longDate(proposed)} et reviendra dans les dossiers à programmer.`,
    ),
  ).toBeVisible();
  await expect(dialog.getByText(/L'investisseur en sera informé/)).toBeVisible();
  await shot(page, 'deprogram-dialog-fr');
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(proposedDay.getByTestId(`programmed-${file.id}`)).toBeVisible();
  await proposedDay.getByRole('button', { name: `Déprogrammer ${file.name}` }).click();
  await page.getByRole('dialog', { name: 'Déprogrammer le dossier' }).getByRole('button', { name: 'Déprogrammer' }).click();
  await expect(page.getByTestId(`to-program-${file.id}`)).toBeVisible();
  await expect(proposedDay.getByTestId(`programmed-${file.id}`)).toHaveCount(0);

  // A past date is refused under the field, kept as typed; another weekday asks again, naming Thursday.
  await page
    .getByTestId(`to-program-${file.id}`)
    .getByRole('button', { name: `Programmer ${file.name}` })
    .click();
  dialog = page.getByRole('dialog', { name: 'Programmer le dossier en commission' });
  await expect(dialog.getByLabel('Date de la séance')).not.toHaveValue('');
  await dialog.getByLabel('Date de la séance').fill(shown(PAST_WORKDAY));
  await expect(dialog.getByText('Impossible de programmer un dossier à une date passée.')).toBeVisible();
  await expect(dialog.getByLabel('Date de la séance')).toHaveValue(shown(PAST_WORKDAY));
  await expect(dialog.getByRole('button', { name: 'Programmer', exact: true })).toBeDisabled();
  await shot(page, 'program-dialog-past-fr');
  await dialog.getByLabel('Date de la séance').fill(shown(WEDNESDAY));
  const warning = dialog.getByTestId('weekday-warning');
  await expect(warning).toHaveText(
    new RegExp(`^Le jour de commission de la région .+ est le jeudi\\. Programmer quand même le ${longDate(WEDNESDAY)} \\?$`),
  );
  await expect(dialog.getByRole('button', { name: 'Programmer quand même' })).toBeVisible();
  await expectNoSeriousViolation(page);
  await shot(page, 'program-dialog-weekday-fr');
  // Back to the commission day: the warning goes, and the file is programmed on the coming week's Thursday.
  await dialog.getByLabel('Date de la séance').fill(shown(THURSDAY));
  await expect(warning).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Programmer', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/schedule/${YEAR}/${WEEK}$`));
  await expect(thursday.getByTestId(`programmed-${file.id}`)).toBeVisible();
  await expect(page.getByTestId(`to-program-${file.id}`)).toHaveCount(0);
  // Axe during the dialog's closing transition reads its fading title as low contrast: wait until it is gone.
  await expect(dialog).toHaveCount(0);
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
  await expect(page.getByText('Commission régionale', { exact: true })).toBeVisible();
  await expect(page.getByText(/inférieur à 250 millions de dirhams : la commission régionale est compétente/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ouvrir le dossier complet' })).toHaveAttribute('href', `/projects/${file.id}`);

  // In Arabic, right to left, with the week days in Arabic.
  await setLanguage(page, 'ar');
  await page.goto(`/schedule/${YEAR}/${WEEK}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'برمجة اللجان' })).toBeVisible();
  await expect(thursday.getByRole('heading', { name: `الخميس ${shown(THURSDAY)}` })).toBeVisible();
  await expect(thursday.getByText('يوم اللجنة')).toBeVisible();
  await expectNoSeriousViolation(page);
  await shot(page, 'schedule-ar');
  // The dialogs in Arabic: deprogram after confirming, then the weekday warning, then program on Thursday.
  await thursday.getByRole('button', { name: `إلغاء برمجة ${file.name}` }).click();
  dialog = page.getByRole('dialog', { name: 'إلغاء برمجة الملف' });
  await expect(
    dialog.getByText(`سيُسحب الملف « ${file.name} » من جلسة اللجنة ليوم ${longDate(THURSDAY, 'ar')}`, { exact: false }),
  ).toBeVisible();
  await expectNoSeriousViolation(page);
  await shot(page, 'deprogram-dialog-ar');
  await dialog.getByRole('button', { name: 'إلغاء البرمجة' }).click();
  await expect(page.getByTestId(`to-program-${file.id}`)).toBeVisible();
  await page
    .getByTestId(`to-program-${file.id}`)
    .getByRole('button', { name: `برمجة ${file.name}` })
    .click();
  dialog = page.getByRole('dialog', { name: 'برمجة الملف في اللجنة' });
  await expect(dialog.getByLabel('تاريخ الجلسة')).not.toHaveValue('');
  await dialog.getByLabel('تاريخ الجلسة').fill(shown(WEDNESDAY));
  await expect(dialog.getByTestId('weekday-warning')).toContainText('هو الخميس');
  await expect(dialog.getByTestId('weekday-warning')).toContainText(longDate(WEDNESDAY, 'ar'));
  await expectNoSeriousViolation(page);
  await shot(page, 'program-dialog-weekday-ar');
  await dialog.getByLabel('تاريخ الجلسة').fill(shown(THURSDAY));
  await expect(dialog.getByTestId('weekday-warning')).toHaveCount(0);
  await expect(dialog.getByText('سيتم إخبار المستثمر بإشعار في البوابة وبرسالة إلكترونية.')).toBeVisible();
  await shot(page, 'program-dialog-ar');
  await dialog.getByRole('button', { name: 'برمجة', exact: true }).click();
  await expect(thursday.getByTestId(`programmed-${file.id}`)).toBeVisible();
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
