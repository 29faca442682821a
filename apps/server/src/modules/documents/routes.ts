import { ZApiError } from '@cri/shared/errors';
import { UPLOAD_MAX_BYTES } from '@cri/shared/limits';
import {
  ZDownloadQuery,
  ZProvidedDocument,
  ZProvidedDocumentIdParams,
  ZProvidedDocumentList,
} from '@cri/shared/schemas/documents';
import { ZProjectIdParams } from '@cri/shared/schemas/projects';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../lib/app-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createDownloadTokens } from './download-token.ts';
import { DOCUMENTS_PREFIX, removeUnreferencedFiles } from './orphan-files.ts';
import { drain, receiveFile, STAGING_PREFIX } from './receive-file.ts';
import {
  checkUploadTarget,
  deleteProvidedDocument,
  findDownloadable,
  getProvidedDocument,
  listProvidedDocuments,
  recordThumbnail,
  recordUpload,
  type UploadTarget,
} from './service.ts';
import { createThumbnail } from './thumbnail.ts';
import { contentDisposition, parseUploadFields, safeFileName } from './upload-fields.ts';
import { createClamdScanner, createEicarScanner } from './virus-scanner.ts';

const tags = ['documents'];
const errors = { 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError, 413: ZApiError, 422: ZApiError, 503: ZApiError };
/** A staging file older than this cannot belong to a running upload. */
export const STAGING_MAX_AGE_MS = 60 * 60 * 1000;

/** Provided documents of a project (spec 2 §7 Documents): list, upload or replace, delete, download. */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Encapsulated: only these routes take multipart bodies. Past fileSize the file is cut and marked
  // truncated (throwFileSizeLimit false), so receiveFile answers 413 with the spec's message key.
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 1000 },
    throwFileSizeLimit: false,
  });
  const db = app.deps.database.db;
  const { env } = app.deps;
  const scanner = env.CLAMD_HOST ? createClamdScanner({ host: env.CLAMD_HOST, port: env.CLAMD_PORT }) : createEicarScanner();
  const tokens = createDownloadTokens(db);

  // A process killed during an upload leaves its staging file (no row points at it), and one killed
  // between a file and its row leaves a served file no row points at: both cleared at start, older than an
  // hour so an upload still running in another instance on the same disk is left alone.
  app.addHook('onReady', async () => {
    // Wall-clock time, as file times are (not the app's clock, which tests move).
    const before = new Date(Date.now() - STAGING_MAX_AGE_MS);
    const removed = await app.storage.purgeOlderThan(STAGING_PREFIX, before);
    if (removed > 0) app.log.info({ removed }, 'stale staging uploads removed');
    const orphans = await removeUnreferencedFiles(db, app.storage, before);
    if (orphans.length > 0) app.log.info({ removed: orphans.length }, 'document files without a row removed');
  });

  app.get(
    '/projects/:id/provided-documents',
    {
      config: { permission: 'read:project' },
      schema: {
        tags,
        summary: "Les documents d'un projet",
        params: ZProjectIdParams,
        response: { 200: ZProvidedDocumentList, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await listProvidedDocuments(db, currentUser(request), request.params.id, { tokens, now: app.deps.now() })),
  );

  app.post(
    '/provided-document',
    {
      config: { permission: 'manage:own-project-documents' },
      schema: {
        tags,
        summary: 'Déposer ou remplacer un document (multipart : projectId, documentTypeId, providedDocumentId?, puis file)',
        consumes: ['multipart/form-data'],
        response: { 200: ZProvidedDocument, 201: ZProvidedDocument, ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const fields: Record<string, string> = {};
      let received: { target: UploadTarget; key: string; size: number; mime: string; originalName: string } | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            fields[part.fieldname] = String(part.value);
            continue;
          }
          if (part.fieldname !== 'file' || received) {
            part.file.resume();
            continue;
          }
          let target: UploadTarget;
          let accepted: string[];
          try {
            // Fields come before the file, so nothing is stored for a caller who may not upload here.
            target = parseUploadFields(fields);
            ({ accepted } = await checkUploadTarget(db, user, target, app.deps.now()));
          } catch (error) {
            await drain(part.file);
            throw error;
          }
          const file = await receiveFile({
            storage: app.storage,
            scanner,
            file: part.file,
            claimedMime: part.mimetype,
            claimedName: part.filename,
            accepted,
          });
          received = {
            target,
            key: file.stagingKey,
            size: file.size,
            mime: file.mime,
            originalName: safeFileName(part.filename),
          };
        }
      } catch (error) {
        if (received) await app.storage.remove(received.key);
        throw error;
      }
      if (!received)
        throw new AppError('VALIDATION_FAILED', { fieldErrors: [{ field: 'file', messageKey: 'errors.field.required' }] });
      const stagingKey = received.key;
      const key = await app.storage.move(stagingKey, DOCUMENTS_PREFIX);
      let saved: { id: number; replacedKeys: string[] };
      try {
        saved = await recordUpload({ db, user, target: received.target, file: { ...received, key }, now: app.deps.now() });
      } catch (error) {
        await app.storage.remove(key);
        throw error;
      }
      for (const replaced of saved.replacedKeys) await app.storage.remove(replaced);
      await addThumbnail(saved.id, key, received.mime);
      const entry = await getProvidedDocument(db, user, saved.id, { tokens, now: app.deps.now() });
      return reply.status(received.target.providedDocumentId === null ? 201 : 200).send(entry);
    },
  );

  app.delete(
    '/provided-document/:id',
    {
      config: { permission: 'manage:own-project-documents' },
      schema: {
        tags,
        summary: "Supprimer un document (dans l'heure qui suit son dépôt)",
        params: ZProvidedDocumentIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const keys = await deleteProvidedDocument(db, currentUser(request), request.params.id, app.deps.now());
      for (const key of keys) await app.storage.remove(key);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/provided-document/:id/file',
    {
      // Public at the guard: the signed `token` of the link stands for the bearer header (spec 2 §7).
      config: { public: true },
      schema: {
        tags,
        summary: 'Télécharger un document déposé (lien signé)',
        params: ZProvidedDocumentIdParams,
        querystring: ZDownloadQuery,
      },
    },
    async (request, reply) => {
      const row = await linkedDocument(request.params.id, request.query.token, request.user);
      const stream = await app.storage.read(row.storageKey);
      if (!stream) throw notFound();
      return reply
        .type(row.mimeType)
        .header('content-length', row.size)
        .header('content-disposition', contentDisposition(row.originalName))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  );

  app.get(
    '/provided-document/:id/thumbnail',
    {
      // Exactly as the file: the signed `token` of the link, the same access rule.
      config: { public: true },
      schema: {
        tags,
        summary: "Vignette d'une image déposée (lien signé)",
        params: ZProvidedDocumentIdParams,
        querystring: ZDownloadQuery,
      },
    },
    async (request, reply) => {
      const row = await linkedDocument(request.params.id, request.query.token, request.user);
      if (!row.thumbnailKey) throw notFound();
      const stream = await app.storage.read(row.thumbnailKey);
      if (!stream) throw notFound();
      return reply
        .type('image/jpeg')
        .header('content-disposition', 'inline')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  );

  /**
   * The document behind a link: its token (or, without one, the bearer header) names the user, who must
   * still be allowed to see the project (findDownloadable); 401 without either, 404 otherwise.
   */
  async function linkedDocument(id: number, token: string | undefined, bearer: { sub: string } | undefined | null) {
    let userId: number;
    if (token) userId = await tokens.verify({ token, documentId: id, now: app.deps.now() });
    else if (bearer) userId = Number(bearer.sub);
    else throw new AppError('UNAUTHENTICATED');
    return findDownloadable(db, id, userId);
  }

  /**
   * The thumbnail of an uploaded picture (none for PDFs and office files). Never fails the upload: the
   * document is kept without a thumbnail and the reason is logged.
   */
  async function addThumbnail(id: number, key: string, mime: string): Promise<void> {
    if (mime !== 'image/png' && mime !== 'image/jpeg') return;
    let thumbnailKey: string | undefined;
    try {
      const result = await createThumbnail({ storage: app.storage, key, mime });
      if ('skipped' in result) {
        app.log.info({ providedDocumentId: id, reason: result.skipped }, 'no thumbnail for this picture');
        return;
      }
      thumbnailKey = result.key;
      if (await recordThumbnail(db, id, thumbnailKey)) return;
    } catch (error) {
      app.log.warn({ err: error, providedDocumentId: id }, 'thumbnail generation failed');
    }
    // Not recorded (the document went meanwhile, or the database failed): no orphan file.
    if (thumbnailKey) await app.storage.remove(thumbnailKey).catch(() => undefined);
  }
};
