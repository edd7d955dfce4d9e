import { describe, expect, it } from 'vitest';
import {
  type AreaGeometry,
  bboxOf,
  findContainingFeature,
  haversineMeters,
  pointInPolygon,
  pointInRing,
} from './geo.ts';

// A 1 x 1 degree square near Quezon City with a 0.2 degree square hole in the middle.
const square = [
  [121, 14],
  [122, 14],
  [122, 15],
  [121, 15],
  [121, 14],
];
const hole = [
  [121.4, 14.4],
  [121.6, 14.4],
  [121.6, 14.6],
  [121.4, 14.6],
  [121.4, 14.4],
];
const withHole: AreaGeometry = { type: 'Polygon', coordinates: [square, hole] };

describe('pointInRing', () => {
  it('finds points inside and outside a ring, closed or open', () => {
    expect(pointInRing([121.5, 14.5], square)).toBe(true);
    expect(pointInRing([120.5, 14.5], square)).toBe(false);
    expect(pointInRing([121.5, 14.5], square.slice(0, 4))).toBe(true);
  });

  it('handles a concave ring', () => {
    // A "U" shape: the notch between the arms is outside.
    const u = [
      [0, 0],
      [3, 0],
      [3, 3],
      [2, 3],
      [2, 1],
      [1, 1],
      [1, 3],
      [0, 3],
    ];
    expect(pointInRing([0.5, 2], u)).toBe(true);
    expect(pointInRing([1.5, 2], u)).toBe(false);
    expect(pointInRing([1.5, 0.5], u)).toBe(true);
  });
});

describe('pointInPolygon', () => {
  it('is true inside the outer ring and outside the hole', () => {
    expect(pointInPolygon([121.2, 14.2], withHole)).toBe(true);
  });

  it('is false outside the outer ring', () => {
    expect(pointInPolygon([122.5, 14.5], withHole)).toBe(false);
    expect(pointInPolygon([121.5, 13.9], withHole)).toBe(false);
  });

  it('is false inside a hole', () => {
    expect(pointInPolygon([121.5, 14.5], withHole)).toBe(false);
  });

  it('tells points just inside and just outside an edge apart', () => {
    const eps = 1e-9;
    expect(pointInPolygon([122 - eps, 14.5], withHole)).toBe(true);
    expect(pointInPolygon([122 + eps, 14.5], withHole)).toBe(false);
    expect(pointInPolygon([121.5, 14 + eps], withHole)).toBe(true);
    expect(pointInPolygon([121.5, 14 - eps], withHole)).toBe(false);
    // Edges of the hole: just outside the hole is inside the polygon.
    expect(pointInPolygon([121.4 - eps, 14.5], withHole)).toBe(true);
    expect(pointInPolygon([121.4 + eps, 14.5], withHole)).toBe(false);
  });

  it('checks every part of a MultiPolygon', () => {
    const multi: AreaGeometry = {
      type: 'MultiPolygon',
      coordinates: [
        [square, hole],
        [
          [
            [123, 14],
            [124, 14],
            [124, 15],
            [123, 15],
            [123, 14],
          ],
        ],
      ],
    };
    expect(pointInPolygon([121.2, 14.2], multi)).toBe(true);
    expect(pointInPolygon([123.5, 14.5], multi)).toBe(true);
    expect(pointInPolygon([122.5, 14.5], multi)).toBe(false);
    expect(pointInPolygon([121.5, 14.5], multi)).toBe(false);
  });
});

describe('haversineMeters', () => {
  it('measures one degree of latitude as about 111.2 km', () => {
    const d = haversineMeters([121, 14], [121, 15]);
    expect(Math.abs(d - 111_195) / 111_195).toBeLessThan(0.005);
  });

  it('is zero for the same point and symmetric', () => {
    expect(haversineMeters([121.05, 14.65], [121.05, 14.65])).toBe(0);
    const a = [121.0249628, 14.6616756];
    const b = [121.068538, 14.632262];
    expect(haversineMeters(a, b)).toBeCloseTo(haversineMeters(b, a), 6);
  });

  it('shrinks longitude degrees by cos(latitude)', () => {
    const d = haversineMeters([121, 14.65], [122, 14.65]);
    const expected = 111_195 * Math.cos((14.65 * Math.PI) / 180);
    expect(Math.abs(d - expected) / expected).toBeLessThan(0.005);
  });
});

describe('bboxOf', () => {
  it('bounds a Polygon and a MultiPolygon', () => {
    expect(bboxOf(withHole)).toEqual([121, 14, 122, 15]);
    const multi: AreaGeometry = {
      type: 'MultiPolygon',
      coordinates: [
        [square],
        [
          [
            [123, 13],
            [124, 13],
            [124, 14],
            [123, 13],
          ],
        ],
      ],
    };
    expect(bboxOf(multi)).toEqual([121, 13, 124, 15]);
  });
});

describe('findContainingFeature', () => {
  const features = [
    { name: 'none', geometry: null },
    { name: 'holed', geometry: withHole },
    {
      name: 'inner',
      geometry: { type: 'Polygon', coordinates: [hole] } satisfies AreaGeometry,
    },
  ];

  it('returns the first feature containing the point', () => {
    expect(findContainingFeature([121.2, 14.2], features)?.name).toBe('holed');
    expect(findContainingFeature([121.5, 14.5], features)?.name).toBe('inner');
  });

  it('returns undefined when no feature contains the point, and skips features without geometry', () => {
    expect(findContainingFeature([125, 14.5], features)).toBeUndefined();
    expect(findContainingFeature([121.2, 14.2], [{ geometry: null }])).toBeUndefined();
  });
});
