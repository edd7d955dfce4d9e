import { CSV_IMPORT_MESSAGES } from '@dengue/core';
import type { ImportStatus } from '../api/import-status';
import {
  abortableSleep,
  classifyImportFailure,
  IMPORT_MAX_ATTEMPTS,
  IMPORT_RETRY_DELAY_MS,
  ImportUploadError,
} from './import-retry';

/** How often the dialog asks the server how far the job is. */
export const IMPORT_POLL_MS = 500;

export interface PollDeps {
  fetchStatus: (signal: AbortSignal) => Promise<ImportStatus>;
  onStatus: (status: ImportStatus) => void;
  signal: AbortSignal;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

const finished = (status: ImportStatus) => status.status === 'done' || status.status === 'failed';

/**
 * Asks for the job's status every 500 ms until it is done or failed and resolves with the last status.
 * A poll that meets a server, network or timeout failure is tried again with the import rule's spacing
 * (the job keeps running on the server meanwhile); after 4 such failures in a row, or any other failure,
 * it rejects with an ImportUploadError that says the server could not be asked.
 */
export async function pollImport({ fetchStatus, onStatus, signal, sleep = abortableSleep }: PollDeps) {
  let failuresInARow = 0;
  for (;;) {
    let status: ImportStatus;
    try {
      status = await fetchStatus(signal);
    } catch (error) {
      if (signal.aborted) throw error;
      const failure = classifyImportFailure(error);
      failuresInARow += 1;
      if (!failure.retryable || failuresInARow >= IMPORT_MAX_ATTEMPTS) {
        throw new ImportUploadError(
          CSV_IMPORT_MESSAGES.importFailed,
          {
            ...failure,
            details: [
              failure.message,
              'The file was received; the import may still finish on the server. Reload the page later to see it.',
            ],
          },
          failuresInARow,
          false,
        );
      }
      await sleep(IMPORT_RETRY_DELAY_MS, signal);
      continue;
    }
    failuresInARow = 0;
    onStatus(status);
    if (finished(status)) return status;
    await sleep(IMPORT_POLL_MS, signal);
  }
}
