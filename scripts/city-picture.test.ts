import { readFileSync } from 'node:fs';
import { CITY_OUTLINE_BOUNDS, CITY_PICTURE_MARGIN, worldPoint } from '@dengue/core';
import { describe, expect, it } from 'vitest';
import { CITY_PICTURE_PATH, cityPictureSvg } from './city-picture.ts';

describe('the city picture (npm run build:city-picture)', () => {
  it('is current: the committed file is what the boundaries draw', () => {
    expect(readFileSync(CITY_PICTURE_PATH, 'utf8')).toBe(cityPictureSvg());
  });

  it("spans the city's box and its margin at zoom 12, as the map's box is filled", () => {
    const nw = worldPoint(CITY_OUTLINE_BOUNDS.west, CITY_OUTLINE_BOUNDS.north);
    const se = worldPoint(CITY_OUTLINE_BOUNDS.east, CITY_OUTLINE_BOUNDS.south);
    const span = 1 + 2 * CITY_PICTURE_MARGIN;
    const [, , width, height] = cityPictureSvg()
      .match(/viewBox="([\d. ]+)"/)![1]!
      .split(' ')
      .map(Number);
    expect(width).toBeCloseTo((se.x - nw.x) * span * 4096, 0);
    expect(height).toBeCloseTo((se.y - nw.y) * span * 4096, 0);
    // Every outline point lies inside the picture, in the city's box in its middle third.
    const points = [...cityPictureSvg().matchAll(/[ML]([\d.]+) ([\d.]+)/g)].map((m) => [
      Number(m[1]),
      Number(m[2]),
    ]);
    expect(points.length).toBeGreaterThan(2000);
    for (const [x, y] of points) {
      expect(x).toBeGreaterThanOrEqual(width! / span - 1);
      expect(x).toBeLessThanOrEqual((width! * (span - 1)) / span + 1);
      expect(y).toBeGreaterThanOrEqual(height! / span - 1);
      expect(y).toBeLessThanOrEqual((height! * (span - 1)) / span + 1);
    }
  });
});
