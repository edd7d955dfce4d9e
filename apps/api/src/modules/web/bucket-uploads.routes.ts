import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../lib/http.ts';
import type { ObjectStorage } from '../../lib/s3-storage.ts';
import { IMMUTABLE_CACHE_CONTROL, InvalidStorageKeyError } from '../../lib/storage.ts';

/**
 * Serves `/uploads/<key>` from the bucket, so the URLs stored in existing rows keep working on every
 * instance and the bucket stays private (docs/decisions/041). Only keys the storage accepts are asked for:
 * anything with `..`, an empty segment or an odd character is a 404 like a missing object.
 */
export async function bucketUploadsRoutes(app: App, options: { bucket: ObjectStorage }): Promise<void> {
  app.get('/uploads/*', { schema: { hide: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
    const key = (request.params as { '*': string })['*'];
    const ifNoneMatch = request.headers['if-none-match'];
    let object: Awaited<ReturnType<ObjectStorage['read']>>;
    try {
      object = await options.bucket.read(key, typeof ifNoneMatch === 'string' ? ifNoneMatch : undefined);
    } catch (error) {
      if (error instanceof InvalidStorageKeyError) return reply.callNotFound();
      throw error;
    }
    if (object === undefined) return reply.callNotFound();
    reply.header('cache-control', IMMUTABLE_CACHE_CONTROL);
    if (object === 'not-modified') {
      if (typeof ifNoneMatch === 'string') reply.header('etag', ifNoneMatch);
      return reply.code(304).send();
    }
    if (object.etag) reply.header('etag', object.etag);
    if (object.lastModified) reply.header('last-modified', object.lastModified.toUTCString());
    if (object.contentLength !== undefined) reply.header('content-length', object.contentLength);
    return reply.type(object.contentType).send(object.body);
  });
}
