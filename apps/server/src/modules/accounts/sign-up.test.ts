import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { outboxMails } from '../../db/schema/mail.ts';
import { lastMailTo } from '../../mail/testing.ts';
import { demoUser } from '../../test/login.ts';
import { createTestApp, TEST_CAPTCHA_ANSWER, type TestApp } from '../../test/test-app.ts';
import { findAccountType } from './repository.ts';

const PASSWORD = 'Nouveau@Compte2026';

describe('POST /users/sign-up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const captchaId = async () =>
    (await t.app.inject({ method: 'GET', url: '/backend/api/captcha' })).json<{ captchaId: string }>().captchaId;
  const signUp = async (body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/backend/api/users/sign-up',
      payload: {
        password: PASSWORD,
        accountType: 'INVESTOR',
        captchaId: await captchaId(),
        captchaAnswer: TEST_CAPTCHA_ANSWER,
        ...body,
      },
    });

  it('creates a disabled investor account and e-mails its activation link', async () => {
    const res = await signUp({ username: ' Nouvel.Investisseur@Example.ma ', accountType: 'PROFESSIONAL' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ username: 'nouvel.investisseur@example.ma' });
    const [user] = await t.database.db.select().from(users).where(eq(users.username, 'nouvel.investisseur@example.ma'));
    expect(user).toMatchObject({ enabled: false, roles: ['ROLE_INVESTOR'] });
    expect(user?.passwordHash).toMatch(/^scrypt\$/);
    expect(user?.passwordExpirationDate).not.toBeNull();
    expect(await findAccountType(t.database.db, user?.id ?? 0)).toBe('PROFESSIONAL');
    const mail = await lastMailTo(t.app, 'nouvel.investisseur@example.ma');
    expect(mail?.template).toBe('activation');
    expect(mail?.params.link).toMatch(/^http:\/\/localhost:8080\/activation\?token=[\w-]{43}$/);
  });

  it('cannot sign in before activation', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/backend/api/login',
      payload: {
        username: 'nouvel.investisseur@example.ma',
        password: PASSWORD,
        captchaId: await captchaId(),
        captchaAnswer: TEST_CAPTCHA_ANSWER,
      },
    });
    expect(res.json()).toMatchObject({ status: 401, errorCode: 'ACCOUNT_NOT_ACTIVATED' });
  });

  it('answers 409 on the username field for an existing address, and sends nothing', async () => {
    const before = (await t.database.db.select().from(outboxMails)).length;
    const existing = demoUser('ROLE_INVESTOR').toUpperCase();
    const res = await signUp({ username: existing });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      status: 409,
      errorCode: 'EMAIL_EXISTS',
      message: 'Cette adresse e-mail existe déjà.',
      messageKey: 'errors.EMAIL_EXISTS',
      fieldErrors: [{ field: 'username', messageKey: 'errors.EMAIL_EXISTS' }],
    });
    expect((await t.database.db.select().from(outboxMails)).length).toBe(before);
  });

  it('refuses a wrong captcha with 422 on the captcha field, creating nothing', async () => {
    const res = await signUp({ username: 'captcha.faux@example.ma', captchaAnswer: 'wrong' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errorCode: 'INVALID_CAPTCHA', fieldErrors: [{ field: 'captchaAnswer' }] });
    expect(await t.database.db.select().from(users).where(eq(users.username, 'captcha.faux@example.ma'))).toEqual([]);
  });

  it.each([
    ['too short', 'Ab1@xyz'],
    ['no uppercase', 'abcdef1@xyz'],
    ['no digit', 'Abcdefg@xyz'],
    ['no special character', 'Abcdefg1xyz'],
    ['longer than 128', `Aa1@${'x'.repeat(130)}`],
    ['a common breached password', 'P@ssw0rd'],
  ])('refuses a weak password (%s) with 422 on the password field', async (_case, password) => {
    const res = await signUp({ username: 'faible@example.ma', password });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', fieldErrors: [{ field: 'body.password' }] });
  });

  it('refuses a malformed e-mail and an unknown account type with 422', async () => {
    const res = await signUp({ username: 'pas-un-email', accountType: 'ADMIN' });
    expect(res.statusCode).toBe(422);
    const fields = res
      .json<{ fieldErrors: { field: string }[] }>()
      .fieldErrors.map((f) => f.field)
      .sort();
    expect(fields).toEqual(['body.accountType', 'body.username']);
  });
});
