import type { TAppointment } from '@cri/shared/schemas/appointments';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advisors, users } from '../../db/schema/accounts.ts';
import { appointments } from '../../db/schema/appointments.ts';
import { framingForms } from '../../db/schema/framing-forms.ts';
import { outboxMails } from '../../db/schema/mail.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { translate } from '../../lib/i18n.ts';
import { advisorIdOf, demoUser, type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, TEST_CAPTCHA_ANSWER, type TestApp } from '../../test/test-app.ts';

const API = '/backend/api';
const CASA = 2;
const RABAT = 10;
/** Another deployed region, without any advisor. */
const OTHER_REGION = 1;
/** Wednesday 3 June 2026, 09:40 in Morocco (UTC+1). */
let clock = new Date('2026-06-03T08:40:00Z');

type Headers = { authorization: string } | Record<string, never>;

describe('appointments', () => {
  let t: TestApp;
  let investor: LoggedIn;
  let advisor: LoggedIn;
  /** The second advisor of Casablanca-Settat: requests go to the less busy of the two. */
  let advisor2: LoggedIn;
  let rabatAdvisor: LoggedIn;
  /** advisors.id -> the signed-in advisor. */
  const byAdvisorId = new Map<number, LoggedIn>();
  let casaConsult: LoggedIn;
  let nationalConsult: LoggedIn;
  let investorId: number;
  let seq = 0;

  const captcha = async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/captcha` });
    return { captchaId: res.json<{ captchaId: string }>().captchaId, captchaAnswer: TEST_CAPTCHA_ANSWER };
  };
  const visitor = (email: string, regionId = CASA, extra: object = {}) => ({
    subject: `Projet ${++seq}`,
    details: 'Je souhaite présenter mon projet industriel.',
    regionId,
    name: 'Amina Visiteuse',
    email,
    phone: '0612345678',
    ...extra,
  });
  const book = async (appointment: object, headers: Headers = {}, cap?: object) =>
    t.app.inject({
      method: 'POST',
      url: `${API}/appointments/new`,
      headers,
      payload: { appointment, captcha: cap ?? (await captcha()) },
    });
  const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url: `${API}${url}`, headers });
  const put = (id: number, payload: object, headers: Headers) =>
    t.app.inject({ method: 'PUT', url: `${API}/appointments/${id}`, headers, payload });
  const bookedId = async (email: string, regionId = CASA, extra: object = {}) => {
    const res = await book(visitor(email, regionId, extra));
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number }>().id;
  };
  const rowOf = async (id: number) => (await t.database.db.select().from(appointments).where(eq(appointments.id, id)))[0];
  /** The advisor holding the appointment (only they change or cancel it), and another of its region. */
  const holderOf = async (id: number): Promise<LoggedIn> => {
    const holder = byAdvisorId.get((await rowOf(id))?.advisorId ?? 0);
    if (!holder) throw new Error(`appointment ${id} is not held by a Casablanca or Rabat advisor`);
    return holder;
  };
  const otherCasaAdvisor = async (id: number): Promise<LoggedIn> => ((await holderOf(id)) === advisor ? advisor2 : advisor);

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    investor = await loginAs(t, demoUser('ROLE_INVESTOR'));
    advisor = await loginAs(t, 'conseiller.casa@demo.cri.ma');
    advisor2 = await loginAs(t, 'conseillere.casa@demo.cri.ma');
    rabatAdvisor = await loginAs(t, 'conseiller.rabat@demo.cri.ma');
    byAdvisorId.set(await advisorIdOf(t, 'conseiller.casa@demo.cri.ma'), advisor);
    byAdvisorId.set(await advisorIdOf(t, 'conseillere.casa@demo.cri.ma'), advisor2);
    byAdvisorId.set(await advisorIdOf(t, 'conseiller.rabat@demo.cri.ma'), rabatAdvisor);
    casaConsult = await loginAs(t, demoUser('ROLE_REGIONAL_CONSULTATION', CASA));
    nationalConsult = await loginAs(t, demoUser('ROLE_NATIONAL_CONSULTATION'));
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.username, demoUser('ROLE_INVESTOR')));
    investorId = row?.id ?? 0;
  });
  afterAll(() => t.close());

  describe('booking', () => {
    it('lets a visitor book with a captcha; the requester is kept and the request waits to be scheduled', async () => {
      const res = await book(visitor('Amina@Example.ma', CASA, { language: 'ar' }));
      expect(res.statusCode, res.body).toBe(201);
      const [row] = await t.database.db.select().from(appointments).where(eq(appointments.id, res.json().id));
      expect(row).toMatchObject({
        userId: null,
        regionId: CASA,
        requesterEmail: 'amina@example.ma',
        requesterPhone: '0612345678',
        language: 'ar',
        status: 'TO_BE_SCHEDULED',
      });
      expect(row?.advisorId).not.toBeNull();
    });

    it('refuses a missing or wrong captcha with INVALID_CAPTCHA, and books nothing', async () => {
      const before = (await t.database.db.select().from(appointments)).length;
      const missing = await book(visitor('cap@example.ma'), {}, { captchaId: '', captchaAnswer: '' });
      expect(missing.statusCode).toBe(422);
      expect(missing.json()).toMatchObject({ errorCode: 'INVALID_CAPTCHA' });
      const absent = await t.app.inject({
        method: 'POST',
        url: `${API}/appointments/new`,
        payload: { appointment: visitor('cap@example.ma') },
      });
      expect(absent.json()).toMatchObject({ status: 422, errorCode: 'INVALID_CAPTCHA' });
      const wrong = await book(visitor('cap@example.ma'), {}, { ...(await captcha()), captchaAnswer: 'nope' });
      expect(wrong.json()).toMatchObject({ status: 422, errorCode: 'INVALID_CAPTCHA' });
      expect((await t.database.db.select().from(appointments)).length).toBe(before);
    });

    it('asks a visitor for name, e-mail and phone, as field errors', async () => {
      const res = await book({ subject: 'x', details: 'y', regionId: CASA, email: 'not-an-email', phone: '12' });
      expect(res.statusCode).toBe(422);
      expect(
        res
          .json()
          .fieldErrors.map((f: { field: string }) => f.field)
          .sort(),
      ).toEqual(['appointment.email', 'appointment.name', 'appointment.phone']);
    });

    it('refuses a region that is not deployed', async () => {
      const res = await book(visitor('region@example.ma', 3));
      expect(res.statusCode).toBe(422);
      expect(res.json().fieldErrors).toEqual([
        { field: 'appointment.regionId', messageKey: 'appointments.errors.regionRequired' },
      ]);
    });

    it('says "already requested today" for a second request with the same advisor, and lets it through the next day', async () => {
      await bookedId('twice@example.ma', CASA);
      const again = await book(visitor('twice@example.ma', CASA));
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ errorCode: 'APPOINTMENT_ALREADY_REQUESTED' });
      const saved = clock;
      clock = new Date(clock.getTime() + 24 * 3600_000);
      try {
        expect((await book(visitor('twice@example.ma', CASA))).statusCode).toBe(201);
      } finally {
        clock = saved;
      }
    });

    it('stops at the daily maximum per e-mail address with 422 APPOINTMENT_DAILY_LIMIT', async () => {
      const email = 'limit@example.ma';
      await bookedId(email, CASA);
      await bookedId(email, RABAT);
      await bookedId(email, OTHER_REGION);
      const res = await book(visitor(email, 5));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ errorCode: 'APPOINTMENT_DAILY_LIMIT', messageKey: 'errors.APPOINTMENT_DAILY_LIMIT' });
      // Another address is not affected.
      expect((await book(visitor('other-limit@example.ma', 5))).statusCode).toBe(201);
    });

    it("takes a signed-in investor's identity from the token, never from the body", async () => {
      const res = await book({ ...visitor('spoof@example.ma', RABAT), userId: 1 }, investor.headers);
      expect(res.statusCode, res.body).toBe(201);
      const [row] = await t.database.db.select().from(appointments).where(eq(appointments.id, res.json().id));
      expect(row?.userId).toBe(investorId);
      expect(row?.requesterEmail).toBe(demoUser('ROLE_INVESTOR'));
    });

    it('refuses staff accounts', async () => {
      expect((await book(visitor('staff@example.ma'), advisor.headers)).statusCode).toBe(403);
    });

    it("books with the advisor of the investor's own framing form, and 404 for another's", async () => {
      const [casaAdvisor] = await t.database.db
        .select()
        .from(advisors)
        .innerJoin(users, eq(users.id, advisors.userId))
        .where(eq(users.username, 'conseillere.casa@demo.cri.ma'));
      const [mine] = await t.database.db
        .insert(framingForms)
        .values({ userId: investorId, regionId: CASA, advisorId: casaAdvisor?.advisors.id ?? null })
        .returning();
      const [otherUser] = await t.database.db
        .select()
        .from(users)
        .where(eq(users.username, 'investisseur.expiration@demo.cri.ma'));
      const [theirs] = await t.database.db
        .insert(framingForms)
        .values({ userId: otherUser?.id ?? 0, regionId: CASA })
        .returning();
      const post = async (framingFormId: number, headers: Headers) =>
        t.app.inject({
          method: 'POST',
          url: `${API}/appointments/framing-form`,
          headers,
          payload: {
            appointment: { subject: 'Cadrage', details: 'Questions sur mon questionnaire', framingFormId },
            captcha: await captcha(),
          },
        });
      const ok = await post(mine?.id ?? 0, investor.headers);
      expect(ok.statusCode, ok.body).toBe(201);
      const [row] = await t.database.db.select().from(appointments).where(eq(appointments.id, ok.json().id));
      expect(row).toMatchObject({
        framingFormId: mine?.id,
        advisorId: casaAdvisor?.advisors.id,
        regionId: CASA,
        userId: investorId,
      });
      expect((await post(theirs?.id ?? 0, investor.headers)).statusCode).toBe(404);
      expect((await post(mine?.id ?? 0, {})).statusCode).toBe(401);
      const list = await get(`/appointments/framing-form/${mine?.id}`, investor.headers);
      expect(list.json<TAppointment[]>().map((a) => a.id)).toEqual([ok.json().id]);
    });
  });

  describe('scheduling', () => {
    let id: number;
    let holder: LoggedIn;
    beforeAll(async () => {
      id = await bookedId('schedule@example.ma', CASA, { language: 'ar' });
      holder = await holderOf(id);
    });

    it('only lets the assigned advisor change it: investor 403, another region 404, anonymous 401', async () => {
      const body = { status: 'SCHEDULED', date: '2026-06-05', startTime: '09:30' };
      expect((await put(id, body, investor.headers)).statusCode).toBe(403);
      expect((await put(id, body, (await otherCasaAdvisor(id)).headers)).json()).toMatchObject({
        status: 403,
        errorCode: 'APPOINTMENT_NOT_ASSIGNED',
      });
      expect((await put(id, body, rabatAdvisor.headers)).statusCode).toBe(404);
      expect((await put(id, body, casaConsult.headers)).statusCode).toBe(403);
      expect((await put(id, body, {})).statusCode).toBe(401);
    });

    it.each([
      ['a Saturday', '2026-06-06', '09:30', 'date', 'appointments.errors.weekend'],
      ['a past day', '2026-06-02', '09:30', 'date', 'appointments.errors.pastDate'],
      ['a slot already begun today', '2026-06-03', '09:30', 'startTime', 'appointments.errors.pastTime'],
      ['a time before the hours', '2026-06-05', '08:30', 'startTime', 'appointments.errors.outOfSlot'],
      ['a time off the 20-minute grid', '2026-06-05', '09:35', 'startTime', 'appointments.errors.outOfSlot'],
      ['a slot ending after the hours', '2026-06-05', '15:50', 'startTime', 'appointments.errors.outOfSlot'],
    ])('refuses %s with 422 and a field error', async (_label, date, startTime, field, messageKey) => {
      const res = await put(id, { status: 'SCHEDULED', date, startTime }, holder.headers);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', fieldErrors: [{ field, messageKey }] });
    });

    it("refuses the region's commission day (Thursday in Casablanca-Settat) with 422 and a translated message", async () => {
      // 2026-06-04 is a Thursday: Casablanca-Settat's advisors sit in the commission (region_parameters).
      const res = await put(id, { status: 'SCHEDULED', date: '2026-06-04', startTime: '09:30' }, holder.headers);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        errorCode: 'VALIDATION_FAILED',
        fieldErrors: [{ field: 'date', messageKey: 'appointments.errors.commissionDay' }],
      });
      expect(translate('appointments.errors.commissionDay', 'fr')).toMatch(/commission régionale/);
      expect(translate('appointments.errors.commissionDay', 'ar')).toMatch(/اللجنة الجهوية/);
      const [row] = await t.database.db.select().from(appointments).where(eq(appointments.id, id));
      expect(row).toMatchObject({ status: 'TO_BE_SCHEDULED', scheduledStart: null });
      // Rabat-Salé-Kénitra sits on Wednesdays: the same Thursday is an ordinary day there.
      const rabat = await bookedId('commission-rabat@example.ma', RABAT);
      const rabatRes = await put(rabat, { status: 'SCHEDULED', date: '2026-06-04', startTime: '09:00' }, rabatAdvisor.headers);
      expect(rabatRes.statusCode, rabatRes.body).toBe(200);
      const wednesday = await put(rabat, { status: 'SCHEDULED', date: '2026-06-10', startTime: '09:00' }, rabatAdvisor.headers);
      expect(wednesday.json()).toMatchObject({
        fieldErrors: [{ field: 'date', messageKey: 'appointments.errors.commissionDay' }],
      });
    });

    it('schedules on a slot, mails the investor in the language they booked in, and shows it as upcoming', async () => {
      const res = await put(id, { status: 'SCHEDULED', date: '2026-06-05', startTime: '10:10' }, holder.headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<TAppointment>()).toMatchObject({
        status: 'SCHEDULED',
        date: '2026-06-05',
        startTime: '10:10',
        endTime: '10:30',
      });
      const [mail] = await t.database.db
        .select()
        .from(outboxMails)
        .where(and(eq(outboxMails.to, 'schedule@example.ma'), eq(outboxMails.template, 'appointmentScheduled')));
      expect(mail?.subject).toBe('تمت برمجة موعدك');
      expect(mail?.text).toContain('05/06/2026 10:10');
      expect(mail?.text).not.toMatch(/Bonjour/);
      const upcoming = await get('/appointments/advisor/future-appointments', holder.headers);
      expect(upcoming.json<TAppointment[]>().map((a) => a.id)).toContain(id);
      const toProgram = await get('/appointments/advisor/to-programm-appointments', holder.headers);
      expect(toProgram.json<TAppointment[]>().map((a) => a.id)).not.toContain(id);
    });

    it('reschedules and cancels, each mailed; a cancelled appointment cannot change any more', async () => {
      const moved = await put(id, { status: 'SCHEDULED', date: '2026-06-08', startTime: '11:10' }, holder.headers);
      expect(moved.statusCode).toBe(200);
      const cancelled = await put(id, { status: 'CANCELLED', cancellationReason: 'Conseiller indisponible' }, holder.headers);
      expect(cancelled.json<TAppointment>()).toMatchObject({
        status: 'CANCELLED',
        cancellationReason: 'Conseiller indisponible',
      });
      expect(cancelled.json<TAppointment>().history.map((h) => h.event)).toEqual([
        'REQUESTED',
        'SCHEDULED',
        'RESCHEDULED',
        'CANCELLED',
      ]);
      // In the order they were written: PostgreSQL returns an unordered select in any order.
      const templates = (
        await t.database.db.select().from(outboxMails).where(eq(outboxMails.to, 'schedule@example.ma')).orderBy(outboxMails.id)
      ).map((m) => m.template);
      expect(templates).toEqual(['appointmentScheduled', 'appointmentRescheduled', 'appointmentCancelled']);
      expect(
        (await put(id, { status: 'SCHEDULED', date: '2026-06-09', startTime: '09:30' }, holder.headers)).json(),
      ).toMatchObject({
        status: 409,
        errorCode: 'APPOINTMENT_CANCELLED',
      });
    });

    it('notifies a signed-in investor and mails them in French when they booked in French', async () => {
      // The investor's requests of the booking tests were made "yesterday" (daily limit, same advisor).
      await t.database.db
        .update(appointments)
        .set({ createdAt: new Date(clock.getTime() - 24 * 3600_000) })
        .where(eq(appointments.userId, investorId));
      const res = await book({ subject: 'Mon projet', details: 'Détails', regionId: CASA }, investor.headers);
      expect(res.statusCode, res.body).toBe(201);
      const mine = res.json().id as number;
      const scheduled = await put(
        mine,
        { status: 'SCHEDULED', date: '2026-06-10', startTime: '14:10' },
        (await holderOf(mine)).headers,
      );
      expect(scheduled.statusCode).toBe(200);
      const [mail] = await t.database.db
        .select()
        .from(outboxMails)
        .where(and(eq(outboxMails.to, demoUser('ROLE_INVESTOR')), eq(outboxMails.template, 'appointmentScheduled')));
      expect(mail?.subject).toBe('Votre rendez-vous est programmé');
      expect(mail?.text).toContain('10/06/2026 14:10');
      const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, investorId));
      expect(notes.map((n) => n.titleKey)).toContain('appointments.notifications.SCHEDULED.title');
      const upcoming = await get('/appointments/future-appointments', investor.headers);
      expect(upcoming.json<TAppointment[]>().map((a) => a.id)).toEqual([mine]);
      // Once its time has gone by, it is past (moved in the database: the clock would expire the tokens).
      await t.database.db.update(appointments).set({ scheduledStart: '2026-06-03 08:40:00' }).where(eq(appointments.id, mine));
      expect((await get('/appointments/past-appointments', investor.headers)).json<TAppointment[]>().map((a) => a.id)).toEqual([
        mine,
      ]);
      expect((await get('/appointments/future-appointments', investor.headers)).json<TAppointment[]>()).toEqual([]);
    });

    it('lets exactly one of two simultaneous bookings of one advisor slot through (409 SLOT_TAKEN)', async () => {
      const a = await bookedId('race-a@example.ma', CASA);
      const b = await bookedId('race-b@example.ma', CASA);
      // Both requests held by one advisor, so they compete for the same slot.
      const [first] = await t.database.db.select().from(appointments).where(eq(appointments.id, a));
      await t.database.db
        .update(appointments)
        .set({ advisorId: first?.advisorId ?? null })
        .where(eq(appointments.id, b));
      const body = { status: 'SCHEDULED', date: '2026-06-09', startTime: '09:50' };
      const holder = await holderOf(a);
      const results = await Promise.all([put(a, body, holder.headers), put(b, body, holder.headers)]);
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes).toEqual([200, 409]);
      expect(results.find((r) => r.statusCode === 409)?.json()).toMatchObject({ errorCode: 'SLOT_TAKEN' });
      const scheduled = await t.database.db
        .select()
        .from(appointments)
        .where(and(eq(appointments.status, 'SCHEDULED'), eq(appointments.scheduledStart, '2026-06-09 09:50:00')));
      expect(scheduled).toHaveLength(1);
    });
  });

  describe('the 48-hour answer of the assigned advisor (spec 2 §4, decision 031)', () => {
    const setAssigned = (id: number, iso: string) =>
      t.database.db
        .update(appointments)
        .set({ assignedAt: new Date(iso) })
        .where(eq(appointments.id, id));
    const ids = (res: { json: <T>() => T }) => res.json<TAppointment[]>().map((a) => a.id);

    it('stores when the advisor got the request and shows the deadline, 48 working hours later', async () => {
      const id = await bookedId('deadline@example.ma', CASA);
      expect((await rowOf(id))?.assignedAt).toEqual(clock);
      const res = await get(`/appointments/${id}`, (await holderOf(id)).headers);
      // Wednesday 09:40 in Morocco: due on Friday at 09:40.
      expect(res.json<TAppointment>().answer).toEqual({
        assignedAt: clock.toISOString(),
        dueAt: '2026-06-05T08:40:00.000Z',
        answeredAt: null,
        overdue: false,
        dueSoon: false,
      });
    });

    it('marks a request overdue once its deadline passed unanswered (weekend not counted), lists it under overdue, until answered', async () => {
      const late = await bookedId('late@example.ma', CASA);
      const soon = await bookedId('soon@example.ma', CASA);
      await setAssigned(late, '2026-05-29T14:00:00Z'); // Friday 15:00 in Morocco: due Tuesday 15:00
      await setAssigned(soon, '2026-06-01T09:00:00Z'); // Monday 10:00: due Wednesday 10:00, in 20 minutes
      const holder = await holderOf(late);
      const lateAnswer = (await get(`/appointments/${late}`, holder.headers)).json<TAppointment>().answer;
      expect(lateAnswer).toMatchObject({ dueAt: '2026-06-02T14:00:00.000Z', overdue: true, dueSoon: false });
      const soonAnswer = (await get(`/appointments/${soon}`, advisor.headers)).json<TAppointment>().answer;
      expect(soonAnswer).toMatchObject({ dueAt: '2026-06-03T09:00:00.000Z', overdue: false, dueSoon: true });

      const overdue = await get('/appointments/advisor/to-programm-appointments?overdue=true', advisor.headers);
      expect(overdue.statusCode, overdue.body).toBe(200);
      expect(ids(overdue)).toContain(late);
      expect(ids(overdue)).not.toContain(soon);
      expect(overdue.json<TAppointment[]>().every((a) => a.answer.overdue)).toBe(true);
      expect(ids(await get('/appointments/advisor/to-programm-appointments', advisor.headers))).toEqual(
        expect.arrayContaining([late, soon]),
      );
      expect(ids(await get('/appointments/region/all-appointments?overdue=true', casaConsult.headers))).toContain(late);

      // The holder's first action is the answer: the request is no longer overdue.
      const answered = await put(late, { status: 'SCHEDULED', date: '2026-06-12', startTime: '11:30' }, holder.headers);
      expect(answered.statusCode, answered.body).toBe(200);
      expect(answered.json<TAppointment>().answer).toMatchObject({ answeredAt: clock.toISOString(), overdue: false });
      expect(ids(await get('/appointments/advisor/all-appointments?overdue=true', advisor.headers))).not.toContain(late);
      // Moving it later does not change when it was answered.
      const moved = await put(late, { status: 'SCHEDULED', date: '2026-06-12', startTime: '11:50' }, holder.headers);
      expect(moved.json<TAppointment>().answer.answeredAt).toBe(clock.toISOString());
    });

    it('refuses every other advisor of the region with a translated 403 APPOINTMENT_NOT_ASSIGNED, and changes nothing', async () => {
      const id = await bookedId('not-mine@example.ma', CASA);
      const other = await otherCasaAdvisor(id);
      for (const body of [
        { status: 'CANCELLED', cancellationReason: 'Pas le mien' },
        { status: 'SCHEDULED', date: '2026-06-12', startTime: '14:10' },
      ]) {
        const res = await put(id, body, other.headers);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({
          errorCode: 'APPOINTMENT_NOT_ASSIGNED',
          messageKey: 'errors.APPOINTMENT_NOT_ASSIGNED',
        });
      }
      expect(translate('errors.APPOINTMENT_NOT_ASSIGNED', 'fr')).toMatch(/Seul le conseiller affecté/);
      expect(translate('errors.APPOINTMENT_NOT_ASSIGNED', 'ar')).toMatch(/المستشار المكلف/);
      expect(await rowOf(id)).toMatchObject({ status: 'TO_BE_SCHEDULED', answeredAt: null, cancellationReason: null });
      expect((await get(`/appointments/${id}`, other.headers)).statusCode).toBe(200);
    });

    it('lets an advisor of the region take over a request nobody holds, or whose advisor was deactivated', async () => {
      const orphan = await bookedId('orphan@example.ma', CASA);
      await t.database.db.update(appointments).set({ advisorId: null, assignedAt: null }).where(eq(appointments.id, orphan));
      expect((await get(`/appointments/${orphan}`, advisor2.headers)).json<TAppointment>().answer.dueAt).toBeNull();
      const taken = await put(orphan, { status: 'CANCELLED', cancellationReason: '' }, advisor2.headers);
      expect(taken.statusCode, taken.body).toBe(200);
      expect(await rowOf(orphan)).toMatchObject({
        advisorId: await advisorIdOf(t, 'conseillere.casa@demo.cri.ma'),
        assignedAt: clock,
        answeredAt: clock,
      });

      const left = await bookedId('left@example.ma', CASA);
      const holderId = (await rowOf(left))?.advisorId ?? 0;
      const other = await otherCasaAdvisor(left);
      await t.database.db.update(advisors).set({ active: false }).where(eq(advisors.id, holderId));
      try {
        expect((await get(`/appointments/${left}`, other.headers)).json<TAppointment>().abilities.schedule).toBe(true);
        const res = await put(left, { status: 'SCHEDULED', date: '2026-06-12', startTime: '15:10' }, other.headers);
        expect(res.statusCode, res.body).toBe(200);
        expect((await rowOf(left))?.advisorId).not.toBe(holderId);
      } finally {
        await t.database.db.update(advisors).set({ active: true }).where(eq(advisors.id, holderId));
      }
    });
  });

  describe('reading', () => {
    let casaId: number;
    let rabatId: number;
    beforeAll(async () => {
      casaId = await bookedId('read-casa@example.ma', CASA);
      rabatId = await bookedId('read-rabat@example.ma', RABAT);
    });

    it("shows an investor only their own appointments; another's answers 404", async () => {
      const all = (await get('/appointments/all-appointments', investor.headers)).json<TAppointment[]>();
      expect(all.length).toBeGreaterThan(0);
      expect(all.every((a) => a.userId === investorId)).toBe(true);
      expect(all[0]?.abilities).toEqual({ schedule: false, cancel: false, denied: null });
      expect((await get(`/appointments/${casaId}`, investor.headers)).statusCode).toBe(404);
    });

    it("keeps advisors and regional consultation to their region; another region's appointment is 404", async () => {
      const mine = (await get('/appointments/advisor/all-appointments', advisor.headers)).json<TAppointment[]>();
      expect(mine.map((a) => a.id)).toContain(casaId);
      expect(mine.every((a) => a.regionId === CASA)).toBe(true);
      expect((await get(`/appointments/${rabatId}`, advisor.headers)).statusCode).toBe(404);
      // Every advisor of the region reads it; only the one it is assigned to may change or cancel it.
      const detail = await get(`/appointments/${casaId}`, (await holderOf(casaId)).headers);
      expect(detail.json<TAppointment>().abilities).toEqual({ schedule: true, cancel: true, denied: null });
      const other = await get(`/appointments/${casaId}`, (await otherCasaAdvisor(casaId)).headers);
      expect(other.statusCode).toBe(200);
      expect(other.json<TAppointment>().abilities).toEqual({
        schedule: false,
        cancel: false,
        denied: 'APPOINTMENT_NOT_ASSIGNED',
      });

      const consult = (await get(`/appointments/region/all-appointments?regionId=${RABAT}`, casaConsult.headers)).json<
        TAppointment[]
      >();
      expect(consult.map((a) => a.id)).not.toContain(rabatId);
      const own = (await get('/appointments/region/to-programm-appointments', casaConsult.headers)).json<TAppointment[]>();
      expect(own.map((a) => a.id)).toContain(casaId);
      expect(own.every((a) => a.regionId === CASA && a.status === 'TO_BE_SCHEDULED')).toBe(true);
      expect((await get(`/appointments/${rabatId}`, casaConsult.headers)).statusCode).toBe(404);
      const read = await get(`/appointments/${casaId}`, casaConsult.headers);
      expect(read.json<TAppointment>().abilities).toEqual({ schedule: false, cancel: false, denied: null });
    });

    it('lets national consultation read any region, one or all', async () => {
      const rabat = (await get(`/appointments/region/all-appointments?regionId=${RABAT}`, nationalConsult.headers)).json<
        TAppointment[]
      >();
      expect(rabat.map((a) => a.id)).toContain(rabatId);
      expect(rabat.every((a) => a.regionId === RABAT)).toBe(true);
      const all = (await get('/appointments/region/all-appointments', nationalConsult.headers)).json<TAppointment[]>();
      expect(all.map((a) => a.id)).toEqual(expect.arrayContaining([casaId, rabatId]));
      expect((await get(`/appointments/${rabatId}`, nationalConsult.headers)).statusCode).toBe(200);
      expect((await get('/appointments/advisor/all-appointments', nationalConsult.headers)).statusCode).toBe(403);
    });

    it('answers 401 to anonymous callers of every private route', async () => {
      for (const url of [
        '/appointments/all-appointments',
        '/appointments/future-appointments',
        '/appointments/past-appointments',
        '/appointments/advisor/to-programm-appointments',
        '/appointments/region/all-appointments',
        `/appointments/${casaId}`,
        '/appointments/framing-form/1',
      ]) {
        expect((await get(url, {})).statusCode, url).toBe(401);
      }
    });

    it('documents the endpoints in the OpenAPI document', async () => {
      const paths = Object.keys((await get('/docs/json', {})).json().paths);
      for (const p of [
        '/appointments/new',
        '/appointments/framing-form',
        '/appointments/{id}',
        '/appointments/region/past-appointments',
      ]) {
        expect(paths).toContain(`${API}${p}`);
      }
    });
  });
});
