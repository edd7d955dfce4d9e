import type { Db } from '../../db/client.ts';
import { currentAnalyses } from '../analytics/analysis.repository.ts';
import { type Audience, byUrgency } from '../analytics/analytics.presenter.ts';
import { REPORT_WINDOW_DAYS } from '../analytics/recommendations.ts';
import { validatedReportCounts } from '../analytics/report-activity.repository.ts';
import { findBarangayByName } from './barangay-lookup.ts';
import { presentBarangay, presentReport } from './barangays.presenter.ts';
import {
  imagesOf,
  interventionCounts,
  listBarangays,
  recentValidatedReports,
  votesOf,
} from './barangays.repository.ts';

const DAY_MS = 86_400_000;
/** Pattern cards count interventions within 14 days either side of today (admin section 9). */
const INTERVENTION_WINDOW_DAYS = 14;
const RECENT_REPORTS_LIMIT = 50;

export const reportWindowStart = (now: Date) => new Date(now.getTime() - REPORT_WINDOW_DAYS * DAY_MS);

/** All 142 barangays with their current status, most urgent first (the engine's order). */
export async function listBarangaysWithStatus(db: Db, audience: Audience, now: Date = new Date()) {
  const barangays = await listBarangays(db);
  const analyses = await currentAnalyses(db);
  const reportCounts = await validatedReportCounts(db, reportWindowStart(now));
  const interventions = await interventionCounts(
    db,
    new Date(now.getTime() - INTERVENTION_WINDOW_DAYS * DAY_MS),
    new Date(now.getTime() + INTERVENTION_WINDOW_DAYS * DAY_MS),
  );
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

/** The validated reports of one barangay from the report-based window (the ones its count is made of). */
export async function recentReportsFor(db: Db, name: string, now: Date = new Date()) {
  const barangay = await findBarangayByName(db, name);
  const rows = await recentValidatedReports(db, barangay.id, reportWindowStart(now), RECENT_REPORTS_LIMIT);
  const ids = rows.map((row) => row.id);
  const images = await imagesOf(db, ids);
  const votes = await votesOf(db, ids);
  return {
    success: true,
    data: {
      barangay: barangay.name,
      window_days: REPORT_WINDOW_DAYS,
      count: rows.length,
      reports: rows.map((row) =>
        presentReport(
          row,
          barangay.name,
          images.get(row.id) ?? [],
          votes.get(row.id) ?? { upvotes: [], downvotes: [] },
        ),
      ),
    },
  };
}
