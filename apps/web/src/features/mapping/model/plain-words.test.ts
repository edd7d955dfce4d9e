import { describe, expect, it } from 'vitest';
import type { BarangayStatus } from '../api/barangay-statuses-query';
import { plainCases, plainDeaths, plainReports } from './plain-words';

const status = (
  pattern: BarangayStatus['status_and_recommendation']['pattern_based']['status'],
  reports: number,
  priority: 'P1' | 'P2' | 'P3',
  deaths: number,
): BarangayStatus => ({
  _id: 'b1',
  name: 'Batasan Hills',
  displayName: 'Batasan Hills',
  label_point: null,
  risk_level: null,
  status_and_recommendation: {
    pattern_based: { status: pattern, alert: 'figures', recommendation: '' },
    report_based: { status: 'moderate', alert: 'figures', count: reports },
    death_priority: { priority, alert: 'figures', count: deaths },
  },
  last_analysis_time: null,
});

describe('plain words for the barangay popup', () => {
  it('names the pattern without its statistics', () => {
    expect(plainCases(status('spike', 0, 'P3', 0)).key).toBe('map.plain.spike');
    expect(plainCases(status('no_change', 0, 'P3', 0)).key).toBe('map.plain.noChange');
    expect(plainCases(status('low_level_activity', 0, 'P3', 0)).key).toBe('map.plain.lowLevel');
  });

  it('says the report count once, with a sentence for none and for one', () => {
    expect(plainReports(status('none', 0, 'P3', 0))).toEqual({ key: 'map.plain.noReports' });
    expect(plainReports(status('none', 1, 'P3', 0))).toEqual({ key: 'map.plain.oneReport' });
    expect(plainReports(status('none', 4, 'P3', 0))).toEqual({
      key: 'map.plain.reports',
      params: { count: 4 },
    });
  });

  it('turns the death priority into what happened, without P1 to P3', () => {
    expect(plainDeaths(status('spike', 0, 'P1', 1)).key).toBe('map.plain.recentDeath');
    expect(plainDeaths(status('increase', 0, 'P2', 2)).key).toBe('map.plain.deathRising');
    expect(plainDeaths(status('none', 0, 'P3', 1)).key).toBe('map.plain.deathThisYear');
    expect(plainDeaths(status('none', 0, 'P3', 0)).key).toBe('map.plain.noDeaths');
  });
});
