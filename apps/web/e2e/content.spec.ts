import { expect, test } from '@playwright/test';
import { submittedProjectOf } from './complete-project.ts';
import { expectNoSeriousViolation, setLanguage } from './helpers.ts';
import { resumeSession } from './sessions.ts';
import { callAsPage, SESSION, staffPage } from './staff-session.ts';
import { takeOverFile } from './take-over.ts';

const SHOTS = process.env.INDICATORS_SHOTS;

test('a visitor searches the FAQ and reads the help advice', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Questions fréquentes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Questions fréquentes' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 2, name: 'Compte et connexion' })).toBeVisible();
  await page.getByLabel('Rechercher dans la FAQ').fill('prime territoriale');
  await expect(page.getByRole('button', { name: 'Qu’est-ce que la prime territoriale ?' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Compte et connexion' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Qu’est-ce que la prime territoriale ?' }).click();
  await expect(page.getByText('10 % dans les provinces de catégorie A')).toBeVisible();
  await expect(page.getByText('déconnectez-vous puis reconnectez-vous')).toBeVisible();
  await expectNoSeriousViolation(page);
});

test('a visitor runs the incentive simulator, with figures carried in the address', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: "Les incitations à l'investissement" }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Les incitations à l'investissement" })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('link', { name: 'Lire : Les projets stratégiques' }).click();
  await expect(page.getByText(/au moins 2 000 000 000 DH/)).toBeVisible();
  await page.getByRole('link', { name: 'Ouvrir le simulateur' }).click();
  await expect(page).toHaveURL(/\/incentive-simulator$/);

  // Bad figures: translated messages, nothing computed.
  await page.getByLabel(/Montant de l'investissement/).fill('-5');
  await page.getByRole('button', { name: 'Calculer' }).click();
  await expect(page.getByText('Le nombre ne peut pas être négatif.')).toBeVisible();
  await expect(page.getByText('Saisissez un nombre.')).toBeVisible();

  // 100 M DH, 400 jobs, every criterion: 42 % brought down to 30 %.
  await page.goto('/incentive-simulator?amount=100000000&stableJobs=400');
  for (const label of ["Métier d'avenir", 'Projet durable', 'Intégration locale', 'Secteur prioritaire (prime sectorielle)']) {
    await page.getByLabel(label).check();
  }
  await page.getByLabel('Part des femmes dans les emplois').fill('40');
  await page.getByRole('button', { name: 'Calculer' }).click();
  await expect(page.getByText("Commission régionale d'investissement")).toBeVisible();
  await expect(page.getByText(/Le soutien principal s'applique : investissement supérieur/)).toBeVisible();
  await expect(page.getByRole('row', { name: /Ratio d'emplois stables/ })).toContainText('10 %');
  await expect(page.getByText(/Les primes \(27 %\) sont ramenées|Total sous le plafond de 30 %/)).toBeVisible();
  await expect(page.getByTestId('simulation-total')).toHaveText(/27\s000\s000\sDH/);
  await expectNoSeriousViolation(page);

  await setLanguage(page, 'ar');
  await page.goto('/incentive-simulator?amount=300000000&stableJobs=10');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'احسب' }).click();
  await expect(page.getByText('اللجنة الوطنية', { exact: true })).toBeVisible();
  await expectNoSeriousViolation(page);
});

test('the content manager edits an FAQ answer in both languages, previews, publishes, and visitors read it', async ({
  page,
  browser,
}) => {
  // Two browsers, a sign-in, a save, a publication and two axe runs: longer than the default minute on a loaded machine.
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const answerFr = `Depuis la page de connexion, choisissez « Mot de passe oublié » (${stamp}).`;
  const answerAr = `من صفحة تسجيل الدخول، اختاروا «نسيت كلمة المرور» (${stamp}).`;
  await resumeSession(page, 'contenu.national@demo.cri.ma', '/national-content-manager/content');
  await expect(page.getByRole('heading', { level: 1, name: 'Contenus publiés' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: 'J’ai oublié mon mot de passe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Modifier un contenu' })).toBeVisible({ timeout: 20_000 });

  // Markup is refused, what was typed stays.
  await page.getByLabel('Texte (français)').fill('<b>gras</b>');
  await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
  await expect(page.getByText(/Le texte ne peut pas contenir de balises/)).toBeVisible();
  await expect(page.getByLabel('Texte (français)')).toHaveValue('<b>gras</b>');

  await page.getByLabel('Texte (français)').fill(answerFr);
  await page.getByLabel('Texte (arabe)').fill(answerAr);
  await expect(page.getByTestId('preview-fr')).toContainText(answerFr);
  await page.getByRole('tab', { name: 'Arabe' }).click();
  await expect(page.getByTestId('preview-ar')).toContainText(answerAr);
  await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
  await expect(page.getByText(/Un brouillon \(version 2\) attend/)).toBeVisible();

  // Not public yet.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/faq');
  await visitor.getByRole('button', { name: 'J’ai oublié mon mot de passe' }).click();
  await expect(visitor.getByText(/un lien de réinitialisation vous est envoyé/)).toBeVisible();

  await page.getByRole('button', { name: 'Publier' }).click();
  await expect(page.getByText(/Version 2 publiée le/)).toBeVisible();
  await expect(page.getByRole('row', { name: /Archivée/ })).toBeVisible();

  await visitor.reload();
  await visitor.getByRole('button', { name: 'J’ai oublié mon mot de passe' }).click();
  await expect(visitor.getByText(answerFr)).toBeVisible();
  await setLanguage(visitor, 'ar');
  await visitor.goto('/faq');
  await expect(visitor.locator('html')).toHaveAttribute('dir', 'rtl');
  await visitor.getByRole('button', { name: 'نسيت كلمة المرور' }).click();
  await expect(visitor.getByText(answerAr)).toBeVisible();
  await expectNoSeriousViolation(visitor);
});

test('national consultation reads the bottlenecks in both languages, exports them, follows a waiting file and a figure to its files', async ({
  page,
  request,
  browser,
}) => {
  // A submitted file: its draft is a completed stay, and it now waits in review.
  test.setTimeout(240_000);
  await submittedProjectOf(request, { label: 'Goulot', password: 'Goulot@Cri2026' });
  // Another, validated, shared with the urban agency and programmed; the agency's member gives an opinion (decision 090).
  const shared = await submittedProjectOf(request, { label: 'Avis', password: 'Goulot@Cri2026' });
  const advisor = await staffPage(browser, 'conseiller.casa@demo.cri.ma');
  await takeOverFile(advisor, shared.id);
  expect((await callAsPage(advisor, 'POST', `/projects/${shared.id}/validate`, {})).status).toBeLessThan(300);
  const state = (await callAsPage(advisor, 'GET', `/projects/${shared.id}/share`)).json as {
    administrations: { id: number; code: string }[];
  };
  const urban = state.administrations.filter((a) => a.code === 'URBAN_AGENCY_1_R02').map((a) => a.id);
  expect((await callAsPage(advisor, 'POST', `/projects/${shared.id}/share`, { administrationList: urban })).status).toBe(200);
  expect((await callAsPage(advisor, 'PUT', `/projects/${shared.id}/program?date=${SESSION}`)).status).toBe(200);
  const member = await staffPage(browser, 'membre.casa@demo.cri.ma');
  const opinion = await callAsPage(member, 'PUT', `/projects/${shared.id}/commission-opinion`, {
    opinion: 'FAVORABLE',
    comment: '',
  });
  expect(opinion.status, JSON.stringify(opinion.json)).toBe(200);
  await resumeSession(page, 'consultation.nationale@demo.cri.ma', '/global/indicators');
  await expect(page.getByRole('heading', { level: 1, name: 'Indicateurs globaux' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 2, name: "Goulots d'étranglement" })).toBeVisible();
  const draftRow = page.getByTestId('bottleneck-table').getByRole('row', { name: /^Brouillon/ });
  await expect(draftRow).toBeVisible();
  await expect(page.getByTestId('waiting-table').getByRole('link').first()).toBeVisible();
  await page
    .getByRole('button', { name: /^Voir les \d+ dossiers mesurés pour « .+ »$/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 3, name: /^Dossiers partagés avec « .+ »/ })).toBeVisible();
  await expect(page.getByTestId('measured-table').getByRole('link').first()).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/indicators-fr.png`, fullPage: true });

  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter en CSV' }).click();
  expect((await csv).suggestedFilename()).toMatch(/^indicateurs-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const xlsx = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter en XLSX' }).click();
  expect((await xlsx).suggestedFilename()).toMatch(/\.xlsx$/);
  await expectNoSeriousViolation(page);

  await setLanguage(page, 'ar');
  await page.goto('/global/indicators');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 2, name: 'نقاط الاختناق' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('bottleneck-table').getByRole('row', { name: /^مسودة/ })).toBeVisible();
  await expectNoSeriousViolation(page);

  // A step's figure leads to its files; back to every step, a waiting file leads to its page.
  await page.getByRole('button', { name: 'عرض الملفات في مرحلة «مسودة»' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'الملفات الموجودة في مرحلة «مسودة» منذ أطول مدة' })).toBeVisible();
  await page.getByRole('button', { name: 'جميع المراحل' }).click();
  await page.getByTestId('waiting-table').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/projects\/\d+$/);

  // Decision 090: each administration's time from sharing to opinion, and each percentile figure
  // leads to the completed stays it measures, longest first, each a link to its file.
  await page.goto('/global/indicators');
  await expect(page.getByRole('heading', { level: 3, name: 'آجال الإدارات' })).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('administration-table').getByRole('button').first().click();
  await expect(page.getByTestId('measured-table').getByRole('link').first()).toBeVisible();
  await page.getByRole('button', { name: /^عرض المرورات المقيسة \(\d+\) في مرحلة «مسودة»$/ }).click();
  await expect(
    page.getByRole('heading', { level: 3, name: 'المرورات المنتهية في مرحلة «مسودة»، من الأطول إلى الأقصر' }),
  ).toBeVisible();
  await expect(page.getByTestId('measured-files').getByText(/مرور/).first()).toBeVisible();
  await expectNoSeriousViolation(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/indicators-ar.png`, fullPage: true });
  await page.getByTestId('measured-table').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/projects\/\d+$/);
});

test('a visitor reads the published appeal texts on /recours, in both languages', async ({ page }) => {
  await page.goto('/recours');
  await expect(page.getByRole('heading', { level: 2, name: 'Le recours gracieux auprès du wali' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('Un seul recours ministériel par dossier.')).toBeVisible();
  await expect(page.getByText(/Publié le .* \(version \d+\)/).first()).toBeVisible();
  await expectNoSeriousViolation(page);
  await setLanguage(page, 'ar');
  await page.goto('/recours');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 2, name: 'التظلم الاستعطافي لدى الوالي' })).toBeVisible({ timeout: 20_000 });
  await expectNoSeriousViolation(page);
});
