import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import {
  apiAuthHeaders,
  draftProjectThroughApi,
  expectNoSeriousViolation,
  setLanguage,
  signIn,
  signUpAndActivate,
  uniqueEmail,
} from './helpers.ts';

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
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

interface Question {
  infoTypeId: number;
  code: string;
  answerDataType: string;
  required: boolean;
  choices: { id: number }[];
}

const VALUES: Record<string, string> = {
  INVESTMENT_AMOUNT: '3000000',
  EQUITY_SHARE: '70',
  PROJECT_CONSISTENCY: 'Hôtel de 120 chambres',
  BUILT_AREA: '5000',
  WORKS_START_DATE: '2027-03-01',
  WORKS_END_DATE: '2028-06-30',
  DIRECT_JOBS: '40',
  OPERATION_START_DATE: '2028-09-01',
};
const FALLBACK: Record<string, string> = { NUMBER: '10', PERCENTAGE: '50', DATE: '2028-09-01', STRING: 'Texte' };

/** A project of a fresh investor with its three steps complete, all through the API. */
async function completeProjectOf(request: APIRequestContext, email: string): Promise<number> {
  const framingForm = {
    investorType: 'CORPORATE_ENTITY',
    legalFormFamilyId: 2127,
    identityNumber: '001234567000089',
    projectName: 'Hôtel Atlas',
    sectorId: 2,
    categoryId: 21,
    subcategoryId: 211,
    description: 'Un hôtel quatre étoiles de 120 chambres.',
    totalInvestedAmount: 80_000_000,
    numberOfCreatedJobs: 150,
    yearlyResults: [
      { year: 2027, turnover: 12_000_000 },
      { year: 2028, turnover: 18_000_000 },
    ],
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
  };
  const { projectId, headers } = await draftProjectThroughApi(request, {
    username: email,
    password: PASSWORD,
    framingForm,
    procedureIds: [1],
  });

  // Step 1: the infos.
  const infos = (await (await request.get(`${API}/projects/${projectId}/infos`, { headers })).json()) as {
    questions: Question[];
    landOptions: { legalStatuses: { id: number }[]; communes: { id: number }[] };
  };
  const answers = infos.questions.map((q) => {
    const value = VALUES[q.code] ?? (q.required ? (FALLBACK[q.answerDataType] ?? null) : null);
    const plain = q.answerDataType !== 'CHOICE' && q.answerDataType !== 'LAND';
    return {
      infoTypeId: q.infoTypeId,
      value: plain ? value : null,
      choiceItemId: q.answerDataType === 'CHOICE' && q.required ? (q.choices[0]?.id ?? null) : null,
      ...(q.answerDataType === 'PERCENTAGE' && value !== null ? { otherValue: 100 - Number(value) } : {}),
    };
  });
  const hasDates = infos.questions.some((q) => q.code === 'WORKS_START_DATE');
  const details = await request.put(`${API}/projects/${projectId}/submit-details`, {
    headers,
    data: {
      complete: true,
      infos: answers,
      exploitationYears: hasDates
        ? [
            { startDate: '2027-03-01', endDate: '2027-12-31', investmentAmount: 1_000_000, jobsCreated: 15 },
            { startDate: '2028-01-01', endDate: '2028-06-30', investmentAmount: 2_000_000, jobsCreated: 25 },
          ]
        : [],
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

  // Step 2: the project form.
  const communes = (await (await request.get(`${API}/communes?regionId=2`)).json()) as { id: number }[];
  const commune = communes[0]?.id ?? null;
  const saved = await request.put(`${API}/projects/${projectId}`, {
    headers,
    data: {
      complete: true,
      project: {
        name: 'Hôtel Atlas',
        description: 'Un hôtel de 120 chambres.',
        address: '12 boulevard Zerktouni',
        communeId: commune,
        zipCode: '20000',
        companyLegalFormFamilyId: 2127,
        companyLegalFormId: 2201,
        companyCorporateName: 'Atlas Hôtels SARL',
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
        sectorIds: [2, 1],
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
          {
            sectorId: 1,
            title: 'WAREHOUSE',
            investmentAmount: 20_000_000,
            jobsCreated: 50,
            area: 2000,
            coveredArea: 0,
            unitNumber: null,
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

  // Step 3: every required document.
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
  return projectId;
}

/** A signed-in page of its own for a staff member (each user keeps their session apart). */
async function staffPage(browser: Browser, username: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, username);
  return page;
}

/** A call of the API with the bearer token of the page's session, as the web app makes it. */
async function callAsPage(page: Page, method: string, path: string, body?: unknown): Promise<number> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const token = localStorage.getItem('accessToken') ?? '';
      const res = await fetch(url, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return res.status;
    },
    { method, url: `${API}${path}`, body },
  );
}

test('the advisor shares a validated file with an administration and its commission member opens it', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('partage');
  await signUpAndActivate(request, email, PASSWORD);
  const projectId = await completeProjectOf(request, email);
  const investor = await apiAuthHeaders(request, email, PASSWORD);
  const submitted = await request.post(`${API}/projects/${projectId}/submit`, { headers: investor, data: { declaration: true } });
  expect(submitted.status(), await submitted.text()).toBe(200);

  const advisor = await staffPage(browser, ADVISOR);
  // Before validation the share page explains why nothing can be shared.
  await advisor.goto(`/projects/${projectId}/share`);
  await expect(advisor.getByText('Le dossier doit être validé par le conseiller')).toBeVisible();
  expect(await callAsPage(advisor, 'POST', `/projects/${projectId}/validate`, {})).toBe(200);

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
