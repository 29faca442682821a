import type { TProgramSlot, TScheduledProject } from '@cri/shared/schemas/scheduling';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMails } from '../../db/schema/mail.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { projectSectorComponents, projects } from '../../db/schema/projects.ts';
import { demoUser, type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { API, CASA, RABAT } from '../framing-forms/test-helpers.ts';
import { fileInPhases } from './test-helpers.ts';

// Casablanca-Settat sits on Thursdays, 09:30-16:00, 20 minutes a file: 19 files fill a session.
const THURSDAY = '2026-11-26';
const NEXT_THURSDAY = '2026-12-03';
const WEDNESDAY = '2026-12-02';

describe('where programming puts a file: the commission day, a free slot, never the past; and the competent commission', () => {
  let t: TestApp;
  // Monday 23 November 2026, 10:00 in Casablanca.
  const clock = { now: new Date('2026-11-23T09:00:00Z') };
  let advisor: LoggedIn;
  let rabatAdvisor: LoggedIn;
  let consultation: LoggedIn;

  const get = (who: LoggedIn, url: string, query: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `${API}${url}`, query, headers: who.headers });
  const put = (who: LoggedIn, url: string, query: Record<string, string> = {}) =>
    t.app.inject({ method: 'PUT', url: `${API}${url}`, query, headers: who.headers });
  const validated = (regionId = CASA) => fileInPhases(t, { regionId, phases: ['FILLED'], at: clock.now });
  const withAmount = async (amount: number) => {
    const id = await validated();
    await t.database.db.insert(projectSectorComponents).values([
      { projectId: id, position: 0, investmentAmount: amount / 2 },
      { projectId: id, position: 1, investmentAmount: amount / 2 },
    ]);
    return id;
  };
  const row = async (id: number) => (await t.database.db.select().from(projects).where(eq(projects.id, id)))[0];
  const latestNotification = async (projectId: number) =>
    (
      await t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.projectId, projectId))
        .orderBy(desc(notifications.id))
        .limit(1)
    )[0];

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock.now });
    advisor = await loginAs(t, demoUser('ROLE_ADVISOR', CASA));
    rabatAdvisor = await loginAs(t, demoUser('ROLE_ADVISOR', RABAT));
    consultation = await loginAs(t, demoUser('ROLE_REGIONAL_CONSULTATION', CASA));
  });
  afterAll(() => t.close());

  it('proposes the region’s next commission day and its first free slot, not today', async () => {
    const file = await validated();
    const res = await get(advisor, `/projects/${file}/program-slot`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TProgramSlot>()).toMatchObject({
      projectId: file,
      regionId: CASA,
      commissionDay: 4,
      date: THURSDAY,
      startTime: '09:30',
      endTime: '09:50',
      withinHours: true,
      isCommissionDay: true,
      competentCommission: 'REGIONAL',
      regionNameFr: expect.stringMatching(/Casablanca/),
    });
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await get(rabatAdvisor, `/projects/${file}/program-slot`)).statusCode).toBe(404);
    expect((await get(consultation, `/projects/${file}/program-slot`)).statusCode).toBe(403);
  });

  it('skips a full commission day to the next one with a free slot', async () => {
    for (let i = 0; i < 19; i += 1) {
      await fileInPhases(t, { regionId: CASA, phases: ['FILLED', 'SCHEDULED'], cruiDate: THURSDAY, at: clock.now });
    }
    await fileInPhases(t, { regionId: CASA, phases: ['FILLED', 'SCHEDULED'], cruiDate: NEXT_THURSDAY, at: clock.now });
    const file = await validated();
    const res = await get(advisor, `/projects/${file}/program-slot`);
    expect(res.json<TProgramSlot>()).toMatchObject({ date: NEXT_THURSDAY, startTime: '09:50', withinHours: true });
    // The full day can still be chosen, flagged as past the session's hours.
    const full = await get(advisor, `/projects/${file}/program-slot`, { date: THURSDAY });
    expect(full.json<TProgramSlot>()).toMatchObject({ date: THURSDAY, startTime: '15:50', withinHours: false });
  });

  it('names another weekday than the commission day, and refuses a past or weekend date as the program route does', async () => {
    const file = await validated();
    const other = await get(advisor, `/projects/${file}/program-slot`, { date: WEDNESDAY });
    expect(other.json<TProgramSlot>()).toMatchObject({
      date: WEDNESDAY,
      isCommissionDay: false,
      commissionDay: 4,
      startTime: '09:30',
    });
    for (const [date, key] of [
      ['2026-11-20', 'scheduling.errors.pastDate'],
      ['2026-11-29', 'scheduling.errors.weekend'],
      ['2026-02-30', 'scheduling.errors.dateInvalid'],
    ] as const) {
      const res = await get(advisor, `/projects/${file}/program-slot`, { date });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({ messageKey: key, fieldErrors: [{ field: 'date', messageKey: key }] });
    }
  });

  it('tells the investor, in the portal and by mail, the day and time of the session, then that it was deprogrammed', async () => {
    const file = await validated();
    const res = await put(advisor, `/projects/${file}/program`, { date: NEXT_THURSDAY });
    expect(res.statusCode, res.body).toBe(200);
    const told = await latestNotification(file);
    expect(told).toMatchObject({
      titleKey: 'scheduling.notifications.programmed.title',
      bodyKey: 'scheduling.notifications.programmed.body',
      params: { dateTime: '03/12/2026 09:50' },
      link: `/projects/${file}`,
    });
    const [mail] = await t.database.db
      .select()
      .from(outboxMails)
      .where(and(eq(outboxMails.to, 'investisseur@demo.cri.ma'), eq(outboxMails.template, 'projectProgrammed')))
      .orderBy(desc(outboxMails.id))
      .limit(1);
    expect(mail?.text).toContain('03/12/2026 09:50');
    expect(mail?.text).toContain('Votre dossier');

    expect((await put(advisor, `/projects/${file}/deprogram`)).statusCode).toBe(200);
    expect(await latestNotification(file)).toMatchObject({
      titleKey: 'scheduling.notifications.deprogrammed.title',
      params: { dateTime: '03/12/2026' },
    });
    const [gone] = await t.database.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.template, 'projectDeprogrammed'))
      .orderBy(desc(outboxMails.id))
      .limit(1);
    expect(gone?.text).toContain('03/12/2026');
  });

  it('refuses regional programming of a file of 250 M DH or more, naming the national commission, and changes nothing', async () => {
    const under = await withAmount(249_999_999.98);
    const at = await withAmount(250_000_000);
    const strategic = await withAmount(2_000_000_000);
    const list = (await get(advisor, '/projects/projects-to-program')).json<TScheduledProject[]>();
    expect(list.find((p) => p.id === under)).toMatchObject({ competentCommission: 'REGIONAL', abilities: { program: true } });
    expect(list.find((p) => p.id === at)).toMatchObject({
      totalInvestment: 250_000_000,
      competentCommission: 'NATIONAL',
      abilities: { program: false },
    });
    expect((await get(advisor, `/projects/${at}/program-slot`)).json()).toMatchObject({
      competentCommission: 'NATIONAL',
      isStrategic: false,
    });

    const refused = await put(advisor, `/projects/${at}/program`, { date: NEXT_THURSDAY });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      errorCode: 'NATIONAL_COMMISSION_COMPETENCE',
      messageKey: 'scheduling.errors.nationalCommission',
    });
    expect(refused.json<{ message: string }>().message).toMatch(/commission nationale/);
    const big = await put(advisor, `/projects/${strategic}/program`, { date: NEXT_THURSDAY });
    expect(big.statusCode).toBe(409);
    expect(big.json()).toMatchObject({ messageKey: 'scheduling.errors.nationalCommissionStrategic' });
    expect(await row(at)).toMatchObject({ cruiDate: null, latestPhase: 'FILLED' });
    expect(await row(strategic)).toMatchObject({ cruiDate: null, latestPhase: 'FILLED' });
    expect((await put(advisor, `/projects/${under}/program`, { date: NEXT_THURSDAY })).statusCode).toBe(200);
  });

  it('gives a file programmed on the session day itself a time still to come (last: the clock moves to Thursday)', async () => {
    // Thursday 3 December 2026, 11:05 in Casablanca: the morning's slots are past.
    clock.now = new Date('2026-12-03T10:05:00Z');
    const late = await loginAs(t, demoUser('ROLE_ADVISOR', CASA));
    const file = await validated();
    const slot = (await get(late, `/projects/${file}/program-slot`, { date: NEXT_THURSDAY })).json<TProgramSlot>();
    expect(slot).toMatchObject({ date: NEXT_THURSDAY, startTime: '11:10', endTime: '11:30' });
    expect((await put(late, `/projects/${file}/program`, { date: NEXT_THURSDAY })).statusCode).toBe(200);
    expect((await latestNotification(file))?.params).toMatchObject({ dateTime: '03/12/2026 11:10' });
    const day = (await get(late, `/projects/calendar/${NEXT_THURSDAY}`)).json<{ id: number; startTime: string }[]>();
    expect(day.find((p) => p.id === file)?.startTime).toBe('11:10');
    // The default is the next session: today's still has free slots after 11:10.
    expect((await get(late, `/projects/${await validated()}/program-slot`)).json()).toMatchObject({
      date: NEXT_THURSDAY,
      startTime: '11:30',
    });
  });
});
