import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../lib/http.ts';
import type { ObjectStorage } from '../../lib/s3-storage.ts';
import { IMMUTABLE_CACHE_CONTROL as IMMUTABLE } from '../../lib/storage.ts';
import { bucketUploadsRoutes } from './bucket-uploads.routes.ts';

/**
 * Serves the built web app: hashed assets cached for a year, index.html always revalidated, and every
 * unknown page path answered with index.html so the app's router can take over (it redirects to /home).
 * Unknown /api/ paths answer 404 JSON.
 */
export async function webRoutes(
  app: App,
  options: { webDist: string; uploadsDir: string; bucket: ObjectStorage | undefined },
): Promise<void> {
  const hasBuild = existsSync(path.join(options.webDist, 'index.html'));

  if (options.bucket) {
    await bucketUploadsRoutes(app, { bucket: options.bucket });
  } else {
    await app.register(fastifyStatic, {
      root: options.uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      cacheControl: false,
      index: false,
      setHeaders: (reply) => reply.header('cache-control', IMMUTABLE),
    });
  }

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      prefix: '/',
      index: false,
      wildcard: false,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', isHashedAsset ? IMMUTABLE : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/');
    if (!isPage || !looksLikePage(pathname)) {
      return reply.code(404).send({
        message: `Nothing here: ${request.method} ${pathname} does not exist.`,
        code: 'ROUTE_NOT_FOUND',
      });
    }
    if (!hasBuild) {
      return reply.code(404).send({
        message: 'The web app is not built. Run `npm start`, which builds it.',
        code: 'ROUTE_NOT_FOUND',
      });
    }
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html')
      .sendFile('index.html', options.webDist);
  });
}

/** Page paths have no file extension; a missing /assets/x.js must stay a 404, not become HTML. */
function looksLikePage(pathname: string): boolean {
  return !/\.[a-z0-9]{1,8}$/i.test(pathname) || pathname.endsWith('.html');
}
