import { LEGAL_PERSON_TYPE_IDS as F } from '@cri/shared/enums/reference-data';
import { GUEST_HOUSE, LAND_EXISTS, questionnaire } from '@cri/shared/fixtures/builders';
import { emptyProjectForm } from '@cri/shared/schemas/project-form';
import type { TProjectInfos } from '@cri/shared/schemas/project-infos';
import type { TProject } from '@cri/shared/schemas/projects';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUser, type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { API, CASA, createdId, RABAT } from '../framing-forms/test-helpers.ts';
import { firstCommuneIds, newInvestorAccount, registration } from '../investors/test-fixtures.ts';

/** Issue 13: the deposit remembers (prefill), lists only the investor's documents, and the advisor reads it. */
const AVNA_PROVISIONAL = 1;
const BUILDING_PERMIT = 3;

let t: TestApp;
let company: LoggedIn;
let person: LoggedIn;
let advisorCasa: LoggedIn;
let advisorRabat: LoggedIn;

async function newProject(who: LoggedIn, form: unknown, procedureIds = [AVNA_PROVISIONAL]): Promise<number> {
  const formId = await createdId(t, who, form);
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}/framing-forms/${formId}/create-project`,
    headers: who.headers,
    payload: { procedureIds },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json<{ projectId: number }>().projectId;
}
const getProject = async (who: LoggedIn, id: number) => {
  const res = await t.app.inject({ method: 'GET', url: `${API}/projects/${id}`, headers: who.headers });
  return { status: res.statusCode, body: res.json<TProject>() };
};
const getInfos = async (who: LoggedIn, id: number) => {
  const res = await t.app.inject({ method: 'GET', url: `${API}/projects/${id}/infos`, headers: who.headers });
  return { status: res.statusCode, body: res.json<TProjectInfos>() };
};
const answerOf = (infos: TProjectInfos, code: string) => {
  const i = infos.questions.findIndex((q) => q.code === code);
  return { value: infos.infos[i]?.value ?? null, infoTypeId: infos.questions[i]?.infoTypeId ?? -1 };
};

beforeAll(async () => {
  t = await createTestApp();
  company = await newInvestorAccount(t, 'prefill.societe@example.ma');
  person = await newInvestorAccount(t, 'prefill.personne@example.ma');
  advisorCasa = await loginAs(t, demoUser('ROLE_ADVISOR', CASA));
  advisorRabat = await loginAs(t, demoUser('ROLE_ADVISOR', RABAT));
  const [commune] = await firstCommuneIds(t);
  const profile = await t.app.inject({
    method: 'POST',
    url: `${API}/investors/create`,
    headers: company.headers,
    payload: registration(commune),
  });
  if (profile.statusCode >= 300) throw new Error(profile.body);
});
afterAll(() => t.close());

describe('prefill of the deposit wizard (GET /projects/{id}, GET /projects/{id}/infos)', () => {
  it("offers a company's investor the questionnaire's and the profile's values, marked as prefilled", async () => {
    const id = await newProject(company, questionnaire());
    const { body: project } = await getProject(company, id);
    expect(project.form).toMatchObject({
      description: 'Un hôtel quatre étoiles de 120 chambres.',
      companyLegalFormFamilyId: F.LEGAL_PERSON,
      companyCorporateName: 'Atlas Invest SARL',
      companyAddress: '5 boulevard Zerktouni',
      companyZipCode: '20100',
      companyCommonIdentifier: '001234567000089',
      sectorIds: [2],
      representative: { firstName: 'Karim', lastName: 'Bennani', identityDocumentNumber: 'BE123456' },
    });
    expect(project.prefilled?.map((f) => f.field)).toEqual(
      expect.arrayContaining(['description', 'companyCorporateName', 'representative.lastName', 'companyCommonIdentifier']),
    );
    expect(project.prefilled).toContainEqual({ field: 'companyCorporateName', source: 'PROFILE' });
    const { body: infos } = await getInfos(company, id);
    const amount = answerOf(infos, 'INVESTMENT_AMOUNT');
    expect(amount.value).toBe('80000000');
    expect(answerOf(infos, 'DIRECT_JOBS').value).toBe('150');
    expect(infos.prefilled).toContain(amount.infoTypeId);
  });

  it("places the project and its component where the infos step's parcel lies, with its areas", async () => {
    const id = await newProject(company, questionnaire(), [BUILDING_PERMIT]);
    const { body: infos } = await getInfos(company, id);
    const [commune] = infos.landOptions.communes;
    const built = answerOf(infos, 'BUILT_AREA').infoTypeId;
    const saved = await t.app.inject({
      method: 'PUT',
      url: `${API}/projects/${id}/submit-details`,
      headers: company.headers,
      payload: {
        complete: false,
        infos: infos.infos.map((a) => (a.infoTypeId === built ? { ...a, value: '600' } : a)),
        exploitationYears: [],
        lands: [
          {
            legalStatusId: null,
            communeId: commune?.id ?? null,
            fundamentalReferenceTypeId: null,
            parcelSurface: 1200,
            covered: null,
            coverDocument: null,
            landRegistry: null,
            titleNumber: null,
            titleIndex: null,
            specialIndex: null,
            registrationRequisitionNumber: null,
          },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { body: project } = await getProject(company, id);
    expect(project.form?.communeId).toBe(commune?.id);
    expect(project.form?.components[0]).toMatchObject({
      title: 'ACCOMMODATION',
      investmentAmount: 80_000_000,
      jobsCreated: 150,
      area: 1200,
      coveredArea: 600,
      communeId: commune?.id,
    });
    expect(project.prefilled).toContainEqual({ field: 'components.0.area', source: 'PROJECT_INFOS' });
  });

  it('never overwrites what the investor saved, even a field they emptied', async () => {
    const id = await newProject(company, questionnaire());
    const draft = { ...emptyProjectForm('Hôtel Atlas'), description: 'Mon propre texte' };
    const saved = await t.app.inject({
      method: 'PUT',
      url: `${API}/projects/${id}`,
      headers: company.headers,
      payload: { complete: false, project: draft },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { body: project } = await getProject(company, id);
    expect(project.form?.description).toBe('Mon propre texte');
    expect(project.form?.companyCorporateName).toBe('');
    expect(project.prefilled).toEqual([]);

    const { body: before } = await getInfos(company, id);
    const emptied = await t.app.inject({
      method: 'PUT',
      url: `${API}/projects/${id}/submit-details`,
      headers: company.headers,
      payload: {
        complete: false,
        infos: before.infos.map((a) =>
          answerOf(before, 'INVESTMENT_AMOUNT').infoTypeId === a.infoTypeId ? { ...a, value: null } : a,
        ),
        exploitationYears: [],
        lands: [],
      },
    });
    expect(emptied.statusCode, emptied.body).toBe(200);
    const { body: after } = await getInfos(company, id);
    expect(answerOf(after, 'INVESTMENT_AMOUNT').value).toBeNull();
    // The jobs were saved as prefilled: they are now the investor's own answer.
    expect(answerOf(after, 'DIRECT_JOBS').value).toBe('150');
    expect(after.prefilled).toEqual([]);
  });
});

describe("the region's advisor reads the deposit steps, and cannot write them", () => {
  it('answers the advisor of the region what was saved (no prefill, no edit), 404 to another region', async () => {
    const id = await newProject(company, questionnaire());
    const infos = await getInfos(advisorCasa, id);
    expect(infos.status).toBe(200);
    expect(infos.body.abilities.edit).toBe(false);
    expect(infos.body.infos.every((a) => a.value === null)).toBe(true);
    expect(infos.body.prefilled).toEqual([]);
    const project = await getProject(advisorCasa, id);
    expect(project.status).toBe(200);
    expect(project.body.abilities).toEqual({ edit: false });
    expect(project.body.form?.description).toBe('');
    expect(project.body.prefilled).toEqual([]);
    expect((await getInfos(advisorRabat, id)).status).toBe(404);
    expect((await getProject(advisorRabat, id)).status).toBe(404);
  });

  it('refuses his writes on the infos and the project form, and nothing changes', async () => {
    const id = await newProject(company, questionnaire());
    const { body: read } = await getInfos(company, id);
    const infos = await t.app.inject({
      method: 'PUT',
      url: `${API}/projects/${id}/submit-details`,
      headers: advisorCasa.headers,
      payload: { complete: false, infos: read.infos, exploitationYears: [], lands: [] },
    });
    expect(infos.statusCode).toBe(403);
    const form = await t.app.inject({
      method: 'PUT',
      url: `${API}/projects/${id}`,
      headers: advisorCasa.headers,
      payload: { complete: false, project: emptyProjectForm('Pris en main') },
    });
    expect(form.statusCode).toBe(403);
    expect((await getProject(company, id)).body.name).toBe('Hôtel Atlas');
  });
});

describe('documents to prepare (GET /projects/{id})', () => {
  it("lists a physical person neither the association's receipt, the auto-entrepreneur's card nor company papers", async () => {
    const id = await newProject(person, questionnaire({ ...GUEST_HOUSE, ...LAND_EXISTS }));
    const { body } = await getProject(person, id);
    const codes = body.procedureList.flatMap((p) => p.requiredDocuments.map((d) => d.code));
    expect(codes).toContain('IDENTITY_DOCUMENT');
    for (const other of ['ASSOCIATION_RECEIPT', 'AUTO_ENTREPRENEUR_CARD', 'COMPANY_STATUTES', 'TRADE_REGISTER'])
      expect(codes).not.toContain(other);
  });

  it('lists a company its statutes but not the papers of an association or an auto-entrepreneur', async () => {
    // Another account: the questionnaires of one investor a day are limited.
    const other = await newInvestorAccount(t, 'prefill.documents@example.ma');
    const id = await newProject(other, questionnaire());
    const codes = (await getProject(other, id)).body.procedureList.flatMap((p) => p.requiredDocuments.map((d) => d.code));
    expect(codes).toEqual(expect.arrayContaining(['IDENTITY_DOCUMENT', 'COMPANY_STATUTES']));
    expect(codes).not.toContain('ASSOCIATION_RECEIPT');
    expect(codes).not.toContain('AUTO_ENTREPRENEUR_CARD');
  });
});
