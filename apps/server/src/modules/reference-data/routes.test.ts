import { CHOICE_LIST_NAMES } from '@cri/shared/enums/reference-data';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import type { TChoiceItem, TCommune, TProvince, TRegion } from '@cri/shared/schemas/reference-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { openSession } from '../auth/refresh-tokens.ts';

const API = '/backend/api';
const FIXED_NOW = new Date('2026-03-31T23:30:00Z');
/** The app clock: the real one, except while the date test pins it. */
let clock: () => Date = () => new Date();

function claims(role: TAccessClaims['roles'][number]): TAccessClaims {
  return {
    sub: '42',
    username: 'agent@example.ma',
    roles: [role],
    title: 'MISTER',
    firstName: 'Youssef',
    lastName: 'Alaoui',
    regionId: 2,
    investorId: null,
    advisorId: null,
    cruiMemberId: null,
    habilitations: [],
    passwordExpirationDate: null,
    firstConnection: false,
    activeMfa: role !== 'ROLE_INVESTOR',
    otp: true,
    isDirector: false,
    isWali: false,
    isFocalMember: false,
    isCruiMember: false,
  };
}

describe('reference-data endpoints', () => {
  let t: TestApp;
  /** A token of this role on a live session (the guard refuses a token whose session is not open). */
  const tokenOf = async (role: TAccessClaims['roles'][number]) => {
    const [user] = await t.database.db.select({ id: users.id }).from(users).limit(1);
    const { session } = await openSession(t.database.db, { userId: user?.id ?? 0, otpValidated: true, now: new Date() });
    return t.signer.sign({ ...claims(role), sub: String(user?.id), sid: session.id });
  };
  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url: `${API}${url}`, headers: token ? { authorization: `Bearer ${token}` } : {} });
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock() });
  });
  afterAll(() => t.close());

  it('GET /choices returns every list, the national nationality first, and one list with ?name=', async () => {
    const res = await get('/choices');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const lists = res.json<Record<string, TChoiceItem[]>>();
    expect(Object.keys(lists).sort()).toEqual([...CHOICE_LIST_NAMES].sort());
    expect(lists.Nationality?.[0]).toMatchObject({ code: 'MA', isDefault: true, groupCode: 'MOROCCAN' });
    expect(lists.CompanyLegalFormFamily?.map((i) => i.id)).toEqual(expect.arrayContaining([2126, 2127, 2128, 2129]));
    expect(lists.DocumentTypeCategory?.filter((d) => d.groupCode === 'MOROCCAN').map((d) => d.code)).toEqual(['CIN']);
    expect(lists.DocumentTypeCategory?.filter((d) => d.groupCode === 'FOREIGN')).toHaveLength(2);

    const one = await get('/choices?name=TitleCategory');
    expect(Object.keys(one.json())).toEqual(['TitleCategory']);
    expect(one.json().TitleCategory.map((i: TChoiceItem) => i.labelAr)).toEqual(['السيد', 'السيدة']);
  });

  it('GET /regions lists deployed regions unless all=true', async () => {
    const deployed = (await get('/regions')).json<TRegion[]>();
    expect(deployed).toHaveLength(8);
    expect(deployed.every((r) => r.deployed)).toBe(true);
    expect(deployed.map((r) => r.id)).toEqual(expect.arrayContaining([2, 10]));
    const all = (await get('/regions?all=true')).json<TRegion[]>();
    expect(all).toHaveLength(12);
  });

  it('GET /provinces filters by region and hides regions not deployed', async () => {
    const deployed = (await get('/provinces')).json<TProvince[]>();
    expect(deployed.some((p) => p.regionId === 4)).toBe(false);
    expect((await get('/provinces?all=true')).json<TProvince[]>()).toHaveLength(75);

    const casablanca = (await get('/provinces?regionId=2')).json<TProvince[]>();
    expect(casablanca).toHaveLength(9);
    expect(casablanca.every((p) => p.regionId === 2)).toBe(true);
    // Sorted the French way: accents do not send "Béni" after "Z".
    const names = casablanca.map((p) => p.nameFr);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')));

    expect((await get('/provinces?regionId=4')).statusCode).toBe(404);
    expect((await get('/provinces?regionId=4&all=true')).json<TProvince[]>()).toHaveLength(5);
  });

  it('GET /communes lists every commune with its province and region; /communes/rokhas only Rokhas ones', async () => {
    const all = (await get('/communes')).json<TCommune[]>();
    expect(all.length).toBeGreaterThanOrEqual(881);
    expect(all[0]).toEqual(expect.objectContaining({ provinceId: expect.any(Number), regionId: expect.any(Number) }));
    const byProvince = (await get('/communes?provinceId=101')).json<TCommune[]>();
    expect(byProvince.map((c) => c.nameFr)).toContain('Tétouan');

    const rokhas = (await get('/communes/rokhas')).json<TCommune[]>();
    expect(rokhas.length).toBeGreaterThan(0);
    expect(rokhas.every((c) => c.rokhas)).toBe(true);
    expect(rokhas.length).toBeLessThan(all.length);
  });

  it('GET /communes/gir is for the land team only', async () => {
    const anonymous = await get('/communes/gir');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ status: 401, errorCode: 'UNAUTHENTICATED' });

    const investor = await get('/communes/gir', await tokenOf('ROLE_INVESTOR'));
    expect(investor.statusCode).toBe(403);
    expect(investor.json()).toMatchObject({ status: 403, errorCode: 'FORBIDDEN', messageKey: 'errors.FORBIDDEN' });

    const land = await get('/communes/gir', await tokenOf('ROLE_FONCIER_MEMBER'));
    expect(land.statusCode).toBe(200);
    expect(land.headers['cache-control']).toBe('private, max-age=300');
    const gir = land.json<TCommune[]>();
    expect(gir.length).toBeGreaterThan(0);
    expect(gir.every((c) => c.gir)).toBe(true);
  });

  it('GET /region-parameters, /vocations, /sectors and /infos-cri/project answer the reference rows', async () => {
    const params = (await get('/region-parameters')).json();
    expect(params).toHaveLength(12);
    expect(params[0]).toMatchObject({
      regionId: 1,
      commissionDay: expect.any(Number),
      slotStartTime: expect.stringMatching(/^\d\d:\d\d$/),
    });

    const vocations = (await get('/vocations')).json();
    expect(vocations.map((v: { code: string }) => v.code)).toContain('INDUSTRIAL');

    const sectors = (await get('/sectors')).json();
    expect(sectors.filter((s: { level: string }) => s.level === 'SECTOR').length).toBeGreaterThanOrEqual(5);

    // GET /components (spec 2 §7): the project form's component titles, the ones counting units with their unit.
    const components = (await get('/components')).json<{ code: string; unit: string | null }[]>();
    expect(components).toContainEqual({ code: 'ACCOMMODATION', unit: 'beds' });
    expect(components).toContainEqual({ code: 'EDUCATION', unit: 'classrooms' });
    expect(components).toContainEqual({ code: 'OFFICES', unit: null });

    const centre = await get('/infos-cri/project?regionId=10');
    expect(centre.statusCode).toBe(200);
    expect(centre.json()).toMatchObject({
      regionId: 10,
      nameFr: expect.stringContaining('Rabat-Salé-Kénitra'),
      email: expect.stringContaining('@'),
      openingTime: '08:30',
      closingTime: '16:30',
      directorNameFr: null,
      directorPhone: null,
    });
  });

  it('GET /dates/offset gives the server clock and the date in Morocco, uncached', async () => {
    clock = () => FIXED_NOW;
    const res = await get('/dates/offset').finally(() => {
      clock = () => new Date();
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    // 23:30 UTC on 31 March is already 1 April in Casablanca (UTC+1).
    expect(res.json()).toEqual({ now: FIXED_NOW.toISOString(), today: '2026-04-01', timeZone: 'Africa/Casablanca' });
  });

  it('GET /administrations needs an account and returns the region and national ones', async () => {
    expect((await get('/administrations?regionId=2')).statusCode).toBe(401);
    const res = await get('/administrations?regionId=2&typeCode=URBAN_AGENCY', await tokenOf('ROLE_ADVISOR'));
    expect(res.statusCode).toBe(200);
    const rows = res.json<{ regionId: number | null; typeCode: string }[]>();
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.every((a) => a.typeCode === 'URBAN_AGENCY' && (a.regionId === 2 || a.regionId === null))).toBe(true);
  });

  it("answers the spec's administration lists (remaining-areas §5 item 8) beside ours", async () => {
    for (const url of ['/administration', '/administration/national', '/administration/region', '/administration-type'])
      expect((await get(url)).statusCode, url).toBe(401);
    const token = await tokenOf('ROLE_ADVISOR');
    type Row = { id: number; regionId: number | null; typeId: number; typeCode: string };

    const types = await get('/administration-type', token);
    expect(types.statusCode).toBe(200);
    const typeList = types.json<{ id: number; code: string; nameFr: string; nameAr: string }[]>();
    // Spec 3 §3's types, the regional investment centre among them.
    for (const code of ['URBAN_AGENCY', 'CIVIL_PROTECTION', 'COMMUNE', 'REGIONAL_INVESTMENT_CENTRE', 'LAND_REGISTRY'])
      expect(typeList.map((x) => x.code)).toContain(code);
    expect(typeList.find((x) => x.code === 'REGIONAL_INVESTMENT_CENTRE')).toMatchObject({
      nameFr: "Centre régional d'investissement",
      nameAr: 'المركز الجهوي للاستثمار',
    });
    const urbanAgency = typeList.find((x) => x.code === 'URBAN_AGENCY')?.id;

    const byIds = await get(`/administration?regionId=2&typeId=${urbanAgency}`, token);
    expect(byIds.statusCode).toBe(200);
    const rows = byIds.json<Row[]>();
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows.every((a) => a.regionId === 2 && a.typeId === urbanAgency && a.typeCode === 'URBAN_AGENCY')).toBe(true);

    const national = (await get('/administration/national', token)).json<Row[]>();
    expect(national.length).toBeGreaterThan(0);
    expect(national.every((a) => a.regionId === null)).toBe(true);

    const regional = (await get('/administration/region', token)).json<Row[]>();
    expect(new Set(regional.map((a) => a.regionId)).size).toBeGreaterThan(1);
    expect(regional.every((a) => a.regionId !== null)).toBe(true);
    const ofRegion = (await get('/administration/region?regionId=2', token)).json<Row[]>();
    expect(ofRegion.length).toBeGreaterThan(0);
    expect(ofRegion.every((a) => a.regionId === 2)).toBe(true);

    // Ours keeps its answer: the region's and the national ones, now with the type's id.
    const ours = (await get('/administrations?regionId=2', token)).json<Row[]>();
    expect(ours.length).toBe(national.length + ofRegion.length);
    expect(ours.every((a) => typeof a.typeId === 'number')).toBe(true);
    expect((await get('/administration?typeId=abc', token)).statusCode).toBe(422);
  });

  it('refuses bad parameters with the error shape', async () => {
    for (const url of [
      '/provinces?regionId=abc',
      '/infos-cri/project?regionId=abc',
      '/infos-cri/project',
      '/regions?all=maybe',
      '/choices?name=Unknown',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(422);
      expect(res.json(), url).toMatchObject({ status: 422, errorCode: 'VALIDATION_FAILED', fieldErrors: expect.any(Array) });
      expect(res.headers['cache-control'], url).toBeUndefined();
    }
    const unknown = await get('/infos-cri/project?regionId=99');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: 404, errorCode: 'NOT_FOUND', messageKey: 'errors.NOT_FOUND' });
    expect((await get('/provinces?regionId=99')).statusCode).toBe(404);
  });

  it('documents every endpoint in the OpenAPI document', async () => {
    const paths = Object.keys((await get('/docs/json')).json().paths);
    for (const path of [
      '/choices',
      '/region-parameters',
      '/dates/offset',
      '/communes',
      '/communes/rokhas',
      '/communes/gir',
      '/vocations',
      '/regions',
      '/provinces',
      '/infos-cri/project',
      '/sectors',
      '/administrations',
      '/administration',
      '/administration/national',
      '/administration/region',
      '/administration-type',
    ]) {
      expect(paths).toContain(`${API}${path}`);
    }
  });
});
