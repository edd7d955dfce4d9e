/**
 * The plain sentence stored beside every label, so an admin can see why a barangay is flagged without
 * knowing the statistics. Numbers use en-US formatting; p-values carry 2 significant digits, and any p
 * below 0.001 is written '< 0.001' because more digits than that are noise to the reader.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const DAY_MS = 86_400_000;

// Formatters are built once: Intl construction costs far more than formatting, and the benchmark
// classifies over a million series.
const INTEGER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const ONE_DECIMAL = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const TWO_SIGNIFICANT = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 2 });
const P_VALUE = new Intl.NumberFormat('en-US', { minimumSignificantDigits: 2, maximumSignificantDigits: 2 });

export const formatCount = (value: number): string => INTEGER.format(value);

/** A weekly mean: '0', '0.25', '1.1', '42'. */
export const formatMean = (value: number): string => {
  if (value === 0) return '0';
  if (value < 1) return TWO_SIGNIFICANT.format(value);
  return value < 10 ? ONE_DECIMAL.format(value) : INTEGER.format(value);
};

/** 'p = 0.033', 'p = 0.41', 'p < 0.001'. */
export const formatP = (p: number): string => (p < 0.001 ? 'p < 0.001' : `p = ${P_VALUE.format(p)}`);

const cases = (n: number): string => `${formatCount(n)} ${n === 1 ? 'case' : 'cases'}`;

const dateParts = (dateIso: string, addDays: number): { month: string; day: number } => {
  const date = new Date(Date.parse(`${dateIso}T00:00:00Z`) + addDays * DAY_MS);
  return { month: MONTHS[date.getUTCMonth()] ?? '', day: date.getUTCDate() };
};

const shiftIso = (dateIso: string, days: number): string =>
  new Date(Date.parse(`${dateIso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** 'Nov 8–14', or 'Oct 30–Nov 5' across a month end (from a Sunday through `days` days later). */
export const formatDateRange = (startIso: string, days: number): string => {
  const start = dateParts(startIso, 0);
  const end = dateParts(startIso, days);
  const endText = end.month === start.month ? `${end.day}` : `${end.month} ${end.day}`;
  return `${start.month} ${start.day}–${endText}`;
};

export const explainNoCases = (): string => 'No dengue cases recorded';
export const explainTooShort = (): string => 'Fewer than 10 complete weeks of data';

/**
 * How the baseline is named: 'usual' for the recent-window mean, 'expected' for the seasonal model's
 * mean, which already includes the time of year and the trend.
 */
export type BaselineWord = 'usual' | 'expected';
const article = (word: BaselineWord): string => (word === 'usual' ? 'a usual' : 'an expected');

/** Week T alone was unusual: '7 cases in the week of Nov 8–14 against a usual 1.1 (p < 0.001)'. */
export const explainWeekSpike = (
  current: number,
  mean: number,
  p: number,
  weekStart?: string,
  word: BaselineWord = 'usual',
): string => {
  const when = weekStart ? `the week of ${formatDateRange(weekStart, 6)}` : 'the latest week';
  return `${cases(current)} in ${when} against ${article(word)} ${formatMean(mean)} (${formatP(p)})`;
};

/** Weeks T-1 and T together were unusual, neither alone; `mean` is per week. */
export const explainTwoWeekSpike = (
  twoWeeks: number,
  mean: number,
  p: number,
  weekStart?: string,
  word: BaselineWord = 'usual',
): string => {
  const when = weekStart
    ? `the two weeks of ${formatDateRange(shiftIso(weekStart, -7), 13)}`
    : 'the latest two weeks';
  return `${cases(twoWeeks)} in ${when} against ${article(word)} ${formatMean(mean)} a week (${formatP(p)})`;
};

/**
 * The season's own rise or fall between the two four-week windows, when the seasonal model judged the
 * trend: ', where the season and trend expect 1.4 times as many'.
 */
const seasonNote = (expectedRatio?: number): string =>
  expectedRatio === undefined
    ? ''
    : `, where the season and trend expect ${TWO_SIGNIFICANT.format(expectedRatio)} times as many`;

/** '9 cases in the last 4 weeks against 2 in the 4 before (p = 0.033)'. */
export const explainTrend = (
  current4: number,
  previous4: number,
  p: number,
  expectedRatio?: number,
): string =>
  `${cases(current4)} in the last 4 weeks against ${formatCount(previous4)} in the 4 before` +
  `${seasonNote(expectedRatio)} (${formatP(p)})`;

export const explainNoChange = (
  current4: number,
  previous4: number,
  p: number,
  expectedRatio?: number,
): string =>
  `${cases(current4)} in the last 4 weeks against ${formatCount(previous4)} in the 4 before` +
  `${seasonNote(expectedRatio)}: no significant change (${formatP(p)})`;

export const explainLowLevel = (current4: number): string =>
  current4 === 0 ? 'No cases in the last 4 weeks' : `${cases(current4)} in the last 4 weeks`;
