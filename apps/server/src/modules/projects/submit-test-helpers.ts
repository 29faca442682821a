import { LEGAL_PERSON_TYPE_IDS as F, FUNDAMENTAL_REFERENCE_TYPE_IDS as REF } from '@cri/shared/enums/reference-data';
import { IDENTITY_DOCUMENT_TYPE_IDS, MOROCCAN_NATIONALITY_ID } from '@cri/shared/rules/investor-form';
import type { TProvidedDocumentList } from '@cri/shared/schemas/documents';
import { emptyProjectForm, type TProjectFormValues } from '@cri/shared/schemas/project-form';
import type { TInfoAnswer, TProjectInfos } from '@cri/shared/schemas/project-infos';
import { eq } from 'drizzle-orm';
import { communes } from '../../db/schema.ts';
import type { LoggedIn } from '../../test/login.ts';
import type { TestApp } from '../../test/test-app.ts';
import { PDF_HEAD, upload } from '../documents/test-helpers.ts';
import { API, CASA } from '../framing-forms/test-helpers.ts';

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

const fallback = (q: TProjectInfos['questions'][number]): string | null => {
  if (!q.required) return null;
  if (q.answerDataType === 'NUMBER') return '10';
  if (q.answerDataType === 'PERCENTAGE') return '50';
  if (q.answerDataType === 'DATE') return '2028-09-01';
  if (q.answerDataType === 'STRING') return 'Texte';
  return null;
};

/** A complete company form in Casablanca-Settat (the project step). */
export async function completeProjectForm(t: TestApp, name = 'Hôtel Atlas'): Promise<TProjectFormValues> {
  const [casa] = await t.database.db.select().from(communes).where(eq(communes.regionId, CASA)).limit(1);
  if (!casa) throw new Error('no commune seeded');
  return {
    ...emptyProjectForm(name),
    description: 'Un hôtel de 120 chambres.',
    address: '12 boulevard Zerktouni',
    communeId: casa.id,
    zipCode: '20000',
    companyLegalFormFamilyId: F.LEGAL_PERSON,
    companyLegalFormId: 2201,
    companyCorporateName: 'Atlas Hôtels SARL',
    companyAddress: '5 rue Ibn Batouta',
    companyCommuneId: casa.id,
    companyZipCode: '20100',
    companyPhone: '0522000000',
    companyMobilePhone: '0661000000',
    companyIdentifier: 'RC-123456',
    companyActivity: 'Hôtellerie',
    companySocialCapital: 1_000_000,
    companyCommonIdentifier: '001234567000089',
    fiscalIdentifier: 'IF-998877',
    commercialRegisterImmatriculationDate: '2020-03-15',
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
        communeId: casa.id,
      },
      {
        sectorId: 1,
        title: 'WAREHOUSE',
        investmentAmount: 20_000_000,
        jobsCreated: 50,
        area: 2000,
        coveredArea: 0,
        unitNumber: null,
        communeId: casa.id,
      },
    ],
    partners: [{ identityType: 'PHYSICAL_PERSON', name: 'Amina Berrada', socialPart: 60 }],
    representative: {
      civilityId: 1002,
      firstName: 'Amina',
      lastName: 'Berrada',
      nationalityId: MOROCCAN_NATIONALITY_ID,
      identityDocumentTypeId: IDENTITY_DOCUMENT_TYPE_IDS.CIN,
      identityDocumentNumber: 'BE123456',
      email: 'amina@atlas.ma',
      mobilePhone: '0661000001',
      quality: 'Gérante',
    },
    // Kept even when no chosen procedure needs an architect, so adding one later needs nothing more.
    architect: { firstName: 'Karim', lastName: 'Alami', email: 'karim.alami@archi.ma', authorizationNumber: 'A-12345' },
  };
}

async function expectOk(res: { statusCode: number; body: string }, what: string, codes = [200, 201]) {
  if (!codes.includes(res.statusCode)) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
}

/** Fills the infos step completely through PUT /projects/{id}/submit-details. */
export async function completeInfos(t: TestApp, who: LoggedIn, projectId: number): Promise<void> {
  const read = (
    await t.app.inject({ method: 'GET', url: `${API}/projects/${projectId}/infos`, headers: who.headers })
  ).json<TProjectInfos>();
  const infos: TInfoAnswer[] = read.questions.map((q) => {
    const value = VALUES[q.code] ?? fallback(q);
    return {
      infoTypeId: q.infoTypeId,
      value: q.answerDataType === 'CHOICE' || q.answerDataType === 'LAND' ? null : value,
      choiceItemId: q.answerDataType === 'CHOICE' && q.required ? (q.choices[0]?.id ?? null) : null,
      ...(q.answerDataType === 'PERCENTAGE' && value !== null ? { otherValue: 100 - Number(value) } : {}),
    };
  });
  const hasDates = read.questions.some((q) => q.code === 'WORKS_START_DATE');
  const land = {
    legalStatusId: read.landOptions.legalStatuses[0]?.id ?? null,
    communeId: read.landOptions.communes[0]?.id ?? null,
    fundamentalReferenceTypeId: REF.REGISTRY_TITLE,
    parcelSurface: 2500,
    covered: true,
    coverDocument: "Plan d'aménagement Anfa",
    landRegistry: 'Casablanca-Anfa',
    titleNumber: 45871,
    titleIndex: 'C',
    specialIndex: null,
    registrationRequisitionNumber: null,
  };
  const res = await t.app.inject({
    method: 'PUT',
    url: `${API}/projects/${projectId}/submit-details`,
    headers: who.headers,
    payload: {
      complete: true,
      infos,
      exploitationYears: hasDates
        ? [
            { startDate: '2027-03-01', endDate: '2027-12-31', investmentAmount: 1_000_000, jobsCreated: 15 },
            { startDate: '2028-01-01', endDate: '2028-06-30', investmentAmount: 2_000_000, jobsCreated: 25 },
          ]
        : [],
      lands: read.questions.some((q) => q.answerDataType === 'LAND') ? [land] : [],
    },
  });
  await expectOk(res, 'submit-details');
}

export async function completeForm(t: TestApp, who: LoggedIn, projectId: number): Promise<void> {
  const res = await t.app.inject({
    method: 'PUT',
    url: `${API}/projects/${projectId}`,
    headers: who.headers,
    payload: { complete: true, project: await completeProjectForm(t) },
  });
  await expectOk(res, 'PUT project');
}

/** Uploads a PDF for every required document type still missing; returns the types uploaded. */
export async function uploadRequiredDocuments(t: TestApp, who: LoggedIn, projectId: number): Promise<number[]> {
  const list = (
    await t.app.inject({ method: 'GET', url: `${API}/projects/${projectId}/provided-documents`, headers: who.headers })
  ).json<TProvidedDocumentList>();
  const done: number[] = [];
  for (const d of list.documents.filter((doc) => doc.required && doc.uploadedFile === null)) {
    const res = await upload(t, who, { fields: { projectId, documentTypeId: d.documentTypeId }, content: [PDF_HEAD] });
    await expectOk(res, `upload ${d.documentTypeId}`);
    done.push(d.documentTypeId);
  }
  return done;
}

/** A project whose three steps are complete (all through the real endpoints). */
export async function prepareCompleteProject(t: TestApp, who: LoggedIn, projectId: number): Promise<void> {
  await completeInfos(t, who, projectId);
  await completeForm(t, who, projectId);
  await uploadRequiredDocuments(t, who, projectId);
}
