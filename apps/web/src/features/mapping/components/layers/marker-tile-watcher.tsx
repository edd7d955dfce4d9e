import { type TileAddress, tileKey, tilesCovering, tileZoomFor } from '@dengue/core';
import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';

/** A tenth of the view around it: a short pan finds its markers already loaded. */
const VIEW_MARGIN = 0.1;

/**
 * Tiles kept in the set after the view left them, at most: a long pan drops the oldest. (At the tile zoom
 * of the button zoom a tile is about 5 km a side: 48 are more than the city.)
 */
const TILES_KEPT = 48;

/** The marker tiles (decision 047) covering a map's view and a margin around it. */
function tilesInView(map: LeafletMap): TileAddress[] {
  const view = map.getBounds().pad(VIEW_MARGIN);
  return tilesCovering(
    { west: view.getWest(), east: view.getEast(), north: view.getNorth(), south: view.getSouth() },
    tileZoomFor(map.getZoom()),
  );
}

/**
 * Tells the page which marker tiles to draw: those the view has covered at the current tile zoom, at the
 * start and after each move, only when the set grows or the tile zoom changes. Tiles the view left stay in
 * the set, so a pan back or a zoom in (from the button zoom the tile zoom stays) changes nothing drawn: the
 * markers are not rebuilt under a person's finger or keyboard focus.
 */
export function MarkerTileWatcher({ onTiles }: { onTiles: (tiles: TileAddress[]) => void }) {
  const map = useMap();
  const report = useRef(onTiles);
  report.current = onTiles;
  useEffect(() => {
    let kept = new Map<string, TileAddress>();
    let zoom = Number.NaN;
    const update = () => {
      const inView = tilesInView(map);
      const tileZoom = inView[0]?.z ?? Number.NaN;
      let changed = false;
      if (tileZoom !== zoom) {
        kept = new Map();
        zoom = tileZoom;
        changed = true;
      }
      for (const tile of inView) {
        const key = tileKey(tile);
        if (kept.has(key)) {
          // Most recently in view last: the oldest go first when the set is full.
          kept.delete(key);
          kept.set(key, tile);
          continue;
        }
        kept.set(key, tile);
        changed = true;
      }
      while (kept.size > Math.max(TILES_KEPT, inView.length)) kept.delete(kept.keys().next().value!);
      if (changed) report.current([...kept.values()]);
    };
    map.whenReady(update);
    map.on('moveend', update);
    return () => {
      map.off('moveend', update);
    };
  }, [map]);
  return null;
}
