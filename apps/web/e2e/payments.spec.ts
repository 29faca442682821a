import { expect, type Page, test } from '@playwright/test';
import { submittedProjectOf } from './complete-project.ts';
import { decideThroughApi } from './decided-file.ts';
import { expectNoSeriousViolation, setLanguage, signIn } from './helpers.ts';
import { callAsPage, staffPage } from './staff-session.ts';

/**
 * Fees and online payment (issue 16): the advisor requests the payment of the building permit (API, as the
 * follow-up action form would), the investor fills the technical sheet, the urban agency and the commune
 * validate it, the investor's card is declined at the sandbox provider, then accepted: success page. The
 * detail per administration is checked in Arabic too. On a weekend no session sits today, so no decision:
 * the request is refused (the API tests cover the rest with a controlled clock).
 */

const PASSWORD = 'Paiement@Cri2026';
const ADVISOR = 'conseiller.casa@demo.cri.ma';
const URBAN = 'membre.casa@demo.cri.ma';
const COMMUNE = 'membre.commune.casa@demo.cri.ma';

/** The advisor's PAYMENT follow-up action (multipart, as its form sends it), then the payment request, enrolled. */
async function requestPayment(advisor: Page, projectId: number): Promise<number> {
  const created = await advisor.evaluate(async (id) => {
    const data = new FormData();
    data.append(
      'followUpAction',
      JSON.stringify({
        projectId: id,
        procedureId: 3,
        type: 'PAYMENT',
        recipient: 'INVESTOR',
        visibleToInvestor: true,
        stepTitle: 'Paiement des prestations',
        delayDays: 15,
      }),
    );
    const res = await fetch('/backend/api/follow-up-action/new', {
      method: 'POST',
      headers: { authorization: `Bearer ${localStorage.getItem('accessToken') ?? ''}` },
      body: data,
    });
    return res.status;
  }, projectId);
  expect(created).toBe(201);
  const detail = await callAsPage(advisor, 'POST', '/payment-detail/new', { projectId, procedureId: 3 });
  expect(detail.status, JSON.stringify(detail.json)).toBe(201);
  const id = (detail.json as { id: number }).id;
  expect((await callAsPage(advisor, 'PUT', `/payment-detail/enrolling/${id}`)).status).toBe(200);
  return id;
}

async function lineIdOf(page: Page, detailId: number, code: 'urban' | 'commune'): Promise<number> {
  const d = (await callAsPage(page, 'GET', `/payment-detail/${detailId}`)).json as {
    lines: { id: number; administrationNameFr: string }[];
  };
  const line = d.lines.find((l) => (code === 'urban' ? /Agence urbaine/ : /^(?!Agence)/).test(l.administrationNameFr));
  return line?.id ?? 0;
}

async function evaluate(page: Page, detailId: number, code: 'urban' | 'commune') {
  await page.goto('/dashboard');
  await page.goto(`/payment/${detailId}/technical-sheet-evaluation/${await lineIdOf(page, detailId, code)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Évaluation de la fiche technique' })).toBeVisible();
  await page.getByRole('button', { name: 'Valider la fiche' }).click();
  await expect(page.getByText('La fiche technique est validée pour votre administration.')).toBeVisible();
}

async function payWithCard(page: Page, detailId: number, card: string): Promise<void> {
  await page.goto(`/payment/${detailId}/payment-method`);
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement des prestations' })).toBeVisible();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByRole('button', { name: /^Payer / }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement en ligne (bac à sable)' })).toBeVisible();
  await page.getByLabel('Numéro de carte').fill(card);
  await page.getByRole('button', { name: 'Payer', exact: true }).click();
}

test('payment requested, sheet filled and validated by both administrations, card declined then accepted', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const file = await submittedProjectOf(request, {
    label: 'Paiement',
    password: PASSWORD,
    procedureIds: [3],
    project: {
      architect: { firstName: 'Omar', lastName: 'Tazi', email: 'omar.tazi@archi.ma', authorizationNumber: 'CNOA-1187' },
    },
  });
  const advisor = await staffPage(browser, ADVISOR);
  if (!(await decideThroughApi(advisor, file.id, 'FAVORABLE', ['URBAN_AGENCY_1_R02', 'CAPITAL_COMMUNE_R02']))) {
    expect((await callAsPage(advisor, 'POST', '/payment-detail/new', { projectId: file.id, procedureId: 3 })).status).toBe(409);
    return;
  }
  const detailId = await requestPayment(advisor, file.id);

  // The investor fills the sheet in three steps; the totals follow the typing.
  await signIn(page, file.email, { password: PASSWORD });
  await page.goto(`/payment/${detailId}/technical-sheet-infos`);
  await expect(page.getByRole('heading', { level: 1, name: 'Fiche technique' })).toBeVisible();
  await page.getByLabel('Référence foncière').fill('TF 1234/C');
  await page.getByLabel('Type de terrain').fill('Terrain titré');
  const numbers = page.locator('input[inputmode="decimal"]');
  for (let i = 0; i < (await numbers.count()); i++) await numbers.nth(i).fill('0');
  await page.getByLabel(/^Superficie du terrain/).fill('2 500');
  await page.getByLabel(/^Surface couverte/).fill('-10');
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByText('La valeur ne peut pas être négative.')).toBeVisible();
  await expect(page.getByLabel(/^Superficie du terrain/)).toHaveValue('2 500');
  await page.getByLabel(/^Surface couverte/).fill('1 250');
  await page.getByLabel(/^Surface plancher tous niveaux/).fill('2469,12');
  await expect(page.getByTestId('running-totals')).toContainText('2 469,12');
  await page.screenshot({ path: test.info().outputPath('payments-sheet-fr.png'), fullPage: true });
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByRole('heading', { name: 'Récapitulatif de la fiche' })).toBeVisible();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByRole('button', { name: 'Valider la fiche technique' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fiche technique validée' })).toBeVisible();

  // Both administrations validate.
  await evaluate(await staffPage(browser, URBAN), detailId, 'urban');
  const commune = await staffPage(browser, COMMUNE);
  await evaluate(commune, detailId, 'commune');

  // Declined, then paid after retrying.
  await page.goto(`/payment/${detailId}/payment-administration-detail`);
  await expect(page.getByText('Total à payer : 31 295,60 DH')).toBeVisible();
  await expectNoSeriousViolation(page);
  await payWithCard(page, detailId, '4000 0000 0000 0002');
  await expect(page).toHaveURL(new RegExp(`/payment/${detailId}/confirmation/failure$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement refusé' })).toBeVisible();
  await payWithCard(page, detailId, '4242 4242 4242 4242');
  await expect(page).toHaveURL(new RegExp(`/payment/${detailId}/confirmation/success$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement réussi' })).toBeVisible();
  await expectNoSeriousViolation(page);

  // The detail per administration, in Arabic.
  await setLanguage(page, 'ar');
  await page.goto(`/payment/${detailId}/payment-administration-detail`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'تفاصيل الأداء حسب الإدارة' })).toBeVisible();
  await expect(page.getByText(/^المجموع المستحق/)).toContainText('31 295,60 درهم');
  await page.screenshot({ path: test.info().outputPath('payments-detail-ar.png'), fullPage: true });
  await setLanguage(page, 'fr');
});
