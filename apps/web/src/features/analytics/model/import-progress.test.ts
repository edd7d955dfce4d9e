import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n/language-store';
import type { ImportStatus } from '../api/import-status';
import { forwardOnly, jobPercent, jobProgressView, savingLabel, uploadProgressView } from './import-progress';

type Overrides = Omit<Partial<ImportStatus>, 'progress'> & { progress?: Partial<ImportStatus['progress']> };

function status(overrides: Overrides): ImportStatus {
  const { progress, ...rest } = overrides;
  return {
    importId: 'job-1',
    status: 'parsing',
    file_info: { original_filename: 'line-list.csv' },
    progress: {
      fileBytes: 1000,
      bytesParsed: 0,
      percent: 0,
      rowsRead: 0,
      rowsToSave: 0,
      rowsSaved: 0,
      barangaysAnalysed: 0,
      ...progress,
    },
    counts: { read: 0, imported: 0, updated: 0, duplicates: 0, otherCity: 0, rejected: 0, onsetImputed: 0 },
    dateFormat: null,
    dateFormatNote: null,
    unmatchedBarangays: [],
    problems: [],
    problemCount: 0,
    problemsCsvUrl: '/api/v1/analytics/imports/job-1/problems.csv',
    error: null,
    startedAt: '2026-03-01T00:00:00.000Z',
    finishedAt: null,
    rolledBackAt: null,
    rowsRolledBack: 0,
    ...rest,
  };
}

describe('import progress', () => {
  it('starts at 0 while uploading and names the retry attempt', () => {
    expect(uploadProgressView(1)).toEqual({ percent: 0, label: 'Uploading the file…' });
    expect(uploadProgressView(3).label).toBe('Uploading the file (attempt 3 of 4)…');
  });

  it('shows the rows read so far and the server percent while parsing', () => {
    const view = jobProgressView(status({ progress: { rowsRead: 1234, bytesParsed: 400, percent: 28 } }));
    expect(view).toEqual({ percent: 28, label: 'Reading the file: 1,234 rows read so far…' });
  });

  it("says 'Saving {n} cases…' with the server's count while the cases are written", () => {
    const view = jobProgressView(
      status({
        status: 'saving',
        progress: {
          rowsRead: 150_000,
          rowsToSave: 148_804,
          rowsSaved: 74_402,
          bytesParsed: 1000,
          percent: 83,
        },
      }),
    );
    expect(view).toEqual({ percent: 83, label: 'Saving 148,804 cases…' });
    expect(jobProgressView(status({ status: 'saving', progress: { rowsToSave: 1 } })).label).toBe(
      'Saving 1 case…',
    );
  });

  it('says the saving phase in Filipino when that is the language', async () => {
    await setLanguage('fil');
    try {
      expect(savingLabel(148_804)).toBe(
        `Sine-save ang ${new Intl.NumberFormat('fil-PH').format(148_804)} kaso…`,
      );
      expect(savingLabel(1)).toBe('Sine-save ang 1 kaso…');
    } finally {
      await setLanguage('en');
    }
    expect(savingLabel(2)).toBe('Saving 2 cases…');
  });

  it('derives the percent from the bytes when the server sent none', () => {
    expect(jobPercent(status({ progress: { bytesParsed: 500, percent: Number.NaN } }))).toBe(35);
  });

  it('reads Analysing… then done at 100', () => {
    expect(jobProgressView(status({ status: 'analysing', progress: { percent: 95 } }))).toEqual({
      percent: 95,
      label: 'Analysing…',
    });
    const done = status({ status: 'done', progress: { percent: 100 } });
    done.counts.read = 300;
    expect(jobProgressView(done)).toEqual({
      percent: 100,
      label: 'Import complete: 300 rows read and analysed.',
    });
    expect(jobPercent(status({ status: 'queued', progress: { percent: 40 } }))).toBe(0);
  });

  it('never moves the bar back', () => {
    expect(forwardOnly(40, 30)).toBe(40);
    expect(forwardOnly(40, 70)).toBe(70);
  });
});
