import type { TCalendarProject, TScheduledProject } from '@cri/shared/schemas/scheduling';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPhases } from '../../db/schema/project-phases.ts';
import { projects } from '../../db/schema/projects.ts';
import { demoUser, type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { API, CASA, RABAT } from '../framing-forms/test-helpers.ts';
import { fileInPhases } from './test-helpers.ts';

// Monday 23 November 2026, 10:00 in Casablanca. Casablanca-Settat sits on Thursdays, 09:30-16:00, 20 min a file.
const MONDAY = '2026-11-23';
const THURSDAY = '2026-11-26';

describe('commission scheduling and calendar (two regions)', () => {
  let t: TestApp;
  const clock = { now: new Date('2026-11-23T09:00:00Z') };
  let advisor: LoggedIn;
  let rabatAdvisor: LoggedIn;
  let consultation: LoggedIn;
  let rabatConsultation: LoggedIn;
  let member: LoggedIn;
  let national: LoggedIn;
  let investor: LoggedIn;
  const casa = { filled: 0, shared: 0, inReview: 0, toReschedule: 0, favourable: 0, second: 0 };
  let rabatFile = 0;

  const get = (who: LoggedIn | null, url: string, query: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `${API}${url}`, query, headers: who?.headers ?? {} });
  const put = (who: LoggedIn | null, url: string, query: Record<string, string> = {}) =>
    t.app.inject({ method: 'PUT', url: `${API}${url}`, query, headers: who?.headers ?? {} });
  const ids = (body: string) => (JSON.parse(body) as { id: number }[]).map((r) => r.id);
  const row = async (id: number) => {
    const [p] = await t.database.db.select().from(projects).where(eq(projects.id, id));
    return p;
  };

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock.now });
    const at = clock.now;
    casa.filled = await fileInPhases(t, { regionId: CASA, phases: ['FILLED'], at });
    casa.shared = await fileInPhases(t, { regionId: CASA, phases: ['FILLED', 'SHARED_TO_CRUI_MEMBERS'], at });
    casa.second = await fileInPhases(t, { regionId: CASA, phases: ['FILLED'], at });
    casa.inReview = await fileInPhases(t, { regionId: CASA, phases: [], at });
    const reviewed = (value: string) =>
      fileInPhases(t, {
        regionId: CASA,
        phases: ['FILLED', 'SCHEDULED', 'REVIEWED_IN_CRUI'],
        cruiDate: '2026-11-19',
        lastMetadata: [{ name: 'COMMISSION_CHOICE', value }],
        at,
      });
    casa.toReschedule = await reviewed('TO_BE_RESCHEDULED');
    casa.favourable = await reviewed('FAVORABLE');
    rabatFile = await fileInPhases(t, { regionId: RABAT, phases: ['FILLED'], at });
    advisor = await loginAs(t, demoUser('ROLE_ADVISOR', CASA));
    rabatAdvisor = await loginAs(t, demoUser('ROLE_ADVISOR', RABAT));
    consultation = await loginAs(t, demoUser('ROLE_REGIONAL_CONSULTATION', CASA));
    rabatConsultation = await loginAs(t, demoUser('ROLE_REGIONAL_CONSULTATION', RABAT));
    member = await loginAs(t, demoUser('ROLE_CRUI_MEMBER', CASA));
    national = await loginAs(t, demoUser('ROLE_NATIONAL_CONSULTATION'));
    investor = await loginAs(t, 'investisseur@demo.cri.ma');
  });
  afterAll(() => t.close());

  it('lists the validated files of the advisor region only, whatever regionId is sent', async () => {
    const res = await get(advisor, '/projects/projects-to-program', { regionId: String(RABAT) });
    expect(res.statusCode, res.body).toBe(200);
    const list = ids(res.body);
    expect(list).toEqual(expect.arrayContaining([casa.filled, casa.shared, casa.second, casa.toReschedule]));
    expect(list).not.toContain(casa.inReview);
    expect(list).not.toContain(casa.favourable);
    expect(list).not.toContain(rabatFile);
    const first = res.json<TScheduledProject[]>().find((r) => r.id === casa.filled);
    expect(first).toMatchObject({ regionId: CASA, cruiDate: null, latestPhase: 'FILLED', abilities: { program: true } });
    expect(first?.investorName).toMatch(/SARL$/);
    expect(ids((await get(rabatAdvisor, '/projects/projects-to-program')).body)).toEqual([rabatFile]);
    expect((await get(consultation, '/projects/projects-to-program')).statusCode).toBe(403);
    expect((await get(null, '/projects/projects-to-program')).statusCode).toBe(401);
  });

  it('refuses a weekend, a past day (Morocco time), a malformed date, and changes nothing', async () => {
    for (const [date, key] of [
      ['2026-11-28', 'scheduling.errors.weekend'],
      ['2026-11-20', 'scheduling.errors.pastDate'],
      ['2026-02-30', 'scheduling.errors.dateInvalid'],
    ] as const) {
      const res = await put(advisor, `/projects/${casa.filled}/program`, { date });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({ messageKey: key, fieldErrors: [{ field: 'date', messageKey: key }] });
      expect(res.json<{ message: string }>().message).not.toBe(key);
    }
    expect((await put(advisor, `/projects/${casa.filled}/program`, { date: '26/11/2026' })).statusCode).toBe(422);
    expect(await row(casa.filled)).toMatchObject({ cruiDate: null, latestPhase: 'FILLED' });
  });

  it('refuses a file not validated (409) and another region file (404), changing nothing', async () => {
    const notValidated = await put(advisor, `/projects/${casa.inReview}/program`, { date: THURSDAY });
    expect(notValidated.statusCode).toBe(409);
    expect(notValidated.json()).toMatchObject({ messageKey: 'scheduling.errors.notValidated' });
    expect(await row(casa.inReview)).toMatchObject({ cruiDate: null, latestPhase: 'IN_REVIEW' });
    const other = await put(advisor, `/projects/${rabatFile}/program`, { date: THURSDAY });
    expect(other.statusCode).toBe(404);
    expect(await row(rabatFile)).toMatchObject({ cruiDate: null, latestPhase: 'FILLED' });
    expect((await put(advisor, '/projects/999999/program', { date: THURSDAY })).statusCode).toBe(404);
    expect((await put(consultation, `/projects/${casa.filled}/program`, { date: THURSDAY })).statusCode).toBe(403);
    expect((await put(member, `/projects/${casa.filled}/program`, { date: THURSDAY })).statusCode).toBe(403);
  });

  it('programs files on a working day, visible to the investor, in slot order in the calendar', async () => {
    const res = await put(advisor, `/projects/${casa.filled}/program`, { date: THURSDAY });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: casa.filled,
      cruiDate: THURSDAY,
      latestPhase: 'SCHEDULED',
      abilities: { deprogram: true },
    });
    expect(await row(casa.filled)).toMatchObject({
      cruiDate: THURSDAY,
      latestPhase: 'SCHEDULED',
      latestInvestorPhase: 'SCHEDULED',
    });
    const [phase] = await t.database.db
      .select()
      .from(projectPhases)
      .where(eq(projectPhases.projectId, casa.filled))
      .orderBy(desc(projectPhases.id))
      .limit(1);
    expect(phase).toMatchObject({ title: 'SCHEDULED', visibleToInvestor: true });
    expect((await put(advisor, `/projects/${casa.shared}/program`, { date: THURSDAY })).statusCode).toBe(200);
    // Today is still a working day one may program on.
    expect((await put(advisor, `/projects/${casa.second}/program`, { date: MONDAY })).statusCode).toBe(200);
    expect(ids((await get(advisor, '/projects/projects-to-program')).body)).not.toContain(casa.filled);

    const day = await get(advisor, `/projects/calendar/${THURSDAY}`);
    expect(day.statusCode, day.body).toBe(200);
    expect(day.json<TCalendarProject[]>().map((p) => [p.id, p.startTime, p.endTime, p.withinHours])).toEqual([
      [casa.filled, '09:30', '09:50', true],
      [casa.shared, '09:50', '10:10', true],
    ]);
    expect(ids((await get(advisor, `/projects/calendar/${MONDAY}`)).body)).toEqual([casa.second]);
    expect((await get(advisor, '/projects/calendar/not-a-date')).statusCode).toBe(422);
  });

  it('shows the calendar to the region staff read-only, never to another region', async () => {
    for (const who of [consultation, member]) {
      const res = await get(who, `/projects/calendar/${THURSDAY}`, { regionId: String(RABAT) });
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json<TCalendarProject[]>();
      expect(rows.map((r) => r.id)).toEqual([casa.filled, casa.shared]);
      expect(rows.every((r) => !r.abilities.program && !r.abilities.deprogram)).toBe(true);
    }
    expect(ids((await get(rabatAdvisor, `/projects/calendar/${THURSDAY}`, { regionId: String(CASA) })).body)).toEqual([]);
    expect(ids((await get(rabatConsultation, `/projects/calendar/${THURSDAY}`)).body)).toEqual([]);
    expect(ids((await get(national, `/projects/calendar/${THURSDAY}`, { regionId: String(CASA) })).body)).toHaveLength(2);
    expect(ids((await get(national, `/projects/calendar/${THURSDAY}`, { regionId: String(RABAT) })).body)).toEqual([]);
    expect((await get(investor, `/projects/calendar/${THURSDAY}`)).statusCode).toBe(403);

    const dates = await get(consultation, '/projects/calendar/dates-of-programmed-projects');
    expect(dates.json()).toEqual(['2026-11-19', MONDAY, THURSDAY]);
    expect((await get(rabatConsultation, '/projects/calendar/dates-of-programmed-projects')).json()).toEqual([]);
    expect((await get(national, '/projects/calendar/dates-of-programmed-projects', { regionId: String(RABAT) })).json()).toEqual(
      [],
    );
    expect((await get(investor, '/projects/calendar/dates-of-programmed-projects')).statusCode).toBe(403);
  });

  it('summarises a file for the agenda, with its slot, in its region only', async () => {
    const res = await get(member, `/projects/calendar/projects/${casa.shared}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: casa.shared,
      cruiDate: THURSDAY,
      startTime: '09:50',
      endTime: '10:10',
      regionNameFr: expect.any(String),
      abilities: { program: false, deprogram: false },
    });
    expect((await get(national, `/projects/calendar/projects/${casa.shared}`)).statusCode).toBe(200);
    expect((await get(rabatConsultation, `/projects/calendar/projects/${casa.shared}`)).statusCode).toBe(404);
    expect((await get(rabatAdvisor, `/projects/calendar/projects/${casa.shared}`)).statusCode).toBe(404);
    expect((await get(advisor, `/projects/calendar/projects/${rabatFile}`)).statusCode).toBe(404);
    const unprogrammed = await get(advisor, `/projects/calendar/projects/${casa.inReview}`);
    expect(unprogrammed.json()).toMatchObject({ cruiDate: null, startTime: null, abilities: { program: false } });
    expect((await get(investor, `/projects/calendar/projects/${casa.shared}`)).statusCode).toBe(403);
  });

  it('moves a programmed file to another day, and deprograms it back to the list', async () => {
    expect((await put(advisor, `/projects/${casa.second}/program`, { date: THURSDAY })).statusCode).toBe(200);
    expect(ids((await get(advisor, `/projects/calendar/${MONDAY}`)).body)).toEqual([]);
    expect(ids((await get(advisor, `/projects/calendar/${THURSDAY}`)).body)).toEqual([casa.filled, casa.shared, casa.second]);

    expect((await put(rabatAdvisor, `/projects/${casa.second}/deprogram`)).statusCode).toBe(404);
    expect((await put(consultation, `/projects/${casa.second}/deprogram`)).statusCode).toBe(403);
    const res = await put(advisor, `/projects/${casa.second}/deprogram`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      cruiDate: null,
      latestPhase: 'UNSCHEDULED',
      abilities: { program: true, deprogram: false },
    });
    expect(await row(casa.second)).toMatchObject({ cruiDate: null, latestPhase: 'UNSCHEDULED' });
    expect(ids((await get(advisor, '/projects/projects-to-program')).body)).toContain(casa.second);
    expect(ids((await get(advisor, `/projects/calendar/${THURSDAY}`)).body)).not.toContain(casa.second);
    const again = await put(advisor, `/projects/${casa.second}/deprogram`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ messageKey: 'scheduling.errors.notProgrammed' });
    expect((await put(advisor, `/projects/${casa.inReview}/deprogram`)).statusCode).toBe(409);
  });

  it('reprograms a file to be rescheduled to the next commission day of the region', async () => {
    expect((await put(advisor, `/projects/${casa.favourable}/program-project-after-commission`)).statusCode).toBe(409);
    expect((await put(advisor, `/projects/${casa.filled}/program-project-after-commission`)).statusCode).toBe(409);
    expect((await put(rabatAdvisor, `/projects/${casa.toReschedule}/program-project-after-commission`)).statusCode).toBe(404);
    expect((await put(member, `/projects/${casa.toReschedule}/program-project-after-commission`)).statusCode).toBe(403);
    expect(await row(casa.toReschedule)).toMatchObject({ cruiDate: '2026-11-19', isAlreadyReprogrammed: false });

    const res = await put(advisor, `/projects/${casa.toReschedule}/program-project-after-commission`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: casa.toReschedule, cruiDate: THURSDAY });
    expect(await row(casa.toReschedule)).toMatchObject({
      cruiDate: THURSDAY,
      isAlreadyReprogrammed: true,
      latestPhase: 'SCHEDULED',
    });
    expect(ids((await get(advisor, '/projects/projects-to-program')).body)).not.toContain(casa.toReschedule);

    const rescheduled = await get(consultation, `/projects/calendar/rescheduled-projects/${THURSDAY}`);
    expect(rescheduled.statusCode, rescheduled.body).toBe(200);
    expect(rescheduled.json<TCalendarProject[]>()).toMatchObject([
      { id: casa.toReschedule, isAlreadyReprogrammed: true, startTime: '10:10', endTime: '10:30' },
    ]);
    expect(ids((await get(rabatAdvisor, `/projects/calendar/rescheduled-projects/${THURSDAY}`)).body)).toEqual([]);
    expect(ids((await get(national, `/projects/calendar/rescheduled-projects/${THURSDAY}`)).body)).toEqual([casa.toReschedule]);
    expect((await get(investor, `/projects/calendar/rescheduled-projects/${THURSDAY}`)).statusCode).toBe(403);
  });

  it('lets an advisor program a file to be rescheduled on a chosen day, marking it reprogrammed', async () => {
    const other = await fileInPhases(t, {
      regionId: CASA,
      phases: ['FILLED', 'SCHEDULED', 'REVIEWED_IN_CRUI'],
      cruiDate: '2026-11-19',
      lastMetadata: [{ name: 'COMMISSION_CHOICE', value: 'TO_BE_RESCHEDULED' }],
      at: clock.now,
    });
    const res = await put(advisor, `/projects/${other}/program`, { date: '2026-12-03' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ cruiDate: '2026-12-03', isAlreadyReprogrammed: true });
    // The advisor's other region-reads still hold nothing of Rabat.
    expect(ids((await get(advisor, '/projects/calendar/2026-12-03')).body)).toEqual([other]);
    expect((await get(rabatAdvisor, '/projects/calendar/dates-of-programmed-projects')).json()).toEqual([]);
  });

  it('reads "past" on the Moroccan calendar (last: the clock moves on)', async () => {
    // 23:30 UTC on Monday is already Tuesday 00:30 in Casablanca: Monday is past there.
    clock.now = new Date('2026-11-23T23:30:00Z');
    const late = await loginAs(t, 'conseillere.casa@demo.cri.ma');
    const fresh = await fileInPhases(t, { regionId: CASA, phases: ['FILLED'], at: clock.now });
    const res = await put(late, `/projects/${fresh}/program`, { date: MONDAY });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ messageKey: 'scheduling.errors.pastDate' });
    expect(await row(fresh)).toMatchObject({ cruiDate: null, latestPhase: 'FILLED' });
    expect((await put(late, `/projects/${fresh}/program`, { date: '2026-11-24' })).statusCode).toBe(200);
  });
});
