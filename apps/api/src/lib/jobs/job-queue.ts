import type { Db } from '../../db/client.ts';
import { jobDuration } from '../metrics.ts';

/**
 * Background work that any API process may take, run once (docs/decisions/042). Two drivers behind one
 * interface: pg-boss on PostgreSQL (pg-boss-queue.ts), the `jobs` table claimed with FOR UPDATE SKIP LOCKED on
 * the embedded database (table-queue.ts). A job's data is JSON; what it changes lives in the database.
 */
export interface QueueDefinition<T> {
  name: string;
  /** Runs after the first failure, at most this many more times. */
  retryLimit: number;
  /** Seconds before a retry; each further retry waits this much longer. */
  retryDelaySeconds: number;
  /** A job still running after this long is taken as lost (its process died) and run again. */
  expireSeconds: number;
  run(data: T, job: JobInfo): Promise<void>;
  /** Called once when the last try failed, so the failure is shown where people look for it. */
  failed?(data: T, error: unknown): Promise<void>;
}

export interface JobInfo {
  id: string;
  /** 1 for the first try. */
  attempt: number;
}

export interface EnqueueOptions {
  /** The transaction of the write the job follows: the job exists exactly when that write commits. */
  tx?: Db;
}

export interface JobQueue {
  readonly kind: 'pg-boss' | 'table';
  /** Registers a queue and its handler; call before start. */
  define<T>(definition: QueueDefinition<T>): void;
  enqueue<T>(name: string, data: T, options?: EnqueueOptions): Promise<string>;
  /** Polls at once instead of at the next interval (after the enqueuing transaction committed). */
  wake(name: string): void;
  start(): Promise<void>;
  /** Takes no new job and waits for the ones running in this process to finish. */
  stop(): Promise<void>;
}

/** Runs one try of a job, timing it into `job_duration_seconds` by queue and outcome. */
export async function runTimed<T>(definition: QueueDefinition<T>, data: T, job: JobInfo): Promise<void> {
  const end = jobDuration.startTimer({ queue: definition.name });
  try {
    await definition.run(data, job);
    end({ outcome: 'done' });
  } catch (error) {
    end({ outcome: 'failed' });
    throw error;
  }
}

/** The message kept with a failed try. */
export const errorText = (error: unknown): string =>
  error instanceof Error ? error.message || error.name : String(error);
