import { ZApiError } from '@cri/shared/errors';
import {
  ZNotifyAdvisorShareRequest,
  ZNotifyAdvisorShareResponse,
  ZProjectShareState,
  ZShareProjectRequest,
} from '@cri/shared/schemas/project-sharing';
import { ZProjectIdParams } from '@cri/shared/schemas/projects';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serviceContext } from '../../core/service-context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { notifyAdvisorShare, shareProject, shareState } from './service.ts';

const tags = ['project-sharing'];
/** A refused share names the administrations without any commission member. */
const ZShareError = ZApiError.extend({ administrationIds: z.array(z.number().int()).optional() });
const errors = { 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError, 422: ZShareError };

/** Sharing a validated file with the commission members of chosen administrations (spec 2 §2, §4, §9). */
export const projectSharingRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  app.get(
    '/projects/:id/share',
    {
      config: { permission: 'share:project' },
      schema: {
        tags,
        summary: 'Administrations de la région et nationales, avec leur nombre de membres de la commission',
        params: ZProjectIdParams,
        response: { 200: ZProjectShareState, ...errors },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await shareState(ctx.db, currentUser(request), request.params.id)),
  );

  app.post(
    '/projects/:id/share',
    {
      config: { permission: 'share:project' },
      schema: {
        tags,
        summary: 'Partage le dossier validé avec des administrations (ajoutées et retirées)',
        params: ZProjectIdParams,
        body: ZShareProjectRequest,
        response: { 200: ZProjectShareState, ...errors },
      },
    },
    async (request) => shareProject(ctx, { user: currentUser(request), projectId: request.params.id, body: request.body }),
  );

  app.post(
    '/projects/:id/notify-advisor-share',
    {
      config: { permission: 'share:project' },
      schema: {
        tags,
        summary: 'Envoie le message du conseiller aux membres des administrations avec qui le dossier est partagé',
        params: ZProjectIdParams,
        body: ZNotifyAdvisorShareRequest,
        response: { 200: ZNotifyAdvisorShareResponse, ...errors },
      },
    },
    async (request) => notifyAdvisorShare(ctx, { user: currentUser(request), projectId: request.params.id, body: request.body }),
  );
};
