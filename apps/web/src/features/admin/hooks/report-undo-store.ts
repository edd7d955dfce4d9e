import { type ReportStatus, TIMING } from '@dengue/core';

/**
 * The undo records of the verification grid (admin section 3: 'local undo record per report: previous
 * status, new status, timestamp'), kept in this browser's storage and dropped 1 hour after the change. The
 * server enforces the same hour and that only the deciding admin may undo.
 */
export interface UndoRecord {
  previous: ReportStatus;
  next: ReportStatus;
  /** Epoch milliseconds of the change. */
  at: number;
}

const KEY = 'dengue.report-undo';

type Records = Record<string, UndoRecord>;

function readAll(): Records {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Records) : {};
  } catch {
    return {};
  }
}

function writeAll(records: Records): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(records));
  } catch {
    // Storage full or disabled: the undo offer is lost, the change itself stands.
  }
}

const alive = (record: UndoRecord, now: number) => now - record.at < TIMING.undoLifetimeMs;

/** The live records; expired ones are removed from storage on the way. */
export function liveUndoRecords(now = Date.now()): Records {
  const all = readAll();
  const live = Object.fromEntries(Object.entries(all).filter(([, record]) => alive(record, now)));
  if (Object.keys(live).length !== Object.keys(all).length) writeAll(live);
  return live;
}

export function rememberUndo(
  ids: readonly string[],
  previous: ReportStatus,
  next: ReportStatus,
  at = Date.now(),
) {
  const records = liveUndoRecords(at);
  for (const id of ids) records[id] = { previous, next, at };
  writeAll(records);
}

export function forgetUndo(id: string): void {
  const records = liveUndoRecords();
  delete records[id];
  writeAll(records);
}
