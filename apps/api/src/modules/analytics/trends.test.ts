import { addDays, completeWeekStarts, manilaToday, weeklyTrendsResponseSchema } from '@dengue/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/auth-helpers.ts';
import { barangayAnalyses } from '../../db/schema/index.ts';
import {
  barangayId,
  insertCases,
  type SurveillanceTestApp,
  startSurveillanceApp,
} from '../cases/surveillance-test-kit.ts';
import { analyseAll } from './analysis.service.ts';

let t: SurveillanceTestApp;
// The 12 newest complete weeks today, oldest first; the fixtures put k+1 cases in week k of Bagbag.
let weeks: string[];

beforeAll(async () => {
  t = await startSurveillanceApp();
  weeks = completeWeekStarts(manilaToday(), 12);
  await insertCases(
    t.db,
    weeks.map((week, k) => ({ barangay: 'Bagbag', onset: addDays(week, k % 7), count: k + 1 })),
  );
  // Not complete yet: the current week never shows.
  await insertCases(t.db, [{ barangay: 'Bagbag', onset: manilaToday(), count: 50 }]);
});
afterAll(() => t.close());

const trends = (body: unknown) => call(t.app, 'POST', '/analytics/get-barangay-weekly-trends', { body });

describe('POST analytics/get-barangay-weekly-trends', () => {
  it("answers the barangay's reference mean m from its newest analysis (null before one)", async () => {
    const before = await trends({ barangay_name: 'Bagbag', number_of_weeks: 4 });
    expect(before.body.data).toMatchObject({ reference_mean: null, evaluation_week: null });
    const run = await analyseAll(t.db);
    const [stored] = await t.db
      .select({ m: barangayAnalyses.referenceMean })
      .from(barangayAnalyses)
      .where(eq(barangayAnalyses.barangayId, await barangayId(t.db, 'Bagbag')));
    // Weeks T-10..T-3 of the fixtures hold 2..9 cases (flat mean 5.5), rising every week: m is that mean
    // carried to week T by the recent weeks' (shrunk) weekly growth of about 1.2, so above the flat mean.
    expect(stored!.m).toBeCloseTo(16.32, 2);
    const after = await trends({ barangay_name: 'Bagbag', number_of_weeks: 4 });
    expect(after.body.data).toMatchObject({ reference_mean: stored!.m, evaluation_week: run.evaluationWeek });
  });

  it('is public and answers {success, data: {complete_weeks: {week: {date_range, count}}}}', async () => {
    const res = await trends({ barangay_name: 'Bagbag', number_of_weeks: 4 });
    expect(res.status).toBe(200);
    expect(weeklyTrendsResponseSchema.parse(res.body).success).toBe(true);
    const last4 = weeks.slice(-4);
    expect(Object.keys(res.body.data.complete_weeks)).toEqual(last4);
    expect(res.body.data.complete_weeks[last4[0]!]).toEqual({
      date_range: [last4[0], addDays(last4[0]!, 6)],
      count: 9,
      provisional: false,
    });
    expect(
      Object.values(res.body.data.complete_weeks).map((w: unknown) => (w as { count: number }).count),
    ).toEqual([9, 10, 11, 12]);
  });

  it('marks the two newest complete weeks provisional', async () => {
    const res = await trends({ barangay_name: 'Bagbag', number_of_weeks: 6 });
    const flags = Object.values(res.body.data.complete_weeks).map(
      (w: unknown) => (w as { provisional: boolean }).provisional,
    );
    expect(flags).toEqual([false, false, false, false, true, true]);
  });

  it('defaults to 12 weeks, Sunday to Saturday, and accepts the number as text', async () => {
    const res = await trends({ barangay_name: 'Bagbag' });
    expect(Object.keys(res.body.data.complete_weeks)).toEqual(weeks);
    for (const [week, value] of Object.entries(res.body.data.complete_weeks)) {
      expect(new Date(`${week}T00:00:00Z`).getUTCDay()).toBe(0);
      expect((value as { date_range: string[] }).date_range[1]).toBe(addDays(week, 6));
    }
    const asText = await trends({ barangay_name: 'Bagbag', number_of_weeks: '8' });
    expect(Object.keys(asText.body.data.complete_weeks)).toHaveLength(8);
  });

  it('finds the barangay by its line-list spellings, and counts zero where there were no cases', async () => {
    const res = await trends({ barangay_name: 'BRGY. BAGBAG', number_of_weeks: 4 });
    expect(res.body.data.barangay).toBe('Bagbag');
    const quiet = await trends({ barangay_name: 'sto nino', number_of_weeks: 4 });
    expect(quiet.status).toBe(200);
    expect(
      Object.values(quiet.body.data.complete_weeks).every(
        (w: unknown) => (w as { count: number }).count === 0,
      ),
    ).toBe(true);
  });

  it("answers 404 'Barangay not found' for an unknown barangay", async () => {
    const res = await trends({ barangay_name: 'Gotham', number_of_weeks: 4 });
    expect(res).toMatchObject({ status: 404, body: { message: 'Barangay not found' } });
  });

  it('refuses week counts other than 4, 6, 8 and 12, and a blank barangay', async () => {
    expect((await trends({ barangay_name: 'Bagbag', number_of_weeks: 5 })).status).toBe(400);
    expect((await trends({ barangay_name: ' ', number_of_weeks: 4 })).status).toBe(400);
  });
});
