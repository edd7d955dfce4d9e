import { type ComponentType, createContext, useContext } from 'react';

/** A pin with what the map knows of it: the barangay it lies in and the address shown read-only. */
export interface PickedLocation {
  lat: number;
  lng: number;
  barangay: string;
  /** What the address field shows: the typed address, the geocoder's, or '' while it is looked up. */
  address: string;
  /** The address as the person typed it (the way without the map); sent with a report. */
  typedAddress?: string;
  /** The pin is the barangay's label point, not the spot itself (the way without the map). */
  approximate?: boolean;
}

/** The props of the mapping feature's location picker. */
export interface LocationPickerProps {
  value: PickedLocation | null;
  onChange: (location: PickedLocation) => void;
  /** 'resident': resident section 5 bounds and messages; 'admin': admin section 5 messages. */
  variant: 'resident' | 'admin';
  /** When set, a pin must fall inside this barangay (names matched loosely: case, accents, partial words). */
  lockedBarangay?: string;
  /** Which message a pin outside lockedBarangay shows: 'only' -> 'Pin must be within {barangay} only', 'boundaries' -> 'Pin must be within {barangay} boundaries!' */
  lockedMessage?: 'only' | 'boundaries';
  /** Accessible label of the map region, in the reader's language. */
  label?: string;
  /** The 'Find a barangay' box above the map (default shown). */
  showSearch?: boolean;
  /** Tells the parent whether the address of the last pin is still being looked up. */
  onAddressPending?: (pending: boolean) => void;
}

/**
 * Features never import each other: app/ puts the mapping feature's picker here for the features whose forms
 * need one (the interventions dialogs, the report form). Without one the forms say the map is missing.
 */
export const LocationPickerSlot = createContext<ComponentType<LocationPickerProps> | null>(null);

export const useLocationPicker = () => useContext(LocationPickerSlot);
