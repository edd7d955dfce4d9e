import 'leaflet/dist/leaflet.css';
import { barangayMatchKey, type TileAddress } from '@dengue/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { MapContainer, Polygon, TileLayer } from 'react-leaflet';
import { Link } from 'react-router';
import { MapLoading } from '../../../components/map/map-status-panel';
import { useT } from '../../../i18n/language-store';
import { useAppConfig } from '../../../lib/app-config';
import { barangayBoundariesQuery } from '../api/barangay-boundaries-query';
import { barangayStatusesQuery } from '../api/barangay-statuses-query';
import { useMarkerTiles } from '../hooks/use-marker-tiles';
import { buildBarangayEntries, polygonStyle } from '../map-entries';
import { selectReportMarkers } from '../model/map-filters';
import { CITY_VIEW } from '../model/map-views';
import { MarkerTileWatcher } from './layers/marker-tile-watcher';
import { placeReports, ReportMarkersLayer } from './layers/report-markers-layer';
import '../../../i18n/en/map';

/**
 * The landing page's map preview (resident section 2): barangays by pattern and validated breeding sites,
 * still (no dragging or zooming); the whole frame is one link to /mapping. The boundary file comes from
 * the same query cache as /mapping, so it is fetched once per page life.
 */
export function MapPreview() {
  const t = useT();
  const config = useAppConfig();
  const boundaries = useQuery(barangayBoundariesQuery);
  const statuses = useQuery(barangayStatusesQuery);
  // The marker tiles of its one view (decision 047), as /mapping loads them.
  const [tiles, setTiles] = useState<TileAddress[]>([]);
  const markers = useMarkerTiles(tiles, true).data;
  const entries = useMemo(
    () => (boundaries.data ? buildBarangayEntries(boundaries.data.features, statuses.data ?? []) : []),
    [boundaries.data, statuses.data],
  );
  const placed = useMemo(
    () => placeReports(selectReportMarkers(markers.markers, { validatedOnly: true })),
    [markers.markers],
  );
  if (!boundaries.data) return <MapLoading />;
  return (
    <div className="relative isolate size-full" data-testid="map-preview">
      <MapContainer
        // The same first view as /mapping: the whole city, fitted to the frame (decision 034).
        bounds={CITY_VIEW.bounds}
        boundsOptions={{ padding: CITY_VIEW.padding }}
        className="size-full"
        dragging={false}
        zoomControl={false}
        scrollWheelZoom={false}
        doubleClickZoom={false}
        touchZoom={false}
        boxZoom={false}
        keyboard={false}
      >
        {config.data?.mapTileUrl ? (
          <TileLayer url={config.data.mapTileUrl} attribution={config.data.mapTileAttribution ?? ''} />
        ) : null}
        {entries.map((entry) =>
          entry.polygons.length === 0 ? null : (
            <Polygon
              key={entry.key}
              positions={entry.polygons}
              className={`barangay-polygon barangay-${barangayMatchKey(entry.key)}`}
              pathOptions={{ ...polygonStyle(entry.pattern, false), weight: 0.8 }}
              interactive={false}
            />
          ),
        )}
        <MarkerTileWatcher onTiles={setTiles} />
        <ReportMarkersLayer placed={placed} areas={markers.areas} showStatusDot={false} canvasOnly />
      </MapContainer>
      <Link
        to="/mapping"
        className="absolute inset-0 z-[1100] rounded-2xl focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
      >
        <span className="sr-only">{t('map.openMap')}</span>
      </Link>
    </div>
  );
}
