import {
  ZDocumentFeedbackRequest,
  ZDocumentRequestParams,
  ZRequestDocumentRequest,
  ZReviewState,
  ZSendBackRequest,
} from '@cri/shared/schemas/advisor-review';
import { ZProjectIdParams } from '@cri/shared/schemas/projects';
import { z } from 'zod';
import type { ZodApp } from '../../lib/route-types.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { DocumentsContext } from '../documents/context.ts';
import { errors, permission, tags } from './route-common.ts';
import { documentFeedback, markDocumentReceived, removeDraftRequest, requestDocument, sendBack } from './service.ts';

/**
 * The advisor's work on a file's documents: feedback on a provided document, a request for a missing one,
 * and marking a requested one received.
 */
export function reviewDocumentRoutes(app: ZodApp, { ctx }: { ctx: DocumentsContext }): void {
  // The verdict is answered on PUT and on the spec's POST (spec 2 §7, decision 034): one declaration, one handler.
  for (const method of ['PUT', 'POST'] as const)
    app.route({
      method,
      url: '/provided-document/feedback',
      config: { permission, formErrors: 'fields-and-message' },
      schema: {
        tags,
        summary: 'Avis (brouillon) : document valide, non valide avec un commentaire obligatoire, ou avis retiré (null)',
        body: ZDocumentFeedbackRequest,
        response: { 204: z.null(), ...errors },
      },
      handler: async (request, reply) => {
        await documentFeedback(ctx, { user: currentUser(request), body: request.body });
        return reply.status(204).send(null);
      },
    });

  app.post(
    '/projects/:id/request-document',
    {
      config: { permission, formErrors: 'fields-and-message' },
      schema: {
        tags,
        summary:
          "Demande un document à l'investisseur (brouillon de la revue) ou à une administration de la région (envoyée), avec un délai",
        params: ZProjectIdParams,
        body: ZRequestDocumentRequest,
        response: { 201: ZReviewState, ...errors },
      },
    },
    async (request, reply) => {
      const state = await requestDocument(ctx, { user: currentUser(request), projectId: request.params.id, body: request.body });
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
      markDocumentReceived(ctx, {
        user: currentUser(request),
        projectId: request.params.id,
        requestId: request.params.requestId,
      }),
  );

  app.delete(
    '/projects/:id/document-requests/:requestId',
    {
      config: { permission },
      schema: {
        tags,
        summary: "Retire une demande du brouillon de la revue (jamais une demande déjà envoyée à l'investisseur)",
        params: ZDocumentRequestParams,
        response: { 200: ZReviewState, ...errors },
      },
    },
    async (request) =>
      removeDraftRequest(ctx, { user: currentUser(request), projectId: request.params.id, requestId: request.params.requestId }),
  );

  app.post(
    '/projects/:id/send-back',
    {
      config: { permission, formErrors: 'fields-and-message' },
      schema: {
        tags,
        summary:
          "Renvoie la revue à l'investisseur en un seul acte : documents non valides et demandes, une notification et un e-mail",
        params: ZProjectIdParams,
        body: ZSendBackRequest,
        response: { 200: ZReviewState, ...errors },
      },
    },
    async (request) => sendBack(ctx, { user: currentUser(request), projectId: request.params.id, body: request.body }),
  );
}
