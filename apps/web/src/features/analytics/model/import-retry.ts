import { CSV_IMPORT_MESSAGES, type ErrorCode, GUARD_MESSAGES, TIMING } from '@dengue/core';
import { isApiError, isNetworkFailure } from '../../../lib/api-error';

/**
 * The import's retry rule (admin sections 4 and 8): a server error (5xx), a network failure or a timeout
 * is retried automatically 3 times, 3 s apart (4 attempts), then 'Upload failed after 4 attempts…'.
 * Anything the server refused on purpose (a 4xx: missing columns, not a CSV, too large) is shown at once:
 * sending the same file again cannot change the answer.
 */

export const IMPORT_MAX_ATTEMPTS = TIMING.importRetries + 1;
export const IMPORT_RETRY_DELAY_MS = TIMING.importRetryDelayMs;

/** Thrown by the upload when it ran past its time limit (the browser's own abort says nothing of why). */
export class UploadTimeoutError extends Error {
  override readonly name = 'UploadTimeoutError';
  constructor() {
    super('The upload timed out.');
  }
}

export type ImportFailureKind = 'server' | 'network' | 'timeout' | 'auth' | 'rejected';

export interface ImportFailure {
  kind: ImportFailureKind;
  retryable: boolean;
  /** What the dialog shows. */
  message: string;
  /** Further lines the server sent (`errors`), such as the detail of a refused file. */
  details: readonly string[];
  /** The server's code for a refusal, which the dialog decides on (a date order to choose). */
  code?: ErrorCode;
}

/** A server message that leaks a failed clean-up of the temp file ('Error deleting file …', 'ENOENT …'). */
export function isFileDeletionError(message: string | null | undefined): boolean {
  if (!message) return false;
  return (
    /\b(unlink|ENOENT|EBUSY|EPERM)\b/i.test(message) ||
    /\b(delet\w*|remov\w*)\b[^.]{0,40}\bfiles?\b/i.test(message) ||
    /\bfiles?\b[^.]{0,40}\b(delet\w*|unlink\w*)\b/i.test(message)
  );
}

/** The text the dialog shows for a server message: the file-deletion error is replaced (admin section 8). */
export function importErrorMessage(
  message: string | null | undefined,
  fallback: string = CSV_IMPORT_MESSAGES.uploadFailed,
): string {
  const text = message?.trim();
  if (!text) return fallback;
  return isFileDeletionError(text) ? CSV_IMPORT_MESSAGES.fileProcessingError : text;
}

const failure = (
  kind: ImportFailureKind,
  message: string,
  details: readonly string[] = [],
  code?: ErrorCode,
): ImportFailure => ({
  kind,
  code,
  retryable: kind === 'server' || kind === 'network' || kind === 'timeout',
  message: importErrorMessage(message),
  details: details.map((detail) => importErrorMessage(detail)),
});

export function classifyImportFailure(error: unknown): ImportFailure {
  if (error instanceof UploadTimeoutError) return failure('timeout', error.message);
  if (error instanceof DOMException && error.name === 'TimeoutError')
    return failure('timeout', error.message);
  if (isApiError(error)) {
    if (error.kind === 'UNAUTHORIZED') return failure('auth', CSV_IMPORT_MESSAGES.authInvalid);
    if (error.kind === 'ACCOUNT_DISABLED') return failure('auth', GUARD_MESSAGES.accountDisabled);
    if (error.kind === 'CONNECTION_ERROR') return failure('network', error.message);
    if (error.status >= 500) return failure('server', error.message, error.errors);
    // No answer arrived, or the file arrived cut short: nothing was refused, so sending again can help.
    if (error.status === 0 || error.code === 'UNREADABLE_UPLOAD') return failure('network', error.message);
    return failure('rejected', error.message, error.errors, error.code);
  }
  if (isNetworkFailure(error)) return failure('network', (error as Error).message);
  const message = error instanceof Error ? error.message : '';
  return failure('rejected', message || CSV_IMPORT_MESSAGES.uploadFailed);
}

/** The end of the upload: the failure that stopped it, and whether the retries were spent. */
export class ImportUploadError extends Error {
  override readonly name = 'ImportUploadError';
  constructor(
    message: string,
    readonly failure: ImportFailure,
    readonly attempts: number,
    readonly exhausted: boolean,
  ) {
    super(message);
  }
}

export interface RetryNotice {
  failedAttempt: number;
  nextAttempt: number;
  delayMs: number;
  failure: ImportFailure;
}

export interface ImportRetryOptions {
  signal?: AbortSignal;
  onRetry?: (notice: RetryNotice) => void;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

const isAbort = (error: unknown) =>
  (error instanceof DOMException || error instanceof Error) && error.name === 'AbortError';

/** setTimeout as a promise that rejects with an AbortError when the signal fires. */
export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Aborted', 'AbortError'));
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Runs `attempt` (numbered from 1) under the rule. Resolves with the first success; rejects with an
 * ImportUploadError, or with the AbortError when the caller gave up (closed the dialog).
 */
export async function runWithImportRetry<T>(
  attempt: (n: number) => Promise<T>,
  options: ImportRetryOptions = {},
): Promise<T> {
  const sleep = options.sleep ?? abortableSleep;
  for (let n = 1; ; n += 1) {
    try {
      return await attempt(n);
    } catch (error) {
      if (isAbort(error) && options.signal?.aborted) throw error;
      const found = classifyImportFailure(error);
      if (!found.retryable) throw new ImportUploadError(found.message, found, n, false);
      if (n >= IMPORT_MAX_ATTEMPTS) {
        throw new ImportUploadError(CSV_IMPORT_MESSAGES.failedAfterRetries, found, n, true);
      }
      options.onRetry?.({
        failedAttempt: n,
        nextAttempt: n + 1,
        delayMs: IMPORT_RETRY_DELAY_MS,
        failure: found,
      });
      await sleep(IMPORT_RETRY_DELAY_MS, options.signal);
    }
  }
}
