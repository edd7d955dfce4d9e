import { addDays, lastCompleteWeekStart, manilaToday } from '@dengue/core';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/auth-helpers.ts';
import { barangayAnalyses } from '../../db/schema/index.ts';
import {
  csv,
  HEADER,
  importCsv,
  insertCases,
  type SurveillanceTestApp,
  startSurveillanceApp,
} from '../cases/surveillance-test-kit.ts';
import { analyseAll } from './analysis.service.ts';

/** EPI_LAG_DAYS decides the last complete week for the analysis, the trend chart and the import's analysis. */

let t: SurveillanceTestApp;
beforeAll(async () => {
  t = await startSurveillanceApp({ EPI_LAG_DAYS: '0' });
});
afterAll(() => t.close());

describe('EPI_LAG_DAYS', () => {
  it('moves the last complete week: on Saturday 2026-11-21 it is the week of Nov 15 with 0, Nov 8 with 7', async () => {
    expect((await analyseAll(t.db, { analysisDate: '2026-11-21', lagDays: 0 })).evaluationWeek).toBe(
      '2026-11-15',
    );
    expect((await analyseAll(t.db, { analysisDate: '2026-11-21', lagDays: 7 })).evaluationWeek).toBe(
      '2026-11-08',
    );
    expect((await analyseAll(t.db, { analysisDate: '2026-11-21' })).evaluationWeek).toBe('2026-11-08');
  });

  it('with EPI_LAG_DAYS=0 the trends end a week later than with the default 7, and count that week', async () => {
    const today = manilaToday();
    const lastWithZero = lastCompleteWeekStart(today, 0);
    expect(lastWithZero).toBe(addDays(lastCompleteWeekStart(today, 7), 7));
    await insertCases(t.db, [{ barangay: 'Bagbag', onset: lastWithZero, count: 3 }]);
    const res = await call(t.app, 'POST', '/analytics/get-barangay-weekly-trends', {
      body: { barangay_name: 'Bagbag', number_of_weeks: 4 },
    });
    const weeks = Object.keys(res.body.data.complete_weeks);
    expect(weeks.at(-1)).toBe(lastWithZero);
    expect(res.body.data.complete_weeks[lastWithZero]).toMatchObject({ count: 3, provisional: true });
  });

  it('the on-demand analysis and the analysis after an import use it', async () => {
    const expected = lastCompleteWeekStart(manilaToday(), 0);
    const run = await call(t.app, 'POST', '/analytics/run-analysis', { token: t.adminToken });
    expect(run.body.data.evaluation_week).toBe(expected);

    await importCsv(t, csv(HEADER, `${expected},${expected},Bagbag,Alive,Quezon City`));
    const [latest] = await t.db
      .select({ week: barangayAnalyses.evaluationWeekStart })
      .from(barangayAnalyses)
      .orderBy(desc(barangayAnalyses.analysedAt))
      .limit(1);
    expect(String(latest!.week)).toBe(expected);
  });
});
