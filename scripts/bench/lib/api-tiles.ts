/**
 * The public map's marker tiles that `npm run bench:api` drives (decision 047), as the map asks them: its
 * opening view of the whole city (desktop and phone fits), the district where the seeded reports crowd most
 * at map zoom 14 (markers become buttons), that district's busiest street at map zoom 17 (counts where
 * crowded) and its busiest block at map zoom 18 (tile zoom 17: every marker, the most a view can ask).
 */
import {
  CITY_OUTLINE_BOUNDS,
  type TileAddress,
  tileAt,
  tileKey,
  tilesCovering,
  tileZoomFor,
} from '@dengue/core';

/** The city view's box (CITY_VIEW in apps/web's map-views.ts is this box fitted to the map). */
const CITY_BOUNDS = CITY_OUTLINE_BOUNDS;
/** Map zooms the city box fits at: a desktop window (12) and a phone (11). */
const CITY_FIT_ZOOMS = [12, 11];
/** Map zoom where markers become buttons, a street's zoom, and a block's (tile zoom 17: always every marker). */
const DISTRICT_MAP_ZOOM = 14;
const STREET_MAP_ZOOM = 17;
const BLOCK_MAP_ZOOM = 18;

export interface TileLoad {
  tile: TileAddress;
  /** Validated reports inside the tile. */
  reports: number;
}

export interface MapTiles {
  /** The opening city view's tiles at both fits. */
  city: TileLoad[];
  /** The 3 x 3 tiles at tile zoom 13 around the tile holding the most validated reports. */
  district: TileLoad[];
  /** The 3 x 3 tiles at tile zoom 16 around the busiest of them inside that district tile. */
  street: TileLoad[];
  /** The 3 x 3 tiles at tile zoom 17 (every marker) around the busiest of them inside that street tile. */
  block: TileLoad[];
  /** The tile of most validated reports at the block zoom anywhere in the city (may lie elsewhere). */
  busiestBlockAnywhere: TileLoad;
}

/** Validated reports per tile at zoom z. */
function countPerTile(points: readonly { lng: number; lat: number }[], z: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (const p of points) {
    const k = tileKey(tileAt(p.lng, p.lat, z));
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
}

const busiest = (
  counts: Map<string, number>,
  inside: (tile: TileAddress) => boolean = () => true,
): TileLoad => {
  let best: TileLoad | undefined;
  for (const [k, reports] of counts) {
    const [z, x, y] = k.split('/').map(Number) as [number, number, number];
    const tile = { z, x, y };
    if (inside(tile) && (!best || reports > best.reports)) best = { tile, reports };
  }
  if (!best) throw new Error('no validated report to put a map tile around');
  return best;
};

/** The tile and its eight neighbours, row by row from the north-west. */
const around = ({ z, x, y }: TileAddress): TileAddress[] =>
  [-1, 0, 1].flatMap((dy) => [-1, 0, 1].map((dx) => ({ z, x: x + dx, y: y + dy })));

/** The tiles the benchmark asks, from the positions of the seeded validated reports. */
export function mapTiles(validated: readonly { lng: number; lat: number }[]): MapTiles {
  const zDistrict = tileZoomFor(DISTRICT_MAP_ZOOM);
  const zStreet = tileZoomFor(STREET_MAP_ZOOM);
  const zBlock = tileZoomFor(BLOCK_MAP_ZOOM);
  const perZoom = new Map<number, Map<string, number>>();
  const countsAt = (z: number) => {
    const counts = perZoom.get(z) ?? countPerTile(validated, z);
    perZoom.set(z, counts);
    return counts;
  };
  const load = (tile: TileAddress): TileLoad => ({ tile, reports: countsAt(tile.z).get(tileKey(tile)) ?? 0 });
  const district = busiest(countsAt(zDistrict));
  const inside = (outer: TileLoad) => (t: TileAddress) =>
    t.x >> (t.z - outer.tile.z) === outer.tile.x && t.y >> (t.z - outer.tile.z) === outer.tile.y;
  const street = busiest(countsAt(zStreet), inside(district));
  const block = busiest(countsAt(zBlock), inside(street));
  return {
    city: CITY_FIT_ZOOMS.flatMap((zoom) => tilesCovering(CITY_BOUNDS, tileZoomFor(zoom))).map(load),
    district: around(district.tile).map(load),
    street: around(street.tile).map(load),
    block: around(block.tile).map(load),
    busiestBlockAnywhere: busiest(countsAt(zBlock)),
  };
}

/** One line per row: its tiles and the validated reports each holds. */
export function describeMapTiles(tiles: MapTiles): string[] {
  const list = (loads: TileLoad[]) => loads.map((l) => `${tileKey(l.tile)}: ${l.reports}`).join(', ');
  return [
    `  map tiles city (${tiles.city.length}): ${list(tiles.city)}`,
    `  map tiles district (${tiles.district.length}): ${list(tiles.district)}`,
    `  map tiles street (${tiles.street.length}): ${list(tiles.street)}`,
    `  map tiles block (${tiles.block.length}): ${list(tiles.block)}`,
    `  busiest block tile anywhere: ${list([tiles.busiestBlockAnywhere])}`,
  ];
}
