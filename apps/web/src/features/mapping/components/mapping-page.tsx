import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useCallback, useMemo, useState } from 'react';
import { useAppConfig } from '../../../lib/app-config';
import { loadWithRetry } from '../../../lib/load-with-retry';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { barangayBoundariesQuery } from '../api/barangay-boundaries-query';
import { barangayStatusesQuery } from '../api/barangay-statuses-query';
import { type BarangayEntry, buildBarangayEntries, type LatLngTuple } from '../map-entries';
import { MAP_TEXT } from '../map-text';
import { BarangayDetails } from './barangay-details';
import type { MapSelection } from './barangay-map';
import { BarangaySearch } from './barangay-search';
import { MapErrorBoundary } from './map-error-boundary';
import { MapErrorPanel, MapLoading } from './map-status-panel';
import { PatternLegend } from './pattern-legend';

/** Leaflet and its CSS load here, after the page has painted, and only on this page. */
const loadMap = () =>
  lazy(() =>
    loadWithRetry(() => import('./barangay-map'), { retries: 2, baseDelayMs: 1000 }).then((module) => ({
      default: module.BarangayMap,
    })),
  );

export function MappingPage() {
  useDocumentTitle('Dengue map');
  const boundaries = useQuery(barangayBoundariesQuery);
  const statuses = useQuery(barangayStatusesQuery);
  const config = useAppConfig();
  const [LazyMap, setLazyMap] = useState(loadMap);
  const [selection, setSelection] = useState<MapSelection | null>(null);

  const entries = useMemo(
    () =>
      boundaries.data && statuses.data ? buildBarangayEntries(boundaries.data.features, statuses.data) : [],
    [boundaries.data, statuses.data],
  );
  const selected = selection ? entries.find((entry) => entry.key === selection.key) : undefined;

  const select = useCallback((entry: BarangayEntry, position: LatLngTuple | null, fly: boolean) => {
    setSelection((previous) => {
      const target = position ?? entry.center;
      // A barangay without a polygon (Novaliches Proper) still shows its details beside the map.
      return {
        key: entry.key,
        position: target ?? [0, 0],
        fly: fly && target !== null,
        seq: (previous?.seq ?? 0) + 1,
      };
    });
  }, []);
  const onPolygonClick = useCallback(
    (entry: BarangayEntry, position: LatLngTuple) => select(entry, position, false),
    [select],
  );

  const dataError = boundaries.isError || statuses.isError;
  const retryData = () => {
    if (boundaries.isError) void boundaries.refetch();
    if (statuses.isError) void statuses.refetch();
  };

  let mapArea: ReactNode;
  if (dataError) mapArea = <MapErrorPanel message={MAP_TEXT.dataFailed} onRetry={retryData} />;
  else if (entries.length === 0) mapArea = <MapLoading />;
  else
    mapArea = (
      <MapErrorBoundary
        onRetry={() => setLazyMap(loadMap)}
        fallback={(retry) => <MapErrorPanel message={MAP_TEXT.initFailed} onRetry={retry} />}
      >
        <Suspense fallback={<MapLoading />}>
          <LazyMap
            entries={entries}
            selection={selected?.center ? selection : null}
            onPolygonClick={onPolygonClick}
            tileUrl={config.data?.mapTileUrl}
            tileAttribution={config.data?.mapTileAttribution}
          />
        </Suspense>
      </MapErrorBoundary>
    );

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">Dengue map</h1>
      <p className="mt-1 text-slate-700">
        Dengue patterns by barangay in Quezon City. Choose a barangay on the map or find it by name.
      </p>
      <div className="mt-4 grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <aside aria-label="Barangay search and legend" className="space-y-4 lg:order-2">
          <BarangaySearch entries={entries} onSelect={(entry) => select(entry, null, true)} />
          <section
            aria-label="Selected barangay"
            aria-live="polite"
            className="rounded-xl border border-slate-200 bg-white p-4"
          >
            {selected ? (
              <BarangayDetails entry={selected} headingLevel="h2" />
            ) : (
              <p className="text-sm text-slate-700">
                Choose a barangay to see its dengue pattern and alerts.
              </p>
            )}
          </section>
          <PatternLegend />
        </aside>
        <section
          aria-label="Map of barangay dengue patterns"
          className="isolate h-[70vh] min-h-96 overflow-hidden rounded-xl border border-slate-300 lg:order-1"
        >
          {mapArea}
        </section>
      </div>
    </div>
  );
}
