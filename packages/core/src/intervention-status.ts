import {
  INTERVENTION_ONGOING_WINDOW_MS,
  INTERVENTION_STATUSES,
  type InterventionStatus,
} from './constants.ts';
import { manilaDateOf } from './manila-time.ts';

/**
 * Intervention status rules (admin section 4). Old data and the admin screens spell statuses in several
 * ways ('completed', lower case), so every input goes through normalizeInterventionStatus first.
 */

const SPELLINGS: Readonly<Record<string, InterventionStatus>> = {
  scheduled: 'Scheduled',
  ongoing: 'Ongoing',
  complete: 'Complete',
  completed: 'Complete',
};

/** The canonical status, or null when the word is not a status (including 'Archived', a separate flag). */
export const normalizeInterventionStatus = (raw: string | null | undefined): InterventionStatus | null =>
  SPELLINGS[(raw ?? '').trim().toLowerCase()] ?? null;

/**
 * Statuses the create form offers for a date, in the order shown (the first is the reset value):
 * a later day is only Scheduled; later today is Scheduled or Ongoing; up to 24 hours past is Ongoing or
 * Complete; older is only Complete.
 */
export const allowedInterventionStatuses = (date: Date, now: Date): readonly InterventionStatus[] => {
  if (manilaDateOf(date) > manilaDateOf(now)) return ['Scheduled'];
  if (date.getTime() >= now.getTime()) return ['Scheduled', 'Ongoing'];
  if (now.getTime() - date.getTime() <= INTERVENTION_ONGOING_WINDOW_MS) return ['Ongoing', 'Complete'];
  return ['Complete'];
};

/** The edit form: a changed date sets Complete when it is past, otherwise Scheduled. */
export const statusAfterDateEdit = (date: Date, now: Date): InterventionStatus =>
  date.getTime() < now.getTime() ? 'Complete' : 'Scheduled';

/** Complete is final: nothing may change afterwards. */
export const isInterventionLocked = (status: string): boolean =>
  normalizeInterventionStatus(status) === 'Complete';

export const isInterventionStatus = (value: string): value is InterventionStatus =>
  (INTERVENTION_STATUSES as readonly string[]).includes(value);
