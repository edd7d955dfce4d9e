/**
 * npm run build:city-picture: writes apps/web/public/city-map.svg, the picture of the city's barangays the
 * resident map shows in its box until the map itself is drawn (decision 046, 2026-11-28 section). Drawn in
 * Web Mercator over CITY_OUTLINE_BOUNDS, as the map's first view fits them, so the map replaces it in place;
 * an empty margin around them (CITY_PICTURE_MARGIN) makes the picture fill the map's box as the map does.
 * Outlines simplified to a third of a pixel at zoom 12 (the picture is shown at zoom 10 to 12).
 * Boundaries: OpenStreetMap contributors (ODbL) and the derived Novaliches Proper (decision 035).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CITY_OUTLINE_BOUNDS, CITY_PICTURE_MARGIN, worldPoint } from '@dengue/core';
import simplify from 'simplify-js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CITY_PICTURE_PATH = path.join(root, 'apps/web/public/city-map.svg');
const SOURCES = [
  'apps/api/assets/quezon-city-barangays.geojson',
  'apps/api/assets/novaliches-proper-derived.geojson',
];

/** The picture's units: pixels at zoom 12. */
const SCALE = 2 ** 12;
const TOLERANCE = 0.33;

type Ring = [number, number][];
interface Feature {
  geometry: { type: 'Polygon'; coordinates: Ring[] } | { type: 'MultiPolygon'; coordinates: Ring[][] };
}

export function cityPictureSvg(): string {
  const nw = worldPoint(CITY_OUTLINE_BOUNDS.west, CITY_OUTLINE_BOUNDS.north);
  const se = worldPoint(CITY_OUTLINE_BOUNDS.east, CITY_OUTLINE_BOUNDS.south);
  // The city's box with an empty margin around it (CITY_PICTURE_MARGIN box widths and heights a side).
  const origin = {
    x: nw.x - (se.x - nw.x) * CITY_PICTURE_MARGIN,
    y: nw.y - (se.y - nw.y) * CITY_PICTURE_MARGIN,
  };
  const width = (se.x - nw.x) * (1 + 2 * CITY_PICTURE_MARGIN) * SCALE;
  const height = (se.y - nw.y) * (1 + 2 * CITY_PICTURE_MARGIN) * SCALE;
  const rings: Ring[] = SOURCES.flatMap((file) => {
    const collection = JSON.parse(readFileSync(path.join(root, file), 'utf8')) as { features: Feature[] };
    return collection.features.flatMap((f) =>
      f.geometry.type === 'Polygon' ? f.geometry.coordinates : f.geometry.coordinates.flat(),
    );
  });
  const paths = rings.map((ring) => {
    const points = ring.map(([lng, lat]) => {
      const p = worldPoint(lng, lat);
      return { x: (p.x - origin.x) * SCALE, y: (p.y - origin.y) * SCALE };
    });
    const kept = simplify(points, TOLERANCE, true);
    return `M${kept.map((p) => `${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join('L')}Z`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width.toFixed(1)} ${height.toFixed(1)}">`,
    '<title>The barangays of Quezon City</title>',
    '<!-- Quezon City barangays: OpenStreetMap contributors (ODbL); Novaliches Proper derived (see README) -->',
    `<path d="${paths.join('')}" fill="#e2e8f0" stroke="#64748b" stroke-width="0.8" stroke-linejoin="round"/>`,
    '</svg>',
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const svg = cityPictureSvg();
  writeFileSync(CITY_PICTURE_PATH, svg);
  console.log(`wrote ${path.relative(root, CITY_PICTURE_PATH)} (${(svg.length / 1024).toFixed(1)} KB)`);
}
