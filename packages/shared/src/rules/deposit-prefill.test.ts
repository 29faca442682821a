import { describe, expect, it } from 'vitest';
import { LEGAL_PERSON_TYPE_IDS } from '../enums/reference-data.ts';
import { emptyProjectForm } from '../schemas/project-form.ts';
import {
  type ProfileSource,
  prefillInfoAnswers,
  prefillProjectForm,
  type QuestionnaireSource,
  TITLE_ITEM_IDS,
} from './deposit-prefill.ts';

const questionnaire = (over: Partial<QuestionnaireSource> = {}): QuestionnaireSource => ({
  legalFormFamilyId: LEGAL_PERSON_TYPE_IDS.LEGAL_PERSON,
  identityNumber: '001234567000089',
  description: "Une maison d'hôtes de 12 chambres.",
  totalInvestedAmount: 5_000_000,
  numberOfCreatedJobs: 40,
  sectorId: 3,
  activityCodes: ['ACCOMMODATION', 'HOTEL'],
  ...over,
});

const profile = (over: Partial<ProfileSource> = {}): ProfileSource => ({
  title: 'MISS',
  firstName: 'Salma',
  lastName: 'Idrissi',
  email: 'salma@example.ma',
  mobilePhone: '0612345678',
  nationalityId: 1201,
  identityDocumentTypeId: 1011,
  identityDocumentNumber: 'AB123456',
  professionTypeId: null,
  legalFormFamilyId: LEGAL_PERSON_TYPE_IDS.LEGAL_PERSON,
  companyName: 'Atlas Invest SARL',
  companyAddress: '5 boulevard Zerktouni',
  companyCommuneId: 77,
  companyZipCode: '20100',
  ice: '009876543000011',
  nirn: null,
  ...over,
});

describe('prefill of the project form (issue 13: a deposit that remembers)', () => {
  it("puts the questionnaire's and the profile's values in the empty fields of a company's form, and names them", () => {
    const { values, prefilled } = prefillProjectForm(
      emptyProjectForm('Riad'),
      { questionnaire: questionnaire(), profile: profile() },
      false,
    );
    expect(values).toMatchObject({
      name: 'Riad',
      description: "Une maison d'hôtes de 12 chambres.",
      companyLegalFormFamilyId: LEGAL_PERSON_TYPE_IDS.LEGAL_PERSON,
      companyCorporateName: 'Atlas Invest SARL',
      companyAddress: '5 boulevard Zerktouni',
      companyCommuneId: 77,
      companyZipCode: '20100',
      // The profile's ICE first, the questionnaire's identifier otherwise.
      companyCommonIdentifier: '009876543000011',
      sectorIds: [3],
      components: [{ sectorId: 3, investmentAmount: 5_000_000, jobsCreated: 40, title: 'ACCOMMODATION', communeId: null }],
      representative: {
        civilityId: TITLE_ITEM_IDS.MISS,
        firstName: 'Salma',
        lastName: 'Idrissi',
        nationalityId: 1201,
        identityDocumentNumber: 'AB123456',
        email: 'salma@example.ma',
        mobilePhone: '0612345678',
      },
    });
    expect(prefilled).toContainEqual({ field: 'description', source: 'QUESTIONNAIRE' });
    expect(prefilled).toContainEqual({ field: 'companyCorporateName', source: 'PROFILE' });
    expect(prefilled.map((f) => f.field)).toEqual(
      expect.arrayContaining([
        'description',
        'companyLegalFormFamilyId',
        'companyCorporateName',
        'companyCommonIdentifier',
        'companyAddress',
        'companyZipCode',
        'representative.firstName',
        'representative.lastName',
        'representative.identityDocumentNumber',
        'components.0.investmentAmount',
        'components.0.jobsCreated',
      ]),
    );
    expect(prefilled.map((f) => f.field)).not.toContain('name');
  });

  it('never overwrites what the investor typed, nor prefills a step they saved (even emptied)', () => {
    const typed = { ...emptyProjectForm('Riad'), description: 'Mon texte', companyCorporateName: 'Autre SA' };
    const once = prefillProjectForm(typed, { questionnaire: questionnaire(), profile: profile() }, false);
    expect(once.values.description).toBe('Mon texte');
    expect(once.values.companyCorporateName).toBe('Autre SA');
    expect(once.prefilled.map((f) => f.field)).not.toContain('description');
    const saved = prefillProjectForm(emptyProjectForm('Riad'), { questionnaire: questionnaire(), profile: profile() }, true);
    expect(saved.values).toEqual(emptyProjectForm('Riad'));
    expect(saved.prefilled).toEqual([]);
  });

  it("takes the questionnaire's ICE when the profile has none, and ignores an identifier that is not an ICE", () => {
    const fromQuestionnaire = prefillProjectForm(
      emptyProjectForm(),
      { questionnaire: questionnaire(), profile: profile({ ice: null }) },
      false,
    );
    expect(fromQuestionnaire.values.companyCommonIdentifier).toBe('001234567000089');
    expect(fromQuestionnaire.prefilled).toContainEqual({ field: 'companyCommonIdentifier', source: 'QUESTIONNAIRE' });
    const notAnIce = prefillProjectForm(
      emptyProjectForm(),
      { questionnaire: questionnaire({ identityNumber: 'BE123456' }), profile: null },
      false,
    );
    expect(notAnIce.values.companyCommonIdentifier).toBe('');
    expect(notAnIce.prefilled.map((f) => f.field)).not.toContain('companyCommonIdentifier');
  });

  it('gives a physical person no company or representative, and their profession from the profile', () => {
    const { values, prefilled } = prefillProjectForm(
      emptyProjectForm(),
      {
        questionnaire: questionnaire({ legalFormFamilyId: LEGAL_PERSON_TYPE_IDS.NATURAL_PERSON, identityNumber: 'BE123456' }),
        profile: profile({ legalFormFamilyId: LEGAL_PERSON_TYPE_IDS.NATURAL_PERSON, professionTypeId: 2201 }),
      },
      false,
    );
    expect(values.companyLegalFormFamilyId).toBe(LEGAL_PERSON_TYPE_IDS.NATURAL_PERSON);
    expect(values.professionTypeId).toBe(2201);
    expect(values.companyCorporateName).toBe('');
    expect(values.representative.firstName).toBe('');
    expect(prefilled.map((f) => f.field)).not.toContain('representative.firstName');
  });

  it("does not take the profile's company for a project filed under another legal form", () => {
    const { values } = prefillProjectForm(
      emptyProjectForm(),
      { questionnaire: questionnaire({ legalFormFamilyId: LEGAL_PERSON_TYPE_IDS.ASSOCIATION }), profile: profile() },
      false,
    );
    expect(values.companyCorporateName).toBe('');
    // The representative is still the person who files.
    expect(values.representative.lastName).toBe('Idrissi');
  });
});

describe('prefill of the project form from the infos step', () => {
  it("places the project and its component in the first parcel's commune, with the parcels' and built areas", () => {
    const { values, prefilled } = prefillProjectForm(
      emptyProjectForm(),
      { questionnaire: questionnaire(), profile: null, infos: { communeId: 501, landArea: 1200, builtArea: 600 } },
      false,
    );
    expect(values.communeId).toBe(501);
    expect(values.components[0]).toMatchObject({ area: 1200, coveredArea: 600, communeId: 501 });
    expect(prefilled).toContainEqual({ field: 'communeId', source: 'PROJECT_INFOS' });
    expect(prefilled).toContainEqual({ field: 'components.0.coveredArea', source: 'PROJECT_INFOS' });
  });

  it('gives the component a title only when the activity names one', () => {
    const other = prefillProjectForm(
      emptyProjectForm(),
      { questionnaire: questionnaire({ activityCodes: ['OFFSHORING', 'CALL_CENTER'] }), profile: null },
      false,
    );
    expect(other.values.components[0]?.title).toBeNull();
    expect(other.prefilled.map((f) => f.field)).not.toContain('components.0.title');
  });
});

describe('prefill of the infos step', () => {
  const questions = [
    { infoTypeId: 1, code: 'INVESTMENT_AMOUNT', answerDataType: 'NUMBER' },
    { infoTypeId: 2, code: 'DIRECT_JOBS', answerDataType: 'NUMBER' },
    { infoTypeId: 3, code: 'PROJECT_CONSISTENCY', answerDataType: 'STRING' },
    { infoTypeId: 4, code: 'FINANCING_MODE', answerDataType: 'CHOICE' },
  ];
  const empty = questions.map((q) => ({ infoTypeId: q.infoTypeId, value: null, choiceItemId: null }));

  it('answers the amount, the jobs and the consistency from the questionnaire', () => {
    const { values, prefilled } = prefillInfoAnswers(questions, empty, questionnaire(), false);
    expect(values.map((a) => a.value)).toEqual(['5000000', '40', "Une maison d'hôtes de 12 chambres.", null]);
    expect(prefilled).toEqual([1, 2, 3]);
  });

  it('keeps a typed answer and prefills nothing once the step was saved or without a questionnaire', () => {
    const typed = empty.map((a) => (a.infoTypeId === 1 ? { ...a, value: '7000000' } : a));
    expect(prefillInfoAnswers(questions, typed, questionnaire(), false).values[0]?.value).toBe('7000000');
    expect(prefillInfoAnswers(questions, typed, questionnaire(), false).prefilled).toEqual([2, 3]);
    expect(prefillInfoAnswers(questions, empty, questionnaire(), true).prefilled).toEqual([]);
    expect(prefillInfoAnswers(questions, empty, null, false).values).toEqual(empty);
  });
});
