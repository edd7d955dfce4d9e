import type { ProfileResponse, ReportStatus } from '@dengue/core';
import { useState } from 'react';
import { TabList } from '../../../components/ui/tab-list';
import { useT } from '../../../i18n/language-store';
import { emptyTabText, PROFILE_TABS, reportsOf, tabLabel } from '../model/profile-reports';
import { ProfileReportCard } from './profile-report-card';
import '../../../i18n/en/profile';

const tabId = (status: ReportStatus) => `my-reports-tab-${status}`;
const PANEL_ID = 'my-reports-panel';

/** My Reports: Validated, Pending and Rejected tabs, each with its count (resident section 2). */
export function MyReports({ profile }: { profile: ProfileResponse }) {
  const t = useT();
  const [active, setActive] = useState<ReportStatus>('Validated');
  const reports = reportsOf(profile, active);
  const total = profile.statistics.reportsByStatus[active];

  return (
    <section aria-labelledby="my-reports-title">
      <h2 id="my-reports-title" className="text-xl font-bold text-slate-900">
        {t('profile.myReports')}
      </h2>
      <TabList
        label={t('profile.myReports')}
        tabs={PROFILE_TABS.map((status) => ({ id: status, label: tabLabel(status, profile) }))}
        active={active}
        onChange={setActive}
        tabId={tabId}
        panelId={PANEL_ID}
        homeEnd
        scrolls
        className="mt-3"
      />
      <div role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(active)} className="pt-4">
        {reports.length === 0 ? (
          <p className="py-4 text-slate-600">{emptyTabText(active)}</p>
        ) : (
          <>
            {total > reports.length && (
              <p className="mb-3 text-sm text-slate-600">
                {t('profile.showingNewest', { shown: reports.length, total })}
              </p>
            )}
            <ul className="flex flex-col gap-4">
              {reports.map((report) => (
                <li key={report.id}>
                  <ProfileReportCard report={report} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
