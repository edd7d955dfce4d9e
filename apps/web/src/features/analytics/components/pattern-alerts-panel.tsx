import { ANALYTICS_MESSAGES, GENERIC_MESSAGES } from '@dengue/core';
import { useId, useState } from 'react';
import { SearchInput } from '../../../components/ui/search-input';
import { getErrorMessage } from '../../../lib/api-error';
import {
  type AlertTab,
  barangayCount,
  type PatternAlertItem,
  tabCounts,
  visibleAlerts,
} from '../model/pattern-alerts';
import { AlertTabs, panelId, tabId } from './alert-tabs';
import { PatternAlertCard } from './pattern-alert-card';

/** Cards shown at first and added by each 'Show more': 142 barangays are too many to lay out at once. */
export const ALERTS_PAGE = 12;

export interface PatternAlertsPanelProps {
  status: 'pending' | 'error' | 'success';
  error: unknown;
  items: readonly PatternAlertItem[];
  tab: AlertTab;
  onTabChange: (tab: AlertTab) => void;
  selected: string | null;
  onSelect: (name: string) => void;
}

/** Pattern Recognition Alerts: tabs with counts, a count of barangays, a search, and the cards. */
export function PatternAlertsPanel({
  status,
  error,
  items,
  tab,
  onTabChange,
  selected,
  onSelect,
}: PatternAlertsPanelProps) {
  const idBase = `alerts${useId().replace(/[^a-z0-9]/gi, '')}`;
  const headingId = useId();
  const [search, setSearch] = useState('');
  const [shown, setShown] = useState(ALERTS_PAGE);
  const [view, setView] = useState({ tab, search });
  // A new tab or search starts from the first page again.
  if (view.tab !== tab || view.search !== search) {
    setView({ tab, search });
    setShown(ALERTS_PAGE);
  }

  const visible = visibleAlerts(items, tab, selected, search);
  const counts = tabCounts(items, selected);

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={headingId} className="text-xl font-bold text-slate-900">
          Pattern Recognition Alerts
        </h2>
        <SearchInput
          label="Search barangays"
          placeholder="Search barangays..."
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="w-full sm:w-72"
        />
      </div>
      <AlertTabs active={tab} counts={counts} onChange={onTabChange} idBase={idBase} />
      <div
        id={panelId(idBase)}
        role="tabpanel"
        aria-labelledby={tabId(idBase, tab)}
        className="flex flex-col gap-4"
      >
        {status === 'pending' ? (
          <p role="status" className="text-slate-700">
            {GENERIC_MESSAGES.loading}
          </p>
        ) : status === 'error' ? (
          <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-900">
            {ANALYTICS_MESSAGES.patternAlertsError(getErrorMessage(error))}
          </p>
        ) : (
          <>
            <p className="text-sm font-semibold text-slate-800" aria-live="polite" data-testid="alerts-count">
              {barangayCount(visible.length)}
            </p>
            {visible.length === 0 ? (
              <p className="rounded-lg bg-slate-50 p-4 text-slate-800">
                {ANALYTICS_MESSAGES.noPatternAlerts}
              </p>
            ) : (
              <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                {visible.slice(0, shown).map((item) => (
                  <li key={item.name}>
                    <PatternAlertCard item={item} selected={item.name === selected} onSelect={onSelect} />
                  </li>
                ))}
              </ul>
            )}
            {visible.length > shown ? (
              <button
                type="button"
                onClick={() => setShown((n) => n + ALERTS_PAGE)}
                className="min-h-11 self-center rounded-full border-2 border-slate-300 px-5 text-sm font-semibold text-slate-900 hover:bg-slate-100"
              >
                Show more ({visible.length - shown} more)
              </button>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}
