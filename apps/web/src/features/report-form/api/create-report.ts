import type { Report } from '@dengue/core';
import { apiFetch } from '../../../lib/api-client';
import { type ReportDraft, reportFormData } from '../model/report-draft';

/** POST reports (multipart, resident section 7): the stored report, Pending. */
export const createReport = (draft: ReportDraft<File>) =>
  apiFetch<Report>('reports', { method: 'POST', body: reportFormData(draft) });
