import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FileStorage } from './file-storage.ts';
import { createLocalDiskStorage } from './local-disk-storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

/** Makes the file storage (local disk under DATA_DIR/files) available to every module as `app.storage`. */
export const storagePlugin = fp(async (app: FastifyInstance) => {
  app.decorate('storage', createLocalDiskStorage(join(app.deps.env.DATA_DIR, 'files')));
});
