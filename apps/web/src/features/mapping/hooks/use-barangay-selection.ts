import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { barangayBoundariesQuery } from '../api/barangay-boundaries-query';
import { barangayStatusesQuery } from '../api/barangay-statuses-query';
import type { MapSelection } from '../components/barangay-map';
import { type BarangayEntry, buildBarangayEntries, type LatLngTuple } from '../map-entries';

/** The barangay layer's data (boundaries joined with statuses) and the selection of the search and clicks. */
export function useBarangaySelection() {
  const boundaries = useQuery(barangayBoundariesQuery);
  const statuses = useQuery(barangayStatusesQuery);
  const [selection, setSelection] = useState<MapSelection | null>(null);

  const entries = useMemo(
    () =>
      boundaries.data && statuses.data ? buildBarangayEntries(boundaries.data.features, statuses.data) : [],
    [boundaries.data, statuses.data],
  );
  const selected = selection ? entries.find((entry) => entry.key === selection.key) : undefined;

  const select = useCallback((entry: BarangayEntry, position: LatLngTuple | null, fly: boolean) => {
    setSelection((previous) => {
      const target = position ?? entry.center;
      // A barangay without a polygon (Novaliches Proper) still shows its details beside the map.
      return {
        key: entry.key,
        position: target ?? [0, 0],
        fly: fly && target !== null,
        seq: (previous?.seq ?? 0) + 1,
      };
    });
  }, []);
  const onPolygonClick = useCallback(
    (entry: BarangayEntry, position: LatLngTuple) => select(entry, position, false),
    [select],
  );
  const onSearchSelect = useCallback((entry: BarangayEntry) => select(entry, null, true), [select]);

  const dataFailed = boundaries.isError || statuses.isError;
  const retryData = () => {
    if (boundaries.isError) void boundaries.refetch();
    if (statuses.isError) void statuses.refetch();
  };
  return {
    entries,
    selected,
    /** For the map: only a barangay that has a place on it. */
    mapSelection: selected?.center ? selection : null,
    onPolygonClick,
    onSearchSelect,
    dataFailed,
    retryData,
  };
}
