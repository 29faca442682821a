import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from './s3-storage.ts';

export interface S3TestServer {
  settings: S3Settings;
  /** The same settings as the server's environment variables (createTestApp's `env`). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server for the tests (decision 094): s3rver, in this process, on a free loopback
 * port, its objects in a temporary folder, with one bucket. Its default key pair is S3RVER/S3RVER and it
 * checks request signatures, so the client's credentials and signing are exercised as well.
 */
export async function startS3TestServer(bucket = 'cri-files'): Promise<S3TestServer> {
  const directory = await mkdtemp(join(tmpdir(), 'cri-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const settings: S3Settings = {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
  return {
    settings,
    env: {
      S3_BUCKET: bucket,
      S3_REGION: settings.region,
      S3_ENDPOINT: settings.endpoint ?? '',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
