import { LocationPickerSlot } from '../../../components/location-picker-slot';
import { InterventionsOverviewPage } from '../../../features/interventions/components/interventions-overview-page';
import { LocationPicker } from '../../../features/mapping/components/location-picker';

/** /admin/interventions: the recommendations and recent records, with the mapping feature's pin picker for Apply. */
export function InterventionsPage() {
  return (
    <LocationPickerSlot.Provider value={LocationPicker}>
      <InterventionsOverviewPage />
    </LocationPickerSlot.Provider>
  );
}
