import type { ReportMarker } from '@dengue/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { placeOf, reporterName } from '../../../../components/map/report-text';
import { ThumbnailImage } from '../../../../components/ui/thumbnail-image';
import { useFormat } from '../../../../i18n/format';
import { translateValue, useT } from '../../../../i18n/language-store';
import { type MapScope, reportQuery } from '../../api/map-layers-queries';
import '../../../../i18n/en/map';

/**
 * The breeding-site popup of admin section 2: type, Cluster Member badge, barangay, the typed address,
 * reported by, date, whether the pin is only the barangay's centre, description, photos and 'View Details'.
 * The marker's own fields show at once; the rest arrives with the report (GET reports/{id}).
 */
export function ReportPopup({
  marker,
  scope,
  detailBase,
  onGrown,
}: {
  marker: ReportMarker;
  scope: MapScope;
  detailBase: string;
  /**
   * Told once the report's fields have arrived and the popup is taller: Leaflet panned the map for the
   * popup as it opened, and must again, or a popup opened near the map's top edge sticks out of it.
   */
  onGrown?: () => void;
}) {
  const t = useT();
  const format = useFormat();
  const report = useQuery(reportQuery(marker._id, scope === 'staff'));
  const data = report.data;
  useEffect(() => {
    if (data) onGrown?.();
  }, [data, onGrown]);
  const place = data ? placeOf(data) : null;
  return (
    <div className="w-64 space-y-2 text-sm text-slate-800" data-testid="report-popup">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-base font-bold text-slate-900">
          {translateValue('reportType', marker.report_type)}
        </h3>
        {marker.isInCluster ? (
          <span className="rounded-full bg-purple-100 px-2 py-0.5 text-xs font-semibold text-purple-900">
            {t('map.clusterMember')}
          </span>
        ) : null}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="font-semibold">{t('map.barangay')}</dt>
        <dd>{marker.barangay}</dd>
        {place?.address ? (
          <>
            <dt className="font-semibold">{t('map.address')}</dt>
            <dd>{place.address}</dd>
          </>
        ) : null}
        <dt className="font-semibold">{t('map.reportedBy')}</dt>
        <dd>
          {data
            ? reporterName(data, scope === 'staff')
            : report.isError
              ? t('map.unavailable')
              : t('common.loading')}
        </dd>
        <dt className="font-semibold">{t('map.date')}</dt>
        <dd>{format.dateTime(marker.date_and_time)}</dd>
        {scope === 'staff' ? (
          <>
            <dt className="font-semibold">{t('map.status')}</dt>
            <dd>{translateValue('reportStatus', marker.status)}</dd>
          </>
        ) : null}
      </dl>
      {place?.location_approximate ? <p className="text-xs text-slate-700">{t('map.approximate')}</p> : null}
      {data ? <p className="line-clamp-4 whitespace-pre-line">{data.description}</p> : null}
      {data && data.images.length > 0 ? (
        <ul className="grid grid-cols-4 gap-1" aria-label={t('map.photos')}>
          {data.images.slice(0, 4).map((src, index) => (
            <li key={src}>
              <ThumbnailImage
                src={src}
                width={100}
                height={100}
                alt={t('map.typeInNumbered', {
                  type: translateValue('reportType', marker.report_type),
                  barangay: marker.barangay,
                  n: index + 1,
                  count: data.images.length,
                })}
                loading="lazy"
                className="aspect-square w-full rounded object-cover"
              />
            </li>
          ))}
        </ul>
      ) : null}
      <Link
        to={`${detailBase}/${marker._id}`}
        className="inline-flex min-h-9 items-center rounded-full bg-blue-700 px-4 font-semibold text-white! hover:bg-blue-800"
      >
        {t('map.viewDetails')}
      </Link>
    </div>
  );
}
