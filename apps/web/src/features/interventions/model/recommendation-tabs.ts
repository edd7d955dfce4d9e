import type { InterventionCard, PatternType } from '@dengue/core';

/**
 * The Prescriptive Action Recommendations of /admin/interventions (admin sections 2 and 9): the tabs with
 * their counts, the fall-back to No change, and how many cards a page holds at a width.
 */

export interface RecommendationTab {
  id: PatternType;
  /** Catalogue key of its label. */
  labelKey: `actions.tab.${PatternType}`;
  /** Listed under 'More' rather than beside the others. */
  more: boolean;
}

export const RECOMMENDATION_TABS: readonly RecommendationTab[] = [
  { id: 'spike', labelKey: 'actions.tab.spike', more: false },
  { id: 'increase', labelKey: 'actions.tab.increase', more: false },
  { id: 'decrease', labelKey: 'actions.tab.decrease', more: false },
  { id: 'low_level_activity', labelKey: 'actions.tab.low_level_activity', more: false },
  { id: 'no_change', labelKey: 'actions.tab.no_change', more: true },
  { id: 'none', labelKey: 'actions.tab.none', more: true },
];

export type TabCounts = Record<PatternType, number>;

export function countByTab(cards: readonly InterventionCard[]): TabCounts {
  const counts: TabCounts = {
    spike: 0,
    increase: 0,
    decrease: 0,
    low_level_activity: 0,
    no_change: 0,
    none: 0,
  };
  for (const card of cards) counts[card.tab] += 1;
  return counts;
}

/** An empty tab gives way to No change when that has cards (admin section 2). */
export const fallbackTab = (active: PatternType, counts: TabCounts): PatternType =>
  counts[active] === 0 && counts.no_change > 0 ? 'no_change' : active;

/** 3 cards from 1024 px, 2 from 640 px, else 1 (admin section 9). */
export const cardsPerPage = (width: number): number => (width >= 1024 ? 3 : width >= 640 ? 2 : 1);

export const pageCount = (total: number, perPage: number): number => Math.max(1, Math.ceil(total / perPage));
