import { formatCount, formatMean, formatP } from '../../analytics/engine/explain.ts';
import { type BarangayState, WINDOWS } from './state.ts';

/** Sentences about one figure each, in admin and resident words. Numbers come only from the state. */

export const count = (n: number, one: string, many = `${one}s`) =>
  `${formatCount(n)} ${n === 1 ? one : many}`;

const w = WINDOWS.trendWeeks;

/** What the pattern engine found, with the figures behind the label. */
export function adminPatternSentence(s: BarangayState): string {
  const c = s.current4 ?? 0;
  const p = s.previous4 ?? 0;
  const pv = s.pValue === null ? '' : ` (${formatP(s.pValue)})`;
  switch (s.pattern) {
    case 'spike': {
      const week = `${count(s.thisWeekCases ?? 0, 'case')} in the last complete week`;
      const usual =
        s.expectedWeekly === null ? '' : ` against an expected ${formatMean(s.expectedWeekly)} a week`;
      const threshold =
        s.spikeThreshold === null
          ? ''
          : `; ${formatCount(s.spikeThreshold)} or more in a week counts as a spike`;
      return `Spike: ${week}${usual}${pv}${threshold}.`;
    }
    case 'increase':
      return `Increase: ${count(c, 'case')} in the last ${w} weeks against ${formatCount(p)} in the ${w} before${pv}.`;
    case 'decrease':
      return `Decrease: ${count(c, 'case')} in the last ${w} weeks against ${formatCount(p)} in the ${w} before${pv}.`;
    case 'no_change':
      return `No significant change: ${count(c, 'case')} in the last ${w} weeks against ${formatCount(p)} in the ${w} before${pv}.`;
    case 'low_level_activity':
      return `Low-level activity: ${count(c, 'case')} in the last ${w} weeks.`;
    case 'none':
      return 'No data: no dengue cases in the recent line list to analyse.';
  }
}

export function residentPatternSentence(s: BarangayState): string {
  const c = s.current4 ?? 0;
  const p = s.previous4 ?? 0;
  switch (s.pattern) {
    case 'spike': {
      const usual =
        s.expectedWeekly === null ? '' : `, when about ${formatMean(s.expectedWeekly)} a week is usual`;
      return `Dengue cases jumped here: ${count(s.thisWeekCases ?? 0, 'case')} in the last complete week${usual}.`;
    }
    case 'increase':
      return `Dengue cases are rising here: ${count(c, 'case')} in the last ${w} weeks, up from ${formatCount(p)} in the ${w} weeks before.`;
    case 'decrease':
      return `Dengue cases are falling here: ${count(c, 'case')} in the last ${w} weeks, down from ${formatCount(p)} in the ${w} weeks before.`;
    case 'no_change':
      return `Dengue cases are steady here: ${count(c, 'case')} in the last ${w} weeks, about as many as the ${formatCount(p)} in the ${w} weeks before.`;
    case 'low_level_activity':
      return c === 0
        ? `No dengue cases here in the last ${w} weeks.`
        : `Few dengue cases here: ${count(c, 'case')} in the last ${w} weeks.`;
    case 'none':
      return 'No recent dengue cases are recorded here.';
  }
}

export const deathSentence = (s: BarangayState, admin: boolean): string | null => {
  if (s.deathsLast4Weeks > 0)
    return admin
      ? `${count(s.deathsLast4Weeks, 'dengue death')} among cases with onset in the last ${w} weeks (${formatCount(s.deathsLastYear)} in the last year).`
      : `${count(s.deathsLast4Weeks, 'person', 'people')} died of dengue here in the last ${w} weeks.`;
  if (s.deathsLastYear > 0 && admin)
    return `${count(s.deathsLastYear, 'dengue death')} in the last year, none in the last ${w} weeks.`;
  return null;
};

export const reportSentence = (s: BarangayState, admin: boolean): string => {
  const days = WINDOWS.reportDays;
  if (admin) {
    const clusters = s.openClusters > 0 ? `, in ${count(s.openClusters, 'open cluster')}` : '';
    return `${count(s.reports, 'validated breeding-site report')} in the last ${days} days${clusters}.`;
  }
  return s.reports === 0
    ? `No breeding sites were confirmed here in the last ${days} days.`
    : `Neighbours reported ${count(s.reports, 'confirmed breeding site')} here in the last ${days} days.`;
};

export const interventionSentence = (s: BarangayState, admin: boolean): string => {
  const active = s.ongoing + s.scheduled;
  if (admin)
    return (
      `${formatCount(s.ongoing)} ongoing and ${formatCount(s.scheduled)} scheduled interventions; ` +
      `${formatCount(s.completedRecently)} completed in the last ${WINDOWS.completedDays} days.`
    );
  return active === 0
    ? 'No city health office activity is scheduled here right now.'
    : `The city health office has ${count(active, 'activity', 'activities')} under way or planned here.`;
};
