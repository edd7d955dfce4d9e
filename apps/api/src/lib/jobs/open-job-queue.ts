import type { Database } from '../../db/client.ts';
import type { JobQueue } from './job-queue.ts';
import { createPgBossQueue } from './pg-boss-queue.ts';
import { createTableQueue } from './table-queue.ts';

/** pg-boss on a PostgreSQL server; the `jobs` table on the embedded database (one process by its lock). */
export function openJobQueue(database: Database, options: { pollMs?: number } = {}): JobQueue {
  return database.kind === 'postgres'
    ? createPgBossQueue(database.db, { pollSeconds: Math.max(0.5, (options.pollMs ?? 1000) / 1000) })
    : createTableQueue(database.db, { pollMs: options.pollMs });
}
