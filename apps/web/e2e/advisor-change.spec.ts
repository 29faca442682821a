import { expect, test } from '@playwright/test';
import { submittedProjectOf } from './complete-project.ts';
import { choose, expectNoSeriousViolation, setLanguage } from './helpers.ts';
import { staffPage } from './staff-session.ts';
import { takeOverFile } from './take-over.ts';

const PASSWORD = 'Changement@Cri2026';

/**
 * Decision 041: the advisor assigned to a file asks the regional director to hand it to a colleague; the
 * director finds the request on his dashboard and accepts; the file then shows its new advisor.
 */
test('advisor asks → the director accepts from his dashboard → the file shows the new advisor', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const file = await submittedProjectOf(request, { label: 'Changement', password: PASSWORD });
  const advisor = await staffPage(browser, 'conseiller.casa@demo.cri.ma');
  await takeOverFile(advisor, file.id);
  await advisor.goto(`/projects/${file.id}`);
  await advisor.getByRole('link', { name: 'Demander un changement de conseiller' }).click();
  await expect(advisor.getByRole('heading', { level: 1, name: 'Demander un changement de conseiller' })).toBeVisible();
  await advisor.getByRole('textbox', { name: 'Motif' }).fill('Congé de trois semaines à partir de lundi.');
  await choose(advisor, /Conseiller proposé/, 'Salma Idrissi');
  await advisor.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(advisor.getByRole('heading', { level: 1, name: 'Demande de changement de conseiller' })).toBeVisible();
  await expect(advisor.getByTestId('advisor-change-status')).toHaveText('En attente');

  const director = await staffPage(browser, 'directeur.casa@demo.cri.ma');
  const pending = director.getByRole('region', { name: /Demandes de changement de conseiller en attente/ });
  await pending.getByRole('link', { name: `Examiner la demande du dossier ${file.name}` }).click();
  await expect(director.getByRole('heading', { level: 1, name: 'Demande de changement de conseiller' })).toBeVisible();
  await expect(director.getByText('Congé de trois semaines à partir de lundi.')).toBeVisible();
  await expectNoSeriousViolation(director);
  // The colleague the advisor proposed is offered first; the director confirms.
  await expect(director.locator('input').and(director.getByLabel('Nouveau conseiller'))).toHaveValue('Salma Idrissi');
  await director.getByRole('button', { name: 'Confier le dossier' }).click();
  await expect(director.getByTestId('advisor-change-status')).toHaveText('Acceptée');

  await advisor.goto(`/projects/${file.id}`);
  await expect(advisor.getByTestId('assigned-advisor')).toHaveText('Salma Idrissi');
  await expect(advisor.getByRole('link', { name: 'Demander un changement de conseiller' })).toHaveCount(0);

  // The request page in Arabic, right to left.
  await setLanguage(director, 'ar');
  await director.reload();
  await expect(director.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(director.getByRole('heading', { level: 1, name: 'طلب تغيير المستشار' })).toBeVisible();
  await expect(director.getByTestId('advisor-change-status')).toHaveText('مقبول');
  await setLanguage(director, 'fr');
});
