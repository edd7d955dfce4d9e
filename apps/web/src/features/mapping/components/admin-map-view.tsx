import { useMemo, useRef, useState } from 'react';
import { useAppConfig } from '../../../lib/app-config';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useBarangaySelection } from '../hooks/use-barangay-selection';
import { useMapLayers } from '../hooks/use-map-layers';
import { mapAreaBase } from '../model/map-area-base';
import { type MarkerOptions, selectReportMarkers } from '../model/map-filters';
import type { MapHandle } from '../model/map-handle';
import { ADMIN_BARANGAY_ZOOM, ADMIN_MAP_VIEW } from '../model/map-views';
import { BarangaySearch } from './barangay-search';
import { LayerFailures } from './layers/layer-failures';
import { LayerToggles } from './layers/layer-toggles';
import { MapArea } from './map-area';
import { MapOptionsPanel, RECENT_ONLY_COUNT } from './map-options-panel';
import { MarkerLegend } from './markers/marker-legend';
import { PatternLegend } from './markers/pattern-legend';
import { RecentReportsPanel } from './recent-reports-panel';

/**
 * /admin/mapping: the Map component of admin section 2 with every report status (each marker with its
 * status dot), clusters, interventions, the options, and the newest reports driving the map's handle.
 */
export function AdminMapView() {
  useDocumentTitle('Mapping');
  const config = useAppConfig();
  const barangays = useBarangaySelection();
  const base = mapAreaBase(barangays, config.data);
  const [options, setOptions] = useState<MarkerOptions>({});
  const { layers, toggles, setToggles, failed } = useMapLayers('staff', options);
  const handle = useRef<MapHandle>(null);
  const recent = useMemo(
    () => selectReportMarkers(layers.reports, { recentOnly: RECENT_ONLY_COUNT }),
    [layers.reports],
  );

  return (
    <div className="space-y-4 p-4 sm:p-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">Mapping</h1>
      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <section
          aria-label="Map of reports, clusters and interventions"
          className="isolate h-[75vh] min-h-96 overflow-hidden rounded-xl border border-slate-300"
        >
          <MapArea
            {...base}
            map={{
              ...base.map,
              center: ADMIN_MAP_VIEW.center,
              zoom: ADMIN_MAP_VIEW.zoom,
              focusZoom: ADMIN_BARANGAY_ZOOM,
              layers,
              scope: 'staff',
              showStatusDot: true,
              detailBase: '/admin/mapping',
              handleRef: handle,
            }}
          />
        </section>
        <aside aria-label="Map controls and legend" className="space-y-4">
          <BarangaySearch entries={barangays.entries} onSelect={barangays.onSearchSelect} />
          <LayerToggles toggles={toggles} onChange={setToggles} />
          <MapOptionsPanel options={options} onChange={setOptions} />
          <LayerFailures failed={failed} />
          <RecentReportsPanel reports={recent} handle={handle} />
          <PatternLegend />
          <MarkerLegend showStatusDots />
        </aside>
      </div>
    </div>
  );
}
