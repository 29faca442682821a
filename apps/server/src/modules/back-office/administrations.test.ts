import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { SAMPLES } from './test-samples.ts';

const API = '/backend/api';
const CASA = 2;

type Row = { id: number; code: string; regionId: number | null };

/**
 * Issue 17, decision 085: the administrations and their types kept by the national content manager, read at once by
 * the spec's reference calls (`/administration/...`, `/administration-type`); one in use is archived, not deleted.
 */
describe('back-office administrations and administration types', () => {
  let t: TestApp;
  let content: LoggedIn;
  let advisor: LoggedIn;
  beforeAll(async () => {
    t = await createTestApp();
    content = await loginAs(t, 'contenu.national@demo.cri.ma');
    advisor = await loginAs(t, 'conseiller.casa@demo.cri.ma');
  });
  afterAll(async () => t.close());

  const admin = (n: number, extra: Record<string, unknown> = {}) => ({ ...SAMPLES.administrations?.create?.(n), ...extra });
  const post = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `${API}/back-office/administrations`, payload, headers: content.headers });
  const get = (url: string) => t.app.inject({ method: 'GET', url: `${API}${url}`, headers: advisor.headers });

  it('lists the permanent administrations of a region (GET /administration/permanents), new ones included', async () => {
    const before = await get(`/administration/permanents?regionId=${CASA}`);
    expect(before.statusCode, before.body).toBe(200);
    const seeded = before.json<Row[]>();
    // The demo rows: the wilaya and the first urban agency of the region.
    expect(seeded.map((a) => a.code).sort()).toEqual(['URBAN_AGENCY_1_R02', 'WILAYA_R02']);
    const created = await post(admin(801));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<Row>().id;
    expect(id).toBeGreaterThanOrEqual(100_000);
    const after = (await get(`/administration/permanents?regionId=${CASA}`)).json<Row[]>();
    expect(after.map((a) => a.id)).toContain(id);
    expect((await get('/administration/permanents?regionId=10')).json<Row[]>().map((a) => a.id)).not.toContain(id);
  });

  it('refuses a permanent national administration, an unknown type and a code taken', async () => {
    const national = await post(admin(802, { regionId: null }));
    expect(national.statusCode).toBe(422);
    expect(national.json()).toMatchObject({
      fieldErrors: [{ field: 'permanent', messageKey: 'backOffice.errors.permanentNeedsRegion' }],
    });
    const unknownType = await post(admin(803, { typeId: 999 }));
    expect(unknownType.json()).toMatchObject({
      fieldErrors: [{ field: 'typeId', messageKey: 'backOffice.errors.unknownAdministrationType' }],
    });
    const taken = await post(admin(804, { code: 'WILAYA_R02' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ fieldErrors: [{ field: 'code' }] });
    const missing = await post({ code: 'X' });
    expect(missing.statusCode).toBe(422);
  });

  it('archives an administration other records point at, which the reference lists then leave out', async () => {
    const created = await post(admin(805));
    const id = created.json<Row>().id;
    const scale = await t.app.inject({
      method: 'POST',
      url: `${API}/back-office/fee-scales`,
      payload: { ...SAMPLES['fee-scales']?.create?.(805), administrationId: id },
      headers: content.headers,
    });
    expect(scale.statusCode, scale.body).toBe(201);
    expect(scale.json()).toMatchObject({ administrationNameFr: 'Administration de test 805' });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${API}/back-office/administrations/${id}`,
      headers: content.headers,
    });
    expect(removed.json()).toEqual({ outcome: 'archived' });
    const read = await t.app.inject({ method: 'GET', url: `${API}/back-office/administrations/${id}`, headers: content.headers });
    expect(read.json()).toMatchObject({ archived: true, permanent: false });
    expect((await get(`/administration/region?regionId=${CASA}`)).json<Row[]>().map((a) => a.id)).not.toContain(id);
    expect((await get(`/administration/permanents?regionId=${CASA}`)).json<Row[]>().map((a) => a.id)).not.toContain(id);
  });

  it('renames a type and sets its geographic competence, seen by GET /administration-type', async () => {
    const types = await t.app.inject({
      method: 'GET',
      url: `${API}/back-office/administration-types`,
      query: { 'filter.geographicCompetence': 'PROVINCIAL' },
      headers: content.headers,
    });
    expect(
      types
        .json<{ items: { code: string }[] }>()
        .items.map((i) => i.code)
        .sort(),
    ).toEqual(['LAND_REGISTRY', 'URBAN_AGENCY']);
    await get('/administration-type');
    const body = { nameFr: 'Agence urbaine (AU)', nameAr: 'وكالة حضرية', geographicCompetence: 'REGIONAL', descriptionFr: '' };
    const changed = await t.app.inject({
      method: 'PUT',
      url: `${API}/back-office/administration-types/3`,
      payload: body,
      headers: content.headers,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ code: 'URBAN_AGENCY', geographicCompetence: 'REGIONAL', descriptionFr: null });
    const listed = (await get('/administration-type')).json<{ id: number; nameFr: string }[]>();
    expect(listed.find((x) => x.id === 3)?.nameFr).toBe('Agence urbaine (AU)');
    const bad = await t.app.inject({
      method: 'PUT',
      url: `${API}/back-office/administration-types/3`,
      payload: { ...body, geographicCompetence: 'GALACTIC', nameFr: '' },
      headers: content.headers,
    });
    expect(bad.statusCode).toBe(422);
  });
});
