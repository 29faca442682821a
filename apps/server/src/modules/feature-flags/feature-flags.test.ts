import { FEATURE_FLAG_DEFAULTS, type TFeatureFlags } from '@cri/shared/feature-flags';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureFlags, loadEnv } from '../../config/env.ts';
import { type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { BOUNDARY, multipartBody } from '../documents/test-helpers.ts';
import { API } from '../framing-forms/test-helpers.ts';

const get = (t: TestApp, url: string, who?: LoggedIn) =>
  t.app.inject({ method: 'GET', url: `${API}${url}`, ...(who ? { headers: who.headers } : {}) });
const manualPv = (t: TestApp, who: LoggedIn) =>
  t.app.inject({
    method: 'POST',
    url: `${API}/projects/add-pv-commission`,
    headers: { ...who.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: multipartBody({
      fields: { projectId: '1' },
      fileName: 'scan.pdf',
      contentType: 'application/pdf',
      content: [Buffer.from('%PDF-1.4\n%%EOF\n')],
    }),
  });

describe('feature flags (decision 045)', () => {
  it('reads one variable per flag, all on by default, in production too', () => {
    for (const NODE_ENV of ['development', 'test', 'production'] as const) {
      const env = loadEnv({ NODE_ENV, JWT_SECRET: 'x'.repeat(32) });
      expect(featureFlags(env)).toEqual(FEATURE_FLAG_DEFAULTS);
      expect(Object.values(featureFlags(env)).every(Boolean)).toBe(true);
    }
    expect(featureFlags(loadEnv({ INFORM_FONCIER: 'false', FEATURE_PAYMENT: '0' }))).toMatchObject({
      informFoncier: false,
      FEATURE_PAYMENT: false,
      foncierSearch: true,
    });
    expect(() => loadEnv({ FEATURE_RECOURSE: 'maybe' })).toThrow(/FEATURE_RECOURSE/);
  });

  describe('all on (the default)', () => {
    let t: TestApp;
    let advisor: LoggedIn;
    beforeAll(async () => {
      t = await createTestApp();
      advisor = await loginAs(t, 'conseiller.casa@demo.cri.ma');
    });
    afterAll(() => t.close());

    it('the public call says every flag is on, without signing in', async () => {
      const res = await get(t, '/feature-flags');
      expect(res.statusCode).toBe(200);
      expect(res.json<TFeatureFlags>()).toEqual({
        FEATURE_RECOURSE: true,
        ARCHIVED_RECOURSE_FEATURE: true,
        FEATURE_PAYMENT: true,
        UPLOAD_PV_MANUALLY: true,
        informFoncier: true,
        foncierSearch: true,
      });
    });

    it('the recourse routes answer and the manual PV upload reaches its own checks', async () => {
      expect((await get(t, '/recourse?tab=NON_INSTRUCTED', advisor)).statusCode).not.toBe(404);
      expect((await get(t, '/recourse/999999/details')).statusCode).toBe(401);
      expect((await manualPv(t, advisor)).json()).not.toMatchObject({ errorCode: 'PV_MANUAL_UPLOAD_DISABLED' });
    });
  });

  describe('FEATURE_RECOURSE, UPLOAD_PV_MANUALLY and foncierSearch off', () => {
    let t: TestApp;
    let advisor: LoggedIn;
    beforeAll(async () => {
      t = await createTestApp({ env: { FEATURE_RECOURSE: 'false', UPLOAD_PV_MANUALLY: 'false', FONCIER_SEARCH: '0' } });
      advisor = await loginAs(t, 'conseiller.casa@demo.cri.ma');
    });
    afterAll(() => t.close());

    it('the public call says those flags are off, the others on', async () => {
      expect((await get(t, '/feature-flags')).json<TFeatureFlags>()).toEqual({
        FEATURE_RECOURSE: false,
        ARCHIVED_RECOURSE_FEATURE: true,
        FEATURE_PAYMENT: true,
        UPLOAD_PV_MANUALLY: false,
        informFoncier: true,
        foncierSearch: false,
      });
    });

    it('every recourse route answers 404, signed in or not (not 403: the feature is not there)', async () => {
      const recourseRoutes = t.app
        .printRoutes({ commonPrefix: false })
        .split('\n')
        .filter((line) => /recourse/.test(line));
      expect(recourseRoutes).toEqual([]);
      for (const url of ['/recourse?tab=NON_INSTRUCTED', '/recourse/1/details', '/projects/1/recourses']) {
        const signedIn = await get(t, url, advisor);
        expect(signedIn.statusCode, url).toBe(404);
        expect(signedIn.json()).toMatchObject({ errorCode: 'NOT_FOUND' });
        expect((await get(t, url)).statusCode, url).toBe(404);
      }
      const filing = await t.app.inject({ method: 'POST', url: `${API}/recourse/new`, headers: advisor.headers, payload: {} });
      expect(filing.statusCode).toBe(404);
    });

    it('the manual PV upload answers 404 before the file is read; the other routes still answer', async () => {
      const res = await manualPv(t, advisor);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ errorCode: 'PV_MANUAL_UPLOAD_DISABLED' });
      expect((await get(t, '/health')).statusCode).toBe(200);
    });
  });

  describe('ARCHIVED_RECOURSE_FEATURE and FEATURE_PAYMENT off', () => {
    let t: TestApp;
    let advisor: LoggedIn;
    beforeAll(async () => {
      t = await createTestApp({ env: { ARCHIVED_RECOURSE_FEATURE: 'false', FEATURE_PAYMENT: 'false' } });
      advisor = await loginAs(t, 'conseiller.casa@demo.cri.ma');
    });
    afterAll(() => t.close());

    it('the archived tab of the recourse lists answers 404, the other tabs still answer', async () => {
      const archived = await get(t, '/recourse?recourseProjectCategory=ARCHIVED', advisor);
      expect(archived.statusCode).toBe(404);
      expect(archived.json()).toMatchObject({ errorCode: 'NOT_FOUND' });
      expect((await get(t, '/recourse?recourseProjectCategory=INSTRUCTED', advisor)).statusCode).toBe(200);
    });

    it('every payment route answers 404; the payment follow-up action (the request only) stays', async () => {
      for (const url of [
        '/payment-detail?projectId=1',
        '/payment-detail/1',
        '/payment-technical-sheet/1',
        '/epayment/init-payment',
      ]) {
        expect((await get(t, url, advisor)).statusCode, url).toBe(404);
      }
      const routes = t.app.printRoutes({ commonPrefix: false }).split('\n');
      // The fee scales' back-office screens too (the payments' configuration; their spec aliases included).
      expect(routes.filter((line) => /payment-|epayment|urban-agency-parameters|fee-scales/.test(line))).toEqual([]);
      expect(routes.some((line) => /price-overrides/.test(line))).toBe(true);
      expect(routes.some((line) => /follow-up-action/.test(line))).toBe(true);
    });
  });
});
