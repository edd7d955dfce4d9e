import type { PolygonGeometry } from '@dengue/core';
import { queryOptions } from '@tanstack/react-query';

/**
 * The boundary file the API serves beside /api/v1: 141 OpenStreetMap polygons and Novaliches Proper's
 * approximate one (`properties.name`, `approximate`). The query names the file's version: browsers and the
 * service worker keep the file for a long time, and a page must not draw an older one without all 142.
 */
export const BOUNDARIES_URL = '/quezon_barangays_boundaries.geojson?v=142';

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
