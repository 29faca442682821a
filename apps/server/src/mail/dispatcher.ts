import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { outboxMails } from '../db/schema/mail.ts';
import type { MailTransport } from './transport.ts';

/** Sends before a mail is marked FAILED. */
export const MAX_MAIL_ATTEMPTS = 5;
const BATCH_SIZE = 20;
/** A SENDING claim older than this belongs to an instance that stopped mid-send: it is taken over. */
const CLAIM_TIMEOUT_MS = 5 * 60_000;

/**
 * The Message-ID's left part of an outbox row, the same on every try: a mail sent again after a crash
 * between the SMTP server's acceptance and the SENT mark (the claim is taken over) carries the same
 * Message-ID, so the receiving side can drop the copy. The creation time keeps ids unique across
 * databases (a row id alone repeats after a reset).
 */
export const outboxMessageKey = (mail: { id: number; createdAt: Date }): string =>
  `outbox-${mail.id}-${mail.createdAt.getTime()}`;

/** Wait before the next try: 1, 2, 4, 8 minutes… (capped at one hour). */
export const retryDelayMs = (attempts: number): number => Math.min(60_000 * 2 ** (attempts - 1), 3_600_000);

export interface DispatcherDeps {
  db: Db;
  /** null = no SMTP server: outside production the mail simply becomes SENT (read in the dev mailbox). */
  transport: MailTransport | null;
  now: () => Date;
  log: FastifyBaseLogger;
}

/** Claims due mails atomically: two instances never take the same row (FOR UPDATE SKIP LOCKED). */
async function claimDue(db: Db, now: Date) {
  const due = db
    .select({ id: outboxMails.id })
    .from(outboxMails)
    .where(
      or(
        and(eq(outboxMails.status, 'PENDING'), or(isNull(outboxMails.nextAttemptAt), lte(outboxMails.nextAttemptAt, now))),
        and(eq(outboxMails.status, 'SENDING'), lt(outboxMails.claimedAt, new Date(now.getTime() - CLAIM_TIMEOUT_MS))),
      ),
    )
    .orderBy(asc(outboxMails.id))
    .limit(BATCH_SIZE)
    .for('update', { skipLocked: true });
  return db.update(outboxMails).set({ status: 'SENDING', claimedAt: now }).where(inArray(outboxMails.id, due)).returning();
}

async function deliver(deps: DispatcherDeps, mail: Awaited<ReturnType<typeof claimDue>>[number]): Promise<void> {
  const attempts = mail.attempts + 1;
  try {
    await deps.transport?.send({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageKey: outboxMessageKey(mail),
    });
    await deps.db
      .update(outboxMails)
      .set({ status: 'SENT', attempts, sentAt: deps.now(), claimedAt: null, lastError: null })
      .where(eq(outboxMails.id, mail.id));
  } catch (err) {
    const failed = attempts >= MAX_MAIL_ATTEMPTS;
    const lastError = (err instanceof Error ? err.message : String(err)).slice(0, 500);
    deps.log.warn({ mailId: mail.id, template: mail.template, attempts, failed }, 'mail not delivered');
    await deps.db
      .update(outboxMails)
      .set({
        status: failed ? 'FAILED' : 'PENDING',
        attempts,
        lastError,
        claimedAt: null,
        nextAttemptAt: new Date(deps.now().getTime() + retryDelayMs(attempts)),
      })
      .where(eq(outboxMails.id, mail.id));
  }
}

/** One pass: claims and sends batches until nothing is due. Returns how many mails it handled. */
export async function dispatchDue(deps: DispatcherDeps): Promise<number> {
  let handled = 0;
  for (;;) {
    const batch = await claimDue(deps.db, deps.now());
    if (batch.length === 0) return handled;
    for (const mail of batch) await deliver(deps, mail);
    handled += batch.length;
  }
}

/** Sent and failed mails are kept this long (dev mailbox, investigation), then deleted. */
export const MAIL_RETENTION_DAYS = 30;

export async function purgeOldMails(db: Db, now: Date): Promise<void> {
  await db
    .delete(outboxMails)
    .where(
      and(
        inArray(outboxMails.status, ['SENT', 'FAILED']),
        lt(outboxMails.createdAt, new Date(now.getTime() - MAIL_RETENTION_DAYS * 86_400_000)),
      ),
    );
}

/** Mails of the dev mailbox, newest first. */
export async function latestMails(db: Db, limit = 100) {
  return db.select().from(outboxMails).orderBy(sql`${outboxMails.id} desc`).limit(limit);
}
