import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FUNDAMENTAL_REFERENCE_TYPE_IDS as REF } from '../enums/reference-data.ts';
import type { TInfoAnswer, TInfoQuestion, TLand, TSubmitProjectDetailsRequest } from '../schemas/project-infos.ts';
import { exploitationYearsFor, isIsoDate, sumOf } from './exploitation-years.ts';
import {
  answersFor,
  otherShare,
  projectDetailsIssues,
  projectDetailsSchema,
  SUM_OVER_HUNDRED_KEY,
  TOTAL_AMOUNT_MISMATCH_KEY,
  TOTAL_JOBS_MISMATCH_KEY,
} from './project-infos.ts';
import { clearIrrelevantLandFields, duplicateTitleIndexes, emptyLand, landIssues } from './project-lands.ts';

const q = (over: Partial<TInfoQuestion> & Pick<TInfoQuestion, 'infoTypeId' | 'code' | 'answerDataType'>): TInfoQuestion => ({
  nameFr: over.code,
  nameAr: over.code,
  category: 'FINANCIAL',
  required: true,
  unit: null,
  validationRuleCode: null,
  summableKind: null,
  choices: [],
  ...over,
});
const QUESTIONS: TInfoQuestion[] = [
  q({ infoTypeId: 1, code: 'INVESTMENT_AMOUNT', answerDataType: 'NUMBER', unit: 'DH', summableKind: 'TOTAL_SUMMABLE_VALUE' }),
  q({ infoTypeId: 2, code: 'EQUITY_SHARE', answerDataType: 'PERCENTAGE', validationRuleCode: 'PERCENTAGE_RANGE' }),
  q({ infoTypeId: 5, code: 'FINANCING_MODE', answerDataType: 'CHOICE', choices: [{ id: 1301, labelFr: 'a', labelAr: 'ب' }] }),
  q({ infoTypeId: 10, code: 'LAND_PARCELS', answerDataType: 'LAND', category: 'KICKOFF' }),
  q({
    infoTypeId: 11,
    code: 'PROJECT_CONSISTENCY',
    answerDataType: 'STRING',
    validationRuleCode: 'TEXT_MAX_500',
    required: false,
  }),
  q({ infoTypeId: 13, code: 'WORKS_START_DATE', answerDataType: 'DATE', summableKind: 'KICKOFF_DATE' }),
  q({ infoTypeId: 14, code: 'WORKS_END_DATE', answerDataType: 'DATE', summableKind: 'FINALISATION_DATE' }),
  q({
    infoTypeId: 15,
    code: 'DIRECT_JOBS',
    answerDataType: 'NUMBER',
    validationRuleCode: 'POSITIVE_INTEGER',
    summableKind: 'TOTAL_SUMMABLE_VALUE',
  }),
];

const titleLand = (over: Partial<TLand> = {}): TLand => ({
  ...emptyLand(),
  legalStatusId: 1101,
  communeId: 231,
  fundamentalReferenceTypeId: REF.REGISTRY_TITLE,
  parcelSurface: 1200,
  covered: false,
  landRegistry: 'Casa-Anfa',
  titleNumber: 12345,
  titleIndex: 'C',
  ...over,
});

const values: Record<number, string | null> = {
  1: '300',
  2: '70',
  11: 'Un hôtel',
  13: '2027-03-01',
  14: '2028-06-30',
  15: '10',
};
const validBody = (over: Partial<TSubmitProjectDetailsRequest> = {}): TSubmitProjectDetailsRequest => ({
  complete: true,
  infos: QUESTIONS.map(
    (x): TInfoAnswer => ({
      infoTypeId: x.infoTypeId,
      value: values[x.infoTypeId] ?? null,
      choiceItemId: x.answerDataType === 'CHOICE' ? 1301 : null,
      ...(x.answerDataType === 'PERCENTAGE' ? { otherValue: 30 } : {}),
    }),
  ),
  exploitationYears: [
    { startDate: '2027-03-01', endDate: '2027-12-31', investmentAmount: 100, jobsCreated: 4 },
    { startDate: '2028-01-01', endDate: '2028-06-30', investmentAmount: 200, jobsCreated: 6 },
  ],
  lands: [titleLand()],
  ...over,
});
const keysOf = (body: TSubmitProjectDetailsRequest) =>
  projectDetailsIssues(body, { questions: QUESTIONS }).map((e) => `${e.field} ${e.messageKey}`);
const withValue = (id: number, value: string | null, over: Partial<TInfoAnswer> = {}) =>
  validBody().infos.map((a) => (a.infoTypeId === id ? { ...a, value, ...over } : a));

describe('project info rules (spec 2 §5)', () => {
  it('accepts a complete, coherent form', () => {
    expect(keysOf(validBody())).toEqual([]);
    expect(projectDetailsSchema({ questions: QUESTIONS }).safeParse(validBody()).success).toBe(true);
  });

  it('requires required answers only when continuing, and shows optional ones as not required', () => {
    const empty = {
      ...validBody(),
      infos: validBody().infos.map((a) => ({ ...a, value: null, choiceItemId: null, otherValue: null })),
      exploitationYears: [],
      lands: [],
    };
    const full = keysOf(empty);
    expect(full).toContain('infos.0.value projectInfos.validation.required');
    expect(full).toContain('infos.2.choiceItemId projectInfos.validation.required');
    expect(full).toContain('lands projectInfos.validation.landRequired');
    expect(full.some((k) => k.startsWith('infos.4.'))).toBe(false);
    expect(keysOf({ ...empty, complete: false })).toEqual([]);
  });

  it('wants positive numbers, integer percentages from 0 to 100 and integer jobs', () => {
    expect(keysOf(validBody({ infos: withValue(1, '-5') }))).toContain('infos.0.value projectInfos.validation.positive');
    expect(keysOf(validBody({ infos: withValue(2, '12.5', { otherValue: null }) }))).toContain(
      'infos.1.value projectInfos.validation.integer',
    );
    expect(keysOf(validBody({ infos: withValue(2, '120', { otherValue: null }) }))).toContain(
      'infos.1.value projectInfos.validation.percentageRange',
    );
    expect(keysOf(validBody({ infos: withValue(15, '2.5'), complete: false }))).toContain(
      'infos.7.value projectInfos.validation.integer',
    );
  });

  it('computes the other share and refuses a pair over 100 with SUM_IS_GREATER_THAN_HUNDRED', () => {
    expect(otherShare('70')).toBe(30);
    expect(otherShare('')).toBeNull();
    expect(keysOf(validBody({ infos: withValue(2, '80', { otherValue: 30 }) }))).toContain(
      `infos.1.otherValue ${SUM_OVER_HUNDRED_KEY}`,
    );
    expect(keysOf(validBody({ infos: withValue(2, '60', { otherValue: 30 }) }))).toContain(
      'infos.1.otherValue projectInfos.validation.sumBelowHundred',
    );
  });

  it('wants the totals to equal the yearly sums, with the spec keys', () => {
    const body = validBody({ infos: withValue(1, '999') });
    expect(keysOf(body)).toEqual([`infos.0.value ${TOTAL_AMOUNT_MISMATCH_KEY}`]);
    const jobs = validBody({ infos: validBody().infos.map((a) => (a.infoTypeId === 15 ? { ...a, value: '11' } : a)) });
    expect(keysOf(jobs)).toEqual([`infos.7.value ${TOTAL_JOBS_MISMATCH_KEY}`]);
    // A draft keeps unequal totals.
    expect(keysOf({ ...body, complete: false })).toEqual([]);
  });

  it('wants the completion date strictly after the kickoff date', () => {
    const infos = validBody().infos.map((a) => (a.infoTypeId === 14 ? { ...a, value: '2027-03-01' } : a));
    expect(keysOf(validBody({ infos, complete: false }))).toContain(
      'infos.6.value projectInfos.validation.completionBeforeKickoff',
    );
  });

  it('requires yearly amounts and jobs, positive', () => {
    const years = validBody().exploitationYears.map((y, i) => (i === 0 ? { ...y, investmentAmount: null, jobsCreated: -1 } : y));
    const keys = keysOf(validBody({ exploitationYears: years }));
    expect(keys).toContain('exploitationYears.0.investmentAmount projectInfos.validation.required');
    expect(keys).toContain('exploitationYears.0.jobsCreated projectInfos.validation.positive');
  });

  it('builds the answers of the form from the saved ones, in question order', () => {
    const answers = answersFor(QUESTIONS, [{ infoTypeId: 2, value: '40', choiceItemId: null }]);
    expect(answers).toHaveLength(QUESTIONS.length);
    expect(answers[1]).toEqual({ infoTypeId: 2, value: '40', choiceItemId: null, otherValue: 60 });
    expect(answers[0]).toEqual({ infoTypeId: 1, value: null, choiceItemId: null });
  });
});

describe('land rows (spec 2 §5)', () => {
  it('requires the fields of each reference type', () => {
    const keys = (land: TLand) => landIssues([land], { complete: true }).map((e) => `${e.field} ${e.messageKey}`);
    expect(keys(titleLand())).toEqual([]);
    expect(keys(titleLand({ titleIndex: null, landRegistry: ' ' }))).toEqual([
      'lands.0.landRegistry projectInfos.validation.required',
      'lands.0.titleIndex projectInfos.validation.required',
    ]);
    expect(keys(titleLand({ titleNumber: 1e10, specialIndex: 'ABCDEF' }))).toEqual([
      'lands.0.titleNumber projectInfos.validation.tooBig',
      'lands.0.specialIndex projectInfos.validation.tooLong',
    ]);
    expect(keys(titleLand({ fundamentalReferenceTypeId: REF.REQUISITION }))).toEqual([
      'lands.0.registrationRequisitionNumber projectInfos.validation.required',
    ]);
    expect(keys(titleLand({ covered: true, parcelSurface: 0 }))).toEqual([
      'lands.0.parcelSurface projectInfos.validation.positive',
      'lands.0.coverDocument projectInfos.validation.required',
    ]);
  });

  const anyLand = fc.record({
    legalStatusId: fc.option(fc.constantFrom(1101, 1102), { nil: null }),
    communeId: fc.option(fc.constantFrom(231, 232), { nil: null }),
    fundamentalReferenceTypeId: fc.option(fc.constantFrom(REF.REGISTRY_TITLE, REF.REQUISITION), { nil: null }),
    parcelSurface: fc.option(fc.integer({ min: 1, max: 1000 }), { nil: null }),
    covered: fc.option(fc.boolean(), { nil: null }),
    coverDocument: fc.option(fc.constantFrom('PA Anfa', 'PAU'), { nil: null }),
    landRegistry: fc.option(fc.constantFrom('Anfa', 'anfa ', 'Settat'), { nil: null }),
    titleNumber: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
    titleIndex: fc.option(fc.constantFrom('A', 'B'), { nil: null }),
    specialIndex: fc.option(fc.constantFrom('1', '2'), { nil: null }),
    registrationRequisitionNumber: fc.option(fc.constantFrom('R1', 'R2'), { nil: null }),
  });

  it('clears the fields the reference type does not use, idempotently', () => {
    fc.assert(
      fc.property(anyLand, (land) => {
        const cleared = clearIrrelevantLandFields(land);
        expect(clearIrrelevantLandFields(cleared)).toEqual(cleared);
        if (cleared.fundamentalReferenceTypeId !== REF.REGISTRY_TITLE) {
          expect([cleared.landRegistry, cleared.titleNumber, cleared.titleIndex, cleared.specialIndex]).toEqual([
            null,
            null,
            null,
            null,
          ]);
        }
        if (cleared.fundamentalReferenceTypeId !== REF.REQUISITION) expect(cleared.registrationRequisitionNumber).toBeNull();
        if (cleared.covered !== true) expect(cleared.coverDocument).toBeNull();
      }),
    );
  });

  it('flags duplicate titles whatever the order of the rows', () => {
    fc.assert(
      fc.property(
        fc.array(anyLand, { maxLength: 8 }).chain((lands) =>
          fc.tuple(
            fc.constant(lands),
            fc.shuffledSubarray(
              lands.map((_, i) => i),
              { minLength: lands.length, maxLength: lands.length },
            ),
          ),
        ),
        ([lands, order]) => {
          const flagged = new Set(duplicateTitleIndexes(lands));
          const permuted = order.map((i) => lands[i] as TLand);
          const flaggedAfter = new Set(duplicateTitleIndexes(permuted).map((j) => order[j]));
          expect(flaggedAfter).toEqual(flagged);
          // A flagged row has a twin with the same key.
          for (const i of flagged)
            expect(lands.some((other, j) => j !== i && other.titleNumber === lands[i]?.titleNumber)).toBe(true);
        },
      ),
    );
    const twice = [titleLand(), titleLand({ landRegistry: 'casa-anfa ' })];
    expect(duplicateTitleIndexes(twice)).toEqual([0, 1]);
    expect(landIssues(twice, { complete: true }).map((e) => e.field)).toEqual(['lands.0.titleNumber', 'lands.1.titleNumber']);
  });
});

describe('exploitationYearsFor', () => {
  const anyDay = fc
    .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2045-12-31T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10));
  const dayAfter = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

  it('splits by calendar year, first and last clipped', () => {
    expect(exploitationYearsFor('2027-03-01', '2029-02-15')).toEqual([
      { startDate: '2027-03-01', endDate: '2027-12-31', investmentAmount: null, jobsCreated: null },
      { startDate: '2028-01-01', endDate: '2028-12-31', investmentAmount: null, jobsCreated: null },
      { startDate: '2029-01-01', endDate: '2029-02-15', investmentAmount: null, jobsCreated: null },
    ]);
    expect(exploitationYearsFor('2028-01-01', '2027-01-01')).toEqual([]);
    expect(exploitationYearsFor(null, '2027-01-01')).toEqual([]);
    expect(isIsoDate('2027-02-30')).toBe(false);
  });

  it('covers [start, end] exactly, each row inside one calendar year, without gap or overlap', () => {
    fc.assert(
      fc.property(anyDay, anyDay, (a, b) => {
        const [start, end] = a <= b ? [a, b] : [b, a];
        const years = exploitationYearsFor(start, end);
        expect(years[0]?.startDate).toBe(start);
        expect(years.at(-1)?.endDate).toBe(end);
        years.forEach((y, i) => {
          expect(y.startDate <= y.endDate).toBe(true);
          expect(y.startDate.slice(0, 4)).toBe(y.endDate.slice(0, 4));
          if (i > 0) expect(y.startDate).toBe(dayAfter(years[i - 1]?.endDate ?? ''));
        });
      }),
    );
  });

  it('keeps the amounts typed for the years that remain', () => {
    fc.assert(
      fc.property(anyDay, anyDay, anyDay, fc.integer({ min: 1, max: 1e6 }), (a, b, c, amount) => {
        const [start, end] = a <= b ? [a, b] : [b, a];
        const typed = exploitationYearsFor(start, end).map((y) => ({
          ...y,
          investmentAmount: amount + Number(y.startDate.slice(0, 4)),
          jobsCreated: 1,
        }));
        const newEnd = c >= start ? c : end;
        const rebuilt = exploitationYearsFor(start, newEnd, typed);
        for (const y of rebuilt) {
          const old = typed.find((t) => t.startDate.slice(0, 4) === y.startDate.slice(0, 4));
          expect(y.investmentAmount).toBe(old ? old.investmentAmount : null);
        }
        expect(sumOf(rebuilt.map((y) => y.jobsCreated))).toBe(
          rebuilt.filter((y) => typed.some((t) => t.startDate.slice(0, 4) === y.startDate.slice(0, 4))).length,
        );
      }),
    );
  });
});
