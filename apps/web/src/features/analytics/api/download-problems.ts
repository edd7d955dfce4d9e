import { apiFetch } from '../../../lib/api-client';

/**
 * GET analytics/imports/:id/problems.csv needs the bearer token, so a plain link cannot fetch it: the file
 * is fetched through the API client and saved from a Blob.
 */
export async function downloadProblemsCsv(url: string, importId: string): Promise<void> {
  const text = await apiFetch<string>(url, { headers: { Accept: 'text/csv' } });
  const blob = new Blob([typeof text === 'string' ? text : ''], { type: 'text/csv;charset=utf-8' });
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = `import-problems-${importId}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the object URL; free it once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
