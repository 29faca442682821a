import { ZApiError } from '@cri/shared/errors';
import {
  ZContextInformation,
  ZInvestorHistoryQuery,
  ZInvestorProjectHistory,
  ZPageQuery,
  ZRelatedProjects,
  ZSimilarProjects,
} from '@cri/shared/schemas/project-history';
import { PROJECT_PAGE_COUNT_HEADER, PROJECT_TOTAL_ELEMENTS_HEADER } from '@cri/shared/schemas/project-lists';
import { ZProjectIdParams } from '@cri/shared/schemas/projects';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { contextInformation, investorProjectHistory, relatedProjects, similarProjects } from './service.ts';

const tags = ['project-history'];
const errors = { 401: ZApiError, 403: ZApiError, 404: ZApiError, 422: ZApiError };
const config = { permission: 'read:project-history' } as const;

/** Project history and similar projects for the region's staff (spec 2 §2 Advisor, §3, §7); read-only. */
export const projectHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;

  for (const direction of ['previous', 'next'] as const)
    app.get(
      `/projects/:id/${direction}-projects`,
      {
        config,
        schema: {
          tags,
          summary:
            direction === 'previous'
              ? "Les dossiers du même investisseur déposés avant celui-ci (ceux de la région de l'agent)"
              : "Les dossiers du même investisseur créés après celui-ci (ceux de la région de l'agent)",
          params: ZProjectIdParams,
          response: { 200: ZRelatedProjects, ...errors },
        },
      },
      async (request) => relatedProjects(db(), currentUser(request), request.params.id, direction),
    );

  app.get(
    '/projects/:id/context-information',
    {
      config,
      schema: {
        tags,
        summary: "Résumé du dossier pour l'agent : investisseur, région, procédures, phase, dates, montants, compteurs",
        params: ZProjectIdParams,
        response: { 200: ZContextInformation, ...errors },
      },
    },
    async (request) => contextInformation(db(), currentUser(request), request.params.id),
  );

  app.get(
    '/projects/:id/similar-projects-history',
    {
      config,
      schema: {
        tags,
        summary: 'Dossiers de la région au même secteur dominant ou aux mêmes procédures, paginés à partir de 0',
        params: ZProjectIdParams,
        querystring: ZPageQuery,
        response: { 200: ZSimilarProjects, ...errors },
      },
    },
    async (request, reply) => {
      const { rows, total, pageCount } = await similarProjects(db(), currentUser(request), request.params.id, request.query);
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

  app.get(
    '/investors/project-history',
    {
      config,
      schema: {
        tags,
        summary: "Les dossiers de l'investisseur d'un projet, par année de création, avec leurs phases",
        querystring: ZInvestorHistoryQuery,
        response: { 200: ZInvestorProjectHistory, ...errors },
      },
    },
    async (request) => investorProjectHistory(db(), currentUser(request), request.query.projectId),
  );
};
