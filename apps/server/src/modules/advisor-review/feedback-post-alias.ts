import { ZDocumentFeedbackRequest } from '@cri/shared/schemas/advisor-review';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { documentsContext } from '../documents/context.ts';
import { errors, permission, tags } from './route-common.ts';
import { documentFeedback } from './service.ts';

/**
 * `POST /provided-document/feedback`: the spec's verb (spec 2 §7) for our `PUT /provided-document/feedback`
 * (remaining-areas §5 item 8, decision 034). Same access, body, handler and answers as the PUT in
 * document-routes.ts; kept in its own file so that route's owner can change it freely — whatever the PUT
 * calls, this calls too.
 */
export const feedbackPostAliasRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = documentsContext(app);
  app.post(
    '/provided-document/feedback',
    {
      config: { permission, formErrors: 'fields-and-message' },
      schema: {
        tags,
        summary: 'Document valide, ou non valide avec un commentaire obligatoire (verbe de la spécification, comme le PUT)',
        body: ZDocumentFeedbackRequest,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await documentFeedback(ctx, { user: currentUser(request), body: request.body });
      return reply.status(204).send(null);
    },
  );
};
