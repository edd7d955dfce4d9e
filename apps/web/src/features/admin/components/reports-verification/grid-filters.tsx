import { QC_BARANGAY_NAMES, REPORT_STATUSES, REPORT_TYPES } from '@dengue/core';
import { useId } from 'react';
import type { ReportGridParams } from '../../api/reports-grid-query';
import type { useGridParams } from '../../hooks/use-grid-params';

const field = 'min-h-10 rounded-lg border border-slate-300 bg-white px-2 text-slate-900';

/** Status, barangay, type and date range above the grid; every choice goes into the URL. */
export function GridFilters({
  params,
  update,
}: {
  params: ReportGridParams;
  update: ReturnType<typeof useGridParams>['update'];
}) {
  const id = useId();
  const filtered = Boolean(params.status || params.barangay || params.type || params.from || params.to);
  return (
    <fieldset className="flex flex-wrap items-end gap-3 text-sm">
      <legend className="sr-only">Filter reports</legend>
      <label className="flex flex-col gap-1 font-semibold text-slate-900" htmlFor={`${id}-status`}>
        Status
        <select
          id={`${id}-status`}
          className={field}
          value={params.status ?? ''}
          onChange={(event) => update({ status: event.target.value })}
        >
          <option value="">All statuses</option>
          {REPORT_STATUSES.map((status) => (
            <option key={status}>{status}</option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 font-semibold text-slate-900" htmlFor={`${id}-barangay`}>
        Barangay
        <select
          id={`${id}-barangay`}
          className={field}
          value={params.barangay ?? ''}
          onChange={(event) => update({ barangay: event.target.value })}
        >
          <option value="">All barangays</option>
          {QC_BARANGAY_NAMES.map((name) => (
            <option key={name}>{name}</option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 font-semibold text-slate-900" htmlFor={`${id}-type`}>
        Type
        <select
          id={`${id}-type`}
          className={field}
          value={params.type ?? ''}
          onChange={(event) => update({ type: event.target.value })}
        >
          <option value="">All types</option>
          {REPORT_TYPES.map((type) => (
            <option key={type}>{type}</option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 font-semibold text-slate-900" htmlFor={`${id}-from`}>
        From
        <input
          id={`${id}-from`}
          type="date"
          className={field}
          value={params.from ?? ''}
          max={params.to}
          onChange={(event) => update({ from: event.target.value })}
        />
      </label>
      <label className="flex flex-col gap-1 font-semibold text-slate-900" htmlFor={`${id}-to`}>
        To
        <input
          id={`${id}-to`}
          type="date"
          className={field}
          value={params.to ?? ''}
          min={params.from}
          onChange={(event) => update({ to: event.target.value })}
        />
      </label>
      {filtered ? (
        <button
          type="button"
          onClick={() =>
            update({
              status: undefined,
              barangay: undefined,
              type: undefined,
              from: undefined,
              to: undefined,
            })
          }
          className="min-h-10 rounded-lg border border-slate-300 px-3 font-semibold text-slate-900 hover:bg-slate-100"
        >
          Clear Filters
        </button>
      ) : null}
    </fieldset>
  );
}
