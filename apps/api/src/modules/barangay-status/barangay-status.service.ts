import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/request-context.ts';
import { currentAnalyses } from '../analytics/analysis.repository.ts';
import { type Audience, byUrgency } from '../analytics/analytics.presenter.ts';
import { REPORT_WINDOW_DAYS } from '../analytics/recommendations.ts';
import { validatedReportCounts } from '../analytics/report-activity.repository.ts';
import { findBarangayByName } from '../barangays/barangay-lookup.ts';
import { listBarangays } from '../barangays/barangays.repository.ts';
import { presentReports } from '../reports/reports.presenter.ts';
import { presentBarangay } from './barangay-status.presenter.ts';
import {
  countRecentValidatedReports,
  interventionCounts,
  recentValidatedReports,
} from './barangay-status.repository.ts';

const DAY_MS = 86_400_000;
/** Pattern cards count interventions within 14 days either side of today (admin section 9). */
const INTERVENTION_WINDOW_DAYS = 14;
const RECENT_REPORTS_LIMIT = 50;

/** The dates between which the list counts ongoing and scheduled interventions. */
export const interventionWindow = (now: Date) => ({
  from: new Date(now.getTime() - INTERVENTION_WINDOW_DAYS * DAY_MS),
  to: new Date(now.getTime() + INTERVENTION_WINDOW_DAYS * DAY_MS),
});

export const reportWindowStart = (now: Date) => new Date(now.getTime() - REPORT_WINDOW_DAYS * DAY_MS);

/** All 142 barangays with their current status, most urgent first (the engine's order). */
export async function listBarangaysWithStatus(db: Db, audience: Audience, now: Date = new Date()) {
  const barangays = await listBarangays(db);
  const analyses = await currentAnalyses(db);
  const reportCounts = await validatedReportCounts(db, reportWindowStart(now));
  const window = interventionWindow(now);
  const interventions = await interventionCounts(db, window.from, window.to);
  const sorted = [...barangays].sort(
    byUrgency(
      (b) => analyses.get(b.id),
      (b) => b.name,
    ),
  );
  return {
    success: true,
    data: sorted.map((b) =>
      presentBarangay(b, analyses.get(b.id), reportCounts.get(b.id) ?? 0, interventions.get(b.id), audience),
    ),
  };
}

/**
 * The validated reports of one barangay from the report-based window: the 50 newest, and the count of all of
 * them (the number the report-based status is made of, which a busy barangay's list would understate).
 */
export async function recentReportsFor(
  db: Db,
  name: string,
  viewer: Actor | undefined,
  now: Date = new Date(),
) {
  const barangay = await findBarangayByName(db, name);
  const since = reportWindowStart(now);
  const rows = await recentValidatedReports(db, barangay.id, since, RECENT_REPORTS_LIMIT);
  const count = await countRecentValidatedReports(db, barangay.id, since);
  return {
    success: true,
    data: {
      barangay: barangay.name,
      window_days: REPORT_WINDOW_DAYS,
      count,
      // The reports module's presenter: one rule for who may see an anonymous report's author.
      reports: await presentReports(
        db,
        rows.map((row) => ({ ...row, barangayName: barangay.name })),
        viewer,
      ),
    },
  };
}
