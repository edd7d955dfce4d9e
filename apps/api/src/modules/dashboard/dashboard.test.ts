import { addDays, dashboardSummarySchema, manilaInstant, manilaToday, weekStartOf } from '@dengue/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Json } from '../../../test/auth-helpers.ts';
import { alertBarangays, alerts, clusters, interventions } from '../../db/schema/index.ts';
import {
  barangayId,
  insertCases,
  insertReport,
  type SurveillanceTestApp,
  startSurveillanceApp,
} from '../cases/surveillance-test-kit.ts';

let t: SurveillanceTestApp;

beforeAll(async () => {
  t = await startSurveillanceApp();
  for (let i = 0; i < 3; i++) await insertReport(t.db, { authorId: t.userId, barangay: 'Bagbag' });
  await insertReport(t.db, { authorId: t.userId, barangay: 'Payatas', status: 'Pending' });
  await insertReport(t.db, { authorId: t.userId, barangay: 'Payatas', status: 'Rejected' });
  await insertReport(t.db, {
    authorId: t.userId,
    barangay: 'Commonwealth',
    status: 'Pending',
    isAnonymous: true,
    description: 'Newest, anonymous',
  });
  const bagbag = await barangayId(t.db, 'Bagbag');
  const payatas = await barangayId(t.db, 'Payatas');
  const base = { barangayId: bagbag, personnel: 'CESU', date: new Date() } as const;
  await t.db.insert(interventions).values([
    { ...base, interventionType: 'Fogging', status: 'Complete' },
    { ...base, interventionType: 'Fogging', status: 'Complete' },
    { ...base, interventionType: 'Clean-up Drive', status: 'Ongoing' },
    { ...base, interventionType: 'Education Campaign', status: 'Scheduled' },
    { ...base, interventionType: 'Education Campaign', status: 'Scheduled', archivedAt: new Date() },
  ]);
  for (const [i, message] of ['Old alert', 'Middle alert', 'Clean your surroundings'].entries()) {
    const [alert] = await t.db
      .insert(alerts)
      .values({ messages: [message], createdAt: new Date(Date.now() - (3 - i) * 60_000) })
      .returning();
    await t.db.insert(alertBarangays).values([
      { alertId: alert!.id, barangayId: payatas },
      { alertId: alert!.id, barangayId: bagbag },
    ]);
  }
  const cluster = { centerLat: 14.65, centerLng: 121.05, radiusMeters: 20 };
  await t.db.insert(clusters).values([
    { ...cluster, reportCount: 3, resolvedCount: 3, isResolved: true },
    { ...cluster, reportCount: 3, resolvedCount: 1 },
    { ...cluster, reportCount: 2, resolvedCount: 0 },
    { ...cluster, reportCount: 2, resolvedCount: 0 },
  ]);
});
afterAll(() => t.close());

describe('GET admin/dashboard/summary', () => {
  it('is for admins only', async () => {
    expect((await call(t.app, 'GET', '/admin/dashboard/summary')).status).toBe(401);
    expect((await call(t.app, 'GET', '/admin/dashboard/summary', { token: t.userToken })).status).toBe(403);
  });

  it('answers the spec summary: reports, interventions, alerts and clusters', async () => {
    const res = await call(t.app, 'GET', '/admin/dashboard/summary', { token: t.adminToken });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const data = dashboardSummarySchema.parse(res.body.data);
    expect(data.reports).toMatchObject({ total: 6, by_status: { validated: 3, pending: 2, rejected: 1 } });
    expect(data.reports.recent).toHaveLength(5);
    expect(data.interventions).toEqual({ total: 4, by_status: { completed: 2, ongoing: 1, scheduled: 1 } });
    expect(data.alerts.total).toBe(3);
    expect(data.alerts.recent).toEqual([
      { barangays: ['Bagbag', 'Payatas'], message: 'Clean your surroundings' },
      { barangays: ['Bagbag', 'Payatas'], message: 'Middle alert' },
      { barangays: ['Bagbag', 'Payatas'], message: 'Old alert' },
    ]);
    expect(data.clusters).toEqual({ total: 4, fully_resolved: 1, partially_resolved: 1, not_resolved: 2 });
  });

  it('shows recent reports newest first, an anonymous one under its pseudonym only', async () => {
    const res = await call(
      t.app,
      'GET',
      '/admin/dashboard/summary?recent_posts_limit=2&recent_alerts_limit=1',
      {
        token: t.adminToken,
      },
    );
    const recent: Json[] = res.body.data.reports.recent;
    expect(recent).toHaveLength(2);
    expect(recent[0]).toEqual({
      id: expect.any(String),
      barangay: 'Commonwealth',
      report_type: 'Stagnant Water',
      status: 'Pending',
      date: expect.any(String),
      description: 'Newest, anonymous',
      username: 'Anon-7F3K',
      isAnonymous: true,
      specific_location: { coordinates: [121.05, 14.65] },
    });
    expect(res.body.data.alerts.recent).toHaveLength(1);
  });

  it('refuses limits out of range', async () => {
    const res = await call(t.app, 'GET', '/admin/dashboard/summary?recent_posts_limit=0', {
      token: t.adminToken,
    });
    expect(res.status).toBe(400);
  });

  // Last: it adds reports, which the counts above do not expect.
  it('gives 12 weeks of city-wide cases beside the reports seen each week, Sunday to Saturday in Manila', async () => {
    const current = weekStartOf(manilaToday());
    const threeAgo = addDays(current, -21);
    await insertCases(t.db, [
      { barangay: 'Bagbag', onset: current, count: 3 },
      { barangay: 'Bagbag', onset: addDays(threeAgo, 3) },
      { barangay: 'Payatas', onset: addDays(threeAgo, 6), died: true },
      { barangay: 'Payatas', onset: addDays(current, -7 * 12) },
    ]);
    // 23:30 on the Saturday before the current week and 00:30 on its Sunday, Manila time.
    await insertReport(t.db, {
      authorId: t.userId,
      barangay: 'Bagbag',
      observedAt: manilaInstant(addDays(current, -1), '23:30'),
    });
    await insertReport(t.db, {
      authorId: t.userId,
      barangay: 'Bagbag',
      observedAt: manilaInstant(current, '00:30'),
    });
    const res = await call(t.app, 'GET', '/admin/dashboard/summary', { token: t.adminToken });
    const { weekly } = dashboardSummarySchema.parse(res.body.data);
    expect(weekly).toHaveLength(12);
    expect(weekly[0]!.week_start).toBe(addDays(current, -77));
    expect(weekly.at(-1)).toMatchObject({
      week_start: current,
      week_end: addDays(current, 6),
      cases: 3,
      provisional: true,
    });
    // The six reports of the set-up were seen now, plus the one of 00:30 on Sunday.
    expect(weekly.at(-1)!.reports).toBe(7);
    // A week is complete 7 days after its Saturday: the week before stays provisional until the
    // current week's Saturday (Manila), when it becomes complete.
    expect(weekly.at(-2)).toMatchObject({
      week_start: addDays(current, -7),
      cases: 0,
      reports: 1,
      provisional: manilaToday() !== addDays(current, 6),
    });
    expect(weekly.find((w) => w.week_start === threeAgo)).toMatchObject({
      cases: 2,
      reports: 0,
      provisional: false,
    });
    expect(weekly.reduce((sum, w) => sum + w.cases, 0)).toBe(5);
  });
});
