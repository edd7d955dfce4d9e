import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config.ts';

/**
 * helmet's headers as an onRequest hook, with the middleware built once. @fastify/helmet built a new helmet
 * (parsing the policy's directives again) on every request: a few per cent of a cheap read's CPU in a
 * profile of `npm run bench:api`.
 */
export function securityHeaders(config: Pick<Config, 'mapTileUrl'>) {
  const setHeaders = helmet({ contentSecurityPolicy: contentSecurityPolicy(config) });
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) =>
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
}

/**
 * Content Security Policy: scripts only from this origin; images also from the configured map tile server;
 * inline styles are allowed because the map and chart libraries position elements with style attributes.
 */
export function contentSecurityPolicy(config: Pick<Config, 'mapTileUrl'>) {
  const tileOrigin = originOf(config.mapTileUrl);
  return {
    useDefaults: true,
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:', ...(tileOrigin ? [tileOrigin] : [])],
      'connect-src': ["'self'"],
      'worker-src': ["'self'", 'blob:'],
      'manifest-src': ["'self'"],
      'upgrade-insecure-requests': null,
    },
  };
}

/** 'https://{s}.tile.example.org/{z}/{x}/{y}.png' -> 'https://*.tile.example.org'. */
function originOf(template: string): string | undefined {
  const match = /^(https?:\/\/)([^/]+)/.exec(template);
  if (!match) return undefined;
  return `${match[1]}${match[2]!.replace(/\{[a-z]+\}/g, '*')}`;
}
