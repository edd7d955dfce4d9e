import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { Mailer } from './mailer.ts';
import type { PushService } from './push.ts';
import type { Storage } from './storage.ts';

/** The Fastify instance with zod schemas as its type provider: routes get typed bodies and replies. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What modules need from the outside world, handed to each route plugin. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  jwtSecret: string;
  version: string;
  startedAt: number;
  /** Where stored images live (served at /uploads/). */
  uploadsDir: string;
  mailer: Mailer;
  storage: Storage;
  /** Web Push: the VAPID key and the background fan-out of alerts. */
  push: PushService;
  /** Background jobs any instance may take (lib/jobs); modules define their queues while routes register. */
  jobs: JobQueue;
}
