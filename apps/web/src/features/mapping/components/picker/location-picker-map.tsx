import 'leaflet/dist/leaflet.css';
import { barangayMatchKey } from '@dengue/core';
import { divIcon } from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import { CircleMarker, MapContainer, Marker, Polygon, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { cityMask, type LatLng, labelsVisible, pickerStartView } from '../../model/picker-geometry';
import type { PickerAreas, PickerVariant } from '../../model/picker-rules';

/** Where the map should move to: a barangay from the search, a located device. `seq` repeats a move. */
export interface PickerFocus {
  position: LatLng;
  zoom: number;
  seq: number;
}

export interface LocationPickerMapProps {
  areas: PickerAreas;
  marker: LatLng | null;
  onMapClick: (lat: number, lng: number) => void;
  focus: PickerFocus | null;
  /** Chooses the start view and pin zoom of its side (resident or admin section 9). */
  variant: PickerVariant;
  maxBounds: [LatLng, LatLng];
  tileUrl: string | undefined;
  tileAttribution: string | undefined;
}

const MASK_STYLE = {
  color: '#b91c1c',
  weight: 1,
  fillColor: '#dc2626',
  fillOpacity: 0.3,
  interactive: false,
};
const OUTLINE_STYLE = { color: '#1e3a8a', weight: 1, opacity: 0.6, fill: false, interactive: false };
const PIN_STYLE = { color: '#ffffff', weight: 3, fillColor: '#1d4ed8', fillOpacity: 1, interactive: false };

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** Clicks become picks; the zoom decides whether barangay names are drawn. */
function PickerEvents({
  onMapClick,
  onZoom,
}: {
  onMapClick: LocationPickerMapProps['onMapClick'];
  onZoom: (zoom: number) => void;
}) {
  useMapEvents({
    click: (event) => onMapClick(event.latlng.lat, event.latlng.lng),
    zoomend: (event) => onZoom(event.target.getZoom()),
  });
  return null;
}

function FollowFocus({ focus }: { focus: PickerFocus | null }) {
  const map = useMap();
  useEffect(() => {
    if (!focus) return;
    if (prefersReducedMotion()) map.setView(focus.position, focus.zoom);
    else map.flyTo(focus.position, focus.zoom, { duration: 0.8 });
  }, [map, focus]);
  return null;
}

function KeepWithin({ bounds }: { bounds: [LatLng, LatLng] }) {
  const map = useMap();
  useEffect(() => {
    map.setMaxBounds(bounds);
  }, [map, bounds]);
  return null;
}

/** Names drawn on the map at zoom 14 and above, at each barangay's label point. */
function BarangayLabels({ areas }: { areas: PickerAreas }) {
  const labels = useMemo(
    () =>
      areas.barangays.flatMap((area) =>
        area.labelPoint
          ? [
              {
                name: area.name,
                position: area.labelPoint,
                // No size: the name sets its own width and is centred on the point by the span's classes.
                icon: divIcon({
                  className: 'picker-label',
                  html: `<span class="${LABEL_CLASSES}">${escapeHtml(area.name)}</span>`,
                  iconSize: undefined,
                }),
              },
            ]
          : [],
      ),
    [areas],
  );
  return labels.map((label) => (
    <Marker
      key={label.name}
      position={label.position}
      icon={label.icon}
      interactive={false}
      keyboard={false}
    />
  ));
}

const LABEL_CLASSES =
  'pointer-events-none absolute -translate-x-1/2 -translate-y-1/2 whitespace-nowrap rounded bg-white/85 px-1 text-[11px] font-semibold text-slate-900 shadow-sm';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The Leaflet part of the location picker, loaded lazily: tiles from the configured server (optional:
 * offline the vector layers still draw), the red overlay outside the city, thin barangay outlines, their
 * names from zoom 14, and the chosen point. Every layer lets clicks through to the map.
 */
export function LocationPickerMap({
  areas,
  marker,
  onMapClick,
  focus,
  variant,
  maxBounds,
  tileUrl,
  tileAttribution,
}: LocationPickerMapProps) {
  // Leaflet reads the start view once, when the map is created.
  const [start] = useState(() => pickerStartView(variant, marker));
  const [zoom, setZoom] = useState<number>(start.zoom);
  const mask = useMemo(() => (areas.city ? cityMask(areas.city) : null), [areas.city]);
  // Converted once: new positions on every render would redraw all 141 outlines on each click.
  const outlines = useMemo(
    () => areas.barangays.map((area) => ({ name: area.name, positions: outlineOf(area.geometry) })),
    [areas.barangays],
  );
  return (
    <MapContainer
      center={start.center}
      zoom={start.zoom}
      maxBounds={maxBounds}
      // Zoom buttons of a finger's size (44 px), not Leaflet's 30 px.
      className="picker-map size-full [&_.leaflet-control-zoom_a]:size-11! [&_.leaflet-control-zoom_a]:leading-[44px]!"
      scrollWheelZoom
    >
      {tileUrl ? <TileLayer url={tileUrl} attribution={tileAttribution ?? ''} /> : null}
      {mask ? <Polygon positions={mask} pathOptions={MASK_STYLE} className="picker-outside-city" /> : null}
      {outlines.map((outline) => (
        <Polygon
          key={outline.name}
          positions={outline.positions}
          pathOptions={OUTLINE_STYLE}
          className={`picker-barangay picker-barangay-${barangayMatchKey(outline.name)}`}
        />
      ))}
      {labelsVisible(zoom) ? <BarangayLabels areas={areas} /> : null}
      {marker ? (
        <CircleMarker center={marker} radius={9} pathOptions={PIN_STYLE} className="picker-pin" />
      ) : null}
      <PickerEvents onMapClick={onMapClick} onZoom={setZoom} />
      <FollowFocus focus={focus} />
      <KeepWithin bounds={maxBounds} />
    </MapContainer>
  );
}

function outlineOf(geometry: PickerAreas['barangays'][number]['geometry']): LatLng[][][] {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return polygons.map((rings) => rings.map((ring) => ring.map(([lng = 0, lat = 0]) => [lat, lng] as LatLng)));
}
