import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceContext } from '../core/service-context.ts';
import { notifications, outboxMails, recourses } from '../db/schema.ts';
import { CASA } from '../modules/framing-forms/test-helpers.ts';
import { decidedFile, insertRecourse } from '../modules/recourses/test-helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { checkRecourseClocks } from './recourse-clocks.ts';

describe('recourse clocks job (issue 15, fixed clock)', () => {
  let t: TestApp;
  let clock = new Date('2026-11-02T09:00:00Z');
  let recourseId: number;
  let projectId: number;

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    projectId = await decidedFile(t, { regionId: CASA, choice: 'UNFAVORABLE', decidedAt: new Date('2026-10-30T10:00:00Z') });
    // Filed Monday 2 November: the governor has until Tuesday 17 November.
    recourseId = await insertRecourse(t, { projectId, at: clock });
  }, 60_000);
  afterAll(() => t.close());

  const run = () => checkRecourseClocks(serviceContext(t.app));
  const row = async () => (await t.database.db.select().from(recourses).where(eq(recourses.id, recourseId)))[0];

  it('does nothing while the deadline is far', async () => {
    const deadline = (await row())?.decisionDeadline;
    expect(deadline).toBe('2026-11-17');
    expect(await run()).toMatchObject({ locked: true, reminded: [], overdue: [], ministerialOpened: [] });
  });

  it('reminds the staff once within three days of the deadline', async () => {
    clock = new Date('2026-11-14T09:00:00Z');
    expect((await run()).reminded).toEqual([recourseId]);
    expect((await run()).reminded).toEqual([]);
    expect((await row())?.reminderSentAt).not.toBeNull();
  });

  it('marks it overdue after the deadline and tells the investor, once, that the ministerial recourse is open', async () => {
    clock = new Date('2026-11-18T09:00:00Z');
    const first = await run();
    expect(first).toMatchObject({ overdue: [recourseId], ministerialOpened: [recourseId] });
    expect(await run()).toMatchObject({ overdue: [], ministerialOpened: [] });
    const mails = await t.database.db.select().from(outboxMails).where(eq(outboxMails.template, 'ministerialRecourseOpen'));
    expect(mails.map((m) => m.to)).toEqual(['investisseur@demo.cri.ma']);
    const notices = await t.database.db.select().from(notifications).where(eq(notifications.projectId, projectId));
    expect(notices.map((n) => n.titleKey)).toContain('recourses.notifications.ministerialOpen.title');
  });
});
