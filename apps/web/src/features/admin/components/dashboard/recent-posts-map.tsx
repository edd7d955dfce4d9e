import { formatDateTime12h, type Report } from '@dengue/core';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { MapErrorBoundary } from '../../../../components/map/map-error-boundary';
import { loadMapModule } from '../../../../components/map/map-load';
import { MapLoading } from '../../../../components/map/map-status-panel';
import { useAppConfig } from '../../../../lib/app-config';

const loadMap = () =>
  lazy(() =>
    loadMapModule(() => import('./recent-posts-leaflet')).then((m) => ({ default: m.RecentPostsLeaflet })),
  );

/** 'A map of recent posts: validated only, recent mode showing 5' (admin section 2), with the list. */
export function RecentPostsMap({ reports }: { reports: readonly Report[] }) {
  const config = useAppConfig();
  const [LazyMap, setLazyMap] = useState(loadMap);
  return (
    <section
      aria-labelledby="recent-posts-title"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="recent-posts-title" className="text-lg font-bold text-slate-900">
        Recent validated reports
      </h2>
      <div className="mt-3 grid gap-4 lg:grid-cols-[2fr_1fr]">
        <section
          aria-label="Map of the recent validated reports"
          className="isolate h-72 overflow-hidden rounded-lg border border-slate-300"
        >
          <MapErrorBoundary onRetry={() => setLazyMap(loadMap)}>
            <Suspense fallback={<MapLoading />}>
              <LazyMap
                reports={reports}
                tileUrl={config.data?.mapTileUrl}
                tileAttribution={config.data?.mapTileAttribution}
              />
            </Suspense>
          </MapErrorBoundary>
        </section>
        {reports.length === 0 ? (
          <p className="text-slate-700">No validated reports yet.</p>
        ) : (
          <ol className="space-y-2 text-sm">
            {reports.map((report, index) => (
              <li key={report._id} className="flex gap-2">
                <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-green-700 font-bold text-white">
                  {index + 1}
                </span>
                <span>
                  <Link
                    to={`/admin/mapping/${report._id}`}
                    className="font-semibold text-blue-800 underline underline-offset-4"
                  >
                    {report.report_type} in {report.barangay}
                  </Link>
                  <br />
                  <span className="text-slate-700">{formatDateTime12h(report.date_and_time)}</span>
                </span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
