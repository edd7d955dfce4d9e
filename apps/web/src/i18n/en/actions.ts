import { registerEnglish } from '../language-store';

/**
 * English, part 'actions': the Prescriptive Action Recommendations and Recent Intervention Records of
 * /admin/interventions, and the intervention buttons of the analytics pattern cards. The console shows
 * English only (decision 017); the Filipino words are kept ready for the day it is translated.
 */
export const actionsEn = {
  'actions.title': 'Interventions',
  'actions.intro': 'What to do where, from the latest pattern analysis, and the interventions on record.',
  'actions.heading': 'Prescriptive Action Recommendations',
  'actions.tabsLabel': 'Recommendations by pattern',
  'actions.more': 'More',
  'actions.tab.spike': 'Spike',
  'actions.tab.increase': 'Increase',
  'actions.tab.decrease': 'Decrease',
  'actions.tab.low_level_activity': 'Low level activity',
  'actions.tab.no_change': 'No change',
  'actions.tab.none': 'No Data',
  'actions.empty': 'No {label} recommendations available.',
  'actions.loading': 'Loading recommendations…',
  'actions.back': 'Back',
  'actions.next': 'Next',
  'actions.page': 'Page {page} of {pages}',
  'actions.apply': 'Apply',
  'actions.applyLabel': 'Apply: {type} in {barangay}',
  'actions.suggested': 'Suggested intervention',
  'actions.deaths': 'Deaths (52 weeks)',
  'actions.reports': 'Validated reports (14 days)',
  'actions.inProgress': 'Ongoing / scheduled',
  'actions.lastAnalysed': 'Last analysed',
  'actions.notAnalysed': 'Not analysed yet',
  'actions.preselected': 'Recommended for {barangay}: {urgency} ({pattern}). {reason}',
  'actions.recentTitle': 'Recent Intervention Records',
  'actions.viewArchives': 'View Archives',
  'actions.viewAll': 'View All Records',
  'actions.view': 'View',
  'actions.viewInterventions': 'View Interventions',
  'actions.addIntervention': 'Add Intervention',
  'actions.interventionsOf': 'Interventions: {barangay}',
  'actions.ongoing': 'Ongoing',
  'actions.scheduled': 'Scheduled',
  'actions.noneOngoing': 'No ongoing interventions.',
  'actions.noneScheduled': 'No scheduled interventions.',
} satisfies Record<string, string>;

registerEnglish(actionsEn);
