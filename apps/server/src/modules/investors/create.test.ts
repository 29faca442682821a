import { LEGAL_PERSON_TYPE_IDS as F } from '@cri/shared/enums/reference-data';
import { IDENTITY_DOCUMENT_TYPE_IDS as DOC } from '@cri/shared/rules/investor-form';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { accountRegistrations } from '../../db/schema/activation.ts';
import { demoUser, type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { firstCommuneIds, jobOf, newInvestorAccount, registration } from './test-fixtures.ts';

const url = '/backend/api/investors/create';
let t: TestApp;
let commune: number;
let seq = 0;

const fresh = () => newInvestorAccount(t, `create.${++seq}@test.cri.ma`);
const post = (who: LoggedIn | null, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: who?.headers ?? {} });
const fieldsOf = (res: { json: () => unknown }) =>
  (res.json() as { fieldErrors?: { field: string }[] }).fieldErrors?.map((e) => e.field).sort() ?? [];

beforeAll(async () => {
  t = await createTestApp();
  [commune] = await firstCommuneIds(t);
});
afterAll(() => t.close());

describe('POST /investors/create', () => {
  it('creates the record once, links the account, and refuses a second one with 409', async () => {
    const who = await fresh();
    const res = await post(who, registration(commune, { professionTypeId: await jobOf(t, F.LEGAL_PERSON) }));
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ id: number }>();
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.username, `create.${seq}@test.cri.ma`));
    expect(row).toMatchObject({ investorId: id, firstName: 'Karim', lastName: 'Bennani', mobilePhone: '0612345678' });
    const again = await post(who, registration(commune));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 'INVESTOR_EXISTS' });
  });

  it('refuses anonymous callers (401) and staff (403)', async () => {
    expect((await post(null, registration(commune))).statusCode).toBe(401);
    const advisor = await loginAs(t, demoUser('ROLE_ADVISOR'));
    expect((await post(advisor, registration(commune))).statusCode).toBe(403);
  });

  it('422: required person fields and formats', async () => {
    const res = await post(
      await fresh(),
      registration(commune, { jobTitle: '' }, { firstName: ' ', title: null, mobilePhone: '612345678' }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED' });
    expect(fieldsOf(res)).toEqual(['body.investor.jobTitle', 'body.user.firstName', 'body.user.mobilePhone', 'body.user.title']);
  });

  it('422: the document type must suit the nationality group', async () => {
    const who = await fresh();
    const moroccanPassport = await post(who, registration(commune, { identityDocumentTypeId: DOC.PASSPORT }));
    expect(fieldsOf(moroccanPassport)).toEqual(['body.investor.identityDocumentTypeId']);
    const foreignCin = await post(who, registration(commune, { nationalityId: 1221, identityDocumentTypeId: DOC.CIN }));
    expect(fieldsOf(foreignCin)).toEqual(['body.investor.identityDocumentTypeId']);
    const foreignPassport = await post(
      who,
      registration(commune, { nationalityId: 1221, identityDocumentTypeId: DOC.PASSPORT, identityDocumentNumber: 'X1234567' }),
    );
    expect(foreignPassport.statusCode).toBe(201);
  });

  it('422: an intermediary of national nationality gives commune and zip, a company its name, address, commune and zip', async () => {
    const res = await post(
      await fresh(),
      registration(commune, {
        communeId: null,
        zipCode: '',
        companyName: '',
        companyAddress: '',
        companyCommuneId: null,
        companyZipCode: '',
      }),
    );
    expect(fieldsOf(res)).toEqual(
      ['communeId', 'companyAddress', 'companyCommuneId', 'companyName', 'companyZipCode', 'zipCode'].map(
        (f) => `body.investor.${f}`,
      ),
    );
    // A foreign intermediary company: name and address only.
    const foreign = await post(
      await fresh(),
      registration(commune, {
        nationalityId: 1221,
        identityDocumentTypeId: DOC.RESIDENCE_CARD,
        identityDocumentNumber: 'RC998877',
        communeId: null,
        zipCode: '',
        companyCommuneId: null,
        companyZipCode: '',
      }),
    );
    expect(foreign.statusCode).toBe(201);
  });

  it('422: the investor form asks an address of a self-employed person and a company address of a company', async () => {
    const base = { accountType: 'INVESTOR' as const, address: '', communeId: null, zipCode: '', companyAddress: '' };
    const selfEmployed = await post(await fresh(), registration(commune, { ...base, legalFormFamilyId: F.AUTO_ENTREPRENEUR }));
    expect(fieldsOf(selfEmployed)).toEqual(['body.investor.address']);
    const company = await post(await fresh(), registration(commune, { ...base, legalFormFamilyId: F.LEGAL_PERSON }));
    expect(fieldsOf(company)).toEqual(['body.investor.companyAddress']);
  });

  it("clears a physical person's company fields", async () => {
    const who = await fresh();
    const res = await post(who, registration(commune, { legalFormFamilyId: F.NATURAL_PERSON }));
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ id: number }>();
    const got = await t.app.inject({ method: 'GET', url: `/backend/api/investors/${id}`, headers: who.headers });
    expect(got.json()).toMatchObject({
      legalFormKind: 'PHYSICAL_PERSON',
      companyName: null,
      companyAddress: null,
      companyCommuneId: null,
      ice: null,
      nirn: null,
    });
  });

  it('422: a job of another legal-form family, or an unknown commune', async () => {
    const res = await post(
      await fresh(),
      registration(commune, { professionTypeId: await jobOf(t, F.NATURAL_PERSON), communeId: 999_999 }),
    );
    expect(res.statusCode).toBe(422);
    expect(fieldsOf(res)).toEqual(['body.investor.communeId', 'body.investor.professionTypeId']);
  });

  it('follows the account type chosen at sign-up: told by GET /investors/account-type, refused when switched', async () => {
    const who = await fresh();
    const typeOf = () => t.app.inject({ method: 'GET', url: '/backend/api/investors/account-type', headers: who.headers });
    expect((await typeOf()).json()).toEqual({ accountType: null });
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.username, `create.${seq}@test.cri.ma`));
    await t.database.db.insert(accountRegistrations).values({ userId: row?.id ?? 0, accountType: 'PROFESSIONAL' });
    expect((await typeOf()).json()).toEqual({ accountType: 'PROFESSIONAL' });
    const switched = await post(who, registration(commune, { accountType: 'INVESTOR' }));
    expect(fieldsOf(switched)).toEqual(['body.investor.accountType']);
    expect((await post(who, registration(commune))).statusCode).toBe(201);
  });

  it('the rule ids match the seeded lists (Moroccan nationality, document groups)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/backend/api/choices' });
    const lists = res.json<Record<string, { id: number; code: string; groupCode: string | null; isDefault: boolean }[]>>();
    expect(lists.Nationality?.find((n) => n.isDefault)).toMatchObject({ id: 1201, groupCode: 'MOROCCAN' });
    const docs = Object.fromEntries((lists.DocumentTypeCategory ?? []).map((d) => [d.code, [d.id, d.groupCode]]));
    expect(docs).toEqual({
      CIN: [DOC.CIN, 'MOROCCAN'],
      PASSPORT: [DOC.PASSPORT, 'FOREIGN'],
      RESIDENCE_CARD: [DOC.RESIDENCE_CARD, 'FOREIGN'],
    });
  });
});
