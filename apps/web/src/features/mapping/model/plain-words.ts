import type { PatternType } from '@dengue/core';
import type { MessageKey, MessageParams } from '../../../i18n/catalogue';
import type { BarangayStatus } from '../api/barangay-statuses-query';

/**
 * The barangay popup in plain words for residents and visitors (decision 037): one sentence per signal,
 * what is happening and what to do, built from the status fields the API sends (pattern, validated-report
 * count, death priority and count). The server's texts with the figures and the method (p-values, the DOH
 * cluster rule, P1 to P3) stay for staff, and for residents behind 'How is this worked out?'.
 */

export interface PlainSentence {
  key: MessageKey;
  params?: MessageParams;
}

const PATTERN_KEYS: Readonly<Record<PatternType, MessageKey>> = {
  spike: 'map.plain.spike',
  increase: 'map.plain.increase',
  no_change: 'map.plain.noChange',
  low_level_activity: 'map.plain.lowLevel',
  decrease: 'map.plain.decrease',
  none: 'map.plain.noCases',
};

export function plainCases(status: BarangayStatus): PlainSentence {
  return { key: PATTERN_KEYS[status.status_and_recommendation.pattern_based.status] };
}

/** The report count of the last 14 days, said once. */
export function plainReports(status: BarangayStatus): PlainSentence {
  const count = status.status_and_recommendation.report_based.count;
  if (count === 0) return { key: 'map.plain.noReports' };
  if (count === 1) return { key: 'map.plain.oneReport' };
  return { key: 'map.plain.reports', params: { count } };
}

/** P1: a death in the last 4 weeks; P2: one this year with cases rising; P3: one this year, or none. */
export function plainDeaths(status: BarangayStatus): PlainSentence {
  const { priority, count } = status.status_and_recommendation.death_priority;
  if (priority === 'P1') return { key: 'map.plain.recentDeath' };
  if (priority === 'P2') return { key: 'map.plain.deathRising' };
  return { key: count > 0 ? 'map.plain.deathThisYear' : 'map.plain.noDeaths' };
}
