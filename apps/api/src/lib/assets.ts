import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Files shipped with the API: the OpenStreetMap barangay boundaries, the city outline, the weekly series. */
export const assetPath = (name: string) => fileURLToPath(new URL(`../../assets/${name}`, import.meta.url));

export const BARANGAY_BOUNDARIES_FILE = assetPath('quezon-city-barangays.geojson');
export const CITY_BOUNDARY_FILE = assetPath('quezon-city-boundary.geojson');
/** Novaliches Proper's approximate outline, derived from the two OpenStreetMap files (DATA-LICENSES.md). */
export const DERIVED_BOUNDARIES_FILE = assetPath('novaliches-proper-derived.geojson');

export interface BoundaryCollection {
  type: 'FeatureCollection';
  attribution?: string;
  features: {
    type: 'Feature';
    properties: Record<string, unknown> & { name: string; label_point: [number, number] | null };
    geometry:
      | { type: 'Polygon'; coordinates: number[][][] }
      | { type: 'MultiPolygon'; coordinates: number[][][][] };
  }[];
}

const DERIVED_ATTRIBUTION =
  ' Novaliches Proper: approximate outline derived from these data (the part of the city outline no other barangay covers there), not surveyed.';

/**
 * The 142 barangay shapes the app serves and the server checks pins against: the 141 OpenStreetMap polygons
 * as extracted, and Novaliches Proper's derived outline, which carries `approximate: true` (and `derived`,
 * `method`) so every reader can say so. The files stay apart on disk, so the extract can be refreshed
 * without losing track of what was derived (decision 035).
 */
export function readBarangayBoundaries(): BoundaryCollection {
  const osm = JSON.parse(readFileSync(BARANGAY_BOUNDARIES_FILE, 'utf8')) as BoundaryCollection;
  const derived = JSON.parse(readFileSync(DERIVED_BOUNDARIES_FILE, 'utf8')) as BoundaryCollection;
  const shapes = derived.features.map((feature) => ({
    ...feature,
    properties: {
      psgc: null,
      postal_code: null,
      population: null,
      population_year: null,
      osm_id: null,
      ...feature.properties,
      approximate: true,
    },
  }));
  return {
    ...osm,
    attribution: `${osm.attribution ?? ''}${DERIVED_ATTRIBUTION}`,
    features: [...osm.features, ...shapes],
  };
}
