import { InterventionsListPage } from '../../interventions/components/interventions-list-page';
import { LocationPickerSlot } from '../../interventions/components/location-picker-slot';
import { LocationPicker } from '../../mapping/components/location-picker';

/** /admin/interventions/all: the interventions feature's table, with the mapping feature's pin picker. */
export function InterventionsAllPage() {
  return (
    <LocationPickerSlot.Provider value={LocationPicker}>
      <InterventionsListPage archived={false} />
    </LocationPickerSlot.Provider>
  );
}
