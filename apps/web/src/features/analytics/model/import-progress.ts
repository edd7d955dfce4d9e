import '../../../i18n/en/analytics';
import { t } from '../../../i18n/language-store';
import type { ImportStatus } from '../api/import-status';
import { IMPORT_MAX_ATTEMPTS } from './import-retry';

/**
 * What the progress bar shows, derived from the job the server reports (GET analytics/imports/:id):
 * rows read so far while parsing, 'Saving {n} cases…' while they are written, then 'Analysing…', then done. Never a timed animation: the bar moves
 * only when the job does.
 */

export interface ProgressView {
  /** 0-100, whole numbers. */
  percent: number;
  label: string;
}

const rows = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'row' : 'rows'}`;

const clampPercent = (value: number) =>
  Number.isFinite(value) ? Math.min(100, Math.max(0, Math.round(value))) : 0;

/** Before the server has the file: 0 %, and which attempt it is when the retry rule is at work. */
export function uploadProgressView(attempt: number): ProgressView {
  return {
    percent: 0,
    label:
      attempt > 1
        ? `Uploading the file (attempt ${attempt} of ${IMPORT_MAX_ATTEMPTS})…`
        : 'Uploading the file…',
  };
}

/** The job's share done: the server's percent, which weighs bytes parsed, rows saved and the analysis. */
export function jobPercent(status: ImportStatus): number {
  const { progress } = status;
  switch (status.status) {
    case 'done':
      return 100;
    case 'queued':
      return 0;
    case 'analysing':
      return clampPercent(Math.max(95, progress.percent));
    default: {
      if (Number.isFinite(progress.percent)) return clampPercent(progress.percent);
      return progress.fileBytes > 0 ? clampPercent((70 * progress.bytesParsed) / progress.fileBytes) : 0;
    }
  }
}

export function jobProgressView(status: ImportStatus): ProgressView {
  const percent = jobPercent(status);
  const { progress } = status;
  switch (status.status) {
    case 'queued':
      return { percent, label: 'Waiting for the import to start…' };
    case 'saving':
      return { percent, label: savingLabel(progress.rowsToSave) };
    case 'parsing':
      return { percent, label: `Reading the file: ${rows(progress.rowsRead)} read so far…` };
    case 'analysing':
      return { percent, label: 'Analysing…' };
    case 'done':
      return { percent, label: `Import complete: ${rows(status.counts.read)} read and analysed.` };
    default:
      return { percent, label: 'The import stopped.' };
  }
}

/** The saving phase in the reader's language: the number of valid cases the server is writing. */
export const savingLabel = (n: number): string =>
  n === 1 ? t('import.savingOne') : t('import.savingOther', { n });

/** The bar never moves back between polls (a late answer can arrive after a newer one). */
export const forwardOnly = (previous: number, next: number): number => Math.max(previous, next);
