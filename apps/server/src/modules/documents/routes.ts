import { ZApiError } from '@cri/shared/errors';
import { UPLOAD_MAX_BYTES } from '@cri/shared/limits';
import { ZProvidedDocument, ZProvidedDocumentIdParams, ZProvidedDocumentList } from '@cri/shared/schemas/documents';
import { ZProjectIdParams } from '@cri/shared/schemas/projects';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptUploads, readUpload } from '../../core/uploads/read-upload.ts';
import { STAGING_PREFIX } from '../../core/uploads/receive-file.ts';
import { currentUser } from '../../plugins/auth.ts';
import { documentsContext } from './context.ts';
import { downloadRoutes } from './download-routes.ts';
import { DOCUMENTS_PREFIX, removeUnreferencedFiles } from './orphan-files.ts';
import {
  checkUploadTarget,
  deleteProvidedDocument,
  getProvidedDocument,
  listProvidedDocuments,
  recordThumbnail,
  recordUpload,
} from './service.ts';
import { createThumbnail } from './thumbnail.ts';
import { parseUploadFields } from './upload-fields.ts';

const tags = ['documents'];
const errors = { 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError, 413: ZApiError, 422: ZApiError, 503: ZApiError };
/** A staging file older than this cannot belong to a running upload. */
export const STAGING_MAX_AGE_MS = 60 * 60 * 1000;
const UPLOAD_LIMITS = { fileSize: UPLOAD_MAX_BYTES, fields: 10, fieldSize: 1000 };

/** Provided documents of a project (spec 2 §7 Documents): list, upload or replace, delete, download. */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Encapsulated: only these routes take multipart bodies.
  await acceptUploads(app);
  const ctx = documentsContext(app);
  const { db } = ctx;
  const { scanner } = app.deps;

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
      reply.header('cache-control', 'no-store').send(await listProvidedDocuments(ctx, currentUser(request), request.params.id)),
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
      const { checked: target, file } = await readUpload(request, {
        storage: app.storage,
        scanner,
        limits: UPLOAD_LIMITS,
        // Fields come before the file, so nothing is stored for a caller who may not upload here.
        check: async (fields) => {
          const value = parseUploadFields(fields);
          const { accepted } = await checkUploadTarget(ctx, user, value);
          return { accepted, value };
        },
      });
      const key = await app.storage.move(file.stagingKey, DOCUMENTS_PREFIX);
      let saved: { id: number; replacedKeys: string[] };
      try {
        saved = await recordUpload(ctx, { user, target, file: { ...file, key } });
      } catch (error) {
        await app.storage.remove(key);
        throw error;
      }
      for (const replaced of saved.replacedKeys) await app.storage.remove(replaced);
      await addThumbnail(saved.id, key, file.mime);
      const entry = await getProvidedDocument(ctx, user, saved.id);
      return reply.status(target.providedDocumentId === null ? 201 : 200).send(entry);
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
      const keys = await deleteProvidedDocument(ctx, currentUser(request), request.params.id);
      for (const key of keys) await app.storage.remove(key);
      return reply.status(204).send(null);
    },
  );

  downloadRoutes(app, { ctx });

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
