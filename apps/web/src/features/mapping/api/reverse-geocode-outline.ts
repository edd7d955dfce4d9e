import type { AreaGeometry } from '@dengue/core';
import { queryOptions } from '@tanstack/react-query';
import { apiUrl } from '../../../lib/api-client';

/**
 * Quezon City's outline, served by the API's geocode module beside the reverse geocoder: the pickers cut it
 * out of their red overlay and tell "outside the city" from "in no barangay" with it.
 */
export const cityOutlineQuery = queryOptions({
  queryKey: ['mapping', 'city-outline'],
  queryFn: async ({ signal }): Promise<AreaGeometry> => {
    const response = await fetch(apiUrl('geocode/city-boundary'), {
      signal,
      headers: { Accept: 'application/geo+json' },
    });
    if (!response.ok) throw new Error(`City outline answered ${response.status}`);
    const collection = (await response.json()) as { features: { geometry: AreaGeometry }[] };
    const geometry = collection.features[0]?.geometry;
    if (!geometry) throw new Error('The city outline holds no polygon');
    return geometry;
  },
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});
