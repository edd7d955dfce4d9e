import { LIMITS } from '@dengue/core';
import { useId } from 'react';
import { displayText, useT } from '../../../i18n/language-store';
import type { ReportDraftState } from '../hooks/use-report-draft';
import '../../../i18n/en/report';

/** What was seen, at most 500 characters, with a counter (resident section 5). */
export function DescriptionField({ state }: { state: ReportDraftState }) {
  const t = useT();
  const id = useId();
  const message = state.messageOf('description');
  const length = state.draft.description.length;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {t('report.description')}
      </label>
      <textarea
        id={id}
        rows={4}
        value={state.draft.description}
        onChange={(event) => state.setDescription(event.target.value)}
        aria-invalid={message ? true : undefined}
        aria-describedby={`${id}-count${message ? ` ${id}-error` : ''}`}
        className={`rounded-lg border bg-white px-3 py-2 text-slate-900 ${message ? 'border-red-700' : 'border-slate-300'}`}
      />
      <div className="flex justify-between gap-3 text-sm">
        {message ? (
          <p id={`${id}-error`} role="alert" className="font-medium text-red-700">
            {displayText(message)}
          </p>
        ) : (
          <span />
        )}
        <p id={`${id}-count`} className="shrink-0 text-slate-600">
          {length}/{LIMITS.reportDescriptionMax}
        </p>
      </div>
    </div>
  );
}
