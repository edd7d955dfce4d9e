import { apiFetch } from '../../../lib/api-client';

/** DELETE reports/{id}: only the author (role user) may; the server answers with the spec's message. */
export const deleteReport = (reportId: string) =>
  apiFetch<{ message: string }>(`reports/${encodeURIComponent(reportId)}`, { method: 'DELETE' });
