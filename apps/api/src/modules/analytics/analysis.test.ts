import { addDays, PATTERN_URGENCY, patternListResponseSchema } from '@dengue/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Json } from '../../../test/auth-helpers.ts';
import { barangayAnalyses, barangays } from '../../db/schema/index.ts';
import {
  barangayId,
  insertCases,
  type SurveillanceTestApp,
  startSurveillanceApp,
} from '../cases/surveillance-test-kit.ts';
import { currentAnalyses } from './analysis.repository.ts';
import { analyseAll } from './analysis.service.ts';
import { analyseBarangay, type CaseRecord, compareAnalyses } from './engine/index.ts';

/**
 * The stored analysis must be exactly what the engine says for the same line list: SQL only aggregates.
 * Analysis date 2026-11-22 (a Sunday): week T, the last complete week, is Nov 8-14.
 */

const ANALYSIS_DATE = '2026-11-22';
const WEEK_T = '2026-11-08';
const week = (k: number) => addDays(WEEK_T, 7 * k);

let t: SurveillanceTestApp;
const fixtures = new Map<string, CaseRecord[]>();

async function add(barangay: string, onset: string, count = 1, died = false) {
  await insertCases(t.db, [{ barangay, onset, count, died }]);
  const list = fixtures.get(barangay) ?? [];
  for (let i = 0; i < count; i++) list.push({ dOnset: onset, dAdmit: onset, died });
  fixtures.set(barangay, list);
}

beforeAll(async () => {
  t = await startSurveillanceApp();
  // Seven years of one case a week in Bahay Toro (longer than the 5-year reference reaches), then a spike.
  for (let k = -364; k < 0; k++) await add('Bahay Toro', addDays(week(k), 2), 1);
  await add('Bahay Toro', addDays(WEEK_T, 3), 9);
  // Bagbag: a steady trickle, then four rising weeks.
  for (let k = -30; k <= -8; k += 2) await add('Bagbag', addDays(week(k), 1));
  for (let k = -3; k <= 0; k++) await add('Bagbag', addDays(week(k), 1), 3);
  // Commonwealth: few cases, one death two weeks ago (P1 whatever the label).
  await add('Commonwealth', addDays(week(-20), 1));
  await add('Commonwealth', addDays(week(-2), 4), 1, true);
  // Batasan Hills: cases only after week T (not complete yet): 'none' on the counts, yet not 'no cases'.
  await add('Batasan Hills', addDays(WEEK_T, 9), 2);
  await analyseAll(t.db, { analysisDate: ANALYSIS_DATE });
});
afterAll(() => t.close());

describe('analyseAll', () => {
  it('stores one row per barangay per run; the newest is current', async () => {
    const [before] = await t.db.select({ n: sql<number>`count(*)::int` }).from(barangayAnalyses);
    expect(before!.n).toBe(142);
    const run = await analyseAll(t.db, { analysisDate: ANALYSIS_DATE });
    expect(run).toMatchObject({ analysisDate: ANALYSIS_DATE, evaluationWeek: WEEK_T, barangays: 142 });
    const [after] = await t.db.select({ n: sql<number>`count(*)::int` }).from(barangayAnalyses);
    expect(after!.n).toBe(284);
    const current = await currentAnalyses(t.db);
    expect(current.size).toBe(142);
    for (const row of current.values()) expect(row.analysedAt).toEqual(run.analysedAt);
  });

  it('gives exactly the engine result on the full line list, for every barangay with cases', async () => {
    const current = await currentAnalyses(t.db);
    const firstDataWeek = [...fixtures.values()]
      .flat()
      .map((c) => c.dOnset!)
      .sort()[0]!;
    for (const [name, cases] of fixtures) {
      const expected = analyseBarangay({ cases, analysisDate: ANALYSIS_DATE, firstDataWeek });
      const stored = current.get(await barangayId(t.db, name))!;
      expect(
        {
          pattern: stored.pattern,
          p1: stored.p1,
          p2: stored.p2,
          m: stored.referenceMean,
          phi: stored.phi,
          threshold: stored.spikeThreshold,
          C: stored.currentFourWeeks,
          P: stored.previousFourWeeks,
          trendP: stored.trendP,
          labelP: stored.labelP,
          doh: stored.dohCluster,
          explanation: stored.explanation,
          priority: stored.deathPriority,
          deaths4: stored.deathsLastFourWeeks,
          deaths52: stored.deathsLastYear,
          week: stored.evaluationWeekStart,
        },
        name,
      ).toEqual({
        pattern: expected.pattern,
        p1: expected.p1,
        p2: expected.p2,
        m: expected.referenceMean,
        phi: expected.phi,
        threshold: expected.spikeThreshold,
        C: expected.current4,
        P: expected.previous4,
        trendP: expected.trendP,
        labelP: expected.labelP,
        doh: expected.dohCluster,
        explanation: expected.explanation,
        priority: expected.deathPriority,
        deaths4: expected.deathsLast4Weeks,
        deaths52: expected.deathsLast52Weeks,
        week: WEEK_T,
      });
    }
  });

  it('labels the fixtures as a person would expect', async () => {
    const current = await currentAnalyses(t.db);
    const of = async (name: string) => current.get(await barangayId(t.db, name))!;
    expect(await of('Bahay Toro')).toMatchObject({ pattern: 'spike', deathPriority: 'P3', dohCluster: true });
    expect((await of('Bahay Toro')).explanation).toMatch(
      /^9 cases in the week of Nov 8–14 against an expected 1 /,
    );
    expect(await of('Bagbag')).toMatchObject({ pattern: 'increase', currentFourWeeks: 12 });
    expect(await of('Commonwealth')).toMatchObject({ deathPriority: 'P1', deathsLastFourWeeks: 1 });
    expect(await of('Batasan Hills')).toMatchObject({ pattern: 'low_level_activity', currentFourWeeks: 0 });
    expect(await of('Alicia')).toMatchObject({ pattern: 'none', explanation: 'No dengue cases recorded' });
  });
});

describe('GET analytics/retrieve-pattern-recognition-results', () => {
  it('is public and answers {data: [{name, pattern, alert, recommendation}]} for all 142 barangays', async () => {
    const res = await call(t.app, 'GET', '/analytics/retrieve-pattern-recognition-results');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['data']);
    expect(patternListResponseSchema.parse(res.body).data).toHaveLength(142);
    expect(Object.keys(res.body.data[0]).sort()).toEqual(['alert', 'name', 'pattern', 'recommendation']);
  });

  it('sorts by death priority, then spike, increase, no_change, low_level_activity, decrease, none, then p', async () => {
    const res = await call(t.app, 'GET', '/analytics/retrieve-pattern-recognition-results');
    const names: string[] = res.body.data.map((row: Json) => row.name);
    expect(names.slice(0, 3)).toEqual(['Commonwealth', 'Bahay Toro', 'Bagbag']);
    const current = await currentAnalyses(t.db);
    const ids = new Map((await t.db.select().from(barangays)).map((row) => [row.name, row.id]));
    const keys = names.map((name) => {
      const a = current.get(ids.get(name)!)!;
      return { deathPriority: a.deathPriority, pattern: a.pattern, labelP: a.labelP, name };
    });
    expect([...keys].sort(compareAnalyses)).toEqual(keys);
    expect(res.body.data.at(-1).pattern).toBe('none');
  });

  it('gives admins the admin advice and residents the household advice', async () => {
    const pub = await call(t.app, 'GET', '/analytics/retrieve-pattern-recognition-results');
    const adm = await call(t.app, 'GET', '/analytics/retrieve-pattern-recognition-results', {
      token: t.adminToken,
    });
    const spike = (body: Json) => body.data.find((row: Json) => row.name === 'Bahay Toro');
    expect(spike(adm.body).recommendation).toMatch(new RegExp(`^${PATTERN_URGENCY.spike}: `));
    expect(spike(adm.body).recommendation).toContain('search-and-destroy');
    expect(spike(pub.body).recommendation).toContain('water container');
    expect(spike(pub.body).alert).toContain('; a DOH cluster (3 or more cases in 4 weeks)');
  });
});

describe('POST analytics/run-analysis', () => {
  it('is for admins only', async () => {
    expect((await call(t.app, 'POST', '/analytics/run-analysis')).status).toBe(401);
    expect((await call(t.app, 'POST', '/analytics/run-analysis', { token: t.userToken })).status).toBe(403);
  });

  it('runs the analysis now for every barangay', async () => {
    const res = await call(t.app, 'POST', '/analytics/run-analysis', { token: t.adminToken });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Pattern recognition updated for 142 barangays.',
      data: { barangays: 142, last_analysis_time: expect.any(String), evaluation_week: expect.any(String) },
    });
  });
});
