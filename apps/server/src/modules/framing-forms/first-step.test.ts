import type { TApiError } from '@cri/shared/errors';
import { questionnaire } from '@cri/shared/fixtures/builders';
import { FRAMING_FORM_DAILY_LIMIT } from '@cri/shared/limits';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, framingForms, users } from '../../db/schema.ts';
import { demoUser, type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, TEST_CAPTCHA_ANSWER, type TestApp } from '../../test/test-app.ts';
import { newInvestorAccount } from '../investors/test-fixtures.ts';
import { API, CASA, createdId, createForm, freshCaptcha } from './test-helpers.ts';

// 10:00 in Casablanca (UTC+1 in November).
let clock = new Date('2026-11-20T09:00:00Z');
let t: TestApp;
let investor: LoggedIn;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  investor = await newInvestorAccount(t, 'cadrage.premier@example.ma');
});
afterAll(() => t.close());

const fieldsOf = (body: TApiError) => Object.fromEntries((body.fieldErrors ?? []).map((e) => [e.field, e.messageKey]));

describe('POST /framing-forms/create-first-step', () => {
  it('stores every answer of the questionnaire and answers its id without appointment', async () => {
    const form = questionnaire();
    const res = await createForm(t, investor, form);
    expect(res.statusCode).toBe(201);
    const { id, appointmentId } = res.json<{ id: number; appointmentId: number | null }>();
    expect(appointmentId).toBeNull();
    const [row] = await t.database.db.select().from(framingForms).where(eq(framingForms.id, id));
    expect(row).toMatchObject(form);
  });

  it('refuses a wrong or a missing captcha with 422 INVALID_CAPTCHA, and stores nothing', async () => {
    const before = (await t.database.db.select().from(framingForms)).length;
    const wrong = await createForm(t, investor, questionnaire(), 'not-it');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ errorCode: 'INVALID_CAPTCHA', message: 'Captcha invalide' });
    const missing = await t.app.inject({
      method: 'POST',
      url: `${API}/framing-forms/create-first-step`,
      headers: investor.headers,
      payload: { framingForm: questionnaire() },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errorCode).toBe('INVALID_CAPTCHA');
    expect((await t.database.db.select().from(framingForms)).length).toBe(before);
  });

  it('answers field errors with the questionnaire message keys: description over 500, areas out of 0.1-150 ha', async () => {
    const res = await createForm(t, investor, questionnaire({ description: 'x'.repeat(501), minAreaHa: 0.05, maxAreaHa: 151 }));
    expect(res.statusCode).toBe(422);
    const body = res.json<TApiError>();
    expect(body.errorCode).toBe('VALIDATION_FAILED');
    expect(fieldsOf(body)).toMatchObject({
      'framingForm.description': 'framingForms.validation.descriptionTooLong',
      'framingForm.minAreaHa': 'framingForms.validation.areaRange',
      'framingForm.maxAreaHa': 'framingForms.validation.areaRange',
    });
    const ok = await createForm(t, investor, questionnaire({ description: 'x'.repeat(500), minAreaHa: 0.1, maxAreaHa: 150 }));
    expect(ok.statusCode).toBe(201);
  });

  it('asks the land answers when land is needed, and checks numbers and ranges', async () => {
    const numbers = await createForm(t, investor, questionnaire({ totalInvestedAmount: -5, numberOfCreatedJobs: 2.5 }));
    expect(numbers.statusCode).toBe(422);
    expect(fieldsOf(numbers.json())).toEqual({
      'framingForm.totalInvestedAmount': 'framingForms.validation.positive',
      'framingForm.numberOfCreatedJobs': 'framingForms.validation.integer',
    });
    const land = await createForm(t, investor, questionnaire({ minAreaHa: null, vocationId: null }));
    expect(fieldsOf(land.json())).toEqual({
      'framingForm.minAreaHa': 'framingForms.validation.required',
      'framingForm.vocationId': 'framingForms.validation.required',
    });
    const swapped = await createForm(t, investor, questionnaire({ minAreaHa: 10, maxAreaHa: 3 }));
    expect(fieldsOf(swapped.json())).toEqual({ 'framingForm.maxAreaHa': 'framingForms.validation.maxBelowMin' });
  });

  it('checks the sector tree and the region against the reference data', async () => {
    const res = await createForm(t, investor, questionnaire({ categoryId: 11, subcategoryId: 111, regionId: 3 }));
    expect(res.statusCode).toBe(422);
    expect(fieldsOf(res.json())).toEqual({
      'framingForm.categoryId': 'framingForms.validation.unknownChoice',
      'framingForm.regionId': 'framingForms.validation.regionNotDeployed',
    });
  });

  it('drops the land answers when no land is needed', async () => {
    const id = await createdId(t, investor, questionnaire({ landNeeded: false, landSituation: 'EXISTS' }));
    const [row] = await t.database.db.select().from(framingForms).where(eq(framingForms.id, id));
    expect(row).toMatchObject({ landNeeded: false, minAreaHa: null, vocationId: null, assignmentType: null });
  });

  it('is for investors: anonymous 401, staff 403', async () => {
    const captchaId = await freshCaptcha(t);
    const payload = { framingForm: questionnaire(), captcha: { captchaId, captchaAnswer: TEST_CAPTCHA_ANSWER } };
    const anonymous = await t.app.inject({ method: 'POST', url: `${API}/framing-forms/create-first-step`, payload });
    expect(anonymous.statusCode).toBe(401);
    const advisor = await loginAs(t, demoUser('ROLE_ADVISOR', CASA));
    const staff = await t.app.inject({
      method: 'POST',
      url: `${API}/framing-forms/create-first-step`,
      headers: advisor.headers,
      payload,
    });
    expect(staff.statusCode).toBe(403);
  });
});

describe('daily maximum of questionnaires', () => {
  it(`allows ${FRAMING_FORM_DAILY_LIMIT} a day, then 429 with Retry-After until midnight, on every instance, and again the next day`, async () => {
    const who = await newInvestorAccount(t, 'cadrage.limite@example.ma');
    for (let i = 0; i < FRAMING_FORM_DAILY_LIMIT; i++) expect((await createForm(t, who)).statusCode).toBe(201);
    const refused = await createForm(t, who);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errorCode).toBe('TOO_MANY_REQUESTS');
    // 10:00 in Casablanca: 14 hours to midnight.
    expect(refused.headers['retry-after']).toBe(String(14 * 3600));

    // A second instance on the same database counts the same rows (the count lives in the database).
    const other = await createTestApp({ sameDatabaseAs: t, now: () => clock });
    try {
      const captchaId = (await other.app.inject({ method: 'GET', url: `${API}/captcha` })).json<{ captchaId: string }>()
        .captchaId;
      const res = await other.app.inject({
        method: 'POST',
        url: `${API}/framing-forms/create-first-step`,
        headers: who.headers,
        payload: { framingForm: questionnaire(), captcha: { captchaId, captchaAnswer: TEST_CAPTCHA_ANSWER } },
      });
      expect(res.statusCode).toBe(429);
    } finally {
      await other.close();
    }

    const [account] = await t.database.db.select().from(users).where(eq(users.username, 'cadrage.limite@example.ma'));
    const rows = await t.database.db
      .select()
      .from(framingForms)
      .where(and(eq(framingForms.userId, account?.id ?? 0)));
    expect(rows).toHaveLength(FRAMING_FORM_DAILY_LIMIT);

    // Another investor is not affected; the next Moroccan day opens again.
    expect((await createForm(t, investor)).statusCode).toBe(201);
    clock = new Date('2026-11-20T23:30:00Z');
    try {
      // Access tokens live 15 minutes: sign in again at the new time.
      const tomorrow = await loginAs(t, 'cadrage.limite@example.ma');
      expect((await createForm(t, tomorrow)).statusCode).toBe(201);
    } finally {
      clock = new Date('2026-11-20T09:00:00Z');
    }
  });
});

describe('PUT /framing-forms/update-first-step/{id}', () => {
  // The daily maximum of the first investor is spent by now.
  beforeAll(async () => {
    investor = await newInvestorAccount(t, 'cadrage.modification@example.ma');
  });

  it('updates the own questionnaire and answers the appointment already linked to it', async () => {
    const id = await createdId(t, investor);
    const update = async (form = questionnaire({ projectName: 'Hôtel Atlas II' })) =>
      t.app.inject({
        method: 'PUT',
        url: `${API}/framing-forms/update-first-step/${id}`,
        headers: investor.headers,
        payload: { framingForm: form, captcha: { captchaId: await freshCaptcha(t), captchaAnswer: TEST_CAPTCHA_ANSWER } },
      });
    const first = await update();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ id, appointmentId: null });
    const [row] = await t.database.db.select().from(framingForms).where(eq(framingForms.id, id));
    expect(row?.projectName).toBe('Hôtel Atlas II');

    const [appointment] = await t.database.db
      .insert(appointments)
      .values({ regionId: CASA, framingFormId: id })
      .returning({ id: appointments.id });
    const second = await update();
    expect(second.json()).toEqual({ id, appointmentId: appointment?.id });
  });

  it("answers 404 for another investor's questionnaire, and 422 for a wrong captcha", async () => {
    const id = await createdId(t, investor);
    const other = await newInvestorAccount(t, 'cadrage.autre@example.ma');
    const captcha = { captchaId: await freshCaptcha(t), captchaAnswer: TEST_CAPTCHA_ANSWER };
    const res = await t.app.inject({
      method: 'PUT',
      url: `${API}/framing-forms/update-first-step/${id}`,
      headers: other.headers,
      payload: { framingForm: questionnaire(), captcha },
    });
    expect(res.statusCode).toBe(404);
    const wrong = await t.app.inject({
      method: 'PUT',
      url: `${API}/framing-forms/update-first-step/${id}`,
      headers: investor.headers,
      payload: { framingForm: questionnaire(), captcha: { captchaId: await freshCaptcha(t), captchaAnswer: 'nope' } },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errorCode).toBe('INVALID_CAPTCHA');
  });
});
