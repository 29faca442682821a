import {
  ZAdvisorChangeDecision,
  ZAdvisorChangeIdParams,
  ZAdvisorChangeListQuery,
  ZAdvisorChangeRequestDetail,
  ZAdvisorChangeRequestList,
  ZCreateAdvisorChangeRequest,
} from '@cri/shared/schemas/advisor-change';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceContext } from '../../core/service-context.ts';
import { API_ERRORS } from '../../lib/route-types.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as service from './service.ts';

const tags = ['advisor-change'];
const noStore = { 'cache-control': 'no-store' };

/** Advisor-change requests (decision 041): the assigned advisor asks, the region's director decides. */
export const advisorChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);

  app.post(
    '/advisor-change-requests',
    {
      config: { permission: 'request:advisor-change', formErrors: 'fields-and-message' },
      schema: {
        tags,
        summary: 'Le conseiller affecté demande au directeur de confier le dossier à un autre conseiller (motif)',
        body: ZCreateAdvisorChangeRequest,
        response: { 201: ZAdvisorChangeRequestDetail, ...API_ERRORS },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(ctx, currentUser(request), request.body)),
  );

  app.get(
    '/advisor-change-requests',
    {
      config: { permission: 'read:advisor-change' },
      schema: {
        tags,
        summary: 'Demandes de changement de conseiller : les siennes (conseiller), celles de la région (directeur)',
        querystring: ZAdvisorChangeListQuery,
        response: { 200: ZAdvisorChangeRequestList, ...API_ERRORS },
      },
    },
    async (request, reply) => reply.headers(noStore).send(await service.list(ctx, currentUser(request), request.query.status)),
  );

  app.get(
    '/advisor-change-requests/:id',
    {
      config: { permission: 'read:advisor-change' },
      schema: {
        tags,
        summary: 'Une demande de changement de conseiller, les conseillers qui peuvent reprendre le dossier',
        params: ZAdvisorChangeIdParams,
        response: { 200: ZAdvisorChangeRequestDetail, ...API_ERRORS },
      },
    },
    async (request, reply) => reply.headers(noStore).send(await service.detail(ctx, currentUser(request), request.params.id)),
  );

  app.put(
    '/advisor-change-requests/:id/decision',
    {
      config: { permission: 'decide:advisor-change', formErrors: 'fields-and-message' },
      schema: {
        tags,
        summary: 'Le directeur régional accepte (nouveau conseiller) ou refuse (motif) la demande',
        params: ZAdvisorChangeIdParams,
        body: ZAdvisorChangeDecision,
        response: { 200: ZAdvisorChangeRequestDetail, ...API_ERRORS },
      },
    },
    async (request) => service.decide(ctx, currentUser(request), request.params.id, request.body),
  );
};
