import { CSV_IMPORT_MESSAGES, type DateOrderChoice } from '@dengue/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchImportStatus, type ImportStatus } from '../api/import-status';
import { submitCsvFile } from '../api/submit-csv-file';
import { forwardOnly, jobPercent } from '../model/import-progress';
import {
  classifyImportFailure,
  ImportUploadError,
  importErrorMessage,
  runWithImportRetry,
} from '../model/import-retry';
import { pollImport } from '../model/poll-import';

export type ImportPhase =
  | { kind: 'idle' }
  | { kind: 'uploading'; attempt: number }
  | { kind: 'retrying'; failedAttempt: number; nextAttempt: number; delayMs: number; reason: string }
  | { kind: 'processing'; fileName: string; status: ImportStatus | null; percent: number }
  | { kind: 'done'; fileName: string; status: ImportStatus }
  /** The file's slash dates prove both orders: the admin says which one it uses (examples from the server). */
  | { kind: 'choose-date-order'; message: string; examples: readonly string[] }
  | {
      kind: 'failed';
      message: string;
      details: readonly string[];
      /** Sending the same file again may help (the retries were spent, or the server failed); not for a 4xx. */
      canRetry: boolean;
    };

/** How a job the admin stopped watching (closed the dialog while it ran) ended. */
export type BackgroundOutcome =
  | { kind: 'done'; fileName: string; status: ImportStatus }
  | { kind: 'failed'; fileName: string; message: string };

export interface CsvImportOptions {
  /** Called when a job ends after its dialog was closed: the page refreshes and says how it went. */
  onFinishedUnwatched?: (outcome: BackgroundOutcome) => void;
}

/**
 * The import dialog's state machine: upload under the retry rule, then poll the job until it is done or
 * failed. `received` says whether the server got a file, so closing the dialog can refresh the page.
 * Closing while the job runs does not abandon it (the server carries on): `detach` keeps polling quietly
 * and hands the outcome to `onFinishedUnwatched`; reopening the dialog shows the progress again.
 */
export function useCsvImport({ onFinishedUnwatched }: CsvImportOptions = {}) {
  const [phase, setPhase] = useState<ImportPhase>({ kind: 'idle' });
  const [received, setReceived] = useState(false);
  const controllerRef = useRef<AbortController | null>(null);
  const detachedRef = useRef(false);
  const notifyRef = useRef(onFinishedUnwatched);
  notifyRef.current = onFinishedUnwatched;

  const stop = useCallback(() => {
    controllerRef.current?.abort();
    controllerRef.current = null;
  }, []);

  useEffect(() => stop, [stop]);

  /** The end of a job: shown in the dialog, or reported to the page when nobody watches it. */
  const settle = useCallback((fileName: string, final: ImportStatus) => {
    const message = importErrorMessage(final.error, CSV_IMPORT_MESSAGES.importFailed);
    if (detachedRef.current) {
      detachedRef.current = false;
      setPhase({ kind: 'idle' });
      setReceived(false);
      notifyRef.current?.(
        final.status === 'done'
          ? { kind: 'done', fileName, status: final }
          : { kind: 'failed', fileName, message },
      );
      return;
    }
    if (final.status === 'done') setPhase({ kind: 'done', fileName, status: final });
    else setPhase({ kind: 'failed', message, details: [], canRetry: true });
  }, []);

  const start = useCallback(
    async (file: File, dateOrder?: DateOrderChoice) => {
      stop();
      detachedRef.current = false;
      const controller = new AbortController();
      controllerRef.current = controller;
      const { signal } = controller;
      try {
        const submitted = await runWithImportRetry(
          (attempt) => {
            setPhase({ kind: 'uploading', attempt });
            return submitCsvFile(file, signal, undefined, dateOrder);
          },
          {
            signal,
            onRetry: (notice) =>
              setPhase({
                kind: 'retrying',
                failedAttempt: notice.failedAttempt,
                nextAttempt: notice.nextAttempt,
                delayMs: notice.delayMs,
                reason: notice.failure.message,
              }),
          },
        );
        setReceived(true);
        const fileName = submitted.file_info.original_filename;
        setPhase({ kind: 'processing', fileName, status: null, percent: 0 });
        const final = await pollImport({
          fetchStatus: (pollSignal) => fetchImportStatus(submitted.importId, pollSignal),
          signal,
          onStatus: (status) =>
            setPhase((previous) => ({
              kind: 'processing',
              fileName,
              status,
              percent: forwardOnly(previous.kind === 'processing' ? previous.percent : 0, jobPercent(status)),
            })),
        });
        if (!signal.aborted) settle(fileName, final);
      } catch (error) {
        if (signal.aborted) return;
        if (detachedRef.current) {
          // Nobody watches: the page refreshes anyway when the dialog closed, so only the dialog resets.
          detachedRef.current = false;
          setPhase({ kind: 'idle' });
          return;
        }
        if (error instanceof ImportUploadError && error.failure.code === 'IMPORT_DATE_ORDER_NEEDED') {
          setPhase({ kind: 'choose-date-order', message: error.message, examples: error.failure.details });
        } else if (error instanceof ImportUploadError) {
          setPhase({
            kind: 'failed',
            message: error.message,
            details: error.exhausted ? [] : error.failure.details,
            canRetry: error.exhausted || error.failure.retryable,
          });
        } else {
          const failure = classifyImportFailure(error);
          setPhase({ kind: 'failed', message: failure.message, details: failure.details, canRetry: false });
        }
      }
    },
    [stop, settle],
  );

  /** Stops everything (Cancel before the server has the file, or a finished dialog closing). */
  const reset = useCallback(() => {
    stop();
    detachedRef.current = false;
    setPhase({ kind: 'idle' });
    setReceived(false);
  }, [stop]);

  /** The dialog closes while the server works: keep polling without showing it. */
  const detach = useCallback(() => {
    detachedRef.current = true;
  }, []);

  /** The dialog opens again: show the job that is still running, if any. */
  const attach = useCallback(() => {
    detachedRef.current = false;
  }, []);

  return { phase, received, start, reset, detach, attach };
}
