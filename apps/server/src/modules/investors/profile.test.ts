import { LEGAL_PERSON_TYPE_IDS as F } from '@cri/shared/enums/reference-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUser, type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { firstCommuneIds, newInvestorAccount, registration } from './test-fixtures.ts';

let t: TestApp;
let communes: [number, number];
let owner: LoggedIn;
let other: LoggedIn;
let id: number;

const edit = (investorId: number, investor: Record<string, unknown> = {}, user: Record<string, unknown> = {}) => ({
  investorId,
  user: { mobilePhone: '0700000001', deskPhone: '0522000000', ...user },
  investor: {
    legalFormFamilyId: F.LEGAL_PERSON,
    jobTitle: 'Directeur général',
    organisation: 'Atlas Holding',
    address: '1 place Mohammed V',
    communeId: communes[1],
    zipCode: '20250',
    companyName: 'Atlas Holding SA',
    companyAddress: '3 avenue Hassan II',
    companyCommuneId: communes[1],
    companyZipCode: '20300',
    ice: '009876543000021',
    nirn: '',
    ...investor,
  },
});
const put = (who: LoggedIn, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/backend/api/investors/update', payload: payload as object, headers: who.headers });
const get = (who: LoggedIn | null, investorId: number) =>
  t.app.inject({ method: 'GET', url: `/backend/api/investors/${investorId}`, headers: who?.headers ?? {} });
const fieldsOf = (res: { json: () => unknown }) =>
  (res.json() as { fieldErrors?: { field: string }[] }).fieldErrors?.map((e) => e.field).sort() ?? [];

beforeAll(async () => {
  t = await createTestApp();
  communes = await firstCommuneIds(t);
  owner = await newInvestorAccount(t, 'profile.owner@test.cri.ma');
  other = await newInvestorAccount(t, 'profile.other@test.cri.ma');
  const res = await t.app.inject({
    method: 'POST',
    url: '/backend/api/investors/create',
    payload: registration(communes[0]),
    headers: owner.headers,
  });
  id = res.json<{ id: number }>().id;
});
afterAll(() => t.close());

describe('GET /investors/{id}', () => {
  it('gives the owner the record with derived province and region, and the right to edit', async () => {
    const res = await get(owner, id);
    expect(res.statusCode).toBe(200);
    const body = res.json<Record<string, unknown>>();
    expect(body).toMatchObject({
      id,
      username: 'profile.owner@test.cri.ma',
      legalFormKind: 'CORPORATE_ENTITY',
      intermediary: true,
      abilities: { update: true },
    });
    expect(body.provinceId).toEqual(expect.any(Number));
    expect(body.regionId).toEqual(expect.any(Number));
  });

  it("answers 404 for another investor's record, an unknown id, and 401 without a token", async () => {
    expect((await get(other, id)).statusCode).toBe(404);
    expect((await get(owner, id + 1000)).statusCode).toBe(404);
    expect((await get(null, id)).statusCode).toBe(401);
  });

  it('lets national support read it without the right to edit; other staff are refused', async () => {
    const support = await loginAs(t, demoUser('ROLE_NATIONAL_SUPPORT'));
    expect((await get(support, id)).json()).toMatchObject({ id, abilities: { update: false } });
    const advisor = await loginAs(t, demoUser('ROLE_ADVISOR'));
    expect((await get(advisor, id)).statusCode).toBe(403);
  });
});

describe('PUT /investors/update', () => {
  it('updates the contact and company fields of the owner', async () => {
    const res = await put(owner, edit(id));
    expect(res.statusCode).toBe(200);
    expect((await get(owner, id)).json()).toMatchObject({
      mobilePhone: '0700000001',
      jobTitle: 'Directeur général',
      communeId: communes[1],
      nirn: null,
    });
  });

  it("answers 404 for another investor's record", async () => {
    expect((await put(other, edit(id))).statusCode).toBe(404);
  });

  it('422: the profile fields, and the company fields of a company', async () => {
    const res = await put(
      owner,
      edit(id, { jobTitle: '', organisation: '', communeId: null, companyName: '', ice: '' }, { mobilePhone: '' }),
    );
    expect(res.statusCode).toBe(422);
    expect(fieldsOf(res)).toEqual(
      [
        'investor.communeId',
        'investor.companyName',
        'investor.ice',
        'investor.jobTitle',
        'investor.organisation',
        'user.mobilePhone',
      ].map((f) => `body.${f}`),
    );
    expect(fieldsOf(await put(owner, edit(id, {}, { deskPhone: '12' })))).toEqual(['body.user.deskPhone']);
  });

  it('422: the legal form stays as filed; a self-employed person must give the ICE', async () => {
    expect(fieldsOf(await put(owner, edit(id, { legalFormFamilyId: F.NATURAL_PERSON })))).toEqual([
      'body.investor.legalFormFamilyId',
    ]);
    const res = await put(owner, edit(id, { legalFormFamilyId: F.AUTO_ENTREPRENEUR, ice: '' }));
    expect(fieldsOf(res)).toEqual(['body.investor.ice']);
  });
});
