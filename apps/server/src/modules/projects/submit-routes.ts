import { ZApiError } from '@cri/shared/errors';
import {
  ZNewProcedures,
  ZProjectIdsQuery,
  ZProjectPhaseSummaryList,
  ZProjectPhases,
  ZProjectRecap,
  ZRequestedDocumentTypes,
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
import { getNewProcedures, getPhases, latestPhases, requestedDocumentTypes, startNewProject } from './phase-service.ts';
import { getRecap, submitProject } from './submit-service.ts';

const tags = ['projects'];
const errors = { 401: ZApiError, 403: ZApiError, 404: ZApiError } as const;

/** Recap, submission, phases and adding procedures (spec 2 §2, §4, §7 Projects; issue 5). */
export const projectSubmissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  const tokens = createDownloadTokens(db);
  const noStore = 'no-store';

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

  app.get(
    '/projects/status',
    {
      config: { permission: 'read:project' },
      schema: {
        tags,
        summary: 'Dernière phase visible par l’investisseur de chaque projet demandé (ids inconnus ou étrangers absents)',
        querystring: ZProjectIdsQuery,
        response: { 200: ZProjectPhaseSummaryList, 401: ZApiError, 403: ZApiError },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', noStore).send(await latestPhases(db, currentUser(request), request.query.ids, 'investor')),
  );

  app.get(
    '/projects/project-phases',
    {
      config: { permission: 'read:project' },
      schema: {
        tags,
        summary: 'Dernière phase interne de chaque projet demandé (l’investisseur n’a que les siennes visibles)',
        querystring: ZProjectIdsQuery,
        response: { 200: ZProjectPhaseSummaryList, 401: ZApiError, 403: ZApiError },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', noStore).send(await latestPhases(db, currentUser(request), request.query.ids, 'internal')),
  );

  app.get(
    '/projects/:id/phases',
    {
      config: { permission: 'read:project' },
      schema: {
        tags,
        summary: 'Historique des phases (qui, quand, métadonnées), date de dépôt et dernière décision',
        params: ZProjectIdParams,
        response: { 200: ZProjectPhases, ...errors },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', noStore).send(await getPhases(db, currentUser(request), request.params.id)),
  );

  app.get(
    '/projects/:id/requested-document-types',
    {
      config: { permission: 'read:project' },
      schema: {
        tags,
        summary:
          'Types de documents demandés par le conseiller et pas encore fournis (lus dans les phases ; vide tant que les conseillers ne peuvent pas encore demander de documents)',
        params: ZProjectIdParams,
        response: { 200: ZRequestedDocumentTypes, ...errors },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', noStore).send(await requestedDocumentTypes(db, currentUser(request), request.params.id)),
  );

  app.get(
    '/projects/:id/new-procedures',
    {
      config: { permission: 'update:project' },
      schema: {
        tags,
        summary: 'Procédures actives du catalogue qui ne sont pas encore sur le projet',
        params: ZProjectIdParams,
        response: { 200: ZNewProcedures, ...errors },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', noStore).send(await getNewProcedures(db, currentUser(request), request.params.id)),
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
};
