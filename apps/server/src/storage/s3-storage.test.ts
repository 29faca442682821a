import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env.ts';
import { createProject, PDF_HEAD, pdfOfSize, upload } from '../modules/documents/test-helpers.ts';
import { API } from '../modules/framing-forms/test-helpers.ts';
import { loginAs } from '../test/login.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createS3Client, createS3Storage } from './s3-storage.ts';
import { openFileStorage } from './storage-plugin.ts';
import { type S3TestServer, startS3TestServer } from './test-helpers.ts';

describe('S3 settings', () => {
  it('keeps the local disk by default and names what is missing', () => {
    expect(loadEnv({}).S3_BUCKET).toBeUndefined();
    expect(() => loadEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET: is required when S3_ENDPOINT is set/);
    expect(() => loadEnv({ S3_BUCKET: 'cri-files', S3_ACCESS_KEY_ID: 'key' })).toThrow(/S3_SECRET_ACCESS_KEY: is required/);
    expect(() => loadEnv({ S3_BUCKET: 'Not_A_Bucket' })).toThrow(/S3_BUCKET: expects a bucket name/);
    expect(() => loadEnv({ S3_BUCKET: 'cri-files', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
    expect(loadEnv({ S3_BUCKET: 'cri-files' })).toMatchObject({ S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false });
  });
});

describe('S3 storage in the server', () => {
  let s3: S3TestServer;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startS3TestServer();
    t = await createTestApp({ env: s3.env });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await s3.close();
  });

  it('refuses to start on a bucket it cannot use, saying which settings to check', async () => {
    const env = loadEnv({ ...s3.env, S3_BUCKET: 'no-such-bucket' });
    await expect(openFileStorage(env)).rejects.toThrow(
      /the S3 bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+ cannot be used \(.*404.*\)\. Check S3_ENDPOINT, S3_BUCKET/,
    );
    // Nobody listening at the address: refused at once, not at the first upload.
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const { port } = closed.address() as { port: number };
    await new Promise((r) => closed.close(r));
    await expect(openFileStorage(loadEnv({ ...s3.env, S3_ENDPOINT: `http://127.0.0.1:${port}` }))).rejects.toThrow(
      /cannot be used \(.*ECONNREFUSED/,
    );
  });

  it('keeps an uploaded document in the bucket, not on the disk, and serves it through the same signed link on any instance', async () => {
    const investor = await loginAs(t, 'investisseur@demo.cri.ma');
    const projectId = await createProject(t, investor);
    const list = await t.app.inject({
      method: 'GET',
      url: `${API}/projects/${projectId}/provided-documents`,
      headers: investor.headers,
    });
    const documentTypeId = list.json<{ documents: { documentTypeId: number }[] }>().documents[0]?.documentTypeId;
    const size = 7 * 1024 * 1024; // more than one part: a multipart upload streamed to the bucket
    const res = await upload(t, investor, {
      fields: { projectId, documentTypeId: documentTypeId ?? 0 },
      content: pdfOfSize(size),
    });
    expect(res.statusCode, res.body).toBe(201);
    const downloadPath = res.json<{ uploadedFile: { downloadPath: string } }>().uploadedFile.downloadPath;
    expect(downloadPath).toMatch(/\/provided-document\/\d+\/file\?token=/);

    const bucket = createS3Storage({ client: await createS3Client(s3.settings), bucket: s3.settings.bucket });
    const [key, ...others] = await bucket.listOlderThan('documents', new Date(Date.now() + 60_000));
    expect(others).toEqual([]);
    expect(await bucket.listOlderThan('incoming', new Date(Date.now() + 60_000))).toEqual([]);
    await expect(stat(join(t.app.deps.env.DATA_DIR, 'files', key ?? 'none'))).rejects.toThrow(/ENOENT/);

    const file = await t.app.inject({ method: 'GET', url: downloadPath });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-length']).toBe(String(size));
    expect(file.rawPayload.length).toBe(size);
    expect(file.rawPayload.subarray(0, PDF_HEAD.length).equals(PDF_HEAD)).toBe(true);

    // Another instance on the same database and bucket, with a data directory of its own (no shared disk),
    // serves the same link.
    const dataDir = await mkdtemp(join(tmpdir(), 'cri-second-instance-'));
    const second = await createTestApp({ sameDatabaseAs: t, env: { ...s3.env, DATA_DIR: dataDir } });
    try {
      const again = await second.app.inject({ method: 'GET', url: downloadPath });
      expect(again.statusCode).toBe(200);
      expect(again.rawPayload.equals(file.rawPayload)).toBe(true);
    } finally {
      await second.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
