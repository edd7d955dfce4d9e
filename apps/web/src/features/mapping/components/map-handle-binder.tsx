import { MAP_DEFAULTS } from '@dengue/core';
import { type CircleMarker, circleMarker } from 'leaflet';
import { type Ref, useEffect, useImperativeHandle, useRef } from 'react';
import { useMap } from 'react-leaflet';
import type { MapHandle } from '../model/map-handle';
import type { PlacedReport } from './layers/report-markers-layer';

const HIGHLIGHT_PANE = 'marker-highlight';

/** Binds the page's MapHandle ref to this Leaflet map and its placed report markers. */
export function MapHandleBinder({
  handleRef,
  placed,
  onShowPopup,
}: {
  handleRef: Ref<MapHandle> | undefined;
  placed: readonly PlacedReport[];
  onShowPopup: (item: PlacedReport) => void;
}) {
  const map = useMap();
  const ring = useRef<CircleMarker | null>(null);
  useEffect(() => {
    const pane = map.getPane(HIGHLIGHT_PANE) ?? map.createPane(HIGHLIGHT_PANE);
    pane.style.zIndex = '620';
    pane.style.pointerEvents = 'none';
    return () => {
      ring.current?.remove();
      ring.current = null;
    };
  }, [map]);

  useImperativeHandle(handleRef, () => {
    const find = (id: string) => placed.find((item) => item.id === id);
    const clearHighlight = () => {
      ring.current?.remove();
      ring.current = null;
    };
    return {
      panTo: (lat, lng) => map.panTo([lat, lng]),
      zoomTo: (zoom) => map.setZoom(zoom),
      clearHighlight,
      highlightMarker: (id) => {
        clearHighlight();
        const item = find(id);
        if (!item) return;
        ring.current = circleMarker(item.position, {
          pane: HIGHLIGHT_PANE,
          radius: 22,
          color: '#facc15',
          weight: 5,
          fill: false,
          interactive: false,
          className: 'marker-highlight',
        }).addTo(map);
      },
      showPopup: (id) => {
        const item = find(id);
        if (!item) return;
        map.setView(item.position, Math.max(map.getZoom(), MAP_DEFAULTS.popupZoom));
        onShowPopup(item);
      },
    };
  }, [map, placed, onShowPopup]);
  return null;
}
