import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advisors, users } from '../../db/schema/accounts.ts';
import { appointments } from '../../db/schema/appointments.ts';
import { type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, TEST_CAPTCHA_ANSWER, type TestApp } from '../../test/test-app.ts';
import { API, createdId } from '../framing-forms/test-helpers.ts';

/** An investor record id set on the demo investor (the users row only points at it). */
const INVESTOR_ID = 4242;

describe('GET /advisors?appointmentId|framingFormId|investorId', () => {
  let t: TestApp;
  let investor: LoggedIn;
  let advisor: LoggedIn;
  let rabatAdvisor: LoggedIn;
  let secondAdvisorId: number;
  let formId: number;
  const lookup = (who: LoggedIn | null, query: string) =>
    t.app.inject({ method: 'GET', url: `${API}/advisors?${query}`, headers: who?.headers ?? {} });

  beforeAll(async () => {
    t = await createTestApp();
    investor = await loginAs(t, 'investisseur@demo.cri.ma');
    advisor = await loginAs(t, 'conseiller.casa@demo.cri.ma');
    rabatAdvisor = await loginAs(t, 'conseiller.rabat@demo.cri.ma');
    const [second] = await t.database.db
      .select({ id: advisors.id })
      .from(advisors)
      .innerJoin(users, eq(users.id, advisors.userId))
      .where(eq(users.username, 'conseillere.casa@demo.cri.ma'));
    secondAdvisorId = second?.id ?? 0;
    await t.database.db.update(users).set({ investorId: INVESTOR_ID }).where(eq(users.username, 'investisseur@demo.cri.ma'));
    formId = await createdId(t, investor);
  });
  afterAll(() => t.close());

  it('answers null while nobody is assigned, then the assigned advisor', async () => {
    const before = await lookup(advisor, `framingFormId=${formId}`);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toBeNull();
    expect((await lookup(advisor, `investorId=${INVESTOR_ID}`)).json()).toBeNull();

    const assigned = await t.app.inject({
      method: 'PUT',
      url: `${API}/framing-forms/${formId}`,
      headers: advisor.headers,
      payload: { advisorId: secondAdvisorId },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const after = await lookup(advisor, `framingFormId=${formId}`);
    expect(after.json()).toMatchObject({ id: secondAdvisorId, user: { firstName: 'Salma', lastName: 'Idrissi' } });
    // The investor's advisor is the one of their latest assigned questionnaire.
    expect((await lookup(advisor, `investorId=${INVESTOR_ID}`)).json()).toMatchObject({ id: secondAdvisorId });
  });

  it('gives the advisor an appointment was given to', async () => {
    const captcha = await t.app.inject({ method: 'GET', url: `${API}/captcha` });
    const booked = await t.app.inject({
      method: 'POST',
      url: `${API}/appointments/new`,
      payload: {
        appointment: {
          subject: 'Extension d’usine',
          details: 'Présentation du projet.',
          regionId: 2,
          name: 'Amina Visiteuse',
          email: 'amina.lookup@example.ma',
          phone: '0612345678',
          language: 'fr',
        },
        captcha: { captchaId: captcha.json<{ captchaId: string }>().captchaId, captchaAnswer: TEST_CAPTCHA_ANSWER },
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const found = await lookup(advisor, `appointmentId=${booked.json<{ id: number }>().id}`);
    expect(found.statusCode).toBe(200);
    expect(found.json<{ region: { id: number } }>().region.id).toBe(2);
  });

  it('hides records of another region (404) and unknown ones', async () => {
    expect((await lookup(rabatAdvisor, `framingFormId=${formId}`)).statusCode).toBe(404);
    expect((await lookup(advisor, 'framingFormId=999999')).statusCode).toBe(404);
    expect((await lookup(advisor, 'appointmentId=999999')).statusCode).toBe(404);
    expect((await lookup(advisor, 'investorId=999999')).statusCode).toBe(404);
  });

  it('asks for exactly one criterion, and is closed to anonymous callers and roles without profiles', async () => {
    expect((await lookup(advisor, '')).statusCode).toBe(422);
    expect((await lookup(advisor, `framingFormId=${formId}&investorId=${INVESTOR_ID}`)).statusCode).toBe(422);
    expect((await lookup(null, `framingFormId=${formId}`)).statusCode).toBe(401);
    const piafe = await loginAs(t, 'conseiller.piafe@demo.cri.ma');
    expect((await lookup(piafe, `framingFormId=${formId}`)).statusCode).toBe(403);
  });

  it("shows an investor the advisor of their own questionnaire, appointment and record, and nobody else's", async () => {
    // Their own questionnaire (assigned above) and their own investor record.
    const own = await lookup(investor, `framingFormId=${formId}`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ id: secondAdvisorId, user: { firstName: 'Salma' }, abilities: { edit: false } });
    // The investor record id is a claim of the token: a new sign-in carries the one set above.
    const withRecord = await loginAs(t, 'investisseur@demo.cri.ma', { fresh: true });
    expect((await lookup(withRecord, `investorId=${INVESTOR_ID}`)).json()).toMatchObject({ id: secondAdvisorId });

    // Their own appointment (booked signed in): null until an advisor takes it, then that advisor.
    const captcha = await t.app.inject({ method: 'GET', url: `${API}/captcha` });
    const booked = await t.app.inject({
      method: 'POST',
      url: `${API}/appointments/new`,
      headers: investor.headers,
      payload: {
        appointment: { subject: 'Mon extension', details: 'Questions sur le foncier.', regionId: 2 },
        captcha: { captchaId: captcha.json<{ captchaId: string }>().captchaId, captchaAnswer: TEST_CAPTCHA_ANSWER },
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const mine = booked.json<{ id: number }>().id;
    const [row] = await t.database.db.select().from(appointments).where(eq(appointments.id, mine));
    const forMine = await lookup(investor, `appointmentId=${mine}`);
    expect(forMine.statusCode).toBe(200);
    expect(forMine.json()?.id ?? null).toBe(row?.advisorId ?? null);

    // Somebody else's: another investor's questionnaire, a visitor's appointment, another investor record.
    const other = await loginAs(t, 'investisseur.expiration@demo.cri.ma');
    expect((await lookup(other, `framingFormId=${formId}`)).statusCode).toBe(404);
    expect((await lookup(other, `appointmentId=${mine}`)).statusCode).toBe(404);
    expect((await lookup(other, `investorId=${INVESTOR_ID}`)).statusCode).toBe(404);
    const [visitors] = await t.database.db
      .select()
      .from(appointments)
      .where(eq(appointments.requesterEmail, 'amina.lookup@example.ma'));
    expect((await lookup(investor, `appointmentId=${visitors?.id}`)).statusCode).toBe(404);
  });
});
