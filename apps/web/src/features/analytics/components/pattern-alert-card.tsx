import { formatDateTime12h, urgencyFor } from '@dengue/core';
import { useId } from 'react';
import { useBarangayActions } from '../../../components/recommendations-slot';
import type { PatternAlertItem } from '../model/pattern-alerts';
import { PatternBadge } from './pattern-badge';
import { SelectButton } from './select-button';

export interface PatternAlertCardProps {
  item: PatternAlertItem;
  selected: boolean;
  onSelect: (name: string) => void;
}

/** One barangay of the Pattern Recognition Alerts list (admin section 2, Barangay pattern card). */
export function PatternAlertCard({ item, selected, onSelect }: PatternAlertCardProps) {
  // Deaths among recent cases (P1) force the death urgency; older deaths rank the card but not the words.
  const urgency = urgencyFor(item.pattern, item.deathPriority?.priority === 'P1' ? 1 : 0);
  const titleId = useId();
  const Actions = useBarangayActions();
  return (
    <article
      aria-labelledby={titleId}
      className={`flex h-full flex-col gap-2 rounded-xl border bg-white p-4 shadow-sm ${
        selected ? 'border-blue-700 ring-2 ring-blue-700' : 'border-slate-200'
      }`}
      data-testid="pattern-alert-card"
      data-barangay={item.name}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="text-base font-bold text-slate-900">
          {item.name}
        </h3>
        <PatternBadge pattern={item.pattern} />
      </div>
      <p className="text-xs font-semibold tracking-wide text-slate-700 uppercase">{urgency}</p>
      <p className="text-sm text-slate-900" data-testid="pattern-alert-text">
        {item.alert}
      </p>
      <dl className="mt-auto grid gap-1 text-sm text-slate-800">
        <div>
          <dt className="inline font-semibold">Death priority: </dt>
          <dd className="inline">{item.deathPriority?.alert ?? 'Not available'}</dd>
        </div>
        {item.reportCount !== null ? (
          <div>
            <dt className="inline font-semibold">Validated reports (14 days): </dt>
            <dd className="inline">{item.reportCount}</dd>
          </div>
        ) : null}
        <div>
          <dt className="inline font-semibold">Last analysed: </dt>
          <dd className="inline">
            {item.lastAnalysisTime ? formatDateTime12h(item.lastAnalysisTime) : 'Not analysed yet'}
          </dd>
        </div>
      </dl>
      <div className="mt-1 flex flex-wrap gap-2">
        <SelectButton barangay={item.name} selected={selected} onSelect={onSelect} />
        {Actions ? (
          <Actions
            barangay={item.name}
            chips={{
              pattern: item.pattern,
              reportCount: item.reportCount,
              deathCount: item.deathPriority?.count ?? null,
            }}
          />
        ) : null}
      </div>
    </article>
  );
}
