import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Db } from '../../../db/client.ts';
import type { PreparedCases } from '../parse/case-preparation.ts';
import { type CaseColumns, insertCaseBatch } from './import.repository.ts';

/**
 * The two ways a file's cases reach the database, both inside the one import transaction:
 * - saveSorted (PGlite): every row is prepared first, outside the transaction (the embedded database has one
 *   session: an open transaction would hold up every other request, pollers included), then saved in
 *   barangay-week order, which keeps the index work local.
 * - PipelinedWriter (PostgreSQL): batches are saved while the file is still being parsed, one statement in
 *   flight on the transaction's connection while the next batch is read; progress goes through the pool.
 */

export interface SaveHooks {
  signal?: AbortSignal;
  /** After each saved batch, inside the transaction. */
  afterBatch?: (batch: number, saved: number) => void | Promise<void>;
}

export interface SaveResult {
  imported: number;
  /** Stored cases (same fingerprint, i.e. same CaseID) whose fields the file changed. */
  updated: number;
  saved: number;
}

export async function saveSorted(
  tx: Db,
  importId: string,
  cases: PreparedCases,
  toColumns: (positions: ArrayLike<number>) => CaseColumns,
  batchSize: number,
  hooks: SaveHooks,
): Promise<SaveResult> {
  const order = cases.sortedOrder();
  let imported = 0;
  let updated = 0;
  for (let start = 0, batch = 1; start < order.length; start += batchSize, batch++) {
    hooks.signal?.throwIfAborted();
    const positions = order.subarray(start, start + batchSize);
    const written = await insertCaseBatch(tx, importId, toColumns(positions));
    imported += written.inserted;
    updated += written.updated;
    await hooks.afterBatch?.(batch, start + positions.length);
    // PGlite answers inside the promise chain, so without a turn of the event loop no request would be read
    // (nor a timer run) until the whole file is saved; with it, kept public reads answer meanwhile.
    await nextTurn();
  }
  return { imported, updated, saved: order.length };
}

export class PipelinedWriter {
  private inFlight: Promise<void> = Promise.resolve();
  private failure: { error: unknown } | null = null;
  private batches = 0;
  readonly result: SaveResult = { imported: 0, updated: 0, saved: 0 };

  constructor(
    private readonly tx: Db,
    private readonly importId: string,
    private readonly hooks: SaveHooks,
  ) {}

  /** Waits for the previous batch (so at most one waits behind the parse), then sends this one. */
  async write(columns: CaseColumns): Promise<void> {
    await this.inFlight;
    if (this.failure) throw this.failure.error;
    this.hooks.signal?.throwIfAborted();
    const batch = ++this.batches;
    this.inFlight = insertCaseBatch(this.tx, this.importId, columns)
      .then(async (written) => {
        this.result.imported += written.inserted;
        this.result.updated += written.updated;
        this.result.saved += columns.id.length;
        await this.hooks.afterBatch?.(batch, this.result.saved);
      })
      .catch((error: unknown) => {
        this.failure = { error };
      });
  }

  /** Resolves when every batch is saved; throws the first failure. */
  async finish(): Promise<SaveResult> {
    await this.inFlight;
    if (this.failure) throw this.failure.error;
    return this.result;
  }

  /** Lets the batch in flight end before the transaction rolls back. */
  async settle(): Promise<void> {
    await this.inFlight;
  }
}
