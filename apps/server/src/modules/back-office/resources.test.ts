import type { TAuditPage } from '@cri/shared/back-office/audit';
import { bodySchema, offers } from '@cri/shared/back-office/resource';
import { RESOURCES } from '@cri/shared/back-office/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { resourcePath } from './routes.ts';
import { STORES } from './stores.ts';
import { SAMPLES } from './test-samples.ts';

const API = '/backend/api';

/**
 * The generated API test of every declared resource (decision 060): list, read, create, update, delete,
 * forbidden, other region, audit; one app and one sign-in per account for the whole file.
 */
describe('back-office resources (generated from the declarations)', () => {
  let t: TestApp;
  const sessions = new Map<string, LoggedIn>();
  const as = async (username: string) => {
    let s = sessions.get(username);
    if (!s) {
      s = await loginAs(t, username);
      sessions.set(username, s);
    }
    return s.headers;
  };
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('has a store for every declared resource, and a declaration for every store', () => {
    expect(STORES.map((s) => s.decl.name).sort()).toEqual(RESOURCES.map((r) => r.name).sort());
    for (const store of STORES) {
      for (const f of store.decl.fields) expect(store.columns[f.name], `${store.decl.name}.${f.name}`).toBeDefined();
    }
  });

  for (const decl of RESOURCES) {
    describe(decl.name, () => {
      const sample = SAMPLES[decl.name];
      const base = `${API}${resourcePath(decl.name)}`;

      it('has a sample for the generated test', () => {
        expect(sample, `test-samples.ts lacks ${decl.name}`).toBeDefined();
        if (offers(decl, 'create')) expect(bodySchema(decl, 'create').safeParse(sample?.create?.(0)).success).toBe(true);
        else expect(bodySchema(decl, 'update').safeParse(sample?.existing?.body).success).toBe(true);
      });
      if (!sample) return;

      const existing = sample.existing;
      if (existing) {
        it('lists, reads, updates and audits the region’s record; creates and deletes nothing', async () => {
          const headers = await as(sample.manager);
          const list = await t.app.inject({ method: 'GET', url: base, headers });
          expect(list.statusCode, list.body).toBe(200);
          const page = list.json<{ items: { id: number }[]; total: number }>();
          // A regional manager sees its region's record only; a national list (administration types) has it among others.
          if (decl.regionScoped) expect(page).toMatchObject({ total: 1, items: [{ id: existing.id }] });
          else expect(page.items.map((i) => i.id)).toContain(existing.id);
          const body = { ...existing.body, ...sample.change };
          const changed = await t.app.inject({ method: 'PUT', url: `${base}/${existing.id}`, payload: body, headers });
          expect(changed.statusCode, changed.body).toBe(200);
          expect(changed.json()).toMatchObject(sample.change);
          const read = await t.app.inject({ method: 'GET', url: `${base}/${existing.id}`, headers });
          expect(read.json()).toMatchObject(sample.change);
          const history = await t.app.inject({ method: 'GET', url: `${base}/${existing.id}/history`, headers });
          expect(history.json<TAuditPage>().items[0]).toMatchObject({ action: 'update', actorUsername: sample.manager });
          // No creation or deletion route: one record per region.
          expect((await t.app.inject({ method: 'POST', url: base, payload: body, headers })).statusCode).toBe(404);
          expect((await t.app.inject({ method: 'DELETE', url: `${base}/${existing.id}`, headers })).statusCode).toBe(404);
          // Another region's record (an unknown one for a national resource) is unknown to it, to read and to change.
          const other = `${base}/${existing.otherRegionId}`;
          expect((await t.app.inject({ method: 'GET', url: other, headers })).statusCode).toBe(404);
          expect((await t.app.inject({ method: 'PUT', url: other, payload: body, headers })).statusCode).toBe(404);
          const outsider = await t.app.inject({ method: 'GET', url: base, headers: await as(sample.outsider) });
          expect(outsider.statusCode).toBe(403);
          const bad = await t.app.inject({ method: 'PUT', url: `${base}/${existing.id}`, payload: {}, headers });
          expect(bad.statusCode).toBe(422);
        });
        return;
      }
      const create = sample.create;
      if (!create) return;

      it('creates, lists, reads, updates, deletes and audits a record', async () => {
        const headers = await as(sample.manager);
        const body = create(++n);
        const created = await t.app.inject({ method: 'POST', url: base, payload: body, headers });
        expect(created.statusCode, created.body).toBe(201);
        const record = created.json<{ id: number } & Record<string, unknown>>();
        for (const [k, v] of Object.entries(body)) {
          if (k !== 'username') expect(record[k], k).toEqual(v);
        }

        const find = sample.find?.(body) ?? { search: String(body.username ?? body.code) };
        const list = await t.app.inject({ method: 'GET', url: base, query: { ...find, size: '5' }, headers });
        expect(list.statusCode, list.body).toBe(200);
        expect(list.json<{ items: { id: number }[]; total: number }>()).toMatchObject({ total: 1, items: [{ id: record.id }] });
        expect(list.headers['x-total-count']).toBe('1');
        const many = await t.app.inject({ method: 'GET', url: base, query: { ids: `${record.id}` }, headers });
        expect(many.json<{ total: number }>().total).toBe(1);

        const read = await t.app.inject({ method: 'GET', url: `${base}/${record.id}`, headers });
        expect(read.json()).toEqual(record);

        const { username: _u, code: _c, ...editable } = body;
        const search = find.search;
        const changed = await t.app.inject({
          method: 'PUT',
          url: `${base}/${record.id}`,
          payload: { ...editable, ...sample.change },
          headers,
        });
        expect(changed.statusCode, changed.body).toBe(200);
        expect(changed.json()).toMatchObject(sample.change);

        const removed = await t.app.inject({ method: 'DELETE', url: `${base}/${record.id}`, headers });
        expect(removed.statusCode, removed.body).toBe(200);
        const outcome = removed.json<{ outcome: string }>().outcome;
        expect(outcome).toBe(decl.deleteMode === 'deactivate' ? 'deactivated' : 'deleted');

        const history = await t.app.inject({ method: 'GET', url: `${base}/${record.id}/history`, headers });
        expect(history.statusCode, history.body).toBe(200);
        const lines = history.json<TAuditPage>().items;
        expect(lines.map((l) => l.action)).toEqual([outcome === 'deleted' ? 'delete' : 'deactivate', 'update', 'create']);
        expect(lines[1]).toMatchObject({ actorUsername: sample.manager, before: { id: record.id }, after: sample.change });
        expect(lines[0]?.ip).toBeTruthy();

        const audit = await t.app.inject({
          method: 'GET',
          url: `${API}/audit`,
          query: { resource: decl.name, ...(search ? { search } : { recordId: String(record.id) }) },
          headers,
        });
        expect(audit.json<TAuditPage>().items.length).toBeGreaterThanOrEqual(2);
      });

      it('refuses other roles (403) and invalid bodies (422)', async () => {
        const outsider = await as(sample.outsider);
        const res = await t.app.inject({ method: 'GET', url: base, headers: outsider });
        expect(res.statusCode).toBe(403);
        const bad = await t.app.inject({ method: 'POST', url: base, payload: {}, headers: await as(sample.manager) });
        expect(bad.statusCode).toBe(422);
      });

      if (sample.otherRegion) {
        const other = sample.otherRegion;
        it("keeps a regional manager out of another region's records", async () => {
          const headers = await as(other.manager);
          const create = await t.app.inject({ method: 'POST', url: base, payload: other.body(++n), headers });
          expect(create.statusCode).toBe(403);
          expect(create.json()).toMatchObject({
            fieldErrors: [{ field: 'regionId', messageKey: 'backOffice.errors.otherRegion' }],
          });
          // A record of the other region made by national support stays invisible (404) to the regional manager.
          const made = await t.app.inject({
            method: 'POST',
            url: base,
            payload: other.body(++n),
            headers: await as('support.national@demo.cri.ma'),
          });
          expect(made.statusCode, made.body).toBe(201);
          const id = made.json<{ id: number }>().id;
          for (const method of ['GET', 'DELETE'] as const) {
            expect((await t.app.inject({ method, url: `${base}/${id}`, headers })).statusCode).toBe(404);
          }
          const list = await t.app.inject({ method: 'GET', url: base, query: { ids: `${id}` }, headers });
          expect(list.json<{ total: number }>().total).toBe(0);
        });
      }
    });
  }
});
