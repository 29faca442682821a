import { GUEST_HOUSE, questionnaire } from '@cri/shared/fixtures/builders';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { draftProjectThroughApi, expectNoSeriousViolation, signUpAndActivate, uniqueEmail } from './helpers.ts';
import { resumeSession } from './sessions.ts';

const PASSWORD = 'Projet@Cri2026';
/** Set STAFF_DASHBOARD_SHOTS=<dir> to keep screenshots (looked at by hand). */
const SHOTS = process.env.STAFF_DASHBOARD_SHOTS;

/** A draft project in Casablanca-Settat of a new investor, through the API; its name is unique to the run. */
async function casaDraft(request: APIRequestContext): Promise<string> {
  const email = uniqueEmail('staff-dash');
  const name = `Conserverie Oulad Saleh ${Date.now() % 100_000}`;
  await signUpAndActivate(request, email, PASSWORD);
  await draftProjectThroughApi(request, {
    username: email,
    password: PASSWORD,
    procedureIds: [3],
    framingForm: questionnaire({ ...GUEST_HOUSE, projectName: name, description: 'Une conserverie de poisson.' }),
  });
  return name;
}

test('the advisor sees the dashboard categories with counts, the lists, and finds a file with the search popover', async ({
  page,
  request,
}) => {
  const name = await casaDraft(request);
  await resumeSession(page, 'conseiller.casa@demo.cri.ma', '/dashboard');

  // The five categories of spec 2 §7 with their counts, fetched at page 0; the draft is among the drafts.
  await expect(page.getByRole('heading', { level: 2, name: 'Indicateurs' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: /^Brouillons \(\d+\)$/ })).toBeVisible();
  for (const label of ['Dossiers soumis', 'Dossiers à traiter', 'Recours demandés', 'PV de commission à signer']) {
    await expect(page.getByRole('heading', { level: 3, name: new RegExp(`^${label} \\(\\d+\\)$`) })).toBeVisible();
  }
  await expect(page.getByText('En attente depuis plus de 2 jours ouvrables')).toBeVisible();
  await expectNoSeriousViolation(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/advisor-dashboard.png`, fullPage: true });

  // /projects from the menu: category tabs, the drafts tab lists the file.
  // The advisor's seven menu entries sit in the drawer below 1408 px (top-bar.tsx).
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Projets' }).first().click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dossiers de la région' })).toBeVisible();
  await page.getByRole('tab', { name: 'Brouillons' }).click();
  await expect(page).toHaveURL(/category=DRAFT/);
  await expect(page.getByRole('columnheader', { name: 'Échéance indicative' })).toBeVisible();
  await expectNoSeriousViolation(page);

  // The search popover: a name too short is refused, a valid one opens /filtred-projects.
  await page.getByRole('button', { name: 'Rechercher un projet' }).click();
  const field = page.getByRole('textbox', { name: 'Nom du projet' });
  await field.fill('Co');
  await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
  await expect(page.getByText('Saisissez au moins 3 caractères.')).toBeVisible();
  await field.fill(name);
  await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
  await expect(page).toHaveURL(/\/filtred-projects\?region=2&name=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Résultats de la recherche' })).toBeVisible();
  await expect(page.getByText('1 projet trouvé')).toBeVisible();
  await expect(page.getByRole('link', { name: `Ouvrir le projet ${name}` })).toBeVisible();
  await expectNoSeriousViolation(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/search-results.png`, fullPage: true });
});

test('regional consultation sees the region files read-only', async ({ page, request }) => {
  const name = await casaDraft(request);
  await resumeSession(page, 'consultation.casa@demo.cri.ma', '/dashboard');
  await expect(page.getByRole('heading', { level: 3, name: /^Dossiers soumis \(\d+\)$/ })).toBeVisible();
  await page.goto('/projects?category=DRAFT');
  await expect(page.getByText(/Consultation seule/)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Brouillons' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('columnheader', { name: 'Investisseur' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Archiver/ })).toHaveCount(0);
  // The file of the region, through the search results (the drafts are listed oldest step first).
  await page.goto(`/filtred-projects?name=${encodeURIComponent(name)}`);
  await expect(page.getByRole('link', { name: `Ouvrir le projet ${name}` })).toBeVisible();
  await expect(page.getByRole('link', { name: /Archiver/ })).toHaveCount(0);
  await expectNoSeriousViolation(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/consultation-projects.png`, fullPage: true });
});
