import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMails } from '../db/schema/mail.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { MAIL_RETENTION_DAYS, purgeOldMails } from './dispatcher.ts';
import { enqueueMail, publicLink } from './outbox.ts';
import { flushOutbox } from './plugin.ts';
import { appWithEnv } from './test-env-app.ts';
import { lastMailTo } from './testing.ts';

// One app for the file; the shutdown test closes its own.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('mail outbox and dev mailbox', () => {
  it('renders French then Arabic, escapes parameters and links only http(s) URLs', async () => {
    const to = 'outbox.render@example.ma';
    await t.database.db.transaction((tx) =>
      enqueueMail(tx, {
        to,
        template: 'activation',
        params: { link: 'http://localhost:8080/activation?token=a&b', firstName: '<b>Ali</b>' },
      }),
    );
    const mail = await lastMailTo(t.app, to);
    expect(mail?.status).toBe('SENT');
    expect(mail?.attempts).toBe(1);
    expect(mail?.subject).toBe('Activez votre compte / فعّل حسابك');
    expect(mail?.text).toContain('Bonjour <b>Ali</b>,');
    expect(mail?.text.indexOf('Bonjour')).toBeLessThan(mail?.text.indexOf('مرحبا') ?? 0);
    expect(mail?.html).toContain('<a href="http://localhost:8080/activation?token=a&amp;b">');
    expect(mail?.html).toContain('&lt;b&gt;Ali&lt;/b&gt;');
    expect(mail?.html).toContain('dir="rtl"');
    expect(mail?.html).not.toContain('{{');
  });

  it('keeps nothing when the enqueuing transaction rolls back', async () => {
    const to = 'outbox.rollback@example.ma';
    await expect(
      t.database.db.transaction(async (tx) => {
        await enqueueMail(tx, { to, template: 'passwordChanged', params: {} });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await lastMailTo(t.app, to)).toBeUndefined();
  });

  it('sends each mail once, even when flushed twice in parallel', async () => {
    const to = 'outbox.once@example.ma';
    await enqueueMail(t.database.db, { to, template: 'securityCodeReset', params: {} });
    await Promise.all([flushOutbox(t.app), flushOutbox(t.app)]);
    const rows = await t.database.db.select().from(outboxMails).where(eq(outboxMails.to, to));
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([['SENT', 1]]);
  });

  it('lists the last mails in the dev mailbox, newest first', async () => {
    await enqueueMail(t.database.db, {
      to: 'outbox.list@example.ma',
      template: 'passwordReset',
      params: { link: publicLink(t.app, '/reset-password?token=z') },
    });
    await flushOutbox(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/backend/api/dev/mailbox' });
    expect(res.statusCode).toBe(200);
    const [first] = res.json<{ to: string; subject: string; html: string; status: string }[]>();
    expect(first).toMatchObject({ to: 'outbox.list@example.ma', status: 'SENT' });
    expect(first?.html).toContain('href="http://localhost:8080/reset-password?token=z"');
  });

  it('builds links from PUBLIC_URL when set', () => {
    expect(publicLink({ PUBLIC_URL: 'https://cri.example.ma/', PORT: 8080 }, '/activation?token=x')).toBe(
      'https://cri.example.ma/activation?token=x',
    );
    expect(publicLink({ PUBLIC_URL: undefined, PORT: 9000 }, 'a')).toBe('http://localhost:9000/a');
  });
});

describe('dev mailbox in production', () => {
  it('is not registered, and mails wait in the outbox without SMTP_URL', async () => {
    const app = await appWithEnv(t, { NODE_ENV: 'production', DEMO_DATA: 'false' });
    try {
      const res = await app.inject({ method: 'GET', url: '/backend/api/dev/mailbox' });
      expect(res.statusCode).toBe(404);
      await enqueueMail(t.database.db, { to: 'prod@example.ma', template: 'passwordChanged', params: {} });
      expect(await flushOutbox(app)).toBe(0);
      const [row] = await t.database.db.select().from(outboxMails).where(eq(outboxMails.to, 'prod@example.ma'));
      expect(row?.status).toBe('PENDING');
    } finally {
      await app.close();
    }
  });
});

describe('retention', () => {
  it(`deletes sent mails older than ${MAIL_RETENTION_DAYS} days, keeping pending ones`, async () => {
    const old = new Date(Date.now() - (MAIL_RETENTION_DAYS + 1) * 86_400_000);
    await enqueueMail(t.database.db, { to: 'old.sent@example.ma', template: 'passwordChanged', params: {} });
    await enqueueMail(t.database.db, { to: 'old.pending@example.ma', template: 'passwordChanged', params: {} });
    await t.database.db
      .update(outboxMails)
      .set({ status: 'SENT', createdAt: old })
      .where(eq(outboxMails.to, 'old.sent@example.ma'));
    await t.database.db
      .update(outboxMails)
      .set({ status: 'PENDING', createdAt: old, nextAttemptAt: new Date(Date.now() + 3_600_000) })
      .where(eq(outboxMails.to, 'old.pending@example.ma'));
    await purgeOldMails(t.database.db, new Date());
    const left = await t.database.db
      .select({ to: outboxMails.to })
      .from(outboxMails)
      .where(inArray(outboxMails.to, ['old.sent@example.ma', 'old.pending@example.ma']));
    expect(left.map((m) => m.to)).toEqual(['old.pending@example.ma']);
  });
});

describe('shutdown', () => {
  it('finishes the pass in progress on app.close(), then sends nothing more', async () => {
    const own = await createTestApp();
    for (let i = 0; i < 30; i++)
      await enqueueMail(own.database.db, { to: `close.${i}@example.ma`, template: 'passwordChanged', params: {} });
    const inFlight = flushOutbox(own.app);
    await own.app.close();
    await inFlight;
    const rows = await own.database.db.select().from(outboxMails);
    expect(rows.filter((r) => r.status === 'SENDING')).toEqual([]);
    await enqueueMail(own.database.db, { to: 'after.close@example.ma', template: 'passwordChanged', params: {} });
    expect(await flushOutbox(own.app)).toBe(0);
    await own.close();
  });
});
