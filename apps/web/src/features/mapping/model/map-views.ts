import { MAP_DEFAULTS } from '@dengue/core';
import type { LatLng } from './marker-layout';

/** The admin Map component's start view (admin section 2: about 14.676, 121.0437, zoom 13). */
export const ADMIN_MAP_VIEW: { center: LatLng; zoom: number } = { center: [14.676, 121.0437], zoom: 13 };

/** Admin section 9: a barangay chosen in the search is shown at zoom 15 (the resident map uses 16). */
export const ADMIN_BARANGAY_ZOOM = MAP_DEFAULTS.adminBarangayZoom;

/** The landing preview: the whole city in a small frame. */
export const PREVIEW_MAP_VIEW: { center: LatLng; zoom: number } = {
  center: [MAP_DEFAULTS.pickerCenter[0], MAP_DEFAULTS.pickerCenter[1]],
  zoom: 11,
};
