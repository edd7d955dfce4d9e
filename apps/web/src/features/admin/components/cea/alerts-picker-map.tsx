import 'leaflet/dist/leaflet.css';
import { MAP_DEFAULTS } from '@dengue/core';
import { MapContainer, Polygon, TileLayer, Tooltip } from 'react-leaflet';
import { useAppConfig } from '../../../../lib/app-config';
import type { PickableBarangay } from '../../api/alerts-barangays';

const CHOSEN = { color: '#1e3a8a', weight: 3, fillColor: '#2563eb', fillOpacity: 0.55 };
const OTHER = { color: '#475569', weight: 1, fillColor: '#94a3b8', fillOpacity: 0.2 };

/**
 * A small map of the city's barangays: clicking a polygon picks it, clicking it again removes it (admin
 * section 5). The list beside it does the same for keyboard and screen-reader users.
 */
export function AlertsPickerMap({
  barangays,
  chosen,
  onToggle,
}: {
  barangays: readonly PickableBarangay[];
  chosen: ReadonlySet<string>;
  onToggle: (id: string) => void;
}) {
  const config = useAppConfig();
  return (
    <section
      className="h-72 overflow-hidden rounded-lg border border-slate-300"
      aria-label="Map of barangays: click a barangay to pick or remove it (the list does the same)"
    >
      <MapContainer
        center={[MAP_DEFAULTS.center[0], MAP_DEFAULTS.center[1]]}
        zoom={11}
        className="size-full"
        scrollWheelZoom={false}
        keyboard={false}
      >
        {config.data?.mapTileUrl ? (
          <TileLayer url={config.data.mapTileUrl} attribution={config.data.mapTileAttribution} />
        ) : null}
        {barangays.map((barangay) => {
          if (barangay.polygons.length === 0) return null;
          const picked = chosen.has(barangay._id);
          return (
            <Polygon
              key={`${barangay._id}-${picked}`}
              positions={barangay.polygons}
              className={`alert-polygon alert-polygon-${barangay._id}`}
              pathOptions={picked ? CHOSEN : OTHER}
              eventHandlers={{ click: () => onToggle(barangay._id) }}
            >
              <Tooltip sticky>{barangay.name}</Tooltip>
            </Polygon>
          );
        })}
      </MapContainer>
    </section>
  );
}
