import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/client.ts';
import { INTERRUPTED_MESSAGE } from './import-job.ts';
import { failRunningImports } from './save/import.repository.ts';

/**
 * The import jobs running in this process. The job's state lives in its database row (any process can
 * answer a poll); this registry only lets the process stop its own jobs when it shuts down, so each one
 * rolls back and says why instead of being cut off mid-transaction.
 */
export class ImportJobs {
  private readonly running = new Map<string, { controller: AbortController; done: Promise<void> }>();

  start(importId: string, run: (signal: AbortSignal) => Promise<void>): void {
    const controller = new AbortController();
    const done = run(controller.signal).finally(() => this.running.delete(importId));
    this.running.set(importId, { controller, done });
  }

  isRunning(importId: string): boolean {
    return this.running.has(importId);
  }

  /** Resolves when the job has finished (done or failed); at once when it is not running here. */
  async settled(importId: string): Promise<void> {
    await this.running.get(importId)?.done;
  }

  async stopAll(): Promise<void> {
    const jobs = [...this.running.values()];
    for (const job of jobs) job.controller.abort();
    await Promise.allSettled(jobs.map((job) => job.done));
  }
}

/** A running job whose row has not been touched for this long belongs to a process that died. */
export const STALE_IMPORT_MS = 5 * 60_000;

/**
 * Marks imports left queued, parsing or saving by a process that stopped as failed (their cases were never
 * committed). An import that is analysing waits for its analysis job, which any instance runs. Call it at server
 * start. With one process (PGlite) every such job is dead: the default marks them all. With several API
 * processes on one PostgreSQL, pass `{ staleAfterMs: STALE_IMPORT_MS }` so jobs that others are running
 * (their heartbeat is fresh) are left alone.
 */
export async function failInterruptedImports(
  db: Db,
  options: { staleAfterMs?: number } = {},
): Promise<number> {
  const before = options.staleAfterMs ? new Date(Date.now() - options.staleAfterMs) : undefined;
  return failRunningImports(db, INTERRUPTED_MESSAGE, before);
}

/** Temp files of uploads older than a day are leftovers of a crash: their jobs were marked failed. */
export async function removeStaleUploads(dir: string, maxAgeMs = 24 * 3_600_000): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const now = Date.now();
  for (const name of names) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info?.isFile() && now - info.mtimeMs > maxAgeMs) await rm(file, { force: true });
  }
}
