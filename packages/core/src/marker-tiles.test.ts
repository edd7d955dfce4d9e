import { describe, expect, it } from 'vitest';
import {
  ancestorTile,
  isMarkerTile,
  MARKER_TILES,
  markerTilePath,
  tileAt,
  tileBounds,
  tileKey,
  tilesCovering,
  tileZoomFor,
} from './marker-tiles.ts';

/** Batasan Hills, Quezon City. */
const BATASAN = { lng: 121.0995, lat: 14.6785 };

describe('marker tiles', () => {
  it('finds the standard tile of a point, whose edges hold it', () => {
    // The OpenStreetMap tile of Batasan Hills at zoom 12 (checked with the slippy-map formulas in Python).
    const tile = tileAt(BATASAN.lng, BATASAN.lat, 12);
    expect(tile).toEqual({ z: 12, x: 3425, y: 1879 });
    const b = tileBounds(tile);
    expect(b.west).toBeLessThanOrEqual(BATASAN.lng);
    expect(b.east).toBeGreaterThan(BATASAN.lng);
    expect(b.north).toBeGreaterThanOrEqual(BATASAN.lat);
    expect(b.south).toBeLessThan(BATASAN.lat);
    // A tile's four children share its edges.
    const child = tileBounds({ z: 13, x: tile.x * 2 + 1, y: tile.y * 2 + 1 });
    expect(child.east).toBeCloseTo(b.east, 12);
    expect(child.south).toBeCloseTo(b.south, 12);
  });

  it('covers a view with the tiles it touches, row by row', () => {
    const b = tileBounds({ z: 12, x: 3425, y: 1879 });
    const inside = {
      west: b.west + 0.001,
      east: b.east - 0.001,
      north: b.north - 0.001,
      south: b.south + 0.001,
    };
    expect(tilesCovering(inside, 12)).toEqual([{ z: 12, x: 3425, y: 1879 }]);
    expect(tilesCovering(inside, 13)).toEqual([
      { z: 13, x: 6850, y: 3758 },
      { z: 13, x: 6851, y: 3758 },
      { z: 13, x: 6850, y: 3759 },
      { z: 13, x: 6851, y: 3759 },
    ]);
    // The whole world at the coarsest zoom, without wrapping past its edges.
    expect(tilesCovering({ west: -190, east: 190, north: 89, south: -89 }, 9)).toHaveLength(512 * 512);
  });

  it('asks one zoom coarser than the map, within the answered zooms', () => {
    expect(tileZoomFor(12)).toBe(11);
    expect(tileZoomFor(12.7)).toBe(11);
    expect(tileZoomFor(3)).toBe(MARKER_TILES.minZoom);
    expect(tileZoomFor(14)).toBe(13);
    expect(tileZoomFor(17)).toBe(16);
    expect(tileZoomFor(18)).toBe(MARKER_TILES.fullZoom);
    expect(tileZoomFor(20)).toBe(MARKER_TILES.fullZoom);
  });

  it('finds the coarser tile that holds a tile', () => {
    expect(ancestorTile({ z: 13, x: 6851, y: 3758 }, 12)).toEqual({ z: 12, x: 3425, y: 1879 });
    expect(ancestorTile({ z: 16, x: 54808, y: 30076 }, 9)).toEqual({ z: 9, x: 428, y: 234 });
  });

  it('names a tile and its API path', () => {
    expect(tileKey({ z: 12, x: 3425, y: 1879 })).toBe('12/3425/1879');
    expect(markerTilePath({ z: 12, x: 3425, y: 1879 })).toBe('clusters/markers/tiles/12/3425/1879');
  });

  it('names the tiles the server answers', () => {
    expect(isMarkerTile({ z: 12, x: 3425, y: 1879 })).toBe(true);
    expect(isMarkerTile({ z: 8, x: 0, y: 0 })).toBe(false);
    expect(isMarkerTile({ z: MARKER_TILES.fullZoom, x: 0, y: 0 })).toBe(true);
    expect(isMarkerTile({ z: MARKER_TILES.fullZoom + 1, x: 0, y: 0 })).toBe(false);
    expect(isMarkerTile({ z: 9, x: 512, y: 0 })).toBe(false);
    expect(isMarkerTile({ z: 9, x: -1, y: 0 })).toBe(false);
    expect(isMarkerTile({ z: 9.5, x: 0, y: 0 })).toBe(false);
  });
});
