import 'leaflet/dist/leaflet.css';
import { barangayMatchKey, MAP_DEFAULTS } from '@dengue/core';
import { type ReactNode, useEffect, useState } from 'react';
import { MapContainer, Polygon, Popup, TileLayer, useMap } from 'react-leaflet';
import { type BarangayEntry, type LatLngTuple, polygonStyle } from '../map-entries';
import { CITY_VIEW } from '../model/map-views';
import { BarangayDetails } from './popups/barangay-details';

/** What is selected, where its popup opens, and whether the map flies there (search) or not (click). */
export interface MapSelection {
  key: string;
  position: LatLngTuple;
  fly: boolean;
  /** Changes on every choice, so choosing the same barangay again reopens a closed popup. */
  seq: number;
}

export interface BarangayMapProps {
  entries: readonly BarangayEntry[];
  selection: MapSelection | null;
  onPolygonClick: (entry: BarangayEntry, position: LatLngTuple) => void;
  tileUrl: string | undefined;
  tileAttribution: string | undefined;
  /** Start view (admin maps); without it the whole city is fitted to the map (CITY_VIEW, decision 034). */
  center?: LatLngTuple;
  zoom?: number;
  /** Zoom when a barangay is chosen in the search: 16 on the resident map, 15 on admin maps. */
  focusZoom?: number;
  /** More layers (markers, clusters, popups) drawn over the polygons. */
  children?: ReactNode;
}

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** Flies to a barangay chosen in the search, at the spec's barangay zoom (resident section 9). */
function FlyToSelection({ selection, zoom }: { selection: MapSelection | null; zoom: number }) {
  const map = useMap();
  useEffect(() => {
    if (!selection?.fly) return;
    if (prefersReducedMotion()) map.setView(selection.position, zoom);
    else map.flyTo(selection.position, zoom, { duration: 1 });
  }, [map, selection, zoom]);
  return null;
}

/** Polygons added per task: the city's 141 at once are one long task on a phone (decision 016). */
const POLYGON_BATCH = 30;

/**
 * Counts up from 0 to `last`, one step per task, so a first draw can be spread over several short tasks
 * instead of one long one (which blocks a phone's input; decision 016).
 */
function useTaskSteps(last: number): number {
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (step >= last) return;
    const timer = setTimeout(() => setStep((done) => done + 1), 0);
    return () => clearTimeout(timer);
  }, [step, last]);
  return step;
}

/**
 * The Leaflet map: tiles from the configured server (optional: without them, or offline, the polygons
 * still draw), one polygon per barangay filled with its pattern colour, and one popup for the selection.
 */
export function BarangayMap({
  entries,
  selection,
  onPolygonClick,
  tileUrl,
  tileAttribution,
  center,
  zoom = MAP_DEFAULTS.zoom,
  focusZoom = MAP_DEFAULTS.barangayZoom,
  children,
}: BarangayMapProps) {
  const selected = selection ? entries.find((entry) => entry.key === selection.key) : undefined;
  // The first draw in steps of a task each: the map and its tiles; the layers over them (markers); then
  // the polygons, POLYGON_BATCH at a time.
  const step = useTaskSteps(1 + Math.ceil(entries.length / POLYGON_BATCH));
  const drawn = Math.max(0, step - 1) * POLYGON_BATCH;
  const [popupMaxHeight, setPopupMaxHeight] = useState<number | undefined>(undefined);
  return (
    <MapContainer
      {...(center
        ? { center, zoom }
        : { bounds: CITY_VIEW.bounds, boundsOptions: { padding: CITY_VIEW.padding } })}
      maxZoom={MAP_DEFAULTS.mapMaxZoom}
      className="size-full"
      scrollWheelZoom
    >
      {tileUrl ? (
        <TileLayer
          url={tileUrl}
          attribution={tileAttribution ?? ''}
          maxZoom={MAP_DEFAULTS.mapMaxZoom}
          maxNativeZoom={MAP_DEFAULTS.tileMaxNativeZoom}
        />
      ) : null}
      {entries.slice(0, drawn).map((entry) =>
        entry.polygons.length === 0 ? null : (
          <Polygon
            key={entry.key}
            positions={entry.polygons}
            // Read once when the path is created (setStyle ignores it): names the path for tests.
            className={`barangay-polygon barangay-${barangayMatchKey(entry.key)}`}
            pathOptions={polygonStyle(entry.pattern, entry.key === selection?.key)}
            eventHandlers={{
              click: (event) => onPolygonClick(entry, [event.latlng.lat, event.latlng.lng]),
            }}
          />
        ),
      )}
      <FlyToSelection selection={selection} zoom={focusZoom} />
      <PopupHeightFromMap onHeight={setPopupMaxHeight} />
      {selection && selected ? (
        <Popup
          key={selection.seq}
          position={selection.position}
          autoPan={!selection.fly}
          maxWidth={320}
          maxHeight={popupMaxHeight}
        >
          <BarangayDetails entry={selected} />
        </Popup>
      ) : null}
      {step > 0 ? children : null}
    </MapContainer>
  );
}

/**
 * The barangay popup scrolls inside itself rather than growing past the map: after a search the map flies
 * to the barangay with the popup's own pan turned off, so the popup hangs above the map's centre, and a tall
 * one put its close button above the map, under the page's content. Its content gets half the map's height
 * less the popup's padding, tip and a margin.
 */
function PopupHeightFromMap({ onHeight }: { onHeight: (height: number) => void }) {
  const map = useMap();
  useEffect(() => {
    const measure = () => onHeight(Math.max(120, Math.floor(map.getSize().y / 2) - 100));
    measure();
    map.on('resize', measure);
    return () => {
      map.off('resize', measure);
    };
  }, [map, onHeight]);
  return null;
}
