import { LocationPickerSlot } from '../../../components/location-picker-slot';
import { InterventionsListPage } from '../../../features/interventions/components/interventions-list-page';
import { LocationPicker } from '../../../features/mapping/components/picker/location-picker';

/** /admin/interventions/archives: archived interventions (restored ones can be edited from the dialog). */
export function InterventionsArchivesPage() {
  return (
    <LocationPickerSlot.Provider value={LocationPicker}>
      <InterventionsListPage archived />
    </LocationPickerSlot.Provider>
  );
}
