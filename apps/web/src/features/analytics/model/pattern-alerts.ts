import { barangayMatchesQuery, type DeathPriority, type PatternAlert, type PatternType } from '@dengue/core';
import type { AdminBarangay } from '../api/barangays-query';

/** The Pattern Recognition Alerts list: tabs, counts, search (admin section 2, Analytics). */

export type AlertTab =
  | 'selected'
  | 'all'
  | 'spike'
  | 'increase'
  | 'decrease'
  | 'low_level_activity'
  | 'no_change';

export const ALERT_TABS: readonly { id: AlertTab; label: string }[] = [
  { id: 'selected', label: 'Selected' },
  { id: 'all', label: 'All' },
  { id: 'spike', label: 'Spikes' },
  { id: 'increase', label: 'Increase' },
  { id: 'decrease', label: 'Decrease' },
  { id: 'low_level_activity', label: 'Low level activity' },
  { id: 'no_change', label: 'No change' },
];

export interface PatternAlertItem {
  name: string;
  pattern: PatternType;
  /** The engine's explanation of the label. */
  alert: string;
  recommendation: string;
  deathPriority: { priority: DeathPriority; alert: string; count: number } | null;
  reportCount: number | null;
  lastAnalysisTime: string | null;
}

/** The pattern list in its own (the spec's) order, with the death priority and time of each barangay. */
export function joinAlerts(
  alerts: readonly PatternAlert[],
  barangays: readonly AdminBarangay[] | undefined,
): PatternAlertItem[] {
  const byName = new Map((barangays ?? []).map((barangay) => [barangay.name, barangay]));
  return alerts.map((alert) => {
    const barangay = byName.get(alert.name);
    const status = barangay?.status_and_recommendation;
    return {
      name: alert.name,
      pattern: alert.pattern,
      alert: alert.alert,
      recommendation: alert.recommendation,
      deathPriority: status ? status.death_priority : null,
      reportCount: status ? status.report_based.count : null,
      lastAnalysisTime: barangay?.last_analysis_time ?? null,
    };
  });
}

export function inTab(item: PatternAlertItem, tab: AlertTab, selected: string | null): boolean {
  if (tab === 'all') return true;
  if (tab === 'selected') return selected !== null && item.name === selected;
  return item.pattern === tab;
}

export function tabCounts(
  items: readonly PatternAlertItem[],
  selected: string | null,
): Record<AlertTab, number> {
  const counts = Object.fromEntries(ALERT_TABS.map((tab) => [tab.id, 0])) as Record<AlertTab, number>;
  for (const item of items) {
    for (const tab of ALERT_TABS) if (inTab(item, tab.id, selected)) counts[tab.id] += 1;
  }
  return counts;
}

/** Lower case without accents, so 'sto nino' finds Santo Niño and 'DOÑA' finds Doña Imelda. */
export const searchKey = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

export function visibleAlerts(
  items: readonly PatternAlertItem[],
  tab: AlertTab,
  selected: string | null,
  search: string,
): PatternAlertItem[] {
  const needle = searchKey(search);
  return items.filter(
    (item) =>
      inTab(item, tab, selected) &&
      (!needle || searchKey(item.name).includes(needle) || barangayMatchesQuery(item.name, search)),
  );
}

export const barangayCount = (n: number): string =>
  `${n.toLocaleString('en-US')} ${n === 1 ? 'barangay' : 'barangays'}`;

/**
 * The priority action card's barangay: the highest death count among spike barangays; on a tie the first
 * in the server's order, which is the most urgent.
 */
export function pickPriorityBarangay(barangays: readonly AdminBarangay[]): AdminBarangay | null {
  let best: AdminBarangay | null = null;
  for (const barangay of barangays) {
    const status = barangay.status_and_recommendation;
    if (status.pattern_based.status !== 'spike') continue;
    if (!best || status.death_priority.count > best.status_and_recommendation.death_priority.count)
      best = barangay;
  }
  return best;
}

/** Report-based advice is hidden when blank or 'None' (admin section 2), and when no report backs it. */
export function showsReportBased(
  report: AdminBarangay['status_and_recommendation']['report_based'],
): boolean {
  const alert = report.alert.trim();
  return alert !== '' && alert.toLowerCase() !== 'none' && report.status !== 'none' && report.count > 0;
}
