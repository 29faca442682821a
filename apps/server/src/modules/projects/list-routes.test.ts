import { NOT_YET_FED_PROJECT_CATEGORIES, type TProjectListRow } from '@cri/shared/schemas/project-lists';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordPhase } from '../../core/project-lifecycle/phases.ts';
import { demoUser, type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { API, createdId } from '../framing-forms/test-helpers.ts';

describe('GET /projects: lists by category, paged from 0', () => {
  let t: TestApp;
  let investor: LoggedIn;
  let other: LoggedIn;
  const ids: number[] = [];
  let otherProject: number;
  const clock = { now: new Date('2026-11-23T09:00:00Z') };

  const newProject = async (who: LoggedIn) => {
    const formId = await createdId(t, who);
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/framing-forms/${formId}/create-project`,
      headers: who.headers,
      payload: { procedureIds: [3] },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ projectId: number }>().projectId;
  };
  const list = (who: LoggedIn | null, query: Record<string, string | number>) =>
    t.app.inject({ method: 'GET', url: `${API}/projects`, query: query as Record<string, string>, headers: who?.headers ?? {} });

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock.now });
    investor = await loginAs(t, 'investisseur@demo.cri.ma');
    other = await loginAs(t, 'investisseur.expiration@demo.cri.ma');
    for (let i = 0; i < 3; i++) ids.push(await newProject(investor));
    otherProject = await newProject(other);
    // One submitted (the submit module's own transition), one archived by its depositor.
    await t.database.db.transaction((tx) =>
      recordPhase(tx, { projectId: ids[1] ?? 0, title: 'IN_REVIEW', by: null, at: clock.now }),
    );
    const archived = await t.app.inject({
      method: 'PUT',
      url: `${API}/projects/${ids[2]}/archive-project`,
      headers: investor.headers,
    });
    expect(archived.statusCode, archived.body).toBe(200);
  });
  afterAll(() => t.close());

  const idsOf = (body: string) => JSON.parse(body).map((r: TProjectListRow) => r.id) as number[];

  it('sorts the investor files into deposit, submitted and archived, with exposed page headers', async () => {
    const draft = await list(investor, { projectCategory: 'DRAFT', page: 0, size: 10 });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.headers.projectpagecount).toBeDefined();
    expect(String(draft.headers['access-control-expose-headers'])).toContain('projectpagecount');
    expect(idsOf(draft.body)).toContain(ids[0]);
    expect(idsOf(draft.body)).not.toContain(ids[1]);
    expect(idsOf(draft.body)).not.toContain(ids[2]);
    expect(idsOf((await list(investor, { projectCategory: 'DEPOSIT' })).body)).toContain(ids[0]);
    const submitted = idsOf((await list(investor, { projectCategory: 'SUBMITED' })).body);
    expect(submitted).toContain(ids[1]);
    expect(submitted).not.toContain(ids[0]);
    const archived = await list(investor, { projectCategory: 'ARCHIVED_PROJECT' });
    expect(idsOf(archived.body)).toEqual(expect.arrayContaining([ids[2]]));
    const row = archived.json<TProjectListRow[]>().find((r) => r.id === ids[2]);
    expect(row).toMatchObject({
      latestInvestorPhase: 'ARCHIVED',
      depositDate: null,
      daysSinceLastStep: 0,
      abilities: { archive: false, restore: true, edit: false },
    });
    expect(row?.procedures[0]).toMatchObject({ id: 3, nameFr: expect.any(String), nameAr: expect.any(String) });
  });

  it('pages from 0 with the page count of the header', async () => {
    const first = await list(investor, { page: 0, size: 2 });
    const total = Number(first.headers.projecttotalelements);
    expect(total).toBeGreaterThanOrEqual(3);
    expect(Number(first.headers.projectpagecount)).toBe(Math.ceil(total / 2));
    expect(first.json<unknown[]>()).toHaveLength(2);
    const second = await list(investor, { page: 1, size: 2 });
    expect(idsOf(second.body).some((id) => idsOf(first.body).includes(id))).toBe(false);
    const beyond = await list(investor, { page: 99, size: 2 });
    expect(beyond.json<unknown[]>()).toEqual([]);
    expect((await list(investor, { page: -1 })).statusCode).toBe(422);
  });

  it('shows an investor only their own files, also through investorId', async () => {
    expect(idsOf((await list(investor, {})).body)).not.toContain(otherProject);
    expect(idsOf((await list(other, {})).body)).toContain(otherProject);
    const ownerId = JSON.parse(atob(other.accessToken.split('.')[1] ?? '')).sub as string;
    expect(idsOf((await list(other, { investorId: ownerId })).body)).toEqual([otherProject]);
    // Asking for another investor's projects gives nothing of theirs.
    expect(idsOf((await list(investor, { investorId: ownerId })).body)).toEqual([]);
  });

  it('answers an empty page, never made-up rows, for categories no phase feeds yet', async () => {
    for (const category of NOT_YET_FED_PROJECT_CATEGORIES.slice(0, 4)) {
      const res = await list(investor, { projectCategory: category });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
      expect(res.headers.projectpagecount).toBe('0');
    }
    expect((await list(investor, { projectCategory: 'NOPE' })).statusCode).toBe(422);
  });

  it('scopes staff to their region and refuses anonymous callers', async () => {
    expect((await list(null, {})).statusCode).toBe(401);
    const advisor = await loginAs(t, demoUser('ROLE_ADVISOR', 2));
    const rows = (await list(advisor, { projectCategory: 'DRAFT', isDashboard: 'true' })).json<TProjectListRow[]>();
    expect(rows.length).toBeLessThanOrEqual(5);
    expect(rows.every((r) => r.regionId === 2 && !r.abilities.archive)).toBe(true);
    // The supports read this list since the back-office projects list (decision 089); the content manager does not.
    const contentManager = await loginAs(t, demoUser('ROLE_NATIONAL_CONTENT_MANAGER'));
    expect((await list(contentManager, {})).statusCode).toBe(403);
  });
});
