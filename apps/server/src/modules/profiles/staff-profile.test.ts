import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advisors, cruiMembers, users } from '../../db/schema/accounts.ts';
import { type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const API = '/backend/api';
let t: TestApp;
let member: LoggedIn;
let advisor: LoggedIn;
let memberId: number;
let advisorId: number;

const idsOf = (login: LoggedIn) => decodeJwt(login.accessToken) as { cruiMemberId: number | null; advisorId: number | null };
async function memberIdOf(username: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: cruiMembers.id })
    .from(cruiMembers)
    .innerJoin(users, eq(users.id, cruiMembers.userId))
    .where(eq(users.username, username));
  if (!row) throw new Error(username);
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  member = await loginAs(t, 'membre.casa@demo.cri.ma');
  advisor = await loginAs(t, 'conseiller.casa@demo.cri.ma');
  memberId = idsOf(member).cruiMemberId ?? 0;
  advisorId = idsOf(advisor).advisorId ?? 0;
}, 60_000);
afterAll(() => t.close());

describe('CRUI member profiles', () => {
  it('shows a member their own profile with the right to edit it', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/crui-members/${memberId}`, headers: member.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: memberId,
      user: { username: 'membre.casa@demo.cri.ma' },
      region: { id: 2 },
      abilities: { edit: true },
    });
  });

  it('lets a member update their own phones and job title', async () => {
    const payload = { cruiMemberId: memberId, mobilePhone: '0612345678', deskPhone: '', jobTitle: 'Chargée de mission' };
    const res = await t.app.inject({ method: 'PUT', url: `${API}/crui-members/update`, headers: member.headers, payload });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ jobTitle: 'Chargée de mission', user: { mobilePhone: '0612345678', deskPhone: null } });
  });

  it('refuses to update another member (403) and a bad phone (422 with the field)', async () => {
    const other = await memberIdOf('membre.focal.casa@demo.cri.ma');
    const forbidden = await t.app.inject({
      method: 'PUT',
      url: `${API}/crui-members/update`,
      headers: member.headers,
      payload: { cruiMemberId: other, mobilePhone: '0612345678' },
    });
    expect(forbidden.statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'PUT',
      url: `${API}/crui-members/update`,
      headers: member.headers,
      payload: { cruiMemberId: memberId, mobilePhone: '612345678' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', fieldErrors: [{ field: 'body.mobilePhone' }] });
    const missing = await t.app.inject({
      method: 'PUT',
      url: `${API}/crui-members/update`,
      headers: member.headers,
      payload: { cruiMemberId: memberId },
    });
    expect(missing.statusCode).toBe(422);
  });

  it('shows another member of the region read-only, and hides other regions (404)', async () => {
    const colleague = await t.app.inject({
      method: 'GET',
      url: `${API}/crui-members/${await memberIdOf('directeur.casa@demo.cri.ma')}`,
      headers: advisor.headers,
    });
    expect(colleague.statusCode).toBe(200);
    expect(colleague.json()).toMatchObject({ director: true, abilities: { edit: false } });
    const rabat = await memberIdOf('membre.rabat@demo.cri.ma');
    const res = await t.app.inject({ method: 'GET', url: `${API}/crui-members/${rabat}`, headers: advisor.headers });
    expect(res.statusCode).toBe(404);
  });

  it('lists only the members of the caller region, whatever the query asks', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/crui-members?regionId=10`, headers: advisor.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    const own = await t.app.inject({ method: 'GET', url: `${API}/crui-members`, headers: advisor.headers });
    const regions = new Set(own.json<{ region: { id: number } }[]>().map((m) => m.region.id));
    expect([...regions]).toEqual([2]);
    const wali = await t.app.inject({
      method: 'GET',
      url: `${API}/crui-members/crui-member-wali-by-region?regionId=2`,
      headers: member.headers,
    });
    expect(wali.json<{ user: { username: string } }[]>().map((m) => m.user.username)).toEqual(['wali.casa@demo.cri.ma']);
    const byProject = await t.app.inject({
      method: 'GET',
      url: `${API}/crui-members/crui-member-by-project-region?regionId=2`,
      headers: member.headers,
    });
    expect(byProject.json<unknown[]>().length).toBeGreaterThan(3);
    const admin = await t.app.inject({
      method: 'GET',
      url: `${API}/crui-members/administration?administrations=1,2&regionId=2`,
      headers: member.headers,
    });
    expect(admin.statusCode).toBe(200);
  });

  it('refuses anonymous callers and roles without the right', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${API}/crui-members/${memberId}` })).statusCode).toBe(401);
    const investor = await loginAs(t, 'investisseur@demo.cri.ma');
    expect(
      (await t.app.inject({ method: 'GET', url: `${API}/crui-members/${memberId}`, headers: investor.headers })).statusCode,
    ).toBe(403);
    const put = await t.app.inject({
      method: 'PUT',
      url: `${API}/advisors/update`,
      headers: investor.headers,
      payload: { advisorId, mobilePhone: '0612345678' },
    });
    expect(put.statusCode).toBe(403);
  });
});

describe('advisor profiles', () => {
  it('lets an advisor read and update their own profile', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `${API}/advisors/update`,
      headers: advisor.headers,
      payload: { advisorId, mobilePhone: '0700000001', deskPhone: '0522000000' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: advisorId,
      user: { mobilePhone: '0700000001', deskPhone: '0522000000' },
      abilities: { edit: true },
    });
    const [row] = await t.database.db.select().from(advisors).where(eq(advisors.id, advisorId));
    expect(row?.regionId).toBe(2);
  });

  it('refuses another advisor (403), a bad desk phone (422) and hides other regions (404)', async () => {
    const rabat = await loginAs(t, 'conseiller.rabat@demo.cri.ma');
    const rabatId = idsOf(rabat).advisorId ?? 0;
    const put = await t.app.inject({
      method: 'PUT',
      url: `${API}/advisors/update`,
      headers: advisor.headers,
      payload: { advisorId: rabatId, mobilePhone: '0612345678' },
    });
    expect(put.statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'PUT',
      url: `${API}/advisors/update`,
      headers: advisor.headers,
      payload: { advisorId, mobilePhone: '0612345678', deskPhone: '05220' },
    });
    expect(bad.statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: `${API}/advisors/${rabatId}`, headers: advisor.headers })).statusCode).toBe(
      404,
    );
    // The region's two demo advisors, never Rabat's.
    const region = await t.app.inject({ method: 'GET', url: `${API}/advisors/region`, headers: member.headers });
    const listed = region.json<{ id: number; region: { id: number } }[]>();
    expect(listed.map((a) => a.id)).toContain(advisorId);
    expect(listed).toHaveLength(2);
    expect(listed.map((a) => a.id)).not.toContain(rabatId);
    expect(new Set(listed.map((a) => a.region.id))).toEqual(new Set([2]));
  });
});
