import { expect as baseExpect, test } from '@playwright/test';
import { submittedProjectOf } from './complete-project.ts';
import { decideThroughApi } from './decided-file.ts';
import { expectNoSeriousViolation, setLanguage, signIn } from './helpers.ts';
import { callAsPage, staffPage } from './staff-session.ts';

/**
 * Monitoring after the decision (issue 18): a favourable decision makes the file a monitoring project; the
 * region's manager finds it in the list, goes through the three steps (a percentage over 100, or a parcel
 * half-filled, keeps Next disabled; the file's parcel, edited, shows on the recap), records a milestone with
 * its figures and an attachment, disables another; the dashboard's figures follow. The dashboard and the project page in Arabic too. On a weekend no session sits today,
 * so no decision and nothing to follow: the list does not show the file.
 */
const MANAGER = 'suivi.casa@demo.cri.ma';
/** Each page's chunk loads on first visit: a loaded machine needs more than the default 5 s. */
const expect = baseExpect.configure({ timeout: 20_000 });

test('a favourable decision is followed: three steps, a milestone recorded with its attachment, another disabled', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const file = await submittedProjectOf(request, {
    label: 'Suivi',
    password: 'Suivi@Cri2026',
    procedureIds: [3],
    project: {
      architect: { firstName: 'Salma', lastName: 'Idrissi', email: 'salma.idrissi@archi.ma', authorizationNumber: 'CNOA-2291' },
    },
  });
  const advisor = await staffPage(browser, 'conseiller.casa@demo.cri.ma');
  const decided = await decideThroughApi(advisor, file.id, 'FAVORABLE');
  const page = await staffPage(browser, MANAGER);
  const list = (await callAsPage(page, 'GET', `/monitoring-projects/monitoring-manager?search=${encodeURIComponent(file.name)}`))
    .json as {
    content: { id: number }[];
  };
  if (!decided) {
    expect(list.content).toEqual([]);
    return;
  }
  const before = (await callAsPage(page, 'GET', '/monitoring-projects/dashboard')).json as { investment: { realised: number } };

  // The list: search finds the file.
  await page.goto('/monitoring-projects');
  await expect(page.getByRole('heading', { level: 1, name: 'Projets suivis' })).toBeVisible();
  await page.getByLabel('Rechercher (nom, référence, investisseur)').fill(file.name);
  await page.getByRole('link', { name: file.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: file.name })).toBeVisible();
  await expectNoSeriousViolation(page);

  // Three steps.
  await page.getByRole('link', { name: 'Commencer les étapes' }).click();
  await expect(page.getByRole('heading', { name: 'Informations générales' })).toBeVisible();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page).toHaveURL(/\/project-infos$/);
  const percentage = page.locator('input[inputmode="numeric"]').first();
  if ((await percentage.count()) > 0) {
    await percentage.fill('150');
    await expect(page.getByText('Saisissez un pourcentage entier entre 0 et 100.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Suivant' })).toBeDisabled();
    await percentage.fill('40');
    await expect(page.getByLabel('Autres (%)').first()).toHaveValue('60');
  }
  // The file's parcel came with it; a parcel added half-filled keeps Next disabled until removed.
  const parcel = page.getByRole('region', { name: 'Parcelle 1' });
  await expect(parcel.getByLabel('Superficie (m²)')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Ajouter une parcelle' }).click();
  const added = page.getByRole('region', { name: 'Parcelle 2' });
  await expect(added.getByText('Ce champ est obligatoire').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Suivant' })).toBeDisabled();
  await added.getByRole('button', { name: 'Supprimer la parcelle 2' }).click();
  await expect(added).toHaveCount(0);
  await parcel.getByLabel('Superficie (m²)').fill('2500');
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page).toHaveURL(/\/recap$/);
  // The recap lists the parcel as saved.
  await expect(page.getByRole('region', { name: 'Parcelle 1' })).toContainText(/2[\s\u00A0\u202F]500/);
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Projet suivi validé' })).toBeVisible();
  await page.getByRole('link', { name: 'Retour au projet suivi' }).click();
  await expect(page.getByText('Validé', { exact: true })).toBeVisible();

  // A procedural milestone recorded with its figures and an attachment.
  await page
    .getByRole('row', { name: /Ouverture du chantier/ })
    .getByRole('link', { name: 'Modifier' })
    .click();
  await expect(page.getByRole('heading', { name: /Modifier le jalon/ })).toBeVisible();
  await page.getByLabel("Taux d'avancement (%)").fill('120');
  await page.getByLabel('Investissement réalisé (DH)').fill('1000000');
  await page.getByLabel('Emplois créés').fill('5');
  await page.getByRole('button', { name: 'Marquer réalisé' }).click();
  await expect(page.getByText('Saisissez un pourcentage entier entre 0 et 100.')).toBeVisible();
  await expect(page.getByLabel('Emplois créés')).toHaveValue('5');
  await page.getByLabel("Taux d'avancement (%)").fill('50');
  await page
    .locator('input[type="file"]')
    .last()
    .setInputFiles({
      name: 'photo-chantier.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'),
    });
  await page.getByRole('button', { name: 'Marquer réalisé' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Jalon enregistré' })).toBeVisible();
  await expect(page).toHaveURL(/\/milestone-edit\/\d+\/success$/);
  const recorded = Number(/\/milestone-edit\/(\d+)\/success$/.exec(page.url())?.[1]);

  // Another disabled, after confirmation.
  await page.getByRole('link', { name: 'Retour au projet suivi' }).click();
  await page
    .getByRole('row', { name: /Achèvement du gros œuvre/ })
    .getByRole('link', { name: 'Modifier' })
    .click();
  await page.getByRole('button', { name: 'Désactiver' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Jalon désactivé' })).toBeVisible();
  await expect(page).toHaveURL(/\/disabled-success$/);
  await page.getByRole('link', { name: 'Retour au projet suivi' }).click();
  await expect(page.getByRole('row', { name: /Achèvement du gros œuvre/ })).toContainText('Désactivé');
  await expect(page.getByRole('row', { name: /Ouverture du chantier/ })).toContainText('Réalisé');
  const projectUrl = page.url();

  // The dashboard follows.
  await page.goto('/monitoring-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord du suivi' })).toBeVisible();
  const after = (await callAsPage(page, 'GET', '/monitoring-projects/dashboard')).json as { investment: { realised: number } };
  expect(after.investment.realised).toBe(before.investment.realised + 1_000_000);
  // Digit groups are joined by no-break spaces (they keep their order in Arabic).
  const grouped = String(after.investment.realised).replace(/\B(?=(\d{3})+(?!\d))/g, '[\\s\u00A0]');
  await expect(page.getByTestId('investment-figures')).toContainText(new RegExp(`${grouped}[\\s\u00A0]réalisés`));
  await expectNoSeriousViolation(page);
  await page.screenshot({ path: test.info().outputPath('monitoring-dashboard-fr.png'), fullPage: true });

  // In Arabic: the dashboard (charts mirrored) and the project page.
  await setLanguage(page, 'ar');
  await page.goto('/monitoring-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'لوحة قيادة التتبع' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('img', { name: 'الاستثمار المنجز مقارنة بالمتوقع' })).toBeVisible();
  await expectNoSeriousViolation(page);
  await page.screenshot({ path: test.info().outputPath('monitoring-dashboard-ar.png'), fullPage: true });
  // Each figure keeps its digit groups in reading order inside the Arabic sentence ("1 000 000", never
  // "000 000 1"): measured on the glyphs laid out, left to right within each number.
  for (const id of ['investment-figures', 'jobs-figures']) expect(await numbersReadLeftToRight(page, id)).toBe(true);
  await page.goto(projectUrl);
  await expect(page.getByRole('heading', { level: 1, name: file.name })).toBeVisible();
  await expect(page.getByText('مصادق عليه')).toBeVisible();
  await expectNoSeriousViolation(page);
  await page.screenshot({ path: test.info().outputPath('monitoring-project-ar.png'), fullPage: true });

  // The milestone pages in Arabic: the recorded milestone's details and its success page, a new milestone
  // (a missing French name refused in Arabic, the Arabic name typed kept), a new follow-up action.
  const projectId = Number(/\/monitoring-projects\/(\d+)/.exec(projectUrl)?.[1]);
  await page.goto(`/monitoring-projects/${projectId}/milestone/${recorded}`);
  await expect(page.getByRole('heading', { level: 1, name: file.name })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'افتتاح الورش' })).toBeVisible();
  await expectNoSeriousViolation(page);
  await page.goto(`/monitoring-projects/${projectId}/milestone-edit/${recorded}/success`);
  await expect(page.getByRole('heading', { level: 1, name: 'تم حفظ المرحلة' })).toBeVisible();
  await expectNoSeriousViolation(page);
  await page.goto(`/monitoring-projects/${projectId}/milestone-new`);
  await expect(page.getByRole('heading', { level: 2, name: 'مرحلة جديدة' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('textbox', { name: 'الاسم (بالعربية)' }).fill('مرحلة تجريبية');
  await page.getByRole('button', { name: 'حفظ' }).click();
  await expect(page.getByText('هذا الحقل إلزامي.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'الاسم (بالعربية)' })).toHaveValue('مرحلة تجريبية');
  await expectNoSeriousViolation(page);
  await page.goto(`/monitoring-projects/${projectId}/follow-up-action-new`);
  await expect(page.getByRole('heading', { level: 2, name: 'إجراء تتبع جديد' })).toBeVisible();
  await expectNoSeriousViolation(page);

  // The investor sees the milestones of his file, read-only.
  const investor = await (await browser.newContext()).newPage();
  await signIn(investor, file.email, { password: 'Suivi@Cri2026' });
  await investor.goto(`/projects/${file.id}`);
  const section = investor.getByTestId('monitoring-milestones');
  await expect(section).toBeVisible();
  await expect(section.getByRole('row', { name: /Ouverture du chantier/ })).toContainText('Réalisé');
  await expect(section.getByRole('row', { name: /Achèvement du gros œuvre/ })).toHaveCount(0);
});

/**
 * Whether every number of the element's text (digits with their group separators) is laid out left to
 * right, whatever the paragraph's direction: the x of each digit, read from its glyph box, grows.
 */
async function numbersReadLeftToRight(page: import('@playwright/test').Page, testId: string): Promise<boolean> {
  return page.getByTestId(testId).evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const numbers: number[][] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\d[\d\s\u00A0\u202F]*\d|\d/g)) {
        const xs: number[] = [];
        for (let i = match.index; i < match.index + match[0].length; i++) {
          if (!/\d/.test(text[i] ?? '')) continue;
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          xs.push(range.getBoundingClientRect().x);
        }
        numbers.push(xs);
      }
    }
    return numbers.length > 0 && numbers.every((xs) => xs.every((x, i) => i === 0 || x > (xs[i - 1] ?? 0)));
  });
}
