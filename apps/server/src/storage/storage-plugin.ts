import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../config/env.ts';
import type { FileStorage } from './file-storage.ts';
import { createLocalDiskStorage } from './local-disk-storage.ts';
import { checkS3Bucket, createS3Client, createS3Storage, type S3Settings } from './s3-storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

type StorageEnv = Pick<
  Env,
  'DATA_DIR' | 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'
>;

/**
 * The file storage of this server: the S3-compatible bucket of S3_BUCKET when set (checked before anything
 * is served, decision 094), local disk under DATA_DIR/files otherwise.
 */
export async function openFileStorage(env: StorageEnv): Promise<FileStorage> {
  if (!env.S3_BUCKET) return createLocalDiskStorage(join(env.DATA_DIR, 'files'));
  const settings: S3Settings = {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
  };
  const client = await createS3Client(settings);
  await checkS3Bucket(client, settings);
  return createS3Storage({ client, bucket: settings.bucket });
}

/**
 * Makes the file storage available to every module as `app.storage`: the one the caller opened (server.ts,
 * which seeds demo files into it first), else the one of the environment.
 */
export const storagePlugin = fp(async (app: FastifyInstance, opts: { storage?: FileStorage | undefined }) => {
  app.decorate('storage', opts.storage ?? (await openFileStorage(app.deps.env)));
});
