import {
  PATTERN_LABELS,
  type PatternType,
  type RecommendationAudience,
  type RecommendationFacts,
  type RecommendationText,
  urgencyFor,
} from '@dengue/core';
import { formatCount, formatMean, formatP } from '../../analytics/engine/explain.ts';
import { reportStatusOf } from '../../analytics/recommendations.ts';
import {
  adminPatternSentence,
  deathSentence,
  interventionSentence,
  reportSentence,
  residentPatternSentence,
} from './phrases.ts';
import { type BarangayState, WINDOWS } from './state.ts';

/**
 * The deterministic recommendation: a barangay's state in, the section 3 texts out. Pure: the same state
 * gives the same text, and every number it writes is one of the state's (docs/decisions/029).
 */

const ADMIN_ACTIONS: Readonly<Record<PatternType, readonly string[]>> = {
  spike: [
    '**Confirm** the new cases with the barangay health centre and the city epidemiology unit.',
    '**Search and destroy** breeding sites house to house around the cases this week.',
    '**Larvicide** water containers that cannot be emptied.',
    '**Fog or spray only the confirmed hotspot**, not the whole barangay, as the Department of Health advises.',
    '**Step up 4S health education** and early-consultation reminders.',
  ],
  increase: [
    '**Schedule search-and-destroy and a clean-up drive** where the cases live.',
    '**Check larvicide and ovicidal-larvicidal traps** in the affected streets.',
    '**Remind residents to seek early consultation** for fever.',
  ],
  no_change: [
    '**Keep weekly search-and-destroy** and routine surveillance.',
    '**Validate breeding-site reports promptly** so sites are cleared early.',
  ],
  low_level_activity: [
    '**Keep routine surveillance** and weekly search-and-destroy.',
    '**Act on validated breeding-site reports.**',
  ],
  decrease: [
    '**Keep the measures that worked** and weekly search-and-destroy.',
    '**Do not stop early**: cases can rise again while it rains.',
  ],
  none: ['**Keep routine surveillance** and encourage breeding-site reporting.'],
};

const RESIDENT_ACTIONS: readonly string[] = [
  '**Search and destroy**: empty, scrub and cover every water container at home once a week.',
  '**Protect yourself**: use mosquito repellent, long sleeves and screens, especially in the daytime.',
  '**Seek early consultation**: see a doctor or the barangay health centre for a fever that lasts two days or more.',
  '**Support** the clean-up drives and spraying the barangay organises.',
];

const ADMIN_PREDICTIONS: Readonly<Record<PatternType, string>> = {
  spike:
    'Cases are likely to stay above the usual level in the coming weeks unless breeding sites around the cases are cleared.',
  increase: 'If the rise continues, this barangay may reach a spike within weeks; act before it does.',
  no_change: 'Cases are likely to stay near their current level if routine measures continue.',
  low_level_activity: 'Cases are likely to stay low while routine measures continue.',
  decrease: 'Cases are likely to keep falling if the current measures are kept up.',
  none: 'There is too little recent data to predict the coming weeks.',
};

const RESIDENT_PREDICTIONS: Readonly<Record<PatternType, string>> = {
  spike: 'More people may fall ill in the coming weeks unless everyone clears standing water now.',
  increase: 'Cases may keep rising in the coming weeks; clearing standing water now helps stop it.',
  no_change: 'Cases will likely stay about the same if everyone keeps cleaning up.',
  low_level_activity: 'Cases will likely stay low if everyone keeps cleaning up.',
  decrease: 'Cases will likely keep falling if everyone keeps cleaning up.',
  none: 'There is not enough recent information to say what comes next.',
};

const weatherPrediction = (s: BarangayState, admin: boolean): string => {
  if (!s.weather) return '';
  if (s.weather.risk === 'high')
    return admin
      ? ' The weather favours mosquito breeding, which makes a rise more likely.'
      : ' Rain and warm weather help mosquitoes breed, so this matters even more now.';
  if (s.weather.risk === 'low')
    return admin ? ' The weather is not favouring mosquito breeding for now.' : '';
  return '';
};

function adminAnalysis(s: BarangayState): string {
  const parts = [adminPatternSentence(s)];
  if (s.pattern !== 'spike' && s.thisWeekCases !== null && s.expectedWeekly !== null)
    parts.push(
      `The last complete week had ${formatCount(s.thisWeekCases)} against an expected ${formatMean(s.expectedWeekly)} a week.`,
    );
  parts.push(deathSentence(s, true) ?? 'No dengue deaths in the last year.');
  parts.push(reportSentence(s, true), interventionSentence(s, true));
  if (s.weather) parts.push(s.weather.verdict);
  return parts.join(' ');
}

function residentAnalysis(s: BarangayState): string {
  return [residentPatternSentence(s), deathSentence(s, false), reportSentence(s, false)]
    .filter((part): part is string => part !== null)
    .join(' ');
}

function adminFactors(s: BarangayState, urgency: string): string[] {
  const factors = [`Pattern: ${PATTERN_LABELS[s.pattern]}`, `Urgency: ${urgency}`];
  if (s.thisWeekCases !== null)
    factors.push(`Cases in the last complete week: ${formatCount(s.thisWeekCases)}`);
  if (s.expectedWeekly !== null) factors.push(`Expected weekly cases: ${formatMean(s.expectedWeekly)}`);
  if (s.pValue !== null) factors.push(`Evidence behind the label: ${formatP(s.pValue)}`);
  factors.push(`Deaths in the last ${WINDOWS.trendWeeks} weeks: ${formatCount(s.deathsLast4Weeks)}`);
  factors.push(`Validated breeding-site reports (${WINDOWS.reportDays} days): ${formatCount(s.reports)}`);
  factors.push(`Open report clusters: ${formatCount(s.openClusters)}`);
  factors.push(`Interventions ongoing or scheduled: ${formatCount(s.ongoing + s.scheduled)}`);
  if (s.weather) factors.push(`Weather: ${s.weather.verdict}`);
  return factors;
}

function residentFactors(s: BarangayState): string[] {
  return [
    residentPatternSentence(s),
    reportSentence(s, false),
    interventionSentence(s, false),
    ...(s.weather ? [`Weather: ${s.weather.verdict}`] : []),
  ];
}

function recommendationMarkdown(s: BarangayState, admin: boolean, urgency: string): string {
  const lines = [`### ${admin ? urgency : 'What you can do'}`];
  for (const action of admin ? ADMIN_ACTIONS[s.pattern] : RESIDENT_ACTIONS) lines.push(`- ${action}`);
  const extra: string[] = [];
  if (s.deathsLast4Weeks > 0)
    extra.push(
      admin
        ? '**Review each death** with the city epidemiology and surveillance unit and visit the households around the cases.'
        : '**Do not wait**: warning signs such as belly pain, vomiting or bleeding need a hospital at once.',
    );
  if (admin && s.reports > 0) extra.push('**Inspect and clear the reported breeding sites** this week.');
  if (admin && s.ongoing + s.scheduled > 0)
    extra.push('**Follow up the interventions under way** before planning new ones.');
  if (s.weather?.risk === 'high')
    extra.push(
      admin
        ? '**Plan for rain**: check drainage, gutters and discarded containers after each downpour.'
        : '**After each rain**, tip out water collected in pots, tyres and gutters.',
    );
  if (extra.length > 0) {
    lines.push('', `### ${admin ? 'Also this week' : 'Right now'}`);
    for (const item of extra) lines.push(`- ${item}`);
  }
  return lines.join('\n');
}

export function writeRecommendation(
  s: BarangayState,
  audience: RecommendationAudience,
): RecommendationText & { urgency: string } {
  const admin = audience === 'admin';
  const urgency = urgencyFor(s.pattern, s.deathsLast4Weeks);
  const pattern = admin ? adminPatternSentence(s) : residentPatternSentence(s);
  const death = deathSentence(s, admin);
  return {
    urgency,
    brief_insight: `${s.barangay}: ${urgency}. ${pattern}${death && s.deathsLast4Weeks > 0 ? ` ${death}` : ''}`,
    recommendation: recommendationMarkdown(s, admin, urgency),
    analysis: admin ? adminAnalysis(s) : residentAnalysis(s),
    predictions: (admin ? ADMIN_PREDICTIONS : RESIDENT_PREDICTIONS)[s.pattern] + weatherPrediction(s, admin),
    factors: admin ? adminFactors(s, urgency) : residentFactors(s),
  };
}

export const factsOf = (s: BarangayState): RecommendationFacts => ({
  this_week_cases: s.thisWeekCases,
  expected_weekly_cases: s.expectedWeekly,
  spike_threshold: s.spikeThreshold,
  p_value: s.pValue,
  last_4_weeks_cases: s.current4,
  previous_4_weeks_cases: s.previous4,
  evaluation_week: s.evaluationWeek,
  deaths_last_4_weeks: s.deathsLast4Weeks,
  deaths_last_52_weeks: s.deathsLastYear,
  validated_reports_14_days: s.reports,
  report_status: reportStatusOf(s.reports),
  open_clusters: s.openClusters,
  ongoing_interventions: s.ongoing,
  scheduled_interventions: s.scheduled,
  completed_interventions_30_days: s.completedRecently,
});
