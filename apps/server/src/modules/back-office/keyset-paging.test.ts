import type { TAuditPage } from '@cri/shared/back-office/audit';
import type { TBackOfficePage } from '@cri/shared/back-office/resource';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUser, type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { API } from '../framing-forms/test-helpers.ts';

/** Keyset paging of the back-office lists (decision 089): `after` walks the same records as `page`. */
let t: TestApp;
let national: LoggedIn;

const list = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `${API}/back-office/advisors?${query}`, headers: national.headers });
  return { status: res.statusCode, page: res.json<TBackOfficePage>(), body: res.body };
};

beforeAll(async () => {
  t = await createTestApp();
  national = await loginAs(t, demoUser('ROLE_NATIONAL_SUPPORT'));
}, 60_000);
afterAll(() => t.close());

describe('GET /back-office/{r}?after', () => {
  it('walks the list page after page by cursor, the same records as by page number, in both directions', async () => {
    for (const direction of ['asc', 'desc']) {
      const first = await list(`size=2&direction=${direction}`);
      expect(first.status, first.body).toBe(200);
      const total = first.page.total;
      expect(total).toBeGreaterThan(2);
      const byCursor = [...first.page.items];
      let cursor = first.page.nextCursor;
      while (cursor) {
        const next = await list(`size=2&direction=${direction}&after=${cursor}`);
        expect(next.page.total).toBe(total);
        byCursor.push(...next.page.items);
        cursor = next.page.nextCursor;
      }
      const byPage = [];
      for (let p = 0; p * 2 < total; p++) byPage.push(...(await list(`size=2&direction=${direction}&page=${p}`)).page.items);
      expect(byCursor.map((r) => r.id)).toEqual(byPage.map((r) => r.id));
      expect(byCursor).toHaveLength(total);
    }
  });

  it("walks back by `before` from the last page to the first, with each page's position (decision 099)", async () => {
    for (const direction of ['asc', 'desc']) {
      const byPage = [];
      const total = (await list(`size=2&direction=${direction}`)).page.total;
      for (let p = 0; p * 2 < total; p++) byPage.push(...(await list(`size=2&direction=${direction}&page=${p}`)).page.items);
      // Forward to the last page by cursor: each page says where it starts and whether one comes before.
      let page = (await list(`size=2&direction=${direction}`)).page;
      expect(page.start).toBe(0);
      expect(page.prevCursor).toBeNull();
      let seen = page.items.length;
      while (page.nextCursor) {
        page = (await list(`size=2&direction=${direction}&after=${page.nextCursor}`)).page;
        expect(page.start).toBe(seen);
        expect(page.prevCursor).toEqual(expect.any(String));
        seen += page.items.length;
      }
      expect(seen).toBe(total);
      // Then back, page by page: the same records in reverse page order, the last step landing on the first page.
      const back = [...page.items];
      while (page.prevCursor) {
        const previous = await list(`size=2&direction=${direction}&before=${page.prevCursor}`);
        expect(previous.status, previous.body).toBe(200);
        page = previous.page;
        expect(page.items).toHaveLength(2);
        expect(page.nextCursor).toEqual(expect.any(String));
        back.unshift(...page.items);
        expect(page.start).toBe(total - back.length);
      }
      expect(page.start).toBe(0);
      expect(back.map((r) => r.id)).toEqual(byPage.map((r) => r.id));
    }
  });

  it('says exactly when no page follows: no next cursor on a last page that is full', async () => {
    const total = (await list('size=2')).page.total;
    const size = total; // one page holding everything
    const all = await list(`size=${size}`);
    expect(all.page.items).toHaveLength(total);
    expect(all.page.nextCursor).toBeNull();
  });

  it('refuses `after` and `before` together (422)', async () => {
    const first = (await list('size=2')).page;
    const next = (await list(`size=2&after=${first.nextCursor}`)).page;
    expect((await list(`after=${first.nextCursor}&before=${next.prevCursor}`)).status).toBe(422);
  });

  it('refuses a cursor it did not make (422), a malformed one at the schema', async () => {
    const forged = Buffer.from('{"a":1}').toString('base64url');
    expect((await list(`after=${forged}`)).status).toBe(422);
    expect((await list('after=not%20base64')).status).toBe(422);
    expect((await list(`before=${forged}`)).status).toBe(422);
  });
});

/** The audit page by keyset (as the lists, decision 099): lines sharing one instant, to the microsecond, included. */
describe('GET /audit?after|before', () => {
  const audit = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/audit?${query}`, headers: national.headers });
    return { status: res.statusCode, page: res.json<TAuditPage>(), body: res.body };
  };

  beforeAll(async () => {
    // Three lines at one instant and two a microsecond apart: the order breaks the tie on the id, and a cursor keeps
    // the microseconds (a millisecond cursor would skip or repeat these lines).
    const values = [
      '2026-03-02 10:00:00.123456+00',
      '2026-03-02 10:00:00.123456+00',
      '2026-03-02 10:00:00.123456+00',
      '2026-03-02 10:00:00.123457+00',
      '2026-03-02 10:00:00.123455+00',
    ];
    for (const [i, at] of values.entries())
      await t.database.db.execute(
        sql`insert into back_office_audit (at, actor_id, actor_username, resource, record_id, action, before, after, ip, region_id)
            select ${at}::timestamptz, id, username, 'advisors', ${900 + i}, 'update', null, null, '127.0.0.1', null
            from users where username = ${demoUser('ROLE_NATIONAL_SUPPORT')}`,
      );
  });

  it('walks forward by `after` and back by `before`: the same lines as by page number, with each page’s position', async () => {
    const first = await audit('size=2');
    expect(first.status, first.body).toBe(200);
    const total = first.page.total;
    expect(total).toBeGreaterThanOrEqual(5);
    const byPage = [];
    for (let p = 0; p * 2 < total; p++) byPage.push(...(await audit(`size=2&page=${p}`)).page.items);
    let page = first.page;
    expect(page.start).toBe(0);
    expect(page.prevCursor).toBeNull();
    const forward = [...page.items];
    while (page.nextCursor) {
      page = (await audit(`size=2&after=${page.nextCursor}`)).page;
      expect(page.start).toBe(forward.length);
      expect(page.total).toBe(total);
      forward.push(...page.items);
    }
    expect(forward.map((e) => e.id)).toEqual(byPage.map((e) => e.id));
    const back = [...page.items];
    while (page.prevCursor) {
      page = (await audit(`size=2&before=${page.prevCursor}`)).page;
      expect(page.items).toHaveLength(2);
      back.unshift(...page.items);
      expect(page.start).toBe(total - back.length);
    }
    expect(page.start).toBe(0);
    expect(back.map((e) => e.id)).toEqual(byPage.map((e) => e.id));
  });

  it('refuses a cursor it did not make, or `after` with `before` (422)', async () => {
    const forged = Buffer.from('[1.5,"x"]').toString('base64url');
    expect((await audit(`after=${forged}`)).status).toBe(422);
    expect((await audit('before=not%20base64')).status).toBe(422);
    const first = (await audit('size=2')).page;
    const next = (await audit(`size=2&after=${first.nextCursor}`)).page;
    expect((await audit(`after=${first.nextCursor}&before=${next.prevCursor}`)).status).toBe(422);
  });
});
