import { haversineMeters } from '@dengue/core';
import { describe, expect, it } from 'vitest';
import { centerOf, clusterRadius, linkComponents, mostCommon } from './cluster-geometry.ts';
import { clusterValuesOf, matchClusterIds } from './cluster-recompute.ts';

const METERS_PER_DEGREE = 111_195.08;
const ORIGIN = { lng: 121.0437, lat: 14.676 };
/** A point `east` and `north` metres from the origin. */
const at = (id: string, east: number, north: number) => ({
  id,
  lng: ORIGIN.lng + east / (METERS_PER_DEGREE * Math.cos((ORIGIN.lat * Math.PI) / 180)),
  lat: ORIGIN.lat + north / METERS_PER_DEGREE,
});
const ids = (groups: { id: string }[][]) => groups.map((g) => g.map((p) => p.id).sort()).sort();

describe('linkComponents (single linkage within 50 m)', () => {
  it('chains points each within 50 m of the next, even when the ends are 80 m apart', () => {
    const groups = linkComponents([at('a', 0, 0), at('b', 40, 0), at('c', 80, 0), at('far', 300, 0)], 50);
    expect(ids(groups)).toEqual([['a', 'b', 'c'], ['far']]);
  });

  it('links at exactly 50 m and not at 51 m, across grid cells in every direction', () => {
    for (const [dx, dy] of [
      [50, 0],
      [0, -50],
      [-35, 35],
      [35.3, -35.3],
    ] as const) {
      const b = at('b', dx, dy);
      expect(haversineMeters([ORIGIN.lng, ORIGIN.lat], [b.lng, b.lat])).toBeLessThanOrEqual(50.01);
      expect(ids(linkComponents([at('a', 0, 0), at('b', dx * 0.999, dy * 0.999)], 50))).toEqual([['a', 'b']]);
    }
    expect(ids(linkComponents([at('a', 0, 0), at('b', 51, 0)], 50))).toEqual([['a'], ['b']]);
  });

  it('matches a brute-force pairwise check on 400 scattered points', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16_807) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    const points = Array.from({ length: 400 }, (_, i) => at(`p${i}`, random() * 2000, random() * 2000));
    const groups = linkComponents(points, 50);
    const groupOf = new Map(groups.flatMap((g, index) => g.map((p) => [p.id, index] as const)));
    for (const p of points) {
      for (const q of points) {
        if (haversineMeters([p.lng, p.lat], [q.lng, q.lat]) <= 50)
          expect(groupOf.get(p.id)).toBe(groupOf.get(q.id));
      }
    }
    expect(groups.reduce((n, g) => n + g.length, 0)).toBe(400);
  });

  it('answers nothing for no points', () => {
    expect(linkComponents([], 50)).toEqual([]);
  });
});

describe('cluster centre and radius (admin section 9)', () => {
  it('is the farthest member from the centre plus 6 m', () => {
    const members = [at('a', -10, 0), at('b', 10, 0)];
    const center = centerOf(members);
    expect(clusterRadius(center, members)).toBeCloseTo(16, 1);
  });

  it('is never under 8 m, even for reports at one spot', () => {
    const members = [at('a', 0, 0), at('b', 0, 0)];
    expect(clusterRadius(centerOf(members), members)).toBe(8);
    const near = [at('a', -0.5, 0), at('b', 0.5, 0)];
    expect(clusterRadius(centerOf(near), near)).toBe(8);
  });

  it('stores counts, resolution and the most common barangay', () => {
    const members = [
      { ...at('a', 0, 0), isResolved: true, clusterId: null, barangayId: 'x' },
      { ...at('b', 5, 0), isResolved: false, clusterId: null, barangayId: 'y' },
      { ...at('c', 9, 0), isResolved: true, clusterId: null, barangayId: 'y' },
    ];
    expect(clusterValuesOf(members)).toMatchObject({
      barangayId: 'y',
      reportCount: 3,
      resolvedCount: 2,
      isResolved: false,
    });
    expect(clusterValuesOf(members.map((m) => ({ ...m, isResolved: true }))).isResolved).toBe(true);
    expect(mostCommon([])).toBeNull();
  });
});

describe('matchClusterIds', () => {
  it('keeps the id of the stored cluster a group shares most reports with, once, and makes new ones', () => {
    let n = 0;
    const fresh = () => `new-${++n}`;
    const groups = [
      [{ clusterId: 'old-1' }, { clusterId: 'old-2' }, { clusterId: 'old-2' }],
      [{ clusterId: 'old-1' }, { clusterId: 'old-1' }],
      [{ clusterId: null }, { clusterId: 'old-2' }],
      [{ clusterId: null }, { clusterId: null }],
    ];
    expect(matchClusterIds(groups, fresh)).toEqual(['old-2', 'old-1', 'new-1', 'new-2']);
  });
});
