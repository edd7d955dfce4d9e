/**
 * Marker tiles of the public map (decision 047): the validated breeding sites cut into the map's standard
 * square tiles (Web Mercator, the tiles every web map uses), so a phone that opens the city map downloads
 * what its view shows, not every report of the city. A tile holds the reports themselves while they are
 * few; a crowded one holds counts per area instead, which is what the map draws at that zoom anyway.
 */

export const MARKER_TILES = {
  /** Coarsest tile zoom asked for (a whole city in one to four tiles). */
  minZoom: 9,
  /**
   * Finest tile zoom, and from it a tile always holds all its reports (a map at zoom 18 or more, a block or
   * two across: every marker must be there to be chosen). One finer than a street view (map zoom 17), so a
   * crowded street still answers counts: at the benchmark's busiest street a zoom-16 tile held 1,252 markers
   * (30 KB in brotli, decision 047).
   */
  fullZoom: 17,
  /** A tile holding more reports than this answers counts per area instead (below fullZoom). */
  markerLimit: 400,
  /** Areas per tile side: the tile is drawn 512 px wide (one zoom finer), so an area is 64 px. */
  grid: 8,
} as const;

export interface TileAddress {
  z: number;
  x: number;
  y: number;
}

export interface TileBounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** Tiles per side at zoom z. */
const side = (z: number) => 2 ** z;

const lngOfX = (x: number, z: number) => (x / side(z)) * 360 - 180;
const latOfY = (y: number, z: number) => {
  const n = Math.PI - (2 * Math.PI * y) / side(z);
  return (180 / Math.PI) * Math.atan(Math.sinh(n));
};
const xOfLng = (lng: number, z: number) => ((lng + 180) / 360) * side(z);
const yOfLat = (lat: number, z: number) => {
  const rad = (lat * Math.PI) / 180;
  return ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * side(z);
};

/**
 * A point on the Web Mercator world at zoom 0 (256 pixels around the equator; multiply by 2^zoom for
 * another zoom), as Leaflet and every web map project it.
 */
export function worldPoint(lng: number, lat: number): { x: number; y: number } {
  return { x: xOfLng(lng, 0) * 256, y: yOfLat(lat, 0) * 256 };
}

/** A tile's name, z/x/y: its key in caches and the end of its address. */
export const tileKey = ({ z, x, y }: TileAddress): string => `${z}/${x}/${y}`;

/** The API path of a marker tile (under /api/v1). */
export const markerTilePath = (tile: TileAddress): string => `clusters/markers/tiles/${tileKey(tile)}`;

/** The edges of a tile, degrees. */
export function tileBounds({ z, x, y }: TileAddress): TileBounds {
  return { west: lngOfX(x, z), east: lngOfX(x + 1, z), north: latOfY(y, z), south: latOfY(y + 1, z) };
}

/** Whether z/x/y names a tile the server answers. */
export function isMarkerTile({ z, x, y }: TileAddress): boolean {
  return (
    Number.isInteger(z) &&
    Number.isInteger(x) &&
    Number.isInteger(y) &&
    z >= MARKER_TILES.minZoom &&
    z <= MARKER_TILES.fullZoom &&
    x >= 0 &&
    y >= 0 &&
    x < side(z) &&
    y < side(z)
  );
}

/**
 * The tile zoom a map at `mapZoom` asks for: one coarser than the map, so a tile covers 512 screen pixels
 * and a phone's view needs two to six of them.
 */
export function tileZoomFor(mapZoom: number): number {
  return Math.min(MARKER_TILES.fullZoom, Math.max(MARKER_TILES.minZoom, Math.floor(mapZoom) - 1));
}

/** The tile at zoom `z` (coarser) that holds `tile`. */
export function ancestorTile({ z, x, y }: TileAddress, ancestorZoom: number): TileAddress {
  const scale = 2 ** (z - ancestorZoom);
  return { z: ancestorZoom, x: Math.floor(x / scale), y: Math.floor(y / scale) };
}

/** The tiles at zoom z that cover `bounds`, row by row from the north-west. */
export function tilesCovering(bounds: TileBounds, z: number): TileAddress[] {
  const last = side(z) - 1;
  const clamp = (v: number) => Math.min(last, Math.max(0, Math.floor(v)));
  const x0 = clamp(xOfLng(bounds.west, z));
  const x1 = clamp(xOfLng(bounds.east, z));
  const y0 = clamp(yOfLat(Math.min(85, bounds.north), z));
  const y1 = clamp(yOfLat(Math.max(-85, bounds.south), z));
  const tiles: TileAddress[] = [];
  for (let y = y0; y <= y1; y += 1) for (let x = x0; x <= x1; x += 1) tiles.push({ z, x, y });
  return tiles;
}

/** The tile at zoom z holding a point (the tile whose west and north edges are inclusive). */
export function tileAt(lng: number, lat: number, z: number): TileAddress {
  const last = side(z) - 1;
  const clamp = (v: number) => Math.min(last, Math.max(0, Math.floor(v)));
  return { z, x: clamp(xOfLng(lng, z)), y: clamp(yOfLat(lat, z)) };
}
