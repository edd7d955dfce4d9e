import { CSV_IMPORT_MESSAGES } from '@dengue/core';
import { describe, expect, it } from 'vitest';
import { errorFromResponse } from '../../../lib/api-error';
import type { ImportJobStatus, ImportStatus } from '../api/import-status';
import { ImportUploadError } from './import-retry';
import { IMPORT_POLL_MS, pollImport } from './poll-import';

const job = (status: ImportJobStatus, rowsRead = 0) => ({ status, progress: { rowsRead } }) as ImportStatus;

async function poll(answers: (ImportStatus | Error)[]) {
  const seen: string[] = [];
  const waits: number[] = [];
  let call = 0;
  const outcome = pollImport({
    fetchStatus: async () => {
      const answer = answers[call++];
      if (!answer) throw new Error('asked too often');
      if (answer instanceof Error) throw answer;
      return answer;
    },
    onStatus: (status) => seen.push(`${status.status}:${status.progress.rowsRead}`),
    signal: new AbortController().signal,
    sleep: async (ms) => void waits.push(ms),
  });
  return { outcome, seen, waits };
}

describe('pollImport', () => {
  it('reports every status every 500 ms until the job is done', async () => {
    const { outcome, seen, waits } = await poll([
      job('queued'),
      job('parsing', 120),
      job('analysing', 300),
      job('done', 300),
    ]);
    expect((await outcome).status).toBe('done');
    expect(seen).toEqual(['queued:0', 'parsing:120', 'analysing:300', 'done:300']);
    expect(waits).toEqual([IMPORT_POLL_MS, IMPORT_POLL_MS, IMPORT_POLL_MS]);
  });

  it('stops at a failed job and hands it back', async () => {
    const { outcome } = await poll([job('parsing'), job('failed')]);
    expect((await outcome).status).toBe('failed');
  });

  it('rides out a few server errors, 3 s apart', async () => {
    const { outcome, waits } = await poll([
      errorFromResponse(502, undefined),
      errorFromResponse(500, { message: 'Internal Server Error' }),
      job('done'),
    ]);
    expect((await outcome).status).toBe('done');
    expect(waits).toEqual([3000, 3000]);
  });

  it('gives up after 4 failures in a row, or at once on a 404', async () => {
    const down = errorFromResponse(503, undefined);
    const exhausted = await poll([down, down, down, down]);
    const error = (await exhausted.outcome.catch((e: unknown) => e)) as ImportUploadError;
    expect(error).toBeInstanceOf(ImportUploadError);
    expect(error.message).toBe(CSV_IMPORT_MESSAGES.importFailed);
    expect(exhausted.waits).toEqual([3000, 3000, 3000]);

    const missing = await poll([errorFromResponse(404, { message: 'Import not found' })]);
    const notFound = (await missing.outcome.catch((e: unknown) => e)) as ImportUploadError;
    expect(notFound.failure.details[0]).toBe('Import not found');
    expect(missing.waits).toEqual([]);
  });
});
