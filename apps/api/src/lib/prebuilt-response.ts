import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A JSON answer built once per change of its data and kept as bytes: the plain JSON, its gzip and its brotli
 * forms, and the ETag naming its version. Serving it costs a header check and a socket write; building and
 * compressing it (about 200 KB of JSON for the barangay list) is what used to cost every request
 * (docs/decisions/039).
 */
export interface Prebuilt {
  etag: string;
  json: Buffer;
  gzip: Buffer;
  br: Buffer;
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * Compresses off the event loop (zlib's thread pool). Brotli quality 9 for answers up to 1 MB (paid once per
 * change), 5 above, where 11 would take seconds.
 */
export async function prebuild(json: string, version: string): Promise<Prebuilt> {
  const bytes = Buffer.from(json);
  const quality = bytes.length > 1024 * 1024 ? 5 : 9;
  const [gz, br] = await Promise.all([
    gzip(bytes, { level: 6 }),
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  ]);
  return { etag: `"${version}"`, json: bytes, gzip: gz, br };
}

/** The encoding the client accepts that we hold: brotli first, then gzip, else plain. */
function encodingFor(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = acceptEncoding
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
    .map(([name]) => name!.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip') || accepted.includes('*')) return 'gzip';
  return undefined;
}

/** Whether If-None-Match names this ETag (a list, a weak form, or `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * Sends a prebuilt answer: 304 without a body to a matching If-None-Match, else the bytes in the best
 * encoding the client accepts. The route must set `compress: false`, or @fastify/compress would compress
 * again.
 */
export function sendPrebuilt(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Prebuilt,
  cacheControl: string,
  varyAlso: string[] = [],
): FastifyReply {
  reply
    .header('etag', body.etag)
    .header('cache-control', cacheControl)
    .header('vary', [...varyAlso, 'accept-encoding'].join(', '));
  if (matches(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
  const encoding = encodingFor(request.headers['accept-encoding']);
  reply.type('application/json; charset=utf-8');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding === 'br' ? body.br : encoding === 'gzip' ? body.gzip : body.json);
}
