import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { QC_BARANGAY_NAMES } from './barangay-list.ts';
import {
  BARANGAY_COUNT,
  CITY_BOUNDS,
  CITY_OUTLINE_BOUNDS,
  FALLBACK_LABEL_POINTS,
  INTERVENTION_PIN_BOUNDS,
  REPORT_FORM_BOUNDS,
} from './constants.ts';
import {
  type AreaGeometry,
  bboxOf,
  cityAddress,
  findContainingFeature,
  haversineMeters,
  isInBounds,
  type PolygonGeometry,
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

describe('isInBounds', () => {
  it('takes the spec boxes, edges included', () => {
    expect(isInBounds([121.0437, 14.676], CITY_BOUNDS)).toBe(true);
    expect(isInBounds([CITY_BOUNDS.west, CITY_BOUNDS.south], CITY_BOUNDS)).toBe(true);
    expect(isInBounds([CITY_BOUNDS.east, CITY_BOUNDS.north], CITY_BOUNDS)).toBe(true);
    expect(isInBounds([121.0437, CITY_BOUNDS.north + 1e-6], CITY_BOUNDS)).toBe(false);
    expect(isInBounds([CITY_BOUNDS.east + 1e-6, 14.6], CITY_BOUNDS)).toBe(false);
    expect(isInBounds([120.95, 14.6], REPORT_FORM_BOUNDS)).toBe(false);
    expect(isInBounds([120.95, 14.6], INTERVENTION_PIN_BOUNDS)).toBe(true);
  });

  it('refuses NaN and missing coordinates', () => {
    expect(isInBounds([Number.NaN, 14.6], CITY_BOUNDS)).toBe(false);
    expect(isInBounds([121.04], CITY_BOUNDS)).toBe(false);
  });
});

describe('the real barangay boundaries', () => {
  type Features = {
    features: {
      properties: { name: string; label_point: [number, number] | null; approximate?: boolean };
      geometry: PolygonGeometry;
    }[];
  };
  const read = (name: string) =>
    (
      JSON.parse(
        readFileSync(new URL(`../../../apps/api/assets/${name}`, import.meta.url), 'utf8'),
      ) as Features
    ).features;
  // What the API serves (apps/api/src/lib/assets.ts): the OpenStreetMap polygons and Novaliches Proper's.
  const features = [...read('quezon-city-barangays.geojson'), ...read('novaliches-proper-derived.geojson')];

  it('give all 142 barangays a shape, Novaliches Proper one that holds its own points', () => {
    expect(features).toHaveLength(BARANGAY_COUNT);
    expect(new Set(features.map((feature) => feature.properties.name))).toEqual(new Set(QC_BARANGAY_NAMES));
    for (const point of [
      [121.0377968, 14.7204167],
      [121.0373, 14.7207],
    ])
      expect(findContainingFeature(point, features)?.properties.name).toBe('Novaliches Proper');
  });
  const outlineFile = new URL('../../../apps/api/assets/quezon-city-boundary.geojson', import.meta.url);
  const outline = (
    JSON.parse(readFileSync(outlineFile, 'utf8')) as { features: { geometry: AreaGeometry }[] }
  ).features[0]!.geometry;

  it('put every label point inside its own polygon and no other', () => {
    const labelled = features.filter((feature) => feature.properties.label_point);
    expect(labelled.length).toBeGreaterThan(130);
    for (const feature of labelled) {
      const point = feature.properties.label_point!;
      expect(findContainingFeature(point, features)?.properties.name).toBe(feature.properties.name);
      expect(pointInPolygon(point, outline)).toBe(true);
    }
  });

  it('give every barangay without a label point one well inside it (and Novaliches Proper one too)', () => {
    const labelled = new Set(features.filter((f) => f.properties.label_point).map((f) => f.properties.name));
    const missing = QC_BARANGAY_NAMES.filter((name) => !labelled.has(name));
    expect(missing).toEqual(['Santo Domingo']);
    expect(Object.keys(FALLBACK_LABEL_POINTS).sort()).toEqual(['Novaliches Proper', 'Santo Domingo']);
    for (const [name, point] of Object.entries(FALLBACK_LABEL_POINTS)) {
      const own = name;
      expect(pointInPolygon(point, outline)).toBe(true);
      expect(isInBounds(point, CITY_BOUNDS)).toBe(true);
      // Not on a sliver: 100 m each way is still the same barangay (or still unclaimed).
      for (const [dx, dy] of [
        [0, 0],
        [0.001, 0],
        [-0.001, 0],
        [0, 0.0009],
        [0, -0.0009],
      ] as const)
        expect(findContainingFeature([point[0] + dx, point[1] + dy], features)?.properties.name).toBe(own);
    }
  });

  it("name the city outline's own box as CITY_OUTLINE_BOUNDS (the maps' first view)", () => {
    const box = bboxOf(outline);
    expect(CITY_OUTLINE_BOUNDS.west).toBeCloseTo(box[0], 4);
    expect(CITY_OUTLINE_BOUNDS.south).toBeCloseTo(box[1], 4);
    expect(CITY_OUTLINE_BOUNDS.east).toBeCloseTo(box[2], 4);
    expect(CITY_OUTLINE_BOUNDS.north).toBeCloseTo(box[3], 4);
  });

  it('tell a point 1 m inside an edge from one 1 m outside it', () => {
    // The middle of every 5th edge of Batasan Hills, moved 1 m (about 9e-6 degrees) along the edge's normal.
    const batasan = features.find((feature) => feature.properties.name === 'Batasan Hills')!;
    const ring = batasan.geometry.coordinates[0]!;
    const step = 9e-6;
    let checked = 0;
    for (let i = 0; i + 1 < ring.length; i += 5) {
      const [x1 = 0, y1 = 0] = ring[i]!;
      const [x2 = 0, y2 = 0] = ring[i + 1]!;
      const length = Math.hypot(x2 - x1, y2 - y1);
      if (length < 4 * step) continue;
      const [mx, my] = [(x1 + x2) / 2, (y1 + y2) / 2];
      const [nx, ny] = [-(y2 - y1) / length, (x2 - x1) / length];
      const a = [mx + nx * step, my + ny * step];
      const b = [mx - nx * step, my - ny * step];
      // Exactly one side of the edge belongs to the polygon.
      expect(pointInPolygon(a, batasan.geometry)).not.toBe(pointInPolygon(b, batasan.geometry));
      checked += 1;
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('find the barangay of known places and none outside the city', () => {
    expect(findContainingFeature([121.0995, 14.6785], features)?.properties.name).toBe('Batasan Hills');
    expect(findContainingFeature([121.0437, 14.676], features)).toBeDefined();
    // Manila's Intramuros and the Marikina river bank are outside Quezon City.
    expect(findContainingFeature([120.9747, 14.5906], features)).toBeUndefined();
    expect(findContainingFeature([121.1, 14.63], features)).toBeUndefined();
    expect(pointInPolygon([120.9747, 14.5906], outline)).toBe(false);
  });
});

describe('cityAddress', () => {
  it('words the address known from the polygons alone', () => {
    expect(cityAddress('Batasan Hills')).toBe('Batasan Hills, Quezon City, Metro Manila');
  });
});
