import type { DateOrderChoice } from '@dengue/core';
import { apiFetch } from '../../../lib/api-client';
import { UploadTimeoutError } from '../model/import-retry';

export interface SubmittedImport {
  importId: string;
  status: string;
  statusUrl: string;
  file_info: { original_filename: string };
}

/** A 10 MB file over a slow mobile link still fits; a hung connection does not wait forever. */
export const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * POST analytics/submit-csv-file (multipart field `file`, and `dateOrder` when the admin chose how the
 * file's slash dates read): 202 with the job to poll. A time-out rejects
 * with UploadTimeoutError so the retry rule can tell it from the caller's own abort.
 */
export async function submitCsvFile(
  file: File,
  signal?: AbortSignal,
  timeoutMs = UPLOAD_TIMEOUT_MS,
  dateOrder?: DateOrderChoice,
): Promise<SubmittedImport> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort();
  signal?.addEventListener('abort', forwardAbort, { once: true });
  const form = new FormData();
  // Before the file: the server reads the fields that precede it.
  if (dateOrder) form.append('dateOrder', dateOrder);
  form.append('file', file, file.name);
  try {
    const body = await apiFetch<{ data: SubmittedImport }>('analytics/submit-csv-file', {
      method: 'POST',
      body: form,
      signal: controller.signal,
    });
    return body.data;
  } catch (error) {
    if (timedOut && !signal?.aborted) throw new UploadTimeoutError();
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}
