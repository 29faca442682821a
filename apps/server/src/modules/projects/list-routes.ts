import { ZApiError } from '@cri/shared/errors';
import {
  PROJECT_PAGE_COUNT_HEADER,
  PROJECT_TOTAL_ELEMENTS_HEADER,
  ZProjectListQuery,
  ZProjectListRow,
} from '@cri/shared/schemas/project-lists';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { listProjects } from './list-service.ts';

/** GET /projects (spec 2 §7): lists by category, paged from 0, counts in exposed headers (ARCHITECTURE.md §9). */
export const projectListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/projects',
    {
      config: { permission: 'read:projects' },
      schema: {
        tags: ['projects'],
        summary: 'Projets par catégorie (les siens pour un investisseur, ceux de la région pour le personnel), paginés',
        querystring: ZProjectListQuery,
        response: { 200: z.array(ZProjectListRow), 401: ZApiError, 403: ZApiError, 422: ZApiError },
      },
    },
    async (request, reply) => {
      const { rows, pageCount, total } = await listProjects(
        app.deps.database.db,
        currentUser(request),
        request.query,
        app.deps.now(),
      );
      return reply
        .headers({
          'cache-control': 'no-store',
          [PROJECT_PAGE_COUNT_HEADER]: String(pageCount),
          [PROJECT_TOTAL_ELEMENTS_HEADER]: String(total),
          'access-control-expose-headers': `${PROJECT_PAGE_COUNT_HEADER}, ${PROJECT_TOTAL_ELEMENTS_HEADER}`,
        })
        .send(rows);
    },
  );
};
