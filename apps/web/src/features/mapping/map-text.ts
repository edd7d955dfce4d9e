import { ANALYTICS_MESSAGES, MAP_MESSAGES } from '@dengue/core';

/**
 * The spec's map texts with the maps service's name replaced by 'map' (maps decision: Leaflet and
 * OpenStreetMap, not Google Maps): 'Loading Google Maps...' reads 'Loading map...'.
 */
export const MAP_TEXT = {
  loading: 'Loading map...',
  initFailed: MAP_MESSAGES.initFailed,
  dataFailed: ANALYTICS_MESSAGES.barangayDataError,
  retry: 'Retry',
  /** Admin section 2, report details: the street view 'is not real-time and may be months old'. */
  streetViewNote: 'Street-level imagery is not real-time and may be months old.',
  openStreetView: 'Open in Google Maps',
  reportNotFound: 'Report not found',
  reportNotFoundDetail: 'This report does not exist, or it is not public yet.',
} as const;
