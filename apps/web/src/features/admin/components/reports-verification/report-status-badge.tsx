import type { ReportStatus } from '@dengue/core';

const STYLE: Record<ReportStatus, string> = {
  Pending: 'bg-amber-100 text-amber-950',
  Validated: 'bg-green-100 text-green-900',
  Rejected: 'bg-red-100 text-red-900',
};

/** The Status column's badge. */
export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  return (
    <span className={`inline-flex rounded-full px-3 py-1 text-xs font-semibold ${STYLE[status]}`}>
      {status}
    </span>
  );
}
