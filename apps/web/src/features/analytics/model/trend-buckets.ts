import { addDays, PATTERN_COLORS, PATTERN_LABELS, type PatternType } from '@dengue/core';

/**
 * The trend chart's numbers (resident section 9): one bar per complete morbidity week for ranges of up to
 * 26 weeks (the alerts quote single weeks, so the chart must show them), pairs of weeks beyond; the last
 * 4 weeks in the barangay's pattern colour behind a reference line, earlier ones neutral, a y axis of at
 * least 10, and the provisional weeks (late reports may still arrive) marked.
 */

/** One complete week of the API's `complete_weeks`, keyed there by its Sunday. */
export interface TrendWeek {
  weekStart: string;
  weekEnd: string;
  count: number;
  provisional: boolean;
}

export interface TrendBucket {
  /** The Sunday of its first week: a stable key and the category of the x axis. */
  key: string;
  /** 'Mar 2–15', or 'Feb 23–Mar 8' across a month end. */
  label: string;
  start: string;
  end: string;
  count: number;
  weeks: number;
  /** In the last 4 weeks, coloured by pattern. */
  recent: boolean;
  /** Holds a week the API marks provisional. */
  provisional: boolean;
  fill: string;
}

/** Earlier buckets: a grey that keeps 3:1 against white, so the bars stay visible. */
export const NEUTRAL_BAR_COLOR = '#94a3b8';
export const RECENT_WEEKS = 4;
export const WEEKS_PER_BUCKET = 2;
/** Up to this many weeks, each bar is one week. */
export const WEEKLY_BARS_MAX_WEEKS = 26;
export const MIN_Y_MAX = 10;

/** Weeks per bar for a range of `weekCount` weeks. */
export const weeksPerBucketFor = (weekCount: number): number =>
  weekCount <= WEEKLY_BARS_MAX_WEEKS ? 1 : WEEKS_PER_BUCKET;

type CompleteWeeks = Record<
  string,
  { date_range: [string, string] | readonly string[]; count: number; provisional?: boolean }
>;

/** The API's map of weeks as a list, oldest first. */
export function weeksFromResponse(completeWeeks: CompleteWeeks): TrendWeek[] {
  return Object.entries(completeWeeks)
    .map(([weekStart, value]) => ({
      weekStart,
      weekEnd: value.date_range[1] ?? addDays(weekStart, 6),
      count: value.count,
      provisional: value.provisional ?? false,
    }))
    .sort((a, b) => a.weekStart.localeCompare(b.weekStart));
}

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const partsOf = (iso: string) => ({
  month: SHORT_MONTHS[Number(iso.slice(5, 7)) - 1] ?? '',
  day: Number(iso.slice(8, 10)),
  year: iso.slice(0, 4),
});

/** 'Mar 2'. */
export function shortDate(iso: string): string {
  const { month, day } = partsOf(iso);
  return `${month} ${day}`;
}

/** 'Mar 2–15', 'Feb 23–Mar 8'; the year only when the range crosses one ('Dec 28, 2025–Jan 10, 2026'). */
export function shortRange(start: string, end: string): string {
  const a = partsOf(start);
  const b = partsOf(end);
  if (a.year !== b.year) return `${a.month} ${a.day}, ${a.year}–${b.month} ${b.day}, ${b.year}`;
  return a.month === b.month ? `${a.month} ${a.day}–${b.day}` : `${a.month} ${a.day}–${b.month} ${b.day}`;
}

/** The chart's bars: single weeks up to 26 weeks, pairs beyond (see weeksPerBucketFor). */
export const trendBuckets = (weeks: readonly TrendWeek[], pattern: PatternType): TrendBucket[] =>
  groupedBuckets(weeks, pattern, weeksPerBucketFor(weeks.length));

/** Pairs of weeks (see groupedBuckets). */
export const biWeeklyBuckets = (weeks: readonly TrendWeek[], pattern: PatternType): TrendBucket[] =>
  groupedBuckets(weeks, pattern, WEEKS_PER_BUCKET);

/**
 * Groups of `size` weeks, grouped from the newest backwards so the last bucket always ends with the newest
 * week; a count that does not divide leaves the oldest bucket shorter.
 */
function groupedBuckets(weeks: readonly TrendWeek[], pattern: PatternType, size: number): TrendBucket[] {
  const groups: TrendWeek[][] = [];
  for (let end = weeks.length; end > 0; end -= size) {
    groups.unshift(weeks.slice(Math.max(0, end - size), end));
  }
  const recentBuckets = Math.ceil(RECENT_WEEKS / size);
  return groups.map((group, index) => {
    const first = group[0]!;
    const last = group[group.length - 1]!;
    const recent = index >= groups.length - recentBuckets;
    return {
      key: first.weekStart,
      label: shortRange(first.weekStart, last.weekEnd),
      start: first.weekStart,
      end: last.weekEnd,
      count: group.reduce((sum, week) => sum + week.count, 0),
      weeks: group.length,
      recent,
      provisional: group.some((week) => week.provisional),
      fill: recent ? PATTERN_COLORS[pattern] : NEUTRAL_BAR_COLOR,
    };
  });
}

/**
 * The top of the y axis: at least 10; above that the tallest bar plus a tenth of headroom (so it never
 * touches the frame), rounded up to a readable step.
 */
export function yAxisMax(buckets: readonly Pick<TrendBucket, 'count'>[]): number {
  const tallest = Math.max(0, ...buckets.map((bucket) => bucket.count));
  const wanted = tallest * 1.1;
  if (wanted <= MIN_Y_MAX) return MIN_Y_MAX;
  const step = wanted > 500 ? 100 : wanted > 200 ? 50 : wanted > 50 ? 10 : 5;
  return Math.ceil(wanted / step) * step;
}

/**
 * The usual level drawn across the chart: the engine's reference mean m (mean weekly cases of the reference
 * weeks, stored with each analysis) times the weeks of a bucket, to one decimal; null without an analysis.
 */
export function usualLevel(
  referenceMean: number | null | undefined,
  weeksPerBucket: number = WEEKS_PER_BUCKET,
): number | null {
  if (referenceMean === null || referenceMean === undefined || !Number.isFinite(referenceMean)) return null;
  return Math.round(referenceMean * weeksPerBucket * 10) / 10;
}

/** 'per week' or 'per 2 weeks'. */
export const perBucketText = (weeksPerBucket: number): string =>
  weeksPerBucket === 1 ? 'per week' : `per ${weeksPerBucket} weeks`;

/** 'usual level about 11 cases per 2 weeks' or 'about 2.5 cases per week'. */
export const usualLevelText = (level: number, weeksPerBucket: number = WEEKS_PER_BUCKET): string =>
  `usual level about ${level.toLocaleString('en-US', { maximumFractionDigits: 1 })} ${level === 1 ? 'case' : 'cases'} ${perBucketText(weeksPerBucket)}`;

/** The category the reference line stands at (the first recent bucket), or null when all are recent. */
export function referenceLineKey(buckets: readonly TrendBucket[]): string | null {
  const index = buckets.findIndex((bucket) => bucket.recent);
  return index > 0 ? buckets[index]!.key : null;
}

export const hasNoCases = (weeks: readonly TrendWeek[]): boolean => weeks.every((week) => week.count === 0);

const cases = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'case' : 'cases'}`;

/** The chart in one sentence, for its caption and for screen readers. */
export function trendSummary(
  barangay: string,
  weeks: readonly TrendWeek[],
  buckets: readonly TrendBucket[],
  pattern: PatternType,
  level: number | null = null,
): string {
  const total = weeks.reduce((sum, week) => sum + week.count, 0);
  const recent = buckets.filter((bucket) => bucket.recent).reduce((sum, bucket) => sum + bucket.count, 0);
  const provisional = weeks.filter((week) => week.provisional).length;
  const parts = [
    `${barangay}: ${cases(total)} in the last ${weeks.length} complete weeks`,
    `${cases(recent)} in the last 4 weeks (pattern: ${PATTERN_LABELS[pattern]})`,
  ];
  if (level !== null)
    parts.push(
      `${usualLevelText(level, buckets[buckets.length - 1]?.weeks ?? WEEKS_PER_BUCKET)} (mean of the reference weeks)`,
    );
  if (provisional > 0) {
    parts.push(
      `the newest ${provisional === 1 ? 'week is' : `${provisional} weeks are`} provisional: late reports may still arrive`,
    );
  }
  return `${parts.join('; ')}.`;
}
