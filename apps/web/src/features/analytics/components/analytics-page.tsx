import type { PatternType } from '@dengue/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ANALYTICS_KEY } from '../api/analytics-keys';
import { barangaysQuery } from '../api/barangays-query';
import { patternAlertsQuery } from '../api/pattern-alerts-query';
import type { BackgroundOutcome } from '../hooks/use-csv-import';
import { type AlertTab, joinAlerts, pickPriorityBarangay } from '../model/pattern-alerts';
import { ImportDialog } from './import-dialog';
import { ImportHistory } from './import-history';
import { PatternAlertsPanel } from './pattern-alerts-panel';
import { PriorityActionCard } from './priority-action-card';
import { TrendsCard } from './trends-card';

export interface AnalyticsPageProps {
  /** After an import the server got: every barangay's pattern may have changed (other screens show them). */
  onCasesChanged?: () => void;
}

/**
 * /admin/analytics (admin section 2): the priority action card, the Trends and Patterns chart with the
 * import dialog, and the Pattern Recognition Alerts. One barangay is selected for the chart and the
 * Selected tab; until the admin picks one, the chart shows the priority barangay, else the most urgent.
 */
export function AnalyticsPage({ onCasesChanged }: AnalyticsPageProps = {}) {
  useDocumentTitle('Analytics');
  const queryClient = useQueryClient();
  const barangays = useQuery(barangaysQuery());
  const alerts = useQuery(patternAlertsQuery());
  const [selected, setSelected] = useState<string | null>(null);
  const [tab, setTab] = useState<AlertTab>('all');
  const [importing, setImporting] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const chartHeadingRef = useRef<HTMLHeadingElement>(null);

  const priority = useMemo(
    () => (barangays.data ? pickPriorityBarangay(barangays.data) : null),
    [barangays.data],
  );
  const items = useMemo(() => joinAlerts(alerts.data ?? [], barangays.data), [alerts.data, barangays.data]);
  const names = useMemo(() => {
    const source = barangays.data?.map((b) => b.name) ?? items.map((item) => item.name);
    return [...source].sort((a, b) => a.localeCompare(b));
  }, [barangays.data, items]);

  const chartBarangay = selected ?? priority?.name ?? items[0]?.name ?? '';
  const chartPattern: PatternType =
    barangays.data?.find((b) => b.name === chartBarangay)?.status_and_recommendation.pattern_based.status ??
    items.find((item) => item.name === chartBarangay)?.pattern ??
    'none';

  function select(name: string) {
    setSelected(name);
    setTab('selected');
    setAnnouncement(`${name} selected: the chart and the Selected tab show it.`);
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    chartHeadingRef.current?.scrollIntoView?.({ behavior: still ? 'auto' : 'smooth', block: 'start' });
  }

  // Admin section 2: closing the dialog reloads the page. Refetching every query of the page does that
  // without a full reload, keeping the admin's selection, tab and scroll position.
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ANALYTICS_KEY });
    onCasesChanged?.();
  };

  function closeImport(received: boolean) {
    setImporting(false);
    if (received) refresh();
  }

  function importEndedUnwatched(outcome: BackgroundOutcome) {
    refresh();
    if (outcome.kind === 'done') {
      const n = outcome.status.counts.imported;
      toast.success(
        `Import of ${outcome.fileName} finished: ${n} new ${n === 1 ? 'case' : 'cases'} analysed.`,
      );
    } else {
      toast.error(`Import of ${outcome.fileName} failed: ${outcome.message}`);
    }
  }

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Analytics</h1>
        <p className="mt-1 text-slate-700">
          Case trends, pattern recognition and priorities for every barangay of Quezon City.
        </p>
      </header>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <PriorityActionCard
        status={barangays.status}
        error={barangays.error}
        barangay={priority}
        selected={priority !== null && priority.name === selected}
        onSelect={select}
      />
      <TrendsCard
        barangays={names}
        barangay={chartBarangay}
        pattern={chartPattern}
        onBarangayChange={setSelected}
        onImport={() => setImporting(true)}
        headingRef={chartHeadingRef}
      />
      <PatternAlertsPanel
        status={alerts.status}
        error={alerts.error}
        items={items}
        tab={tab}
        onTabChange={setTab}
        selected={selected}
        onSelect={select}
      />
      <ImportHistory onRolledBack={refresh} />
      <ImportDialog open={importing} onClose={closeImport} onFinishedUnwatched={importEndedUnwatched} />
    </div>
  );
}
