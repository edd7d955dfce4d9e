import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readBarangayBoundaries } from '../../lib/assets.ts';
import type { App } from '../../lib/http.ts';

/** The path the spec's web app fetches the barangay polygons from. */
export const BOUNDARIES_PATH = '/quezon_barangays_boundaries.geojson';

// A month of caching with revalidation by ETag: boundaries change rarely, but a fixed URL must not be immutable.
const CACHE_CONTROL = 'public, max-age=2592000, stale-while-revalidate=86400';

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/**
 * Serves the 142 barangay shapes (the OpenStreetMap file with Novaliches Proper's derived outline added,
 * lib/assets.ts), written and compressed once rather than per request. The compression (about a
 * second of CPU for brotli's best quality) starts with the server but runs on libuv's thread pool, so it
 * holds up neither the start nor other requests; a map request that comes before it is done waits for it.
 */
export async function boundariesRoutes(app: App): Promise<void> {
  const raw = Buffer.from(JSON.stringify(readBarangayBoundaries()));
  const variants: Record<'br' | 'gzip' | 'identity', Promise<Buffer>> = {
    br: compressBrotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: compressGzip(raw, { level: 9 }),
    identity: Promise.resolve(raw),
  };
  // A failure surfaces on the request that awaits it (a 500), never as an unhandled rejection.
  for (const variant of Object.values(variants)) variant.catch(() => {});
  const etag = `"${createHash('sha256').update(raw).digest('base64url').slice(0, 27)}"`;

  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    reply
      .header('content-type', 'application/geo+json; charset=utf-8')
      .header('cache-control', CACHE_CONTROL)
      .header('etag', etag)
      .header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : 'identity';
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(await variants[encoding]);
  };

  // Compression is done here, so the global compression plugin must leave this route alone.
  app.get(BOUNDARIES_PATH, { compress: false, schema: { hide: true } }, serve);
}
