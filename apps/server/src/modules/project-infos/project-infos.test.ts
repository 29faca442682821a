import { FUNDAMENTAL_REFERENCE_TYPE_IDS as REF } from '@cri/shared/enums/reference-data';
import { EXPLOITATION_YEARS, landParcel, PROJECT_INFO_VALUES } from '@cri/shared/fixtures/builders';
import { TOTAL_AMOUNT_MISMATCH_KEY, TOTAL_JOBS_MISMATCH_KEY } from '@cri/shared/rules/project-infos';
import type { TInfoAnswer, TLand, TProjectInfos, TSubmitProjectDetailsRequest } from '@cri/shared/schemas/project-infos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordPhase } from '../../core/project-lifecycle/phases.ts';
import { demoUser, type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { API, CASA, createdId, RABAT } from '../framing-forms/test-helpers.ts';
import { newInvestorAccount } from '../investors/test-fixtures.ts';

let t: TestApp;
let investor: LoggedIn;
let otherInvestor: LoggedIn;
let advisorCasa: LoggedIn;
let advisorRabat: LoggedIn;
let projectId: number;
let read: TProjectInfos;

/** AVNA provisional + building permit: a percentage (own funds), kickoff and completion dates, lands. */
const PROCEDURES = [1, 3];

async function newProject(who: LoggedIn): Promise<number> {
  const formId = await createdId(t, who);
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}/framing-forms/${formId}/create-project`,
    headers: who.headers,
    payload: { procedureIds: PROCEDURES },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json<{ projectId: number }>().projectId;
}

const get = (who: LoggedIn | null, id = projectId) =>
  t.app.inject({ method: 'GET', url: `${API}/projects/${id}/infos`, ...(who ? { headers: who.headers } : {}) });
const put = (who: LoggedIn | null, payload: unknown, id = projectId) =>
  t.app.inject({
    method: 'PUT',
    url: `${API}/projects/${id}/submit-details`,
    payload: payload as object,
    ...(who ? { headers: who.headers } : {}),
  });

const land = (over: Partial<TLand> = {}): TLand =>
  landParcel({
    legalStatusId: read.landOptions.legalStatuses[0]?.id ?? null,
    communeId: read.landOptions.communes[0]?.id ?? null,
    registrationRequisitionNumber: 'should be cleared',
    ...over,
  });
const answers = (over: Record<string, Partial<TInfoAnswer>> = {}): TInfoAnswer[] =>
  read.questions.map((q) => ({
    infoTypeId: q.infoTypeId,
    value: PROJECT_INFO_VALUES[q.code] ?? null,
    choiceItemId: q.answerDataType === 'CHOICE' && q.required ? (q.choices[0]?.id ?? null) : null,
    ...(q.code === 'EQUITY_SHARE' ? { otherValue: 30 } : {}),
    ...over[q.code],
  }));
const body = (
  over: Partial<TSubmitProjectDetailsRequest> = {},
  infos: Record<string, Partial<TInfoAnswer>> = {},
): TSubmitProjectDetailsRequest => ({
  complete: true,
  infos: answers(infos),
  exploitationYears: EXPLOITATION_YEARS.map((y) => ({ ...y })),
  lands: [land()],
  ...over,
});
const indexOf = (code: string) => read.questions.findIndex((q) => q.code === code);

beforeAll(async () => {
  t = await createTestApp();
  investor = await newInvestorAccount(t, 'infos.projet@example.ma');
  otherInvestor = await newInvestorAccount(t, 'infos.voisin@example.ma');
  advisorCasa = await loginAs(t, demoUser('ROLE_ADVISOR', CASA));
  advisorRabat = await loginAs(t, demoUser('ROLE_ADVISOR', RABAT));
  projectId = await newProject(investor);
  read = (await get(investor)).json<TProjectInfos>();
});
afterAll(() => t.close());

describe('GET /projects/{id}/infos', () => {
  it('lists the union of the info types of the active procedures, required if any procedure requires it', () => {
    const codes = read.questions.map((q) => q.code);
    expect(codes).toEqual(
      expect.arrayContaining([
        'INVESTMENT_AMOUNT',
        'EQUITY_SHARE',
        'LAND_PARCELS',
        'WORKS_START_DATE',
        'WORKS_END_DATE',
        'BUILT_AREA',
      ]),
    );
    expect(new Set(codes).size).toBe(codes.length);
    const equity = read.questions[indexOf('EQUITY_SHARE')];
    expect(equity).toMatchObject({ answerDataType: 'PERCENTAGE', required: true, nameAr: 'حصة الأموال الذاتية' });
    expect(read.questions[indexOf('FOREIGN_SHARE')]?.required).toBe(false);
    expect(read.questions[indexOf('FINANCING_MODE')]?.choices.length).toBeGreaterThan(0);
    expect(read.abilities).toEqual({ edit: true });
    expect(read.landOptions.fundamentalReferenceTypes.map((r) => r.id).sort((a, b) => a - b)).toEqual([
      REF.REQUISITION,
      REF.REGISTRY_TITLE,
    ]);
    // Only what the questionnaire answered is offered (issue 13), and marked as such.
    const prefilled = read.questions.filter((q) => read.prefilled?.includes(q.infoTypeId)).map((q) => q.code);
    expect(prefilled.sort()).toEqual(['DIRECT_JOBS', 'INVESTMENT_AMOUNT', 'PROJECT_CONSISTENCY']);
    expect(read.infos[indexOf('INVESTMENT_AMOUNT')]?.value).toBe('80000000');
    expect(read.infos.filter((a) => !read.prefilled?.includes(a.infoTypeId)).every((a) => a.value === null)).toBe(true);
  });

  it("answers the region's staff, and 404 to another investor or region, 401 anonymous", async () => {
    const staff = await get(advisorCasa);
    expect(staff.statusCode).toBe(200);
    expect(staff.json<TProjectInfos>().abilities.edit).toBe(false);
    expect((await get(advisorRabat)).statusCode).toBe(404);
    expect((await get(otherInvestor)).statusCode).toBe(404);
    expect((await get(null)).statusCode).toBe(401);
  });
});

describe('PUT /projects/{id}/submit-details', () => {
  it('saves the infos, years and lands, and reads them back (irrelevant land fields cleared)', async () => {
    const res = await put(investor, body());
    expect(res.statusCode, res.body).toBe(200);
    const again = (await get(investor)).json<TProjectInfos>();
    expect(again.infos[indexOf('INVESTMENT_AMOUNT')]?.value).toBe('3000000');
    expect(again.infos[indexOf('EQUITY_SHARE')]).toMatchObject({ value: '70', otherValue: 30 });
    expect(again.infos[indexOf('FINANCING_MODE')]?.choiceItemId).toBe(read.questions[indexOf('FINANCING_MODE')]?.choices[0]?.id);
    expect(again.exploitationYears.map((y) => [y.startDate, y.endDate, y.investmentAmount, y.jobsCreated])).toEqual([
      ['2027-03-01', '2027-12-31', 1_000_000, 15],
      ['2028-01-01', '2028-06-30', 2_000_000, 25],
    ]);
    expect(again.lands).toEqual([land({ registrationRequisitionNumber: null })]);
  });

  it('keeps an incomplete draft, and refuses it when continuing', async () => {
    const partial = body(
      { complete: false, exploitationYears: [], lands: [] },
      { INVESTMENT_AMOUNT: { value: null }, DIRECT_JOBS: { value: null } },
    );
    expect((await put(investor, partial)).statusCode).toBe(200);
    const res = await put(investor, { ...partial, complete: true });
    expect(res.statusCode).toBe(422);
    expect(res.json().fieldErrors).toEqual(
      expect.arrayContaining([
        { field: `infos.${indexOf('INVESTMENT_AMOUNT')}.value`, messageKey: 'projectInfos.validation.required' },
        { field: 'lands', messageKey: 'projectInfos.validation.landRequired' },
      ]),
    );
  });

  it('refuses own funds and other funding over 100% with SUM_IS_GREATER_THAN_HUNDRED', async () => {
    const res = await put(investor, body({}, { EQUITY_SHARE: { value: '80', otherValue: 30 } }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errorCode: 'SUM_IS_GREATER_THAN_HUNDRED' });
    expect(res.json().fieldErrors).toContainEqual({
      field: `infos.${indexOf('EQUITY_SHARE')}.otherValue`,
      messageKey: 'errors.SUM_IS_GREATER_THAN_HUNDRED',
    });
    const decimal = await put(investor, body({}, { EQUITY_SHARE: { value: '70.5', otherValue: null } }));
    expect(decimal.json().fieldErrors).toContainEqual({
      field: `infos.${indexOf('EQUITY_SHARE')}.value`,
      messageKey: 'projectInfos.validation.integer',
    });
  });

  it('wants the totals to equal the yearly sums (the two spec keys)', async () => {
    const res = await put(investor, body({}, { INVESTMENT_AMOUNT: { value: '3500000' }, DIRECT_JOBS: { value: '41' } }));
    expect(res.statusCode).toBe(422);
    expect(res.json().fieldErrors).toEqual([
      { field: `infos.${indexOf('INVESTMENT_AMOUNT')}.value`, messageKey: TOTAL_AMOUNT_MISMATCH_KEY },
      { field: `infos.${indexOf('DIRECT_JOBS')}.value`, messageKey: TOTAL_JOBS_MISMATCH_KEY },
    ]);
  });

  it('refuses a completion date not after the kickoff date', async () => {
    const res = await put(investor, body({ complete: false }, { WORKS_END_DATE: { value: '2027-02-01' } }));
    expect(res.statusCode).toBe(422);
    expect(res.json().fieldErrors).toContainEqual({
      field: `infos.${indexOf('WORKS_END_DATE')}.value`,
      messageKey: 'projectInfos.validation.completionBeforeKickoff',
    });
  });

  it('wants the requisition number of a requisition land, and flags duplicate titles', async () => {
    const requisition = await put(
      investor,
      body({ lands: [land({ fundamentalReferenceTypeId: REF.REQUISITION, registrationRequisitionNumber: null })] }),
    );
    expect(requisition.statusCode).toBe(422);
    expect(requisition.json().fieldErrors).toEqual([
      { field: 'lands.0.registrationRequisitionNumber', messageKey: 'projectInfos.validation.required' },
    ]);
    const twice = await put(investor, body({ lands: [land(), land({ parcelSurface: 10, titleIndex: 'c ' })] }));
    expect(twice.json().fieldErrors).toEqual([
      { field: 'lands.0.titleNumber', messageKey: 'projectInfos.validation.duplicateTitle' },
      { field: 'lands.1.titleNumber', messageKey: 'projectInfos.validation.duplicateTitle' },
    ]);
  });

  it('rebuilds the years from the dates, keeping the amounts of the years that remain', async () => {
    const res = await put(investor, body({ complete: false }, { WORKS_END_DATE: { value: '2029-02-15' } }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TProjectInfos>().exploitationYears).toEqual([
      { startDate: '2027-03-01', endDate: '2027-12-31', investmentAmount: 1_000_000, jobsCreated: 15 },
      { startDate: '2028-01-01', endDate: '2028-12-31', investmentAmount: 2_000_000, jobsCreated: 25 },
      { startDate: '2029-01-01', endDate: '2029-02-15', investmentAmount: null, jobsCreated: null },
    ]);
  });

  it('404 for another investor, 403 for staff, 401 anonymous, 422 on a malformed body', async () => {
    expect((await put(otherInvestor, body())).statusCode).toBe(404);
    expect((await put(advisorCasa, body())).statusCode).toBe(403);
    expect((await put(null, body())).statusCode).toBe(401);
    const bad = await put(investor, { ...body(), lands: 'none' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fieldErrors[0].field).toBe('lands');
  });

  it('409 once the file is no longer editable, nothing changed', async () => {
    const id = await newProject(investor);
    await t.database.db.transaction((tx) => recordPhase(tx, { projectId: id, title: 'ARCHIVED', by: null, at: new Date() }));
    const res = await put(investor, { complete: false, infos: [], exploitationYears: [], lands: [] }, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('PROJECT_NOT_EDITABLE');
    expect((await get(investor, id)).json<TProjectInfos>().abilities.edit).toBe(false);
  });
});
