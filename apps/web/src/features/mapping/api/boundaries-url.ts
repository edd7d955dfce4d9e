/**
 * The boundary file the API serves beside /api/v1. The query names the file's version: browsers and the
 * service worker (which precaches this very address, apps/web/pwa.config.ts) keep the file for a long time,
 * and a page must not draw an older one without all 142.
 */
export const BOUNDARIES_URL = '/quezon_barangays_boundaries.geojson?v=142';
