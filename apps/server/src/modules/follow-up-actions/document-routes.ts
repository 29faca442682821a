import { UPLOAD_MAX_BYTES } from '@cri/shared/limits';
import {
  FOLLOW_UP_FILE_TYPES,
  ZFollowUpAction,
  ZFollowUpActionParams,
  ZFollowUpDocumentParams,
} from '@cri/shared/schemas/follow-up-actions';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../../core/uploads/file-names.ts';
import { readUpload } from '../../core/uploads/read-upload.ts';
import type { VirusScanner } from '../../core/uploads/virus-scanner.ts';
import { notFound } from '../../lib/app-error.ts';
import type { ZodApp } from '../../lib/route-types.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as answers from './answer-service.ts';
import { FUA_PREFIX, type FuaContext } from './context.ts';
import * as read from './read-service.ts';
import { errors, tags } from './route-common.ts';

/** The documents answering an action (the recipient), and downloads of an action's files. */
export function documentRoutes(app: ZodApp, { ctx, scanner }: { ctx: FuaContext; scanner: VirusScanner }): void {
  app.post(
    '/follow-up-action/:id/documents',
    {
      config: { permission: 'answer:follow-up-actions' },
      schema: {
        tags,
        summary: 'Le destinataire dépose le document demandé (multipart : file ; jpg, png, pdf, 70 Mo)',
        params: ZFollowUpActionParams,
        consumes: ['multipart/form-data'],
        response: { 201: ZFollowUpAction, ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { id } = request.params;
      const { file } = await readUpload(request, {
        storage: app.storage,
        scanner,
        limits: { fileSize: UPLOAD_MAX_BYTES, fields: 2, fieldSize: 100 },
        check: async () => {
          await answers.checkAnswer(ctx, user, id);
          return { accepted: FOLLOW_UP_FILE_TYPES, value: null };
        },
      });
      const key = await app.storage.move(file.stagingKey, FUA_PREFIX);
      try {
        const action = await answers.addDocument(ctx, user, id, {
          key,
          size: file.size,
          mime: file.mime,
          originalName: file.originalName,
        });
        return reply.status(201).send(action);
      } catch (error) {
        await app.storage.remove(key);
        throw error;
      }
    },
  );

  app.delete(
    '/follow-up-action/:id/documents/:documentId',
    {
      config: { permission: 'answer:follow-up-actions' },
      schema: {
        tags,
        summary: "Supprime un document déposé, par son auteur, dans l'heure qui suit son dépôt",
        params: ZFollowUpDocumentParams,
        response: { 200: ZFollowUpAction, ...errors },
      },
    },
    async (request) => {
      const { action, unusedKey } = await answers.deleteDocument(
        ctx,
        currentUser(request),
        request.params.id,
        request.params.documentId,
      );
      await app.storage.remove(unusedKey);
      return action;
    },
  );

  const send = async (reply: FastifyReply, file: Awaited<ReturnType<typeof read.downloadable>>) => {
    const stream = await app.storage.read(file.storageKey);
    if (!stream) throw notFound();
    return reply
      .type(file.mimeType)
      .header('content-length', file.size)
      .header('content-disposition', contentDisposition(file.fileName))
      .header('cache-control', 'private, no-store')
      .send(stream);
  };

  app.get(
    '/follow-up-action/:id/attachment',
    {
      config: { permission: 'read:follow-up-actions' },
      schema: {
        tags,
        summary: "La pièce jointe de l'action (l'acte en cours pour une délivrance d'acte)",
        params: ZFollowUpActionParams,
      },
    },
    async (request, reply) => send(reply, await read.downloadable(ctx, currentUser(request), request.params.id)),
  );

  app.get(
    '/follow-up-action/:id/documents/:documentId',
    {
      config: { permission: 'read:follow-up-actions' },
      schema: { tags, summary: "Un document déposé en réponse à l'action", params: ZFollowUpDocumentParams },
    },
    async (request, reply) =>
      send(reply, await read.downloadable(ctx, currentUser(request), request.params.id, request.params.documentId)),
  );
}
