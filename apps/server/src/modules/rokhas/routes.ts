import { ZApiError } from '@cri/shared/errors';
import { ZProjectIdParams } from '@cri/shared/schemas/projects';
import {
  ZLandFolderPartner,
  ZProjectIdParam,
  ZSendFolderParams,
  ZSendFolderResponse,
  ZShareFolderState,
  ZVerifyEmailResult,
} from '@cri/shared/schemas/rokhas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { callbackRoutes } from './callback-routes.ts';
import { rokhasContext } from './context.ts';
import { sendFolder, shareFolder, shareState, verifyEmailResult, verifyWithPartner } from './service.ts';
import { landFolderPartner } from './situation-service.ts';

const tags = ['rokhas'];
/** A refused share or send names what blocks it (spec 2 §9). */
const ZRokhasError = ZApiError.extend({ blockers: z.array(z.string()).optional() });
const errors = { 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZRokhasError, 422: ZApiError };
const noStore = { 'cache-control': 'no-store' };

/** Rokhas, the building-permit partner (issue 14; spec 2 §2 "Notification and sharing", §4; decisions 039, 040). */
export const rokhasRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = rokhasContext(app);

  app.post(
    '/data-verification/:projectId/verify-with-partner',
    {
      config: { permission: 'manage:rokhas' },
      schema: {
        tags,
        summary: "Vérifie l'e-mail de l'architecte auprès des comptes architectes de Rokhas",
        params: ZProjectIdParam,
        response: { 200: ZVerifyEmailResult, ...errors },
      },
    },
    async (request) => verifyWithPartner(ctx, currentUser(request), request.params.projectId),
  );

  app.get(
    '/data-verification/:projectId/verify-email-result',
    {
      config: { permission: 'read:rokhas' },
      schema: {
        tags,
        summary: "Résultat de la vérification de l'e-mail de l'architecte (IN_PROGRESS, NOT_EXIST, EXIST)",
        params: ZProjectIdParam,
        response: { 200: ZVerifyEmailResult, ...errors },
      },
    },
    async (request, reply) =>
      reply.headers(noStore).send(await verifyEmailResult(ctx, currentUser(request), request.params.projectId)),
  );

  app.get(
    '/projects/:id/share-folder-with-partner',
    {
      config: { permission: 'read:rokhas' },
      schema: {
        tags,
        summary: 'Partage du dossier avec les membres techniques de Rokhas et leurs commentaires',
        params: ZProjectIdParams,
        response: { 200: ZShareFolderState, ...errors },
      },
    },
    async (request, reply) => reply.headers(noStore).send(await shareState(ctx, currentUser(request), request.params.id)),
  );

  app.post(
    '/projects/:id/share-folder-with-partner',
    {
      config: { permission: 'manage:rokhas' },
      schema: {
        tags,
        summary: 'Partage le dossier avec les membres techniques de Rokhas (48 heures pour commenter)',
        params: ZProjectIdParams,
        response: { 200: ZShareFolderState, ...errors },
      },
    },
    async (request) => shareFolder(ctx, currentUser(request), request.params.id),
  );

  app.post(
    '/projects/:id/send-folder-to-rokhas/:procedureId',
    {
      config: { permission: 'manage:rokhas' },
      schema: {
        tags,
        summary: "Envoie le dossier d'une procédure à Rokhas (tâche réessayée jusqu'à réception)",
        params: ZSendFolderParams,
        response: { 200: ZSendFolderResponse, ...errors },
      },
    },
    async (request) => sendFolder(ctx, currentUser(request), request.params.id, request.params.procedureId),
  );

  app.get(
    '/projects/:id/land-folder-partner',
    {
      config: { permission: 'read:rokhas' },
      schema: {
        tags,
        summary: 'Situation Rokhas du dossier : vérification, dossiers fonciers, situations, tâches',
        params: ZProjectIdParams,
        response: { 200: ZLandFolderPartner, ...errors },
      },
    },
    async (request, reply) => reply.headers(noStore).send(await landFolderPartner(ctx, currentUser(request), request.params.id)),
  );

  await app.register(callbackRoutes);
};
