import { apiFetch } from '../../../lib/api-client';

/** GET analytics/imports/:id (apps/api cases/import.presenter.ts): the job's real progress and outcome. */
export type ImportJobStatus = 'queued' | 'parsing' | 'saving' | 'analysing' | 'done' | 'failed';

export interface ImportStatus {
  importId: string;
  status: ImportJobStatus;
  file_info: { original_filename: string };
  progress: {
    fileBytes: number;
    bytesParsed: number;
    /** 0-100 over the whole job: parsing up to 70, saving up to 95, analysing up to 100. */
    percent: number;
    rowsRead: number;
    /** The valid cases being written in the 'saving' phase (0 before it). */
    rowsToSave: number;
    rowsSaved: number;
    barangaysAnalysed: number;
  };
  counts: {
    read: number;
    imported: number;
    /** Stored cases (same CaseID) whose fields this file changed. */
    updated: number;
    duplicates: number;
    otherCity: number;
    rejected: number;
    onsetImputed: number;
  };
  dateFormat: string | null;
  dateFormatNote: string | null;
  unmatchedBarangays: { name: string; count: number }[];
  /** The first 100 problems; problemCount counts them all. */
  problems: { row: number; reason: string }[];
  problemCount: number;
  problemsCsvUrl: string;
  error: string | null;
  startedAt: string;
  finishedAt: string | null;
  /** Set once an admin rolled the import back; rowsRolledBack cases were removed. */
  rolledBackAt: string | null;
  rowsRolledBack: number;
}

export const isFinished = (status: ImportStatus) => status.status === 'done' || status.status === 'failed';

export async function fetchImportStatus(importId: string, signal?: AbortSignal): Promise<ImportStatus> {
  const body = await apiFetch<{ data: ImportStatus }>(`analytics/imports/${encodeURIComponent(importId)}`, {
    signal,
  });
  return body.data;
}
