import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
import type { FileStorage } from './file-storage.ts';

const SAFE_SEGMENT = /^[a-z0-9-]+$/;

/**
 * Bytes per part of a multipart upload: S3's smallest part. A file up to it goes in one PutObject; a larger
 * one in parts, one part sent while the next is filled, so an upload holds two part buffers whatever its
 * size (decision 094).
 */
export const S3_PART_SIZE = 5 * 1024 * 1024;

export interface S3Settings {
  bucket: string;
  region: string;
  /** Unset = AWS S3 of the region. */
  endpoint?: string | undefined;
  forcePathStyle?: boolean;
  /** Both or neither; neither = the SDK's default chain (AWS_* variables, instance role). */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
}

let sdk: typeof S3 | undefined;
/** The SDK, loaded when S3 is configured: a server on local disk never pays its import (~0.5 s at start). */
const loaded = (): typeof S3 => {
  if (!sdk) throw new Error('the S3 SDK is loaded by createS3Client');
  return sdk;
};

/** The SDK client for these settings, speaking what every S3-compatible store understands. */
export async function createS3Client(settings: S3Settings): Promise<S3.S3Client> {
  sdk ??= await import('@aws-sdk/client-s3');
  return new sdk.S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle ?? false,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // The SDK's default CRC32 checksums on every upload (aws-chunked bodies with trailers) are refused by
    // many S3-compatible stores; sent only where the operation requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** A key as this storage writes them (`prefix/name`): no empty, `.` or `..` segment, nothing absolute. */
function checkKey(key: string): string {
  const segments = key.split('/');
  if (key.includes('\\') || segments.length < 2 || segments.some((s) => s === '' || s === '.' || s === '..')) {
    throw new Error(`storage key outside the root: ${key}`);
  }
  return key;
}

const statusOf = (error: unknown): number | undefined =>
  (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;

/** The object does not exist (and not: the bucket does not, which is a wrong setting, never a null). */
const isMissingObject = (error: unknown): boolean => {
  const name = (error as { name?: string } | null)?.name;
  return name === 'NoSuchKey' || (name !== 'NoSuchBucket' && statusOf(error) === 404);
};

/**
 * Files in one bucket of an S3-compatible store, with the local disk's semantics (file-storage.ts): keys
 * `prefix/<uuid>.<ext>`, streamed both ways (uploadObject below; the object's body as the read stream), a
 * failed put leaves no object and no pending multipart upload, a missing object reads as null and removes
 * without error, a move is a copy then a delete.
 */
export function createS3Storage(opts: { client: S3.S3Client; bucket: string; partSize?: number }): FileStorage {
  const { client, bucket } = opts;
  const {
    AbortMultipartUploadCommand,
    CompleteMultipartUploadCommand,
    CopyObjectCommand,
    CreateMultipartUploadCommand,
    DeleteObjectCommand,
    GetObjectCommand,
    PutObjectCommand,
    paginateListObjectsV2,
    UploadPartCommand,
  } = loaded();

  const listOlderThan = async (prefix: string, before: Date): Promise<string[]> => {
    if (!SAFE_SEGMENT.test(prefix)) throw new Error('unsafe storage prefix');
    const keys: string[] = [];
    // The delimiter keeps to the prefix's own level, as the local disk lists one folder.
    for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: `${prefix}/`, Delimiter: '/' })) {
      for (const object of page.Contents ?? []) {
        if (object.Key && object.LastModified && object.LastModified < before) keys.push(object.Key);
      }
    }
    return keys;
  };

  const remove = async (key: string): Promise<void> => {
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checkKey(key) }));
  };

  /**
   * Streams `source` into the object `key` and returns its size. Written here rather than with
   * @aws-sdk/lib-storage's Upload (decision 094): Upload copies each part into a new buffer that outlives a
   * young-generation collection, and a 70 MiB upload raised the process's memory by 51-66 MB before the
   * collector reclaimed them; two part buffers, reused, keep it at 2 × partSize. On any failure the
   * multipart upload is aborted (no stored part outlives it) and no object is left.
   */
  const uploadObject = async (key: string, source: Readable): Promise<number> => {
    const partSize = opts.partSize ?? S3_PART_SIZE;
    const buffers = [Buffer.allocUnsafe(partSize), Buffer.allocUnsafe(partSize)];
    let current = 0;
    let filled = 0;
    let size = 0;
    let sourceError: unknown;
    let created: Promise<string> | undefined;
    const etags: string[] = [];
    let inFlight: Promise<void> = Promise.resolve();
    const createUpload = (): Promise<string> => {
      created ??= client.send(new CreateMultipartUploadCommand({ Bucket: bucket, Key: key })).then((out) => {
        if (!out.UploadId) throw new Error('S3 CreateMultipartUpload answered no UploadId');
        return out.UploadId;
      });
      return created;
    };
    const sendPart = async (body: Buffer, partNumber: number): Promise<void> => {
      const UploadId = await createUpload();
      const out = await client.send(
        new UploadPartCommand({
          Bucket: bucket,
          Key: key,
          UploadId,
          PartNumber: partNumber,
          Body: body,
          ContentLength: body.length,
        }),
      );
      etags[partNumber - 1] = out.ETag ?? '';
    };
    async function* chunks(): AsyncGenerator<Buffer> {
      try {
        for await (const chunk of source as AsyncIterable<Buffer>) yield chunk;
      } catch (error) {
        sourceError = error;
        throw error;
      }
    }
    try {
      for await (const chunk of chunks()) {
        size += chunk.length;
        for (let offset = 0; offset < chunk.length; ) {
          const n = Math.min(partSize - filled, chunk.length - offset);
          chunk.copy(buffers[current] as Buffer, filled, offset, offset + n);
          filled += n;
          offset += n;
          if (filled === partSize) {
            // The other buffer is free once its part is sent: one part in flight while this one fills.
            await inFlight;
            inFlight = sendPart(buffers[current] as Buffer, etags.length + 1);
            etags.push('');
            inFlight.catch(() => undefined); // seen at the next await
            current = 1 - current;
            filled = 0;
          }
        }
      }
      await inFlight;
      const last = (buffers[current] as Buffer).subarray(0, filled);
      if (etags.length === 0) {
        await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: last, ContentLength: last.length }));
        return size;
      }
      if (filled > 0) {
        etags.push('');
        await sendPart(last, etags.length);
      }
      await client.send(
        new CompleteMultipartUploadCommand({
          Bucket: bucket,
          Key: key,
          UploadId: await createUpload(),
          MultipartUpload: { Parts: etags.map((ETag, i) => ({ ETag, PartNumber: i + 1 })) },
        }),
      );
      return size;
    } catch (error) {
      source.destroy();
      await inFlight.catch(() => undefined);
      const uploadId = created ? await created.catch(() => undefined) : undefined;
      if (uploadId) {
        await client
          .send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: uploadId }))
          .catch(() => undefined);
      }
      // A store may have completed the object before the failure was seen: none is kept either way.
      await remove(key).catch(() => undefined);
      // The source's own error (the client went away, the size limit) rather than what the store said.
      throw sourceError ?? error;
    }
  };

  return {
    async put({ source, prefix, extension }) {
      if (!SAFE_SEGMENT.test(prefix) || !SAFE_SEGMENT.test(extension)) throw new Error('unsafe storage prefix or extension');
      const key = `${prefix}/${randomUUID()}.${extension}`;
      const size = await uploadObject(key, source);
      return { key, size };
    },
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: checkKey(key) }));
        return (object.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },
    async move(key, prefix) {
      if (!SAFE_SEGMENT.test(prefix)) throw new Error('unsafe storage prefix');
      const name = checkKey(key).split('/').pop() ?? '';
      const next = `${prefix}/${name}`;
      if (next === key) return next;
      const source = `${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;
      await client.send(new CopyObjectCommand({ Bucket: bucket, Key: next, CopySource: source }));
      await remove(key);
      return next;
    },
    remove,
    async purgeOlderThan(prefix, before) {
      const keys = await listOlderThan(prefix, before);
      for (const key of keys) await remove(key);
      return keys.length;
    },
    listOlderThan,
  };
}

/**
 * Fails start-up with a clear message when the bucket cannot be used (wrong address, name or keys), rather
 * than at the first upload.
 */
export async function checkS3Bucket(client: S3.S3Client, settings: S3Settings, timeoutMs = 10_000): Promise<void> {
  const { HeadBucketCommand } = loaded();
  try {
    await client.send(new HeadBucketCommand({ Bucket: settings.bucket }), { abortSignal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const e = error as { name?: string; message?: string; code?: string };
    const status = statusOf(error);
    const reason = [
      e.name,
      status ? `HTTP ${status}` : undefined,
      e.code,
      e.message && e.message !== e.name && e.message !== 'UnknownError' ? e.message : undefined,
    ]
      .filter(Boolean)
      .join(', ');
    const where = settings.endpoint ?? `AWS S3 (${settings.region})`;
    throw new Error(
      `File storage: the S3 bucket "${settings.bucket}" at ${where} cannot be used (${reason}). ` +
        'Check S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_FORCE_PATH_STYLE and the keys S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY.',
    );
  }
}
