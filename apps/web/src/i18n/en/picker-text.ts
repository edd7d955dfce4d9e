import { MAP_MESSAGES } from '@dengue/core';

/**
 * Texts of the location pickers that the spec does not word. The spec's own messages (resident and admin
 * section 5) come from @dengue/core and are used as they are.
 */
export const PICKER_TEXT = {
  useMyLocation: 'Use my location',
  locating: 'Finding your location...',
  geolocationDenied:
    'Location access was denied. Allow it in your browser settings, or click the map or choose the barangay below.',
  geolocationUnavailable:
    'Your location is not available right now. Click the map or choose the barangay below.',
  geolocationTimeout: 'Finding your location took too long. Try again, or click the map.',
  geolocationUnsupported:
    'This browser cannot share your location. Click the map or choose the barangay below.',
  findBarangay: 'Find a barangay on the map',
  showOnMap: 'Show on map',
  noSuchBarangay: (typed: string) => `No barangay matches "${typed}".`,
  manualToggle: 'Set the location without the map',
  manualBarangay: 'Barangay from the list',
  manualAddress: 'Street address or landmark',
  manualAddressHint: 'Optional. Without it, the address is the barangay, Quezon City, Metro Manila.',
  manualChoose: 'Choose a barangay',
  manualSubmit: 'Use this location',
  lookingUpAddress: 'Looking up the address...',
  addressNotFound: MAP_MESSAGES.addressNotFound,
  defaultLabel: 'Map: click to choose a location',
} as const;

/** The key of the message for a failed navigator.geolocation call, by the GeolocationPositionError code. */
export function geolocationMessage(code: number | 'unsupported') {
  if (code === 'unsupported') return 'picker.geolocationUnsupported' as const;
  if (code === 1) return 'picker.geolocationDenied' as const;
  if (code === 3) return 'picker.geolocationTimeout' as const;
  return 'picker.geolocationUnavailable' as const;
}
