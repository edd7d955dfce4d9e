import type { ReportType } from '@dengue/core';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../../i18n/language-store';
import { useAppConfig } from '../../../lib/app-config';
import { loadWithRetry } from '../../../lib/load-with-retry';
import { MAP_TEXT } from '../map-text';
import { streetViewUrl } from '../model/report-text';
import { MapErrorBoundary } from './map-error-boundary';
import { MapErrorPanel, MapLoading } from './map-status-panel';
import '../../../i18n/en/map';

const loadMap = () =>
  lazy(() =>
    loadWithRetry(() => import('./report-location-map'), { retries: 2, baseDelayMs: 1000 }).then((m) => ({
      default: m.ReportLocationMap,
    })),
  );

/** Where the report is: a small map at zoom 17 and Street View in Google Maps (decision 009). */
export function ReportLocation(props: {
  lat: number;
  lng: number;
  reportType: ReportType;
  isInCluster: boolean;
}) {
  const t = useT();
  const config = useAppConfig();
  const [LazyMap, setLazyMap] = useState(loadMap);
  return (
    <section aria-labelledby="report-location-title" className="space-y-3">
      <h2 id="report-location-title" className="text-xl font-bold text-slate-900">
        {t('map.location')}
      </h2>
      <div className="isolate h-72 overflow-hidden rounded-xl border border-slate-300">
        <MapErrorBoundary
          onRetry={() => setLazyMap(loadMap)}
          fallback={(retry) => <MapErrorPanel message={MAP_TEXT.initFailed} onRetry={retry} />}
        >
          <Suspense fallback={<MapLoading />}>
            <LazyMap
              {...props}
              tileUrl={config.data?.mapTileUrl}
              tileAttribution={config.data?.mapTileAttribution}
            />
          </Suspense>
        </MapErrorBoundary>
      </div>
      <p>
        <a
          href={streetViewUrl(props.lat, props.lng)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center rounded-full bg-blue-700 px-5 font-semibold text-white hover:bg-blue-800"
        >
          {t('map.openStreetView')}
          <span className="sr-only">{` ${t('map.streetViewNewTab')}`}</span>
        </a>
      </p>
      <p className="text-sm text-slate-700">{t('map.streetViewNote')}</p>
    </section>
  );
}
