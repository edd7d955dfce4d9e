import type { InterventionStatus } from '@dengue/core';

const LOOK: Record<InterventionStatus, string> = {
  Scheduled: 'bg-blue-100 text-blue-900',
  Ongoing: 'bg-amber-100 text-amber-900',
  Complete: 'bg-green-100 text-green-900',
};

export function InterventionStatusBadge({
  status,
  archived = false,
}: {
  status: InterventionStatus;
  archived?: boolean;
}) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${LOOK[status]}`}>
        {status}
      </span>
      {archived ? (
        <span className="inline-flex rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-900">
          Archived
        </span>
      ) : null}
    </span>
  );
}
