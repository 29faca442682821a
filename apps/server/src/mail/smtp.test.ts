import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMails } from '../db/schema/mail.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { MAX_MAIL_ATTEMPTS } from './dispatcher.ts';
import { enqueueMail } from './outbox.ts';
import { flushOutbox } from './plugin.ts';
import { appWithEnv } from './test-env-app.ts';

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server on a random port; `refuse` makes it answer 451 to each message while > 0. */
function startSmtp() {
  const received: Received[] = [];
  const state = { refuse: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (state.refuse > 0) {
          state.refuse -= 1;
          const err = Object.assign(new Error('mailbox busy, try later'), { responseCode: 451 });
          return callback(err);
        }
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  return { server, received, state };
}

describe('delivery over SMTP_URL', () => {
  const smtp = startSmtp();
  let clock = new Date('2026-03-02T09:00:00Z');
  let base: TestApp;
  let app: FastifyInstance;
  const rowOf = async (to: string) => (await base.database.db.select().from(outboxMails).where(eq(outboxMails.to, to)))[0];

  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.server.address() as AddressInfo;
    base = await createTestApp({ now: () => clock });
    app = await appWithEnv(base, { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'CRI <no-reply@cri.test>' }, () => clock);
  });
  afterAll(async () => {
    await app.close();
    await base.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  it('delivers a mail once, in French and Arabic, and no dev mailbox is served', async () => {
    await enqueueMail(base.database.db, {
      to: 'smtp.ok@example.ma',
      template: 'activation',
      params: { link: 'http://localhost:8080/activation?token=t1' },
    });
    await flushOutbox(app);
    await flushOutbox(app);
    const got = smtp.received.filter((m) => m.to.includes('smtp.ok@example.ma'));
    expect(got).toHaveLength(1);
    expect(got[0]?.raw).toMatch(/^From: CRI <no-reply@cri\.test>/m);
    expect(got[0]?.raw).toContain('text/html');
    expect((await rowOf('smtp.ok@example.ma'))?.status).toBe('SENT');
    expect((await app.inject({ method: 'GET', url: '/backend/api/dev/mailbox' })).statusCode).toBe(404);
  });

  it('gives every mail a Message-ID of its outbox row, the same when it is sent again after a crash', async () => {
    await enqueueMail(base.database.db, { to: 'smtp.crash@example.ma', template: 'passwordChanged', params: {} });
    await flushOutbox(app);
    const row = await rowOf('smtp.crash@example.ma');
    const id = `<outbox-${row?.id}-${row?.createdAt.getTime()}@cri.test>`;
    const messageIds = () =>
      smtp.received.filter((m) => m.to.includes('smtp.crash@example.ma')).map((m) => /^Message-ID: (.*)$/im.exec(m.raw)?.[1]);
    expect(messageIds()).toEqual([id]);
    // A process killed after the SMTP server accepted the mail but before marking it SENT leaves it SENDING:
    // another dispatcher takes the stale claim over and sends it again, under the same Message-ID.
    await base.database.db
      .update(outboxMails)
      .set({ status: 'SENDING', claimedAt: new Date(clock.getTime() - 6 * 60_000), sentAt: null })
      .where(eq(outboxMails.to, 'smtp.crash@example.ma'));
    await flushOutbox(app);
    expect(messageIds()).toEqual([id, id]);
    expect((await rowOf('smtp.crash@example.ma'))?.status).toBe('SENT');
  });

  it('retries a refused mail after a backoff, then delivers it', async () => {
    smtp.state.refuse = 1;
    await enqueueMail(base.database.db, { to: 'smtp.retry@example.ma', template: 'passwordChanged', params: {} });
    await flushOutbox(app);
    let row = await rowOf('smtp.retry@example.ma');
    expect(row).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(row?.lastError).toContain('451');
    await flushOutbox(app); // not due yet
    expect((await rowOf('smtp.retry@example.ma'))?.attempts).toBe(1);
    clock = new Date(clock.getTime() + 61_000);
    await flushOutbox(app);
    row = await rowOf('smtp.retry@example.ma');
    expect(row).toMatchObject({ status: 'SENT', attempts: 2 });
    expect(smtp.received.filter((m) => m.to.includes('smtp.retry@example.ma'))).toHaveLength(1);
  });

  it('gives up after the last attempt', async () => {
    smtp.state.refuse = MAX_MAIL_ATTEMPTS;
    await enqueueMail(base.database.db, { to: 'smtp.fail@example.ma', template: 'passwordChanged', params: {} });
    for (let i = 0; i < MAX_MAIL_ATTEMPTS + 1; i++) {
      await flushOutbox(app);
      clock = new Date(clock.getTime() + 3_600_000);
    }
    expect(await rowOf('smtp.fail@example.ma')).toMatchObject({ status: 'FAILED', attempts: MAX_MAIL_ATTEMPTS });
    expect(smtp.received.some((m) => m.to.includes('smtp.fail@example.ma'))).toBe(false);
  });
});
