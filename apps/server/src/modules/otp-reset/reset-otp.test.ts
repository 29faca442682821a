import type { TSearchUserResponse } from '@cri/shared/schemas/otp-reset';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regionalSupports, users } from '../../db/schema/accounts.ts';
import { lastMailTo } from '../../mail/testing.ts';
import { type LoggedIn, loginAs, signInWithPassword } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TOTP_PERIOD_MS } from '../auth/totp.ts';

const API = '/backend/api';
const CASA_ADVISOR = 'conseiller.casa@demo.cri.ma';
const RABAT_ADVISOR = 'conseiller.rabat@demo.cri.ma';

describe('reset of security codes (spec 1 §6, §7, §8)', () => {
  let t: TestApp;
  let clock = new Date(Date.UTC(2026, 2, 2, 9, 0, 15));
  let national: LoggedIn;
  let casa: LoggedIn;
  let rabat: LoggedIn;
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    national = await loginAs(t, 'support.national@demo.cri.ma');
    casa = await loginAs(t, 'support.casa@demo.cri.ma');
    rabat = await loginAs(t, 'support.rabat@demo.cri.ma');
  });
  afterAll(async () => t.close());

  const nextStep = () => {
    clock = new Date(clock.getTime() + TOTP_PERIOD_MS);
  };
  const search = (who: LoggedIn, username: string) =>
    t.app.inject({ method: 'GET', url: `${API}/users/search-user`, query: { username }, headers: who.headers });
  const reset = (who: LoggedIn, path: 'national-support' | 'regional-supports', id: number, accountType = 'ADVISOR') =>
    t.app.inject({ method: 'PUT', url: `${API}/${path}/reset-otp/${id}`, payload: { accountType }, headers: who.headers });
  const idOf = async (username: string) => {
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
    if (!row) throw new Error(username);
    return row.id;
  };

  it('lets national support reset a staff code: sessions end, the next sign-in sets up the authenticator again', async () => {
    const advisor = await loginAs(t, RABAT_ADVISOR, { fresh: true });
    const found = await search(national, 'Conseiller.Rabat@demo.cri.ma');
    expect(found.statusCode).toBe(200);
    expect(found.json<TSearchUserResponse>()).toMatchObject({
      username: RABAT_ADVISOR,
      accountType: 'ADVISOR',
      regionId: 10,
      regionName: 'Rabat-Salé-Kénitra',
      securityCodeConfigured: true,
      canReset: true,
    });
    const res = await reset(national, 'national-support', found.json<TSearchUserResponse>().id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ messageKey: 'otpReset.success', message: 'Code OTP réinitialisé' });
    expect((await lastMailTo(t.app, RABAT_ADVISOR))?.template).toBe('securityCodeReset');

    const refresh = await t.app.inject({
      method: 'POST',
      url: `${API}/refresh-token`,
      payload: { refreshToken: advisor.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    expect((await search(national, RABAT_ADVISOR)).json()).toMatchObject({ securityCodeConfigured: false });
    nextStep();
    const again = await signInWithPassword(t, RABAT_ADVISOR);
    expect(decodeJwt(again.accessToken)).toMatchObject({ otp: false, firstConnection: true });
    const key = await t.app.inject({
      method: 'GET',
      url: `${API}/users/secureKey`,
      query: { username: RABAT_ADVISOR },
      headers: { authorization: `Bearer ${again.accessToken}` },
    });
    expect(key.statusCode).toBe(200);
    nextStep();
    await loginAs(t, RABAT_ADVISOR, { fresh: true });
  });

  it('refuses investors (no code), unknown accounts and a wrong account type', async () => {
    const investor = await search(national, 'investisseur@demo.cri.ma');
    expect(investor.json()).toMatchObject({ accountType: 'INVESTOR', canReset: false, securityCodeConfigured: false });
    const res = await reset(national, 'national-support', investor.json<TSearchUserResponse>().id, 'INVESTOR');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errorCode: 'NO_SECURITY_CODE', messageKey: 'errors.NO_SECURITY_CODE' });
    expect((await search(national, 'personne@demo.cri.ma')).json()).toMatchObject({
      status: 404,
      errorCode: 'ACCOUNT_NOT_FOUND',
    });
    const wrongType = await reset(national, 'national-support', await idOf(CASA_ADVISOR), 'CRUI_MEMBER');
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', fieldErrors: [{ field: 'body.accountType' }] });
    const badEmail = await search(national, 'pas-un-email');
    expect(badEmail.json()).toMatchObject({ status: 422, errorCode: 'VALIDATION_FAILED' });
  });

  it('lets the Casablanca regional support (with the right) act on its region only', async () => {
    expect((await search(casa, CASA_ADVISOR)).json()).toMatchObject({ username: CASA_ADVISOR, regionId: 2 });
    const outside = await search(casa, RABAT_ADVISOR);
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toMatchObject({
      errorCode: 'ACCOUNT_NOT_IN_REGION',
      messageKey: 'errors.ACCOUNT_NOT_IN_REGION',
      message: "Compte introuvable dans votre région, vérifiez l'adresse e-mail et réessayez.",
    });
    expect((await search(casa, 'support.national@demo.cri.ma')).statusCode).toBe(404);
    expect((await reset(casa, 'regional-supports', await idOf(RABAT_ADVISOR))).json()).toMatchObject({
      status: 404,
      errorCode: 'ACCOUNT_NOT_IN_REGION',
    });
    expect((await reset(casa, 'national-support', await idOf(CASA_ADVISOR))).statusCode).toBe(403);
    expect((await reset(casa, 'regional-supports', await idOf(CASA_ADVISOR))).statusCode).toBe(200);
    expect((await reset(national, 'regional-supports', await idOf(CASA_ADVISOR))).statusCode).toBe(403);
  });

  it('refuses a regional support without the right (403, the forbidden message)', async () => {
    const res = await reset(rabat, 'regional-supports', await idOf(RABAT_ADVISOR));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ errorCode: 'FORBIDDEN', message: "Vous n'êtes pas autorisé à effectuer cette action." });
    expect((await search(rabat, RABAT_ADVISOR)).statusCode).toBe(403);
  });

  it('refuses a regional support whose record is no longer active, even with the right', async () => {
    const supportId = await idOf('support.casa@demo.cri.ma');
    await t.database.db.update(regionalSupports).set({ active: false }).where(eq(regionalSupports.userId, supportId));
    expect((await reset(casa, 'regional-supports', await idOf(CASA_ADVISOR))).statusCode).toBe(403);
    await t.database.db.update(regionalSupports).set({ active: true }).where(eq(regionalSupports.userId, supportId));
  });
});
