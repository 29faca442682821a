import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { dispatchDue, purgeOldMails } from './dispatcher.ts';
import { outboxEvents } from './outbox.ts';
import { smtpTransport } from './transport.ts';

/** Pause between two looks at the outbox; an enqueue in this process wakes the dispatcher sooner. */
const POLL_INTERVAL_MS = 5_000;
/** Leaves the enqueuing transaction time to commit before looking. */
const KICK_DELAY_MS = 50;
const PURGE_INTERVAL_MS = 3_600_000;

interface MailDispatcher {
  /** Runs a pass now (after the one in progress, if any) and resolves when it is done. */
  flush(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailDispatcher: MailDispatcher;
  }
}

/**
 * Starts the outbox dispatcher with the app and stops it cleanly on app.close(). Passes of one process run
 * one after the other; several instances share the work through row claims.
 */
export const mailPlugin = fp(async (app: FastifyInstance) => {
  const { env } = app.deps;
  const transport = smtpTransport(env);
  // In production without SMTP_URL nothing is "delivered" to a mailbox nobody reads: mails wait in the
  // outbox until an SMTP server is configured.
  const enabled = transport !== null || env.NODE_ENV !== 'production';
  let chain: Promise<number> = Promise.resolve(0);
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  let lastPurge = 0;
  const work = async (): Promise<number> => {
    if (stopped) return 0;
    const { db } = app.deps.database;
    const now = app.deps.now();
    if (now.getTime() - lastPurge > PURGE_INTERVAL_MS) {
      lastPurge = now.getTime();
      await purgeOldMails(db, now);
    }
    return dispatchDue({ db, transport, now: () => app.deps.now(), log: app.log });
  };
  const pass = (): Promise<number> => {
    chain = chain.catch(() => 0).then(work);
    return chain;
  };
  const background = () => {
    pass().catch((err: unknown) => app.log.error({ err }, 'mail dispatcher pass failed'));
  };
  const schedule = (ms: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      background();
      schedule(POLL_INTERVAL_MS);
    }, ms);
    timer.unref();
  };
  const onEnqueued = () => schedule(KICK_DELAY_MS);

  app.decorate('mailDispatcher', { flush: () => (enabled ? pass() : Promise.resolve(0)) });

  app.addHook('onReady', async () => {
    if (!enabled) {
      app.log.warn('SMTP_URL is not set: e-mails stay in the outbox until it is');
      return;
    }
    outboxEvents.on('enqueued', onEnqueued);
    schedule(POLL_INTERVAL_MS);
  });
  app.addHook('onClose', async () => {
    stopped = true;
    clearTimeout(timer);
    outboxEvents.off('enqueued', onEnqueued);
    await chain.catch(() => 0);
    transport?.close();
  });
});

/** Sends every due mail now (tests): resolves once the outbox has been worked through. */
export const flushOutbox = (app: FastifyInstance): Promise<number> => app.mailDispatcher.flush();
