import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMails } from '../../db/schema/mail.ts';
import { flushOutbox } from '../../mail/plugin.ts';
import { lastMailTo, linkOf } from '../../mail/testing.ts';
import { demoUser } from '../../test/login.ts';
import { createTestApp, TEST_CAPTCHA_ANSWER, type TestApp } from '../../test/test-app.ts';
import { ACTIVATION_LINKS_PER_HOUR } from './activation-tokens.ts';

const PASSWORD = 'Activation@Compte2026';
const HOUR = 3_600_000;

describe('activation link', () => {
  let t: TestApp;
  let clock = new Date('2026-05-04T08:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(() => t.close());

  const captchaId = async () =>
    (await t.app.inject({ method: 'GET', url: '/backend/api/captcha' })).json<{ captchaId: string }>().captchaId;
  async function signUp(username: string): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/backend/api/users/sign-up',
      payload: {
        username,
        password: PASSWORD,
        accountType: 'INVESTOR',
        captchaId: await captchaId(),
        captchaAnswer: TEST_CAPTCHA_ANSWER,
      },
    });
    expect(res.statusCode).toBe(201);
    return tokenSentTo(username);
  }
  const tokenSentTo = async (username: string) => linkOf(await lastMailTo(t.app, username)).searchParams.get('token') ?? '';
  const activate = (token: string) => t.app.inject({ method: 'POST', url: '/backend/api/users/activate', payload: { token } });
  const resend = (username: string) =>
    t.app.inject({ method: 'POST', url: '/backend/api/users/resend-activation', payload: { username } });
  const login = async (username: string) =>
    t.app.inject({
      method: 'POST',
      url: '/backend/api/login',
      payload: { username, password: PASSWORD, captchaId: await captchaId(), captchaAnswer: TEST_CAPTCHA_ANSWER },
    });

  it('enables the account and signs the user in; the link works once', async () => {
    const token = await signUp('active.ok@example.ma');
    const res = await activate(token);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ accessToken: string; refreshToken: string; expiresIn: number }>();
    expect(decodeJwt(body.accessToken)).toMatchObject({ username: 'active.ok@example.ma', roles: ['ROLE_INVESTOR'], otp: true });
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/backend/api/refresh-token',
      payload: { refreshToken: body.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    expect((await login('active.ok@example.ma')).statusCode).toBe(200);

    const again = await activate(token);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ errorCode: 'ACTIVATION_LINK_INVALID' });
  });

  it('answers 404 to an unknown token', async () => {
    const res = await activate('not-a-real-token');
    expect(res.json()).toMatchObject({ status: 404, errorCode: 'ACTIVATION_LINK_INVALID' });
  });

  it('answers 304 to an expired link (after 48 hours), and a resent link works', async () => {
    const token = await signUp('active.expire@example.ma');
    clock = new Date(clock.getTime() + 48 * HOUR + 1000);
    const res = await activate(token);
    expect(res.statusCode).toBe(304);
    expect(res.body).toBe('');

    const again = await resend('Active.Expire@example.ma');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ username: 'active.expire@example.ma' });
    const fresh = await tokenSentTo('active.expire@example.ma');
    expect(fresh).not.toBe(token);
    expect((await activate(fresh)).statusCode).toBe(200);
  });

  it('a resent link replaces the older one', async () => {
    const first = await signUp('active.resend@example.ma');
    expect((await resend('active.resend@example.ma')).statusCode).toBe(200);
    const second = await tokenSentTo('active.resend@example.ma');
    expect((await activate(first)).statusCode).toBe(404);
    expect((await activate(second)).statusCode).toBe(200);
  });

  it('answers the same to unknown and already active accounts, and sends them nothing', async () => {
    for (const username of ['personne@example.ma', demoUser('ROLE_INVESTOR')]) {
      const res = await resend(username);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ username });
      expect(await lastMailTo(t.app, username)).toBeUndefined();
    }
  });

  it('refuses a malformed resend request with 422', async () => {
    const res = await resend('pas-un-email');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ fieldErrors: [{ field: 'body.username' }] });
  });
});

describe('resend limit', () => {
  let t: TestApp;
  let clock = new Date('2026-05-04T08:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(() => t.close());

  it(`sends at most ${ACTIVATION_LINKS_PER_HOUR} links an hour to one account, answering the same`, async () => {
    const username = 'investisseur.inactif@demo.cri.ma';
    const resend = () => t.app.inject({ method: 'POST', url: '/backend/api/users/resend-activation', payload: { username } });
    for (let i = 0; i < ACTIVATION_LINKS_PER_HOUR + 2; i++) expect((await resend()).statusCode).toBe(200);
    await flushOutbox(t.app);
    const sent = async () => (await t.database.db.select().from(outboxMails).where(eq(outboxMails.to, username))).length;
    expect(await sent()).toBe(ACTIVATION_LINKS_PER_HOUR);
    clock = new Date(clock.getTime() + 3_600_000 + 1000);
    expect((await resend()).statusCode).toBe(200);
    await flushOutbox(t.app);
    expect(await sent()).toBe(ACTIVATION_LINKS_PER_HOUR + 1);
  });
});
