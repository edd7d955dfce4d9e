import 'leaflet/dist/leaflet.css';
import { MAP_DEFAULTS, type Report } from '@dengue/core';
import { CircleMarker, MapContainer, TileLayer, Tooltip } from 'react-leaflet';

export interface RecentPostsLeafletProps {
  reports: readonly Report[];
  tileUrl: string | undefined;
  tileAttribution: string | undefined;
}

/**
 * The dashboard's map of the latest validated reports (Leaflet, its own chunk). The numbered list beside it
 * is what assistive technology reads; the map repeats it for the eye.
 */
export function RecentPostsLeaflet({ reports, tileUrl, tileAttribution }: RecentPostsLeafletProps) {
  const points = reports.map(
    (r) => [r.specific_location.coordinates[1], r.specific_location.coordinates[0]] as [number, number],
  );
  return (
    <MapContainer
      bounds={points.length > 1 ? points : undefined}
      boundsOptions={{ padding: [40, 40], maxZoom: 16 }}
      center={points.length > 1 ? undefined : (points[0] ?? [...MAP_DEFAULTS.interventionCenter])}
      zoom={points.length > 1 ? undefined : points.length === 1 ? 16 : MAP_DEFAULTS.interventionZoom}
      className="size-full"
      scrollWheelZoom={false}
      keyboard={false}
    >
      {tileUrl ? <TileLayer url={tileUrl} attribution={tileAttribution ?? ''} /> : null}
      {points.map((point, index) => (
        <CircleMarker
          key={reports[index]!._id}
          center={point}
          radius={10}
          pathOptions={{ color: '#14532d', fillColor: '#16a34a', fillOpacity: 0.85, weight: 2 }}
          interactive={false}
        >
          <Tooltip
            permanent
            direction="center"
            className="!border-0 !bg-transparent !p-0 !shadow-none font-bold text-white"
          >
            {index + 1}
          </Tooltip>
        </CircleMarker>
      ))}
    </MapContainer>
  );
}
