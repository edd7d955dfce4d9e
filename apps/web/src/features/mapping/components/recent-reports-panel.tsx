import { formatDateTime12h, type ReportMarker } from '@dengue/core';
import { type RefObject, useState } from 'react';
import { STATUS_DOT_COLORS } from '../../../components/map/marker-style';
import { MAP_TEXT } from '../../../i18n/en/map-text';
import type { MapHandle } from '../model/map-handle';

/**
 * The newest reports beside the admin map: pointing at one highlights its marker, choosing it opens its
 * popup on the map (through the map handle); 'Map not loaded' while there is no map to show it on. Staff
 * only: the admin console is in English.
 */
export function RecentReportsPanel({
  reports,
  handle,
}: {
  reports: readonly ReportMarker[];
  handle: RefObject<MapHandle | null>;
}) {
  const [noMap, setNoMap] = useState(false);
  const show = (id: string) => {
    setNoMap(!handle.current);
    handle.current?.showPopup(id);
  };
  return (
    <section
      aria-labelledby="recent-reports-title"
      className="rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="recent-reports-title" className="text-sm font-bold text-slate-900">
        Recent reports
      </h2>
      <p role="status" className="text-sm font-medium text-red-700 empty:hidden">
        {noMap ? MAP_TEXT.notLoaded : ''}
      </p>
      {reports.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">No reports to show.</p>
      ) : (
        <ul className="mt-2 space-y-1">
          {reports.map((r) => (
            <li key={r._id}>
              <button
                type="button"
                className="flex w-full items-start gap-2 rounded-lg p-2 text-left text-sm hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-blue-700"
                onMouseEnter={() => handle.current?.highlightMarker(r._id)}
                onFocus={() => handle.current?.highlightMarker(r._id)}
                onMouseLeave={() => handle.current?.clearHighlight()}
                onBlur={() => handle.current?.clearHighlight()}
                onClick={() => show(r._id)}
              >
                <span
                  aria-hidden="true"
                  className="mt-1 size-3 shrink-0 rounded-full"
                  style={{ backgroundColor: STATUS_DOT_COLORS[r.status] }}
                />
                <span>
                  <span className="block font-semibold text-slate-900">
                    {r.report_type} · {r.barangay}
                  </span>
                  <span className="block text-slate-700">
                    {r.status} · {formatDateTime12h(r.date_and_time)}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
