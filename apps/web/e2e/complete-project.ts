import { type APIRequestContext, expect } from '@playwright/test';
import { apiAuthHeaders, draftProjectThroughApi, signUpAndActivate, uniqueEmail } from './helpers.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const API = '/backend/api';

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
/**
 * A complete draft of a new investor, made through the API as the pages would (questionnaire, procedures,
 * infos, project form, every required document), ready to be submitted from the recap.
 */
export async function completeProjectOf(
  request: APIRequestContext,
  email: string,
  password: string,
  name = 'Hôtel Atlas',
): Promise<number> {
  const framingForm = {
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
    password,
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
        name,
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

/** A fresh investor's complete file in Casablanca-Settat, submitted; all through the API. */
export async function submittedProjectOf(
  request: APIRequestContext,
  opts: { label: string; password: string },
): Promise<{ id: number; name: string; email: string }> {
  const email = uniqueEmail(opts.label.toLowerCase());
  await signUpAndActivate(request, email, opts.password);
  const name = `${opts.label} ${Date.now()}`;
  const id = await completeProjectOf(request, email, opts.password, name);
  const submit = await request.post(`${API}/projects/${id}/submit`, {
    headers: await apiAuthHeaders(request, email, opts.password),
    data: { declaration: true },
  });
  expect(submit.status(), await submit.text()).toBeLessThan(300);
  return { id, name, email };
}
