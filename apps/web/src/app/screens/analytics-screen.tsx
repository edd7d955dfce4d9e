import { useQueryClient } from '@tanstack/react-query';
import { AnalyticsPage } from '../../features/analytics/components/analytics-page';
import { barangayStatusesQuery } from '../../features/mapping/api/barangay-statuses-query';

/**
 * /admin/analytics. An import re-runs the pattern analysis of every barangay, so besides the page's own
 * data the maps' barangay colours are refetched: the admin who opens the map next sees the new patterns,
 * not the ones cached before the import (features meet in app/).
 */
export function AnalyticsScreen() {
  const queryClient = useQueryClient();
  const refreshMaps = () => void queryClient.invalidateQueries({ queryKey: barangayStatusesQuery.queryKey });
  return <AnalyticsPage onCasesChanged={refreshMaps} />;
}
