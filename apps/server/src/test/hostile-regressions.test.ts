import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../plugins/auth.ts';
import { type LoggedIn, loginAs } from './login.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The 500s fuzz-routes.test.ts found, each pinned by the request that caused it: every one now answers the
 * one error shape with a 4xx.
 */
describe('hostile input found by the fuzz: 4xx with the error shape, never 500', () => {
  let t: TestApp;
  let investor: LoggedIn;
  let advisor: LoggedIn;
  let support: LoggedIn;
  beforeAll(async () => {
    t = await createTestApp();
    investor = await loginAs(t, 'investisseur@demo.cri.ma');
    advisor = await loginAs(t, 'conseiller.casa@demo.cri.ma');
    support = await loginAs(t, 'support.national@demo.cri.ma');
  });
  afterAll(() => t.close());

  const call = (who: LoggedIn | null, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `${API_PREFIX}${url}`,
      headers: { ...(who?.headers ?? {}), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  const expectError = (res: { statusCode: number; json: () => unknown }, status: number, errorCode: string) => {
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ status, errorCode, messageKey: expect.any(String), message: expect.any(String) });
  };

  it('an invalid id on routes whose body is a web form (formErrors) is a 422 on params.id, checked before the body', async () => {
    for (const [who, method, url] of [
      [investor, 'PUT', '/projects/0'],
      [investor, 'PUT', '/framing-forms/update-first-step/0'],
      [investor, 'PUT', '/projects/abc/submit-details'],
      [advisor, 'POST', '/projects/0/notify-investor'],
      [advisor, 'POST', '/projects/-1/request-document'],
      [advisor, 'PUT', '/projects/x/update-advisor'],
    ] as const) {
      const res = await call(who, method, url, {});
      expectError(res, 422, 'VALIDATION_FAILED');
      expect(
        res.json<{ fieldErrors: { field: string }[] }>().fieldErrors.map((e) => e.field),
        url,
      ).toEqual(['params.id']);
    }
  });

  it('a day that does not exist (30 February, month 13, year 0) is a 422, not a database error', async () => {
    for (const day of ['2026-02-30', '2026-13-01', '0000-01-01']) {
      expectError(await call(advisor, 'GET', `/projects/calendar/${day}`), 422, 'VALIDATION_FAILED');
      expectError(await call(advisor, 'GET', `/projects/calendar/rescheduled-projects/${day}`), 422, 'VALIDATION_FAILED');
    }
  });

  it('a NUL character anywhere in a request is a 422 on its field (PostgreSQL text cannot hold it)', async () => {
    const res = await call(advisor, 'POST', '/projects/search', { investor: 'a\u0000b' });
    expectError(res, 422, 'VALIDATION_FAILED');
    expect(res.json()).toMatchObject({ fieldErrors: [{ field: 'body.investor' }] });
    expectError(await call(advisor, 'GET', '/users/search-user?username=a%00b'), 403, 'FORBIDDEN');
    expectError(await call(support, 'GET', '/users/search-user?username=a%00b'), 422, 'VALIDATION_FAILED');
  });

  it('an id past the 32-bit range of the database is a 422', async () => {
    expectError(await call(advisor, 'GET', '/crui-members?regionId=9007199254740991'), 422, 'VALIDATION_FAILED');
    expectError(await call(advisor, 'GET', '/advisors/2147483648'), 422, 'VALIDATION_FAILED');
    expectError(await call(investor, 'PUT', '/notifications/2147483648/read', {}), 422, 'VALIDATION_FAILED');
    expectError(await call(support, 'GET', '/regional-supports/2147483648'), 422, 'VALIDATION_FAILED');
  });

  it('a URL that is not valid percent-encoding, or a path parameter past 500 characters, is a 400', async () => {
    expectError(await call(advisor, 'GET', '/projects/%/review'), 400, 'MALFORMED_REQUEST');
    expectError(await call(advisor, 'GET', '/projects/%ED%A0%80'), 400, 'MALFORMED_REQUEST');
    expectError(await call(advisor, 'GET', `/projects/${'1'.repeat(600)}`), 400, 'MALFORMED_REQUEST');
  });
});
