import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-app.ts';
import type { Database } from '../../db/client.ts';
import { registry } from '../metrics.ts';
import type { JobQueue, QueueDefinition } from './job-queue.ts';
import { openJobQueue } from './open-job-queue.ts';

/**
 * The job queue on the test run's database: the jobs table on PGlite, pg-boss when TEST_DATABASE_URL is set.
 * Handlers record what they ran in memory; the queue's own tables show the state a person would look at.
 */
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(async () => {
  await database?.close();
});

const POLL_MS = 500;
const until = async (check: () => boolean | Promise<boolean>, ms = 15_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

/** The state the queue's own table holds for a job. */
async function stateOf(queue: JobQueue, id: string): Promise<{ state: string; error: string | null }> {
  const result = (await database.db.execute(
    queue.kind === 'table'
      ? sql`select state, last_error as error from jobs where id = ${id}`
      : sql`select state::text, output->>'message' as error from pgboss.job where id = ${id}`,
  )) as unknown as { rows: { state: string; error: string | null }[] };
  return result.rows[0]!;
}

const definition = (name: string, run: QueueDefinition<{ n: number }>['run']) => ({
  name,
  retryLimit: 0,
  retryDelaySeconds: 0,
  expireSeconds: 60,
  run,
});

async function withQueue<T>(define: (queue: JobQueue) => void, body: (queue: JobQueue) => Promise<T>) {
  const queue = openJobQueue(database, { pollMs: POLL_MS });
  define(queue);
  await queue.start();
  try {
    return await body(queue);
  } finally {
    await queue.stop();
  }
}

describe('the job queue', () => {
  it('runs a job enqueued in a committed transaction once, and never one whose transaction rolled back', async () => {
    const ran: number[] = [];
    await withQueue(
      (queue) => queue.define(definition('tx-jobs', async ({ n }) => void ran.push(n))),
      async (queue) => {
        await expect(
          database.db.transaction(async (tx) => {
            await queue.enqueue('tx-jobs', { n: 1 }, { tx });
            throw new Error('the write failed');
          }),
        ).rejects.toThrow('the write failed');
        const id = await database.db.transaction((tx) => queue.enqueue('tx-jobs', { n: 2 }, { tx }));
        queue.wake('tx-jobs');
        await until(() => ran.length > 0);
        await until(
          async () => (await stateOf(queue, id)).state === (queue.kind === 'table' ? 'done' : 'completed'),
        );
        await new Promise((resolve) => setTimeout(resolve, POLL_MS * 2));
        expect(ran).toEqual([2]);
      },
    );
  });

  it('retries a failing job up to its limit, then leaves it failed and says so once', async () => {
    let tries = 0;
    const failures: string[] = [];
    await withQueue(
      (queue) =>
        queue.define<{ n: number }>({
          ...definition('failing', async () => {
            tries++;
            throw new Error(`try ${tries} broke`);
          }),
          retryLimit: 2,
          failed: async (_data, error) => void failures.push((error as Error).message),
        }),
      async (queue) => {
        const id = await queue.enqueue('failing', { n: 1 });
        queue.wake('failing');
        await until(() => failures.length > 0);
        expect(tries).toBe(3);
        expect(failures).toEqual(['try 3 broke']);
        await until(async () => (await stateOf(queue, id)).state === 'failed');
        expect((await stateOf(queue, id)).error).toBe('try 3 broke');
      },
    );
    const metrics = await registry.getSingleMetricAsString('dengue_job_duration_seconds');
    expect(metrics).toContain('dengue_job_duration_seconds_count{queue="failing",outcome="failed"} 3');
  });

  it('hands each of many jobs to exactly one of two workers polling the same database', async () => {
    const runs = new Map<number, string[]>();
    const record =
      (worker: string) =>
      async ({ n }: { n: number }) => {
        runs.set(n, [...(runs.get(n) ?? []), worker]);
        await new Promise((resolve) => setTimeout(resolve, 5));
      };
    const first = openJobQueue(database, { pollMs: POLL_MS });
    const second = openJobQueue(database, { pollMs: POLL_MS });
    first.define(definition('shared', record('first')));
    second.define(definition('shared', record('second')));
    await first.start();
    await second.start();
    try {
      for (let n = 0; n < 30; n++) await first.enqueue('shared', { n });
      first.wake('shared');
      second.wake('shared');
      await until(() => runs.size === 30);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS * 2));
      expect([...runs.values()].every((workers) => workers.length === 1)).toBe(true);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });

  it('lets the running job finish when it stops', async () => {
    let finished = false;
    let started = false;
    const queue = openJobQueue(database, { pollMs: POLL_MS });
    queue.define(
      definition('slow', async () => {
        started = true;
        await new Promise((resolve) => setTimeout(resolve, 400));
        finished = true;
      }),
    );
    await queue.start();
    const id = await queue.enqueue('slow', { n: 1 });
    queue.wake('slow');
    await until(() => started);
    await queue.stop();
    expect(finished).toBe(true);
    await until(
      async () => (await stateOf(queue, id)).state === (queue.kind === 'table' ? 'done' : 'completed'),
    );
  });

  it('neither starts a job nor writes its outcome once stop has returned, even mid-fetch', async () => {
    for (let round = 0; round < 8; round++) {
      let stopped = false;
      let startedAfterStop = false;
      const queue = openJobQueue(database, { pollMs: POLL_MS });
      queue.define(
        definition(`stop-mid-fetch-${round}`, async () => {
          if (stopped) startedAfterStop = true;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }),
      );
      await queue.start();
      const id = await queue.enqueue(`stop-mid-fetch-${round}`, { n: round });
      // The wake starts a fetch; stop comes while that fetch is on its way to the database.
      queue.wake(`stop-mid-fetch-${round}`);
      // A fetch takes a few milliseconds; stepping the delay puts some stop inside one, whatever the machine.
      await new Promise((resolve) => setTimeout(resolve, round));
      await queue.stop();
      stopped = true;
      const before = await stateOf(queue, id);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(startedAfterStop).toBe(false);
      // Whatever state stop left is final: nothing of this process writes afterwards.
      expect(await stateOf(queue, id)).toEqual(before);
    }
  });
});
