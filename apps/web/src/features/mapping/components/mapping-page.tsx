import { useT } from '../../../i18n/language-store';
import { useAppConfig } from '../../../lib/app-config';
import { useAfterPaintOf } from '../../../lib/use-after-paint-of';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useBarangaySelection } from '../hooks/use-barangay-selection';
import { useMapLayers } from '../hooks/use-map-layers';
import { BarangayDetails } from './barangay-details';
import { BarangaySearch } from './barangay-search';
import { LayerFailures } from './layer-failures';
import { LayerToggles } from './layer-toggles';
import { MapArea } from './map-area';
import { MarkerLegend } from './marker-legend';
import { PatternLegend } from './pattern-legend';
import '../../../i18n/en/map';

const RESIDENT_OPTIONS = { validatedOnly: true } as const;
const INTRO_TIMING = 'mapping-intro';

/** /mapping: barangays by pattern, validated breeding sites, interventions and clusters (resident section 2). */
export function MappingPage() {
  const t = useT();
  useDocumentTitle(t('map.title'));
  // The title and introduction paint first; the map's code, the city outline (362 KB) and the layers'
  // data start after that (decision 016). Until then a box as tall as the map keeps the footer in place.
  const painted = useAfterPaintOf(INTRO_TIMING);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{t('map.title')}</h1>
      {/* Element Timing tells when the introduction (the page's largest text) reached the screen. */}
      <p className="mt-1 text-slate-700" {...{ elementtiming: INTRO_TIMING }}>
        {t('map.intro')}
      </p>
      {painted ? <MappingContent /> : <div className="mt-4 h-[70vh] min-h-96" />}
    </div>
  );
}

function MappingContent() {
  const t = useT();
  const config = useAppConfig();
  const barangays = useBarangaySelection();
  const { layers, toggles, setToggles, failed } = useMapLayers('public', RESIDENT_OPTIONS);
  return (
    <div className="mt-4 grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <aside aria-label={t('map.searchAndLegend')} className="space-y-4 lg:order-2">
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
        <LayerToggles toggles={toggles} onChange={setToggles} />
        <LayerFailures failed={failed} />
        <PatternLegend />
        <MarkerLegend showStatusDots={false} />
      </aside>
      <section
        aria-label={t('map.mapRegion')}
        className="isolate h-[70vh] min-h-96 overflow-hidden rounded-xl border border-slate-300 lg:order-1"
      >
        <MapArea
          ready={barangays.entries.length > 0}
          dataFailed={barangays.dataFailed}
          onRetryData={barangays.retryData}
          map={{
            entries: barangays.entries,
            selection: barangays.mapSelection,
            onPolygonClick: barangays.onPolygonClick,
            tileUrl: config.data?.mapTileUrl,
            tileAttribution: config.data?.mapTileAttribution,
            layers,
            scope: 'public',
            showStatusDot: false,
            detailBase: '/mapping',
          }}
        />
      </section>
    </div>
  );
}
