import type { Intervention, MarkerArea, ReportMarker, TileAddress } from '@dengue/core';
import type { Popup as LeafletPopup } from 'leaflet';
import { type Ref, useCallback, useMemo, useRef, useState } from 'react';
import { Popup } from 'react-leaflet';
import type { MapCluster, MapScope } from '../api/map-layers-queries';
import type { MapHandle } from '../model/map-handle';
import { MARKER_BUTTON_ZOOM } from '../model/marker-layout';
import { BarangayMap, type BarangayMapProps } from './barangay-map';
import { ClusterLayer } from './layers/cluster-layer';
import { InterventionLayer } from './layers/intervention-layer';
import { MarkerTileWatcher } from './layers/marker-tile-watcher';
import { type PlacedReport, placeReports, ReportMarkersLayer } from './layers/report-markers-layer';
import { MapHandleBinder } from './map-handle-binder';
import { ClusterPopup } from './popups/cluster-popup';
import { ReportPopup } from './popups/report-popup';

/** What the map draws over the barangays, already filtered by the page's toggles and options. */
export interface MapLayers {
  reports: readonly ReportMarker[];
  /** Counts of reports per area of a crowded marker tile (the public map, decision 047). */
  areas: readonly MarkerArea[];
  clusters: readonly MapCluster[];
  interventions: readonly Intervention[];
}

export interface DengueMapProps extends BarangayMapProps {
  layers: MapLayers;
  scope: MapScope;
  /** Admin maps: every status, each marker with its status dot. */
  showStatusDot: boolean;
  /** 'View Details' goes to {detailBase}/{reportId}: /mapping or /admin/mapping. */
  detailBase: string;
  handleRef?: Ref<MapHandle>;
  /** The public map: told which marker tiles its view needs (decision 047). */
  onTiles?: (tiles: TileAddress[]) => void;
}

/**
 * The dengue map: barangay polygons, cluster circles, breeding-site and intervention markers, their
 * popups, and the handle pages drive it with. Lazily loaded with Leaflet.
 */
export function DengueMap({
  layers,
  scope,
  showStatusDot,
  detailBase,
  handleRef,
  onTiles,
  ...barangays
}: DengueMapProps) {
  const placed = useMemo(() => placeReports(layers.reports), [layers.reports]);
  const [open, setOpen] = useState<{ item: PlacedReport; seq: number } | null>(null);
  // Every click reopens (a new key), also after Leaflet closed the popup for another one.
  const openItem = useCallback(
    (item: PlacedReport) => setOpen((prev) => ({ item, seq: (prev?.seq ?? 0) + 1 })),
    [],
  );
  const shown = open ? placed.find((item) => item.id === open.item.id) : undefined;
  // One array while the report stays put: the public map's markers are rebuilt as its tiles change
  // (decision 047), and react-leaflet reopens a popup whose position prop is a new array.
  const shownLat = shown?.position[0];
  const shownLng = shown?.position[1];
  const shownPosition = useMemo(
    () =>
      shownLat === undefined || shownLng === undefined ? null : ([shownLat, shownLng] as [number, number]),
    [shownLat, shownLng],
  );
  // Closed on the map (its ×, a click elsewhere): forgotten, so new markers never bring it back. Only the
  // popup that is still the open one: a popup replaced by the next one is removed too.
  const forgetPopup = useCallback((seq: number) => setOpen((prev) => (prev?.seq === seq ? null : prev)), []);
  const popupRef = useRef<LeafletPopup>(null);
  // Lays the popup out again (and pans the map to it) once the report's fields have filled it.
  const relayoutPopup = useCallback(() => popupRef.current?.update(), []);
  // Markers are buttons from MARKER_BUTTON_ZOOM (decision 016); below it pictures. A click near a report
  // reaches it on every map (decision 034); painted clusters and interventions answer one on staff maps.
  const clickable = scope === 'staff';
  // Staff maps: the cluster whose popup of actions is open, by id (its data follows the reloaded clusters,
  // and the popup closes when the cluster dissolves).
  const [openCluster, setOpenCluster] = useState<{ id: string; seq: number } | null>(null);
  const selectCluster = useCallback((cluster: MapCluster) => {
    setOpen(null);
    setOpenCluster((prev) => ({ id: cluster._id, seq: (prev?.seq ?? 0) + 1 }));
  }, []);
  const shownCluster = openCluster ? layers.clusters.find((c) => c._id === openCluster.id) : undefined;
  // One array while the centre stays: react-leaflet reopens a popup whose position prop is a new array.
  const clusterLat = shownCluster?.center.lat;
  const clusterLng = shownCluster?.center.lng;
  const clusterPosition = useMemo(
    () =>
      clusterLat === undefined || clusterLng === undefined
        ? null
        : ([clusterLat, clusterLng] as [number, number]),
    [clusterLat, clusterLng],
  );
  const clusterPopupRef = useRef<LeafletPopup>(null);
  const relayoutClusterPopup = useCallback(() => clusterPopupRef.current?.update(), []);
  const markersById = useMemo(() => new Map(layers.reports.map((r) => [r._id, r])), [layers.reports]);
  return (
    <BarangayMap {...barangays}>
      <ClusterLayer
        clusters={layers.clusters}
        interactiveFromZoom={MARKER_BUTTON_ZOOM}
        clickableCanvas={clickable}
        onSelect={clickable ? selectCluster : undefined}
      />
      {onTiles ? <MarkerTileWatcher onTiles={onTiles} /> : null}
      <ReportMarkersLayer
        placed={placed}
        areas={layers.areas}
        showStatusDot={showStatusDot}
        onSelect={openItem}
        interactiveFromZoom={MARKER_BUTTON_ZOOM}
      />
      <InterventionLayer
        interventions={layers.interventions}
        interactiveFromZoom={MARKER_BUTTON_ZOOM}
        clickableDots={clickable}
      />
      {openCluster && shownCluster && clusterPosition ? (
        <Popup
          key={`cluster-${openCluster.seq}`}
          ref={clusterPopupRef}
          position={clusterPosition}
          maxWidth={320}
          // Clear of the map's edges and the toasts at the top of the page.
          autoPanPaddingTopLeft={[16, 96]}
          // Its own check boxes and buttons re-render as they are pressed, so Leaflet can see a press on
          // an element that React has just replaced as a click on the map: it closes by its × (or another
          // popup) only.
          closeOnClick={false}
        >
          <ClusterPopup id={openCluster.id} markers={markersById} onResized={relayoutClusterPopup} />
        </Popup>
      ) : null}
      {open && shown && shownPosition ? (
        <Popup
          key={open.seq}
          ref={popupRef}
          position={shownPosition}
          maxWidth={300}
          eventHandlers={{ remove: () => forgetPopup(open.seq) }}
        >
          <ReportPopup marker={shown.report} scope={scope} detailBase={detailBase} onGrown={relayoutPopup} />
        </Popup>
      ) : null}
      <MapHandleBinder handleRef={handleRef} placed={placed} onShowPopup={openItem} />
    </BarangayMap>
  );
}
