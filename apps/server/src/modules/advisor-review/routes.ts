import {
  ZNotifyInvestorRequest,
  ZNotifyInvestorResponse,
  ZProjectProcedureParams,
  ZReviewActionResponse,
  ZReviewAdvisor,
  ZReviewState,
  ZUpdateAdvisorRequest,
} from '@cri/shared/schemas/advisor-review';
import { ZProjectIdParams } from '@cri/shared/schemas/projects';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { documentsContext } from '../documents/context.ts';
import { reviewDocumentRoutes } from './document-routes.ts';
import { errors, permission, tags } from './route-common.ts';
import { advisorCandidates, notifyInvestor, reviewState, setProcedureActive, updateAdvisor, validateProject } from './service.ts';

/**
 * The advisor's review of a submitted file (spec 2 §2 check-procedures, check-documents; §4; §7). A refused
 * body answers with the spec's translated message of its first field (`formErrors`), which the page shows
 * when the error belongs to none of its fields.
 */
export const advisorReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = documentsContext(app);

  app.get(
    '/projects/:id/review',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Procédures, documents et demandes du dossier, avec ce que le conseiller peut faire',
        params: ZProjectIdParams,
        response: { 200: ZReviewState, ...errors },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await reviewState(ctx, currentUser(request), request.params.id)),
  );

  for (const [verb, active] of [
    ['disable', false],
    ['enable', true],
  ] as const)
    app.put(
      `/projects/:id/${verb}-procedure/:procedureId`,
      {
        config: { permission },
        schema: {
          tags,
          summary: active ? 'Réactive une procédure du dossier' : 'Désactive une procédure (jamais la dernière active)',
          params: ZProjectProcedureParams,
          response: { 200: ZReviewState, ...errors },
        },
      },
      async (request) => {
        const user = currentUser(request);
        await setProcedureActive(ctx, { user, projectId: request.params.id, procedureId: request.params.procedureId, active });
        return reviewState(ctx, user, request.params.id);
      },
    );

  app.post(
    '/projects/:id/notify-investor',
    {
      config: { permission, formErrors: 'fields-and-message' },
      schema: {
        tags,
        summary: "Envoie le message du conseiller à l'investisseur (e-mail et notification)",
        params: ZProjectIdParams,
        body: ZNotifyInvestorRequest,
        response: { 200: ZNotifyInvestorResponse, ...errors },
      },
    },
    async (request) => {
      return notifyInvestor(ctx, { user: currentUser(request), projectId: request.params.id, body: request.body });
    },
  );

  app.get(
    '/projects/:id/advisor-candidates',
    {
      config: { permission: 'reassign:project-advisor' },
      schema: {
        tags,
        summary: 'Les conseillers actifs de la région du dossier qui peuvent le reprendre (changement de conseiller)',
        params: ZProjectIdParams,
        response: { 200: z.array(ZReviewAdvisor), ...errors },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await advisorCandidates(ctx, currentUser(request), request.params.id)),
  );

  app.put(
    '/projects/:id/update-advisor',
    {
      // The region's advisors, and regional support from the back-office projects list (decision 089).
      config: { permission: 'reassign:project-advisor', formErrors: 'fields-and-message' },
      schema: {
        tags,
        summary: 'Confie le dossier à un autre conseiller de la région',
        params: ZProjectIdParams,
        body: ZUpdateAdvisorRequest,
        response: { 200: ZReviewActionResponse, ...errors },
      },
    },
    async (request) => {
      return updateAdvisor(ctx, { user: currentUser(request), projectId: request.params.id, body: request.body, ip: request.ip });
    },
  );

  app.post(
    '/projects/:id/validate',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Valide le dossier (complet) ; refusé tant qu’un document est en erreur',
        params: ZProjectIdParams,
        response: { 200: ZReviewActionResponse, ...errors },
      },
    },
    async (request) => validateProject(ctx, { user: currentUser(request), projectId: request.params.id }),
  );

  reviewDocumentRoutes(app, { ctx });
};
