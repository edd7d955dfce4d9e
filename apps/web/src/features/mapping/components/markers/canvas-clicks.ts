import type { Handler, Map as LeafletMap, Point } from 'leaflet';

/** Something painted on a canvas that answers a click at a layer point with an action, or null (a miss). */
export interface CanvasClickTarget {
  /** Stacking of its canvas: where two pictures meet, the one drawn on top takes the click. */
  zIndex: number;
  hit(at: Point): (() => void) | null;
}

interface Registration {
  targets: Set<CanvasClickTarget>;
  listener: (event: MouseEvent) => void;
}

const registrations = new WeakMap<LeafletMap, Registration>();

/** Clicks there belong to their own elements: controls, popups, DOM markers and tooltips. */
const OWN_HANDLERS =
  '.leaflet-control-container, .leaflet-popup-pane, .leaflet-marker-pane, .leaflet-tooltip-pane';

/**
 * Clicks on markers painted on a canvas (decision 016). The canvases take no pointer events, so the
 * barangay polygons under them keep their hover and clicks; one capture listener per map looks at each
 * click on the map first, and when it lands on a painted marker, runs that marker's action and keeps the
 * click from Leaflet (no barangay popup as well). A click after dragging the map is not a click on
 * anything, as Leaflet treats it.
 */
export function addCanvasClickTarget(map: LeafletMap, target: CanvasClickTarget): () => void {
  let registration = registrations.get(map);
  if (!registration) {
    const targets = new Set<CanvasClickTarget>();
    const listener = (event: MouseEvent) => {
      const element = event.target as Element | null;
      if (!element?.closest('.leaflet-map-pane') || element.closest(OWN_HANDLERS)) return;
      if ((map.dragging as (Handler & { moved?: () => boolean }) | undefined)?.moved?.()) return;
      const at = map.mouseEventToLayerPoint(event);
      const ordered = [...targets].sort((a, b) => b.zIndex - a.zIndex);
      for (const candidate of ordered) {
        const action = candidate.hit(at);
        if (!action) continue;
        event.stopPropagation();
        action();
        return;
      }
    };
    map.getContainer().addEventListener('click', listener, true);
    registration = { targets, listener };
    registrations.set(map, registration);
  }
  registration.targets.add(target);
  const current = registration;
  return () => {
    current.targets.delete(target);
    if (current.targets.size === 0) {
      map.getContainer().removeEventListener('click', current.listener, true);
      registrations.delete(map);
    }
  };
}
