import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEGAL_PERSON_TYPE_IDS as F } from '../enums/reference-data.ts';
import { IDENTITY_DOCUMENT_TYPE_IDS, MOROCCAN_NATIONALITY_ID } from '../rules/investor-form.ts';
import { clearUnaskedFields, companyRequirements, requiresArchitect } from '../rules/project-form.ts';
import {
  emptyProjectForm,
  emptyRepresentative,
  PROJECT_FORM_MESSAGES as M,
  projectFormSchema,
  type TProjectFormValues,
  ZProjectFormValues,
  ZSaveProjectFormRequest,
} from './project-form.ts';

const selfEmployed = (overrides: Partial<TProjectFormValues> = {}): TProjectFormValues => ({
  ...emptyProjectForm('Atelier'),
  description: 'Un atelier de menuiserie.',
  address: '3 rue des Artisans',
  communeId: 100,
  zipCode: '20000',
  companyLegalFormFamilyId: F.AUTO_ENTREPRENEUR,
  nationalRegisterInscriptionNumber: 'RNAE-42',
  professionTypeId: 2402,
  isRepresentativeCertificated: true,
  sectorIds: [1],
  components: [
    {
      sectorId: 1,
      title: 'PRODUCTION_UNIT',
      investmentAmount: 300_000,
      jobsCreated: 3,
      area: 120,
      coveredArea: 100,
      unitNumber: null,
      communeId: 100,
    },
  ],
  ...overrides,
});

const issuesOf = (values: unknown, architectRequired = false) => {
  const r = projectFormSchema({ architectRequired }).safeParse(values);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('project form schema (spec 2 §5 "Project form")', () => {
  it('accepts a complete self-employed project and an empty draft', () => {
    expect(issuesOf(selfEmployed())).toEqual([]);
    expect(ZProjectFormValues.safeParse(emptyProjectForm()).success).toBe(true);
    expect(ZSaveProjectFormRequest.safeParse({ complete: false, project: emptyProjectForm() }).success).toBe(true);
  });

  it('requires the project fields and limits the description to 5000 characters', () => {
    const issues = issuesOf({ ...selfEmployed(), name: ' ', zipCode: '', description: 'x'.repeat(5001) });
    expect(issues).toEqual(
      expect.arrayContaining([`name:${M.required}`, `zipCode:${M.required}`, `description:${M.descriptionTooLong}`]),
    );
    expect(issuesOf(selfEmployed({ description: 'x'.repeat(5000) }))).toEqual([]);
  });

  it('asks each family its own fields', () => {
    expect(companyRequirements(F.LEGAL_PERSON)).toEqual({
      contact: true,
      registration: true,
      legalForm: true,
      corporate: true,
      nationalRegister: false,
      profession: false,
    });
    for (const family of [F.ASSOCIATION, F.COOPERATIVE, F.COLLECTIVITY, F.PUBLIC_ESTABLISHMENT])
      expect(companyRequirements(family)).toMatchObject({
        contact: true,
        registration: false,
        legalForm: false,
        corporate: true,
      });
    expect(companyRequirements(F.AUTO_ENTREPRENEUR)).toMatchObject({ contact: false, nationalRegister: true, profession: true });
    expect(companyRequirements(F.NATURAL_PERSON)).toMatchObject({ contact: false, corporate: false, profession: true });
    expect(issuesOf(selfEmployed({ nationalRegisterInscriptionNumber: '' }))).toEqual([
      `nationalRegisterInscriptionNumber:${M.required}`,
    ]);
  });

  it('accepts only phones of 10 digits starting with 0', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^0\d{9}$/), (phone) => {
        expect(issuesOf(selfEmployed({ companyPhone: phone, companyMobilePhone: phone }))).toEqual([]);
      }),
    );
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 14 }).filter((s) => !/^0\d{9}$/.test(s.trim()) && s.trim() !== ''),
        (phone) => {
          expect(issuesOf(selfEmployed({ companyPhone: phone }))).toEqual([`companyPhone:${M.phone}`]);
        },
      ),
    );
  });

  it('keeps the social parts between 1 and 100 and their sum at 100% at most, with at most 10 partners', () => {
    const partner = (socialPart: number) => ({ identityType: 'PHYSICAL_PERSON' as const, name: 'P', socialPart });
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 10 }), (parts) => {
        const sum = parts.reduce((a, b) => a + b, 0);
        const issues = issuesOf(selfEmployed({ partners: parts.map(partner) }));
        expect(issues.includes(`partners:${M.socialPartsTotal}`)).toBe(sum > 100);
      }),
    );
    expect(issuesOf(selfEmployed({ partners: [partner(101)] }))).toContain(`partners.0.socialPart:${M.socialPartRange}`);
    expect(issuesOf(selfEmployed({ partners: [partner(0.5)] }))).toEqual([`partners.0.socialPart:${M.socialPartRange}`]);
    expect(issuesOf(selfEmployed({ partners: Array.from({ length: 11 }, () => partner(1)) }))).toEqual([
      `partners:${M.tooManyPartners}`,
    ]);
  });

  it('asks a unit number only when the component title counts units', () => {
    const [c] = selfEmployed().components;
    if (!c) throw new Error('fixture');
    expect(issuesOf(selfEmployed({ components: [{ ...c, title: 'HOUSING' }] }))).toEqual([
      `components.0.unitNumber:${M.required}`,
    ]);
    expect(issuesOf(selfEmployed({ components: [{ ...c, title: 'HOUSING', unitNumber: 12 }] }))).toEqual([]);
    expect(issuesOf(selfEmployed({ components: [{ ...c, coveredArea: -1 }] }))).toEqual([
      `components.0.coveredArea:${M.nonNegative}`,
    ]);
    expect(issuesOf(selfEmployed({ components: [] }))).toEqual([`components:${M.atLeastOneComponent}`]);
  });

  it('asks the representative of a legal entity, with an identity type for a foreigner', () => {
    const company = selfEmployed({
      companyLegalFormFamilyId: F.ASSOCIATION,
      companyAddress: '1 rue A',
      companyCommuneId: 100,
      companyZipCode: '20000',
      companyMobilePhone: '0600000000',
      companyCorporateName: 'Association Al Amal',
      nationalRegisterInscriptionNumber: '',
      professionTypeId: null,
      representative: {
        civilityId: 1001,
        firstName: 'Omar',
        lastName: 'Idrissi',
        nationalityId: MOROCCAN_NATIONALITY_ID,
        identityDocumentTypeId: null,
        identityDocumentNumber: 'AB12345',
        email: 'omar@alamal.ma',
        mobilePhone: '',
        quality: 'Président',
      },
    });
    expect(issuesOf(company)).toEqual([]);
    const foreign = { ...company, representative: { ...company.representative, nationalityId: 1250 } };
    expect(issuesOf(foreign)).toEqual([`representative.identityDocumentTypeId:${M.required}`]);
    const passport = {
      ...foreign,
      representative: { ...foreign.representative, identityDocumentTypeId: IDENTITY_DOCUMENT_TYPE_IDS.PASSPORT },
    };
    expect(issuesOf(passport)).toEqual([]);
    expect(issuesOf({ ...company, representative: { ...company.representative, email: 'omar@' } })).toEqual([
      `representative.email:${M.email}`,
    ]);
  });

  it('asks the architect only for the procedures an architect draws up', () => {
    expect(requiresArchitect(['BUILDING_PERMIT'])).toBe(true);
    expect(requiresArchitect(['AVNA_PROVISIONAL', 'HOUSING_GROUP'])).toBe(true);
    expect(requiresArchitect(['AVNA_PROVISIONAL', 'BREAK_UP', 'DEROGATION'])).toBe(false);
    expect(issuesOf(selfEmployed(), true)).toEqual(
      ['firstName', 'lastName', 'email', 'authorizationNumber'].map((f) => `architect.${f}:${M.required}`),
    );
  });

  it('reports formats and requirements together', () => {
    expect(issuesOf(selfEmployed({ zipCode: '123', address: '' }))).toEqual(
      expect.arrayContaining([`zipCode:${M.zipCode}`, `address:${M.required}`]),
    );
  });
});

describe('clearUnaskedFields', () => {
  it('empties what the family does not ask, and keeps the rest', () => {
    const values = {
      ...emptyProjectForm('P'),
      companyLegalFormFamilyId: F.NATURAL_PERSON,
      companyCorporateName: 'Old SARL',
      companyZipCode: '123',
      professionTypeId: 2312,
      representative: { ...emptyRepresentative(), firstName: 'Omar' },
    };
    const cleared = clearUnaskedFields(values, emptyRepresentative());
    expect(cleared).toMatchObject({ companyCorporateName: '', companyZipCode: '', professionTypeId: 2312, name: 'P' });
    expect(cleared.representative.firstName).toBe('');
  });
});
