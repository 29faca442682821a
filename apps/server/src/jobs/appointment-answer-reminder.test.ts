import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advisors, users } from '../db/schema/accounts.ts';
import { appointments } from '../db/schema/appointments.ts';
import { outboxMails } from '../db/schema/mail.ts';
import { notifications } from '../db/schema/notifications.ts';
import { type LoggedIn, loginAs } from '../test/login.ts';
import { createTestApp, TEST_CAPTCHA_ANSWER, type TestApp } from '../test/test-app.ts';
import { remindAppointmentAnswers } from './appointment-answer-reminder.ts';

const API = '/backend/api';
const CASA = 2;
/** Monday 23 November 2026, 10:00 in Morocco (UTC+1): requests made now are due Wednesday at 10:00. */
const T0 = new Date('2026-11-23T09:00:00Z');
/** Wednesday 04:00 in Morocco: 6 working hours before the deadline, when the reminder may go. */
const WINDOW = new Date('2026-11-25T03:00:00Z');
const link = (path: string) => `http://localhost${path}`;
const runAt = (app: TestApp, at: Date) => remindAppointmentAnswers({ db: app.database.db, now: () => at, link });

describe('job: the advisor is reminded once, 6 working hours before the 48-hour answer deadline of an appointment', () => {
  let t: TestApp;
  let t2: TestApp;
  const held = new Map<number, { login: LoggedIn; userId: number; email: string }>();
  let toRemind: number;
  let answered: number;
  let long: number;

  const book = async (email: string) => {
    const captcha = await t.app.inject({ method: 'GET', url: `${API}/captcha` });
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/appointments/new`,
      payload: {
        appointment: {
          subject: `Usine ${email}`,
          details: 'Présentation',
          regionId: CASA,
          name: 'Amina',
          email,
          phone: '0612345678',
        },
        captcha: { captchaId: captcha.json<{ captchaId: string }>().captchaId, captchaAnswer: TEST_CAPTCHA_ANSWER },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number }>().id;
  };
  const holderOf = async (id: number) => {
    const [row] = await t.database.db.select().from(appointments).where(eq(appointments.id, id));
    const holder = held.get(row?.advisorId ?? 0);
    if (!holder) throw new Error(`appointment ${id} has no Casablanca advisor`);
    return holder;
  };
  const reminders = (userId: number) =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.titleKey, 'appointments.notifications.answerDue.title')));

  beforeAll(async () => {
    t = await createTestApp({ now: () => T0 });
    t2 = await createTestApp({ sameDatabaseAs: t, now: () => T0 });
    for (const email of ['conseiller.casa@demo.cri.ma', 'conseillere.casa@demo.cri.ma']) {
      const [row] = await t.database.db
        .select({ advisorId: advisors.id, userId: users.id })
        .from(advisors)
        .innerJoin(users, eq(users.id, advisors.userId))
        .where(eq(users.username, email));
      if (row) held.set(row.advisorId, { login: await loginAs(t, email), userId: row.userId, email });
    }
    toRemind = await book('remind-me@example.ma');
    answered = await book('answered@example.ma');
    long = await book('long-ago@example.ma');
    // Answered at once: never reminded.
    const res = await t.app.inject({
      method: 'PUT',
      url: `${API}/appointments/${answered}`,
      headers: (await holderOf(answered)).login.headers,
      payload: { status: 'SCHEDULED', date: '2026-11-24', startTime: '10:10' },
    });
    expect(res.statusCode, res.body).toBe(200);
    // Assigned a week earlier: its deadline passed before the job ever saw it in the window.
    await t.database.db
      .update(appointments)
      .set({ assignedAt: new Date('2026-11-16T09:00:00Z') })
      .where(eq(appointments.id, long));
  });
  afterAll(async () => {
    await t2.close();
    await t.close();
  });

  it('reminds nobody before the window opens', async () => {
    expect((await runAt(t, new Date(WINDOW.getTime() - 1))).reminded).toEqual([]);
    expect(await reminders((await holderOf(toRemind)).userId)).toEqual([]);
  });

  it('reminds the holder once, in the portal and by mail, even with two instances running at the same moment', async () => {
    const runs = await Promise.all([runAt(t, WINDOW), runAt(t2, WINDOW)]);
    expect(runs.flatMap((r) => r.reminded)).toEqual([toRemind]);
    expect((await runAt(t, new Date(WINDOW.getTime() + 3_600_000))).reminded).toEqual([]);

    const holder = await holderOf(toRemind);
    const told = await reminders(holder.userId);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ link: `/meetings/${toRemind}`, params: { dueAt: '25/11/2026 10:00' } });
    const mails = await t.database.db
      .select()
      .from(outboxMails)
      .where(and(eq(outboxMails.to, holder.email), eq(outboxMails.template, 'appointmentAnswerDue')));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('25/11/2026 10:00');
    expect(mails[0]?.text).toContain(`http://localhost/meetings/${toRemind}`);
    const [row] = await t.database.db.select().from(appointments).where(eq(appointments.id, toRemind));
    expect(row?.answerRemindedAt).toEqual(WINDOW);
  });

  it('never reminds an answered request nor one already past its deadline', async () => {
    const all = [...held.values()];
    const notes = (await Promise.all(all.map((h) => reminders(h.userId)))).flat();
    expect(notes.map((n) => n.link)).toEqual([`/meetings/${toRemind}`]);
    const [answeredRow] = await t.database.db.select().from(appointments).where(eq(appointments.id, answered));
    const [longRow] = await t.database.db.select().from(appointments).where(eq(appointments.id, long));
    expect(answeredRow?.answerRemindedAt).toBeNull();
    expect(longRow?.answerRemindedAt).toBeNull();
  });
});
