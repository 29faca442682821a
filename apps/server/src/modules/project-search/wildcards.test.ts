import type { TProjectSearchResponse } from '@cri/shared/schemas/project-search';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { projectLands } from '../../db/schema/project-infos.ts';
import { projects } from '../../db/schema.ts';
import { insertProjectWithPhases } from '../../seed/demo-projects.ts';
import { demoUser, type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { API, CASA } from '../framing-forms/test-helpers.ts';

const NOW = new Date('2026-11-23T09:00:00Z');

/**
 * Issue 12: `%` and `_` typed in a search field are the characters themselves, never LIKE wildcards,
 * and they do not count toward the 3-character minimum ("%%%" used to list every file with a parcel).
 */
describe('POST /projects/search takes % and _ literally in every text field', () => {
  let t: TestApp;
  let advisor: LoggedIn;
  const ids: Record<string, number> = {};

  const search = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `${API}/projects/search`, payload, headers: advisor.headers });
  const idsOf = async (payload: Record<string, unknown>) => {
    const res = await search(payload);
    expect(res.statusCode, res.body).toBe(200);
    return res
      .json<TProjectSearchResponse>()
      .list.map((r) => r.id)
      .sort();
  };

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    const db = t.database.db;
    const [owner] = await db.select().from(users).where(eq(users.username, 'investisseur@demo.cri.ma'));
    const base = { userId: owner?.id ?? 0, regionId: CASA, createdAt: new Date('2026-11-02T09:00:00Z'), procedureIds: [1] };
    const phases = [{ title: 'IN_REVIEW' as const, at: new Date('2026-11-16T09:00:00Z') }];
    const land = (titleNumber: number) => ({ titleNumber, titleIndex: 'K', landRegistry: 'Casablanca-Anfa' });
    ids.percent = await insertProjectWithPhases(db, {
      ...base,
      name: 'Ferme 100% Bio',
      reference: 'CRI-02-2026-000951',
      phases,
      land: land(77001),
    });
    ids.underscore = await insertProjectWithPhases(db, {
      ...base,
      name: 'Lot_A12 Agadir',
      reference: 'CRI-02-2026-000952',
      phases,
      land: land(77002),
    });
    ids.plain = await insertProjectWithPhases(db, { ...base, name: 'LotXA12 Agadir', reference: 'CRI-02-2026-000953', phases });
    await db.update(projects).set({ companyCorporateName: 'Rif_Agro 50% SARL' }).where(eq(projects.id, ids.percent));
    await db.update(projects).set({ companyCorporateName: 'RifXAgro SARL' }).where(eq(projects.id, ids.plain));
    await db.insert(projectLands).values({ projectId: ids.plain, registrationRequisitionNumber: 'R-88%12' });
    advisor = await loginAs(t, demoUser('ROLE_ADVISOR', CASA));
  });
  afterAll(() => t.close());

  it('name: % and _ match themselves', async () => {
    expect(await idsOf({ name: '100%' })).toEqual([ids.percent]);
    expect(await idsOf({ name: 'Lot_A12' })).toEqual([ids.underscore]);
    expect(await idsOf({ name: 'Fer%Bio' })).toEqual([]);
    expect(await idsOf({ name: 'Lot_' })).toEqual([ids.underscore]);
  });

  it('reference: no wildcard reaches the pattern', async () => {
    expect(await idsOf({ reference: 'CRI_02_2026' })).toEqual([]);
    expect(await idsOf({ reference: '2026%00095' })).toEqual([]);
    expect(await idsOf({ reference: '2026-00095' })).toEqual([ids.percent, ids.underscore, ids.plain].sort());
  });

  it('land number: the title, its index and the requisition number are compared literally', async () => {
    expect(await idsOf({ landNumber: '77001/K' })).toEqual([ids.percent]);
    // As wildcards these matched 77001/K and 77002/K.
    expect(await idsOf({ landNumber: '7700%' })).toEqual([]);
    expect(await idsOf({ landNumber: '7700_/_' })).toEqual([]);
    expect(await idsOf({ landNumber: '88%12' })).toEqual([ids.plain]);
    expect(await idsOf({ landNumber: '88_12' })).toEqual([]);
  });

  it('investor: company and full names are compared literally', async () => {
    expect(await idsOf({ investor: 'Rif_Agro' })).toEqual([ids.percent]);
    expect(await idsOf({ investor: '50% SARL' })).toEqual([ids.percent]);
    expect(await idsOf({ investor: 'Rif%SARL' })).toEqual([]);
    expect(await idsOf({ investor: 'Youssef_El' })).toEqual([]);
  });

  it('counts only letters and digits toward the minimum: "%%%" and "___" no longer list everything', async () => {
    for (const field of ['name', 'reference', 'landNumber', 'investor']) {
      for (const text of ['%%%', '___', '%_%', '\\\\\\', ' - ', '%a%']) {
        const res = await search({ [field]: text });
        expect(res.statusCode, `${field} ${text}`).toBe(422);
        expect(res.json<{ fieldErrors: { field: string }[] }>().fieldErrors[0]?.field).toBe(`body.${field}`);
      }
    }
    expect(await idsOf({ landNumber: '%7700%' })).toEqual([]);
  });
});
