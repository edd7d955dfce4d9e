import { CSV_IMPORT_MESSAGES, GENERIC_MESSAGES } from '@dengue/core';
import { describe, expect, it } from 'vitest';
import { ApiError, errorFromResponse } from '../../../lib/api-error';
import {
  abortableSleep,
  classifyImportFailure,
  IMPORT_MAX_ATTEMPTS,
  IMPORT_RETRY_DELAY_MS,
  ImportUploadError,
  importErrorMessage,
  isFileDeletionError,
  type RetryNotice,
  runWithImportRetry,
  UploadTimeoutError,
} from './import-retry';

const serverError = () => errorFromResponse(500, { message: 'Internal Server Error' });
const networkError = () =>
  new ApiError({ status: 0, kind: 'CONNECTION_ERROR', message: GENERIC_MESSAGES.connectionError });
const missingColumns = () =>
  errorFromResponse(400, {
    message: 'The file lacks the columns DOnset and City.',
    errors: ['DOnset', 'City'],
  });

async function run(failures: unknown[]) {
  const waits: number[] = [];
  const notices: RetryNotice[] = [];
  let calls = 0;
  const outcome = runWithImportRetry(
    async (n) => {
      calls += 1;
      const failure = failures[n - 1];
      if (failure) throw failure;
      return `ok on ${n}`;
    },
    { sleep: async (ms) => void waits.push(ms), onRetry: (notice) => notices.push(notice) },
  );
  return { outcome, waits, notices, calls: () => calls };
}

describe('the import retry rule', () => {
  it('allows 4 attempts, 3 s apart', () => {
    expect(IMPORT_MAX_ATTEMPTS).toBe(4);
    expect(IMPORT_RETRY_DELAY_MS).toBe(3000);
  });

  it('retries server errors, network failures and timeouts, and succeeds on the fourth attempt', async () => {
    const { outcome, waits, notices, calls } = await run([
      serverError(),
      networkError(),
      new UploadTimeoutError(),
    ]);
    await expect(outcome).resolves.toBe('ok on 4');
    expect(calls()).toBe(4);
    expect(waits).toEqual([3000, 3000, 3000]);
    expect(notices.map((n) => [n.failedAttempt, n.nextAttempt, n.failure.kind])).toEqual([
      [1, 2, 'server'],
      [2, 3, 'network'],
      [3, 4, 'timeout'],
    ]);
  });

  it('gives up after 4 failed attempts with the spec message', async () => {
    const { outcome, waits, calls } = await run([serverError(), serverError(), serverError(), serverError()]);
    const error = await outcome.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportUploadError);
    expect((error as ImportUploadError).message).toBe(CSV_IMPORT_MESSAGES.failedAfterRetries);
    expect((error as ImportUploadError).exhausted).toBe(true);
    expect((error as ImportUploadError).attempts).toBe(4);
    expect(calls()).toBe(4);
    expect(waits).toEqual([3000, 3000, 3000]);
  });

  it('shows a 4xx at once, with its details, without retrying', async () => {
    const { outcome, waits, calls } = await run([missingColumns()]);
    const error = (await outcome.catch((e: unknown) => e)) as ImportUploadError;
    expect(error.message).toBe('The file lacks the columns DOnset and City.');
    expect(error.failure.details).toEqual(['DOnset', 'City']);
    expect(error.exhausted).toBe(false);
    expect(calls()).toBe(1);
    expect(waits).toEqual([]);
  });

  it('stops at once when the caller aborts during the wait', async () => {
    const controller = new AbortController();
    const outcome = runWithImportRetry(
      async () => {
        throw serverError();
      },
      { signal: controller.signal, onRetry: () => controller.abort() },
    );
    await expect(outcome).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('abortableSleep resolves after the delay and rejects on abort', async () => {
    await expect(abortableSleep(1)).resolves.toBeUndefined();
    const controller = new AbortController();
    const sleeping = abortableSleep(10_000, controller.signal);
    controller.abort();
    await expect(sleeping).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('classifyImportFailure', () => {
  it('sorts failures into retryable and final ones', () => {
    expect(classifyImportFailure(serverError())).toMatchObject({ kind: 'server', retryable: true });
    expect(classifyImportFailure(errorFromResponse(503, undefined))).toMatchObject({
      kind: 'network',
      retryable: true,
    });
    expect(classifyImportFailure(networkError())).toMatchObject({ kind: 'network', retryable: true });
    expect(classifyImportFailure(new TypeError('Failed to fetch'))).toMatchObject({ retryable: true });
    expect(classifyImportFailure(new DOMException('signal timed out', 'TimeoutError'))).toMatchObject({
      kind: 'timeout',
      retryable: true,
    });
    expect(classifyImportFailure(missingColumns())).toMatchObject({ kind: 'rejected', retryable: false });
    expect(
      classifyImportFailure(errorFromResponse(413, { message: CSV_IMPORT_MESSAGES.tooLarge })),
    ).toMatchObject({ retryable: false, message: CSV_IMPORT_MESSAGES.tooLarge });
  });

  it('an expired session asks to log in again and is not retried', () => {
    const failure = classifyImportFailure(errorFromResponse(401, { message: 'jwt expired' }));
    expect(failure).toMatchObject({
      kind: 'auth',
      retryable: false,
      message: CSV_IMPORT_MESSAGES.authInvalid,
    });
  });

  it('decides by status and code, never by the wording', () => {
    expect(classifyImportFailure(errorFromResponse(504, 'Gateway timeout'))).toMatchObject({
      retryable: true,
    });
    expect(classifyImportFailure(new Error('Something odd'))).toMatchObject({ retryable: false });
    // No answer at all, whatever the browser called it.
    for (const message of ['network changed', 'Something odd']) {
      expect(classifyImportFailure(new ApiError({ status: 0, kind: 'CUSTOM_ERROR', message }))).toMatchObject(
        {
          kind: 'network',
          retryable: true,
        },
      );
    }
    // A multipart body that arrived cut short is sent again; a refusal that mentions the network is not.
    const cutShort = {
      message: 'The upload could not be read. Please send the form again.',
      code: 'UNREADABLE_UPLOAD',
    };
    expect(classifyImportFailure(errorFromResponse(400, cutShort))).toMatchObject({ retryable: true });
    const refused = { message: 'A network timeout server error', code: 'IMPORT_INVALID_FILE' };
    expect(classifyImportFailure(errorFromResponse(400, refused))).toMatchObject({ retryable: false });
    // A refusal keeps its code, which the dialog decides on (the date order to choose).
    const split = { message: 'Any wording', code: 'IMPORT_DATE_ORDER_NEEDED', errors: ['03/04/2024'] };
    expect(classifyImportFailure(errorFromResponse(400, split))).toMatchObject({
      kind: 'rejected',
      code: 'IMPORT_DATE_ORDER_NEEDED',
      details: ['03/04/2024'],
    });
  });
});

describe('file-deletion errors', () => {
  it('are recognised and replaced by the spec message', () => {
    for (const message of [
      'Error deleting file: ENOENT: no such file or directory',
      'Failed to delete temporary file /tmp/upload.csv',
      "EPERM: operation not permitted, unlink 'C:\\uploads\\x.csv'",
      'Could not remove the uploaded file',
    ]) {
      expect(isFileDeletionError(message), message).toBe(true);
      expect(importErrorMessage(message)).toBe(CSV_IMPORT_MESSAGES.fileProcessingError);
    }
    const failure = classifyImportFailure(errorFromResponse(500, { message: 'Error deleting file x.csv' }));
    expect(failure.message).toBe(CSV_IMPORT_MESSAGES.fileProcessingError);
  });

  it('leaves other messages alone and falls back when blank', () => {
    for (const message of [CSV_IMPORT_MESSAGES.tooLarge, 'The file lacks the column DOnset.']) {
      expect(isFileDeletionError(message), message).toBe(false);
      expect(importErrorMessage(message)).toBe(message);
    }
    expect(importErrorMessage('  ')).toBe(CSV_IMPORT_MESSAGES.uploadFailed);
    expect(importErrorMessage(null, CSV_IMPORT_MESSAGES.importFailed)).toBe(CSV_IMPORT_MESSAGES.importFailed);
  });
});
