import { ZApiError } from '@cri/shared/errors';
import {
  ZNewProcedures,
  ZProjectIdsQuery,
  ZProjectPhaseSummaryList,
  ZProjectPhases,
  ZRequestedDocumentTypes,
} from '@cri/shared/schemas/project-submission';
import { ZProjectIdParams } from '@cri/shared/schemas/projects';
import type { Db } from '../../db/client.ts';
import type { ZodApp } from '../../lib/route-types.ts';
import { currentUser } from '../../plugins/auth.ts';
import { getNewProcedures, getPhases, latestPhases, requestedDocumentTypes } from './phase-service.ts';
import { errors, noStore, tags } from './submit-route-common.ts';

/**
 * Reads of where files stand: the latest phase of several files (in the investor's and the staff's wording),
 * one file's phases, the document types requested of it and the procedures it may add.
 */
export function projectPhaseRoutes(app: ZodApp, { db }: { db: Db }): void {
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
      config: { permission: 'add:project-procedures' },
      schema: {
        tags,
        summary: 'Procédures actives du catalogue qui ne sont pas encore sur le projet (investisseur, ou conseiller affecté)',
        params: ZProjectIdParams,
        response: { 200: ZNewProcedures, ...errors },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', noStore).send(await getNewProcedures(db, currentUser(request), request.params.id)),
  );
}
