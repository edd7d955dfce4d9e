import { type ReportStatus, TIMING } from '@dengue/core';
import { useCallback, useEffect, useState } from 'react';
import { forgetUndo, liveUndoRecords, rememberUndo, type UndoRecord } from './report-undo-store';

/** The grid's view of the undo records: re-read after each change and every minute, so offers expire. */
export function useReportUndo() {
  const [records, setRecords] = useState(() => liveUndoRecords());
  const refresh = useCallback(() => setRecords(liveUndoRecords()), []);
  useEffect(() => {
    const timer = window.setInterval(refresh, Math.min(60_000, TIMING.undoLifetimeMs));
    return () => window.clearInterval(timer);
  }, [refresh]);
  const remember = useCallback(
    (ids: readonly string[], previous: ReportStatus, next: ReportStatus) => {
      rememberUndo(ids, previous, next);
      refresh();
    },
    [refresh],
  );
  const forget = useCallback(
    (id: string) => {
      forgetUndo(id);
      refresh();
    },
    [refresh],
  );
  /** The record to offer for a report, when it still describes the report's current status. */
  const offerFor = useCallback(
    (id: string, status: ReportStatus): UndoRecord | undefined => {
      const record = records[id];
      return record && record.next === status ? record : undefined;
    },
    [records],
  );
  return { offerFor, remember, forget };
}
