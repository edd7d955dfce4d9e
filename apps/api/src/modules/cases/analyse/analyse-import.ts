import type { Db } from '../../../db/client.ts';
import { analyseAll } from '../../analytics/analysis.service.ts';
import { updateImport } from '../save/import.repository.ts';

/**
 * The last step of an import, after its cases are committed: the pattern analysis runs again over every
 * barangay, and the import is marked done with how many barangays it covered.
 */
export interface AnalyseOptions {
  /** The Manila date of the analysis (today when absent). */
  analysisDate?: string;
  /** EPI_LAG_DAYS: days after its Saturday before a week is complete (the analysis's week T). */
  lagDays?: number;
}

export async function analyseImport(db: Db, importId: string, options: AnalyseOptions = {}): Promise<void> {
  const run = await analyseAll(db, { analysisDate: options.analysisDate, lagDays: options.lagDays });
  await updateImport(db, importId, {
    status: 'done',
    barangaysAnalysed: run.barangays,
    finishedAt: new Date(),
  });
}

/** Shown when the cases were saved but the analysis after them failed: the admin knows what stands. */
export const analysisFailedMessage = (imported: number): string =>
  `${imported} new case${imported === 1 ? ' was' : 's were'} saved, but the pattern analysis failed. Run the analysis again.`;
