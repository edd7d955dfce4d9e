import type { Agent } from 'node:https';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerErrorHandler } from './lib/error-handler.ts';
import type { App, AppContext } from './lib/http.ts';
import { openJobQueue } from './lib/jobs/open-job-queue.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { timeRequests, watchPool } from './lib/metrics.ts';
import { drainUnreadBodies } from './lib/multipart-form.ts';
import { withErrorBody } from './lib/openapi-errors.ts';
import { securityHeaders } from './lib/security.ts';
import { openStorage } from './lib/storage-driver.ts';
import { APP_VERSION } from './lib/version.ts';
import { accountAdminRoutes } from './modules/account-admin/account-admin.routes.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { alertsRoutes } from './modules/alerts/alerts.routes.ts';
import { residentAlertsRoutes } from './modules/alerts/resident-alerts.routes.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { barangayStatusRoutes } from './modules/barangay-status/barangay-status.routes.ts';
import { boundariesRoutes } from './modules/barangays/boundaries.routes.ts';
import { casesRoutes } from './modules/cases/cases.routes.ts';
import { clustersRoutes } from './modules/clusters/clusters.routes.ts';
import { commentsRoutes } from './modules/comments/comments.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { effectivenessRoutes } from './modules/effectiveness/effectiveness.routes.ts';
import { geocodeRoutes } from './modules/geocode/geocode.routes.ts';
import { interventionsRoutes } from './modules/interventions/interventions.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { postsRoutes } from './modules/posts/posts.routes.ts';
import { pushRoutes } from './modules/push/push.routes.ts';
import { createPushService } from './modules/push/push.service.ts';
import { recommendationsRoutes } from './modules/recommendations/recommendations.routes.ts';
import { reportClusterCallsRoutes } from './modules/reports/report-cluster-calls.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { votingRoutes } from './modules/voting/voting.routes.ts';
import { webRoutes } from './modules/web/web.routes.ts';

export const API_PREFIX = '/api/v1';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  jwtSecret: string;
  /** Tests may pass their own mailer. */
  mailer?: Mailer;
  /** Tests pass an agent that trusts their local fake push service's certificate. */
  pushAgent?: Agent;
  /** How often idle job workers poll (they are also woken at once by a job of their own process). */
  jobPollMs?: number;
  /** Pino logger options; tests pass `false`. */
  logger?: boolean | object;
}

/** Builds the Fastify instance: plugins, routes and the error handler. It never listens; server.ts does. */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      // Secrets never reach the log: tokens travel in headers, passwords and codes in bodies (bodies are not logged).
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      // People at a terminal get readable lines; pipes and log collectors get JSON.
      ...(process.stdout.isTTY
        ? {
            transport: {
              target: 'pino-pretty',
              options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,mail' },
            },
          }
        : {}),
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Per-request lines only at debug level: at info the log holds events, not traffic.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
  }).withTypeProvider<ZodTypeProvider>();

  timeRequests(app);
  if (database.poolStats) {
    const forget = watchPool(database.poolStats);
    app.addHook('onClose', async () => {
      forget();
    });
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  app.addHook('onRequest', securityHeaders(config));
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  // Per-route limits tighten these; nothing bigger than a CSV line list is ever accepted.
  await app.register(fastifyMultipart, { limits: { fileSize: config.importMaxBytes, files: 8, fields: 30 } });
  // A refused upload is read to its end so its answer reaches the client; four line lists' worth at most.
  drainUnreadBodies(app, 4 * config.importMaxBytes);
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Dengue Watch QC API',
        description: 'Community dengue surveillance for Quezon City. Every path is under /api/v1.',
        version: APP_VERSION,
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) =>
      'openapiObject' in document ? withErrorBody(document.openapiObject) : document.swaggerObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const uploads = openStorage(config);
  app.addHook('onClose', async () => uploads.close());
  const jobs = openJobQueue(database, { pollMs: options.jobPollMs });
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    jwtSecret: options.jwtSecret,
    version: APP_VERSION,
    startedAt: Date.now(),
    uploadsDir: uploads.uploadsDir,
    storage: uploads.storage,
    mailer:
      options.mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        db: database.db,
        log: app.log,
        outboxDir: path.join(config.dataDir, 'outbox'),
      }),
    push: createPushService({ db: database.db, config, log: app.log, agent: options.pushAgent, jobs }),
    jobs,
  };
  // Workers start once every module has defined its queues; a job running at the stop finishes first.
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.stop());

  await app.register(
    async (api) => {
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      await systemRoutes(api as App, ctx);
      await authRoutes(api as App, ctx);
      await accountsRoutes(api as App, ctx);
      await accountAdminRoutes(api as App, ctx);
      await casesRoutes(api as App, ctx);
      await analyticsRoutes(api as App, ctx);
      await barangayStatusRoutes(api as App, ctx);
      await dashboardRoutes(api as App, ctx);
      await reportsRoutes(api as App, ctx);
      await geocodeRoutes(api as App, ctx);
      await clustersRoutes(api as App, ctx);
      await reportClusterCallsRoutes(api as App, ctx);
      await votingRoutes(api as App, ctx);
      await commentsRoutes(api as App, ctx);
      await postsRoutes(api as App, ctx);
      await interventionsRoutes(api as App, ctx);
      await effectivenessRoutes(api as App, ctx);
      await notificationsRoutes(api as App, ctx);
      await alertsRoutes(api as App, ctx);
      await residentAlertsRoutes(api as App, ctx);
      await pushRoutes(api as App, ctx);
      await recommendationsRoutes(api as App, ctx);
    },
    { prefix: API_PREFIX },
  );
  await app.register(boundariesRoutes);
  await app.register(webRoutes, {
    webDist: config.webDist,
    uploadsDir: uploads.uploadsDir,
    bucket: uploads.bucket,
  });
  return app as unknown as App;
}
