import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { SAMPLES } from './test-samples.ts';

const API = '/backend/api';
const CASA = 2;

/**
 * Issue 17, decision 064: fee scales the payments read (dates checked, no two rows of one administration,
 * procedure and basis in force on the same day), regional document prices, and the region's settings regional
 * support changes, seen at once by the public calls that read them.
 */
describe('back-office fee scales, regional prices and region settings', () => {
  let t: TestApp;
  let content: LoggedIn;
  let casa: LoggedIn;
  let advisor: LoggedIn;
  beforeAll(async () => {
    t = await createTestApp();
    content = await loginAs(t, 'contenu.national@demo.cri.ma');
    casa = await loginAs(t, 'support.casa@demo.cri.ma');
    advisor = await loginAs(t, 'conseiller.casa@demo.cri.ma');
  });
  afterAll(async () => t.close());

  const scale = (n: number, extra: Record<string, unknown> = {}) => ({ ...SAMPLES['fee-scales']?.create?.(n), ...extra });
  const post = (url: string, payload: Record<string, unknown>, headers = content.headers) =>
    t.app.inject({ method: 'POST', url: `${API}${url}`, payload, headers });

  it('creates a scale through the spec call, which the payments then read for the administration', async () => {
    const created = await post('/urban-agency-parameters/new', scale(501, { validFrom: '2601-01-01', validTo: '' }));
    expect(created.statusCode, created.body).toBe(201);
    const row = created.json<{ id: number; validTo: unknown; procedureNameFr: string }>();
    expect(row.validTo).toBeNull();
    expect(row.procedureNameFr).toBeTruthy();
    const read = await t.app.inject({
      method: 'GET',
      url: `${API}/urban-agency-parameters`,
      query: { administrationId: '201' },
      headers: advisor.headers,
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<{ scales: { id: number; inForce: boolean }[] }>().scales).toContainEqual(
      expect.objectContaining({ id: row.id, inForce: false }),
    );
  });

  it('refuses overlapping periods, an end before the start, an unknown administration or procedure', async () => {
    expect(
      (await post('/back-office/fee-scales', scale(502, { validFrom: '2400-01-01', validTo: '2400-12-31' }))).statusCode,
    ).toBe(201);
    const overlap = await post('/back-office/fee-scales', scale(503, { validFrom: '2400-06-01', validTo: '' }));
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json()).toMatchObject({ fieldErrors: [{ field: 'validFrom', messageKey: 'backOffice.errors.scaleOverlap' }] });
    // Another basis may be in force on the same days.
    expect(
      (await post('/back-office/fee-scales', scale(504, { validFrom: '2400-06-01', validTo: '', basis: 'landArea' }))).statusCode,
    ).toBe(201);
    const reversed = await post('/back-office/fee-scales', scale(505, { validFrom: '2450-06-01', validTo: '2450-01-01' }));
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json()).toMatchObject({
      fieldErrors: [{ field: 'validTo', messageKey: 'backOffice.errors.endBeforeStart' }],
    });
    const badDay = await post('/back-office/fee-scales', scale(506, { validFrom: '2801-02-30' }));
    expect(badDay.statusCode).toBe(422);
    const noAdministration = await post('/back-office/fee-scales', scale(507, { administrationId: 999_999 }));
    expect(noAdministration.json()).toMatchObject({ fieldErrors: [{ field: 'administrationId' }] });
    const noProcedure = await post('/back-office/fee-scales', scale(508, { procedureId: 999_999 }));
    expect(noProcedure.json()).toMatchObject({ fieldErrors: [{ field: 'procedureId' }] });
  });

  it('adds a regional price once per document type and region, shown by the catalogue call at once', async () => {
    const body = { documentTypeId: 2, regionId: 11, documentCollectionFee: 75 };
    const before = await t.app.inject({
      method: 'GET',
      url: `${API}/region-document-price-overrides`,
      query: { regionId: '11' },
    });
    expect(before.json<unknown[]>()).not.toContainEqual(expect.objectContaining({ documentTypeId: 2 }));
    expect((await post('/back-office/price-overrides', body)).statusCode).toBe(201);
    const again = await post('/back-office/price-overrides', body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      fieldErrors: [{ field: 'documentTypeId', messageKey: 'backOffice.errors.overrideExists' }],
    });
    const unknownRegion = await post('/back-office/price-overrides', { ...body, regionId: 99 });
    expect(unknownRegion.statusCode).toBe(422);
    const after = await t.app.inject({ method: 'GET', url: `${API}/region-document-price-overrides`, query: { regionId: '11' } });
    expect(after.json<unknown[]>()).toContainEqual({ documentTypeId: 2, regionId: 11, documentCollectionFee: 75 });
  });

  it('changes the region’s parameters and centre card, read at once by the public calls', async () => {
    const params = SAMPLES['region-parameters']?.existing?.body ?? {};
    const bad = await t.app.inject({
      method: 'PUT',
      url: `${API}/back-office/region-parameters/${CASA}`,
      payload: { ...params, slotStartTime: '14:00', slotEndTime: '09:00' },
      headers: casa.headers,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ fieldErrors: [{ field: 'slotEndTime' }] });
    // Read once so the answer is cached, then changed: the next read is the new one.
    await t.app.inject({ method: 'GET', url: `${API}/region-parameters` });
    const ok = await t.app.inject({
      method: 'PUT',
      url: `${API}/back-office/region-parameters/${CASA}`,
      payload: { ...params, commissionDay: 4, minutesPerFile: 25 },
      headers: casa.headers,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const publicParams = await t.app.inject({ method: 'GET', url: `${API}/region-parameters` });
    expect(publicParams.json<{ regionId: number }[]>().find((p) => p.regionId === CASA)).toMatchObject({
      commissionDay: 4,
      minutesPerFile: 25,
    });

    const centre = SAMPLES['centre-information']?.existing?.body ?? {};
    await t.app.inject({ method: 'GET', url: `${API}/infos-cri/project`, query: { regionId: String(CASA) } });
    const halfHours = await t.app.inject({
      method: 'PUT',
      url: `${API}/back-office/centre-information/${CASA}`,
      payload: { ...centre, closingTime: '' },
      headers: casa.headers,
    });
    expect(halfHours.json()).toMatchObject({ fieldErrors: [{ field: 'closingTime' }] });
    const saved = await t.app.inject({
      method: 'PUT',
      url: `${API}/back-office/centre-information/${CASA}`,
      payload: { ...centre, phone: '0522000111', fax: '' },
      headers: casa.headers,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ fax: null, directorNameFr: 'Directrice générale', openingTime: '08:30' });
    const card = await t.app.inject({ method: 'GET', url: `${API}/infos-cri/project`, query: { regionId: String(CASA) } });
    // The public card carries the director and the hours regional support entered (issue 21).
    expect(card.json()).toMatchObject({
      phone: '0522000111',
      directorNameFr: 'Directrice générale',
      directorNameAr: expect.any(String),
      directorPhone: centre.directorPhone,
      openingTime: '08:30',
      closingTime: centre.closingTime,
    });
  });
});
