import { describe, expect, it } from 'vitest';
import { countDeaths, deathPriority } from './death-priority.ts';
import { analyseBarangay, type CaseRecord } from './index.ts';
import { compareAnalyses, type SortableAnalysis } from './sort.ts';

describe('death priority', () => {
  it('P1 for a death in the last 4 weeks, whatever the label', () => {
    expect(deathPriority('decrease', { last4Weeks: 1, last52Weeks: 1 })).toBe('P1');
    expect(deathPriority('none', { last4Weeks: 1, last52Weeks: 1 })).toBe('P1');
  });

  it('P2 for an older death in the year with a spike or increase, else P3', () => {
    expect(deathPriority('spike', { last4Weeks: 0, last52Weeks: 2 })).toBe('P2');
    expect(deathPriority('increase', { last4Weeks: 0, last52Weeks: 1 })).toBe('P2');
    expect(deathPriority('no_change', { last4Weeks: 0, last52Weeks: 1 })).toBe('P3');
    expect(deathPriority('spike', { last4Weeks: 0, last52Weeks: 0 })).toBe('P3');
  });

  it('counts weeks T-3.. as the last 4 and T-51.. as the last 52, deaths after T included', () => {
    expect(countDeaths([97], 100)).toEqual({ last4Weeks: 1, last52Weeks: 1 });
    expect(countDeaths([96], 100)).toEqual({ last4Weeks: 0, last52Weeks: 1 });
    expect(countDeaths([49], 100)).toEqual({ last4Weeks: 0, last52Weeks: 1 });
    expect(countDeaths([48], 100)).toEqual({ last4Weeks: 0, last52Weeks: 0 });
    expect(countDeaths([101], 100)).toEqual({ last4Weeks: 1, last52Weeks: 1 });
  });
});

describe('analyseBarangay', () => {
  // One case a week from 2024-01-07, then 7 cases in the week of 2024-06-09: a spike on 2024-06-22.
  const weekly: CaseRecord[] = Array.from({ length: 23 }, (_, i) => ({
    dOnset: new Date(Date.UTC(2024, 0, 8 + 7 * i)).toISOString().slice(0, 10),
    dAdmit: new Date(Date.UTC(2024, 0, 10 + 7 * i)).toISOString().slice(0, 10),
  }));
  const burst: CaseRecord[] = Array.from({ length: 6 }, () => ({ dOnset: null, dAdmit: '2024-06-12' }));

  it('builds the series to the last complete week and classifies it', () => {
    const result = analyseBarangay({ cases: [...weekly, ...burst], analysisDate: '2024-06-22' });
    expect(result.evaluationWeek).toBe('2024-06-09');
    expect(result.weeks.at(-1)).toMatchObject({ weekStart: '2024-06-09', count: 7, provisional: true });
    expect(result.pattern).toBe('spike');
    expect(result.explanation).toBe('7 cases in the week of Jun 9–15 against a usual 1 (p < 0.001)');
    expect(result.casesImputed).toBe(6);
    expect(result.deathPriority).toBe('P3');
  });

  it('deaths set the priority but never change the label', () => {
    const base = analyseBarangay({ cases: [...weekly, ...burst], analysisDate: '2024-06-22' });
    const recentDeath = analyseBarangay({
      cases: [...weekly, ...burst.map((c, i) => (i === 0 ? { ...c, died: true } : c))],
      analysisDate: '2024-06-22',
    });
    const oldDeath = analyseBarangay({
      cases: [{ ...weekly[0], died: true }, ...weekly.slice(1), ...burst],
      analysisDate: '2024-06-22',
    });
    expect(recentDeath.deathPriority).toBe('P1');
    expect(oldDeath.deathPriority).toBe('P2');
    const { deathPriority: _a, deathsLast4Weeks: _b, deathsLast52Weeks: _c, ...labelOnly } = base;
    for (const other of [recentDeath, oldDeath]) expect(other).toMatchObject(labelOnly);
  });

  it('is none without cases, and none before 10 complete weeks', () => {
    expect(analyseBarangay({ cases: [], analysisDate: '2024-06-22' }).pattern).toBe('none');
    const young = analyseBarangay({ cases: weekly.slice(18), analysisDate: '2024-06-22' });
    expect([young.pattern, young.explanation]).toEqual(['none', 'Fewer than 10 complete weeks of data']);
  });
});

describe('compareAnalyses', () => {
  it('orders by priority, then spike, increase, no_change, low_level_activity, decrease, none, then p', () => {
    const rows: SortableAnalysis[] = [
      { name: 'a', deathPriority: 'P3', pattern: 'none', labelP: null },
      { name: 'b', deathPriority: 'P3', pattern: 'decrease', labelP: 0.01 },
      { name: 'c', deathPriority: 'P3', pattern: 'low_level_activity', labelP: 0.2 },
      { name: 'd', deathPriority: 'P3', pattern: 'no_change', labelP: 0.3 },
      { name: 'e', deathPriority: 'P3', pattern: 'increase', labelP: 0.04 },
      { name: 'f', deathPriority: 'P3', pattern: 'spike', labelP: 0.004 },
      { name: 'g', deathPriority: 'P3', pattern: 'spike', labelP: 0.0001 },
      { name: 'h', deathPriority: 'P2', pattern: 'increase', labelP: 0.03 },
      { name: 'i', deathPriority: 'P1', pattern: 'decrease', labelP: 0.02 },
      { name: 'j', deathPriority: 'P1', pattern: 'spike', labelP: 0.001 },
    ];
    const sorted = [...rows].reverse().sort(compareAnalyses);
    expect(sorted.map((row) => row.name).join('')).toBe('jihgfedcba');
  });
});
