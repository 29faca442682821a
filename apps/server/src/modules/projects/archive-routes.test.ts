import { PROJECT_ARCHIVE_DAILY_LIMIT, PROJECT_RESTORE_DAILY_LIMIT } from '@cri/shared/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertInvestorCanEdit } from '../../core/project-lifecycle/editing.ts';
import { phaseHistory, recordPhase } from '../../core/project-lifecycle/phases.ts';
import { demoUser, type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { API, createdId } from '../framing-forms/test-helpers.ts';

describe('PUT /projects/{id}/archive-project and /restore-project', () => {
  let t: TestApp;
  let investor: LoggedIn;
  let other: LoggedIn;
  let investorId: number;
  const clock = { now: new Date('2026-11-23T09:00:00Z') };

  const newProject = async () => {
    const formId = await createdId(t, investor);
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/framing-forms/${formId}/create-project`,
      headers: investor.headers,
      payload: { procedureIds: [3] },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ projectId: number }>().projectId;
  };
  const put = (who: LoggedIn | null, id: number, action: 'archive-project' | 'restore-project') =>
    t.app.inject({ method: 'PUT', url: `${API}/projects/${id}/${action}`, headers: who?.headers ?? {} });

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock.now });
    investor = await loginAs(t, 'investisseur@demo.cri.ma');
    other = await loginAs(t, 'investisseur.expiration@demo.cri.ma');
    investorId = Number(JSON.parse(atob(investor.accessToken.split('.')[1] ?? '')).sub);
  });
  afterAll(() => t.close());

  it('archives a draft by its depositor and restores it, editable again, with who and when', async () => {
    const id = await newProject();
    clock.now = new Date('2026-11-23T09:05:00Z');
    const archived = await put(investor, id, 'archive-project');
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json()).toEqual({ id, latestInvestorPhase: 'ARCHIVED' });
    await expect(assertInvestorCanEdit(t.database.db, { sub: String(investorId) }, id)).rejects.toMatchObject({
      code: 'PROJECT_NOT_EDITABLE',
    });
    clock.now = new Date('2026-11-23T09:10:00Z');
    const restored = await put(investor, id, 'restore-project');
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toEqual({ id, latestInvestorPhase: 'RESTORED' });
    const history = await phaseHistory(t.database.db, id);
    expect(history.map((p) => [p.title, p.createdBy, p.createdAt.toISOString()])).toEqual([
      ['DRAFT', investorId, '2026-11-23T09:00:00.000Z'],
      ['ARCHIVED', investorId, '2026-11-23T09:05:00.000Z'],
      ['RESTORED', investorId, '2026-11-23T09:10:00.000Z'],
    ]);
    await expect(assertInvestorCanEdit(t.database.db, { sub: String(investorId) }, id)).resolves.toBeUndefined();
    // A restored file may be archived again.
    expect((await put(investor, id, 'archive-project')).statusCode).toBe(200);
  });

  it('answers 409 with a translated message from a wrong phase', async () => {
    const id = await newProject();
    const notArchived = await put(investor, id, 'restore-project');
    expect(notArchived.statusCode).toBe(409);
    expect(notArchived.json()).toMatchObject({ messageKey: 'projects.restore.notRestorable' });
    await t.database.db.transaction((tx) => recordPhase(tx, { projectId: id, title: 'IN_REVIEW', by: null, at: clock.now }));
    const submitted = await put(investor, id, 'archive-project');
    expect(submitted.statusCode).toBe(409);
    expect(submitted.json()).toMatchObject({ messageKey: 'projects.archive.notArchivable' });
  });

  it('answers 404 to another investor, 403 to staff, 401 without a session', async () => {
    const id = await newProject();
    expect((await put(other, id, 'archive-project')).statusCode).toBe(404);
    expect((await put(other, 999_999, 'archive-project')).statusCode).toBe(404);
    expect((await put(null, id, 'archive-project')).statusCode).toBe(401);
    const advisor = await loginAs(t, demoUser('ROLE_ADVISOR', 2));
    expect((await put(advisor, id, 'archive-project')).statusCode).toBe(403);
    expect((await phaseHistory(t.database.db, id)).map((p) => p.title)).toEqual(['DRAFT']);
  });

  it('refuses past the daily maximum with 429 and Retry-After to Moroccan midnight, then allows the next day', async () => {
    clock.now = new Date('2026-11-25T09:00:00Z'); // a fresh day, 10:00 in Morocco
    investor = await loginAs(t, 'investisseur@demo.cri.ma');
    const id = await newProject();
    expect(PROJECT_RESTORE_DAILY_LIMIT).toBe(PROJECT_ARCHIVE_DAILY_LIMIT);
    for (let i = 0; i < PROJECT_ARCHIVE_DAILY_LIMIT; i++) {
      expect((await put(investor, id, 'archive-project')).statusCode).toBe(200);
      expect((await put(investor, id, 'restore-project')).statusCode).toBe(200);
    }
    const refused = await put(investor, id, 'archive-project');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(14 * 3600));
    // Parallel requests cannot pass the maximum either.
    const burst = await Promise.all([put(investor, id, 'archive-project'), put(investor, id, 'archive-project')]);
    expect(burst.map((r) => r.statusCode)).toEqual([429, 429]);
    clock.now = new Date('2026-11-26T09:00:00Z');
    investor = await loginAs(t, 'investisseur@demo.cri.ma');
    expect((await put(investor, id, 'archive-project')).statusCode).toBe(200);
    expect((await put(investor, id, 'restore-project')).statusCode).toBe(200);
  });

  it('counts restores on their own: the restore maximum answers 429 too', async () => {
    clock.now = new Date('2026-11-27T09:00:00Z');
    investor = await loginAs(t, 'investisseur@demo.cri.ma');
    const id = await newProject();
    for (let i = 0; i < PROJECT_RESTORE_DAILY_LIMIT; i++) {
      expect((await put(investor, id, 'archive-project')).statusCode).toBe(200);
      expect((await put(investor, id, 'restore-project')).statusCode).toBe(200);
    }
    // The archive maximum is reached as well: archive through the job's path to test the restore one.
    await t.database.db.transaction((tx) => recordPhase(tx, { projectId: id, title: 'ARCHIVED', by: null, at: clock.now }));
    const refused = await put(investor, id, 'restore-project');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
