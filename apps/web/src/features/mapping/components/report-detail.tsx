import type { Report } from '@dengue/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { MapErrorPanel } from '../../../components/map/map-status-panel';
import { ReportLocation } from '../../../components/map/report-location';
import { placeOf, reporterName } from '../../../components/map/report-text';
import { DetailList } from '../../../components/ui/detail-list';
import { Spinner } from '../../../components/ui/spinner';
import { useFormat } from '../../../i18n/format';
import { translateValue, useT } from '../../../i18n/language-store';
import { isApiError } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { reportQuery } from '../api/map-layers-queries';
import '../../../i18n/en/map';

const STATUS_STYLE: Record<Report['status'], string> = {
  Pending: 'bg-amber-100 text-amber-950',
  Validated: 'bg-green-100 text-green-900',
  Rejected: 'bg-red-100 text-red-900',
};

function Facts({ report, staffView }: { report: Report; staffView: boolean }) {
  const t = useT();
  const format = useFormat();
  const rows: [string, string][] = [
    [t('map.barangay'), report.barangay],
    [t('map.reportedBy'), reporterName(report, staffView)],
    [t('map.seenOn'), format.dateTime(report.date_and_time)],
    [t('map.reportedOn'), format.dateTime(report.createdAt)],
  ];
  return <DetailList rows={rows} />;
}

/**
 * A report on its own page (/mapping/{id}, /admin/mapping/{id}): what, where, who (anonymity respected by
 * the server), when, the description, photos and status, a small map and the Street View link.
 */
export function ReportDetail({
  id,
  staffView,
  back,
}: {
  id: string;
  staffView: boolean;
  back: { to: string; label: string };
}) {
  const t = useT();
  useDocumentTitle(t('map.reportDetails'));
  const query = useQuery(reportQuery(id, true));
  const backLink = (
    <Link to={back.to} className="font-semibold text-blue-800 underline underline-offset-4">
      {back.label}
    </Link>
  );
  if (query.isPending)
    return (
      <p role="status" className="flex items-center gap-3 p-8 text-slate-700">
        <Spinner className="size-5" /> {t('map.loadingReport')}
      </p>
    );
  if (query.isError) {
    const missing = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
    if (!missing)
      return (
        <div className="h-64">
          <MapErrorPanel message={query.error.message} onRetry={() => void query.refetch()} />
        </div>
      );
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <h1 className="text-2xl font-bold text-slate-900">{t('map.reportNotFound')}</h1>
        <p className="mt-2 text-slate-700">{t('map.reportNotFoundDetail')}</p>
        <p className="mt-4">{backLink}</p>
      </div>
    );
  }
  const report = query.data;
  const [lng, lat] = report.specific_location.coordinates;
  return (
    <article className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6" aria-labelledby="report-title">
      <p>{backLink}</p>
      <header className="flex flex-wrap items-center gap-3">
        <h1 id="report-title" className="text-3xl font-extrabold tracking-tight text-slate-900">
          {translateValue('reportType', report.report_type)}
        </h1>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_STYLE[report.status]}`}>
          {translateValue('reportStatus', report.status)}
        </span>
        {report.isInCluster ? (
          <span className="rounded-full bg-purple-100 px-3 py-1 text-sm font-semibold text-purple-900">
            {t('map.clusterMember')}
          </span>
        ) : null}
      </header>
      <Facts report={report} staffView={staffView} />
      <p className="whitespace-pre-line text-slate-800">{report.description}</p>
      {report.images.length > 0 ? (
        <ul aria-label={t('map.photos')} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {report.images.map((src, index) => (
            <li key={src}>
              <a href={src} target="_blank" rel="noopener noreferrer">
                <img
                  src={src}
                  alt={t('map.typeInNumbered', {
                    type: translateValue('reportType', report.report_type),
                    barangay: report.barangay,
                    n: index + 1,
                    count: report.images.length,
                  })}
                  className="aspect-square w-full rounded-lg object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <ReportLocation
        lat={lat}
        lng={lng}
        reportType={report.report_type}
        isInCluster={report.isInCluster}
        place={placeOf(report)}
      />
    </article>
  );
}
