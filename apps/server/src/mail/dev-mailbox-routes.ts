import { ZDevMailboxResponse } from '@cri/shared/schemas/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { latestMails } from './dispatcher.ts';

/**
 * GET /dev/mailbox: the last 100 mails of the outbox, so a developer can follow activation and reset links
 * without an SMTP server. app.ts registers it only outside production and without SMTP_URL.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/mailbox',
    { config: { public: true }, schema: { tags: ['dev'], response: { 200: ZDevMailboxResponse } } },
    async (_request, reply) => {
      const rows = await latestMails(app.deps.database.db, 100);
      return reply.headers({ 'cache-control': 'no-store' }).send(
        rows.map((m) => ({
          id: m.id,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html,
          status: m.status,
          createdAt: m.createdAt.toISOString(),
        })),
      );
    },
  );
};

/** The dev mailbox exists only where nobody could read someone else's links through it. */
export const devMailboxEnabled = (env: { NODE_ENV: string; SMTP_URL?: string | undefined }): boolean =>
  env.NODE_ENV !== 'production' && !env.SMTP_URL;
