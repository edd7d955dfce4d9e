import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns.ts';

/**
 * Background jobs on the embedded database (lib/jobs/table-queue.ts). A worker claims the oldest due job
 * with FOR UPDATE SKIP LOCKED, so a job runs once however many workers poll. On PostgreSQL pg-boss keeps its
 * own tables in the `pgboss` schema instead. `state`: queued (waiting, or waiting for a retry at `run_after`),
 * active (claimed until `expires_at`; a claim past it belongs to a process that died), done, failed.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    queue: text('queue').notNull(),
    data: jsonb('data').notNull(),
    state: text('state').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    retryLimit: integer('retry_limit').notNull(),
    retryDelaySeconds: integer('retry_delay_seconds').notNull(),
    expireSeconds: integer('expire_seconds').notNull(),
    runAfter: instant('run_after').notNull().defaultNow(),
    expiresAt: instant('expires_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: instant('finished_at'),
  },
  (t) => [
    index('jobs_due_idx').on(t.queue, t.runAfter).where(sql`state in ('queued', 'active')`),
    index('jobs_finished_idx').on(t.finishedAt),
  ],
);
