import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { submittedProjectOf } from './complete-project.ts';
import { apiAuthHeaders, expectNoSeriousViolation, setLanguage, signIn } from './helpers.ts';
import { callAsPage, SESSION, staffPage, WORKING_TODAY } from './staff-session.ts';
import { takeOverFile } from './take-over.ts';

/**
 * The appeals, staff side (issue 15, decision 048). Set up through the API: a file refused by the
 * commission, with a gracious recourse filed by its investor (the investor's pages are another spec's).
 * Then through the pages: the advisor instructs it; the governor's representative maintains the refusal
 * (confirmation without a cancel link), once in Arabic on the list; the investor files the ministerial
 * recourse (API); the national commission overturns the refusal; the investor's file shows the favourable
 * outcome and its procedures accepted.
 */

const API = '/backend/api';
const PASSWORD = 'Recours@Cri2026';
const ADVISOR = 'conseiller.casa@demo.cri.ma';
const WALI = 'representant.wali.casa@demo.cri.ma';
const NATIONAL = 'commission.nationale@demo.cri.ma';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** Set RECOURSE_SHOTS=<dir> to keep screenshots of the pages (looked at by hand). */
const SHOTS = process.env.RECOURSE_SHOTS;

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/recourse-${name}.png`, fullPage: true });
}

/** The investor files an appeal of a kind through the multipart route the investor's form uses. */
async function fileRecourse(
  request: APIRequestContext,
  file: { id: number; email: string },
  kind: 'recourse' | 'ministerial-recourse',
): Promise<void> {
  const res = await request.post(`${API}/${kind}/new`, {
    headers: await apiAuthHeaders(request, file.email, PASSWORD),
    multipart: {
      recourse: JSON.stringify({
        projectId: file.id,
        reason: 'Le terrain a été reclassé en zone industrielle.',
        explanation: 'La commission s’est fondée sur l’ancien plan d’aménagement ; l’arrêté de reclassement est joint.',
        honourDeclaration: true,
      }),
      file: { name: 'demande-signee.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test('advisor instructs, the governor’s representative maintains, the national commission overturns, the investor sees it', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const file = await submittedProjectOf(request, { label: 'Recours', password: PASSWORD });
  const advisor = await staffPage(browser, ADVISOR);
  await takeOverFile(advisor, file.id);
  expect((await callAsPage(advisor, 'POST', `/projects/${file.id}/validate`, {})).status).toBeLessThan(300);
  const programmed = await callAsPage(advisor, 'PUT', `/projects/${file.id}/program?date=${SESSION}`);
  expect(programmed.status, JSON.stringify(programmed.json)).toBe(200);
  const answer = () =>
    callAsPage(advisor, 'PUT', `/projects/${file.id}/commission-answer`, {
      decision: 'UNFAVORABLE',
      commentsForInvestor: 'Le site n’est pas compatible avec le plan d’aménagement.',
    });
  if (!WORKING_TODAY) {
    // No session before the next working day: no decision, hence no appeal (the API tests use a fixed clock).
    expect((await answer()).status).toBe(409);
    return;
  }
  const refused = await answer();
  expect(refused.status, JSON.stringify(refused.json)).toBe(200);
  await fileRecourse(request, file, 'recourse');

  // The advisor finds it in the non-instructed tab and instructs it.
  await advisor.goto('/recourses');
  await expect(advisor.getByRole('heading', { level: 1, name: 'Recours' })).toBeVisible();
  const row = advisor.getByRole('row', { name: new RegExp(file.name) });
  await expect(row).toContainText('jours restants');
  await row.getByRole('link', { name: 'Instruire' }).click();
  await expect(advisor.getByRole('heading', { level: 1, name: 'Instruire le recours gracieux' })).toBeVisible();
  await advisor.getByRole('button', { name: "Enregistrer l'instruction" }).click();
  await expect(advisor.getByText('Ce champ est obligatoire').first()).toBeVisible();
  await advisor.getByLabel('Synthèse du recours').fill('Le classement de la parcelle a changé après la commission.');
  await advisor.getByLabel('Qualification').fill('Recours recevable, fondé en apparence.');
  await advisor.getByRole('button', { name: "Enregistrer l'instruction" }).click();
  await expect(advisor.getByText("L'instruction est enregistrée.")).toBeVisible();
  await expectNoSeriousViolation(advisor);
  await shot(advisor, 'instruct-fr');

  // The governor's representative: the list in Arabic (right to left), then the decision in French.
  const wali = await staffPage(browser, WALI);
  await setLanguage(wali, 'ar');
  await wali.goto('/recourses?tab=INSTRUCTED');
  await expect(wali.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(wali.getByRole('heading', { level: 1, name: 'الطعون' })).toBeVisible();
  await expect(wali.getByRole('row', { name: new RegExp(file.name) })).toBeVisible();
  await callAsPage(wali, 'PUT', '/notifications/read-all');
  await expectNoSeriousViolation(wali);
  await shot(wali, 'list-ar');
  await wali
    .getByRole('row', { name: new RegExp(file.name) })
    .getByRole('button')
    .first()
    .click();
  await expect(wali.getByRole('tab', { name: 'خلاصة الطعن' })).toBeVisible();
  await shot(wali, 'details-ar');
  await wali.goto(`/projects/${file.id}/recourse-commission`);
  await expect(wali.getByRole('heading', { level: 1, name: 'إعادة دراسة التظلم الاستعطافي' })).toBeVisible();
  await expect(wali.getByRole('radio', { name: 'تأكيد القرار: غير موافق' })).toBeVisible();
  await shot(wali, 'decision-ar');
  await setLanguage(wali, 'fr');
  await wali.goto(`/recourses?tab=INSTRUCTED`);
  await wali
    .getByRole('row', { name: new RegExp(file.name) })
    .getByRole('button', { name: /Détails/ })
    .click();
  await wali.getByRole('tab', { name: 'Synthèse du recours' }).click();
  await expect(wali.getByText('Le classement de la parcelle a changé après la commission.')).toBeVisible();
  await shot(wali, 'details-fr');
  await wali
    .getByRole('row', { name: new RegExp(file.name) })
    .getByRole('link', { name: 'Décider' })
    .click();
  await expect(wali.getByRole('heading', { level: 1, name: 'Réexamen du recours gracieux' })).toBeVisible();
  await wali.getByRole('radio', { name: 'Confirmer la décision : Défavorable' }).check();
  await wali.getByLabel('Recommandation de la commission').fill('Maintenir le refus.');
  await wali.getByLabel("Commentaires pour l'investisseur").fill('Le plan d’aménagement ne permet pas encore cette activité.');
  await wali.getByRole('button', { name: 'Valider' }).click();
  await expect(wali.getByText('Ce champ est obligatoire')).toBeVisible();
  await wali.locator('input[type="file"]').setInputFiles({ name: 'decision.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expectNoSeriousViolation(wali);
  await shot(wali, 'decision-fr');
  await wali.getByRole('button', { name: 'Valider' }).click();
  const modal = wali.getByRole('dialog', { name: 'Confirmer la décision' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText(file.name)).toBeVisible();
  await expect(modal.getByText('Défavorable')).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Annuler' })).toHaveCount(0);
  await expect(modal.getByRole('link', { name: 'Annuler' })).toHaveCount(0);
  await shot(wali, 'confirm-fr');
  await modal.getByRole('button', { name: 'Confirmer' }).click();
  await expect(wali.getByRole('heading', { level: 1, name: 'Décision enregistrée' })).toBeVisible();

  // The investor goes on to the national commission; it overturns the refusal.
  await fileRecourse(request, file, 'ministerial-recourse');
  const national = await staffPage(browser, NATIONAL);
  await national.goto('/recourses?tab=MINISTERIAL_COMMISSION');
  await national
    .getByRole('row', { name: new RegExp(file.name) })
    .getByRole('link', { name: 'Décider' })
    .click();
  await expect(national.getByRole('heading', { level: 1, name: 'Décision de la commission nationale' })).toBeVisible();
  await national.getByRole('radio', { name: 'Décision infirmée (favorable)' }).check();
  await national.getByLabel("Commentaires pour l'investisseur (facultatif)").fill('Le refus est infirmé.');
  await national.getByRole('button', { name: 'Valider' }).click();
  const confirm = national.getByRole('dialog', { name: 'Confirmer la décision' });
  await expect(confirm.getByText('Favorable')).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Annuler' })).toHaveCount(0);
  await confirm.getByRole('button', { name: 'Confirmer' }).click();
  await expect(national.getByText('Le recours ministériel a été décidé :')).toBeVisible();
  await expectNoSeriousViolation(national);
  await shot(national, 'ministerial-fr');

  // The investor's file: the ministerial appeal decided favourable, the procedures accepted.
  const headers = await apiAuthHeaders(request, file.email, PASSWORD);
  const status = (await (await request.get(`${API}/projects/${file.id}/recourses`, { headers })).json()) as {
    ministerial: { recourse: { decision: string } | null };
  };
  expect(status.ministerial.recourse?.decision).toBe('FAVORABLE');
  // …and sees it on the ministerial recourse's page.
  const investor = await (await browser.newContext()).newPage();
  await signIn(investor, file.email, { password: PASSWORD });
  await investor.goto(`/projects/${file.id}/ministerial-recourse-details`);
  await expect(investor.getByTestId('recourse-decision-value')).toHaveText('Favorable');
  await investor.context().close();
});
