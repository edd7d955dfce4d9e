import { useT } from '../../../i18n/language-store';
import { useAppConfig } from '../../../lib/app-config';
import { useBarangaySelection } from '../hooks/use-barangay-selection';
import { useMapLayers } from '../hooks/use-map-layers';
import { useWideScreen } from '../hooks/use-wide-screen';
import { mapAreaBase } from '../model/map-area-base';
import { BarangaySearch } from './barangay-search';
import { LayerFailures } from './layers/layer-failures';
import { LayerToggles } from './layers/layer-toggles';
import { MapArea } from './map-area';
import { MapOptionsSheet } from './map-options-sheet';
import { MarkerLegend } from './markers/marker-legend';
import { PatternLegend } from './markers/pattern-legend';
import { BarangayDetails } from './popups/barangay-details';
import '../../../i18n/en/map';

const RESIDENT_OPTIONS = { validatedOnly: true } as const;

/**
 * /mapping's map, search, selected barangay, layer toggles and legends: its own chunk, which the page loads
 * once its title and introduction are on screen (mapping-page.tsx, decision 016). The map comes first; on a
 * wide screen the toggles and legends stand in the column beside it, on a phone in a sheet over it
 * (decision 034).
 */
export function MappingContent() {
  const t = useT();
  const config = useAppConfig();
  const wide = useWideScreen();
  const barangays = useBarangaySelection();
  const base = mapAreaBase(barangays, config.data);
  const { layers, toggles, setToggles, failed, onTiles } = useMapLayers('public', RESIDENT_OPTIONS);
  const options = (
    <>
      <LayerToggles toggles={toggles} onChange={setToggles} />
      <LayerFailures failed={failed} />
      <PatternLegend />
      <MarkerLegend showStatusDots={false} />
    </>
  );
  return (
    <div className="mt-4 grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <section
        aria-label={t('map.mapRegion')}
        className="relative isolate h-[70vh] min-h-96 overflow-hidden rounded-xl border border-slate-300"
      >
        <MapArea
          {...base}
          map={{
            ...base.map,
            layers,
            onTiles,
            scope: 'public',
            showStatusDot: false,
            detailBase: '/mapping',
          }}
        />
        {wide ? null : <MapOptionsSheet>{options}</MapOptionsSheet>}
      </section>
      <aside aria-label={t('map.searchAndLegend')} className="space-y-4">
        <BarangaySearch entries={barangays.entries} onSelect={barangays.onSearchSelect} />
        <section
          aria-label={t('map.selectedBarangay')}
          aria-live="polite"
          className="rounded-xl border border-slate-200 bg-white p-4"
        >
          {barangays.selected ? (
            <BarangayDetails entry={barangays.selected} headingLevel="h2" />
          ) : (
            <p className="text-sm text-slate-700">{t('map.chooseBarangay')}</p>
          )}
        </section>
        {wide ? options : null}
      </aside>
    </div>
  );
}
