import type { PolygonGeometry } from '@dengue/core';
import { queryOptions } from '@tanstack/react-query';
import { BOUNDARIES_URL } from './boundaries-url';

export { BOUNDARIES_URL };

/**
 * The boundary file (BOUNDARIES_URL): 141 OpenStreetMap polygons and Novaliches Proper's approximate one
 * (`properties.name`, `approximate`).
 */
export interface BoundaryFeature {
  type: 'Feature';
  properties: { name: string; label_point?: [lng: number, lat: number] | null; approximate?: boolean };
  geometry: PolygonGeometry | { type: 'MultiPolygon'; coordinates: PolygonGeometry['coordinates'][] };
}

export interface BoundaryCollection {
  type: 'FeatureCollection';
  features: BoundaryFeature[];
}

/** Boundaries never change while the page is open: fetched once, cached for the life of the page. */
export const barangayBoundariesQuery = queryOptions({
  queryKey: ['mapping', 'boundaries'],
  queryFn: async ({ signal }): Promise<BoundaryCollection> => {
    const response = await fetch(BOUNDARIES_URL, { signal, headers: { Accept: 'application/geo+json' } });
    if (!response.ok) throw new Error(`Boundary file answered ${response.status}`);
    return (await response.json()) as BoundaryCollection;
  },
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});
