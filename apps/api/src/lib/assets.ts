import { fileURLToPath } from 'node:url';

/** Files shipped with the API: the OpenStreetMap barangay boundaries, the city outline, the weekly series. */
export const assetPath = (name: string) => fileURLToPath(new URL(`../../assets/${name}`, import.meta.url));

export const BARANGAY_BOUNDARIES_FILE = assetPath('quezon-city-barangays.geojson');
export const CITY_BOUNDARY_FILE = assetPath('quezon-city-boundary.geojson');
