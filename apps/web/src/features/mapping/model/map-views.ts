import { CITY_OUTLINE_BOUNDS, MAP_DEFAULTS } from '@dengue/core';
import type { LatLng } from './marker-layout';

/** The admin Map component's start view (admin section 2: about 14.676, 121.0437, zoom 13). */
export const ADMIN_MAP_VIEW: { center: LatLng; zoom: number } = { center: [14.676, 121.0437], zoom: 13 };

/** Admin section 9: a barangay chosen in the search is shown at zoom 15 (the resident map uses 16). */
export const ADMIN_BARANGAY_ZOOM = MAP_DEFAULTS.adminBarangayZoom;

/**
 * The resident map's and the landing preview's first view: the city outline's box, fitted to the map at
 * whatever size it is (decision 034; the spec's default centre, 14.5995, 120.9842, is Manila's).
 */
export const CITY_VIEW: { bounds: [LatLng, LatLng]; padding: [number, number] } = {
  bounds: [
    [CITY_OUTLINE_BOUNDS.south, CITY_OUTLINE_BOUNDS.west],
    [CITY_OUTLINE_BOUNDS.north, CITY_OUTLINE_BOUNDS.east],
  ],
  padding: [8, 8],
};
