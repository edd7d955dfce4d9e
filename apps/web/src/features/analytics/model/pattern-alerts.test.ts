import type { PatternAlert, PatternType } from '@dengue/core';
import { describe, expect, it } from 'vitest';
import type { AdminBarangay } from '../api/barangays-query';
import {
  barangayCount,
  joinAlerts,
  pickPriorityBarangay,
  showsReportBased,
  tabCounts,
  visibleAlerts,
} from './pattern-alerts';

function barangay(name: string, pattern: PatternType, deaths = 0, reports = 0): AdminBarangay {
  return {
    _id: name,
    name,
    displayName: name,
    risk_level: null,
    status_and_recommendation: {
      pattern_based: { status: pattern, alert: `${name} ${pattern}`, recommendation: 'r' },
      report_based: {
        status: reports === 0 ? 'none' : 'low',
        alert:
          reports === 0 ? 'No validated breeding-site reports in the last 14 days' : `${reports} reports`,
        count: reports,
        recommendation: 'r',
      },
      death_priority: {
        priority: deaths > 0 ? 'P2' : 'P3',
        alert: `P: ${deaths}`,
        count: deaths,
        recommendation: 'd',
      },
    },
    last_analysis_time: '2026-03-01T04:30:00.000Z',
  };
}

const alert = (name: string, pattern: PatternType): PatternAlert => ({
  name,
  pattern,
  alert: `${name} is ${pattern}`,
  recommendation: 'advice',
});

const ALERTS = [
  alert('Commonwealth', 'spike'),
  alert('Batasan Hills', 'increase'),
  alert('Bagong Silangan', 'no_change'),
  alert('Santo Niño', 'low_level_activity'),
  alert('Bagbag', 'decrease'),
  alert('Alicia', 'none'),
];

describe('pattern alerts', () => {
  const items = joinAlerts(ALERTS, [barangay('Commonwealth', 'spike', 2, 3), barangay('Bagbag', 'decrease')]);

  it('keeps the server order and adds death priority and analysis time where known', () => {
    expect(items.map((i) => i.name)).toEqual(ALERTS.map((a) => a.name));
    expect(items[0]).toMatchObject({
      deathPriority: { priority: 'P2', count: 2 },
      reportCount: 3,
      lastAnalysisTime: '2026-03-01T04:30:00.000Z',
    });
    expect(items[1]).toMatchObject({ deathPriority: null, lastAnalysisTime: null });
  });

  it('counts every tab; none shows only under All', () => {
    expect(tabCounts(items, null)).toEqual({
      selected: 0,
      all: 6,
      spike: 1,
      increase: 1,
      decrease: 1,
      low_level_activity: 1,
      no_change: 1,
    });
    expect(tabCounts(items, 'Bagbag').selected).toBe(1);
  });

  it('filters by tab, the selected barangay and an accent-blind search', () => {
    expect(visibleAlerts(items, 'spike', null, '').map((i) => i.name)).toEqual(['Commonwealth']);
    expect(visibleAlerts(items, 'selected', 'Bagbag', '').map((i) => i.name)).toEqual(['Bagbag']);
    expect(visibleAlerts(items, 'selected', null, '')).toEqual([]);
    // 'Sto.' is the usual short form of Santo: the shared barangay search reads it.
    expect(visibleAlerts(items, 'all', null, '  sto ').map((i) => i.name)).toEqual(['Santo Niño']);
    expect(visibleAlerts(items, 'all', null, 'Sto. Nino').map((i) => i.name)).toEqual(['Santo Niño']);
    expect(visibleAlerts(items, 'all', null, 'santo nino').map((i) => i.name)).toEqual(['Santo Niño']);
    expect(visibleAlerts(items, 'all', null, 'BAG').map((i) => i.name)).toEqual([
      'Bagong Silangan',
      'Bagbag',
    ]);
    expect(visibleAlerts(items, 'spike', null, 'bag')).toEqual([]);
  });

  it('counts barangays in words', () => {
    expect(barangayCount(1)).toBe('1 barangay');
    expect(barangayCount(142)).toBe('142 barangays');
  });
});

describe('the priority action card', () => {
  it('takes the spike barangay with the most deaths, the first on a tie', () => {
    const list = [
      barangay('Batasan Hills', 'increase', 9),
      barangay('Commonwealth', 'spike', 1),
      barangay('Bagong Silangan', 'spike', 3),
      barangay('Bagbag', 'spike', 3),
    ];
    expect(pickPriorityBarangay(list)?.name).toBe('Bagong Silangan');
    expect(pickPriorityBarangay([barangay('Alicia', 'spike')])?.name).toBe('Alicia');
    expect(pickPriorityBarangay([barangay('Alicia', 'increase', 4)])).toBeNull();
  });

  it('hides report-based advice when blank, None or without reports', () => {
    expect(showsReportBased(barangay('A', 'spike', 0, 2).status_and_recommendation.report_based)).toBe(true);
    expect(showsReportBased(barangay('A', 'spike').status_and_recommendation.report_based)).toBe(false);
    const none = { status: 'low', alert: 'None', count: 1, recommendation: '' };
    expect(showsReportBased(none)).toBe(false);
    expect(showsReportBased({ ...none, alert: '  ' })).toBe(false);
  });
});
