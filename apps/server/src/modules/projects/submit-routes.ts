import { ZApiError } from '@cri/shared/errors';
import {
  ZProjectRecap,
  ZStartNewProjectRequest,
  ZStartNewProjectResponse,
  ZSubmitProjectRequest,
  ZSubmitProjectResponse,
} from '@cri/shared/schemas/project-submission';
import { ZProjectIdParams } from '@cri/shared/schemas/projects';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { documentsContext } from '../documents/context.ts';
import { projectPhaseRoutes } from './phase-routes.ts';
import { startNewProject } from './phase-service.ts';
import { errors, noStore, tags } from './submit-route-common.ts';
import { getRecap, submitProject } from './submit-service.ts';

/** Recap, submission, phases and adding procedures (spec 2 §2, §4, §7 Projects; issue 5). */
export const projectSubmissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = documentsContext(app);

  app.get(
    '/projects/:id/recap',
    {
      config: { permission: 'read:project' },
      schema: {
        tags,
        summary: 'Récapitulatif du dépôt : les trois étapes et ce qui manque encore à chacune',
        params: ZProjectIdParams,
        response: { 200: ZProjectRecap, ...errors },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', noStore).send(await getRecap(ctx, currentUser(request), request.params.id)),
  );

  app.post(
    '/projects/:id/submit',
    {
      config: { permission: 'update:project' },
      schema: {
        tags,
        summary:
          'Soumet le dossier (déclaration sur l’honneur requise) : SUBMITTED pour un premier dépôt, ACCEPTED pour des compléments',
        params: ZProjectIdParams,
        body: ZSubmitProjectRequest,
        response: { 200: ZSubmitProjectResponse, ...errors, 409: ZApiError, 422: ZApiError },
      },
    },
    async (request, reply) => reply.send(await submitProject(ctx, currentUser(request), request.params.id, request.body)),
  );

  app.post(
    '/projects/:id/start-new-project',
    {
      config: { permission: 'add:project-procedures' },
      schema: {
        tags,
        summary:
          'Ajoute des procédures (investisseur, ou conseiller affecté sur un dossier en revue) : un brouillon les reçoit simplement ; un dossier soumis passe en DRAFT_NEW_PROCEDURE pour être complété puis resoumis',
        params: ZProjectIdParams,
        body: ZStartNewProjectRequest,
        response: { 200: ZStartNewProjectResponse, ...errors, 409: ZApiError, 422: ZApiError },
      },
    },
    async (request, reply) => reply.send(await startNewProject(ctx, currentUser(request), request.params.id, request.body)),
  );

  projectPhaseRoutes(app, { db: ctx.db });
};
