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
import { publicLink } from '../../mail/outbox.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createDownloadTokens } from '../documents/download-token.ts';
import { projectPhaseRoutes } from './phase-routes.ts';
import { startNewProject } from './phase-service.ts';
import { errors, noStore, tags } from './submit-route-common.ts';
import { getRecap, submitProject } from './submit-service.ts';

/** Recap, submission, phases and adding procedures (spec 2 §2, §4, §7 Projects; issue 5). */
export const projectSubmissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  const tokens = createDownloadTokens(db);

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
      reply
        .header('cache-control', noStore)
        .send(await getRecap(db, currentUser(request), request.params.id, { tokens, now: app.deps.now() })),
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
    async (request, reply) =>
      reply.send(
        await submitProject(db, currentUser(request), request.params.id, request.body, {
          tokens,
          now: app.deps.now(),
          link: (path) => publicLink(app, path),
        }),
      ),
  );

  app.post(
    '/projects/:id/start-new-project',
    {
      config: { permission: 'update:project' },
      schema: {
        tags,
        summary:
          'Ajoute des procédures : un brouillon les reçoit simplement ; un dossier soumis passe en DRAFT_NEW_PROCEDURE pour être complété puis resoumis',
        params: ZProjectIdParams,
        body: ZStartNewProjectRequest,
        response: { 200: ZStartNewProjectResponse, ...errors, 409: ZApiError, 422: ZApiError },
      },
    },
    async (request, reply) =>
      reply.send(await startNewProject(db, currentUser(request), request.params.id, request.body, app.deps.now())),
  );

  projectPhaseRoutes(app, { db });
};
