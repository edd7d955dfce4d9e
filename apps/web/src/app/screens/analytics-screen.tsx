import { useQueryClient } from '@tanstack/react-query';
import { LocationPickerSlot } from '../../components/location-picker-slot';
import { BarangayActionsSlot } from '../../components/recommendations-slot';
import { AnalyticsPage } from '../../features/analytics/components/analytics-page';
import { INTERVENTIONS_KEY } from '../../features/interventions/api/interventions-query';
import { barangayStatusesQuery } from '../../features/mapping/api/barangay-statuses-query';
import { LocationPicker } from '../../features/mapping/components/picker/location-picker';
import { RECOMMENDATIONS_KEY } from '../../features/recommendations/api/recommendation-query';
import { BarangayCardActions } from './admin/barangay-card-actions';

/**
 * /admin/analytics. An import re-runs the pattern analysis of every barangay, so besides the page's own
 * data the maps' barangay colours, the recommendations and the intervention cards are refetched: the admin
 * who opens them next sees the new patterns, not the ones cached before the import (features meet in app/). The pattern cards get their
 * recommendation and intervention buttons here, with the pin picker that Add Intervention needs.
 */
export function AnalyticsScreen() {
  const queryClient = useQueryClient();
  const refreshOthers = () => {
    for (const queryKey of [barangayStatusesQuery.queryKey, INTERVENTIONS_KEY, RECOMMENDATIONS_KEY]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
  return (
    <LocationPickerSlot.Provider value={LocationPicker}>
      <BarangayActionsSlot.Provider value={BarangayCardActions}>
        <AnalyticsPage onCasesChanged={refreshOthers} />
      </BarangayActionsSlot.Provider>
    </LocationPickerSlot.Provider>
  );
}
