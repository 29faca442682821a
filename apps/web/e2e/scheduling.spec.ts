import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  draftProjectThroughApi,
  expectNoSeriousViolation,
  setLanguage,
  signIn,
  signUpAndActivate,
  uniqueEmail,
} from './helpers.ts';

/**
 * Commission scheduling (issue 6): the advisor programs a validated file on a working day of the coming
 * week, finds it in the commission calendar, deprograms it and programs it again; the region's
 * consultation user reads the calendar without any programming action.
 */

const API = '/backend/api';
const PASSWORD = 'Programmation@Cri2026';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** Set SCHEDULING_SHOTS=<dir> to keep screenshots of the pages (looked at by hand). */
const SHOTS = process.env.SCHEDULING_SHOTS;

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

// --- Dates on Morocco's calendar (the server's "today"), computed here as the shared rules do.
const DAY = 86_400_000;
const todayInMorocco = (): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Casablanca' }).format(new Date());
const toValue = (d: string): number => Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10)));
const fromValue = (v: number): string => new Date(v).toISOString().slice(0, 10);
const weekday = (d: string): number => new Date(toValue(d)).getUTCDay() || 7;
const plusDays = (d: string, n: number): string => fromValue(toValue(d) + n * DAY);
function isoWeek(d: string): { year: number; week: number } {
  const thursday = plusDays(d, 4 - weekday(d));
  const year = Number(thursday.slice(0, 4));
  const jan4 = `${year}-01-04`;
  const week1Thursday = plusDays(jan4, 4 - weekday(jan4));
  return { year, week: (toValue(thursday) - toValue(week1Thursday)) / (7 * DAY) + 1 };
}
const shown = (d: string): string => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;

// Casablanca-Settat sits on Thursdays; the coming week's Thursday is always a future working day.
const nextMonday = plusDays(todayInMorocco(), 8 - weekday(todayInMorocco()));
const THURSDAY = plusDays(nextMonday, 3);
const WEDNESDAY = plusDays(nextMonday, 2);
const { year: YEAR, week: WEEK } = isoWeek(nextMonday);

/** A fresh investor's complete file in Casablanca-Settat, submitted; all through the API. */
async function submittedFile(request: APIRequestContext): Promise<{ id: number; name: string }> {
  const email = uniqueEmail('programmation');
  await signUpAndActivate(request, email, PASSWORD);
  const name = `Programmation ${Date.now()}`;
  const { projectId, headers } = await draftProjectThroughApi(request, {
    username: email,
    password: PASSWORD,
    framingForm: {
      investorType: 'CORPORATE_ENTITY',
      legalFormFamilyId: 2127,
      identityNumber: '001234567000089',
      projectName: name,
      sectorId: 2,
      categoryId: 21,
      subcategoryId: 211,
      description: 'Un hôtel quatre étoiles de 120 chambres.',
      totalInvestedAmount: 80_000_000,
      numberOfCreatedJobs: 150,
      yearlyResults: [{ year: 2027, turnover: 12_000_000 }],
      advancementStage: 'PREPARING',
      landSituation: 'LOOKING_FOR_LAND',
      landNeeded: true,
      minAreaHa: 2,
      maxAreaHa: 5,
      vocationId: 2,
      assignmentType: 'RENTAL',
      budgetMinPerM2: 300,
      budgetMaxPerM2: 800,
      constructionNeeded: true,
      regionId: 2,
    },
    procedureIds: [1],
  });
  const infos = (await (await request.get(`${API}/projects/${projectId}/infos`, { headers })).json()) as {
    questions: { infoTypeId: number; answerDataType: string; required: boolean; choices: { id: number }[] }[];
    landOptions: { legalStatuses: { id: number }[]; communes: { id: number }[] };
  };
  const fallback: Record<string, string> = { NUMBER: '10', PERCENTAGE: '50', DATE: '2028-09-01', STRING: 'Texte' };
  const details = await request.put(`${API}/projects/${projectId}/submit-details`, {
    headers,
    data: {
      complete: true,
      infos: infos.questions.map((q) => {
        const value = q.required ? (fallback[q.answerDataType] ?? null) : null;
        const plain = q.answerDataType !== 'CHOICE' && q.answerDataType !== 'LAND';
        return {
          infoTypeId: q.infoTypeId,
          value: plain ? value : null,
          choiceItemId: q.answerDataType === 'CHOICE' && q.required ? (q.choices[0]?.id ?? null) : null,
          ...(q.answerDataType === 'PERCENTAGE' && value !== null ? { otherValue: 100 - Number(value) } : {}),
        };
      }),
      exploitationYears: [],
      lands: infos.questions.some((q) => q.answerDataType === 'LAND')
        ? [
            {
              legalStatusId: infos.landOptions.legalStatuses[0]?.id ?? null,
              communeId: infos.landOptions.communes[0]?.id ?? null,
              fundamentalReferenceTypeId: 1170,
              parcelSurface: 2500,
              covered: true,
              coverDocument: "Plan d'aménagement Anfa",
              landRegistry: 'Casablanca-Anfa',
              titleNumber: 45871,
              titleIndex: 'C',
              specialIndex: null,
              registrationRequisitionNumber: null,
            },
          ]
        : [],
    },
  });
  expect(details.status(), await details.text()).toBe(200);
  const communes = (await (await request.get(`${API}/communes?regionId=2`)).json()) as { id: number }[];
  const commune = communes[0]?.id ?? null;
  const saved = await request.put(`${API}/projects/${projectId}`, {
    headers,
    data: {
      complete: true,
      project: {
        name,
        description: 'Un hôtel de 120 chambres.',
        address: '12 boulevard Zerktouni',
        communeId: commune,
        zipCode: '20000',
        companyLegalFormFamilyId: 2127,
        companyLegalFormId: 2201,
        companyCorporateName: 'Atlas Programmation SARL',
        companyAddress: '5 rue Ibn Batouta',
        companyCommuneId: commune,
        companyZipCode: '20100',
        companyPhone: '0522000000',
        companyMobilePhone: '0661000000',
        companyIdentifier: 'RC-123456',
        companyActivity: 'Hôtellerie',
        companySocialCapital: 1_000_000,
        companyCommonIdentifier: '001234567000089',
        fiscalIdentifier: 'IF-998877',
        commercialRegisterImmatriculationDate: '2020-03-15',
        nationalRegisterInscriptionNumber: '',
        professionTypeId: null,
        isRepresentativeCertificated: true,
        sectorIds: [2],
        components: [
          {
            sectorId: 2,
            title: 'ACCOMMODATION',
            investmentAmount: 60_000_000,
            jobsCreated: 100,
            area: 8000,
            coveredArea: 5000,
            unitNumber: 240,
            communeId: commune,
          },
        ],
        partners: [{ identityType: 'PHYSICAL_PERSON', name: 'Amina Berrada', socialPart: 60 }],
        representative: {
          civilityId: 1002,
          firstName: 'Amina',
          lastName: 'Berrada',
          nationalityId: 1201,
          identityDocumentTypeId: 1011,
          identityDocumentNumber: 'BE123456',
          email: 'amina@atlas.ma',
          mobilePhone: '0661000001',
          quality: 'Gérante',
        },
        architect: { firstName: '', lastName: '', email: '', authorizationNumber: '' },
      },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const docs = (await (await request.get(`${API}/projects/${projectId}/provided-documents`, { headers })).json()) as {
    documents: { documentTypeId: number; required: boolean }[];
  };
  for (const d of docs.documents.filter((x) => x.required)) {
    const up = await request.post(`${API}/provided-document`, {
      headers,
      multipart: {
        projectId: String(projectId),
        documentTypeId: String(d.documentTypeId),
        file: { name: 'piece.pdf', mimeType: 'application/pdf', buffer: PDF },
      },
    });
    expect(up.status(), await up.text()).toBe(201);
  }
  const submit = await request.post(`${API}/projects/${projectId}/submit`, { headers, data: { declaration: true } });
  expect(submit.status(), await submit.text()).toBeLessThan(300);
  return { id: projectId, name };
}

/** The advisor validates the file through the advisor-review route, with the bearer token of the signed-in page. */
async function validateAsAdvisor(page: Page, projectId: number): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const docs = (await (await page.request.get(`${API}/docs/json`)).json()) as { paths: Record<string, unknown> };
  expect(
    Object.keys(docs.paths).some((p) => p.endsWith('/projects/{id}/validate')),
    'POST /projects/{id}/validate (advisor review) must exist to get a validated file',
  ).toBe(true);
  const res = await page.request.post(`${API}/projects/${projectId}/validate`, {
    headers: { authorization: `Bearer ${token}` },
    data: {},
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

test.describe.configure({ mode: 'serial' });

let file: { id: number; name: string } = { id: 0, name: '' };

test('the advisor programs a validated file, finds it in the calendar, deprograms and programs it again', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  file = await submittedFile(request);
  await signIn(page, 'conseiller.casa@demo.cri.ma');
  await validateAsAdvisor(page, file.id);

  await page.goto(`/schedule/${YEAR}/${WEEK}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Programmation des commissions' })).toBeVisible();
  await expect(page.getByText(`du ${shown(nextMonday)} au ${shown(plusDays(nextMonday, 4))}`)).toBeVisible();
  const thursday = page.getByTestId(`week-day-${THURSDAY}`);
  await expect(thursday.getByText('Jour de commission')).toBeVisible();
  await expect(page.getByTestId(`week-day-${WEDNESDAY}`).getByText('Jour de commission')).toHaveCount(0);
  // The advisor's seven menu entries sit in the drawer below 1408 px (top-bar.tsx).
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Programmation', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const row = page.getByTestId(`to-program-${file.id}`);
  await expect(row).toBeVisible();
  await row.getByLabel(`Jour de la séance pour ${file.name}`).click();
  await page.getByRole('option', { name: `Jeudi ${shown(THURSDAY)}` }).click();
  await row.getByRole('button', { name: `Programmer ${file.name}` }).click();
  await expect(thursday.getByTestId(`programmed-${file.id}`)).toBeVisible();
  await expect(page.getByTestId(`to-program-${file.id}`)).toHaveCount(0);
  await expectNoSeriousViolation(page);
  await shot(page, 'schedule-fr');

  // Previous and next week navigation.
  await page.getByRole('link', { name: 'Semaine suivante' }).click();
  await expect(page.getByTestId(`week-day-${plusDays(THURSDAY, 7)}`)).toBeVisible();
  await page.getByRole('link', { name: 'Semaine précédente' }).click();
  await expect(thursday.getByTestId(`programmed-${file.id}`)).toBeVisible();

  // The commission calendar: the session day is marked, the file has its slot; its summary links to the file.
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Calendrier', exact: true }).click();
  await expect(page).toHaveURL(/\/calendar/);
  await page.goto(`/calendar/${THURSDAY}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendrier des commissions' })).toBeVisible();
  await expect(page.getByTestId(`month-day-${THURSDAY}`)).toHaveAttribute('data-session', 'true');
  const session = page.getByTestId(`session-${file.id}`);
  await expect(session).toContainText(/\d{2}:\d{2} – \d{2}:\d{2}/);
  await expect(session).toContainText('Atlas Programmation SARL');
  await expectNoSeriousViolation(page);
  await shot(page, 'calendar-fr');
  await session.getByRole('link', { name: `Voir le dossier ${file.name} dans l'agenda` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dossier en commission' })).toBeVisible();
  await expect(page.getByText(`Jeudi ${shown(THURSDAY)}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ouvrir le dossier complet' })).toHaveAttribute('href', `/projects/${file.id}`);

  // Deprogramming sends it back to the files to program; then it is programmed again for the consultation test.
  await page.goto(`/schedule/${YEAR}/${WEEK}`);
  await thursday.getByRole('button', { name: `Déprogrammer ${file.name}` }).click();
  await expect(page.getByTestId(`to-program-${file.id}`)).toBeVisible();
  await expect(thursday.getByTestId(`programmed-${file.id}`)).toHaveCount(0);
  const again = page.getByTestId(`to-program-${file.id}`);
  await again.getByLabel(`Jour de la séance pour ${file.name}`).click();
  await page.getByRole('option', { name: `Jeudi ${shown(THURSDAY)}` }).click();
  await again.getByRole('button', { name: `Programmer ${file.name}` }).click();
  await expect(thursday.getByTestId(`programmed-${file.id}`)).toBeVisible();

  // In Arabic, right to left, with the week days in Arabic.
  await setLanguage(page, 'ar');
  await page.goto(`/schedule/${YEAR}/${WEEK}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'برمجة اللجان' })).toBeVisible();
  await expect(thursday.getByRole('heading', { name: `الخميس ${shown(THURSDAY)}` })).toBeVisible();
  await expect(thursday.getByText('يوم اللجنة')).toBeVisible();
  await expectNoSeriousViolation(page);
  await shot(page, 'schedule-ar');
  await page.goto(`/calendar/${THURSDAY}`);
  await expect(page.getByRole('heading', { level: 1, name: 'رزنامة اللجان' })).toBeVisible();
  await shot(page, 'calendar-ar');
  await setLanguage(page, 'fr');
});

test('the regional consultation user reads the calendar, without programming', async ({ page }) => {
  await signIn(page, 'consultation.casa@demo.cri.ma');
  await page.goto(`/calendar/${THURSDAY}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendrier des commissions' })).toBeVisible();
  await expect(page.getByTestId('calendar-read-only')).toBeVisible();
  await expect(page.getByTestId(`session-${file.id}`)).toContainText(file.name);
  await expect(page.getByRole('button', { name: /Programmer|Déprogrammer/ })).toHaveCount(0);
  await expectNoSeriousViolation(page);
  // Six menu entries: they sit in the drawer below 1408 px; the calendar is there, programming is not.
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Calendrier', exact: true })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Programmation', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  // The programming page is the advisors' only.
  await page.goto('/schedule');
  await expect(page.getByRole('heading', { level: 1, name: 'Programmation des commissions' })).toHaveCount(0);
});
