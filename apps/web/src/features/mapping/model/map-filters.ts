import {
  type Intervention,
  normalizeInterventionStatus,
  RECENT_COMPLETED_INTERVENTION_DAYS,
  REPORT_TYPES,
  type ReportMarker,
} from '@dengue/core';

/** The Map component's options (admin section 2). */
export interface MarkerOptions {
  /** Only Validated reports (the resident map, the landing preview). */
  validatedOnly?: boolean;
  /** Only the newest N reports (the dashboard's recent view uses 5). */
  recentOnly?: number;
  hideClusters?: boolean;
}

const REPORT_TYPE_SET = new Set<string>(REPORT_TYPES);

/**
 * The breeding-site markers to draw: reports with coordinates and one of the four report types (resident
 * section 2), validated ones only when asked, and the newest N when recentOnly is set.
 */
export function selectReportMarkers(
  markers: readonly ReportMarker[],
  options: MarkerOptions,
): ReportMarker[] {
  let selected = markers.filter(
    (m) =>
      REPORT_TYPE_SET.has(m.report_type) &&
      m.specific_location?.coordinates?.length === 2 &&
      (!options.validatedOnly || m.status === 'Validated'),
  );
  if (options.recentOnly) {
    selected = [...selected]
      .sort((a, b) => b.date_and_time.localeCompare(a.date_and_time))
      .slice(0, options.recentOnly);
  }
  return selected;
}

const DAY_MS = 86_400_000;

/**
 * Ongoing and scheduled interventions always show; a completed one only while recent-completed display is
 * on and it was completed within the last 30 days (admin sections 2 and 9). Archived ones never reach the map.
 */
export function isInterventionShown(
  intervention: Pick<Intervention, 'status' | 'completedAt' | 'date' | 'updatedAt'>,
  showRecentCompleted: boolean,
  now: Date = new Date(),
): boolean {
  const status = normalizeInterventionStatus(intervention.status);
  if (status === 'Ongoing' || status === 'Scheduled') return true;
  if (status !== 'Complete' || !showRecentCompleted) return false;
  const completed = Date.parse(intervention.completedAt ?? intervention.updatedAt ?? intervention.date);
  if (Number.isNaN(completed)) return false;
  const age = now.getTime() - completed;
  return age >= -DAY_MS && age <= RECENT_COMPLETED_INTERVENTION_DAYS * DAY_MS;
}

/** Interventions to draw: shown by the rule above and pinned on the map. */
export const interventionsToShow = (
  interventions: readonly Intervention[],
  showRecentCompleted: boolean,
  now: Date = new Date(),
): Intervention[] =>
  interventions.filter(
    (i) => i.specific_location !== null && isInterventionShown(i, showRecentCompleted, now),
  );
