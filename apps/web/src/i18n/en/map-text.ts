import { ANALYTICS_MESSAGES, MAP_MESSAGES } from '@dengue/core';

/**
 * The spec's map texts with the maps service's name replaced by 'map' (maps decision: Leaflet and
 * OpenStreetMap, not Google Maps): 'Loading Google Maps...' reads 'Loading map...', 'Error loading Google Maps
 * API' 'Error loading map', 'Google Maps not loaded' 'Map not loaded' (decision 009).
 */
export const MAP_TEXT = {
  loading: 'Loading map...',
  /** 'Error loading Google Maps API': the map's code could not be downloaded. */
  loadFailed: 'Error loading map',
  /** 'Google Maps not loaded': a page asks the map to do something before there is one. */
  notLoaded: 'Map not loaded',
  /** A map that crashed while starting (the spec's own words). */
  initFailed: MAP_MESSAGES.initFailed,
  /** A pin put on the barangay's label point by the way without the map, not on the spot itself. */
  approximate: 'Approximate location: barangay centre',
  dataFailed: ANALYTICS_MESSAGES.barangayDataError,
  retry: 'Retry',
  /** Admin section 2, report details: the street view 'is not real-time and may be months old'. */
  streetViewNote: 'Street-level imagery is not real-time and may be months old.',
  openStreetView: 'Open in Google Maps',
  reportNotFound: 'Report not found',
  reportNotFoundDetail: 'This report does not exist, or it is not public yet.',
} as const;
