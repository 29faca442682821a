import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { outboxMails } from '../db/schema/mail.ts';
import { flushOutbox } from './plugin.ts';

export type OutboxRow = typeof outboxMails.$inferSelect;

/** Test helper: sends what is due, then the newest mail to this address (undefined when none). */
export async function lastMailTo(app: FastifyInstance, to: string): Promise<OutboxRow | undefined> {
  await flushOutbox(app);
  const [row] = await app.deps.database.db
    .select()
    .from(outboxMails)
    .where(eq(outboxMails.to, to))
    .orderBy(desc(outboxMails.id))
    .limit(1);
  return row;
}

/** The `link` parameter of a mail (activation, password reset…), as a path plus query on the portal. */
export function linkOf(mail: OutboxRow | undefined): URL {
  const link = mail?.params.link;
  if (!link) throw new Error('the mail has no link');
  return new URL(link);
}
