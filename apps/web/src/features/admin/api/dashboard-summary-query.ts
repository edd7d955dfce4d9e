import { type DashboardSummary, PAGING } from '@dengue/core';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET admin/dashboard/summary: the cards, the recent alerts and the chart card's weeks. */
export const dashboardSummaryQuery = queryOptions({
  queryKey: ['admin-dashboard', 'summary'],
  queryFn: ({ signal }) =>
    apiFetch<{ success: boolean; data: DashboardSummary }>(
      `admin/dashboard/summary?recent_posts_limit=${PAGING.dashboardRecentPosts}&recent_alerts_limit=${PAGING.dashboardRecentAlerts}`,
      { signal },
    ).then((body) => body.data),
});
