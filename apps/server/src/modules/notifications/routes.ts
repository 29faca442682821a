import { ZCurrentUserNotifications, ZNotificationIdParams } from '@cri/shared/schemas/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceContext } from '../../core/service-context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { currentUserNotifications, markAllRead, markRead } from './service.ts';

const tags = ['notifications'];
const config = { authenticated: true } as const;

/** Notifications of the signed-in user (spec 1 §2.3, §7). */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  const userIdOf = (request: Parameters<typeof currentUser>[0]) => Number(currentUser(request).sub);

  app.get(
    '/notifications/current-user',
    {
      config,
      schema: {
        tags,
        summary: 'Mes notifications (les 50 dernières) et le nombre de non lues',
        response: { 200: ZCurrentUserNotifications },
      },
    },
    (request) => currentUserNotifications(ctx.db, userIdOf(request)),
  );
  app.put(
    '/notifications/read-all',
    { config, schema: { tags, summary: 'Marquer toutes mes notifications comme lues' } },
    async (request, reply) => {
      await markAllRead(ctx, { userId: userIdOf(request) });
      return reply.status(204).send();
    },
  );
  app.put(
    '/notifications/:id/read',
    { config, schema: { tags, summary: 'Marquer une notification comme lue', params: ZNotificationIdParams } },
    async (request, reply) => {
      await markRead(ctx, { userId: userIdOf(request), id: request.params.id });
      return reply.status(204).send();
    },
  );
};
