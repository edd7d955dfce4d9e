import type { ReportStatus } from '@dengue/core';
import { useT } from '../../../i18n/language-store';
import { statusBadgeText } from '../model/profile-reports';

const TONE: Record<ReportStatus, string> = {
  Validated: 'bg-green-100 text-green-900',
  Pending: 'bg-amber-100 text-amber-900',
  Rejected: 'bg-red-100 text-red-900',
};

export function StatusBadge({ status }: { status: ReportStatus }) {
  useT();
  return (
    <span
      data-testid="status-badge"
      className={`inline-block shrink-0 rounded-full px-3 py-0.5 text-xs font-semibold ${TONE[status]}`}
    >
      {statusBadgeText(status)}
    </span>
  );
}
