import { LocationPickerSlot } from '../../../components/location-picker-slot';
import { RecommendationsSlot } from '../../../components/recommendations-slot';
import { InterventionsOverviewPage } from '../../../features/interventions/components/interventions-overview-page';
import { LocationPicker } from '../../../features/mapping/components/picker/location-picker';
import { AdminRecommendationsButton } from '../recommendations-buttons';

/**
 * /admin/interventions: the recommendations and recent records, with the mapping feature's pin picker for
 * Apply and each card's recommendations dialog in the admin wording.
 */
export function InterventionsPage() {
  return (
    <LocationPickerSlot.Provider value={LocationPicker}>
      <RecommendationsSlot.Provider value={AdminRecommendationsButton}>
        <InterventionsOverviewPage />
      </RecommendationsSlot.Provider>
    </LocationPickerSlot.Provider>
  );
}
