import type { EffectWeek } from '@dengue/core';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useT } from '../../../i18n/language-store';

/**
 * The before/after chart of the effectiveness analysis: weekly cases in the intervention's barangay and the
 * neighbours' average per barangay, so both read on one scale. Recharts is heavy, so this file is its own
 * chunk (loaded lazily by intervention-effect). Hidden from assistive technology: the table beside it gives
 * the same numbers.
 */

export interface EffectChartProps {
  barangay: string;
  series: readonly EffectWeek[];
}

export const BARANGAY_COLOR = '#b91c1c';
export const NEIGHBOURS_COLOR = '#1d4ed8';

const offsetLabel = (offset: number) => (offset > 0 ? `+${offset}` : String(offset));

export function EffectChart({ barangay, series }: EffectChartProps) {
  const t = useT();
  const data = series.map((week) => ({
    key: offsetLabel(week.offset),
    barangay: week.intervention,
    neighbours: Math.round(week.control_mean * 10) / 10,
    complete: week.complete,
    week_start: week.week_start,
  }));
  return (
    <div aria-hidden="true" className="h-64 w-full" data-testid="effect-chart">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 20, right: 16, bottom: 4, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#cbd5e1" />
          <XAxis dataKey="key" tick={{ fontSize: 12, fill: '#334155' }} tickLine={false} />
          <YAxis allowDecimals={false} width={36} tick={{ fontSize: 12, fill: '#334155' }} tickLine={false} />
          <Tooltip
            labelFormatter={(label) => t('effect.weekLabel', { offset: String(label) })}
            formatter={(value) => String(value)}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <ReferenceLine
            x="0"
            stroke="#0f172a"
            strokeDasharray="6 4"
            strokeWidth={2}
            label={{ value: t('effect.interventionWeek'), position: 'top', fill: '#0f172a', fontSize: 12 }}
          />
          <Line
            type="linear"
            dataKey="barangay"
            name={t('effect.seriesBarangay', { barangay })}
            stroke={BARANGAY_COLOR}
            strokeWidth={2}
            isAnimationActive={false}
          />
          <Line
            type="linear"
            dataKey="neighbours"
            name={t('effect.seriesNeighbours')}
            stroke={NEIGHBOURS_COLOR}
            strokeWidth={2}
            strokeDasharray="5 3"
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
