import {
  DEATH_URGENCY,
  PATTERN_TYPES,
  PATTERN_URGENCY,
  type PatternType,
  type WeatherSection,
} from '@dengue/core';
import { describe, expect, it } from 'vitest';
import { numbersIn } from './numbers.ts';
import type { BarangayState } from './state.ts';
import { suggestIntervention } from './suggest.ts';
import { writeRecommendation } from './write.ts';

/** Hand-built barangay states: every number the text writes must be one of these inputs. */

const weather: WeatherSection = {
  verdict:
    'High mosquito-breeding risk: 62 mm of rain in the last 7 days, 12 mm expected in the next 3, 28 °C on average.',
  risk: 'high',
  temperature: 30.2,
  humidity: 81,
  chance_of_rain: 70,
  condition: 'Rain',
  date_and_time: '2026-11-26T14:00:00+08:00',
  wind_speed: 9.4,
  precipitation_level: 1.2,
  others: { uv_index: 6.5, realfeel_heat_index: 35.1 },
  basis: { rain_past_days_mm: 62, rain_next_days_mm: 12, mean_temperature: 28, past_days: 7, next_days: 3 },
};

const state = (pattern: PatternType, over: Partial<BarangayState> = {}): BarangayState => ({
  barangay: 'Bagbag',
  pattern,
  lastAnalysisTime: '2026-11-22T01:00:00.000Z',
  evaluationWeek: '2026-11-08',
  thisWeekCases: 9,
  expectedWeekly: 1.13,
  spikeThreshold: 5,
  pValue: pattern === 'spike' ? 0.0002 : 0.033,
  current4: 17,
  previous4: 6,
  deathsLast4Weeks: 0,
  deathsLastYear: 0,
  reports: 3,
  openClusters: 2,
  ongoing: 1,
  scheduled: 0,
  completedRecently: 1,
  recentTypes: [],
  weather: null,
  ...over,
});

/** The inputs of a state as numbers, with the windows the text names (4 weeks, 14 days, 30 days). */
const inputsOf = (s: BarangayState): number[] => [
  ...[s.thisWeekCases, s.expectedWeekly, s.spikeThreshold, s.pValue, s.current4, s.previous4].filter(
    (v): v is number => v !== null,
  ),
  s.deathsLast4Weeks,
  s.deathsLastYear,
  s.reports,
  s.openClusters,
  s.ongoing,
  s.scheduled,
  s.ongoing + s.scheduled,
  s.completedRecently,
  4,
  14,
  30,
  // formatP writes p below 0.001 as 'p < 0.001'.
  ...(s.pValue !== null && s.pValue < 0.001 ? [0.001] : []),
  ...(s.weather ? [62, 12, 28, 7, 3] : []),
];

const textOf = (r: ReturnType<typeof writeRecommendation>) =>
  [r.brief_insight, r.recommendation, r.analysis, r.predictions, ...r.factors].join('\n');

const matchesAnInput = (written: string, inputs: number[]) =>
  inputs.some((input) => Number(input.toFixed(written.split('.')[1]?.length ?? 0)) === Number(written));

describe('the recommendation engine', () => {
  for (const pattern of PATTERN_TYPES)
    for (const deaths of [0, 2])
      for (const audience of ['admin', 'resident'] as const)
        it(`${pattern}, ${deaths} recent deaths, ${audience}: section 4 urgency, only input numbers`, () => {
          const s = state(pattern, { deathsLast4Weeks: deaths, deathsLastYear: deaths + 1, weather });
          const r = writeRecommendation(s, audience);
          expect(r.urgency).toBe(deaths > 0 ? DEATH_URGENCY : PATTERN_URGENCY[pattern]);
          expect(r.brief_insight).toContain(r.urgency);
          const text = textOf(r);
          const strangers = numbersIn(text).filter((n) => !matchesAnInput(n, inputsOf(s)));
          expect(strangers, text).toEqual([]);
          if (audience === 'resident') expect(text).not.toMatch(/\bp\s*[<=]/);
          if (deaths > 0) expect(text).toContain(audience === 'admin' ? '2 dengue deaths' : '2 people died');
        });

  it('quotes the spike figures exactly as computed', () => {
    const admin = writeRecommendation(state('spike', { pValue: 0.0002 }), 'admin');
    expect(admin.brief_insight).toBe(
      'Bagbag: Immediate Action Required. Spike: 9 cases in the last complete week against an expected 1.1 a week (p < 0.001); 5 or more in a week counts as a spike.',
    );
    const resident = writeRecommendation(state('spike'), 'resident');
    expect(resident.brief_insight).toContain(
      '9 cases in the last complete week, when about 1.1 a week is usual',
    );
  });

  it('quotes the 4-week trend with its p-value for admins and in plain words for residents', () => {
    const admin = writeRecommendation(state('increase'), 'admin');
    expect(admin.analysis).toContain(
      'Increase: 17 cases in the last 4 weeks against 6 in the 4 before (p = 0.033).',
    );
    expect(admin.analysis).toContain(
      '3 validated breeding-site reports in the last 14 days, in 2 open clusters.',
    );
    expect(admin.analysis).toContain(
      '1 ongoing and 0 scheduled interventions; 1 completed in the last 30 days.',
    );
    const resident = writeRecommendation(state('decrease', { current4: 2, previous4: 9 }), 'resident');
    expect(resident.brief_insight).toContain(
      '2 cases in the last 4 weeks, down from 9 in the 4 weeks before',
    );
  });

  it('writes only the markdown subset', () => {
    for (const pattern of PATTERN_TYPES) {
      const { recommendation } = writeRecommendation(state(pattern, { weather }), 'admin');
      for (const line of recommendation.split('\n')) expect(line).toMatch(/^(|### .+|- .+)$/);
      expect(recommendation).not.toMatch(/[<>`]|\]\(/);
    }
  });

  it('adds the weather to the analysis and the rain advice when the risk is high', () => {
    const r = writeRecommendation(state('increase', { weather }), 'admin');
    expect(r.analysis).toContain(weather.verdict);
    expect(r.recommendation).toContain('Plan for rain');
    expect(writeRecommendation(state('increase'), 'admin').recommendation).not.toContain('Plan for rain');
  });
});

describe('the suggested intervention', () => {
  it('fogs a spike hotspot, but traps when fogging is already under way', () => {
    expect(suggestIntervention(state('spike')).interventionType).toBe('Fogging');
    expect(suggestIntervention(state('spike', { recentTypes: ['Fogging'] })).interventionType).toBe(
      'Ovicidal-Larvicidal Trapping',
    );
    expect(suggestIntervention(state('decrease', { deathsLast4Weeks: 1 }))).toMatchObject({
      interventionType: 'Fogging',
      urgency: DEATH_URGENCY,
      death_count: 1,
    });
  });

  it('cleans up reported sites, traps a rise without reports, educates otherwise', () => {
    expect(suggestIntervention(state('increase')).interventionType).toBe('Clean-up Drive');
    expect(suggestIntervention(state('increase', { reports: 0, openClusters: 0 })).interventionType).toBe(
      'Ovicidal-Larvicidal Trapping',
    );
    expect(
      suggestIntervention(state('low_level_activity', { reports: 1, openClusters: 0 })).interventionType,
    ).toBe('Education Campaign');
  });

  it('offers Add Intervention only for spike or increase with nothing under way', () => {
    expect(suggestIntervention(state('increase', { ongoing: 0 })).can_add_intervention).toBe(true);
    expect(suggestIntervention(state('increase', { ongoing: 1 })).can_add_intervention).toBe(false);
    expect(suggestIntervention(state('decrease', { ongoing: 0 })).can_add_intervention).toBe(false);
  });
});
