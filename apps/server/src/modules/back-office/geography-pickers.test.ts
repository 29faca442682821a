import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { administrations } from '../../db/schema/reference-data.ts';
import { seedDemoAdministrationGeography, seedDemoLandMemberAdministrations } from '../../seed/demo-centres.ts';
import { type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { SAMPLES } from './test-samples.ts';

const API = '/backend/api';
const CASA = 2;
const RABAT = 10;

type Province = { id: number; regionId: number };
type Commune = { id: number; provinceId: number; regionId: number };
type Administration = { id: number; regionId: number | null; nameFr: string; nameAr: string };

/**
 * Issue 17, decision 087: an administration covers provinces and/or communes of its region; a CRUI member names
 * an administration of its region (shown by name); a land member follows provinces of its region. A value outside
 * the region answers 422 on its field and writes nothing.
 */
describe('back-office: administrations’ geography, the member’s administration, land members’ provinces', () => {
  let t: TestApp;
  let content: LoggedIn;
  let support: LoggedIn;
  let casaProvinces: Province[];
  let rabatProvince: Province;
  let communes: Commune[];
  beforeAll(async () => {
    t = await createTestApp();
    content = await loginAs(t, 'contenu.national@demo.cri.ma');
    support = await loginAs(t, 'support.casa@demo.cri.ma');
    casaProvinces = (await t.app.inject({ method: 'GET', url: `${API}/provinces?regionId=${CASA}` })).json();
    rabatProvince = (await t.app.inject({ method: 'GET', url: `${API}/provinces?regionId=${RABAT}` })).json<
      Province[]
    >()[0] as Province;
    communes = (await t.app.inject({ method: 'GET', url: `${API}/communes?regionId=${CASA}` })).json();
  });
  afterAll(async () => t.close());

  const call = (who: LoggedIn, method: 'POST' | 'PUT' | 'GET' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url: `${API}${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
  const admin = (n: number, extra: Record<string, unknown>) => ({ ...SAMPLES.administrations?.create?.(n), ...extra });

  it('stores the provinces and communes of an administration, and reads them back', async () => {
    const [p1, p2] = casaProvinces as [Province, Province];
    const commune = communes.find((c) => c.provinceId === p1.id) as Commune;
    const created = await call(
      content,
      'POST',
      '/back-office/administrations',
      admin(901, { provinceIds: [p2.id, p1.id], communeIds: [commune.id] }),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ provinceIds: [p1.id, p2.id].sort((a, b) => a - b), communeIds: [commune.id] });
    const id = created.json<{ id: number }>().id;
    const changed = await call(
      content,
      'PUT',
      `/back-office/administrations/${id}`,
      admin(901, { provinceIds: [], communeIds: [commune.id] }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ provinceIds: [], communeIds: [commune.id] });
    // GET /administration?regionId&typeId keeps answering, the new one among them.
    const listed = await call(support, 'GET', `/administration?regionId=${CASA}&typeId=8`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json<Administration[]>().map((a) => a.id)).toContain(id);
  });

  it('refuses provinces or communes outside the region, or outside the chosen provinces, and writes nothing', async () => {
    const [p1, p2] = casaProvinces as [Province, Province];
    const otherRegion = await call(
      content,
      'POST',
      '/back-office/administrations',
      admin(902, { provinceIds: [rabatProvince.id] }),
    );
    expect(otherRegion.statusCode).toBe(422);
    expect(otherRegion.json()).toMatchObject({
      fieldErrors: [{ field: 'provinceIds', messageKey: 'backOffice.errors.outsideRegion' }],
    });
    const rabatCommune = (await t.app.inject({ method: 'GET', url: `${API}/communes?regionId=${RABAT}` })).json<
      Commune[]
    >()[0] as Commune;
    const communeElsewhere = await call(
      content,
      'POST',
      '/back-office/administrations',
      admin(903, { communeIds: [rabatCommune.id] }),
    );
    expect(communeElsewhere.json()).toMatchObject({
      fieldErrors: [{ field: 'communeIds', messageKey: 'backOffice.errors.outsideRegion' }],
    });
    const communeOfP2 = communes.find((c) => c.provinceId === p2.id) as Commune;
    const notInChosen = await call(
      content,
      'POST',
      '/back-office/administrations',
      admin(904, { provinceIds: [p1.id], communeIds: [communeOfP2.id] }),
    );
    expect(notInChosen.json()).toMatchObject({
      fieldErrors: [{ field: 'communeIds', messageKey: 'backOffice.errors.communeOutsideProvinces' }],
    });
    const national = await call(
      content,
      'POST',
      '/back-office/administrations',
      admin(905, { regionId: null, permanent: false, provinceIds: [p1.id] }),
    );
    expect(national.json()).toMatchObject({
      fieldErrors: [{ field: 'provinceIds', messageKey: 'backOffice.errors.outsideRegion' }],
    });
    const none = await call(content, 'GET', '/back-office/administrations?search=BO_ADMIN_90');
    expect(none.json<{ items: { code: string }[] }>().items.map((i) => i.code)).toEqual(['BO_ADMIN_901']);
  });

  it('names a CRUI member’s administration by an administration of its region, shown by name', async () => {
    const casa = (await call(support, 'GET', `/administration?regionId=${CASA}`)).json<Administration[]>();
    const rabat = (await call(support, 'GET', `/administration?regionId=${RABAT}`)).json<Administration[]>();
    const chosen = casa[0] as Administration;
    const body = { ...SAMPLES['crui-members']?.create?.(906), administrationId: chosen.id };
    const created = await call(support, 'POST', '/back-office/crui-members', body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      administrationId: chosen.id,
      administrationNameFr: chosen.nameFr,
      administrationNameAr: chosen.nameAr,
    });
    const list = await call(support, 'GET', '/back-office/crui-members?search=906');
    expect(list.json<{ items: { administrationNameFr: string }[] }>().items[0]?.administrationNameFr).toBe(chosen.nameFr);
    const elsewhere = await call(support, 'POST', '/back-office/crui-members', {
      ...SAMPLES['crui-members']?.create?.(907),
      administrationId: (rabat[0] as Administration).id,
    });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json()).toMatchObject({
      fieldErrors: [{ field: 'administrationId', messageKey: 'backOffice.errors.administrationOutsideRegion' }],
    });
    const nobody = await call(support, 'GET', '/back-office/crui-members?search=member.907');
    expect(nobody.json<{ total: number }>().total).toBe(0);
  });

  it('gives the demo regions’ urban agencies their provinces and capital communes their commune (npm start seed)', async () => {
    const db = t.database.db;
    const codes = ['URBAN_AGENCY_1_R02', 'CAPITAL_COMMUNE_R02', 'URBAN_AGENCY_1_R10'];
    const read = () =>
      db
        .select({ code: administrations.code, provinceIds: administrations.provinceIds, communeIds: administrations.communeIds })
        .from(administrations)
        .where(inArray(administrations.code, codes));
    await db.update(administrations).set({ provinceIds: [], communeIds: [] }).where(inArray(administrations.code, codes));
    await seedDemoAdministrationGeography(db);
    const rows = new Map((await read()).map((r) => [r.code, r]));
    const casaIds = casaProvinces.map((p) => p.id);
    const agency = rows.get('URBAN_AGENCY_1_R02');
    expect(agency?.provinceIds.length).toBeGreaterThan(0);
    for (const id of agency?.provinceIds ?? []) expect(casaIds).toContain(id);
    expect(rows.get('URBAN_AGENCY_1_R10')?.provinceIds.length).toBeGreaterThan(0);
    const capital = rows.get('CAPITAL_COMMUNE_R02');
    expect(capital?.communeIds).toHaveLength(1);
    expect(communes.map((c) => c.id)).toContain(capital?.communeIds[0]);
    // What the content manager entered is kept at the next start.
    const [first] = casaProvinces as [Province];
    await db
      .update(administrations)
      .set({ provinceIds: [first.id] })
      .where(inArray(administrations.code, ['URBAN_AGENCY_1_R02']));
    await seedDemoAdministrationGeography(db);
    expect((await read()).find((r) => r.code === 'URBAN_AGENCY_1_R02')?.provinceIds).toEqual([first.id]);
  });

  it('gives a land member provinces of its region (the land settings its screens read)', async () => {
    const [p1] = casaProvinces as [Province];
    const body = { ...SAMPLES['land-members']?.create?.(908), provinceIds: [p1.id] };
    const created = await call(support, 'POST', '/back-office/land-members', body);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    expect(created.json()).toMatchObject({ provinceIds: [p1.id] });
    const cleared = await call(support, 'PUT', `/back-office/land-members/${id}`, { ...body, provinceIds: [] });
    expect(cleared.json()).toMatchObject({ provinceIds: [] });
    const outside = await call(support, 'PUT', `/back-office/land-members/${id}`, { ...body, provinceIds: [rabatProvince.id] });
    expect(outside.statusCode).toBe(422);
    expect(outside.json()).toMatchObject({
      fieldErrors: [{ field: 'provinceIds', messageKey: 'backOffice.errors.outsideRegion' }],
    });
    expect((await call(support, 'GET', `/back-office/land-members/${id}`)).json()).toMatchObject({ provinceIds: [] });
  });

  it('gives a land member an administration of its region, shown with its type; another region’s is refused', async () => {
    const admins = await t.database.db
      .select({
        id: administrations.id,
        code: administrations.code,
        nameFr: administrations.nameFr,
        regionId: administrations.regionId,
      })
      .from(administrations)
      .where(inArray(administrations.code, ['DOMAINS_R02', 'DOMAINS_R10']));
    const casaDomains = admins.find((a) => a.regionId === CASA);
    const rabatDomains = admins.find((a) => a.regionId === RABAT);
    if (!casaDomains || !rabatDomains) throw new Error('seed administrations missing');
    const body = { ...SAMPLES['land-members']?.create?.(909), administrationId: casaDomains.id };
    const created = await call(support, 'POST', '/back-office/land-members', body);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    expect(created.json()).toMatchObject({
      administrationId: casaDomains.id,
      administrationNameFr: casaDomains.nameFr,
      administrationTypeNameFr: expect.stringMatching(/\S/),
      administrationTypeNameAr: expect.stringMatching(/[\u0600-\u06FF]/),
    });
    const outside = await call(support, 'PUT', `/back-office/land-members/${id}`, { ...body, administrationId: rabatDomains.id });
    expect(outside.statusCode).toBe(422);
    expect(outside.json()).toMatchObject({
      fieldErrors: [{ field: 'administrationId', messageKey: 'backOffice.errors.administrationOutsideRegion' }],
    });
    // Nothing half-written: the member keeps its administration.
    expect((await call(support, 'GET', `/back-office/land-members/${id}`)).json()).toMatchObject({
      administrationId: casaDomains.id,
    });
    // npm start gives the demo land members their region's State domains, and leaves a chosen one alone.
    await seedDemoLandMemberAdministrations(t.database.db);
    const members = await call(support, 'GET', '/back-office/land-members?search=foncier.casa');
    expect(members.json<{ items: Record<string, unknown>[] }>().items[0]).toMatchObject({ administrationId: casaDomains.id });
    expect((await call(support, 'GET', `/back-office/land-members/${id}`)).json()).toMatchObject({
      administrationId: casaDomains.id,
    });

    // The administration now in use is archived, not deleted, when the content manager removes it.
    const removed = await call(content, 'DELETE', `/back-office/administrations/${casaDomains.id}`);
    expect(removed.json()).toEqual({ outcome: 'archived' });
  });
});
