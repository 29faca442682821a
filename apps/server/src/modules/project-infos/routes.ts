import { ZProjectDetailsBody, ZProjectInfos, ZProjectInfosParams } from '@cri/shared/schemas/project-infos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceContext } from '../../core/service-context.ts';
import { API_ERRORS } from '../../lib/route-types.ts';
import { currentUser } from '../../plugins/auth.ts';
import { getProjectInfos, submitProjectDetails } from './service.ts';

const tags = ['projects'];
const errors = API_ERRORS;

/** The "infos" step of the deposit (spec 2 §3 providedInfoList, §5 project info form, §7 submit-details). */
export const projectInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  app.get(
    '/projects/:id/infos',
    {
      config: { permission: 'read:project' },
      schema: {
        tags,
        summary: "Questions d'information du projet, réponses, années d'exploitation et parcelles",
        params: ZProjectInfosParams,
        response: { 200: ZProjectInfos, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await getProjectInfos(ctx.db, currentUser(request), request.params.id, { prefill: true })),
  );

  app.put(
    '/projects/:id/submit-details',
    {
      config: { permission: 'update:project-infos', formErrors: 'fields' },
      schema: {
        tags,
        summary: 'Enregistre les informations du projet (brouillon, ou complètes pour continuer)',
        params: ZProjectInfosParams,
        body: ZProjectDetailsBody,
        response: { 200: ZProjectInfos, ...errors },
      },
    },
    async (request, reply) => {
      return reply
        .header('cache-control', 'no-store')
        .send(await submitProjectDetails(ctx, currentUser(request), request.params.id, request.body));
    },
  );
};
