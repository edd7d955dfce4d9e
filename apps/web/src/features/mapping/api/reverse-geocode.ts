import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET geocode/reverse: the address of a picked point (decision 011). */
export interface ReverseGeocodeAnswer {
  address: string;
  barangay: string | null;
  source: 'geocoder' | 'offline';
}

/** Rounded like the server's cache (about 11 m), so a second click on the same spot asks nothing. */
const rounded = (value: number) => Math.round(value * 1e4) / 1e4;

export const reverseGeocodeQuery = (lat: number, lng: number) =>
  queryOptions({
    queryKey: ['mapping', 'reverse-geocode', rounded(lat), rounded(lng)],
    queryFn: ({ signal }) =>
      apiFetch<ReverseGeocodeAnswer>(
        `geocode/reverse?${new URLSearchParams({ lat: String(lat), lng: String(lng) })}`,
        {
          signal,
        },
      ),
    staleTime: 60 * 60 * 1000,
    retry: false,
  });
