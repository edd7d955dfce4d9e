import { type PickedLocation, useLocationPicker } from '../../../components/location-picker-slot';

export interface LocationFieldProps {
  value: PickedLocation | null;
  onChange: (location: PickedLocation) => void;
  /** The pin must fall in this barangay; the picker words the refusal with `lockedMessage`. */
  lockedBarangay?: string;
  lockedMessage: 'only' | 'boundaries';
  error?: string;
}

/** The map picker of the intervention forms and the read-only address it fills (admin section 5). */
export function LocationField({ value, onChange, lockedBarangay, lockedMessage, error }: LocationFieldProps) {
  const Picker = useLocationPicker();
  return (
    <div className="flex flex-col gap-2">
      {Picker ? (
        <Picker
          value={value}
          onChange={onChange}
          variant="admin"
          lockedBarangay={lockedBarangay || undefined}
          lockedMessage={lockedMessage}
          label="Pin the location of the intervention"
        />
      ) : (
        <p role="alert" className="text-sm text-red-800">
          The map is not available.
        </p>
      )}
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The address of the pin: read-only, set from the map. */
export function AddressReadout({ value }: { value: PickedLocation | null }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor="intervention-address" className="text-sm font-medium text-slate-800">
        Address
      </label>
      <input
        id="intervention-address"
        readOnly
        value={value?.address ?? ''}
        placeholder="Set from the pin on the map"
        className="min-h-11 rounded-lg border border-slate-300 bg-slate-100 px-3 text-slate-900 placeholder:text-slate-500"
      />
    </div>
  );
}
