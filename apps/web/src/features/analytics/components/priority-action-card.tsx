import { ANALYTICS_MESSAGES } from '@dengue/core';
import { useBarangayActions } from '../../../components/recommendations-slot';
import { getErrorMessage } from '../../../lib/api-error';
import type { AdminBarangay } from '../api/barangays-query';
import { showsReportBased } from '../model/pattern-alerts';
import { PatternBadge } from './pattern-badge';
import { SelectButton } from './select-button';

export interface PriorityActionCardProps {
  status: 'pending' | 'error' | 'success';
  error: unknown;
  barangay: AdminBarangay | null;
  selected: boolean;
  onSelect: (name: string) => void;
}

function Advice({ label, alert, advice }: { label: string; alert: string; advice?: string }) {
  return (
    <div className="rounded-lg bg-white/80 p-3">
      <h4 className="text-sm font-bold text-slate-900">{label}</h4>
      <p className="text-sm text-slate-900">{alert}</p>
      {advice ? <p className="mt-1 text-sm text-slate-700">{advice}</p> : null}
    </div>
  );
}

/** The spike barangay with the most deaths, and what to do there (admin section 2, priority action card). */
export function PriorityActionCard({ status, error, barangay, selected, onSelect }: PriorityActionCardProps) {
  const Actions = useBarangayActions();
  const body = (() => {
    if (status === 'pending') return <p role="status">{ANALYTICS_MESSAGES.loadingRecommendation}</p>;
    if (status === 'error') {
      return (
        <p role="alert" className="text-red-900">
          {ANALYTICS_MESSAGES.dashboardError} {getErrorMessage(error)}
        </p>
      );
    }
    if (!barangay) return <p className="text-slate-800">{ANALYTICS_MESSAGES.noSpikeRecommendation}</p>;
    const {
      pattern_based: pattern,
      report_based: report,
      death_priority: death,
    } = barangay.status_and_recommendation;
    return (
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-lg font-bold text-slate-900" data-testid="priority-barangay">
              {barangay.displayName || barangay.name}
            </h3>
            <PatternBadge pattern={pattern.status} />
          </div>
          <div className="flex flex-wrap gap-2">
            <SelectButton barangay={barangay.name} selected={selected} onSelect={onSelect} />
            {Actions ? (
              <Actions
                barangay={barangay.name}
                chips={{ pattern: pattern.status, reportCount: report.count, deathCount: death.count }}
              />
            ) : null}
          </div>
        </div>
        <div className="grid gap-3 md:grid-cols-3">
          <Advice
            label="Pattern-Based"
            alert={pattern.alert}
            advice={pattern.admin_recommendation ?? pattern.recommendation}
          />
          {showsReportBased(report) ? (
            <Advice
              label="Report-Based"
              alert={report.alert}
              advice={report.admin_recommendation ?? report.recommendation}
            />
          ) : null}
          <Advice label="Death-Based" alert={death.alert} advice={death.recommendation} />
        </div>
      </div>
    );
  })();

  return (
    <section
      aria-labelledby="priority-action-title"
      className="flex flex-col gap-3 rounded-2xl border-2 border-red-300 bg-red-50 p-4 sm:p-6"
      data-testid="priority-action-card"
    >
      <h2 id="priority-action-title" className="text-xl font-bold text-red-950">
        {ANALYTICS_MESSAGES.priorityTitle}
      </h2>
      {body}
    </section>
  );
}
