import type { ReportType } from '@dengue/core';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../i18n/language-store';
import { useAppConfig } from '../../lib/app-config';
import { MapErrorBoundary } from './map-error-boundary';
import { loadMapModule } from './map-load';
import { MapLoading } from './map-status-panel';
import { type ReportPlace, streetViewUrl } from './report-text';
import '../../i18n/en/map';

const loadMap = () =>
  lazy(() =>
    loadMapModule(() => import('./report-location-map')).then((m) => ({ default: m.ReportLocationMap })),
  );

/**
 * Where the report is: the address its author typed and, for a pin set without the map, that it is only
 * the barangay's centre; a small map at zoom 17 and Street View in Google Maps (decision 009).
 */
export function ReportLocation({
  place,
  ...props
}: {
  lat: number;
  lng: number;
  reportType: ReportType;
  isInCluster: boolean;
  place: ReportPlace;
}) {
  const t = useT();
  const config = useAppConfig();
  const [LazyMap, setLazyMap] = useState(loadMap);
  return (
    <section aria-labelledby="report-location-title" className="space-y-3">
      <h2 id="report-location-title" className="text-xl font-bold text-slate-900">
        {t('map.location')}
      </h2>
      {place.address ? (
        <p className="text-slate-800">
          <span className="font-semibold text-slate-900">{t('map.address')}: </span>
          {place.address}
        </p>
      ) : null}
      {place.location_approximate ? <p className="text-sm text-slate-700">{t('map.approximate')}</p> : null}
      <div className="isolate h-72 overflow-hidden rounded-xl border border-slate-300">
        <MapErrorBoundary onRetry={() => setLazyMap(loadMap)}>
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
