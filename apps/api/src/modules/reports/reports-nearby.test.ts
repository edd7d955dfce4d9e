import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, type Json } from '../../../test/auth-helpers.ts';
import { reports } from '../../db/schema/index.ts';
import { createReport, metresFrom, streetWorldForSuite } from './reports-test-kit.ts';

/**
 * 'Is this the same site?' (issue 4): POST reports/nearby with the type being reported lists validated
 * reports of that type within 50 m from the last 14 days, and counts pending ones; nothing else.
 */

const w = streetWorldForSuite();

const DAY_MS = 86_400_000;

/** A report `north` metres from the place, of a type and status, seen `daysAgo` days ago. */
async function reportAt(
  north: number,
  options: { type?: string; status?: 'Pending' | 'Validated' | 'Rejected'; daysAgo?: number } = {},
): Promise<Json> {
  const report = await createReport(w, {
    status: options.status ?? 'Validated',
    fields: {
      report_type: options.type ?? 'Stagnant Water',
      'specific_location[coordinates][1]': String(metresFrom(w.place, 0, north)[1]),
    },
  });
  if (options.daysAgo) {
    await w.db
      .update(reports)
      .set({ observedAt: new Date(Date.now() - options.daysAgo * DAY_MS) })
      .where(eq(reports.id, report._id));
  }
  return report;
}

describe('POST reports/nearby: near-duplicates of a new report', () => {
  it('lists the same type within 50 m from the last 14 days; counts pending ones; leaves the rest out', async () => {
    const inside = await reportAt(49);
    await reportAt(51);
    const thirteenDays = await reportAt(10, { daysAgo: 13 });
    await reportAt(10, { daysAgo: 15 });
    await reportAt(10, { status: 'Rejected' });
    await reportAt(10, { type: 'Others' });
    await reportAt(30, { status: 'Pending' });

    const res = await call(w.app, 'POST', '/reports/nearby', {
      token: w.other.token,
      body: { lng: w.place.lng, lat: w.place.lat, radius: 50, type: 'Stagnant Water' },
    });
    expect(res.status).toBe(200);
    // Nearest first; the pending one is counted, never shown to another resident.
    expect((res.body.posts as Json[]).map((p) => p._id)).toEqual([thirteenDays._id, inside._id]);
    expect(res.body.pendingSimilarCount).toBe(1);
  });
});
