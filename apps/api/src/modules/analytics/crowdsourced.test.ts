import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Json } from '../../../test/auth-helpers.ts';
import {
  insertReport,
  type SurveillanceTestApp,
  startSurveillanceApp,
} from '../cases/surveillance-test-kit.ts';

let t: SurveillanceTestApp;
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

beforeAll(async () => {
  t = await startSurveillanceApp();
  const report = (
    barangay: string,
    options: { status?: 'Pending' | 'Validated' | 'Rejected'; age?: number } = {},
  ) =>
    insertReport(t.db, {
      authorId: t.userId,
      barangay,
      status: options.status,
      observedAt: daysAgo(options.age ?? 1),
    });
  for (let i = 0; i < 5; i++) await report('Bagbag');
  for (let i = 0; i < 3; i++) await report('Commonwealth', { age: 13 });
  await report('Holy Spirit');
  // Not counted: too old, not validated.
  await report('Holy Spirit', { age: 15 });
  await report('Payatas', { status: 'Pending' });
  await report('Payatas', { status: 'Rejected' });
});
afterAll(() => t.close());

describe('GET analytics/analyze-crowdsourced-reports', () => {
  it('is for admins only', async () => {
    expect((await call(t.app, 'GET', '/analytics/analyze-crowdsourced-reports')).status).toBe(401);
    const asUser = await call(t.app, 'GET', '/analytics/analyze-crowdsourced-reports', {
      token: t.userToken,
    });
    expect(asUser.status).toBe(403);
  });

  it('counts validated reports of the last 14 days per barangay, with a status and an alert', async () => {
    const res = await call(t.app, 'GET', '/analytics/analyze-crowdsourced-reports', { token: t.adminToken });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ window_days: 14, total_reports: 9 });
    const rows: Json[] = res.body.data.barangays;
    expect(rows).toHaveLength(142);
    expect(rows.slice(0, 3).map((r) => [r.name, r.status, r.count, r.alert])).toEqual([
      ['Bagbag', 'high', 5, '5 validated breeding-site reports in the last 14 days'],
      ['Commonwealth', 'moderate', 3, '3 validated breeding-site reports in the last 14 days'],
      ['Holy Spirit', 'low', 1, '1 validated breeding-site report in the last 14 days'],
    ]);
    const payatas = rows.find((r) => r.name === 'Payatas');
    expect(payatas).toMatchObject({
      status: 'none',
      count: 0,
      alert: 'No validated breeding-site reports in the last 14 days',
      recommendation: expect.any(String),
      admin_recommendation: expect.any(String),
    });
  });
});
