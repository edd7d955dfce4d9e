import {
  ancestorTile,
  MARKER_TILES,
  type MarkerArea,
  type MarkerTile,
  type ReportMarker,
  type TileAddress,
  tileKey,
} from '@dengue/core';
import { type QueryClient, useQueries, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { markerTileQuery } from '../api/map-layers-queries';

export interface TiledMarkers {
  markers: readonly ReportMarker[];
  areas: readonly MarkerArea[];
}

const NONE: TiledMarkers = { markers: [], areas: [] };

/**
 * The coarsest loaded tile holding `tile` that answered markers only: it holds every report of `tile` too,
 * so a zoom in over a quiet part of the city asks for nothing new and redraws nothing.
 */
function completeAncestor(client: QueryClient, tile: TileAddress): TileAddress | undefined {
  for (let z = MARKER_TILES.minZoom; z < tile.z; z += 1) {
    const ancestor = ancestorTile(tile, z);
    const data = client.getQueryData<MarkerTile>(markerTileQuery(ancestor).queryKey);
    if (data && data.areas.length === 0) return ancestor;
  }
  return undefined;
}

/**
 * The public map's breeding sites from the marker tiles of its view (decision 047): the tiles' markers (each
 * once) and their area counts. While tiles of a new view load, the last complete set stays drawn, so a pan or
 * a zoom never blanks the map; `failed` when a tile of the view could not load.
 */
export function useMarkerTiles(wanted: readonly TileAddress[], enabled: boolean) {
  const client = useQueryClient();
  const tiles = [
    ...new Map(
      wanted.map((tile) => completeAncestor(client, tile) ?? tile).map((t) => [tileKey(t), t]),
    ).values(),
  ];
  const results = useQueries({
    queries: tiles.map((tile) => ({ ...markerTileQuery(tile), enabled })),
  });
  const settled = results.every((r) => r.isSuccess || r.isError);
  const failed = results.some((r) => r.isError);
  // One key per set of answers: the merge below runs again only when a tile or its answer changed.
  const answered = `${tiles.map(tileKey).join(',')}@${results.map((r) => r.dataUpdatedAt).join(',')}`;
  const last = useRef<TiledMarkers>(NONE);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `answered` names the answers merged here.
  const merged = useMemo(() => {
    if (!enabled || !settled) return null;
    const seen = new Set<string>();
    const markers: ReportMarker[] = [];
    const areas: MarkerArea[] = [];
    for (const result of results) {
      for (const marker of result.data?.markers ?? []) {
        if (seen.has(marker._id)) continue;
        seen.add(marker._id);
        markers.push(marker);
      }
      areas.push(...(result.data?.areas ?? []));
    }
    return { markers, areas };
  }, [enabled, settled, answered]);
  if (merged) last.current = merged;
  return { data: enabled ? last.current : NONE, failed };
}
