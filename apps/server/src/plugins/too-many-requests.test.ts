import { FRAMING_FORM_DAILY_LIMIT, PROJECT_ARCHIVE_DAILY_LIMIT } from '@cri/shared/limits';
import { FORGOTTEN_PASSWORD_DAILY_LIMIT } from '@cri/shared/schemas/passwords';
import { eq } from 'drizzle-orm';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/accounts.ts';
import { createForm } from '../modules/framing-forms/test-helpers.ts';
import { forgotten, tryLogin } from '../modules/passwords/test-helpers.ts';
import { insertProjectWithPhases } from '../seed/demo-projects.ts';
import { loginAs } from '../test/login.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { errorsPlugin } from './errors.ts';

const API = '/backend/api';

/** Issue 12: every 429 has Retry-After, and its message (fr here, ar on the web) says the same wait. */
function expectRetry(res: LightMyRequestResponse, seconds: number, sentence: string) {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.headers['retry-after']).toBe(String(seconds));
  const body = res.json<{ message: string; retryAfterSeconds: number }>();
  expect(body.retryAfterSeconds).toBe(seconds);
  expect(body.message.endsWith(sentence), body.message).toBe(true);
  expect(body.message).not.toMatch(/demain/);
}

describe('every 429 says when to try again', () => {
  let t: TestApp;
  // 10:00 in Casablanca: 14 hours to the midnight that ends a daily maximum.
  const clock = new Date('2026-11-23T09:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(() => t.close());

  it('the signature-verification limit: in 10 minutes, not tomorrow', async () => {
    let last: LightMyRequestResponse | undefined;
    for (let i = 0; i <= 20; i++)
      last = await t.app.inject({ method: 'POST', url: `${API}/esign/verify-request-to-sign-document` });
    if (!last) throw new Error('no answer');
    expectRetry(last, 600, 'Réessayez dans 10 minutes.');
    expect(last.json()).toMatchObject({
      errorCode: 'TOO_MANY_REQUESTS',
      message: 'Vous avez atteint le nombre maximal de tentatives. Réessayez dans 10 minutes.',
    });
  });

  it('the sign-in throttle: in 30 seconds', async () => {
    for (let i = 0; i < 5; i++) await tryLogin(t, 'investisseur.expire@demo.cri.ma', 'Wrong-pass-1');
    const refused = await tryLogin(t, 'investisseur.expire@demo.cri.ma', 'Wrong-pass-1');
    expectRetry(refused, 30, 'Réessayez dans 30 secondes.');
    expect(refused.json()).toMatchObject({ errorCode: 'SIGN_IN_THROTTLED' });
  });

  it('the daily maxima (reset e-mails, questionnaires, archives): in 14 hours, at midnight in Morocco', async () => {
    const user = 'investisseur.expiration@demo.cri.ma';
    for (let i = 0; i < FORGOTTEN_PASSWORD_DAILY_LIMIT; i++) await forgotten(t, user);
    expectRetry(await forgotten(t, user), 14 * 3600, 'Réessayez dans 14 heures.');

    const investor = await loginAs(t, 'investisseur@demo.cri.ma');
    for (let i = 0; i < FRAMING_FORM_DAILY_LIMIT; i++) expect((await createForm(t, investor)).statusCode).toBe(201);
    expectRetry(await createForm(t, investor), 14 * 3600, 'Réessayez dans 14 heures.');

    const [owner] = await t.database.db.select().from(users).where(eq(users.username, 'investisseur@demo.cri.ma'));
    const id = await insertProjectWithPhases(t.database.db, {
      userId: owner?.id ?? 0,
      name: 'Atelier de couture',
      regionId: 2,
      reference: 'CRI-02-2026-000977',
      procedureIds: [1],
      phases: [],
      createdAt: clock,
    });
    const put = (action: string) =>
      t.app.inject({ method: 'PUT', url: `${API}/projects/${id}/${action}`, headers: investor.headers });
    for (let i = 0; i < PROJECT_ARCHIVE_DAILY_LIMIT; i++) {
      expect((await put('archive-project')).statusCode).toBe(200);
      expect((await put('restore-project')).statusCode).toBe(200);
    }
    expectRetry(await put('archive-project'), 14 * 3600, 'Réessayez dans 14 heures.');
  });

  it('a 429 raised by the framework, without a wait of its own: Retry-After 60', async () => {
    const app = Fastify();
    await app.register(errorsPlugin);
    app.get('/limited', async () => {
      throw Object.assign(new Error('rate limited'), { statusCode: 429 });
    });
    expectRetry(await app.inject({ method: 'GET', url: '/limited' }), 60, 'Réessayez dans 60 secondes.');
    await app.close();
  });
});
