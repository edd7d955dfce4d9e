import type { Report } from '@dengue/core';
import { apiFetch } from '../../../lib/api-client';
import { type ReportDraft, reportFormData } from '../model/report-draft';

/**
 * POST reports (multipart, resident section 7): the stored report, Pending. `clientId` makes a repeat of
 * the same report answer the stored one instead of storing another (decision 015).
 */
export const createReport = (draft: ReportDraft<File>, clientId?: string) =>
  apiFetch<Report>('reports', { method: 'POST', body: reportFormData(draft, clientId) });
