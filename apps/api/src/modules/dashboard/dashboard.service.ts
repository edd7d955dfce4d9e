import {
  addDays,
  DASHBOARD_WEEKS,
  type DashboardSummary,
  lastCompleteWeekStart,
  manilaInstant,
  manilaToday,
  weekStartOf,
} from '@dengue/core';
import type { Db } from '../../db/client.ts';
import {
  alertTotal,
  clusterCounts,
  interventionCountsByStatus,
  recentAlerts,
  recentReports,
  reportCounts,
  weeklyCaseCounts,
  weeklyReportCounts,
} from './dashboard.repository.ts';

/**
 * The admin dashboard summary (admin section 3). recent_posts_limit sizes the recent reports (the spec's
 * 'posts' are residents' reports), recent_alerts_limit the recent alerts. An anonymous report shows its
 * pseudonym, never its author, even to admins.
 */
export async function dashboardSummary(
  db: Db,
  query: { recent_posts_limit: number; recent_alerts_limit: number },
  now: Date = new Date(),
): Promise<{ success: true; data: DashboardSummary }> {
  const reports = await reportCounts(db);
  const recent = await recentReports(db, query.recent_posts_limit);
  const interventions = await interventionCountsByStatus(db);
  const alerts = await recentAlerts(db, query.recent_alerts_limit);
  const alertsTotal = await alertTotal(db);
  const clusters = await clusterCounts(db);
  const weekly = await weeklySeries(db, now);
  return {
    success: true,
    data: {
      reports: {
        total: reports.total,
        by_status: { validated: reports.validated, pending: reports.pending, rejected: reports.rejected },
        recent: recent.map((r) => ({
          id: r.id,
          barangay: r.barangay,
          report_type: r.reportType,
          status: r.status,
          date: r.observedAt.toISOString(),
          description: r.description,
          username: r.isAnonymous ? (r.anonymousId ?? 'Anonymous') : r.username,
          isAnonymous: r.isAnonymous,
          specific_location: { coordinates: [r.lng, r.lat] as [number, number] },
        })),
      },
      interventions: {
        total: interventions.total,
        by_status: {
          completed: interventions.completed,
          ongoing: interventions.ongoing,
          scheduled: interventions.scheduled,
        },
      },
      alerts: {
        total: alertsTotal,
        recent: alerts.map((a) => ({ barangays: a.barangays, message: a.messages.join(' ') })),
      },
      clusters: {
        total: clusters.total,
        fully_resolved: clusters.fullyResolved,
        partially_resolved: clusters.partiallyResolved,
        not_resolved: clusters.notResolved,
      },
      weekly,
    },
  };
}

/** The chart card's weeks: the current Manila week and the ones before it. */
async function weeklySeries(db: Db, now: Date): Promise<DashboardSummary['weekly']> {
  const today = manilaToday(now);
  const last = weekStartOf(today);
  const weeks = Array.from({ length: DASHBOARD_WEEKS }, (_, i) =>
    addDays(last, -7 * (DASHBOARD_WEEKS - 1 - i)),
  );
  const complete = lastCompleteWeekStart(today);
  const [cases, reports] = await Promise.all([
    weeklyCaseCounts(db, weeks[0]!, last),
    weeklyReportCounts(db, manilaInstant(weeks[0]!), manilaInstant(addDays(last, 7))),
  ]);
  return weeks.map((week) => ({
    week_start: week,
    week_end: addDays(week, 6),
    cases: cases.get(week) ?? 0,
    reports: reports.get(week) ?? 0,
    provisional: week > complete,
  }));
}
