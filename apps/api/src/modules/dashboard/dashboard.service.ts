import type { DashboardSummary } from '@dengue/core';
import type { Db } from '../../db/client.ts';
import {
  alertTotal,
  clusterCounts,
  interventionCountsByStatus,
  recentAlerts,
  recentReports,
  reportCounts,
} from './dashboard.repository.ts';

/**
 * The admin dashboard summary (admin section 3). recent_posts_limit sizes the recent reports (the spec's
 * 'posts' are residents' reports), recent_alerts_limit the recent alerts. An anonymous report shows its
 * pseudonym, never its author, even to admins.
 */
export async function dashboardSummary(
  db: Db,
  query: { recent_posts_limit: number; recent_alerts_limit: number },
): Promise<{ success: true; data: DashboardSummary }> {
  const reports = await reportCounts(db);
  const recent = await recentReports(db, query.recent_posts_limit);
  const interventions = await interventionCountsByStatus(db);
  const alerts = await recentAlerts(db, query.recent_alerts_limit);
  const alertsTotal = await alertTotal(db);
  const clusters = await clusterCounts(db);
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
    },
  };
}
