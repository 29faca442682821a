import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { notify } from './notify.ts';

const API = '/backend/api';
let t: TestApp;
let investor: LoggedIn;
let investorId: number;

beforeAll(async () => {
  t = await createTestApp();
  investor = await loginAs(t, 'investisseur@demo.cri.ma');
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'investisseur@demo.cri.ma'));
  investorId = row?.id ?? 0;
}, 60_000);
afterAll(() => t.close());

const list = (login: LoggedIn) =>
  t.app.inject({ method: 'GET', url: `${API}/notifications/current-user`, headers: login.headers });

describe('notifications', () => {
  it('starts empty: nothing fake is seeded', async () => {
    const res = await list(investor);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [], unreadCount: 0 });
  });

  it('lists what notify created, newest first, keeping only same-site links', async () => {
    await notify(t.database.db, { userId: investorId, titleKey: 'notifications.messages.passwordChanged.title' });
    await notify(t.database.db, {
      userId: investorId,
      title: { fr: 'Projet reçu', ar: 'تم استلام المشروع' },
      body: { fr: 'Votre projet est reçu.', ar: 'تم استلام مشروعكم.' },
      link: '//evil.example/phish',
    });
    const third = await notify(t.database.db, {
      userId: investorId,
      titleKey: 'notifications.messages.securityCodeReset.title',
      link: '/dashboard',
    });
    const res = await list(investor);
    const body = res.json<{ items: { id: number; link: string | null; titleFr: string | null }[]; unreadCount: number }>();
    expect(body.unreadCount).toBe(3);
    expect(body.items.map((n) => n.id)[0]).toBe(third);
    expect(body.items[0]?.link).toBe('/dashboard');
    expect(body.items[1]).toMatchObject({ titleFr: 'Projet reçu', link: null });
  });

  it('marks one read, then all; another user cannot touch them', async () => {
    const { items } = (await list(investor)).json<{ items: { id: number }[] }>();
    const first = items[0]?.id ?? 0;
    const member = await loginAs(t, 'membre.casa@demo.cri.ma');
    expect(
      (await t.app.inject({ method: 'PUT', url: `${API}/notifications/${first}/read`, headers: member.headers })).statusCode,
    ).toBe(404);
    expect((await list(member)).json()).toEqual({ items: [], unreadCount: 0 });

    expect(
      (await t.app.inject({ method: 'PUT', url: `${API}/notifications/${first}/read`, headers: investor.headers })).statusCode,
    ).toBe(204);
    expect((await list(investor)).json<{ unreadCount: number }>().unreadCount).toBe(2);
    expect(
      (await t.app.inject({ method: 'PUT', url: `${API}/notifications/read-all`, headers: investor.headers })).statusCode,
    ).toBe(204);
    const after = (await list(investor)).json<{ unreadCount: number; items: { readAt: string | null }[] }>();
    expect(after.unreadCount).toBe(0);
    expect(after.items.every((n) => n.readAt !== null)).toBe(true);
  });

  it('refuses anonymous callers', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${API}/notifications/current-user` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: `${API}/notifications/read-all` })).statusCode).toBe(401);
  });
});
