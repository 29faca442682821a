import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES, ZProfileImageResponse, ZUserIdParams } from '@cri/shared/schemas/profiles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptUploads } from '../../core/uploads/read-upload.ts';
import { forbidden } from '../../lib/app-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { AVATARS_PREFIX, readAvatar, readPicture, setPicture } from './picture-service.ts';

const tags = ['profiles'];

/** Avatar upload and download (spec 1 §2.5, §7): CRUI members and advisors change their own picture. */
export const pictureRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here (encapsulated): only these routes accept multipart bodies.
  await acceptUploads(app);
  const db = app.deps.database.db;
  // An avatar is served to other staff, so it is scanned like every upload.
  const { scanner } = app.deps;

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
      const { fields, file } = await readAvatar(request, {
        storage: app.storage,
        scanner,
        limits: { fileSize: AVATAR_MAX_BYTES, fields: 5 },
        check: () => ({ accepted: AVATAR_MIME_TYPES, value: null }),
      });
      let key: string | undefined;
      try {
        // Only one's own picture (the spec sends the userId; anything else is refused).
        if (fields.userId !== caller.sub) throw forbidden();
        key = await app.storage.move(file.stagingKey, AVATARS_PREFIX);
        await setPicture(db, app.storage, { userId: Number(caller.sub), key });
        return { userId: Number(caller.sub), hasPicture: true as const };
      } catch (error) {
        await app.storage.remove(key ?? file.stagingKey);
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
