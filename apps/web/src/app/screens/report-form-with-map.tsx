import { LocationPickerSlot } from '../../components/location-picker-slot';
import type { ReportFormModalProps } from '../../components/report-form-slot';
import { LocationPicker } from '../../features/mapping/components/picker/location-picker';
import { ReportFormModal } from '../../features/report-form/components/report-form-modal';

/** The report form with the mapping feature's pin picker put in its slot (features meet in app/). */
export function ReportFormWithMap(props: ReportFormModalProps) {
  return (
    <LocationPickerSlot.Provider value={LocationPicker}>
      <ReportFormModal {...props} />
    </LocationPickerSlot.Provider>
  );
}
