import {
  bodySchema,
  REMOVE_FILE_PART,
  type ResourceDecl,
  uploadDownloadPath,
  ZBackOfficeId,
  ZBackOfficeRecord,
} from '@cri/shared/back-office/resource';
import { ZApiError } from '@cri/shared/errors';
import { UPLOAD_MAX_BYTES } from '@cri/shared/limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forCaller, serviceContext } from '../../core/service-context.ts';
import { acceptUploads, parseJsonField, readOptionalUpload } from '../../core/uploads/read-upload.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { createRecord, readRecord, updateRecord } from './service.ts';
import type { Body, ResourceStore } from './store.ts';

const tags = ['back-office'];
const errors = { 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError, 413: ZApiError, 422: ZApiError };

/** Where a resource keeps its records' files (`back-office-crui-members`, `back-office-document-types`). */
const prefixOf = (decl: ResourceDecl): string => `back-office-${decl.name}`;

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/**
 * A refused file lands on the resource's file field (the form shows the spec's 9994 warning under it, spec 1
 * §8, 3 §8) rather than on the generic `file`.
 */
function onField(error: unknown, field: string): unknown {
  // Over the resource's own size limit (a timeline image): the message under its field says the limit.
  if (error instanceof AppError && error.code === 'PAYLOAD_TOO_LARGE') {
    const messageKey = `backOffice.errors.tooLarge.${field}`;
    return new AppError(error.code, { messageKey, fieldErrors: [{ field, messageKey }] });
  }
  if (!(error instanceof AppError) || !error.fieldErrors?.some((f) => f.field === 'file')) return error;
  const messageKey = error.code === 'UNSUPPORTED_FILE_TYPE' ? `backOffice.errors.unsupported.${field}` : error.messageKey;
  return new AppError(error.code, {
    messageKey,
    fieldErrors: error.fieldErrors.map((f) => (f.field === 'file' ? { field, messageKey } : f)),
  });
}

/**
 * The spec's multipart calls of a resource that carries a file (decision 087): `POST /crui-members/new`,
 * `PUT /crui-members/update/{id}` (and `/users/crui-member/...`), `POST /document-types/new`, `PUT
 * /document-types/update/{id}`; the record as JSON text in its part, the file optional. Type by content, virus
 * scan, 70 MB (core/uploads). The record and its file are written together: a refused record leaves no file, a
 * refused file no record, and a replaced file is removed once the change is committed.
 */
export function uploadRoutes(stores: readonly ResourceStore[]): FastifyPluginAsyncZod {
  return async (app) => {
    await acceptUploads(app);
    const ctx = serviceContext(app);
    const { scanner } = app.deps;
    const storage: FileStorage = app.storage;

    for (const store of stores) {
      const { decl, file: files } = store;
      const upload = decl.upload;
      if (!upload || !files) continue;

      const receive = async (request: Parameters<typeof currentUser>[0], mode: 'create' | 'update') => {
        let body: Body | undefined;
        // With a file, the fields it needs are required too (the template title, spec 3 §5).
        const parse = (fields: Record<string, string>, withFile: boolean): Body => {
          const part = upload.parts.find((p) => fields[p] !== undefined) ?? upload.parts[0];
          return parseJsonField(bodySchema(decl, mode, { withFile }), part as string, fields[part as string]) as Body;
        };
        try {
          const read = await readOptionalUpload(request, {
            storage,
            scanner,
            limits: { fileSize: upload.maxBytes ?? UPLOAD_MAX_BYTES, fields: 4, fieldSize: 200_000 },
            fileFields: [upload.field, 'file'],
            // The record is checked before a byte of the file is stored.
            check: (fields, sent) => {
              body = parse(fields, sent?.file !== false);
              return { accepted: upload.accepted, value: null };
            },
          });
          // Removing the stored file (a removable one, without a new file): `removeFile=true`.
          const removeFile = upload.removable === true && read.file === undefined && read.fields[REMOVE_FILE_PART] === 'true';
          return { body: body ?? parse(read.fields, read.file !== undefined), file: read.file, removeFile };
        } catch (error) {
          throw onField(error, upload.field);
        }
      };

      /**
       * Attaches the staged file in the record's transaction (or, asked to, takes the stored one off); the caller
       * removes what a failure left.
       */
      const attacher = (stagingKey: string | undefined, moved: { key?: string; old?: string | null }, removeFile: boolean) =>
        stagingKey === undefined
          ? removeFile
            ? async (tx: DbOrTx, id: number) => {
                moved.old = await files.set(tx, id, null);
              }
            : undefined
          : async (tx: DbOrTx, id: number) => {
              moved.key = await storage.move(stagingKey, prefixOf(decl));
              moved.old = await files.set(tx, id, moved.key);
            };

      const save = async (
        stagingKey: string | undefined,
        write: (attach: ReturnType<typeof attacher>) => Promise<unknown>,
        removeFile = false,
      ) => {
        const moved: { key?: string; old?: string | null } = {};
        try {
          const saved = await write(attacher(stagingKey, moved, removeFile));
          if (moved.old && moved.old !== moved.key) await storage.remove(moved.old);
          return saved;
        } catch (error) {
          if (stagingKey !== undefined) await storage.remove(moved.key ?? stagingKey);
          throw error;
        }
      };

      for (const url of upload.create) {
        app.post(
          url,
          {
            config: { permission: decl.access.create },
            schema: { tags, consumes: ['multipart/form-data'], response: { 201: ZBackOfficeRecord, ...errors } },
          },
          async (request, reply) => {
            const caller = forCaller(ctx, currentUser(request));
            const { body, file } = await receive(request, 'create');
            const created = await save(file?.stagingKey, (attach) =>
              createRecord(caller, store, body, { ip: request.ip, ...(attach ? { attach } : {}) }),
            );
            return reply.status(201).send(created as Record<string, unknown> & { id: number });
          },
        );
      }
      for (const url of upload.update) {
        app.put(
          url,
          {
            config: { permission: decl.access.update },
            schema: {
              tags,
              consumes: ['multipart/form-data'],
              params: ZBackOfficeId,
              response: { 200: ZBackOfficeRecord, ...errors },
            },
          },
          async (request) => {
            const caller = forCaller(ctx, currentUser(request));
            // Another region's record answers 404 before its file is read.
            await readRecord(caller, store, request.params.id);
            const { body, file, removeFile } = await receive(request, 'update');
            return (await save(
              file?.stagingKey,
              (attach) => updateRecord(caller, store, request.params.id, body, { ip: request.ip, ...(attach ? { attach } : {}) }),
              removeFile,
            )) as Record<string, unknown> & { id: number };
          },
        );
      }
      app.get(
        uploadDownloadPath(decl) as string,
        {
          config: { permission: decl.access.read },
          schema: { tags, params: ZBackOfficeId },
        },
        async (request, reply) => {
          const caller = forCaller(ctx, currentUser(request));
          // The record as the caller may see it (another region's: 404).
          await readRecord(caller, store, request.params.id);
          const key = await files.keyOf(ctx.db, request.params.id);
          const stream = key ? await storage.read(key) : null;
          if (!key || !stream) throw notFound();
          const extension = key.split('.').pop() ?? '';
          return reply
            .type(CONTENT_TYPES[extension] ?? 'application/octet-stream')
            .header('cache-control', 'private, no-cache')
            .header('x-content-type-options', 'nosniff')
            .send(stream);
        },
      );
    }
  };
}
