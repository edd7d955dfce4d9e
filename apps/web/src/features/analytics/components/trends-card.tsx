import {
  noRecordedCasesFor,
  type PatternType,
  TREND_DEFAULT_WEEKS,
  TREND_WEEK_OPTIONS,
  type TrendWeekOption,
} from '@dengue/core';
import { useQuery } from '@tanstack/react-query';
import { type RefObject, Suspense, useId, useMemo, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-error';
import { lazyWithRetry } from '../../../lib/lazy-with-retry';
import { isNoRecordedCases, weeklyTrendsQuery } from '../api/weekly-trends-query';
import {
  hasNoCases,
  referenceLineKey,
  type TrendBucket,
  type TrendWeek,
  trendBuckets,
  trendSummary,
  usualLevel,
  WEEKLY_BARS_MAX_WEEKS,
  weeksPerBucketFor,
  yAxisMax,
} from '../model/trend-buckets';
import { TrendDataTable } from './trend-data-table';
import { TrendLegend } from './trend-legend';

const TrendBarChart = lazyWithRetry(() => import('./trend-bar-chart').then((module) => module.TrendBarChart));

export interface TrendsCardProps {
  /** Every barangay name, for the select. */
  barangays: readonly string[];
  barangay: string;
  pattern: PatternType;
  onBarangayChange: (name: string) => void;
  onImport: () => void;
  headingRef?: RefObject<HTMLHeadingElement | null>;
}

const selectClass =
  'min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-slate-900 focus:border-blue-700';

/** Trends and Patterns: bi-weekly cases of one barangay and the Import Dengue Cases button. */
export function TrendsCard({
  barangays,
  barangay,
  pattern,
  onBarangayChange,
  onImport,
  headingRef,
}: TrendsCardProps) {
  const [weeks, setWeeks] = useState<TrendWeekOption>(TREND_DEFAULT_WEEKS);
  const barangayId = useId();
  const weeksId = useId();
  const headingId = useId();
  const query = useQuery(weeklyTrendsQuery(barangay, weeks));
  const chart = useMemo(
    () => chartOf(barangay, pattern, query.data?.weeks, query.data?.referenceMean ?? null),
    [barangay, pattern, query.data],
  );
  // One short sentence for screen readers when the chart changes (the table holds the numbers).
  const announcement =
    query.status === 'success' || isNoRecordedCases(query.error)
      ? (chart?.summary ?? noRecordedCasesFor(barangay))
      : '';

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-bold text-slate-900 outline-none"
          >
            Trends and Patterns
          </h2>
          <p className="text-sm text-slate-700">
            {weeks <= WEEKLY_BARS_MAX_WEEKS
              ? 'Dengue cases per complete morbidity week, by onset.'
              : 'Dengue cases per two complete morbidity weeks, by onset.'}
          </p>
        </div>
        <button
          type="button"
          onClick={onImport}
          className="min-h-11 rounded-full bg-cta px-5 font-semibold text-slate-900 shadow-sm hover:bg-cta-hover"
        >
          Import Dengue Cases
        </button>
      </div>
      <div className="flex flex-wrap gap-4">
        <div className="flex min-w-56 flex-1 flex-col gap-1 sm:flex-none">
          <label htmlFor={barangayId} className="text-sm font-semibold text-slate-900">
            Barangay
          </label>
          <select
            id={barangayId}
            value={barangay}
            onChange={(event) => onBarangayChange(event.target.value)}
            className={selectClass}
          >
            {barangay === '' ? <option value="">Select a barangay</option> : null}
            {barangays.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={weeksId} className="text-sm font-semibold text-slate-900">
            Weeks
          </label>
          <select
            id={weeksId}
            value={weeks}
            onChange={(event) => setWeeks(Number(event.target.value) as TrendWeekOption)}
            className={selectClass}
          >
            {TREND_WEEK_OPTIONS.map((option) => (
              <option key={option} value={option}>
                Last {option} weeks
              </option>
            ))}
          </select>
        </div>
      </div>
      <div aria-busy={query.isFetching}>
        <TrendBody
          barangay={barangay}
          pattern={pattern}
          status={query.status}
          error={query.error}
          chart={chart}
        />
      </div>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}

interface TrendChart {
  buckets: TrendBucket[];
  yMax: number;
  referenceKey: string | null;
  /** The usual level per bucket (the engine's reference mean times the weeks of a bar), or null. */
  level: number | null;
  weeksPerBucket: number;
  summary: string;
}

/** The chart's model, or null when there is nothing to draw (no answer yet, or no case at all). */
function chartOf(
  barangay: string,
  pattern: PatternType,
  weeks: TrendWeek[] | undefined,
  referenceMean: number | null,
): TrendChart | null {
  if (!weeks || hasNoCases(weeks)) return null;
  const buckets = trendBuckets(weeks, pattern);
  const weeksPerBucket = weeksPerBucketFor(weeks.length);
  const level = usualLevel(referenceMean, weeksPerBucket);
  return {
    buckets,
    // The usual level stays inside the chart even when every bar is below it.
    yMax: yAxisMax([...buckets, { count: level ?? 0 }]),
    referenceKey: referenceLineKey(buckets),
    level,
    weeksPerBucket,
    summary: trendSummary(barangay, weeks, buckets, pattern, level),
  };
}

interface TrendBodyProps {
  barangay: string;
  pattern: PatternType;
  status: 'pending' | 'error' | 'success';
  error: unknown;
  chart: TrendChart | null;
}

function ChartLoading() {
  return (
    <div role="status" className="flex h-72 items-center justify-center gap-3 text-slate-700">
      <Spinner className="size-5" />
      <span>Loading chart…</span>
    </div>
  );
}

function NoCases({ barangay }: { barangay: string }) {
  return (
    <p
      className="flex h-40 items-center justify-center rounded-lg bg-slate-50 px-4 text-center text-slate-800"
      data-testid="trend-no-cases"
    >
      {noRecordedCasesFor(barangay)}
    </p>
  );
}

function TrendBody({ barangay, pattern, status, error, chart }: TrendBodyProps) {
  if (barangay === '') return <p className="text-slate-700">Select a barangay to see its trend.</p>;
  if (status === 'pending') return <ChartLoading />;
  if (status === 'error') {
    if (isNoRecordedCases(error)) return <NoCases barangay={barangay} />;
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-900">
        Error loading the trend: {getErrorMessage(error)}
      </p>
    );
  }
  if (!chart) return <NoCases barangay={barangay} />;
  return (
    <figure className="flex flex-col gap-3">
      <Suspense fallback={<ChartLoading />}>
        <TrendBarChart
          buckets={chart.buckets}
          yMax={chart.yMax}
          referenceKey={chart.referenceKey}
          level={chart.level}
        />
      </Suspense>
      <TrendLegend
        pattern={pattern}
        hasProvisional={chart.buckets.some((b) => b.provisional)}
        level={chart.level}
        weeksPerBucket={chart.weeksPerBucket}
      />
      <figcaption className="text-sm text-slate-800" data-testid="trend-summary">
        {chart.summary}
      </figcaption>
      <TrendDataTable barangay={barangay} buckets={chart.buckets} weeksPerBucket={chart.weeksPerBucket} />
    </figure>
  );
}
