import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  apiAuthHeaders,
  apiCaptchaId,
  CAPTCHA_ANSWER,
  choose,
  expectNoSeriousViolation,
  fillLogin,
  signUpAndActivate,
} from './helpers.ts';
import { resumeSession, sessionPage } from './sessions.ts';

const PASSWORD = 'Rdv@Cri2026';
/** Set APPOINTMENT_SHOTS=<dir> to keep screenshots of the pages (looked at by hand). */
const SHOTS = process.env.APPOINTMENT_SHOTS;

const unique = (prefix: string) => `${prefix} ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The two advisors of Casablanca-Settat (demo seed): a request goes to the less busy one. */
const CASA_ADVISORS: Record<string, string> = { Karim: 'conseiller.casa@demo.cri.ma', Salma: 'conseillere.casa@demo.cri.ma' };

/**
 * The investor books through the API with their token (the booking form itself is covered by the visitor
 * test); answers the e-mail of the advisor it was assigned to and of the region's other advisor.
 */
async function bookAsInvestor(
  request: APIRequestContext,
  email: string,
  subject: string,
): Promise<{ holder: string; other: string }> {
  const headers = await apiAuthHeaders(request, email, PASSWORD);
  const res = await request.post('/backend/api/appointments/new', {
    headers,
    data: {
      appointment: { subject, details: 'Présentation du projet', regionId: 2, language: 'ar' },
      captcha: { captchaId: await apiCaptchaId(request), captchaAnswer: CAPTCHA_ANSWER },
    },
  });
  expect(res.status()).toBe(201);
  const mine = await request.get('/backend/api/appointments/all-appointments', { headers });
  const booked = ((await mine.json()) as { subject: string; advisor: { firstName: string } | null }[]).find(
    (a) => a.subject === subject,
  );
  const holder = CASA_ADVISORS[booked?.advisor?.firstName ?? ''];
  expect(holder, 'the request is assigned to an advisor of Casablanca-Settat').toBeTruthy();
  const other = Object.values(CASA_ADVISORS).find((e) => e !== holder) ?? '';
  return { holder: holder ?? '', other };
}

/**
 * A business day at least two days ahead, in Morocco's calendar (YYYY-MM-DD), other than Thursday:
 * Casablanca-Settat's commission day, which has no appointment slot.
 */
function businessDayAhead(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Casablanca' }).format(new Date());
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 2);
  while ([0, 4, 6].includes(day.getUTCDay())) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

test('a visitor books an appointment: a wrong captcha keeps the form, then the success page', async ({ page }) => {
  const subject = unique('Extension usine');
  await page.goto('/');
  // At 1280 px a visitor's menu is in the drawer (it is inline from 1408 px).
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Prendre rendez-vous' }).click();
  await expect(page).toHaveURL(/\/meeting\/new-appointment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Prendre rendez-vous' })).toBeVisible();

  await page.getByRole('textbox', { name: /^Nom et prénom/ }).fill('Amina Visiteuse');
  await page.getByRole('textbox', { name: /^Adresse e-mail/ }).fill(`visiteur.${Date.now()}@example.ma`);
  await page.getByRole('textbox', { name: /^Téléphone/ }).fill('0612345678');
  await choose(page, /^Région/, 'Casablanca-Settat');
  await page.getByRole('textbox', { name: /^Objet/ }).fill(subject);
  await page.getByRole('textbox', { name: /^Détails de votre demande/ }).fill('Nous souhaitons agrandir notre usine.');
  await expect(page.getByRole('img', { name: /Image de vérification/ })).toBeVisible();
  await shot(page, 'new-appointment-fr');
  await expectNoSeriousViolation(page);

  await page.getByLabel("Recopiez les caractères de l'image").fill('wrong');
  await page.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Captcha invalide' })).toBeVisible();
  // Nothing typed is lost but the spent captcha answer.
  await expect(page.getByRole('textbox', { name: /^Objet/ })).toHaveValue(subject);
  await expect(page.getByLabel("Recopiez les caractères de l'image")).toHaveValue('');

  await page.getByLabel("Recopiez les caractères de l'image").fill(CAPTCHA_ANSWER);
  await page.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(page).toHaveURL(/\/meeting\/new-appointment-success$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Demande de rendez-vous envoyée' })).toBeVisible();
  await shot(page, 'success-fr');
});

test('an advisor schedules an investor appointment, which the investor then sees as upcoming, in Arabic', async ({
  browser,
  page,
  request,
}) => {
  const email = `rdv.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.ma`;
  const subject = unique('Projet logistique');
  await signUpAndActivate(request, email, PASSWORD);
  const { holder, other } = await bookAsInvestor(request, email, subject);

  // The region's other advisor reads it, with its answer deadline, but may neither schedule nor cancel
  // it (spec 2 §4: only the assigned advisor): the actions are disabled and say why, in Arabic too.
  const colleague = await sessionPage(browser, other, '/meetings');
  await colleague.getByText('À programmer', { exact: true }).first().click();
  await colleague.getByRole('link', { name: `Voir le rendez-vous : ${subject}` }).click();
  await expect(colleague.getByText('Réponse attendue avant le')).toBeVisible();
  await expect(colleague.getByRole('button', { name: 'Programmer', exact: true })).toBeDisabled();
  await expect(colleague.getByRole('button', { name: 'Annuler le rendez-vous' })).toBeDisabled();
  await expect(colleague.getByText(/Seul le conseiller affecté à ce rendez-vous/)).toBeVisible();
  await shot(colleague, 'meeting-detail-other-advisor-fr');
  await colleague.evaluate(() => localStorage.setItem('settings', JSON.stringify({ language: 'ar' })));
  await colleague.reload();
  await expect(colleague.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(colleague.getByText('الرد مطلوب قبل')).toBeVisible();
  await expect(colleague.getByText(/وحده المستشار المكلف بهذا الموعد/)).toBeVisible();
  await shot(colleague, 'meeting-detail-other-advisor-ar');
  await expectNoSeriousViolation(colleague);
  await colleague.context().close();

  // The advisor it is assigned to sees the deadline on the list and the page, and gives it a slot.
  await resumeSession(page, holder, '/meetings');
  await expect(page.getByRole('heading', { level: 1, name: 'Rendez-vous' })).toBeVisible();
  await page.getByText('À programmer', { exact: true }).first().click();
  const listed = page.getByRole('listitem').filter({ hasText: subject });
  await expect(listed).toContainText(/Réponse avant le \u2066?\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await shot(page, 'meetings-advisor-fr');
  await listed.getByRole('link', { name: `Voir le rendez-vous : ${subject}` }).click();
  await expect(page).toHaveURL(/\/meetings\/\d+$/);
  await expect(page.getByText('Réponse attendue avant le')).toBeVisible();
  const date = businessDayAhead();
  const [y, m, d] = date.split('-');
  // Days are offered as "lundi 23/11/2026" (DD/MM/YYYY whatever the browser's locale).
  await choose(page, /^Date/, new RegExp(` ${d}/${m}/${y}$`));
  await choose(page, /^Créneau/, /^10:10 – /);
  await shot(page, 'meeting-detail-fr');
  await page.getByRole('button', { name: 'Programmer', exact: true }).click();
  await expect(page).toHaveURL(/\/meetings$/);

  // The investor, in Arabic, sees it under "upcoming" with its date DD/MM/YYYY.
  const investor = await (await browser.newContext()).newPage();
  await investor.goto('/login');
  await fillLogin(investor, email, PASSWORD);
  await investor.waitForURL((url) => url.pathname !== '/login');
  await investor.evaluate(() => localStorage.setItem('settings', JSON.stringify({ language: 'ar' })));
  await investor.goto('/meetings');
  await expect(investor.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(investor.getByRole('heading', { level: 1, name: 'المواعيد' })).toBeVisible();
  await investor.getByText('القادمة', { exact: true }).click();
  const card = investor.getByRole('listitem').filter({ hasText: subject });
  await expect(card).toBeVisible();
  await expect(card).toContainText(`${d}/${m}/${y} 10:10`);
  await expect(card).toContainText('مبرمج');
  await shot(investor, 'meetings-ar');
  await expectNoSeriousViolation(investor);
  await investor.getByRole('link', { name: `عرض الموعد: ${subject}` }).click();
  await expect(investor.getByRole('heading', { level: 1, name: /الموعد رقم/ })).toBeVisible();
  await shot(investor, 'meeting-detail-ar');
  // The booking form in Arabic, for a signed-in investor: no identity fields, the account's are used.
  await investor.goto('/meeting/new-appointment');
  await expect(investor.getByRole('heading', { level: 1, name: 'طلب موعد' })).toBeVisible();
  await expect(investor.getByRole('textbox', { name: /^الاسم الكامل/ })).toHaveCount(0);
  await expect(investor.getByRole('img', { name: /.+/ }).first()).toBeVisible();
  await shot(investor, 'new-appointment-ar');
  await expectNoSeriousViolation(investor);
  await investor.context().close();
});
