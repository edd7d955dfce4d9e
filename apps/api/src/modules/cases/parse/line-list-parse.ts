import { createReadStream } from 'node:fs';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BarangayMatcher } from '@dengue/core';
import { parse } from 'csv-parse';
import { CasePreparer, PreparedCases } from './case-preparation.ts';
import type { SlashOrder } from './csv-dates.ts';
import type { ColumnMap } from './line-list-columns.ts';
import { LineListReader } from './line-list-rows.ts';

/**
 * The one pass over an uploaded line list: a streaming parse of the temp file (never held in memory),
 * each row checked and prepared as it comes. Rows are numbered as a spreadsheet shows them: the header is
 * row 1, a blank row still takes its number, a cell with a line break stays in one row.
 */

export type FileEncoding = 'utf8' | 'latin1';

export interface Problem {
  row: number;
  reason: string;
}

export interface ParseResult {
  cases: PreparedCases;
  rowsRead: number;
  rowsOtherCity: number;
  /** Rows whose case id appeared earlier in the same file. */
  duplicatesInFile: number;
  problems: Problem[];
  /** Raw spellings that matched no barangay, with their row counts. */
  unmatched: Map<string, number>;
}

export interface ParseProgress {
  rowsRead: number;
  rowsRejected: number;
  rowsOtherCity: number;
  bytesParsed: number;
}

/** The csv-parse options every read of a line list shares. */
export const csvOptions = (encoding: FileEncoding) =>
  ({ bom: true, encoding, relax_column_count: true, relax_quotes: true }) as const;

const isBlank = (record: readonly string[]) => record.every((value) => value.trim() === '');

export async function parseLineList(
  file: { path: string; encoding: FileEncoding },
  columns: ColumnMap,
  matcher: BarangayMatcher,
  dates: { order: SlashOrder; today: string },
  options: {
    progressEvery?: number;
    onProgress?: (progress: ParseProgress) => Promise<void>;
    /** Called whenever `batchSize` prepared rows are held (the streaming save drains them). */
    onBatch?: (cases: PreparedCases) => Promise<void>;
    batchSize?: number;
    signal?: AbortSignal;
  } = {},
): Promise<ParseResult> {
  const reader = new LineListReader(columns, matcher, dates);
  const preparer = new CasePreparer(new PreparedCases());
  const result: ParseResult = {
    cases: preparer.cases,
    rowsRead: 0,
    rowsOtherCity: 0,
    duplicatesInFile: 0,
    problems: [],
    unmatched: new Map(),
  };
  const source = createReadStream(file.path, { highWaterMark: 1 << 18 });
  const every = options.progressEvery ?? 5000;
  const batchSize = options.batchSize ?? 5000;
  let row = 1;

  /** Reads one record; answers the async work it calls for (a batch to save, progress to write), if any. */
  const handle = (record: string[]): Promise<void> | undefined => {
    row++;
    if (isBlank(record)) return undefined;
    result.rowsRead++;
    let pending: Promise<void> | undefined;
    const verdict = reader.read(record, row);
    if (verdict.kind === 'case') {
      if (!preparer.add(verdict.staged)) result.duplicatesInFile++;
      else if (options.onBatch && result.cases.length >= batchSize) pending = options.onBatch(result.cases);
    } else if (verdict.kind === 'other_city') {
      result.rowsOtherCity++;
    } else {
      result.problems.push({ row, reason: verdict.reason });
      if (verdict.unmatchedBarangay !== undefined) {
        const name = verdict.unmatchedBarangay.replace(/\s+/g, ' ');
        result.unmatched.set(name, (result.unmatched.get(name) ?? 0) + 1);
      }
    }
    if (options.onProgress && result.rowsRead % every === 0) {
      const progress = {
        rowsRead: result.rowsRead,
        rowsRejected: result.problems.length,
        rowsOtherCity: result.rowsOtherCity,
        bytesParsed: source.bytesRead,
      };
      pending = pending ? pending.then(() => options.onProgress!(progress)) : options.onProgress(progress);
    }
    return pending;
  };

  // Records arrive in groups (writev): most need no async work, so no promise is made per record.
  const sink = new Writable({
    objectMode: true,
    highWaterMark: 512,
    writev(chunks, done) {
      void (async () => {
        for (const { chunk } of chunks) {
          const pending = handle(chunk as string[]);
          if (pending) await pending;
        }
      })().then(() => done(), done);
    },
  });
  await pipeline(source, parse({ ...csvOptions(file.encoding), from: 2 }), sink, { signal: options.signal });
  if (options.onBatch && result.cases.length > 0) await options.onBatch(result.cases);
  return result;
}
