import { InterventionsListPage } from '../../interventions/components/interventions-list-page';
import { LocationPickerSlot } from '../../interventions/components/location-picker-slot';
import { LocationPicker } from '../../mapping/components/location-picker';

/** /admin/interventions/archives: archived interventions (restored ones can be edited from the dialog). */
export function InterventionsArchivesPage() {
  return (
    <LocationPickerSlot.Provider value={LocationPicker}>
      <InterventionsListPage archived />
    </LocationPickerSlot.Provider>
  );
}
