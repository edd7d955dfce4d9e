import path from 'node:path';
import { z } from 'zod';
import { notFound, unauthorized } from '../../lib/errors.ts';
import type { App, AppContext } from '../../lib/http.ts';
import { hasBearer, registry } from '../../lib/metrics.ts';

const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.enum(['up', 'down']),
  version: z.string(),
  uptime: z.number().describe('seconds since the process started'),
});

const readyResponse = z.object({ status: z.enum(['ready', 'not-ready']), db: z.enum(['up', 'down']) });

/** Longer than a healthy ping ever takes; shorter than a load balancer's check interval. */
const READY_PING_MS = 2000;

const pingWithin = (ping: () => Promise<void>, ms: number) =>
  new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    ping().then(
      () => resolve(true),
      () => resolve(false),
    );
    timer.unref();
  });

const publicConfigResponse = z.object({
  version: z.string(),
  mapTileUrl: z.string(),
  mapTileAttribution: z.string(),
  devOutbox: z.boolean().describe('true when mail goes to the dev outbox instead of SMTP'),
  devOutboxHint: z
    .string()
    .nullable()
    .describe('where a person trying the app finds the e-mails (dev outbox only)'),
});

export async function systemRoutes(app: App, ctx: AppContext): Promise<void> {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (_request, reply) => {
      const dbUp = await ctx.database.ping().then(
        () => true,
        () => false,
      );
      return reply.code(dbUp ? 200 : 503).send({
        status: dbUp ? 'ok' : 'degraded',
        db: dbUp ? 'up' : 'down',
        version: ctx.version,
        uptime: Math.round((Date.now() - ctx.startedAt) / 1000),
      });
    },
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['system'],
        summary:
          'Readiness for a load balancer: 200 while the database answers within 2 s, else 503 (and 503 while shutting down)',
        response: { 200: readyResponse, 503: readyResponse },
      },
    },
    async (_request, reply) => {
      const up = await pingWithin(() => ctx.database.ping(), READY_PING_MS);
      return reply.code(up ? 200 : 503).send({ status: up ? 'ready' : 'not-ready', db: up ? 'up' : 'down' });
    },
  );

  app.get(
    '/metrics',
    {
      schema: {
        tags: ['system'],
        summary:
          'Prometheus metrics (text format): with Authorization: Bearer METRICS_TOKEN; 404 when METRICS_TOKEN is not set',
        security: [{ bearerAuth: [] }],
      },
    },
    async (request, reply) => {
      const token = ctx.config.metricsToken;
      if (!token) throw notFound('Metrics are off: set METRICS_TOKEN to serve them.');
      if (!hasBearer(request, token))
        throw unauthorized('Metrics need the METRICS_TOKEN bearer token (Authorization: Bearer ...).');
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );

  app.get(
    '/config',
    {
      schema: {
        tags: ['system'],
        summary: 'Settings the web app reads at start (map tiles, dev outbox)',
        response: { 200: publicConfigResponse },
      },
    },
    async () => ({
      version: ctx.version,
      mapTileUrl: ctx.config.mapTileUrl,
      mapTileAttribution: ctx.config.mapTileAttribution,
      devOutbox: !ctx.config.smtpUrl,
      devOutboxHint: ctx.config.smtpUrl
        ? null
        : `No e-mail server is configured (SMTP_URL), so e-mails are not sent: the code is printed in the server console and saved in ${path.join(ctx.config.dataDir, 'outbox')}.`,
    }),
  );
}
