import type { TProcedureDetail, TProcedureSummary, TRegionDocumentPriceOverride } from '@cri/shared/schemas/procedures';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { procedures } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { firstSentence } from './service.ts';

const API = '/backend/api';
/** A procedure the test archives before the first read (the seed has none archived). */
const ARCHIVED_ID = 9;

describe('procedure catalogue endpoints', () => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url: `${API}${url}` });
  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db.update(procedures).set({ archived: true }).where(eq(procedures.id, ARCHIVED_ID));
  });
  afterAll(() => t.close());

  it('lists every non-archived procedure to anonymous callers, with a short description', async () => {
    const res = await get('/procedures/active');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const list = res.json<TProcedureSummary[]>();
    expect(list.map((p) => p.id)).not.toContain(ARCHIVED_ID);
    expect(list.length).toBe(8);
    const avna = list.find((p) => p.code === 'AVNA_PROVISIONAL');
    expect(avna).toMatchObject({
      id: 1,
      nameFr: 'Attestation provisoire de vocation non agricole',
      nameAr: 'الشهادة المؤقتة للصبغة غير الفلاحية',
      category: 'LAND',
    });
    expect(avna?.shortDescriptionFr).toMatch(/^Atteste, avant .*projeté\.$/);
    expect(avna?.shortDescriptionAr.endsWith('.')).toBe(true);
    // Served again from the cache, identical.
    expect((await get('/procedures/active')).body).toBe(res.body);
  });

  it('gives every field of a procedure, its documents and its infos', async () => {
    const res = await get('/procedures/1');
    expect(res.statusCode).toBe(200);
    const p = res.json<TProcedureDetail>();
    expect(p).toMatchObject({
      id: 1,
      code: 'AVNA_PROVISIONAL',
      category: 'LAND',
      templateCode: 'AVNA_PROVISIONAL',
      maxSchedulingDelay: 30,
      investorPaymentDelay: 15,
      investorTechnicalSheetDelay: 10,
      validationAdministrationDelay: 7,
      regionId: null,
      archived: false,
    });
    expect(p.legalContextFr).toContain('Loi n° 47-18');
    expect(p.incitationAr).toContain('شباك وحيد');
    const codes = p.documents.map((d) => d.documentType.code);
    expect(codes).toContain('AGRICULTURE_CERTIFICATE');
    const agriculture = p.documents.find((d) => d.documentType.code === 'AGRICULTURE_CERTIFICATE');
    expect(agriculture?.required).toBe(true);
    expect(typeof agriculture?.documentType.documentCollectionFee).toBe('number');
    expect(p.documents.find((d) => d.documentType.code === 'SITE_PHOTOS')?.required).toBe(false);
    expect(p.infos.find((i) => i.nameFr.length > 0)).toBeDefined();
    const optionalInfo = p.infos.filter((i) => !i.required);
    expect(optionalInfo.length).toBeGreaterThan(0);
  });

  it('still describes an archived procedure by its id', async () => {
    const res = await get(`/procedures/${ARCHIVED_ID}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<TProcedureDetail>().archived).toBe(true);
  });

  it('answers 404 with the error shape for an unknown procedure', async () => {
    const res = await get('/procedures/9999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, errorCode: 'NOT_FOUND', messageKey: 'errors.NOT_FOUND' });
    // A failure is not cached: still 404, not a stale body.
    expect((await get('/procedures/9999')).statusCode).toBe(404);
  });

  it('answers 422 for an id that is not a positive integer', async () => {
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) {
      const res = await get(`/procedures/${bad}`);
      expect(res.statusCode, bad).toBe(422);
      expect(res.json()).toMatchObject({ status: 422, errorCode: 'VALIDATION_FAILED' });
    }
  });

  it('gives the per-region document fees, for one region or all', async () => {
    const all = await get('/region-document-price-overrides');
    expect(all.statusCode).toBe(200);
    expect(all.json<TRegionDocumentPriceOverride[]>()).toHaveLength(3);
    const region2 = await get('/region-document-price-overrides?regionId=2');
    expect(region2.json()).toEqual([{ documentTypeId: 10, regionId: 2, documentCollectionFee: 300 }]);
    const region8 = await get('/region-document-price-overrides?regionId=8');
    expect(region8.json()).toEqual([{ documentTypeId: 24, regionId: 8, documentCollectionFee: 80 }]);
    expect((await get('/region-document-price-overrides?regionId=5')).json()).toEqual([]);
    expect((await get('/region-document-price-overrides?regionId=x')).statusCode).toBe(422);
  });

  it('documents the endpoints in the OpenAPI document', async () => {
    const paths = Object.keys((await get('/docs/json')).json().paths);
    for (const path of [
      '/backend/api/procedures/active',
      '/backend/api/procedures/{id}',
      '/backend/api/region-document-price-overrides',
    ]) {
      expect(paths, path).toContain(path);
    }
  });
});

describe('firstSentence', () => {
  it('keeps the first sentence, in French and Arabic', () => {
    expect(firstSentence('Une phrase. Une autre.')).toBe('Une phrase.');
    expect(firstSentence('Le n° 1.2 reste entier. Fin.')).toBe('Le n° 1.2 reste entier.');
    expect(firstSentence('جملة أولى. جملة ثانية.')).toBe('جملة أولى.');
    expect(firstSentence('Sans point')).toBe('Sans point');
  });
});
