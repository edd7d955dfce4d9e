import { type SQL, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Db } from '../../db/client.ts';
import { type EnqueueOptions, type JobQueue, type QueueDefinition, runTimed } from './job-queue.ts';

/**
 * The PostgreSQL queue: pg-boss, in its own `pgboss` schema of the app's database, reached through the app's
 * own connection pool (and, for a job that follows a write, through that write's transaction). pg-boss claims
 * jobs with FOR UPDATE SKIP LOCKED too, retries a failed try after a delay, and takes back a job whose
 * process died once its expiry passed. Its maintenance runs on every instance; pg-boss coordinates them.
 */

/** pg-boss speaks `executeSql(text, values)` with $1 placeholders; drizzle takes SQL objects. */
function toSql(text: string, values?: unknown[]): SQL {
  if (!values || values.length === 0) return sql.raw(text);
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    // One bound parameter each: drizzle would drop an undefined value and spread an array into a list.
    chunks.push(sql`${sql.param(values[Number(match[1]) - 1] ?? null)}`);
    last = match.index! + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks, sql.raw(''));
}

/** Counts the statements in flight, so stop() can wait for those pg-boss does not await itself. */
const adapterFor = (db: Db, inFlight = { count: 0 }) => ({
  async executeSql(text: string, values?: unknown[]) {
    inFlight.count++;
    try {
      const result = (await db.execute(toSql(text, values))) as unknown as { rows?: unknown[] };
      return { rows: result.rows ?? [] };
    } finally {
      inFlight.count--;
    }
  },
});

/**
 * Instances that start together create the same queue at once, and pg-boss's create_queue can deadlock
 * against itself; the loser finds the queue made by the winner.
 */
async function createQueueOnce(boss: PgBoss, definition: QueueDefinition<unknown>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    if (await boss.getQueue(definition.name)) return;
    try {
      await boss.createQueue(definition.name, {
        name: definition.name,
        retryLimit: definition.retryLimit,
        retryDelay: definition.retryDelaySeconds,
        expireInSeconds: definition.expireSeconds,
      });
      return;
    } catch (error) {
      if (attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/** How long stop() waits for running jobs; the server's own shutdown deadline cuts in before. */
const STOP_TIMEOUT_MS = 7000;

/**
 * pg-boss's stop() waits for the jobs its workers hold, but not for a fetch already under way (whose job then
 * starts after stop returned) nor for the complete/fail statement it sends without awaiting. Either would then
 * meet a closed pool. Waiting until neither a handler nor a pg-boss statement is in flight closes both gaps.
 */
async function drain(isBusy: () => boolean, deadline: number): Promise<void> {
  while (isBusy() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
}

export function createPgBossQueue(db: Db, options: { pollSeconds?: number } = {}): JobQueue {
  const statements = { count: 0 };
  let handlersRunning = 0;
  const boss = new PgBoss({ db: adapterFor(db, statements), schema: 'pgboss', schedule: false });
  // Errors of pg-boss's own loops (a lost connection) are retried by it; without a listener they would crash.
  boss.on('error', () => {});
  const definitions = new Map<string, QueueDefinition<unknown>>();
  const workerIds = new Map<string, string>();

  return {
    kind: 'pg-boss',
    define(definition) {
      definitions.set(definition.name, definition as QueueDefinition<unknown>);
    },
    async enqueue(name, data, enqueue: EnqueueOptions = {}) {
      const definition = definitions.get(name);
      if (!definition) throw new Error(`No job queue named ${name}`);
      const id = await boss.send(name, data as object, {
        retryLimit: definition.retryLimit,
        retryDelay: definition.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: definition.expireSeconds,
        ...(enqueue.tx ? { db: adapterFor(enqueue.tx) } : {}),
      });
      return id!;
    },
    wake(name) {
      const id = workerIds.get(name);
      if (id) boss.notifyWorker(id);
    },
    async start() {
      await boss.start();
      for (const definition of definitions.values()) {
        const wakeWorker = () => this.wake(definition.name);
        await createQueueOnce(boss, definition);
        const id = await boss.work(
          definition.name,
          { pollingIntervalSeconds: options.pollSeconds ?? 1, batchSize: 1, includeMetadata: true },
          async ([job]) => {
            if (!job) return;
            const attempt = job.retryCount + 1;
            handlersRunning++;
            try {
              await runTimed(definition, job.data, { id: job.id, attempt });
            } catch (error) {
              if (job.retryCount >= job.retryLimit) await definition.failed?.(job.data, error);
              throw error;
            } finally {
              handlersRunning--;
              // pg-boss waits a polling interval after each job; a queue with more waiting goes on at once.
              wakeWorker();
            }
          },
        );
        workerIds.set(definition.name, id);
      }
    },
    async stop() {
      workerIds.clear();
      const deadline = Date.now() + STOP_TIMEOUT_MS;
      await boss.stop({ graceful: true, wait: true, close: false, timeout: STOP_TIMEOUT_MS });
      await drain(() => handlersRunning > 0 || statements.count > 0, deadline);
    },
  };
}
