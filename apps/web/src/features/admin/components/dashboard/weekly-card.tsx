import type { DashboardSummary } from '@dengue/core';
import { Suspense } from 'react';
import { lazyWithRetry } from '../../../../lib/lazy-with-retry';
import { shortDay } from '../../model/week-label';

const WeeklyChart = lazyWithRetry(() => import('./weekly-chart').then((module) => module.WeeklyChart));

/** The chart card: weekly dengue cases city-wide with the reports of each week beside them. */
export function WeeklyCard({ weeks }: { weeks: DashboardSummary['weekly'] }) {
  return (
    <section
      aria-labelledby="weekly-title"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="weekly-title" className="text-lg font-bold text-slate-900">
        Weekly cases city-wide and reports
      </h2>
      <p className="text-sm text-slate-700">
        Last {weeks.length} weeks, Sunday to Saturday; cases by onset week, reports by the day the site was
        seen.
      </p>
      <Suspense fallback={<p className="h-72 py-10 text-center text-slate-700">Loading chart...</p>}>
        <WeeklyChart weeks={weeks} />
      </Suspense>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-slate-900">Show the numbers</summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">Dengue cases and reports per week</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-4">
                Week
              </th>
              <th scope="col" className="py-1 pr-4">
                Cases
              </th>
              <th scope="col" className="py-1">
                Reports
              </th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.week_start} className="border-t border-slate-200">
                <th scope="row" className="py-1 pr-4 font-normal">
                  {shortDay(week.week_start)}–{shortDay(week.week_end)}
                  {week.provisional ? ' (provisional)' : ''}
                </th>
                <td className="py-1 pr-4">{week.cases}</td>
                <td className="py-1">{week.reports}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
