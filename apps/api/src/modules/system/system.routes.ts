import path from 'node:path';
import { z } from 'zod';
import type { App, AppContext } from '../../lib/http.ts';

const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.enum(['up', 'down']),
  version: z.string(),
  uptime: z.number().describe('seconds since the process started'),
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
