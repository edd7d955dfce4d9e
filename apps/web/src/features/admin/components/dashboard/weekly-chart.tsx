import type { DashboardSummary } from '@dengue/core';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { shortDay } from '../../model/week-label';

/**
 * The chart card's bars: cases city-wide and residents' reports per week, side by side. Recharts is heavy,
 * so this file is its own chunk, loaded lazily by the card; the card gives the same numbers as a table.
 */
export function WeeklyChart({ weeks }: { weeks: DashboardSummary['weekly'] }) {
  const data = weeks.map((week) => ({ ...week, label: shortDay(week.week_start) }));
  return (
    <div aria-hidden="true" className="h-72 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 11, fill: '#334155' }} />
          <YAxis allowDecimals={false} tick={{ fontSize: 11, fill: '#334155' }} />
          <Tooltip />
          <Legend />
          <Bar dataKey="cases" name="Dengue cases" fill="#b91c1c" />
          <Bar dataKey="reports" name="Reports" fill="#1d4ed8" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
