import { expect, type Page, test } from '@playwright/test';
import { submittedProjectOf } from './complete-project.ts';
import { expectNoSeriousViolation, setLanguage } from './helpers.ts';
import { resumeSession } from './sessions.ts';
import { takeOverFile } from './take-over.ts';

/**
 * Commission competence (decision 050; spec 2 §9): a file of 250 M DH or more is not programmed in the
 * region — the advisor's list says why, the server refuses with the rule's error — and the national
 * commission finds it in its list of every region's files and opens it on its decision form.
 */

const API = '/backend/api';
const PASSWORD = 'Competence@Cri2026';
/** Set COMPETENCE_SHOTS=<dir> to keep screenshots of the pages (looked at by hand). */
const SHOTS = process.env.COMPETENCE_SHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

/** 320 M DH: the hotel of the fixture at 300 M DH and its warehouse at 20 M DH. */
const component = (sectorId: number, title: string, investmentAmount: number, communeId: number) => ({
  sectorId,
  title,
  investmentAmount,
  jobsCreated: 50,
  area: 8000,
  coveredArea: 5000,
  unitNumber: 10,
  communeId,
});

/** The signed-in page's call with its bearer token. */
async function callAs(page: Page, method: 'POST' | 'PUT', path: string, data: object = {}) {
  return page.evaluate(
    async ({ method, path, data }) => {
      const answer = await fetch(path, {
        method,
        headers: { authorization: `Bearer ${localStorage.getItem('accessToken') ?? ''}`, 'content-type': 'application/json' },
        body: JSON.stringify(data),
      });
      return { status: answer.status, body: (await answer.json()) as { errorCode?: string; message?: string } };
    },
    { method, path, data },
  );
}

test.describe.configure({ mode: 'serial' });

let file = { id: 0, name: '' };

test('the advisor cannot program a file of 320 M DH: the list and the server name the national commission', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const [commune] = (await (await request.get(`${API}/communes?regionId=2`)).json()) as { id: number }[];
  const communeId = commune?.id ?? 0;
  file = await submittedProjectOf(request, {
    label: 'Competence',
    password: PASSWORD,
    project: {
      components: [component(2, 'ACCOMMODATION', 300_000_000, communeId), component(1, 'WAREHOUSE', 20_000_000, communeId)],
    },
  });
  await resumeSession(page, 'conseiller.casa@demo.cri.ma');
  await takeOverFile(page, file.id);
  const validated = await callAs(page, 'POST', `${API}/projects/${file.id}/validate`);
  expect(validated.status, JSON.stringify(validated.body)).toBeLessThan(300);

  await page.goto('/schedule');
  const row = page.getByTestId(`to-program-${file.id}`);
  await expect(row.getByText('Commission nationale', { exact: true })).toBeVisible();
  await expect(row.getByText('Non programmable en région : relève de la commission nationale.')).toBeVisible();
  await expect(row.getByRole('button')).toHaveCount(0);
  await shot(page, 'advisor-schedule-fr');
  // Asked anyway, the server refuses with the rule's error, translated, and nothing changes.
  const refused = await callAs(page, 'PUT', `${API}/projects/${file.id}/program?date=2030-01-03`);
  expect(refused.status).toBe(409);
  expect(refused.body.errorCode).toBe('NATIONAL_COMMISSION_COMPETENCE');
  expect(refused.body.message).toMatch(/commission nationale d'investissement/);

  await page.goto(`/projects/${file.id}`);
  await expect(page.getByTestId('competent-commission')).toContainText('Commission nationale');
  await setLanguage(page, 'ar');
  await page.goto('/schedule');
  await expect(
    page.getByTestId(`to-program-${file.id}`).getByText('لا يمكن برمجته جهويًا: من اختصاص اللجنة الوطنية.'),
  ).toBeVisible();
  await shot(page, 'advisor-schedule-ar');
});

test('the national commission finds the file among every region’s and opens it on the decision form', async ({ page }) => {
  test.setTimeout(90_000);
  await resumeSession(page, 'commission.nationale@demo.cri.ma', '/national-commission');
  await expect(page.getByRole('heading', { level: 1, name: "Commission nationale d'investissement" })).toBeVisible();
  const row = page.getByTestId(`national-file-${file.id}`);
  await expect(row).toContainText('Casablanca-Settat');
  await expect(row).toContainText('Commission nationale');
  await shot(page, 'national-list-fr');
  await row.getByRole('link', { name: file.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: file.name })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Décision de la commission' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enregistrer la décision' })).toBeVisible();
  await expectNoSeriousViolation(page);
  await shot(page, 'national-file-fr');

  await setLanguage(page, 'ar');
  await page.goto('/national-commission');
  await expect(page.getByRole('heading', { level: 1, name: 'اللجنة الوطنية للاستثمار' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId(`national-file-${file.id}`)).toContainText('اللجنة الوطنية');
  await expectNoSeriousViolation(page);
  await shot(page, 'national-list-ar');
  await page.goto(`/national-commission/projects/${file.id}`);
  await expect(page.getByRole('heading', { level: 1, name: file.name })).toBeVisible();
  await shot(page, 'national-file-ar');
});
