import { cityAddress } from '@dengue/core';
import { isApiError } from '../../../lib/api-error';

/**
 * The address a pick keeps when GET geocode/reverse fails, or null for 'Address not found'. The server's 404
 * means neither the geocoder nor the polygons can place the point. Any other failure (no connection, a
 * server error) says nothing about the point, and the barangay is already known here from the polygons, so
 * the address is the offline one the server would have given: '{barangay}, Quezon City, Metro Manila'.
 */
export function addressAfterFailedLookup(error: unknown, barangay: string): string | null {
  if (isApiError(error) && error.status === 404) return null;
  return cityAddress(barangay);
}
