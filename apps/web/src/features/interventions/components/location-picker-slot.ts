import { type ComponentType, createContext, useContext } from 'react';

/** A pin with what the map knows of it: the barangay it lies in and the address shown read-only. */
export interface PickedLocation {
  lat: number;
  lng: number;
  barangay: string;
  address: string;
}

/** The props of the mapping feature's location picker (the one the report modal uses too). */
export interface LocationPickerProps {
  value: PickedLocation | null;
  onChange: (location: PickedLocation) => void;
  variant: 'resident' | 'admin';
  lockedBarangay?: string;
  lockedMessage?: 'only' | 'boundaries';
  label?: string;
}

/**
 * Features never import each other: the admin screens put the mapping feature's picker here (see
 * features/admin/components/interventions-all-page.tsx). Without one the dialogs say the map is missing.
 */
export const LocationPickerSlot = createContext<ComponentType<LocationPickerProps> | null>(null);

export const useLocationPicker = () => useContext(LocationPickerSlot);
