import { lazy, Suspense, useEffect, useState } from 'react';
import { MapErrorBoundary } from '../../../components/map/map-error-boundary';
import { loadMapModule } from '../../../components/map/map-load';
import { MapErrorPanel, MapLoading } from '../../../components/map/map-status-panel';
import { CityPicture } from './city-picture';
import type { DengueMapProps } from './dengue-map';

const importMap = () => import('./dengue-map');

/** Leaflet and its CSS load here, after the page has painted, and only on pages with a map. */
const loadMap = () => lazy(() => loadMapModule(importMap).then((module) => ({ default: module.DengueMap })));

/**
 * The map's place on a page: 'Loading map...' until the barangay data is in, the data error panel with
 * Retry, the map itself, or with Retry 'Error loading map' (its code did not download) or 'Failed to
 * initialize map' (it crashed while starting).
 */
export function MapArea({
  ready,
  dataFailed,
  onRetryData,
  map,
}: {
  ready: boolean;
  dataFailed: boolean;
  onRetryData: () => void;
  map: DengueMapProps;
}) {
  const [LazyMap, setLazyMap] = useState(loadMap);
  // The map's code downloads while the data does, not after it (a failure here is retried by the lazy load).
  useEffect(() => {
    importMap().catch(() => {});
  }, []);
  if (dataFailed) return <MapErrorPanel message={{ key: 'map.dataFailed' }} onRetry={onRetryData} />;
  // The public map's first view is the whole city: its picture holds the place until the map is drawn.
  const loading = <MapLoading backdrop={map.scope === 'public' ? <CityPicture /> : undefined} />;
  if (!ready) return loading;
  return (
    <MapErrorBoundary onRetry={() => setLazyMap(loadMap)}>
      <Suspense fallback={loading}>
        <LazyMap {...map} />
      </Suspense>
    </MapErrorBoundary>
  );
}
