import type { ProfileResponse, ReportStatus } from '@dengue/core';
import { type KeyboardEvent, useRef, useState } from 'react';
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
  const refs = useRef(new Map<ReportStatus, HTMLButtonElement>());
  const reports = reportsOf(profile, active);
  const total = profile.statistics.reportsByStatus[active];

  const onKeyDown = (event: KeyboardEvent) => {
    const index = PROFILE_TABS.indexOf(active as (typeof PROFILE_TABS)[number]);
    let next = index;
    if (event.key === 'ArrowRight') next = (index + 1) % PROFILE_TABS.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + PROFILE_TABS.length) % PROFILE_TABS.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = PROFILE_TABS.length - 1;
    else return;
    event.preventDefault();
    const status = PROFILE_TABS[next]!;
    setActive(status);
    refs.current.get(status)?.focus();
  };

  return (
    <section aria-labelledby="my-reports-title">
      <h2 id="my-reports-title" className="text-xl font-bold text-slate-900">
        {t('profile.myReports')}
      </h2>
      <div
        role="tablist"
        aria-label={t('profile.myReports')}
        className="mt-3 flex gap-1 overflow-x-auto border-b border-slate-200"
      >
        {PROFILE_TABS.map((status) => {
          const selected = status === active;
          return (
            <button
              key={status}
              ref={(node) => {
                if (node) refs.current.set(status, node);
                else refs.current.delete(status);
              }}
              type="button"
              role="tab"
              id={tabId(status)}
              aria-selected={selected}
              aria-controls={PANEL_ID}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActive(status)}
              onKeyDown={onKeyDown}
              className={`-mb-px min-h-11 shrink-0 border-b-2 px-4 font-medium ${selected ? 'border-blue-700 text-blue-800' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
            >
              {tabLabel(status, profile)}
            </button>
          );
        })}
      </div>
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
