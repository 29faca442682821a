import { ZApiError } from '@cri/shared/errors';
import {
  ZDocumentFeedbackRequest,
  ZDocumentRequestParams,
  ZNotifyInvestorRequest,
  ZNotifyInvestorResponse,
  ZProjectProcedureParams,
  ZRequestDocumentRequest,
  ZReviewActionResponse,
  ZReviewState,
  ZUpdateAdvisorRequest,
} from '@cri/shared/schemas/advisor-review';
import { ZProjectIdParams } from '@cri/shared/schemas/projects';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicLink } from '../../mail/outbox.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createDownloadTokens } from '../documents/download-token.ts';
import {
  type Deps,
  documentFeedback,
  markDocumentReceived,
  notifyInvestor,
  requestDocument,
  reviewState,
  setProcedureActive,
  updateAdvisor,
  validateProject,
} from './service.ts';

const tags = ['advisor-review'];
/** A refused validation names the document types in error. */
const ZReviewError = ZApiError.extend({ documentTypeIds: z.array(z.number().int()).optional() });
const errors = { 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZReviewError, 422: ZApiError };
const permission = 'review:project' as const;

/**
 * The advisor's review of a submitted file (spec 2 §2 check-procedures, check-documents; §4; §7). A refused
 * body answers with the spec's translated message of its first field (`formErrors`), which the page shows
 * when the error belongs to none of its fields.
 */
export const advisorReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  const tokens = createDownloadTokens(db);
  const deps = (): Deps => ({ now: app.deps.now(), tokens, link: (path) => publicLink(app, path) });

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
      reply.header('cache-control', 'no-store').send(await reviewState(db, currentUser(request), request.params.id, deps())),
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
        await setProcedureActive(db, { user, projectId: request.params.id, procedureId: request.params.procedureId, active });
        return reviewState(db, user, request.params.id, deps());
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
      return notifyInvestor(db, { user: currentUser(request), projectId: request.params.id, body: request.body, deps: deps() });
    },
  );

  app.put(
    '/provided-document/feedback',
    {
      config: { permission, formErrors: 'fields-and-message' },
      schema: {
        tags,
        summary: 'Document valide, ou non valide avec un commentaire obligatoire',
        body: ZDocumentFeedbackRequest,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await documentFeedback(db, { user: currentUser(request), body: request.body, now: app.deps.now() });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/projects/:id/request-document',
    {
      config: { permission, formErrors: 'fields-and-message' },
      schema: {
        tags,
        summary: "Demande un document à l'investisseur ou à une administration de la région, avec un délai",
        params: ZProjectIdParams,
        body: ZRequestDocumentRequest,
        response: { 201: ZReviewState, ...errors },
      },
    },
    async (request, reply) => {
      const state = await requestDocument(db, {
        user: currentUser(request),
        projectId: request.params.id,
        body: request.body,
        deps: deps(),
      });
      return reply.status(201).send(state);
    },
  );

  app.put(
    '/projects/:id/document-requests/:requestId/received',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Enregistre la réception du document demandé à une administration ; le dossier revient en vérification',
        params: ZDocumentRequestParams,
        response: { 200: ZReviewState, ...errors },
      },
    },
    async (request) =>
      markDocumentReceived(db, {
        user: currentUser(request),
        projectId: request.params.id,
        requestId: request.params.requestId,
        deps: deps(),
      }),
  );

  app.put(
    '/projects/:id/update-advisor',
    {
      config: { permission, formErrors: 'fields-and-message' },
      schema: {
        tags,
        summary: 'Confie le dossier à un autre conseiller de la région',
        params: ZProjectIdParams,
        body: ZUpdateAdvisorRequest,
        response: { 200: ZReviewActionResponse, ...errors },
      },
    },
    async (request) => {
      return updateAdvisor(db, { user: currentUser(request), projectId: request.params.id, body: request.body, deps: deps() });
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
    async (request) => validateProject(db, { user: currentUser(request), projectId: request.params.id, deps: deps() }),
  );
};
