import { ZApiError } from '@cri/shared/errors';
import {
  PROJECT_PAGE_COUNT_HEADER,
  PROJECT_TOTAL_ELEMENTS_HEADER,
  ZDashboardIndicators,
  ZDashboardIndicatorsQuery,
  ZOtherProjectsQuery,
  ZProjectListQuery,
  ZProjectListRow,
  ZRegionProjectsQuery,
} from '@cri/shared/schemas/project-lists';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serviceContext } from '../../core/service-context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { dashboardIndicators } from './indicators-service.ts';
import { listOtherProjects, listProjects, listRegionProjects, type ProjectListPage } from './list-service.ts';

const listResponses = { 200: z.array(ZProjectListRow), 401: ZApiError, 403: ZApiError, 422: ZApiError };

/** The page in the body, its count and total in exposed headers (ARCHITECTURE.md §9). */
function sendPage(reply: FastifyReply, { rows, pageCount, total }: ProjectListPage) {
  return reply
    .headers({
      'cache-control': 'no-store',
      [PROJECT_PAGE_COUNT_HEADER]: String(pageCount),
      [PROJECT_TOTAL_ELEMENTS_HEADER]: String(total),
      'access-control-expose-headers': `${PROJECT_PAGE_COUNT_HEADER}, ${PROJECT_TOTAL_ELEMENTS_HEADER}`,
    })
    .send(rows);
}

/** Project lists by category (spec 2 §4, §7): paged from 0; staff lists sorted by urgency (oldest step first). */
export const projectListRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  app.get(
    '/projects',
    {
      config: { permission: 'read:projects' },
      schema: {
        tags: ['projects'],
        summary: 'Projets par catégorie (les siens pour un investisseur, ceux de la région pour le personnel), paginés',
        querystring: ZProjectListQuery,
        response: listResponses,
      },
    },
    async (request, reply) => sendPage(reply, await listProjects(ctx, currentUser(request), request.query)),
  );

  app.get(
    '/projects/others',
    {
      config: { permission: 'read:region-projects' },
      schema: {
        tags: ['projects'],
        summary: 'Projets de la région qui ne sont pas suivis par ce conseiller, par catégorie, paginés',
        querystring: ZOtherProjectsQuery,
        response: listResponses,
      },
    },
    async (request, reply) => sendPage(reply, await listOtherProjects(ctx, currentUser(request), request.query)),
  );

  app.get(
    '/projects/region-projects',
    {
      // Regional or national consultation lists: read:region-projects or read:national-projects, checked by the service.
      config: { permission: 'read:dashboard' },
      schema: {
        tags: ['projects'],
        summary: 'Projets de la région (consultation régionale) ou de toutes les régions (consultation nationale, regionId 0)',
        querystring: ZRegionProjectsQuery,
        response: listResponses,
      },
    },
    async (request, reply) => sendPage(reply, await listRegionProjects(ctx, currentUser(request), request.query)),
  );

  app.get(
    '/projects/dashboard-indicators',
    {
      config: { permission: 'read:dashboard' },
      schema: {
        tags: ['projects'],
        summary: 'Indicateurs du tableau de bord du personnel : dossiers par catégorie, en attente, programmés cette semaine',
        querystring: ZDashboardIndicatorsQuery,
        response: { 200: ZDashboardIndicators, 401: ZApiError, 403: ZApiError, 422: ZApiError },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await dashboardIndicators(ctx, currentUser(request), request.query)),
  );
};
