import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phaseHistory, recordPhase } from '../core/project-lifecycle/phases.ts';
import { notifications } from '../db/schema/notifications.ts';
import { API, createdId } from '../modules/framing-forms/test-helpers.ts';
import { type LoggedIn, loginAs } from '../test/login.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { ARCHIVE_JOB_LOCK_KEY, AUTO_ARCHIVE_NOTE, archiveInactiveProjects } from './archive-inactive-projects.ts';

const DAY = 86_400_000;
const T0 = new Date('2026-11-23T09:00:00Z');
/** The job as one instance runs it at a chosen instant; it sends no mail, so the link is never read. */
const runAt = (app: TestApp, at: Date) => archiveInactiveProjects({ db: app.database.db, now: () => at, link: (path) => path });

describe('job: a file in deposit with no change for 60 days is archived', () => {
  let t: TestApp;
  let t2: TestApp;
  let investor: LoggedIn;
  let draft: number;
  let submitted: number;
  const clock = { now: T0 };

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
  const titles = async (id: number) => (await phaseHistory(t.database.db, id)).map((p) => p.title);

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock.now });
    // A second instance on the same database (its own pool on PostgreSQL).
    t2 = await createTestApp({ sameDatabaseAs: t, now: () => clock.now });
    investor = await loginAs(t, 'investisseur@demo.cri.ma');
    draft = await newProject();
    submitted = await newProject();
    await t.database.db.transaction((tx) => recordPhase(tx, { projectId: submitted, title: 'IN_REVIEW', by: null, at: T0 }));
  });
  afterAll(async () => {
    await t2.close();
    await t.close();
  });

  it('keeps a draft 59 days old', async () => {
    const { archived } = await runAt(t, new Date(T0.getTime() + 59 * DAY));
    expect(archived).not.toContain(draft);
    expect(await titles(draft)).toEqual(['DRAFT']);
  });

  it('archives a 61-day-old draft once, even with two instances running the job at the same time', async () => {
    const at = new Date(T0.getTime() + 61 * DAY);
    const runs = await Promise.all([runAt(t, at), runAt(t2, at)]);
    expect(runs.flatMap((r) => r.archived).filter((id) => id === draft)).toHaveLength(1);
    const history = await phaseHistory(t.database.db, draft);
    expect(history.map((p) => p.title)).toEqual(['DRAFT', 'ARCHIVED']);
    expect(history[1]).toMatchObject({
      createdBy: null,
      createdAt: at,
      metadata: [{ name: 'COMMENTS_FOR_INVESTOR', value: AUTO_ARCHIVE_NOTE }],
    });
    // The investor is told, once.
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.projectId, draft), eq(notifications.titleKey, 'projects.archive.auto.title')));
    expect(told).toHaveLength(1);
    // A later run, through the scheduler of either instance, changes nothing.
    clock.now = new Date(at.getTime() + DAY);
    await t.app.jobs.runNow();
    await t2.app.jobs.runNow();
    expect(await titles(draft)).toEqual(['DRAFT', 'ARCHIVED']);
  });

  it('never archives a submitted file', async () => {
    await runAt(t, new Date(T0.getTime() + 400 * DAY));
    expect(await titles(submitted)).toEqual(['DRAFT', 'IN_REVIEW']);
  });

  it('never archives a submitted file given new procedures (DRAFT_NEW_PROCEDURE), editable as it is (decision 034)', async () => {
    const reopened = await newProjectAt(clock.now);
    await t.database.db.transaction(async (tx) => {
      await recordPhase(tx, { projectId: reopened, title: 'IN_REVIEW', by: null, at: clock.now });
      await recordPhase(tx, { projectId: reopened, title: 'DRAFT_NEW_PROCEDURE', by: null, at: clock.now });
    });
    const { archived } = await runAt(t, new Date(clock.now.getTime() + 61 * DAY));
    expect(archived).not.toContain(reopened);
    expect(await titles(reopened)).toEqual(['DRAFT', 'IN_REVIEW', 'DRAFT_NEW_PROCEDURE']);
  });

  it('does nothing while another instance holds the lock', async () => {
    const restored = await newProjectAt(T0);
    const at = new Date(T0.getTime() + 500 * DAY);
    if (!t.databaseUrl) return; // one PGlite session: advisory locks are per session, shown on PostgreSQL only
    const holder = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${ARCHIVE_JOB_LOCK_KEY})`);
      return runAt(t2, at);
    });
    expect(holder).toEqual({ locked: false, archived: [] });
    expect(await titles(restored)).toEqual(['DRAFT']);
  });

  async function newProjectAt(at: Date) {
    clock.now = at;
    investor = await loginAs(t, 'investisseur@demo.cri.ma');
    return newProject();
  }
});
