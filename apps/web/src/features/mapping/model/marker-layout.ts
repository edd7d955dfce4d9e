import { MAP_DEFAULTS } from '@dengue/core';

/** [lat, lng], the order Leaflet takes. */
export type LatLng = [number, number];

/** Metres in one degree of latitude on the sphere core's haversineMeters uses. */
const METERS_PER_DEGREE = 111_195.08;

/** The point `east` and `north` metres away (exact enough over metres, which is all the map needs). */
export function offsetMeters([lat, lng]: LatLng, east: number, north: number): LatLng {
  return [
    lat + north / METERS_PER_DEGREE,
    lng + east / (METERS_PER_DEGREE * Math.cos((lat * Math.PI) / 180)),
  ];
}

/** Points equal to six decimals (about 0.1 m) count as one spot: pins placed on the same point. */
const SAME_SPOT_SCALE = 1e6;

/**
 * Where each marker is drawn: alone at its point, or, when several share a spot, spread evenly on a
 * circle of 8 m around it (admin section 9), starting north and going clockwise in input order.
 */
export function spreadCoLocated<T>(
  items: readonly T[],
  positionOf: (item: T) => LatLng,
  radiusMeters: number = MAP_DEFAULTS.markerSpreadMeters,
): Map<T, LatLng> {
  const spots = new Map<string, T[]>();
  for (const item of items) {
    const [lat, lng] = positionOf(item);
    const key = `${Math.round(lat * SAME_SPOT_SCALE)}:${Math.round(lng * SAME_SPOT_SCALE)}`;
    const group = spots.get(key);
    if (group) group.push(item);
    else spots.set(key, [item]);
  }
  const placed = new Map<T, LatLng>();
  for (const group of spots.values()) {
    if (group.length === 1) {
      placed.set(group[0]!, positionOf(group[0]!));
      continue;
    }
    const center = positionOf(group[0]!);
    group.forEach((item, index) => {
      const angle = (2 * Math.PI * index) / group.length;
      placed.set(item, offsetMeters(center, radiusMeters * Math.sin(angle), radiusMeters * Math.cos(angle)));
    });
  }
  return placed;
}

/**
 * Up to this many markers in view are DOM elements (focusable, clickable, each with its own name); more
 * than that are painted on one canvas, where 10,000 stay smooth (decision 009).
 */
export const DOM_MARKER_LIMIT = 250;

/**
 * Map markers become buttons from this zoom (neighbourhood level, where the canvas also switches from dots
 * to icons), on the resident and the staff maps alike. At city and district zoom a city's reports,
 * clusters and interventions sit a few pixels apart, and 28 px buttons on top of each other fail WCAG
 * 2.2's target size (2.5.8): there they are drawn as pictures (staff maps: pictures that still answer a
 * click, see canvas-clicks.ts), the barangay polygons stay clickable, and the search, a zoom in or the
 * admin map's 'Recent reports' make every marker a button again (decision 016).
 */
export const MARKER_BUTTON_ZOOM = 14;

export type RenderMode = 'dom' | 'canvas';

export const renderModeFor = (countInView: number, limit: number = DOM_MARKER_LIMIT): RenderMode =>
  countInView <= limit ? 'dom' : 'canvas';

/** The side of a marker button's box, pixels (discIcon's default; cluster badges are 26, counted as 28). */
export const MARKER_BUTTON_SIZE = 28;

/** A button's centre on the map's layer, pixels. */
export interface ScreenPoint {
  x: number;
  y: number;
}

export interface CrowdGroup {
  /** Indexes into the points given. */
  members: number[];
  /** The mean of the members' centres, rounded as Leaflet rounds a marker's: where the group's button stands. */
  x: number;
  y: number;
}

/** WCAG 2.2's minimum target (2.5.8): a 24 by 24 px square of a button no other button covers. */
export const MIN_TARGET_SIZE = 24;

/**
 * Whether a box of side `size` centred on `target` keeps a `min` square that none of the boxes centred on
 * `others` covers (as axe-core's `target-size` measures: 28 px buttons may overlap by up to 4 px).
 */
export function keepsFreeSquare(
  target: ScreenPoint,
  others: readonly ScreenPoint[],
  size: number,
  min: number = MIN_TARGET_SIZE,
): boolean {
  const half = size / 2;
  const box = (p: ScreenPoint): Rect => ({
    left: p.x - half,
    top: p.y - half,
    right: p.x + half,
    bottom: p.y + half,
  });
  return keepsFreeSquareAmong(box(target), others.map(box), min);
}

/** A box on screen, pixels. */
export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The same for any boxes: whether `target` keeps a `min` square that none of `obstacles` covers. */
export function keepsFreeSquareAmong(
  target: Rect,
  obstacles: readonly Rect[],
  min: number = MIN_TARGET_SIZE,
) {
  const over = obstacles.filter(
    (o) => o.left < target.right && o.right > target.left && o.top < target.bottom && o.bottom > target.top,
  );
  if (over.length === 0) return true;
  // Where the square can start along an axis: an interval; only its ends and the obstacles' edges need trying.
  const starts = (from: number, to: number, edges: number[]) =>
    [...new Set([from, to, ...edges])].filter((start) => start >= from && start <= to);
  const xs = starts(
    target.left,
    target.right - min,
    over.flatMap((o) => [o.right, o.left - min]),
  );
  const ys = starts(
    target.top,
    target.bottom - min,
    over.flatMap((o) => [o.bottom, o.top - min]),
  );
  return xs.some((x) =>
    ys.some((y) => over.every((o) => o.right <= x || o.left >= x + min || o.bottom <= y || o.top >= y + min)),
  );
}

/**
 * Puts buttons that would cover too much of each other into groups, so that every button left, a group's
 * included (at its members' mean), keeps its 24 px square (`keepsFreeSquare`; WCAG 2.2, 2.5.8; decision
 * 016). A button that does not is merged with the nearest button over it; the merged group stands
 * elsewhere and may now cover a third, so it repeats until every button keeps its square. Groups of one
 * are buttons that stand alone. Centres are whole pixels, as Leaflet draws markers.
 */
export function groupCrowded(points: readonly ScreenPoint[], size: number): CrowdGroup[] {
  const groups: CrowdGroup[] = points.map((p, index) => ({
    members: [index],
    x: Math.round(p.x),
    y: Math.round(p.y),
  }));
  const distance = (a: ScreenPoint, b: ScreenPoint) => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
  let merged = true;
  while (merged) {
    merged = false;
    for (let index = 0; index < groups.length; index += 1) {
      const group = groups[index]!;
      const near = groups.filter((other) => other !== group && distance(other, group) < size);
      if (keepsFreeSquare(group, near, size)) continue;
      const nearest = near.reduce((best, other) =>
        distance(other, group) < distance(best, group) ? other : best,
      );
      const total = group.members.length + nearest.members.length;
      group.x = Math.round((group.x * group.members.length + nearest.x * nearest.members.length) / total);
      group.y = Math.round((group.y * group.members.length + nearest.y * nearest.members.length) / total);
      group.members.push(...nearest.members);
      groups.splice(groups.indexOf(nearest), 1);
      merged = true;
      // The group moved and grew: look at it again now; the groups before it, in the next pass.
      index -= 1;
    }
  }
  for (const group of groups) group.members.sort((x, y) => x - y);
  return groups;
}

/** A group of points near each other on screen: its members (indexes) and where it is drawn (its first member). */
export interface NearGroup {
  members: number[];
  x: number;
  y: number;
}

/**
 * Points within `radius` pixels of a group's first point join that group, in input order (a grid of
 * `radius` cells keeps it linear for 10,000 points). Groups stand at their first point, so any two stand at
 * least `radius` apart: at city zoom each is one target of its own (area counts, decision 034).
 */
export function groupNear(points: readonly ScreenPoint[], radius: number): NearGroup[] {
  const groups: NearGroup[] = [];
  const cells = new Map<string, NearGroup[]>();
  const cellOf = (v: number) => Math.floor(v / radius);
  points.forEach((p, index) => {
    const cx = cellOf(p.x);
    const cy = cellOf(p.y);
    let found: NearGroup | undefined;
    let best = radius;
    for (let dx = -1; dx <= 1; dx += 1)
      for (let dy = -1; dy <= 1; dy += 1)
        for (const group of cells.get(`${cx + dx}:${cy + dy}`) ?? []) {
          const d = Math.hypot(group.x - p.x, group.y - p.y);
          if (d < best) {
            best = d;
            found = group;
          }
        }
    if (found) {
      found.members.push(index);
      return;
    }
    const group: NearGroup = { members: [index], x: p.x, y: p.y };
    groups.push(group);
    const key = `${cx}:${cy}`;
    cells.set(key, [...(cells.get(key) ?? []), group]);
  });
  return groups;
}
