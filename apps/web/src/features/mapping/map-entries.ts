import { createBarangayMatcher, PATTERN_COLORS, type PatternType, QC_BARANGAY_NAMES } from '@dengue/core';
import { ensureNoDataPattern, NO_DATA_FILL } from '../../components/map/no-data-pattern';
import { currentFormatters } from '../../i18n/format';
import { t } from '../../i18n/language-store';
import type { BoundaryFeature } from './api/barangay-boundaries-query';
import type { BarangayStatus } from './api/barangay-statuses-query';
import '../../i18n/en/map';

/** [lat, lng], the order Leaflet takes. */
export type LatLngTuple = [number, number];

/** One barangay as the map, the search and the details panel see it. */
export interface BarangayEntry {
  /** The official name (core's QC_BARANGAY_NAMES), or the boundary's own name when it matches none. */
  key: string;
  displayName: string;
  pattern: PatternType;
  color: string;
  status: BarangayStatus | null;
  /** Outer and inner rings of each polygon, [lat, lng]; empty for a barangay without a boundary. */
  polygons: LatLngTuple[][][];
  /** Where the search flies to and the popup opens. Null without a boundary. */
  center: LatLngTuple | null;
  /** Its shape is derived, not surveyed (Novaliches Proper): the popup says so. */
  approximate: boolean;
}

export const FILL_OPACITY = 0.45;

const styles = new Map<string, ReturnType<typeof makeStyle>>();
const makeStyle = (pattern: PatternType, selected: boolean) => {
  const color = PATTERN_COLORS[pattern];
  // 'No Data' shares 'No Change''s grey: its hatch tells them apart without colour.
  const hatched = pattern === 'none';
  if (hatched) ensureNoDataPattern();
  return {
    color: selected ? '#1a202c' : color,
    weight: selected ? 4 : 1.5,
    fillColor: hatched ? NO_DATA_FILL : color,
    fillOpacity: hatched ? 0.9 : FILL_OPACITY,
  };
};

/**
 * Path style of a polygon: the pattern colour (for 'No Data', the grey hatch), a thicker outline when selected. The same object for the
 * same style, so re-rendering the map does not restyle all 141 polygons.
 */
export function polygonStyle(pattern: PatternType, selected: boolean) {
  const key = `${pattern}|${selected}`;
  let style = styles.get(key);
  if (!style) {
    style = makeStyle(pattern, selected);
    styles.set(key, style);
  }
  return style;
}

/** No analysed cases: the popup says so instead of showing empty alerts. */
export const hasNoData = (status: BarangayStatus | null): boolean =>
  status === null ||
  (status.status_and_recommendation.pattern_based.status === 'none' && status.last_analysis_time === null);

/** 'Last analysed' text: the Manila date and 12-hour time, or the spec's placeholders. */
export function lastAnalysedText(value: string | null | undefined): string {
  if (!value) return t('map.noRecentAnalysis');
  return currentFormatters().dateTime(value) || t('map.invalidDate');
}

const toLatLngRings = (rings: readonly (readonly (readonly number[])[])[]): LatLngTuple[][] =>
  rings.map((ring) => ring.map(([lng = 0, lat = 0]) => [lat, lng] as LatLngTuple));

function polygonsOf(feature: BoundaryFeature): LatLngTuple[][][] {
  const { geometry } = feature;
  if (geometry.type === 'Polygon') return [toLatLngRings(geometry.coordinates)];
  return geometry.coordinates.map(toLatLngRings);
}

/** The label point of the boundary file, else the middle of the outer ring's bounding box. */
function centerOf(feature: BoundaryFeature, polygons: LatLngTuple[][][]): LatLngTuple | null {
  const label = feature.properties.label_point;
  if (label && label.length === 2) return [label[1], label[0]];
  const outer = polygons.flatMap((polygon) => polygon[0] ?? []);
  if (outer.length === 0) return null;
  const lats = outer.map(([lat]) => lat);
  const lngs = outer.map(([, lng]) => lng);
  return [(Math.min(...lats) + Math.max(...lats)) / 2, (Math.min(...lngs) + Math.max(...lngs)) / 2];
}

/**
 * localeCompare's order. The first comparison loads the browser's collation data (about 5 ms here, more on
 * a phone); making the collator when this module loads does that in the chunk's own task rather than in
 * the render that first draws the map's data.
 */
const byName = new Intl.Collator().compare;

/**
 * Joins the boundary features with the barangay statuses through core's name matcher (resident
 * section 5), and adds the barangays that have a status but no polygon (none since Novaliches Proper has
 * its derived one, but a page may hold an older file), so the search and the list reach all 142 (every official name is listed even without a status). Sorted by name.
 */
export function buildBarangayEntries(
  features: readonly BoundaryFeature[],
  statuses: readonly BarangayStatus[],
): BarangayEntry[] {
  const matcher = createBarangayMatcher(QC_BARANGAY_NAMES);
  const keyOf = (raw: string) => matcher.match(raw) ?? raw;
  const statusByKey = new Map<string, BarangayStatus>();
  for (const status of statuses) statusByKey.set(keyOf(status.name), status);

  const entries = new Map<string, BarangayEntry>();
  const add = (key: string, status: BarangayStatus | null, feature: BoundaryFeature | null) => {
    const pattern = status?.status_and_recommendation.pattern_based.status ?? 'none';
    const polygons = feature ? polygonsOf(feature) : [];
    entries.set(key, {
      key,
      displayName: status?.displayName || feature?.properties.name || key,
      pattern,
      color: PATTERN_COLORS[pattern],
      status,
      polygons,
      center: feature ? centerOf(feature, polygons) : null,
      approximate: feature?.properties.approximate === true,
    });
  };
  for (const feature of features) {
    const key = keyOf(feature.properties.name);
    add(key, statusByKey.get(key) ?? null, feature);
  }
  for (const [key, status] of statusByKey) if (!entries.has(key)) add(key, status, null);
  // Every official barangay is reachable by search even when the API has not answered for it.
  for (const name of QC_BARANGAY_NAMES) if (!entries.has(name)) add(name, null, null);
  return [...entries.values()].sort((a, b) => byName(a.displayName, b.displayName));
}
