import type { ProfileResponse } from '@dengue/core';
import { useFormat } from '../../../i18n/format';
import { useT } from '../../../i18n/language-store';
import { activityText, recentActivity } from '../model/profile-reports';
import { StatusBadge } from './status-badge';
import '../../../i18n/en/profile';

/** The resident's newest reports of any status, one line each. */
export function RecentActivity({ profile }: { profile: ProfileResponse }) {
  const t = useT();
  const format = useFormat();
  const items = recentActivity(profile);
  return (
    <section aria-labelledby="recent-activity-title">
      <h2 id="recent-activity-title" className="text-xl font-bold text-slate-900">
        {t('profile.recentActivity')}
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 text-slate-600">{t('profile.noActivity')}</p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {items.map((report) => (
            <li key={report.id} className="flex items-start justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <p className="text-slate-800">{activityText(report)}</p>
                <p className="text-sm text-slate-600">
                  <time dateTime={report.createdAt} title={format.dateTime(report.createdAt)}>
                    {format.relativeTime(report.createdAt)}
                  </time>
                </p>
              </div>
              <StatusBadge status={report.status} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
