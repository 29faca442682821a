import type { TProjectSearchResponse } from '@cri/shared/schemas/project-search';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { communes, projects } from '../../db/schema.ts';
import { insertProjectWithPhases } from '../../seed/demo-projects.ts';
import { demoUser, type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { API, CASA, RABAT } from '../framing-forms/test-helpers.ts';

const NOW = new Date('2026-11-23T09:00:00Z');

describe('POST /projects/search and /projects/filter (two regions)', () => {
  let t: TestApp;
  let advisor: LoggedIn;
  let rabatAdvisor: LoggedIn;
  let national: LoggedIn;
  let investor: LoggedIn;
  const ids: Record<string, number> = {};
  let casaProvince = 0;

  const search = (who: LoggedIn | null, payload: Record<string, unknown>, url = '/projects/search') =>
    t.app.inject({ method: 'POST', url: `${API}${url}`, payload, headers: who?.headers ?? {} });
  const idsOf = (res: { json: <T>() => T }) => res.json<TProjectSearchResponse>().list.map((r) => r.id);

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    const db = t.database.db;
    const [owner] = await db.select().from(users).where(eq(users.username, 'investisseur@demo.cri.ma'));
    const [commune] = await db.select().from(communes).where(eq(communes.regionId, CASA)).limit(1);
    casaProvince = commune?.provinceId ?? 0;
    const base = { userId: owner?.id ?? 0, createdAt: new Date('2026-11-02T09:00:00Z') };
    const review = [{ title: 'IN_REVIEW' as const, at: new Date('2026-11-16T09:00:00Z') }];
    ids.hotel = await insertProjectWithPhases(db, {
      ...base,
      name: 'Hôtel Atlas Anfa',
      regionId: CASA,
      reference: 'CRI-02-2026-000901',
      procedureIds: [3],
      provinceId: casaProvince,
      phases: review,
      land: { titleNumber: 45871, titleIndex: 'C', landRegistry: 'Casablanca-Anfa' },
    });
    ids.hotelDraft = await insertProjectWithPhases(db, {
      ...base,
      name: 'Hôtel Médina Settat',
      regionId: CASA,
      reference: 'CRI-02-2026-000902',
      procedureIds: [1],
      phases: [],
    });
    ids.rabatHotel = await insertProjectWithPhases(db, {
      ...base,
      name: 'Hôtel Bouregreg',
      regionId: RABAT,
      reference: 'CRI-10-2026-000903',
      procedureIds: [3],
      phases: review,
    });
    await db.update(projects).set({ companyCorporateName: 'Atlas Hôtels SARL' }).where(eq(projects.id, ids.hotel));
    advisor = await loginAs(t, demoUser('ROLE_ADVISOR', CASA));
    rabatAdvisor = await loginAs(t, demoUser('ROLE_ADVISOR', RABAT));
    national = await loginAs(t, demoUser('ROLE_NATIONAL_CONSULTATION'));
    investor = await loginAs(t, 'investisseur@demo.cri.ma');
  });
  afterAll(() => t.close());

  it('finds by part of the name (any case), only in the caller region, with the total in the header', async () => {
    const res = await search(advisor, { name: 'hôtel', page: 0, size: 10 });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<TProjectSearchResponse>();
    expect(body.list.map((r) => r.id).sort()).toEqual([ids.hotel, ids.hotelDraft].sort());
    expect(body).toMatchObject({ totalElements: 2, pageCount: 1 });
    expect(res.headers.projecttotalelements).toBe('2');
    expect(body.list[0]).toMatchObject({ investorName: 'Youssef El Amrani', regionId: CASA });
    expect(idsOf(await search(rabatAdvisor, { name: 'Hôtel' }))).toEqual([ids.rabatHotel]);
    // Asking for the other region gives nothing of it.
    expect(idsOf(await search(rabatAdvisor, { name: 'Hôtel', region: CASA }))).toEqual([]);
  });

  it('finds several words of the name in any case, only where they follow each other (decision 125)', async () => {
    // The index is asked for the words' ends (%tel%dina%set%tat%), the whole text compared on what it finds.
    expect(idsOf(await search(advisor, { name: 'HôTEL Médina SETTAT' }))).toEqual([ids.hotelDraft]);
    expect(idsOf(await search(advisor, { name: 'tel médina set' }))).toEqual([ids.hotelDraft]);
    // Every piece the index is asked for is there, but not the text: nothing.
    expect(idsOf(await search(advisor, { name: 'Hôtel Settat Médina' }))).toEqual([]);
    expect(idsOf(await search(advisor, { name: 'Hôtel Médina  Settat' }))).toEqual([]);
  });

  it('combines reference, land number, investor, procedure and province (0 = all)', async () => {
    expect(idsOf(await search(advisor, { reference: '000901' }))).toEqual([ids.hotel]);
    expect(idsOf(await search(advisor, { landNumber: '45871' }))).toEqual([ids.hotel]);
    expect(idsOf(await search(advisor, { landNumber: '45871/C' }))).toEqual([ids.hotel]);
    expect(idsOf(await search(advisor, { investor: 'Atlas Hôtels' }))).toEqual([ids.hotel]);
    expect((await search(advisor, { investor: 'El Amrani' })).json<TProjectSearchResponse>().totalElements).toBe(2);
    expect(idsOf(await search(advisor, { name: 'Hôtel', procedure: 1 }))).toEqual([ids.hotelDraft]);
    expect(idsOf(await search(advisor, { name: 'Hôtel', province: casaProvince }))).toEqual([ids.hotel]);
    expect((await search(advisor, { name: 'Hôtel', province: 0 })).json<TProjectSearchResponse>().totalElements).toBe(2);
    expect(idsOf(await search(advisor, { name: '100%' }))).toEqual([]);
  });

  it('compares a land number and an investor as written, whatever their shape (decision 100)', async () => {
    // The title number is compared as written: leading zeros, or more digits than a title number holds, find nothing.
    expect(idsOf(await search(advisor, { landNumber: '045871' }))).toEqual([]);
    const huge = await search(advisor, { landNumber: '45871458714587145871' });
    expect(huge.statusCode, huge.body).toBe(200);
    expect(idsOf(huge)).toEqual([]);
    expect(idsOf(await search(advisor, { landNumber: '45871/c' }))).toEqual([ids.hotel]);
    // "last first" as well as "first last"; the company's name in any case.
    expect((await search(advisor, { investor: 'Amrani Youssef' })).json<TProjectSearchResponse>().totalElements).toBe(2);
    expect(idsOf(await search(advisor, { investor: 'atlas hôtels' }))).toEqual([ids.hotel]);
  });

  it('filters within a list category through /projects/filter', async () => {
    expect(idsOf(await search(advisor, { name: 'Hôtel', projectCategory: 'SUBMITED' }, '/projects/filter'))).toEqual([ids.hotel]);
    expect(idsOf(await search(advisor, { name: 'Hôtel', projectCategory: 'DRAFT' }, '/projects/filter'))).toEqual([
      ids.hotelDraft,
    ]);
    expect(idsOf(await search(advisor, { name: 'Hôtel', projectCategory: 'RECOURSE_ASKED' }, '/projects/filter'))).toEqual([]);
  });

  it('lets national consultation search every region, or one', async () => {
    expect(idsOf(await search(national, { name: 'Hôtel' })).sort()).toEqual([ids.hotel, ids.hotelDraft, ids.rabatHotel].sort());
    expect(idsOf(await search(national, { name: 'Hôtel', region: RABAT }))).toEqual([ids.rabatHotel]);
  });

  it('lets every staff role of decision 033 search in its scope: the region of a regional role, every region else', async () => {
    for (const role of [
      'ROLE_WALI_REPRESENTATIVE',
      'ROLE_ACT_SIGNATORY',
      'ROLE_FONCIER_MEMBER',
      'ROLE_MONITORING_MANAGER',
    ] as const) {
      const casa = await loginAs(t, demoUser(role, CASA));
      const res = await search(casa, { name: 'Hôtel' });
      expect(res.statusCode, `${role} ${res.body}`).toBe(200);
      expect(idsOf(res).sort(), role).toEqual([ids.hotel, ids.hotelDraft].sort());
      // Naming the other region gives nothing of it (region-scope.ts).
      expect(idsOf(await search(casa, { name: 'Hôtel', region: RABAT })), role).toEqual([]);
    }
    const piafe = await loginAs(t, demoUser('ROLE_ADVISOR_PIAFE'));
    expect(idsOf(await search(piafe, { name: 'Hôtel' })).sort()).toEqual([ids.hotel, ids.hotelDraft, ids.rabatHotel].sort());
  });

  it('refuses the roles spec 1 §2.4 keeps away from the popover (decision 033)', async () => {
    for (const role of [
      'ROLE_NATIONAL_COMMISSION',
      'ROLE_NATIONAL_SUPPORT',
      'ROLE_NATIONAL_CONTENT_MANAGER',
      'ROLE_REGIONAL_SUPPORT',
    ] as const) {
      const who = await loginAs(t, demoUser(role, role === 'ROLE_REGIONAL_SUPPORT' ? CASA : undefined));
      expect((await search(who, { name: 'Hôtel' })).statusCode, role).toBe(403);
    }
  });

  it('pages from 0 within bounds', async () => {
    const first = (await search(advisor, { name: 'Hôtel', page: 0, size: 1 })).json<TProjectSearchResponse>();
    const second = (await search(advisor, { name: 'Hôtel', page: 1, size: 1 })).json<TProjectSearchResponse>();
    expect(first.pageCount).toBe(2);
    expect(first.list[0]?.id).not.toBe(second.list[0]?.id);
    // Most recently changed first; the total read with the page (decision 124), and alone past the last page.
    const both = (await search(advisor, { name: 'Hôtel', page: 0, size: 2 })).json<TProjectSearchResponse>();
    expect(both.list.map((r) => r.id)).toEqual([first.list[0]?.id, second.list[0]?.id]);
    expect([...both.list].sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt) || b.id - a.id)).toEqual(both.list);
    expect(first.totalElements).toBe(2);
    const past = (await search(advisor, { name: 'Hôtel', page: 5, size: 1 })).json<TProjectSearchResponse>();
    expect(past).toMatchObject({ list: [], totalElements: 2, pageCount: 2 });
    expect((await search(advisor, { name: 'Hôtel', page: 10_000 })).statusCode).toBe(422);
    expect((await search(advisor, { name: 'Hôtel', size: 500 })).statusCode).toBe(422);
  });

  it('refuses texts under 3 characters with the search message, investors and anonymous callers', async () => {
    const short = await search(advisor, { name: 'Hô' });
    expect(short.statusCode).toBe(422);
    // The popover shows searchBar.searchProjectForm.validationErrorTextField before sending (shared form schema).
    expect(short.json<{ fieldErrors: { field: string }[] }>().fieldErrors[0]?.field).toBe('body.name');
    expect((await search(advisor, { name: 'x'.repeat(1300) })).statusCode).toBe(422);
    expect((await search(investor, { name: 'Hôtel' })).statusCode).toBe(403);
    expect((await search(null, { name: 'Hôtel' })).statusCode).toBe(401);
  });
});
