import type { DashboardSummary } from '@dengue/core';
import { Link } from 'react-router';

interface Card {
  title: string;
  value: number;
  detail: string;
  to: string;
  linkText: string;
}

const cardsOf = (s: DashboardSummary): Card[] => [
  {
    title: 'Total Reports',
    value: s.reports.total,
    detail: `${s.reports.by_status.pending} pending · ${s.reports.by_status.validated} validated · ${s.reports.by_status.rejected} rejected`,
    to: '/admin/reportsverification',
    linkText: 'Verify reports',
  },
  {
    title: 'Total Alerts Sent',
    value: s.alerts.total,
    detail: s.alerts.recent[0] ? `Latest: ${s.alerts.recent[0].barangays.join(', ')}` : 'No alert sent yet',
    to: '/admin/cea?tab=alerts',
    linkText: 'Dengue alerts',
  },
  {
    title: 'Interventions',
    value: s.interventions.total,
    detail: `${s.interventions.by_status.ongoing} ongoing · ${s.interventions.by_status.scheduled} scheduled · ${s.interventions.by_status.completed} complete`,
    to: '/admin/interventions',
    linkText: 'Interventions',
  },
  {
    title: 'Clusters',
    value: s.clusters.total,
    detail: `${s.clusters.not_resolved} not resolved · ${s.clusters.partially_resolved} partly · ${s.clusters.fully_resolved} resolved`,
    to: '/admin/mapping',
    linkText: 'Open the map',
  },
];

/** The four summary cards of the admin dashboard, each linking to its page. */
export function SummaryCards({ summary }: { summary: DashboardSummary }) {
  return (
    <ul aria-label="Summary" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {cardsOf(summary).map((card) => (
        <li
          key={card.title}
          className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-700">{card.title}</h2>
          <p className="text-4xl font-extrabold text-slate-900">{card.value.toLocaleString('en-US')}</p>
          <p className="text-sm text-slate-700">{card.detail}</p>
          <Link
            to={card.to}
            className="mt-auto font-semibold text-blue-800 underline underline-offset-4 hover:text-blue-900"
          >
            {card.linkText}
            <span className="sr-only"> ({card.title})</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
