import { AVATAR_MAX_BYTES, ZProfileImageResponse, ZUserIdParams } from '@cri/shared/schemas/profiles';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, forbidden } from '../../lib/app-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createClamdScanner, createEicarScanner } from '../documents/virus-scanner.ts';
import { readPicture, setPicture, storeAvatar } from './picture-service.ts';

const tags = ['profiles'];

/** Avatar upload and download (spec 1 §2.5, §7): CRUI members and advisors change their own picture. */
export const pictureRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here (encapsulated): only these routes accept multipart bodies.
  // Past fileSize the file is cut and marked truncated (throwFileSizeLimit false): receiveFile answers 413.
  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, parts: 6 },
    throwFileSizeLimit: false,
  });
  const db = app.deps.database.db;
  const { env } = app.deps;
  // The scanner of every upload (documents, PV scans): an avatar is served to other staff, so it is scanned too.
  const scanner = env.CLAMD_HOST ? createClamdScanner({ host: env.CLAMD_HOST, port: env.CLAMD_PORT }) : createEicarScanner();

  app.post(
    '/profile/add-profile-image',
    {
      config: { permission: 'update:own-staff-profile' },
      schema: {
        tags,
        summary: 'Changer sa photo de profil (jpg, png)',
        consumes: ['multipart/form-data'],
        response: { 200: ZProfileImageResponse },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      let userId: string | undefined;
      let key: string | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            if (part.fieldname === 'userId') userId = String(part.value);
          } else if (part.fieldname === 'file' && key === undefined) {
            key = await storeAvatar({
              storage: app.storage,
              scanner,
              file: part.file,
              claimedMime: part.mimetype,
              claimedName: part.filename,
            });
          } else {
            part.file.resume();
          }
        }
        if (!key)
          throw new AppError('VALIDATION_FAILED', { fieldErrors: [{ field: 'file', messageKey: 'errors.field.required' }] });
        // Only one's own picture (the spec sends the userId; anything else is refused).
        if (userId !== caller.sub) throw forbidden();
        await setPicture(db, app.storage, { userId: Number(caller.sub), key });
        return { userId: Number(caller.sub), hasPicture: true as const };
      } catch (error) {
        if (key) await app.storage.remove(key);
        throw error;
      }
    },
  );

  app.get(
    '/profile/picture/:userId',
    { config: { authenticated: true }, schema: { tags, summary: "Photo de profil d'un utilisateur", params: ZUserIdParams } },
    async (request, reply) => {
      const { stream, contentType } = await readPicture(db, app.storage, currentUser(request), request.params.userId);
      return reply
        .type(contentType)
        .header('cache-control', 'private, no-cache')
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  );
};
