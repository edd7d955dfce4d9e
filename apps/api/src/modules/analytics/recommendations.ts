import { type DeathPriority, PATTERN_URGENCY, type PatternType } from '@dengue/core';

/**
 * The fixed advice shown beside each label: what the city health office does (admin) and what a household
 * does (resident). The measures are the Department of Health's: search-and-destroy of breeding sites and
 * larviciding first, fogging only where clustered cases confirm a hotspot, and the '4S' messages (search
 * and destroy, self-protection, seek early consultation, support fogging only in hotspots).
 */

const FEVER = 'see a doctor or the barangay health centre for any fever lasting 2 days or more';

export const PATTERN_RECOMMENDATIONS: Readonly<Record<PatternType, { admin: string; resident: string }>> = {
  spike: {
    admin:
      `${PATTERN_URGENCY.spike}: confirm the new cases with the barangay health centre; run house-to-house ` +
      'search-and-destroy of breeding sites around the cases this week; larvicide water containers that cannot ' +
      'be emptied; fog only the confirmed hotspot, not the whole barangay; and step up 4S health education.',
    resident:
      'Dengue cases rose sharply here. Empty, scrub and cover every water container at home this week, use ' +
      `mosquito repellent and long sleeves, and ${FEVER}.`,
  },
  increase: {
    admin:
      `${PATTERN_URGENCY.increase}: schedule search-and-destroy and clean-up drives where the cases live, ` +
      'check larvicide and ovicidal-larvicidal traps, act on validated breeding-site reports, and remind ' +
      'residents to seek early consultation.',
    resident: `Dengue cases are rising here. Clean your surroundings every week, cover water containers, and ${FEVER}.`,
  },
  no_change: {
    admin:
      `${PATTERN_URGENCY.no_change}: cases are steady. Keep weekly search-and-destroy and routine ` +
      'surveillance, and validate breeding-site reports promptly.',
    resident: `Dengue cases are steady here. Keep your weekly clean-up of water containers and ${FEVER}.`,
  },
  low_level_activity: {
    admin:
      `${PATTERN_URGENCY.low_level_activity}: few cases. Keep routine surveillance and weekly ` +
      'search-and-destroy, and act on validated breeding-site reports.',
    resident: `Few dengue cases here. Keep water containers covered and clean, and ${FEVER}.`,
  },
  decrease: {
    admin:
      `${PATTERN_URGENCY.decrease}: cases are falling. Keep the measures that worked and weekly ` +
      'search-and-destroy until the rainy season ends.',
    resident: `Dengue cases are falling here. Keep cleaning water containers every week and ${FEVER}.`,
  },
  none: {
    admin: `${PATTERN_URGENCY.none}: no recent case data. Keep routine surveillance and breeding-site reporting.`,
    resident: `No recent dengue cases are recorded here. Keep water containers covered and ${FEVER}.`,
  },
};

export const DEATH_RECOMMENDATIONS: Readonly<Record<DeathPriority, string>> = {
  P1:
    'Immediate Action Required (Death Cases Detected): review each death with the city epidemiology and ' +
    'surveillance unit, visit the households around the cases, and run search-and-destroy and larviciding ' +
    'there this week.',
  P2:
    'A dengue death in the past year and cases rising: put this barangay first for search-and-destroy and ' +
    'early-consultation messages.',
  P3: 'No dengue death in the last 4 weeks: follow the pattern-based advice.',
};

/** Report-based status from validated breeding-site reports of the last 14 days. */
export const REPORT_WINDOW_DAYS = 14;
export type ReportStatus = 'high' | 'moderate' | 'low' | 'none';

export const reportStatusOf = (count: number): ReportStatus =>
  count >= 5 ? 'high' : count >= 2 ? 'moderate' : count === 1 ? 'low' : 'none';

export const REPORT_RECOMMENDATIONS: Readonly<Record<ReportStatus, { admin: string; resident: string }>> = {
  high: {
    admin:
      'Inspect and clear the reported breeding sites this week and organise a clean-up drive with the barangay.',
    resident: 'Many breeding sites were reported nearby: join the clean-up and check your own surroundings.',
  },
  moderate: {
    admin: 'Inspect the reported breeding sites and ask the barangay to clear them.',
    resident: 'Breeding sites were reported nearby: check and clean your surroundings.',
  },
  low: {
    admin: 'Have the reported breeding site checked and cleared.',
    resident: 'A breeding site was reported nearby: keep your surroundings clean.',
  },
  none: {
    admin: 'No validated breeding-site reports: keep encouraging residents to report.',
    resident: 'Report any stagnant water or uncollected garbage you see.',
  },
};

export const reportAlert = (count: number): string =>
  count === 0
    ? `No validated breeding-site reports in the last ${REPORT_WINDOW_DAYS} days`
    : `${count} validated breeding-site report${count === 1 ? '' : 's'} in the last ${REPORT_WINDOW_DAYS} days`;
