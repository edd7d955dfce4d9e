import { useFormat } from '../../../i18n/format';
import { translateValue, useT } from '../../../i18n/language-store';
import type { ProfileReport } from '../model/profile-reports';
import { StatusBadge } from './status-badge';
import '../../../i18n/en/community';
import '../../../i18n/en/profile';

const SHOWN_IMAGES = 4;

/**
 * One of the resident's own reports. Read-only here: pending ones wait for review, rejected ones are
 * dimmed (grey card, grey photos; the text keeps its contrast).
 */
export function ProfileReportCard({ report }: { report: ProfileReport }) {
  const t = useT();
  const format = useFormat();
  const titleId = `profile-report-${report.id}`;
  const rejected = report.status === 'Rejected';
  const images = report.images.slice(0, SHOWN_IMAGES);
  const more = report.images.length - images.length;
  return (
    <article
      aria-labelledby={titleId}
      data-status={report.status}
      className={`rounded-2xl border p-4 ${rejected ? 'border-slate-200 bg-slate-100' : 'border-slate-200 bg-white shadow-sm'}`}
    >
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="font-semibold text-slate-900">
            {t('profile.reportTitle', {
              type: translateValue('reportType', report.reportType),
              barangay: report.barangay,
            })}
          </h3>
          <p className="text-sm text-slate-600">
            <time dateTime={report.observedAt}>{format.dateTime(report.observedAt)}</time>
            <span aria-hidden="true"> · </span>
            {t('community.posted')}{' '}
            <time dateTime={report.createdAt}>{format.relativeTime(report.createdAt)}</time>
            {report.isAnonymous && (
              <>
                <span aria-hidden="true"> · </span>
                {t('profile.anonymous')}
              </>
            )}
          </p>
        </div>
        <StatusBadge status={report.status} />
      </header>
      <p className="mt-2 line-clamp-3 whitespace-pre-line text-slate-800">{report.description}</p>
      {images.length > 0 && (
        <ul className="mt-3 grid grid-cols-4 gap-1">
          {images.map((src, index) => (
            <li key={src} className="relative">
              <img
                src={src}
                alt={t('community.siteInNumbered', {
                  barangay: report.barangay,
                  n: index + 1,
                  count: report.images.length,
                })}
                loading="lazy"
                decoding="async"
                width={160}
                height={120}
                className={`aspect-[4/3] w-full rounded-md bg-slate-200 object-cover ${rejected ? 'opacity-60 grayscale' : ''}`}
              />
              {more > 0 && index === images.length - 1 && (
                <span className="absolute inset-0 flex items-center justify-center rounded-md bg-black/60 font-semibold text-white">
                  +{more}
                  <span className="sr-only"> {t('profile.more')}</span>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {report.status === 'Validated' && (
        <p className="mt-3 text-sm text-slate-600">
          {t(report.upvotes === 1 ? 'profile.upvotesOne' : 'profile.upvotesOther', { count: report.upvotes })}
          {' · '}
          {t(report.comments === 1 ? 'community.commentsOne' : 'community.commentsOther', {
            count: report.comments,
          })}
        </p>
      )}
    </article>
  );
}
