import { MAP_DEFAULTS, type MarkerArea } from '@dengue/core';
import { type Map as LeafletMap, latLngBounds } from 'leaflet';
import { groupNear, type LatLng, MARKER_BUTTON_ZOOM, MIN_TARGET_SIZE } from '../../model/marker-layout';
import { addCanvasClickTarget } from './canvas-clicks';
import type { HybridItem } from './hybrid-point-layer';

/** Below the button zoom, reports closer than this on screen (pixels) are drawn as one area count. */
export const AREA_RADIUS = 40;

export interface AreaGroup<T> {
  members: T[];
  /** Reports in it: its members and the counts of the marker tiles' areas it took in (decision 047). */
  count: number;
  /** Where those areas are, for the zoom to them. */
  areaPositions: LatLng[];
  /** Where it is drawn: projected pixels at the zoom it was made for. */
  x: number;
  y: number;
}

/**
 * The reports as the map draws them below MARKER_BUTTON_ZOOM: one group per area (AREA_RADIUS), made
 * once per zoom level from the projected points, so a pan never regroups them.
 */
export function areaGroups<T extends HybridItem>(
  map: LeafletMap,
  items: readonly T[],
  areas: readonly MarkerArea[] = [],
) {
  let zoom = Number.NaN;
  let groups: AreaGroup<T>[] = [];
  return (at: number): AreaGroup<T>[] => {
    if (at !== zoom) {
      const points = [
        ...items.map((item) => map.project(item.position, at)),
        ...areas.map((area) => map.project([area.lat, area.lng], at)),
      ];
      groups = groupNear(points, AREA_RADIUS).map((group) => {
        const members: T[] = [];
        const areaPositions: LatLng[] = [];
        let count = 0;
        for (const index of group.members) {
          if (index < items.length) {
            members.push(items[index]!);
            count += 1;
          } else {
            const area = areas[index - items.length]!;
            areaPositions.push([area.lat, area.lng]);
            count += area.count;
          }
        }
        return { members, count, areaPositions, x: group.x, y: group.y };
      });
      zoom = at;
    }
    return groups;
  };
}

/**
 * A click on the map reaches the nearest report within a finger's reach (MIN_TARGET_SIZE, WCAG 2.5.8)
 * before the barangay under it, at every zoom (decision 034): below the button zoom the nearest area
 * (one report opens; a count zooms in to its reports), from it the nearest report, button or painted.
 * A click on a marker's own button is the button's (canvas-clicks.ts leaves the marker pane alone).
 */
export function addReportNearClicks<T extends HybridItem>(
  map: LeafletMap,
  items: readonly T[],
  groupsAt: (zoom: number) => AreaGroup<T>[],
  zIndex: number,
  onSelect: (item: T) => void,
): () => void {
  return addCanvasClickTarget(map, {
    zIndex,
    hit: (at) => {
      const zoom = map.getZoom();
      if (zoom < MARKER_BUTTON_ZOOM) {
        const origin = map.getPixelOrigin();
        let nearest: AreaGroup<T> | undefined;
        let best = MIN_TARGET_SIZE;
        for (const group of groupsAt(zoom)) {
          const d = Math.hypot(group.x - origin.x - at.x, group.y - origin.y - at.y);
          if (d <= best) {
            best = d;
            nearest = group;
          }
        }
        if (!nearest) return null;
        const { members, count, areaPositions } = nearest;
        if (count === 1) return () => onSelect(members[0]!);
        return () =>
          map.fitBounds(latLngBounds([...members.map((item) => item.position), ...areaPositions]), {
            padding: [48, 48],
            maxZoom: MAP_DEFAULTS.barangayZoom,
          });
      }
      let nearest: T | undefined;
      let best = MIN_TARGET_SIZE;
      for (const item of items) {
        const p = map.latLngToLayerPoint(item.position);
        const d = Math.hypot(p.x - at.x, p.y - at.y);
        if (d <= best) {
          best = d;
          nearest = item;
        }
      }
      const found = nearest;
      return found ? () => onSelect(found) : null;
    },
  });
}
