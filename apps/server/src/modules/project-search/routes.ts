import { ZApiError } from '@cri/shared/errors';
import { PROJECT_PAGE_COUNT_HEADER, PROJECT_TOTAL_ELEMENTS_HEADER } from '@cri/shared/schemas/project-lists';
import { ZProjectSearchRequest, ZProjectSearchResponse } from '@cri/shared/schemas/project-search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceContext } from '../../core/service-context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { searchProjects } from './service.ts';

/** The staff search bar (spec 1 §2.4, spec 2 §7 "Search"). */
export const projectSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  for (const [url, withCategory] of [
    ['/projects/search', false],
    ['/projects/filter', true],
  ] as const) {
    app.post(
      url,
      {
        config: { permission: 'search:projects' },
        schema: {
          tags: ['projects'],
          summary: withCategory
            ? 'Filtre une liste de projets (catégorie facultative) par région, province, nom, référence, foncier, investisseur, procédure'
            : 'Recherche de projets par région, province, nom, référence, référence foncière, investisseur, procédure',
          body: ZProjectSearchRequest,
          response: { 200: ZProjectSearchResponse, 401: ZApiError, 403: ZApiError, 422: ZApiError },
        },
      },
      async (request, reply) => {
        const result = await searchProjects(ctx, currentUser(request), request.body, { withCategory });
        return reply
          .headers({
            'cache-control': 'no-store',
            [PROJECT_TOTAL_ELEMENTS_HEADER]: String(result.totalElements),
            [PROJECT_PAGE_COUNT_HEADER]: String(result.pageCount),
            'access-control-expose-headers': `${PROJECT_PAGE_COUNT_HEADER}, ${PROJECT_TOTAL_ELEMENTS_HEADER}`,
          })
          .send(result);
      },
    );
  }
};
