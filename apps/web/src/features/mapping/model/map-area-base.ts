import type { AppConfig } from '../../../lib/app-config';
import type { useBarangaySelection } from '../hooks/use-barangay-selection';

/**
 * What every page's MapArea takes from the barangay selection and the app's configuration (the polygons,
 * their selection and clicks, the tile server); each page adds its own view, layers and scope.
 */
export function mapAreaBase(
  barangays: ReturnType<typeof useBarangaySelection>,
  config: AppConfig | undefined,
) {
  return {
    ready: barangays.entries.length > 0,
    dataFailed: barangays.dataFailed,
    onRetryData: barangays.retryData,
    map: {
      entries: barangays.entries,
      selection: barangays.mapSelection,
      onPolygonClick: barangays.onPolygonClick,
      tileUrl: config?.mapTileUrl,
      tileAttribution: config?.mapTileAttribution,
    },
  };
}
