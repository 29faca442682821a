import { readFileSync } from 'node:fs';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { completeProjectOf } from './complete-project.ts';
import { apiAuthHeaders, expectNoSeriousViolation, setLanguage, signIn, signUpAndActivate, uniqueEmail } from './helpers.ts';
import { resumeSession } from './sessions.ts';
import { takeOverFile } from './take-over.ts';

/**
 * The review as one deliberate act (issue 13, decision 028): the advisor rejects one document with a comment,
 * changes his mind on another (not valid, then valid), sees the summary and sends the review back once; the
 * investor sees which document and why, replaces it and resubmits; the advisor sees the new version beside
 * the old one and validates the file, then programs it on the commission day after confirming. Then a shorter
 * pass in Arabic, right to left.
 */
const PASSWORD = 'Revue@Cri2026';
const ADVISOR = 'conseiller.casa@demo.cri.ma';
const API = '/backend/api';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** Set REVIEW_SHOTS=<dir> to keep screenshots of the pages (looked at by hand). */
const SHOTS = process.env.REVIEW_SHOTS;
const AR = JSON.parse(
  readFileSync(new URL('../../../packages/i18n/ar/advisorReview.json', import.meta.url), 'utf8'),
).advisorReview;

test.describe.configure({ mode: 'serial' });

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** A fresh investor's complete file, submitted through the API. */
async function submittedFile(request: APIRequestContext, label: string) {
  const email = uniqueEmail(label);
  await signUpAndActivate(request, email, PASSWORD);
  const projectId = await completeProjectOf(request, email, PASSWORD);
  const headers = await apiAuthHeaders(request, email, PASSWORD);
  const submitted = await request.post(`${API}/projects/${projectId}/submit`, { headers, data: { declaration: true } });
  expect(submitted.status(), await submitted.text()).toBe(200);
  return { email, projectId, headers };
}

async function investorPage(browser: Browser, email: string, language: 'fr' | 'ar' = 'fr'): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, { password: PASSWORD });
  if (language === 'ar') await setLanguage(page, 'ar');
  return page;
}

test('the advisor sends the review back once, the investor replaces the rejected document, the advisor validates', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { email, projectId, headers } = await submittedFile(request, 'revue.brouillon');

  // The file page names the advisor in charge.
  await resumeSession(page, ADVISOR, `/projects/${projectId}`);
  await takeOverFile(page, projectId);
  await page.reload();
  await expect(page.getByTestId('assigned-advisor')).toHaveText(/\(vous\)$/);
  await page.getByRole('link', { name: 'Vérifier les documents' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vérification des documents' })).toBeVisible();
  await expect(page.getByText(/forment un brouillon de la revue/)).toBeVisible();
  const rows = page.getByRole('listitem').filter({ has: page.getByRole('radio', { name: 'Non valide' }) });
  const first = rows.nth(0);
  const second = rows.nth(1);
  const rejectedName = (await first.getByRole('heading', { level: 2 }).textContent()) ?? '';
  const changedName = (await second.getByRole('heading', { level: 2 }).textContent()) ?? '';

  // Nothing to send yet: the button is disabled and says why.
  await expect(page.getByRole('button', { name: "Renvoyer à l'investisseur" })).toBeDisabled();
  await expect(page.getByText('Rien à renvoyer : marquez un document non valide ou demandez un document.')).toBeVisible();

  // Not valid with a comment on the first document.
  await first.getByRole('radio', { name: 'Non valide' }).check();
  await first.getByLabel('Commentaire').fill('La copie est illisible, merci de la numériser à nouveau.');
  await first.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(first.getByText('En erreur')).toBeVisible();
  // He changes his mind on the second: not valid, then valid.
  await second.getByRole('radio', { name: 'Non valide' }).check();
  await second.getByLabel('Commentaire').fill('Document périmé.');
  await second.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(second.getByText('En erreur')).toBeVisible();
  await second.getByRole('radio', { name: 'Valide', exact: true }).check();
  await second.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(second.getByText('En erreur')).toHaveCount(0);

  // Still a draft: the file keeps its phase and the investor sees nothing.
  const list = await (await request.get(`${API}/projects/${projectId}/provided-documents`, { headers })).json();
  expect(list.documents.every((d: { advisorValidation: boolean | null }) => d.advisorValidation === null)).toBe(true);
  await expect(page.getByRole('button', { name: 'Valider le dossier' })).toBeDisabled();
  await expect(page.getByText(/Validation impossible : des documents sont marqués non valides/)).toBeVisible();

  // The summary, then one send-back.
  await page.getByRole('button', { name: "Renvoyer à l'investisseur" }).click();
  const dialog = page.getByRole('dialog', { name: "Renvoyer la revue à l'investisseur" });
  await expect(dialog.getByText(`${rejectedName} : La copie est illisible, merci de la numériser à nouveau.`)).toBeVisible();
  await expect(dialog.getByText(new RegExp(`^${changedName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} :`))).toHaveCount(0);
  await expectNoSeriousViolation(page);
  await shot(page, 'review-summary-fr');
  await dialog.getByRole('button', { name: 'Confirmer le renvoi' }).click();
  await expect(page.getByText("La revue a été renvoyée à l'investisseur.")).toBeVisible();
  await expect(page.getByText(/Renvoi impossible : le dossier est déjà chez l'investisseur/)).toBeVisible();

  // The investor sees which document and why, replaces it and resubmits.
  const investor = await investorPage(browser, email);
  await investor.goto(`/projects/${projectId}/documents`);
  await expect(investor.getByTestId('sent-back-summary')).toContainText(rejectedName, { timeout: 30_000 });
  await expect(investor.getByTestId('sent-back-summary')).toContainText('La copie est illisible');
  const tile = investor.getByRole('listitem').filter({ has: investor.getByRole('heading', { level: 2, name: rejectedName }) });
  await expect(tile.getByText('Document non valide').first()).toBeVisible();
  await expect(tile.getByText(/La copie est illisible/)).toBeVisible();
  await expect(tile.getByText(/^À remplacer au plus tard le \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  const other = investor.getByRole('listitem').filter({ has: investor.getByRole('heading', { level: 2, name: changedName }) });
  await expect(other.getByTestId('advisor-notes')).toHaveCount(0);
  await expectNoSeriousViolation(investor);
  await shot(investor, 'investor-rejected-tile-fr');
  await tile.locator('input[type="file"]').setInputFiles({ name: 'copie-lisible.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(tile.getByRole('link', { name: /copie-lisible\.pdf/ })).toBeVisible();
  await expect(tile.getByText('Document non valide')).toHaveCount(0);
  await investor.goto(`/projects/${projectId}/recap`);
  await investor.getByRole('checkbox', { name: /Je déclare sur l'honneur/ }).check();
  await investor.getByRole('button', { name: 'Soumettre le dossier' }).click();
  await expect(investor).toHaveURL(/\/dashboard$/);
  await investor.context().close();

  // The advisor sees the new version beside the old one, with their dates, and validates.
  await page.goto(`/projects/${projectId}/check-documents`);
  const replaced = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: rejectedName }) });
  await expect(replaced.getByText('Nouvelle version')).toBeVisible();
  await expect(replaced.getByTestId('version-current')).toContainText(/Version actuelle, déposée le \d{2}\/\d{2}\/\d{4}/);
  await expect(replaced.getByTestId('version-previous')).toContainText(/Version précédente, déposée le .+ et remplacée le/);
  await expect(replaced.getByTestId('version-previous')).toContainText('La copie est illisible');
  await expect(replaced.getByTestId('version-current').getByRole('link')).toHaveAttribute('href', /provided-document\/\d+\/file/);
  await expect(replaced.getByTestId('version-previous').getByRole('link')).toHaveAttribute(
    'href',
    /provided-document\/\d+\/file/,
  );
  await expectNoSeriousViolation(page);
  await shot(page, 'review-versions-fr');
  await page.getByRole('button', { name: 'Valider le dossier' }).click();
  await expect(page.getByText(/Dossier validé le \d{2}\/\d{2}\/\d{4}/)).toBeVisible();

  // Then he programs it on the region's commission day, after the confirmation that says the investor is told.
  await page.goto('/schedule');
  const row = page.getByTestId(`to-program-${projectId}`);
  await row.getByRole('button', { name: /^Programmer / }).click();
  const program = page.getByRole('dialog', { name: 'Programmer le dossier en commission' });
  // The proposed day fills in once the calendar answers: wait for it before reading it.
  await expect(program.getByLabel('Date de la séance')).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  const proposed = (await program.getByLabel('Date de la séance').inputValue()).split('/').reverse().join('-');
  expect(new Date(`${proposed}T12:00:00Z`).getUTCDay(), 'Casablanca-Settat sits on Thursdays').toBe(4);
  await expect(program.getByTestId('weekday-warning')).toHaveCount(0);
  await expect(
    program.getByText("L'investisseur en sera informé par une notification sur le portail et par e-mail."),
  ).toBeVisible();
  await program.getByRole('button', { name: 'Programmer', exact: true }).click();
  await expect(program).toHaveCount(0);
  await expect(page.getByTestId(`week-day-${proposed}`).getByTestId(`programmed-${projectId}`)).toBeVisible();
});

test('in Arabic: the summary before the send-back, and the investor sees the rejection, right to left', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const { email, projectId } = await submittedFile(request, 'revue.arabe');
  await resumeSession(page, ADVISOR, `/projects/${projectId}`);
  await takeOverFile(page, projectId);
  await setLanguage(page, 'ar');
  await page.goto(`/projects/${projectId}/check-documents`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: AR.documents.title })).toBeVisible();
  const first = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('radio', { name: AR.documents.invalid }) })
    .first();
  const name = (await first.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await first.getByRole('radio', { name: AR.documents.invalid }).check();
  await first.getByLabel(AR.documents.comment).fill('النسخة غير واضحة، يرجى إعادة المسح.');
  await first.getByRole('button', { name: AR.documents.save }).click();
  await expect(first.getByText(AR.documents.inError)).toBeVisible();
  await page.getByRole('button', { name: AR.draft.sendBack }).click();
  const dialog = page.getByRole('dialog', { name: AR.draft.confirmTitle });
  await expect(dialog.getByText(`${name}: النسخة غير واضحة، يرجى إعادة المسح.`)).toBeVisible();
  await expectNoSeriousViolation(page);
  await shot(page, 'review-summary-ar');
  await dialog.getByRole('button', { name: AR.draft.confirm }).click();
  await expect(page.getByText(AR.draft.sent)).toBeVisible();

  const investor = await investorPage(browser, email, 'ar');
  await investor.goto(`/projects/${projectId}/documents`);
  await expect(investor.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(investor.getByTestId('sent-back-summary')).toBeVisible({ timeout: 30_000 });
  const tile = investor.getByRole('listitem').filter({ has: investor.getByRole('heading', { level: 2, name }) });
  await expect(tile.getByText(AR.investor.rejected).first()).toBeVisible();
  await expect(tile.getByText(/النسخة غير واضحة/)).toBeVisible();
  await expectNoSeriousViolation(investor);
  await shot(investor, 'investor-rejected-tile-ar');
  await investor.context().close();
});
