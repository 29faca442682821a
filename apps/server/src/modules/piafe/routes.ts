import { ZApiError } from '@cri/shared/errors';
import {
  PIAFE_PROJECTS_HEADERS,
  ZPiafeAdvisorList,
  ZPiafeExchange,
  ZPiafeExchangeCreate,
  ZPiafeExchangeList,
  ZPiafeExchangeListQuery,
  ZPiafeHolder,
  ZPiafeHolderBody,
  ZPiafeHolderSearchQuery,
  ZPiafeHolderSearchResponse,
  ZPiafeIdParams,
  ZPiafeProject,
  ZPiafeProjectBody,
  ZPiafeProjectSheet,
  ZPiafeProjectsQuery,
  ZPiafeProjectsResponse,
  ZPiafeQualificationBody,
  ZPiafeStatistics,
  ZPiafeStatisticsQuery,
  ZPiafeTracking,
  ZPiafeTrackingCreate,
  ZPiafeTrackingUpdate,
  ZPiafeVisitBody,
} from '@cri/shared/schemas/piafe';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forCaller, serviceContext } from '../../core/service-context.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as service from './service.ts';

const tags = ['piafe'];
const read = { permission: 'read:piafe' } as const;
const write = { permission: 'write:piafe', formErrors: 'fields' } as const;
const errors = { 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError, 422: ZApiError };

/** The PIAFE field-visit programme (spec 3 §7 "Piafe", spec 1 §7 GET /advisors-piafe). */
export const piafeRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  const caller = (request: Parameters<typeof currentUser>[0]) => forCaller(ctx, currentUser(request));

  // ——— exchanges: the creation steps, a new visit, a project's visits ———
  app.post(
    '/piafe/exchange',
    { config: write, schema: { tags, body: ZPiafeExchangeCreate, response: { 201: ZPiafeExchange, ...errors } } },
    async (request, reply) => reply.status(201).send(await service.createExchange(caller(request), request.body)),
  );
  app.get(
    '/piafe/exchange',
    { config: read, schema: { tags, querystring: ZPiafeExchangeListQuery, response: { 200: ZPiafeExchangeList, ...errors } } },
    async (request) => service.listExchanges(caller(request), request.query.projectId),
  );
  app.get(
    '/piafe/exchange/:id',
    { config: read, schema: { tags, params: ZPiafeIdParams, response: { 200: ZPiafeExchange, ...errors } } },
    async (request) => service.getExchange(caller(request), request.params.id),
  );
  app.put(
    '/piafe/exchange/:id/project-holder',
    {
      config: write,
      schema: { tags, params: ZPiafeIdParams, body: ZPiafeHolderBody, response: { 200: ZPiafeHolder, ...errors } },
    },
    async (request) => service.saveExchangeHolder(caller(request), request.params.id, request.body),
  );
  app.put(
    '/piafe/exchange/:id',
    {
      config: write,
      schema: { tags, params: ZPiafeIdParams, body: ZPiafeProjectBody, response: { 200: ZPiafeProject, ...errors } },
    },
    async (request) => service.saveExchangeProject(caller(request), request.params.id, request.body),
  );
  app.put(
    '/piafe/exchange/:id/visit',
    {
      config: write,
      schema: { tags, params: ZPiafeIdParams, body: ZPiafeVisitBody, response: { 200: ZPiafeExchange, ...errors } },
    },
    async (request) => service.saveVisit(caller(request), request.params.id, request.body),
  );
  app.put(
    '/piafe/exchange/:id/qualification',
    {
      config: write,
      schema: { tags, params: ZPiafeIdParams, body: ZPiafeQualificationBody, response: { 200: ZPiafeExchange, ...errors } },
    },
    async (request) => service.saveQualification(caller(request), request.params.id, request.body),
  );
  app.put(
    '/piafe/exchange/:id/add-visit',
    {
      config: write,
      schema: { tags, params: ZPiafeIdParams, body: ZPiafeQualificationBody, response: { 200: ZPiafeExchange, ...errors } },
    },
    async (request) => service.addVisit(caller(request), request.params.id, request.body),
  );

  // ——— projects and holders ———
  app.get(
    '/piafe/projects',
    { config: read, schema: { tags, querystring: ZPiafeProjectsQuery, response: { 200: ZPiafeProjectsResponse, ...errors } } },
    async (request, reply) => {
      const { total, rows } = await service.searchProjects(caller(request), request.query);
      return reply
        .headers({
          [PIAFE_PROJECTS_HEADERS.totalElements]: String(total),
          [PIAFE_PROJECTS_HEADERS.pageCount]: String(Math.ceil(total / request.query.size)),
          'access-control-expose-headers': Object.values(PIAFE_PROJECTS_HEADERS).join(', '),
        })
        .send(rows);
    },
  );
  app.get(
    '/piafe/projects/:id',
    { config: read, schema: { tags, params: ZPiafeIdParams, response: { 200: ZPiafeProjectSheet, ...errors } } },
    async (request) => service.getProjectSheet(caller(request), request.params.id),
  );
  app.put(
    '/piafe/projects/:id',
    {
      config: write,
      schema: { tags, params: ZPiafeIdParams, body: ZPiafeProjectBody, response: { 200: ZPiafeProject, ...errors } },
    },
    async (request) => service.updateProject(caller(request), request.params.id, request.body),
  );
  app.get(
    '/piafe/project-holder',
    {
      config: read,
      schema: { tags, querystring: ZPiafeHolderSearchQuery, response: { 200: ZPiafeHolderSearchResponse, ...errors } },
    },
    async (request) => service.searchHolder(caller(request), request.query.identityType, request.query.identityNumber),
  );
  app.get(
    '/piafe/project-holder/:id',
    { config: read, schema: { tags, params: ZPiafeIdParams, response: { 200: ZPiafeHolder, ...errors } } },
    async (request) => service.getHolder(caller(request), request.params.id),
  );
  app.put(
    '/piafe/project-holder/:id',
    {
      config: write,
      schema: { tags, params: ZPiafeIdParams, body: ZPiafeHolderBody, response: { 200: ZPiafeHolder, ...errors } },
    },
    async (request) => service.updateHolder(caller(request), request.params.id, request.body),
  );

  // ——— tracking, statistics ———
  app.post(
    '/piafe/tracking',
    { config: write, schema: { tags, body: ZPiafeTrackingCreate, response: { 201: ZPiafeTracking, ...errors } } },
    async (request, reply) => reply.status(201).send(await service.createTracking(caller(request), request.body)),
  );
  app.put(
    '/piafe/tracking/:id',
    {
      config: write,
      schema: { tags, params: ZPiafeIdParams, body: ZPiafeTrackingUpdate, response: { 200: ZPiafeTracking, ...errors } },
    },
    async (request) => service.updateTracking(caller(request), request.params.id, request.body),
  );
  app.get(
    '/piafe/statistics/indicators',
    { config: read, schema: { tags, querystring: ZPiafeStatisticsQuery, response: { 200: ZPiafeStatistics, ...errors } } },
    async (request) => service.statistics(caller(request), request.query),
  );

  app.get(
    '/advisors-piafe',
    { config: { permission: 'read:piafe-advisors' }, schema: { tags, response: { 200: ZPiafeAdvisorList, ...errors } } },
    async () => service.listAdvisors(ctx),
  );
};
