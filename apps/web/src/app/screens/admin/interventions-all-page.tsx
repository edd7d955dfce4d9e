import { LocationPickerSlot } from '../../../components/location-picker-slot';
import { InterventionsListPage } from '../../../features/interventions/components/interventions-list-page';
import { LocationPicker } from '../../../features/mapping/components/picker/location-picker';

/** /admin/interventions/all: the interventions feature's table, with the mapping feature's pin picker. */
export function InterventionsAllPage() {
  return (
    <LocationPickerSlot.Provider value={LocationPicker}>
      <InterventionsListPage archived={false} />
    </LocationPickerSlot.Provider>
  );
}
