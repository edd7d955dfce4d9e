import type { Db } from '../../db/client.ts';
import { currentAnalyses, listBarangays } from './analysis.repository.ts';
import { analyseAll } from './analysis.service.ts';
import { type Audience, byUrgency, patternAlert, patternOf } from './analytics.presenter.ts';
import {
  PATTERN_RECOMMENDATIONS,
  REPORT_RECOMMENDATIONS,
  REPORT_WINDOW_DAYS,
  reportAlert,
  reportStatusOf,
} from './recommendations.ts';
import { validatedReportCounts } from './report-activity.repository.ts';

const DAY_MS = 86_400_000;

/** Every barangay's current label, most urgent first: {name, pattern, alert, recommendation}. */
export async function patternResults(db: Db, audience: Audience) {
  const [barangays, analyses] = [await listBarangays(db), await currentAnalyses(db)];
  const sorted = [...barangays].sort(
    byUrgency(
      (b) => analyses.get(b.id),
      (b) => b.name,
    ),
  );
  return {
    data: sorted.map((b) => {
      const analysis = analyses.get(b.id);
      const advice = PATTERN_RECOMMENDATIONS[patternOf(analysis)];
      return {
        name: b.name,
        pattern: patternOf(analysis),
        alert: patternAlert(analysis),
        recommendation: audience === 'admin' ? advice.admin : advice.resident,
      };
    }),
  };
}

/**
 * Report-based status per barangay from validated breeding-site reports of the last 14 days:
 * high (5 or more), moderate (2 to 4), low (1), none (0). Most reports first.
 */
export async function crowdsourcedReportStatus(db: Db, now: Date = new Date()) {
  const since = new Date(now.getTime() - REPORT_WINDOW_DAYS * DAY_MS);
  const [barangays, counts] = [await listBarangays(db), await validatedReportCounts(db, since)];
  const data = barangays
    .map((b) => {
      const count = counts.get(b.id) ?? 0;
      const status = reportStatusOf(count);
      return {
        name: b.name,
        status,
        count,
        alert: reportAlert(count),
        recommendation: REPORT_RECOMMENDATIONS[status].resident,
        admin_recommendation: REPORT_RECOMMENDATIONS[status].admin,
      };
    })
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  return {
    success: true,
    data: {
      window_days: REPORT_WINDOW_DAYS,
      since: since.toISOString(),
      total_reports: data.reduce((sum, row) => sum + row.count, 0),
      barangays: data,
    },
  };
}

export async function runAnalysis(db: Db, options: { lagDays?: number } = {}) {
  const run = await analyseAll(db, { lagDays: options.lagDays });
  return {
    success: true,
    message: `Pattern recognition updated for ${run.barangays} barangays.`,
    data: {
      last_analysis_time: run.analysedAt.toISOString(),
      analysis_date: run.analysisDate,
      evaluation_week: run.evaluationWeek,
      barangays: run.barangays,
    },
  };
}
