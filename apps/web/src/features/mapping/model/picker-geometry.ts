import {
  type AreaGeometry,
  bboxOf,
  FALLBACK_LABEL_POINTS,
  type GeoBounds,
  INTERVENTION_PIN_BOUNDS,
  MAP_DEFAULTS,
  REPORT_FORM_BOUNDS,
} from '@dengue/core';
import type { BoundaryFeature } from '../api/barangay-boundaries-query';
import type { PickerArea, PickerVariant } from './picker-rules';

/** [lat, lng], the order Leaflet takes. */
export type LatLng = [lat: number, lng: number];

/** Barangay names are drawn on the picker from this zoom on (resident section 2). */
export const LABEL_MIN_ZOOM = 14;
export const labelsVisible = (zoom: number) => zoom >= LABEL_MIN_ZOOM;

/** Zoom when the map jumps to a barangay: 16 on the resident side, 15 on the admin side (section 9 of each). */
export const focusZoom = (variant: PickerVariant) =>
  variant === 'admin' ? MAP_DEFAULTS.adminBarangayZoom : MAP_DEFAULTS.barangayZoom;
/** Zoom for a given point (a pin already set, a located device): 17 resident, 18 admin (section 9 of each). */
export const pointZoom = (variant: PickerVariant) =>
  variant === 'admin' ? MAP_DEFAULTS.adminPinZoom : MAP_DEFAULTS.pointZoom;

/**
 * Where a picker opens: on a pin already set, at the pin zoom; otherwise at the start view of its side: the
 * report form's picker centre (resident section 9: 14.676, 121.0437, zoom 13) or the intervention map's
 * (admin section 9: about 14.6488, 121.0509, zoom 12).
 */
export function pickerStartView(
  variant: PickerVariant,
  pin: LatLng | null,
): { center: LatLng; zoom: number } {
  if (pin) return { center: pin, zoom: pointZoom(variant) };
  const [lat, lng] = variant === 'admin' ? MAP_DEFAULTS.interventionCenter : MAP_DEFAULTS.pickerCenter;
  return {
    center: [lat, lng],
    zoom: variant === 'admin' ? MAP_DEFAULTS.interventionZoom : MAP_DEFAULTS.pickerZoom,
  };
}

/** The boundary file's features as picker areas; a barangay it gives no label point gets core's fallback. */
export function toPickerAreas(features: readonly BoundaryFeature[]): PickerArea[] {
  return features.map((feature) => {
    const name = feature.properties.name;
    const given = feature.properties.label_point;
    const label = given && given.length === 2 ? given : FALLBACK_LABEL_POINTS[name];
    return {
      name,
      geometry: feature.geometry as AreaGeometry,
      labelPoint: label ? [label[1], label[0]] : null,
    };
  });
}

/** The whole world as one ring, so the city can be cut out of it. */
const WORLD: LatLng[] = [
  [90, -180],
  [90, 180],
  [-90, 180],
  [-90, -180],
];

/**
 * The red overlay outside the city: the world with the city's outer ring(s) as holes. Leaflet fills a
 * polygon's first ring and cuts the following ones out.
 */
export function cityMask(city: AreaGeometry): LatLng[][] {
  const polygons = city.type === 'Polygon' ? [city.coordinates] : city.coordinates;
  const holes = polygons.map((rings) => (rings[0] ?? []).map(([lng = 0, lat = 0]) => [lat, lng] as LatLng));
  return [WORLD, ...holes];
}

/** How far past its bounds the picker may be panned, so the overlay at the city's edge stays in view. */
const PAN_MARGIN_DEGREES = 0.02;

/**
 * The area the picker may be panned over: the form's own bounds (resident section 5: north 14.8, south
 * 14.5, west 121, east 121.2) or the admin pin box, widened to the whole city outline (its western edge
 * lies just west of 121) and a small margin. [[south, west], [north, east]].
 */
export function pickerMaxBounds(variant: PickerVariant, city: AreaGeometry | null): [LatLng, LatLng] {
  const base: GeoBounds = variant === 'admin' ? INTERVENTION_PIN_BOUNDS : REPORT_FORM_BOUNDS;
  let { south, north, west, east } = base;
  if (city) {
    const [cityWest, citySouth, cityEast, cityNorth] = bboxOf(city);
    south = Math.min(south, citySouth);
    north = Math.max(north, cityNorth);
    west = Math.min(west, cityWest);
    east = Math.max(east, cityEast);
  }
  return [
    [south - PAN_MARGIN_DEGREES, west - PAN_MARGIN_DEGREES],
    [north + PAN_MARGIN_DEGREES, east + PAN_MARGIN_DEGREES],
  ];
}
