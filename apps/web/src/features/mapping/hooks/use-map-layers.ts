import type { TileAddress } from '@dengue/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  clustersQuery,
  interventionsQuery,
  type MapScope,
  reportMarkersQuery,
} from '../api/map-layers-queries';
import { interventionsToShow, type MarkerOptions, selectReportMarkers } from '../model/map-filters';
import { useMarkerTiles } from './use-marker-tiles';

export interface LayerToggles {
  showBreedingSites: boolean;
  showInterventions: boolean;
  /** Completed interventions of the last 30 days. */
  showRecentCompleted: boolean;
}

const EMPTY: never[] = [];

/**
 * The map's marker layers for a scope, filtered by the page's toggles and the Map component's options.
 * Each layer loads on its own: a failed one is reported in `failed` and the rest of the map still works.
 * The public map loads its breeding sites by tile of its view (`onTiles`, decision 047); staff maps load
 * every report of every status at once (their panels and popups act on any of them).
 */
export function useMapLayers(scope: MapScope, options: MarkerOptions) {
  const [toggles, setToggles] = useState<LayerToggles>({
    showBreedingSites: true,
    showInterventions: true,
    showRecentCompleted: false,
  });
  const tiled = scope === 'public';
  const [tiles, setTiles] = useState<TileAddress[]>([]);
  const markers = useQuery({ ...reportMarkersQuery(scope), enabled: !tiled && toggles.showBreedingSites });
  const tileMarkers = useMarkerTiles(tiles, tiled && toggles.showBreedingSites);
  const markerData = tiled ? tileMarkers.data.markers : markers.data;
  const markersFailed = tiled ? tileMarkers.failed : markers.isError;
  const clusters = useQuery({
    ...clustersQuery(scope),
    enabled: toggles.showBreedingSites && !options.hideClusters,
  });
  const interventions = useQuery({ ...interventionsQuery(scope), enabled: toggles.showInterventions });

  const { validatedOnly, recentOnly, hideClusters } = options;
  const { showBreedingSites, showInterventions, showRecentCompleted } = toggles;
  // One memo per layer: a layer's array changes only with its own data, so the others are not redrawn.
  const reports = useMemo(
    () =>
      showBreedingSites && markerData
        ? selectReportMarkers(markerData, { validatedOnly, recentOnly })
        : EMPTY,
    [showBreedingSites, markerData, validatedOnly, recentOnly],
  );
  const areas = showBreedingSites && tiled ? tileMarkers.data.areas : EMPTY;
  const shownClusters = useMemo(
    () => (showBreedingSites && !hideClusters && clusters.data ? clusters.data : EMPTY),
    [showBreedingSites, hideClusters, clusters.data],
  );
  const shownInterventions = useMemo(
    () =>
      showInterventions && interventions.data
        ? interventionsToShow(interventions.data, showRecentCompleted)
        : EMPTY,
    [showInterventions, interventions.data, showRecentCompleted],
  );
  const layers = useMemo(
    () => ({ reports, areas, clusters: shownClusters, interventions: shownInterventions }),
    [reports, areas, shownClusters, shownInterventions],
  );
  const failed = (
    [
      markersFailed ? 'map.layer.breedingSites' : null,
      clusters.isError ? 'map.layer.clusters' : null,
      interventions.isError ? 'map.layer.interventions' : null,
    ] as const
  ).filter((key) => key !== null);
  return { layers, toggles, setToggles, failed, onTiles: tiled ? setTiles : undefined };
}
