import { MAP_TEXT } from '../../i18n/en/map-text';
import { loadWithRetry } from '../../lib/load-with-retry';

/** The map's code could not be downloaded, even after the retries ('Error loading map'). */
export class MapLoadError extends Error {
  override readonly name = 'MapLoadError';
  constructor(cause: unknown) {
    super(MAP_TEXT.loadFailed, { cause });
  }
}

/**
 * Downloads a map module (Leaflet comes with it) with the lazy-load retries of the spec (3 attempts, 1 s
 * times the attempt number between them). A final failure becomes a MapLoadError, so the error boundary
 * can tell a failed download from a map that fails to start.
 */
export function loadMapModule<T>(load: () => Promise<T>): Promise<T> {
  return loadWithRetry(load, { retries: 2, baseDelayMs: 1000 }).catch((error: unknown) => {
    throw new MapLoadError(error);
  });
}
