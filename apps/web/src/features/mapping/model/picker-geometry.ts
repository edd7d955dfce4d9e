import {
  type AreaGeometry,
  bboxOf,
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
export const focusZoom = (variant: PickerVariant) => (variant === 'admin' ? 15 : MAP_DEFAULTS.barangayZoom);
/** Zoom when the map jumps to a point (a located device): 17 resident, 18 admin. */
export const pointZoom = (variant: PickerVariant) => (variant === 'admin' ? 18 : MAP_DEFAULTS.pointZoom);

export function toPickerAreas(features: readonly BoundaryFeature[]): PickerArea[] {
  return features.map((feature) => {
    const label = feature.properties.label_point;
    return {
      name: feature.properties.name,
      geometry: feature.geometry as AreaGeometry,
      labelPoint: label && label.length === 2 ? [label[1], label[0]] : null,
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
