import { createBarangayMatcher, QC_BARANGAY_NAMES } from '@dengue/core';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** What the alert form's barangay picker needs: every barangay's id and name, and its polygons. */

export interface PickableBarangay {
  _id: string;
  name: string;
  /** Outer and inner rings, [lat, lng] (Leaflet's order); empty without a boundary. */
  polygons: [number, number][][][];
}

type Ring = [number, number][];
interface BoundaryFeature {
  properties: { name: string };
  geometry: { type: 'Polygon'; coordinates: Ring[] } | { type: 'MultiPolygon'; coordinates: Ring[][] };
}

const flip = (rings: Ring[]) => rings.map((ring) => ring.map(([lng, lat]) => [lat, lng] as [number, number]));

/**
 * The public barangay list (ids) joined with the boundary file (polygons) through core's name matcher,
 * sorted by name. Same boundary file the maps use, so the browser's cache answers.
 */
export const pickableBarangaysQuery = queryOptions({
  queryKey: ['admin', 'alerts', 'barangays'],
  queryFn: async ({ signal }): Promise<PickableBarangay[]> => {
    const [list, boundaries] = await Promise.all([
      apiFetch<{ data: { _id: string; name: string; displayName: string }[] }>(
        'barangays/get-all-barangays-for-user',
        { signal },
      ),
      fetch('/quezon_barangays_boundaries.geojson', { signal }).then(
        (response) => response.json() as Promise<{ features: BoundaryFeature[] }>,
      ),
    ]);
    const matcher = createBarangayMatcher(QC_BARANGAY_NAMES);
    const keyOf = (raw: string) => matcher.match(raw) ?? raw;
    const polygons = new Map<string, [number, number][][][]>();
    for (const feature of boundaries.features) {
      const g = feature.geometry;
      polygons.set(
        keyOf(feature.properties.name),
        g.type === 'Polygon' ? [flip(g.coordinates)] : g.coordinates.map(flip),
      );
    }
    return list.data
      .map((b) => ({
        _id: b._id,
        name: b.displayName || b.name,
        polygons: polygons.get(keyOf(b.name)) ?? [],
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
  },
  staleTime: Number.POSITIVE_INFINITY,
});
