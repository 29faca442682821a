import type { TProjectPhases } from '@cri/shared/schemas/project-submission';
import type { TProject } from '@cri/shared/schemas/projects';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordPhase } from '../../core/project-lifecycle/phases.ts';
import { projects } from '../../db/schema.ts';
import { demoUser, type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createProject } from '../documents/test-helpers.ts';
import { API, CASA, RABAT } from '../framing-forms/test-helpers.ts';
import { newInvestorAccount } from '../investors/test-fixtures.ts';
import { insertFile } from '../project-sharing/test-helpers.ts';
import { prepareCompleteProject } from './submit-test-helpers.ts';

/** GET /projects/{id}: spec 2 §3's phases and dates (decision 018), investor and staff views, two regions. */
let t: TestApp;
let investor: LoggedIn;
let other: LoggedIn;
let advisorCasa: LoggedIn;
let advisorRabat: LoggedIn;
let submitted: number;
let draft: number;
let rabatFile: number;

const get = (who: LoggedIn, id: number) => t.app.inject({ method: 'GET', url: `${API}/projects/${id}`, headers: who.headers });
const read = async (who: LoggedIn, id: number) => {
  const res = await get(who, id);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TProject>();
};

beforeAll(async () => {
  t = await createTestApp();
  investor = await newInvestorAccount(t, 'ressource.projet@example.ma');
  other = await newInvestorAccount(t, 'ressource.voisin@example.ma');
  advisorCasa = await loginAs(t, demoUser('ROLE_ADVISOR', CASA));
  advisorRabat = await loginAs(t, demoUser('ROLE_ADVISOR', RABAT));
  draft = await createProject(t, investor, [1]);
  submitted = await createProject(t, investor, [1]);
  await prepareCompleteProject(t, investor, submitted);
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}/projects/${submitted}/submit`,
    headers: investor.headers,
    payload: { declaration: true },
  });
  expect(res.statusCode, res.body).toBe(200);
  // The review and sharing modules own these routes; here only the history they leave matters.
  const at = new Date(Date.now() + 60_000);
  await t.database.db.transaction(async (tx) => {
    await recordPhase(tx, {
      projectId: submitted,
      title: 'FILLED',
      by: null,
      at,
      metadata: [{ name: 'COMMENTS_FOR_INVESTOR', value: 'Dossier complet' }],
    });
    await recordPhase(tx, {
      projectId: submitted,
      title: 'SHARED_TO_CRUI_MEMBERS',
      by: null,
      at: new Date(at.getTime() + 60_000),
      visibleToInvestor: false,
    });
    await tx.update(projects).set({ cruiDate: '2027-01-14' }).where(eq(projects.id, submitted));
  });
  rabatFile = await insertFile(t, { regionId: RABAT, phases: ['IN_REVIEW'], at: new Date('2026-10-05T09:00:00Z') });
});
afterAll(() => t.close());

describe('GET /projects/{id}: phases and dates of spec 2 §3', () => {
  it('gives staff the internal phase, the investor phase, the dates and the whole history', async () => {
    const body = await read(advisorCasa, submitted);
    const phases = (
      await t.app.inject({ method: 'GET', url: `${API}/projects/${submitted}/phases`, headers: advisorCasa.headers })
    ).json<TProjectPhases>();
    expect(body.latestInternalPhase).toBe('SHARED_TO_CRUI_MEMBERS');
    expect(body.latestInvestorPhase).toBe('FILLED');
    expect(body.depositDate).toBe(phases.depositDate);
    expect(body.depositDate).not.toBeNull();
    expect(body.cruiDate).toBe('2027-01-14');
    expect(body.phaseList?.map((p) => p.title)).toEqual(['DRAFT', 'IN_REVIEW', 'FILLED', 'SHARED_TO_CRUI_MEMBERS']);
    expect(body.phaseList?.[2]).toMatchObject({ metadata: [{ name: 'COMMENTS_FOR_INVESTOR', value: 'Dossier complet' }] });
    expect(body.phaseList?.map((p) => p.creationDate)).toEqual(phases.phases.map((p) => p.createdAt));
  });

  it('hides the internal phase and the staff-only phases from the investor', async () => {
    const body = await read(investor, submitted);
    expect(body.latestInternalPhase).toBeNull();
    expect(body.latestInvestorPhase).toBe('FILLED');
    expect(body.phaseList?.map((p) => p.title)).toEqual(['DRAFT', 'IN_REVIEW', 'FILLED']);
    expect(body.cruiDate).toBe('2027-01-14');
    // Nothing else of the answer changed shape (backward compatible).
    expect(body.procedureList[0]).toMatchObject({ id: 1, active: true, state: 'TIME' });
    expect(body.creationStage).toBe(14);
  });

  it('answers a draft with no deposit date nor commission date', async () => {
    const body = await read(investor, draft);
    expect(body).toMatchObject({ latestInternalPhase: null, latestInvestorPhase: 'DRAFT', depositDate: null, cruiDate: null });
    expect(body.phaseList?.map((p) => p.title)).toEqual(['DRAFT']);
    expect((await read(advisorCasa, draft)).latestInternalPhase).toBe('DRAFT');
  });

  it('keeps each region to its own files and each investor to theirs', async () => {
    expect((await get(advisorRabat, submitted)).statusCode).toBe(404);
    expect((await get(other, submitted)).statusCode).toBe(404);
    expect((await get(advisorCasa, rabatFile)).statusCode).toBe(404);
    const rabat = await read(advisorRabat, rabatFile);
    expect(rabat).toMatchObject({ regionId: RABAT, latestInternalPhase: 'IN_REVIEW', latestInvestorPhase: 'IN_REVIEW' });
  });
});
