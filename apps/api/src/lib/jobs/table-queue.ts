import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type EnqueueOptions,
  errorText,
  type JobQueue,
  type QueueDefinition,
  runTimed,
} from './job-queue.ts';

/**
 * The embedded database's queue: rows of the `jobs` table. A worker claims the oldest due job with
 * FOR UPDATE SKIP LOCKED (two workers never take one job), runs it, and marks it done, queued again for a
 * retry, or failed. A claim whose time ran out belongs to a process that died and is taken again, as a try.
 * One worker per queue per process, polling every `pollMs` or at once when woken.
 */
interface ClaimedJob {
  id: string;
  data: unknown;
  attempts: number;
  retry_limit: number;
  retry_delay_seconds: number;
}

type Rows<T> = { rows: T[] };

export function createTableQueue(db: Db, options: { pollMs?: number } = {}): JobQueue {
  const pollMs = options.pollMs ?? 1000;
  const definitions = new Map<string, QueueDefinition<unknown>>();
  const workers = new Map<string, Worker>();
  let stopping = false;

  class Worker {
    private timer: NodeJS.Timeout | undefined;
    private nudge: (() => void) | undefined;
    private woken = false;
    readonly loop: Promise<void>;
    constructor(private readonly definition: QueueDefinition<unknown>) {
      this.loop = this.run();
    }

    wake(): void {
      this.woken = true;
      this.nudge?.();
    }

    private async run(): Promise<void> {
      while (!stopping) {
        this.woken = false;
        let ran = false;
        try {
          ran = await runNext(this.definition);
        } catch {
          // The database is unreachable or closing: try again at the next poll.
        }
        if (!ran && !this.woken && !stopping) await this.pause();
      }
    }

    private pause(): Promise<void> {
      return new Promise((resolve) => {
        this.nudge = () => {
          clearTimeout(this.timer);
          this.nudge = undefined;
          resolve();
        };
        this.timer = setTimeout(() => this.nudge?.(), pollMs);
      });
    }
  }

  /** Claims and runs one due job of the queue; false when there was none. */
  async function runNext(definition: QueueDefinition<unknown>): Promise<boolean> {
    const claimed = (await db.execute(sql`
      update jobs set state = 'active', attempts = attempts + 1,
        expires_at = now() + make_interval(secs => expire_seconds)
      where id = (
        select id from jobs
        where queue = ${definition.name}
          and ((state = 'queued' and run_after <= now()) or (state = 'active' and expires_at < now()))
        order by run_after, created_at
        limit 1
        for update skip locked)
      returning id, data, attempts, retry_limit, retry_delay_seconds`)) as unknown as Rows<ClaimedJob>;
    const job = claimed.rows[0];
    if (!job) return false;
    if (job.attempts > job.retry_limit + 1) {
      // Its last try was lost with its process: nothing will run it again.
      await finish(definition, job, new Error('The job was interrupted on its last try.'));
      return true;
    }
    try {
      await runTimed(definition, job.data, { id: job.id, attempt: job.attempts });
    } catch (error) {
      await finish(definition, job, error);
      return true;
    }
    await db.execute(sql`update jobs set state = 'done', finished_at = now() where id = ${job.id}`);
    return true;
  }

  async function finish(definition: QueueDefinition<unknown>, job: ClaimedJob, error: unknown) {
    if (job.attempts <= job.retry_limit) {
      const delay = job.retry_delay_seconds * job.attempts;
      await db.execute(sql`update jobs set state = 'queued', last_error = ${errorText(error)},
        run_after = now() + make_interval(secs => ${delay}) where id = ${job.id}`);
      return;
    }
    await db.execute(sql`update jobs set state = 'failed', last_error = ${errorText(error)},
      finished_at = now() where id = ${job.id}`);
    await definition.failed?.(job.data, error);
  }

  return {
    kind: 'table',
    define(definition) {
      definitions.set(definition.name, definition as QueueDefinition<unknown>);
    },
    async enqueue(name, data, options: EnqueueOptions = {}) {
      const definition = definitions.get(name);
      if (!definition) throw new Error(`No job queue named ${name}`);
      const rows = (await (options.tx ?? db).execute(sql`
        insert into jobs (queue, data, retry_limit, retry_delay_seconds, expire_seconds)
        values (${name}, ${JSON.stringify(data)}::jsonb, ${definition.retryLimit},
          ${definition.retryDelaySeconds}, ${definition.expireSeconds})
        returning id`)) as unknown as Rows<{ id: string }>;
      return rows.rows[0]!.id;
    },
    wake(name) {
      workers.get(name)?.wake();
    },
    async start() {
      stopping = false;
      // Finished jobs are kept a week for anyone who looks into a failure, then cleared.
      await db.execute(sql`delete from jobs where finished_at < now() - interval '7 days'`);
      for (const definition of definitions.values()) {
        if (!workers.has(definition.name)) workers.set(definition.name, new Worker(definition));
      }
    },
    async stop() {
      stopping = true;
      for (const worker of workers.values()) worker.wake();
      await Promise.allSettled([...workers.values()].map((worker) => worker.loop));
      workers.clear();
    },
  };
}
