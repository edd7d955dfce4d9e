import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ANALYTICS_KEY } from './analytics-keys';
import type { ImportStatus } from './import-status';

/** GET analytics/imports (apps/api cases/import.presenter.ts): the newest 50 imports. */
export type ImportHistoryItem = Pick<
  ImportStatus,
  | 'importId'
  | 'status'
  | 'file_info'
  | 'counts'
  | 'startedAt'
  | 'finishedAt'
  | 'rolledBackAt'
  | 'rowsRolledBack'
>;

export const importHistoryQuery = () =>
  queryOptions({
    queryKey: [...ANALYTICS_KEY, 'imports'] as const,
    queryFn: async ({ signal }) =>
      (await apiFetch<{ data: ImportHistoryItem[] }>('analytics/imports', { signal })).data,
  });

/** POST analytics/imports/:id/rollback: the import's cases removed, the analysis run again. */
export async function rollbackImport(importId: string): Promise<string> {
  const body = await apiFetch<{ message: string }>(
    `analytics/imports/${encodeURIComponent(importId)}/rollback`,
    { method: 'POST' },
  );
  return body.message;
}
