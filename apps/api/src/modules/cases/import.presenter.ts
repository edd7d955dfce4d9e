import { CSV_IMPORT_MESSAGES, DATE_ORDER_CHOICES, LINE_LIST_MESSAGES } from '@dengue/core';
import { z } from 'zod';
import type { ImportRow, ImportStatusRow } from './save/import.repository.ts';

/** What the import dialog polls. Field names follow the spec where it shows them (file_info). */

export const IMPORT_PROBLEMS_SHOWN = 100;
const count = z.number().int().min(0);

export const importStatusSchema = z.object({
  importId: z.string(),
  status: z.enum(['queued', 'parsing', 'saving', 'analysing', 'done', 'failed']),
  file_info: z.object({ original_filename: z.string() }),
  progress: z.object({
    fileBytes: count,
    bytesParsed: count,
    /** 0-100 over the whole job: parsing up to 70, saving up to 95, analysing up to 100. */
    percent: z.number().min(0).max(100),
    rowsRead: count,
    /** The valid cases the saving phase writes (0 until the parse has ended). */
    rowsToSave: count,
    rowsSaved: count,
    barangaysAnalysed: count,
  }),
  counts: z.object({
    read: count,
    imported: count,
    /** Stored cases (same CaseID) whose fields this file changed. */
    updated: count,
    duplicates: count,
    otherCity: count,
    rejected: count,
    onsetImputed: count,
  }),
  dateFormat: z.string().nullable(),
  dateFormatNote: z.string().nullable(),
  unmatchedBarangays: z.array(z.object({ name: z.string(), count })),
  problems: z.array(z.object({ row: z.number().int(), reason: z.string() })),
  problemCount: count,
  problemsCsvUrl: z.string(),
  error: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** When an admin rolled the import back, and how many of its cases that removed. */
  rolledBackAt: z.string().nullable(),
  rowsRolledBack: count,
});
export type ImportStatus = z.infer<typeof importStatusSchema>;

export const importStatusResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  data: importStatusSchema,
});

export const submitQuerySchema = z.object({
  /** How slash dates are read when the file proves both orders (month first or day first). */
  dateOrder: z.enum(DATE_ORDER_CHOICES, { message: LINE_LIST_MESSAGES.invalidChoice }).optional(),
});

export const submitResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  data: z.object({
    importId: z.string(),
    status: z.string(),
    statusUrl: z.string(),
    file_info: z.object({ original_filename: z.string() }),
  }),
});

const percentOf = (row: ImportRow): number => {
  if (row.status === 'done') return 100;
  // Saving starts once the whole file is read.
  const parsed =
    row.status === 'saving' ? 1 : row.fileBytes > 0 ? Math.min(1, row.bytesParsed / row.fileBytes) : 0;
  if (row.status === 'queued') return 0;
  if (row.status === 'analysing') return 95;
  const of = row.status === 'saving' ? row.rowsToSave : row.rowsRead;
  const saved = of > 0 ? Math.min(1, row.rowsSaved / of) : 0;
  return Math.round(70 * parsed + 25 * saved);
};

export const problemsCsvPath = (importId: string) => `/api/v1/analytics/imports/${importId}/problems.csv`;

/** The row counts as both the status and the list show them. */
const presentCounts = (row: Omit<ImportRow, 'problems' | 'unmatchedBarangays'>) => ({
  read: row.rowsRead,
  imported: row.rowsImported,
  updated: row.rowsUpdated,
  duplicates: row.rowsDuplicate,
  otherCity: row.rowsOtherCity,
  rejected: row.rowsRejected,
  onsetImputed: row.rowsOnsetImputed,
});

/** The row comes from `findImportStatus`: its problems are already cut to the first 100 by the database. */
export const presentImport = (row: ImportStatusRow): ImportStatus => ({
  importId: row.id,
  status: row.status,
  file_info: { original_filename: row.originalFilename },
  progress: {
    fileBytes: row.fileBytes,
    bytesParsed: row.bytesParsed,
    percent: percentOf(row),
    rowsRead: row.rowsRead,
    rowsToSave: row.rowsToSave,
    rowsSaved: row.rowsSaved,
    barangaysAnalysed: row.barangaysAnalysed,
  },
  counts: presentCounts(row),
  dateFormat: row.dateFormat,
  dateFormatNote: row.dateFormatNote,
  unmatchedBarangays: Object.entries(row.unmatchedBarangays).map(([name, n]) => ({ name, count: n })),
  problems: row.problems.slice(0, IMPORT_PROBLEMS_SHOWN),
  problemCount: row.problemCount,
  problemsCsvUrl: problemsCsvPath(row.id),
  error: row.error,
  startedAt: row.startedAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
  rolledBackAt: row.rolledBackAt?.toISOString() ?? null,
  rowsRolledBack: row.rowsRolledBack,
});

export const importListItemSchema = z.object({
  importId: z.string(),
  status: importStatusSchema.shape.status,
  file_info: z.object({ original_filename: z.string() }),
  counts: importStatusSchema.shape.counts,
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  rolledBackAt: z.string().nullable(),
  rowsRolledBack: count,
});

export const importListResponseSchema = z.object({
  success: z.boolean(),
  data: z.array(importListItemSchema),
});

export const presentImportListItem = (row: Omit<ImportRow, 'problems' | 'unmatchedBarangays'>) => ({
  importId: row.id,
  status: row.status,
  file_info: { original_filename: row.originalFilename },
  counts: presentCounts(row),
  startedAt: row.startedAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
  rolledBackAt: row.rolledBackAt?.toISOString() ?? null,
  rowsRolledBack: row.rowsRolledBack,
});

export const statusMessage = (
  row: Pick<ImportRow, 'status' | 'error' | 'rowsRead' | 'rowsToSave'>,
): string => {
  if (row.status === 'done') return CSV_IMPORT_MESSAGES.succeeded;
  if (row.status === 'failed') return row.error ?? CSV_IMPORT_MESSAGES.importFailed;
  if (row.status === 'analysing') return 'Analysing patterns for every barangay...';
  if (row.status === 'saving')
    return `Saving ${row.rowsToSave.toLocaleString('en-US')} ${row.rowsToSave === 1 ? 'case' : 'cases'}...`;
  if (row.status === 'parsing')
    return `Reading the file: ${row.rowsRead.toLocaleString('en-US')} rows so far...`;
  return 'The import is waiting to start.';
};

/** A spreadsheet must never run a cell of ours as a formula: the reasons quote values from the upload. */
const csvCell = (value: string | number): string => {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

export const problemsCsv = (row: ImportRow): string =>
  ['row,reason', ...row.problems.map((p) => `${csvCell(p.row)},${csvCell(p.reason)}`), ''].join('\r\n');
