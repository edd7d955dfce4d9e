import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config.ts';
import { assertValidKey, IMMUTABLE_CACHE_CONTROL, publicUrlFor, type Storage } from './storage.ts';

// The pinned SDK release supports Node 20; its start-up notice is about later releases, which need Node 22
// (docs/decisions/041), and nothing a person running the server can act on. It would also break the
// server's one-line failure messages.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** One stored object on its way to a client: the body streams from the bucket, never buffered whole. */
export interface StoredObject {
  body: Readable;
  contentType: string;
  contentLength: number | undefined;
  etag: string | undefined;
  lastModified: Date | undefined;
}

export interface ObjectStorage extends Storage {
  /** The object, 'not-modified' when `ifNoneMatch` names its ETag, or undefined when no object has the key. */
  read(key: string, ifNoneMatch?: string): Promise<StoredObject | 'not-modified' | undefined>;
  /** Closes the client's sockets. */
  close(): void;
}

function clientFor(config: S3Config, maxAttempts?: number): S3Client {
  return new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 requires them: many S3-compatible stores reject the newer default
    // (aws-chunked bodies with checksum trailers), and every body here is a small buffer.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts,
  });
}

/** The server cannot use the configured bucket; the message says which and why, without the secret. */
export class BucketUnavailableError extends Error {}

/**
 * Asks the bucket once at start, so a wrong endpoint, name or key stops the server with one line instead
 * of failing the first upload.
 */
export async function checkBucket(config: S3Config): Promise<void> {
  const client = clientFor(config, 1);
  const where = `The image bucket ${config.bucket} at ${config.endpoint}`;
  try {
    await client.send(new HeadBucketCommand({ Bucket: config.bucket }));
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    const reason =
      status === 404
        ? 'does not exist'
        : status === 403 || status === 401
          ? 'refuses S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY'
          : `cannot be reached (${(error as NodeJS.ErrnoException).code ?? (error as Error).name}: ${(error as Error).message})`;
    throw new BucketUnavailableError(`${where} ${reason}. Check the S3_* settings.`);
  } finally {
    client.destroy();
  }
}

/**
 * Images in an S3-compatible bucket, so every instance reads what any instance wrote. Keys are the same as on
 * disk and URLs stay `/uploads/<key>`: the API streams the object (docs/decisions/041).
 */
export function createS3Storage(config: S3Config): ObjectStorage {
  const client = clientFor(config);
  const Bucket = config.bucket;
  return {
    async put(key, buffer, contentType) {
      assertValidKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: buffer,
          ContentType: contentType,
          // Kept on the object too, so a CDN in front of a public bucket would cache it the same way.
          CacheControl: IMMUTABLE_CACHE_CONTROL,
        }),
      );
      return { url: publicUrlFor(key) };
    },
    async delete(key) {
      assertValidKey(key);
      // S3 answers 204 for a key that does not exist, which is what the interface asks.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async read(key, ifNoneMatch) {
      assertValidKey(key);
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket, Key: key, IfNoneMatch: ifNoneMatch || undefined }),
        );
        return {
          body: object.Body as Readable,
          contentType: object.ContentType ?? 'application/octet-stream',
          contentLength: object.ContentLength,
          etag: object.ETag,
          lastModified: object.LastModified,
        };
      } catch (error) {
        const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
        if (status === 304) return 'not-modified';
        if (error instanceof S3ServiceException && error.name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    close() {
      client.destroy();
    },
  };
}
