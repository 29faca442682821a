import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { procedureRecommendationRules } from '../../db/schema/framing-forms.ts';
import { lastMailTo } from '../../mail/testing.ts';
import { type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { captchaFields, NEW_PASSWORD } from '../passwords/test-helpers.ts';
import { SAMPLES } from './test-samples.ts';

const API = '/backend/api';

/**
 * Issue 17 "accounts that work" and the catalogue: a staff account created by regional support gets its mail,
 * chooses its password, enrols its security code and works; a taken username answers 409 on the field;
 * deactivating ends the sessions; a procedure created with a required document is in the catalogue at once,
 * and one that files use is archived instead of deleted.
 */
describe('back-office accounts and catalogue', () => {
  let t: TestApp;
  let casa: LoggedIn;
  let content: LoggedIn;
  beforeAll(async () => {
    t = await createTestApp();
    casa = await loginAs(t, 'support.casa@demo.cri.ma');
    content = await loginAs(t, 'contenu.national@demo.cri.ma');
  });
  afterAll(async () => t.close());

  it('creates a land-team member whose tools follow the habilitations ticked in the back-office', async () => {
    const body: Record<string, unknown> = { ...SAMPLES['land-members']?.create?.(9004), habilitationRdv: false };
    const created = await t.app.inject({
      method: 'POST',
      url: `${API}/foncier-members/new`,
      payload: body,
      headers: casa.headers,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    const username = String(body.username);
    const token = /token=([^\s&]+)/.exec((await lastMailTo(t.app, username))?.text ?? '')?.[1];
    const reset = await t.app.inject({
      method: 'POST',
      url: `${API}/users/reset-password`,
      payload: { token: decodeURIComponent(token ?? ''), password: NEW_PASSWORD, ...(await captchaFields(t)) },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const appointments = async (headers: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url: `${API}/appointments/foncier`, query: { page: '0', size: '5' }, headers }))
        .statusCode;
    // Without the appointments habilitation, the land appointments are refused.
    const before = await loginAs(t, username, { fresh: true, password: NEW_PASSWORD });
    expect(await appointments(before.headers)).toBe(403);
    const changed = await t.app.inject({
      method: 'PUT',
      url: `${API}/foncier-members/update/${id}`,
      payload: { ...body, username: undefined, habilitationRdv: true },
      headers: casa.headers,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ habilitationRdv: true, habilitationConsult: true, parcelType: 'TITLE' });
    const after = await loginAs(t, username, { fresh: true, password: NEW_PASSWORD });
    expect(await appointments(after.headers)).toBe(200);
  });

  it('creates an advisor who sets a password from the mail, enrols the code and works in the region', async () => {
    const body = SAMPLES.advisors?.create?.(9001) ?? {};
    const created = await t.app.inject({
      method: 'POST',
      url: `${API}/back-office/advisors`,
      payload: body,
      headers: casa.headers,
    });
    expect(created.statusCode, created.body).toBe(201);
    const username = String(body.username);

    const mail = await lastMailTo(t.app, username);
    expect(mail?.template).toBe('staffAccountCreated');
    const token = /token=([^\s&]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeTruthy();
    const reset = await t.app.inject({
      method: 'POST',
      url: `${API}/users/reset-password`,
      payload: { token: decodeURIComponent(token ?? ''), password: NEW_PASSWORD, ...(await captchaFields(t)) },
    });
    expect(reset.statusCode, reset.body).toBe(200);

    // Sign-in, first connection: the security-code secret is handed out once, then a code is validated.
    const advisor = await loginAs(t, username, { fresh: true, password: NEW_PASSWORD });
    const projectsList = await t.app.inject({
      method: 'GET',
      url: `${API}/projects`,
      query: { page: '0', size: '5' },
      headers: advisor.headers,
    });
    expect(projectsList.statusCode).toBe(200);
    // The region's advisors (who files are assigned to) now include the new one.
    const region = await t.app.inject({
      method: 'GET',
      url: `${API}/advisors/region`,
      query: { regionId: '2' },
      headers: advisor.headers,
    });
    expect(region.body).toContain(username);

    // Deactivating the account ends its session at once.
    const id = created.json<{ id: number }>().id;
    const off = await t.app.inject({ method: 'DELETE', url: `${API}/back-office/advisors/${id}`, headers: casa.headers });
    expect(off.json()).toEqual({ outcome: 'deactivated' });
    const after = await t.app.inject({
      method: 'GET',
      url: `${API}/projects`,
      query: { page: '0', size: '5' },
      headers: advisor.headers,
    });
    expect(after.statusCode).toBe(401);
  });

  it('answers 409 on the username field for a taken address, and writes nothing', async () => {
    const body = { ...SAMPLES['crui-members']?.create?.(9002), username: 'conseiller.casa@demo.cri.ma' };
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/back-office/crui-members`,
      payload: body,
      headers: casa.headers,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ fieldErrors: [{ field: 'username', messageKey: 'backOffice.errors.usernameExists' }] });
    const audit = await t.app.inject({
      method: 'GET',
      url: `${API}/audit`,
      query: { search: 'conseiller.casa' },
      headers: casa.headers,
    });
    expect(audit.json<{ total: number }>().total).toBe(0);
  });

  it('puts a new procedure with its required document in the catalogue, and archives one that files use', async () => {
    const body = SAMPLES.procedures?.create?.(9003) ?? {};
    // The catalogue is cached: read it first so the test proves the creation clears it.
    await t.app.inject({ method: 'GET', url: `${API}/procedures/active` });
    const created = await t.app.inject({
      method: 'POST',
      url: `${API}/back-office/procedures`,
      payload: body,
      headers: content.headers,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    const active = await t.app.inject({ method: 'GET', url: `${API}/procedures/active` });
    expect(active.json<{ id: number }[]>().map((p) => p.id)).toContain(id);
    const detail = await t.app.inject({ method: 'GET', url: `${API}/procedures/${id}` });
    expect(detail.json<{ documents: { id?: number; documentTypeId?: number; required: boolean }[] }>().documents).toEqual([
      expect.objectContaining({ required: true }),
    ]);

    // A recommendation rule of the questionnaire now points at it: it can no longer be deleted.
    await t.database.db.insert(procedureRecommendationRules).values({
      id: 90_003,
      procedureId: id,
      conditions: {},
      reasonFr: 'Test',
      reasonAr: 'اختبار',
    });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${API}/back-office/procedures/${id}`,
      headers: content.headers,
    });
    expect(removed.json()).toEqual({ outcome: 'archived' });
    const still = await t.app.inject({ method: 'GET', url: `${API}/back-office/procedures/${id}`, headers: content.headers });
    expect(still.json()).toMatchObject({ id, archived: true });
    const catalogue = await t.app.inject({ method: 'GET', url: `${API}/procedures/active` });
    expect(catalogue.json<{ id: number }[]>().map((p) => p.id)).not.toContain(id);

    // GET /procedures (spec 3 §7): the content manager's full list keeps it, archived, and is never cached publicly.
    const all = await t.app.inject({ method: 'GET', url: `${API}/procedures`, headers: content.headers });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.headers['cache-control']).toBe('private, no-store');
    const listed = all.json<{ id: number; archived: boolean; regionId: number | null }[]>();
    expect(listed.find((p) => p.id === id)).toMatchObject({ archived: true });
    expect(listed.length).toBe(catalogue.json<unknown[]>().length + listed.filter((p) => p.archived).length);
    expect((await t.app.inject({ method: 'GET', url: `${API}/procedures` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `${API}/procedures`, headers: casa.headers })).statusCode).toBe(403);
  });
});
