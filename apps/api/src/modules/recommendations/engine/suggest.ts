import {
  canAddIntervention,
  type InterventionSuggestion,
  type InterventionType,
  urgencyFor,
} from '@dengue/core';
import { count } from './phrases.ts';
import { type BarangayState, WINDOWS } from './state.ts';

/**
 * The intervention the Apply action preselects. Fogging is for confirmed hotspots only (a spike or a
 * recent death), and not again while one is under way or just done; breeding-site reports call for a
 * clean-up; a rise without reports for traps; quiet barangays for education.
 */
function typeFor(s: BarangayState): { type: InterventionType; reason: string } {
  const fogged = s.recentTypes.includes('Fogging');
  if (s.pattern === 'spike' || s.deathsLast4Weeks > 0) {
    const why =
      s.deathsLast4Weeks > 0 ? count(s.deathsLast4Weeks, 'recent dengue death') : 'a spike in cases';
    if (fogged)
      return {
        type: 'Ovicidal-Larvicidal Trapping',
        reason: `Hotspot with ${why}; fogging is already under way or recent: trap and larvicide.`,
      };
    return { type: 'Fogging', reason: `Hotspot with ${why}: fog or spray around the cases only.` };
  }
  if (s.reports >= 2 || s.openClusters > 0)
    return {
      type: 'Clean-up Drive',
      reason: `${count(s.reports, 'validated breeding-site report')} in the last ${WINDOWS.reportDays} days.`,
    };
  if (s.pattern === 'increase')
    return {
      type: 'Ovicidal-Larvicidal Trapping',
      reason: 'Cases are rising without reported breeding sites: trap and larvicide.',
    };
  return { type: 'Education Campaign', reason: 'No urgent signal: keep residents doing the 4S at home.' };
}

export function suggestIntervention(s: BarangayState): InterventionSuggestion {
  const { type, reason } = typeFor(s);
  return {
    barangay: s.barangay,
    pattern: s.pattern,
    urgency: urgencyFor(s.pattern, s.deathsLast4Weeks),
    interventionType: type,
    reason,
    death_count: s.deathsLast4Weeks,
    ongoing_interventions: s.ongoing,
    scheduled_interventions: s.scheduled,
    can_add_intervention: canAddIntervention(s.pattern, s.ongoing + s.scheduled),
  };
}
