import { questionnaire } from '@cri/shared/fixtures/builders';
import { expect, type Page, test } from '@playwright/test';
import { completeProjectOf } from './complete-project.ts';
import {
  apiAuthHeaders,
  apiCaptchaId,
  CAPTCHA_ANSWER,
  expectNoSeriousViolation,
  setLanguage,
  signUpAndActivate,
  uniqueEmail,
} from './helpers.ts';
import { resumeSession, saveApiSession, sessionPage } from './sessions.ts';

/**
 * The land team (issue 19): each member sees only the tools of its habilitations; the QUALIFICATION_FORM member
 * qualifies an investor's land request; the RDV member schedules a land appointment; the SEARCH member finds a
 * parcel by its title. Set LAND_SHOTS=<dir> to keep screenshots (looked at by hand).
 */
const PASSWORD = 'Foncier@Cri2026';
const API = '/backend/api';
const SHOTS = process.env.LAND_SHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};
const member = (habilitation: string) => `foncier.${habilitation}.casa@demo.cri.ma`;

test('each land member sees only its menu entries; a page of another habilitation says why it is closed', async ({ page }) => {
  // Four first sign-ins (captcha, scrypt, security code) and four first page loads.
  test.slow();
  const menus: [string, string[]][] = [
    ['consult', ['Parcelles', 'Visualisation']],
    ['search', ['Recherche foncière']],
    ['rdv', ['Rendez-vous fonciers']],
    ['qualification', ['Demandes de foncier']],
  ];
  const tools = ['Parcelles', 'Visualisation', 'Recherche foncière', 'Rendez-vous fonciers', 'Demandes de foncier'];
  for (const [habilitation, own] of menus) {
    await resumeSession(page, member(habilitation), '/foncier/dashboard');
    const nav = page.getByRole('navigation').first();
    await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord foncier' })).toBeVisible({ timeout: 20_000 });
    for (const tool of tools) {
      await expect(nav.getByRole('link', { name: tool, exact: true }), `${habilitation}: ${tool}`).toHaveCount(
        own.includes(tool) ? 1 : 0,
      );
    }
  }
  // The QUALIFICATION_FORM member on the parcels page (CONSULT): the page is closed, the API answers 403.
  await page.goto('/foncier/parcels');
  await expect(page.getByRole('alert')).toContainText("habilitation que votre compte n'a pas", { timeout: 20_000 });
});

test('an investor needing land is qualified by the QUALIFICATION_FORM member and told; in Arabic', async ({ page, request }) => {
  const email = uniqueEmail('foncier.demande');
  await signUpAndActivate(request, email, PASSWORD);
  const headers = await apiAuthHeaders(request, email, PASSWORD);
  const projectName = `Plateforme logistique ${Date.now()}`;
  const created = await request.post(`${API}/framing-forms/create-first-step`, {
    headers,
    data: {
      framingForm: questionnaire({ projectName }),
      captcha: { captchaId: await apiCaptchaId(request), captchaAnswer: CAPTCHA_ANSWER },
    },
  });
  expect(created.status()).toBe(201);

  await setLanguage(page, 'ar');
  await resumeSession(page, member('qualification'), '/investor-request');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'طلبات المستثمرين للعقار' })).toBeVisible();
  await page.getByRole('button', { name: `تأهيل الطلب «${projectName}»` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'حفظ وإخبار المستثمر' }).click();
  await expect(dialog.getByText('اكتب التأهيل (3 أحرف على الأقل).')).toBeVisible();
  await dialog.getByLabel('التأهيل (يُرسل إلى المستثمر)').fill('أرض متاحة في المنطقة الصناعية لبرشيد');
  await shot(page, 'requests-qualify-ar');
  await dialog.getByRole('button', { name: 'حفظ وإخبار المستثمر' }).click();
  await expect(dialog).toBeHidden();
  await page.getByText('قيد التأهيل', { exact: true }).click();
  await expect(page.getByText(projectName)).toBeVisible();
  await expectNoSeriousViolation(page);
  await shot(page, 'requests-ar');

  const notifications = await request.get(`${API}/notifications/current-user`, { headers });
  expect(JSON.stringify(await notifications.json())).toContain('أرض متاحة في المنطقة الصناعية لبرشيد');
});

test('an investor asks for a land appointment on /inform-foncier, the RDV member schedules it', async ({
  page,
  browser,
  request,
}) => {
  const email = uniqueEmail('foncier.rdv');
  await signUpAndActivate(request, email, PASSWORD);
  const subject = `Terrain pour entrepôt ${Date.now()}`;
  // The investor's side through the page (signed in through the API, as the sign-in pages would).
  await saveApiSession(request, email, PASSWORD);
  const investor = await sessionPage(browser, email, '/inform-foncier');
  await expect(investor.getByRole('heading', { level: 1, name: 'Information foncière' })).toBeVisible({ timeout: 20_000 });
  const form = investor.getByRole('region', { name: "Demander un rendez-vous avec l'équipe foncière" });
  await form.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(form.getByText('Choisissez la région.')).toBeVisible();
  await form.getByLabel('Région').click();
  await investor.getByRole('option', { name: 'Casablanca-Settat' }).click();
  await form.getByLabel('Objet').fill(subject);
  await form.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(form.getByRole('status')).toContainText('Votre demande est envoyée');

  await resumeSession(page, member('rdv'), '/appointments-foncier');
  const row = page.getByRole('row').filter({ hasText: subject });
  await row.getByRole('button', { name: 'Programmer' }).click();
  const start = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  await page.getByRole('dialog').getByLabel('Date et heure (heure du Maroc)').fill(`${start}T10:30`);
  await page.getByRole('dialog').getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByText('Programmés', { exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: subject })).toContainText(`${start} 10:30`);
  await expectNoSeriousViolation(page);
  await shot(page, 'appointments-fr');

  // The RDV member opens it on /meetings/{id} (decision 080) and marks it held there.
  await page.getByRole('link', { name: subject }).click();
  await expect(page).toHaveURL(/\/meetings\/\d+\?type=foncier$/);
  await expect(page.getByRole('heading', { level: 1, name: /Rendez-vous foncier n° \d+/ })).toBeVisible();
  await expect(page.getByRole('main').getByText('Khadija Naciri')).toBeVisible();
  await page.getByRole('button', { name: 'Marquer comme tenu' }).click();
  await expect(page.getByText('Tenu', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Marquer comme tenu' })).toHaveCount(0);
  await expectNoSeriousViolation(page);
  await shot(page, 'meeting-land-member-fr');

  // The investor finds it on /meetings among the past ones, then in Arabic on its page.
  await investor.goto('/meetings');
  await investor.getByText('Passés', { exact: true }).click();
  const land = investor.getByRole('region', { name: "Rendez-vous avec l'équipe foncière" });
  await expect(land.getByRole('link', { name: `Voir le rendez-vous : ${subject}` })).toBeVisible({ timeout: 20_000 });
  await expect(land.getByText('Tenu', { exact: true })).toBeVisible();
  await expectNoSeriousViolation(investor);
  await setLanguage(investor, 'ar');
  await investor.reload();
  await expect(investor.locator('html')).toHaveAttribute('dir', 'rtl');
  const landAr = investor.getByRole('region', { name: 'المواعيد مع الفريق العقاري' });
  await landAr.getByRole('link').filter({ hasText: subject }).click();
  await expect(investor.getByRole('heading', { level: 1, name: /الموعد العقاري رقم \d+/ })).toBeVisible();
  await expect(investor.getByText('منعقد', { exact: true })).toBeVisible();
  await shot(investor, 'meeting-investor-ar');
  await investor.context().close();
});

test('the CONSULT member sees the declared parcels drawn by commune, surface, reference and status', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('foncier.visualisation');
  await signUpAndActivate(request, email, PASSWORD);
  // A complete draft declares the fixture's parcel (title 45871 / C, Casablanca-Settat).
  await completeProjectOf(request, email, PASSWORD, `Visualisation ${Date.now()}`);
  await resumeSession(page, member('consult'), '/foncier/visualisation');
  await expect(page.getByRole('heading', { level: 1, name: 'Visualisation foncière' })).toBeVisible({ timeout: 20_000 });
  const communes = page.getByRole('region', { name: "Parcelles par commune et état d'examen" });
  await expect(communes.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Par référence foncière' })).toContainText('Titre foncier (1170)');
  await expect(page.getByRole('status')).not.toContainText('0 parcelle,');
  await expectNoSeriousViolation(page);
  await shot(page, 'visualisation-fr');
});

test('the SEARCH member finds a declared parcel by its title, a bad area range is refused', async ({ page, request }) => {
  const email = uniqueEmail('foncier.parcelle');
  await signUpAndActivate(request, email, PASSWORD);
  // A complete draft declares the fixture's parcel: title 45871 / C in Casablanca-Settat.
  await completeProjectOf(request, email, PASSWORD, `Parcelle ${Date.now()}`);
  await resumeSession(page, member('search'), '/foncier/search');
  await page.getByLabel('Superficie minimale (ha)').fill('5');
  await page.getByLabel('Superficie maximale (ha)').fill('2');
  await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
  await expect(page.getByText('La superficie maximale doit être supérieure ou égale à la minimale.')).toBeVisible();
  await page.getByRole('button', { name: 'Effacer' }).click();
  await page.getByLabel('Numéro de titre').fill('45871');
  await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
  await expect(page.getByRole('cell', { name: /Titre foncier 45871\/C/ }).first()).toBeVisible();
  await expectNoSeriousViolation(page);
  await shot(page, 'search-fr');
});
