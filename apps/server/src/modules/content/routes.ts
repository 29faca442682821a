import { ZApiError } from '@cri/shared/errors';
import {
  ZContentEntryParams,
  ZContentTexts,
  ZLatestDecision,
  ZLatestDecisionQuery,
  ZManagedContent,
  ZManagedContentDetail,
  ZManagedContentQuery,
  ZNewFaqEntry,
  ZPublishedContent,
  ZPublishedContentQuery,
} from '@cri/shared/schemas/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forCaller, serviceContext } from '../../core/service-context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { latestDecision } from './latest-decision.ts';
import * as service from './service.ts';

const tags = ['content'];
const manage = { permission: 'manage:content' } as const;
const errors = { 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError, 422: ZApiError };

/**
 * Managed content (issue 21; spec 3 §1, §2 "Content screens"; decision 074): the public pages read the
 * published version; the national content manager edits drafts, previews them and publishes.
 */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);

  app.get(
    '/content/published',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Contenus publiés (FAQ, incitations, recours, aide)',
        querystring: ZPublishedContentQuery,
        response: { 200: z.array(ZPublishedContent), 422: ZApiError },
      },
    },
    async (request) => service.listPublished(ctx, request.query),
  );

  app.get(
    '/content-manager/entries',
    {
      config: manage,
      schema: { tags, querystring: ZManagedContentQuery, response: { 200: z.array(ZManagedContent), ...errors } },
    },
    async (request) => service.listManaged(forCaller(ctx, currentUser(request)), request.query.kind),
  );

  app.post(
    '/content-manager/entries',
    { config: manage, schema: { tags, body: ZNewFaqEntry, response: { 201: ZManagedContentDetail, ...errors } } },
    async (request, reply) =>
      reply.code(201).send(await service.createFaqEntry(forCaller(ctx, currentUser(request)), request.body)),
  );

  app.get(
    '/content-manager/entries/:id',
    { config: manage, schema: { tags, params: ZContentEntryParams, response: { 200: ZManagedContentDetail, ...errors } } },
    async (request) => service.getManaged(ctx, request.params.id),
  );

  app.put(
    '/content-manager/entries/:id/draft',
    {
      config: manage,
      schema: { tags, params: ZContentEntryParams, body: ZContentTexts, response: { 200: ZManagedContentDetail, ...errors } },
    },
    async (request) => service.saveDraft(forCaller(ctx, currentUser(request)), request.params.id, request.body),
  );

  app.post(
    '/content-manager/entries/:id/publish',
    { config: manage, schema: { tags, params: ZContentEntryParams, response: { 200: ZManagedContentDetail, ...errors } } },
    async (request) => service.publish(forCaller(ctx, currentUser(request)), request.params.id),
  );

  app.get(
    '/notifications/latestDecision',
    {
      config: { permission: 'read:project' },
      schema: {
        tags: ['notifications'],
        summary: 'Dernière décision sur un dossier (commission ou recours)',
        querystring: ZLatestDecisionQuery,
        response: { 200: ZLatestDecision, ...errors },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await latestDecision(ctx.db, currentUser(request), request.query.projectId)),
  );
};
