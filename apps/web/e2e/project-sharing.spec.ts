import { expect, type Page, test } from '@playwright/test';
import { completeProjectOf } from './complete-project.ts';
import { apiAuthHeaders, expectNoSeriousViolation, setLanguage, signUpAndActivate, uniqueEmail } from './helpers.ts';
import { callAsPage, staffPage } from './staff-session.ts';
import { takeOverFile } from './take-over.ts';

/**
 * Sharing a validated file with the commission (issue 6): the advisor shares it with an administration of the
 * region, a commission member of that administration opens it, a member of another region cannot.
 * The file is prepared through the API as the investor would (the three deposit steps, then the submission);
 * the advisor validates it through the review route (POST /projects/{id}/validate, features/advisor-review).
 */

const PASSWORD = 'Partage@Cri2026';
const API = '/backend/api';
const ADVISOR = 'conseiller.casa@demo.cri.ma';
const MEMBER = 'membre.casa@demo.cri.ma';
const RABAT_MEMBER = 'membre.rabat@demo.cri.ma';
/** Set PROJECT_SHARING_SHOTS=<dir> to keep screenshots of the pages (looked at by hand). */
const SHOTS = process.env.PROJECT_SHARING_SHOTS;
const _PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('the advisor shares a validated file with an administration and its commission member opens it', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('partage');
  await signUpAndActivate(request, email, PASSWORD);
  const projectId = await completeProjectOf(request, email, PASSWORD);
  const investor = await apiAuthHeaders(request, email, PASSWORD);
  const submitted = await request.post(`${API}/projects/${projectId}/submit`, { headers: investor, data: { declaration: true } });
  expect(submitted.status(), await submitted.text()).toBe(200);

  const advisor = await staffPage(browser, ADVISOR);
  // Before validation the share page explains why nothing can be shared.
  await advisor.goto(`/projects/${projectId}/share`);
  await expect(advisor.getByText('Le dossier doit être validé par le conseiller')).toBeVisible();
  await takeOverFile(advisor, projectId);
  expect((await callAsPage(advisor, 'POST', `/projects/${projectId}/validate`, {})).status).toBe(200);

  await advisor.goto(`/projects/${projectId}`);
  await advisor.getByRole('link', { name: 'Partager avec la commission' }).click();
  await expect(advisor).toHaveURL(`/projects/${projectId}/share`);
  await expect(advisor.getByRole('heading', { name: 'Partager le dossier avec la commission' })).toBeVisible();
  await expectNoSeriousViolation(advisor);
  await shot(advisor, 'share-fr');

  // An administration without any commission member: the spec's message, nothing shared.
  await advisor.getByRole('checkbox', { name: /Direction régionale de la santé/ }).check();
  await advisor.getByRole('button', { name: 'Partager le dossier' }).click();
  await advisor.getByRole('dialog').getByRole('button', { name: 'Confirmer' }).click();
  await expect(advisor.getByRole('alert').filter({ hasText: 'Partage impossible' })).toContainText('support régional');
  await advisor.getByRole('checkbox', { name: /Direction régionale de la santé/ }).uncheck();

  await advisor.getByRole('checkbox', { name: 'Agence urbaine de Casablanca' }).check();
  await advisor.getByRole('button', { name: 'Partager le dossier' }).click();
  await expect(advisor.getByRole('dialog')).toContainText('Administrations ajoutées : 1');
  await advisor.getByRole('dialog').getByRole('button', { name: 'Confirmer' }).click();
  await expect(advisor.getByText('Dossier partagé', { exact: true })).toBeVisible();

  // The message to the members: required, 1200 characters at most, then sent.
  await advisor.getByRole('button', { name: 'Prévenir les membres' }).click();
  const message = advisor.getByRole('textbox', { name: 'Message' });
  await message.fill('');
  await message.blur();
  await expect(advisor.getByText('Le message est obligatoire.')).toBeVisible();
  await expect(advisor.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
  await message.fill('x'.repeat(1201));
  await message.blur();
  await expect(advisor.getByText('Le message ne doit pas dépasser 1200 caractères.')).toBeVisible();
  await message.fill('Bonjour, le dossier vous est partagé pour la prochaine commission.');
  await advisor.getByRole('button', { name: 'Envoyer' }).click();
  await expect(advisor.getByText('Message envoyé à 1 membre.')).toBeVisible();
  const mails = (await (await request.get(`${API}/dev/mailbox`)).json()) as { to: string; text: string }[];
  expect(mails.some((m) => m.to === MEMBER && m.text.includes('pour la prochaine commission'))).toBe(true);

  // The history pages of the file, for the region's staff.
  await advisor.goto(`/projects/${projectId}`);
  await advisor.getByRole('link', { name: "Historique de l'investisseur" }).click();
  await expect(advisor.getByRole('heading', { name: 'Historique du dossier' })).toBeVisible();
  await expect(advisor.getByText('Résumé du dossier')).toBeVisible();
  await advisor.getByRole('link', { name: 'Dossiers similaires' }).first().click();
  await expect(advisor.getByRole('heading', { name: 'Dossiers similaires' })).toBeVisible();
  await shot(advisor, 'similar-fr');

  // The commission member of that administration opens the file; a member of another region cannot.
  const member = await staffPage(browser, MEMBER);
  await member.goto(`/projects/${projectId}`);
  await expect(member.getByRole('heading', { name: 'Hôtel Atlas' })).toBeVisible();
  const rabat = await staffPage(browser, RABAT_MEMBER);
  await rabat.goto(`/projects/${projectId}`);
  await expect(rabat.getByRole('alert')).toContainText("n'existe pas");

  // The share page in Arabic, right to left.
  await setLanguage(advisor, 'ar');
  await advisor.goto(`/projects/${projectId}/share`);
  await expect(advisor.getByRole('heading', { name: 'مشاركة الملف مع اللجنة' })).toBeVisible();
  await expect(advisor.locator('html')).toHaveAttribute('dir', 'rtl');
  await shot(advisor, 'share-ar');
});
