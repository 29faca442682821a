import { LEGAL_PERSON_TYPE_IDS as F } from '@cri/shared/enums/reference-data';
import { projectForm } from '@cri/shared/fixtures/builders';
import { emptyProjectForm, type TProjectFormValues } from '@cri/shared/schemas/project-form';
import type { TProject } from '@cri/shared/schemas/projects';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordPhase } from '../../core/project-lifecycle/phases.ts';
import { communes } from '../../db/schema.ts';
import { type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { API, CASA, createdId, RABAT } from '../framing-forms/test-helpers.ts';

const PROCEDURE = { AVNA_PROVISIONAL: 1, BUILDING_PERMIT: 3 } as const;

describe('project form: PUT /projects/{id} and GET /projects/{id}', () => {
  let t: TestApp;
  let investor: LoggedIn;
  let other: LoggedIn;
  let advisor: LoggedIn;
  let casaCommune: number;
  let rabatCommune: number;
  let plainProject: number;
  let permitProject: number;

  const newProject = async (procedureIds: number[]) => {
    const formId = await createdId(t, investor);
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/framing-forms/${formId}/create-project`,
      headers: investor.headers,
      payload: { procedureIds },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ projectId: number }>().projectId;
  };

  /** A complete company project in Casablanca-Settat; a decimal amount and two partners, which the tests check. */
  const company = (overrides: Partial<TProjectFormValues> = {}): TProjectFormValues => {
    const base = projectForm('Hôtel Atlas', casaCommune);
    return {
      ...base,
      components: base.components.map((c) => (c.title === 'WAREHOUSE' ? { ...c, investmentAmount: 20_000_000.5 } : c)),
      partners: [
        { identityType: 'PHYSICAL_PERSON', name: 'Amina Berrada', socialPart: 60 },
        { identityType: 'CORPORATE_ENTITY', name: 'Atlas Holding', socialPart: 40 },
      ],
      ...overrides,
    };
  };

  const put = (who: LoggedIn | null, id: number, project: unknown, complete = true) =>
    t.app.inject({
      method: 'PUT',
      url: `${API}/projects/${id}`,
      headers: who?.headers ?? {},
      payload: { complete, project },
    });
  const keysOf = (res: { json: () => unknown }) =>
    (res.json() as { fieldErrors?: { field: string; messageKey: string }[] }).fieldErrors?.map(
      (e) => `${e.field}:${e.messageKey}`,
    ) ?? [];

  beforeAll(async () => {
    t = await createTestApp();
    investor = await loginAs(t, 'investisseur@demo.cri.ma');
    other = await loginAs(t, 'investisseur.expiration@demo.cri.ma');
    advisor = await loginAs(t, 'conseiller.casa@demo.cri.ma');
    const [casa] = await t.database.db.select().from(communes).where(eq(communes.regionId, CASA)).limit(1);
    const [rabat] = await t.database.db.select().from(communes).where(eq(communes.regionId, RABAT)).limit(1);
    if (!casa || !rabat) throw new Error('no communes seeded');
    casaCommune = casa.id;
    rabatCommune = rabat.id;
    plainProject = await newProject([PROCEDURE.AVNA_PROVISIONAL]);
    permitProject = await newProject([PROCEDURE.BUILDING_PERMIT]);
  });
  afterAll(() => t.close());

  it('saves the complete form and reads it back with its totals, reference and abilities', async () => {
    const saved = await put(investor, plainProject, company());
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: `${API}/projects/${plainProject}`, headers: investor.headers });
    expect(res.statusCode).toBe(200);
    const p = res.json<TProject>();
    expect(p.form).toEqual(company());
    expect(p.name).toBe('Hôtel Atlas');
    expect(p.reference).toMatch(/^CRI-02-\d{4}-\d{6}$/);
    expect(p.provinceId).toEqual(expect.any(Number));
    expect(p.totals).toEqual({ totalInvestment: 80_000_000.5, totalJobs: 150, dominantSectorId: 2 });
    expect(p.abilities).toEqual({ edit: true });
    expect(p.architectRequired).toBe(false);
    // The procedures the project page shows are still there.
    expect(p.procedureList.map((x) => x.id)).toEqual([PROCEDURE.AVNA_PROVISIONAL]);
    // A second save keeps the reference.
    await put(investor, plainProject, company({ name: 'Hôtel Atlas II' }));
    const again = await t.app.inject({ method: 'GET', url: `${API}/projects/${plainProject}`, headers: investor.headers });
    expect(again.json<TProject>().reference).toBe(p.reference);
    expect(again.json<TProject>().name).toBe('Hôtel Atlas II');
  });

  it('keeps an incomplete draft, and refuses the same values when completing', async () => {
    const draft = { ...emptyProjectForm('Brouillon'), description: 'À compléter' };
    expect((await put(investor, plainProject, draft, false)).statusCode).toBe(200);
    const res = await put(investor, plainProject, draft, true);
    expect(res.statusCode).toBe(422);
    expect(keysOf(res)).toEqual(
      expect.arrayContaining([
        'project.address:projects.validation.required',
        'project.communeId:projects.validation.required',
        'project.zipCode:projects.validation.required',
        'project.companyLegalFormFamilyId:projects.validation.required',
        'project.isRepresentativeCertificated:projects.validation.certification',
        'project.sectorIds:projects.validation.atLeastOneSector',
        'project.components:projects.validation.atLeastOneComponent',
      ]),
    );
    // A draft still has its formats checked.
    const bad = await put(investor, plainProject, { ...draft, zipCode: '2000' }, false);
    expect(keysOf(bad)).toEqual(['project.zipCode:projects.validation.zipCode']);
  });

  it.each([
    [
      'company',
      F.LEGAL_PERSON,
      [
        'companyAddress',
        'companyCommuneId',
        'companyZipCode',
        'companyMobilePhone',
        'companyIdentifier',
        'companyActivity',
        'companyCommonIdentifier',
        'fiscalIdentifier',
        'commercialRegisterImmatriculationDate',
        'companyLegalFormId',
        'companySocialCapital',
        'companyCorporateName',
        'representative.firstName',
        'representative.email',
        'representative.quality',
      ],
    ],
    ['association', F.ASSOCIATION, ['companyAddress', 'companyMobilePhone', 'companyCorporateName', 'representative.lastName']],
    ['cooperative', F.COOPERATIVE, ['companyAddress', 'companyCorporateName']],
    ['collectivity', F.COLLECTIVITY, ['companyAddress', 'companyCorporateName']],
    ['public establishment', F.PUBLIC_ESTABLISHMENT, ['companyAddress', 'companyCorporateName']],
    ['self-employed', F.AUTO_ENTREPRENEUR, ['nationalRegisterInscriptionNumber', 'professionTypeId']],
    ['physical person', F.NATURAL_PERSON, ['professionTypeId']],
  ])('asks the fields of a %s, and no others', async (_, family, expected) => {
    const blankCompany = {
      ...company(),
      companyLegalFormFamilyId: family,
      ...Object.fromEntries(
        Object.entries(emptyProjectForm()).filter(([k]) => k.startsWith('company') && k !== 'companyLegalFormFamilyId'),
      ),
      commercialRegisterImmatriculationDate: '',
      fiscalIdentifier: '',
      nationalRegisterInscriptionNumber: '',
      professionTypeId: null,
      representative: emptyProjectForm().representative,
    };
    const res = await put(investor, plainProject, blankCompany);
    expect(res.statusCode).toBe(422);
    const fields = keysOf(res).map((k) => k.split(':')[0]?.replace(/^project\./, ''));
    for (const f of expected) expect(fields).toContain(f);
    const companyOnly = ['companyIdentifier', 'companySocialCapital', 'companyLegalFormId', 'fiscalIdentifier'];
    if (family !== F.LEGAL_PERSON) for (const f of companyOnly) expect(fields).not.toContain(f);
    if (family === F.AUTO_ENTREPRENEUR || family === F.NATURAL_PERSON)
      for (const f of ['companyAddress', 'companyMobilePhone', 'companyCorporateName', 'representative.firstName'])
        expect(fields).not.toContain(f);
  });

  it('saves a physical person with a profession and no company', async () => {
    const person = {
      ...company(),
      ...Object.fromEntries(Object.entries(emptyProjectForm()).filter(([k]) => k.startsWith('company'))),
      companyLegalFormFamilyId: F.NATURAL_PERSON,
      commercialRegisterImmatriculationDate: '',
      fiscalIdentifier: '',
      professionTypeId: 2312,
      representative: emptyProjectForm().representative,
    };
    const res = await put(investor, plainProject, person);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('checks the phone format: 10 digits starting with 0', async () => {
    for (const phone of ['661000000', '1661000000', '06610000001', '06 61 00 00']) {
      const res = await put(investor, plainProject, company({ companyMobilePhone: phone }));
      expect(keysOf(res)).toEqual(['project.companyMobilePhone:projects.validation.phone']);
    }
    const desk = await put(investor, plainProject, company({ companyPhone: '522000000' }));
    expect(keysOf(desk)).toEqual(['project.companyPhone:projects.validation.phone']);
  });

  it('refuses social parts summing to 101% with the spec message, and an 11th partner', async () => {
    const sum = await put(
      investor,
      plainProject,
      company({
        partners: [
          { identityType: 'PHYSICAL_PERSON', name: 'A', socialPart: 60 },
          { identityType: 'PHYSICAL_PERSON', name: 'B', socialPart: 41 },
        ],
      }),
    );
    expect(sum.statusCode).toBe(422);
    expect(keysOf(sum)).toEqual(['project.partners:projects.validation.socialPartsTotal']);
    const eleven = Array.from({ length: 11 }, (_, i) => ({ identityType: 'PHYSICAL_PERSON', name: `P${i}`, socialPart: 5 }));
    const many = await put(investor, plainProject, company({ partners: eleven as TProjectFormValues['partners'] }), false);
    expect(many.statusCode).toBe(422);
    expect(keysOf(many)).toContain('project.partners:projects.validation.tooManyPartners');
    const range = await put(
      investor,
      plainProject,
      company({ partners: [{ identityType: 'PHYSICAL_PERSON', name: 'A', socialPart: 0 }] }),
    );
    expect(keysOf(range)).toEqual(['project.partners.0.socialPart:projects.validation.socialPartRange']);
  });

  it('checks the components: positive amount, unit number when the title counts units, selected sector', async () => {
    const [first, second] = company().components;
    if (!first || !second) throw new Error('fixture');
    const res = await put(
      investor,
      plainProject,
      company({
        components: [
          { ...first, unitNumber: null, investmentAmount: 0 },
          { ...second, coveredArea: null, sectorId: 5 },
        ],
      }),
    );
    expect(keysOf(res).sort()).toEqual(
      [
        'project.components.0.investmentAmount:projects.validation.positive',
        'project.components.0.unitNumber:projects.validation.required',
        'project.components.1.coveredArea:projects.validation.required',
        'project.components.1.sectorId:projects.validation.sectorNotSelected',
      ].sort(),
    );
  });

  it('needs the architect for a building permit, not for an attestation', async () => {
    const res = await put(investor, permitProject, company());
    expect(res.statusCode).toBe(422);
    expect(keysOf(res).sort()).toEqual(
      ['firstName', 'lastName', 'email', 'authorizationNumber']
        .map((f) => `project.architect.${f}:projects.validation.required`)
        .sort(),
    );
    const withArchitect = company({
      architect: { firstName: 'Karim', lastName: 'Alaoui', email: 'k.alaoui@archi.ma', authorizationNumber: 'CNOA-4521' },
    });
    expect((await put(investor, permitProject, withArchitect)).statusCode).toBe(200);
    const read = await t.app.inject({ method: 'GET', url: `${API}/projects/${permitProject}`, headers: investor.headers });
    expect(read.json<TProject>().architectRequired).toBe(true);
    expect(read.json<TProject>().form?.architect.authorizationNumber).toBe('CNOA-4521');
  });

  it('refuses a commune outside the project region and an id of the wrong list', async () => {
    const res = await put(investor, plainProject, company({ communeId: rabatCommune, companyLegalFormId: 2311 }), false);
    expect(keysOf(res).sort()).toEqual(
      [
        'project.communeId:projects.validation.communeOutsideRegion',
        'project.companyLegalFormId:projects.validation.unknownChoice',
      ].sort(),
    );
  });

  it('answers 404 to another investor, 409 when the file is no longer editable', async () => {
    expect((await put(other, plainProject, company(), false)).statusCode).toBe(404);
    const archived = await newProject([PROCEDURE.AVNA_PROVISIONAL]);
    await t.database.db.transaction((tx) =>
      recordPhase(tx, { projectId: archived, title: 'ARCHIVED', by: null, at: new Date() }),
    );
    const res = await put(investor, archived, company(), false);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ errorCode: string }>().errorCode).toBe('PROJECT_NOT_EDITABLE');
    const read = await t.app.inject({ method: 'GET', url: `${API}/projects/${archived}`, headers: investor.headers });
    expect(read.json<TProject>().abilities).toEqual({ edit: false });
  });

  it('refuses anonymous callers (401) and staff (403); staff read without the edit ability', async () => {
    expect((await put(null, plainProject, company())).statusCode).toBe(401);
    expect((await put(advisor, plainProject, company())).statusCode).toBe(403);
    const read = await t.app.inject({ method: 'GET', url: `${API}/projects/${plainProject}`, headers: advisor.headers });
    expect(read.statusCode).toBe(200);
    expect(read.json<TProject>().abilities).toEqual({ edit: false });
  });
});
