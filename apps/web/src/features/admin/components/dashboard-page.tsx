import { formatLongDate, manilaToday, manilaWallClock } from '@dengue/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useCurrentUser } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { dashboardSummaryQuery } from '../api/dashboard-summary-query';
import { reportsGridQuery } from '../api/reports-grid-query';
import { RecentPostsMap } from './dashboard/recent-posts-map';
import { SummaryCards } from './dashboard/summary-cards';
import { WeeklyCard } from './dashboard/weekly-card';
import { ReportsGrid } from './reports-verification/reports-grid';

const LATEST = { page: 1, limit: 5, sortBy: 'date_and_time', sortOrder: 'desc' } as const;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** 'Good morning' by the Manila clock, whatever the browser's time zone. */
function greetingOf(now: Date): string {
  const hour = manilaWallClock(now).getUTCHours();
  return hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening';
}

/** /admin/dashboard (admin section 2): the greeting, the four cards, recent reports, the chart and the map. */
export function AdminDashboardPage() {
  useDocumentTitle('Dashboard');
  const user = useCurrentUser();
  const summary = useQuery(dashboardSummaryQuery);
  const latest = useQuery(reportsGridQuery(LATEST));
  const validated = useQuery(reportsGridQuery({ ...LATEST, status: 'Validated' }));
  const now = new Date();
  const today = manilaToday(now);
  const failed = summary.isError || latest.isError || validated.isError;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">
          {greetingOf(now)}
          {user ? `, ${user.username}` : ''}
        </h1>
        <p className="mt-1 text-slate-700">
          Today is{' '}
          <time dateTime={today}>
            {WEEKDAYS[manilaWallClock(now).getUTCDay()]}, {formatLongDate(now)}
          </time>
          .
        </p>
      </header>
      {failed ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900"
        >
          Error fetching data...
          <button
            type="button"
            onClick={() => {
              void summary.refetch();
              void latest.refetch();
              void validated.refetch();
            }}
            className="min-h-10 rounded-lg border border-slate-300 bg-white px-3 font-semibold text-slate-900 hover:bg-slate-100"
          >
            Retry
          </button>
        </div>
      ) : null}
      {summary.data ? (
        <SummaryCards summary={summary.data} />
      ) : summary.isPending ? (
        <p role="status" className="flex items-center gap-2 text-slate-700">
          <Spinner className="size-5" /> Loading dashboard...
        </p>
      ) : null}
      <section aria-labelledby="recent-reports-title" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="recent-reports-title" className="text-lg font-bold text-slate-900">
            Recent Reports
          </h2>
          <Link
            to="/admin/reportsverification"
            className="font-semibold text-blue-800 underline underline-offset-4"
          >
            All reports
          </Link>
        </div>
        <ReportsGrid
          caption="The five latest reports"
          rows={latest.data?.posts ?? []}
          state={latest.isError ? 'error' : latest.isPending ? 'loading' : 'ready'}
        />
      </section>
      <div className="grid gap-6 xl:grid-cols-2">
        {summary.data ? <WeeklyCard weeks={summary.data.weekly} /> : null}
        {validated.data ? <RecentPostsMap reports={validated.data.posts} /> : null}
      </div>
    </div>
  );
}
