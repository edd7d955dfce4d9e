import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AreaGeometry } from './geo.ts';
import { sharedBorderPairs } from './geo-neighbours.ts';

const square = (x: number, y: number): AreaGeometry => ({
  type: 'Polygon',
  coordinates: [
    [
      [x, y],
      [x + 1, y],
      [x + 1, y + 1],
      [x, y + 1],
      [x, y],
    ],
  ],
});

describe('shared borders', () => {
  it('pairs squares that share an edge, not those that touch at a corner', () => {
    const pairs = sharedBorderPairs([
      { id: 'a', geometry: square(0, 0) },
      { id: 'b', geometry: square(1, 0) }, // right of a: shares the edge x = 1
      { id: 'c', geometry: square(1, 1) }, // above b, touches a at (1, 1) only
      { id: 'd', geometry: null },
    ]);
    expect(pairs).toEqual([
      ['a', 'b'],
      ['b', 'c'],
    ]);
  });

  it('finds the neighbours of the real boundary file', () => {
    const file = JSON.parse(
      readFileSync(
        new URL('../../../apps/api/assets/quezon-city-barangays.geojson', import.meta.url),
        'utf8',
      ),
    ) as { features: { properties: { name: string }; geometry: AreaGeometry }[] };
    const pairs = sharedBorderPairs(
      file.features.map((f) => ({ id: f.properties.name, geometry: f.geometry })),
    );
    const of = (name: string) => pairs.flatMap(([a, b]) => (a === name ? [b] : b === name ? [a] : [])).sort();
    expect(of('Bagbag')).toEqual(['San Bartolome', 'Sauyo', 'Talipapa']);
    expect(of('Gulod')).toEqual(['Nagkaisang Nayon', 'San Bartolome', 'Santa Lucia', 'Santa Monica']);
    // Every barangay of the file has at least one neighbour.
    const named = new Set(pairs.flat());
    expect(file.features.every((f) => named.has(f.properties.name))).toBe(true);
  });
});
