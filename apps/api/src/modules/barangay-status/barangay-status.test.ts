import { addDays, barangaySchema, reportSchema } from '@dengue/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Json } from '../../../test/auth-helpers.ts';
import { interventions } from '../../db/schema/index.ts';
import { analyseAll } from '../analytics/analysis.service.ts';
import {
  barangayId,
  insertCases,
  insertReport,
  type SurveillanceTestApp,
  startSurveillanceApp,
} from '../cases/surveillance-test-kit.ts';

const ANALYSIS_DATE = '2026-11-22';
const WEEK_T = '2026-11-08';
let t: SurveillanceTestApp;

beforeAll(async () => {
  t = await startSurveillanceApp();
  // Bagbag: one case a week for a year, then 10 in week T (spike); Commonwealth: a death in week T.
  for (let k = -52; k < 0; k++)
    await insertCases(t.db, [{ barangay: 'Bagbag', onset: addDays(WEEK_T, 7 * k + 1) }]);
  await insertCases(t.db, [
    { barangay: 'Bagbag', onset: addDays(WEEK_T, 2), count: 10 },
    { barangay: 'Commonwealth', onset: addDays(WEEK_T, -200) },
    { barangay: 'Commonwealth', onset: addDays(WEEK_T, 1), died: true },
  ]);
  await analyseAll(t.db, { analysisDate: ANALYSIS_DATE });
  for (let i = 0; i < 2; i++) await insertReport(t.db, { authorId: t.userId, barangay: 'Bagbag' });
  await insertReport(t.db, {
    authorId: t.userId,
    barangay: 'Bagbag',
    isAnonymous: true,
    description: 'Secret',
  });
  await insertReport(t.db, { authorId: t.userId, barangay: 'Bagbag', status: 'Pending' });
  await insertReport(t.db, {
    authorId: t.userId,
    barangay: 'Bagbag',
    observedAt: new Date(Date.now() - 20 * 86_400_000),
  });
  await t.db.insert(interventions).values([
    {
      barangayId: await barangayId(t.db, 'Bagbag'),
      interventionType: 'Fogging',
      personnel: 'CESU team 2',
      date: new Date(Date.now() + 3 * 86_400_000),
      status: 'Scheduled',
    },
    {
      barangayId: await barangayId(t.db, 'Bagbag'),
      interventionType: 'Clean-up Drive',
      personnel: 'Barangay staff',
      date: new Date(),
      status: 'Ongoing',
    },
  ]);
});
afterAll(() => t.close());

describe('GET barangays/get-all-barangays (admin)', () => {
  it('refuses visitors and residents', async () => {
    expect((await call(t.app, 'GET', '/barangays/get-all-barangays')).status).toBe(401);
    expect((await call(t.app, 'GET', '/barangays/get-all-barangays', { token: t.userToken })).status).toBe(
      403,
    );
  });

  it('lists the 142 barangays, Novaliches Proper included, in the spec shape, most urgent first', async () => {
    const res = await call(t.app, 'GET', '/barangays/get-all-barangays', { token: t.adminToken });
    expect(res.status).toBe(200);
    const rows: Json[] = res.body.data;
    expect(rows).toHaveLength(142);
    for (const row of rows) barangaySchema.parse(row);
    expect(rows.map((r) => r.name)).toContain('Novaliches Proper');
    expect(
      rows
        .slice(0, 2)
        .map((r) => [r.name, r.pattern_data.pattern, r.status_and_recommendation.death_priority.priority]),
    ).toEqual([
      ['Commonwealth', expect.any(String), 'P1'],
      ['Bagbag', 'spike', 'P3'],
    ]);
  });

  it('carries pattern, report and death status with admin advice, and the numbers behind the label', async () => {
    const res = await call(t.app, 'GET', '/barangays/get-all-barangays', { token: t.adminToken });
    const bagbag = res.body.data.find((r: Json) => r.name === 'Bagbag');
    expect(bagbag).toMatchObject({
      displayName: 'Bagbag',
      risk_level: 'High',
      status_and_recommendation: {
        pattern_based: {
          status: 'spike',
          alert: expect.stringMatching(/^10 cases in the week of Nov 8–14 against a usual 1 \(p < 0\.001\)/),
          recommendation: expect.any(String),
          admin_recommendation: expect.stringMatching(/^Immediate Action Required: /),
        },
        report_based: {
          status: 'moderate',
          count: 3,
          alert: '3 validated breeding-site reports in the last 14 days',
        },
        death_priority: { priority: 'P3', count: 0, alert: 'P3: no dengue deaths in the last 52 weeks' },
      },
      pattern_data: { pattern: 'spike', current_4_weeks: 13, doh_cluster: true, evaluation_week: WEEK_T },
      last_analysis_time: expect.any(String),
      ongoing_interventions: 1,
      scheduled_interventions: 1,
    });
    expect(bagbag.pattern_data.p1).toBeLessThan(0.005);
    // The numbers behind the label keep four significant digits, not the stored doubles' seventeen.
    const numbers = res.body.data.flatMap((b: Json) =>
      ['p1', 'p2', 'm', 'phi', 'trend_p', 'label_p'].map((key) => [`${b.name} ${key}`, b.pattern_data[key]]),
    );
    const given = numbers.filter(([, value]: [string, number | null]) => value !== null);
    expect(given.length).toBeGreaterThan(0);
    for (const [name, value] of given) expect(value, name).toBe(Number(value.toPrecision(4)));
    expect(bagbag.pattern_data.spike_threshold).toEqual(expect.any(Number));
    const commonwealth = res.body.data.find((r: Json) => r.name === 'Commonwealth');
    expect(commonwealth.status_and_recommendation.death_priority).toMatchObject({
      priority: 'P1',
      count: 1,
      alert: 'P1: 1 death among cases with onset in the last 4 weeks',
    });
    expect(commonwealth.risk_level).toBe('High');
  });
});

describe('GET barangays/get-all-barangays-for-user (public)', () => {
  it('gives every barangay a label point, where a pin set without the map goes', async () => {
    const res = await call(t.app, 'GET', '/barangays/get-all-barangays-for-user');
    const culiat = res.body.data.find((r: Json) => r.name === 'Culiat');
    expect(culiat.label_point).toEqual([121.0565912, 14.6679617]);
    expect(res.body.data.filter((r: Json) => r.label_point === null).map((r: Json) => r.name)).toEqual([]);
  });

  it('answers the same list without the admin advice', async () => {
    const res = await call(t.app, 'GET', '/barangays/get-all-barangays-for-user');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(142);
    for (const row of res.body.data) {
      barangaySchema.parse(row);
      expect(row.status_and_recommendation.pattern_based.admin_recommendation).toBeUndefined();
      expect(row.status_and_recommendation.report_based.admin_recommendation).toBeUndefined();
    }
    const novaliches = res.body.data.find((r: Json) => r.name === 'Novaliches Proper');
    expect(novaliches).toMatchObject({
      // Its derived outline's own label point (decision 035).
      label_point: [121.0377968, 14.7204167],
      risk_level: null,
      pattern_data: { pattern: 'none' },
      status_and_recommendation: { pattern_based: { status: 'none', alert: 'No dengue cases recorded' } },
    });
  });
});

describe('POST barangays/get-recent-reports-for-barangay (public)', () => {
  it('answers the validated reports of the last 14 days, anonymous authors hidden', async () => {
    const res = await call(t.app, 'POST', '/barangays/get-recent-reports-for-barangay', {
      body: { barangay_name: 'brgy bagbag' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ barangay: 'Bagbag', window_days: 14, count: 3 });
    for (const report of res.body.data.reports) reportSchema.parse(report);
    expect(res.body.data.reports.every((r: Json) => r.status === 'Validated')).toBe(true);
    const anonymous = res.body.data.reports.find((r: Json) => r.description === 'Secret');
    expect(anonymous).toMatchObject({
      user: null,
      isAnonymous: true,
      displayUser: { username: 'Anon-7F3K' },
    });
    expect(JSON.stringify(anonymous)).not.toContain(t.userId);
  });

  it('lists the 50 newest of a busy barangay and counts them all', async () => {
    for (let i = 0; i < 52; i++)
      await insertReport(t.db, {
        authorId: t.userId,
        barangay: 'Culiat',
        observedAt: new Date(Date.now() - (i + 1) * 60_000),
      });
    const res = await call(t.app, 'POST', '/barangays/get-recent-reports-for-barangay', {
      body: { barangay_name: 'Culiat' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.count).toBe(52);
    expect(res.body.data.reports).toHaveLength(50);
  });

  it("answers 404 'Barangay not found' for an unknown name and 400 for a blank one", async () => {
    const unknown = await call(t.app, 'POST', '/barangays/get-recent-reports-for-barangay', {
      body: { barangay_name: 'Gotham' },
    });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Barangay not found' } });
    const blank = await call(t.app, 'POST', '/barangays/get-recent-reports-for-barangay', { body: {} });
    expect(blank.status).toBe(400);
  });
});
