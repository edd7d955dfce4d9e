import { z } from 'zod';
import { INTERVENTION_STATUSES, INTERVENTION_TYPES, type InterventionStatus } from '../constants.ts';
import { VALIDATION_MESSAGES as V } from '../extra-messages.ts';
import { allowedInterventionStatuses, normalizeInterventionStatus } from '../intervention-status.ts';
import { booleanInput, numberInput, paginatedSchema } from './common.ts';
import { createInterventionSchema, interventionSchema } from './interventions.ts';

/**
 * Intervention rules that need more than one field or the clock: the status a date allows, the table's
 * paging, and the wording of the refusals the spec leaves open. The create form and POST interventions use
 * the same builder, so the browser never offers what the server refuses.
 */

/** Interventions table (admin section 9): 10 per page, options 10, 20, 50, 100; the recent view shows 5. */
export const INTERVENTION_PAGE_SIZES = [10, 20, 50, 100] as const;
export const INTERVENTION_PAGE_SIZE = 10;
export const INTERVENTION_RECENT_ROWS = 5;
/** The type filter's extra option (admin section 9). */
export const INTERVENTION_TYPE_FILTERS = ['All', ...INTERVENTION_TYPES] as const;

const listStatuses = (statuses: readonly string[]): string =>
  statuses.length === 1 ? statuses[0]! : `${statuses.slice(0, -1).join(', ')} or ${statuses.at(-1)}`;

/** Refusals whose wording the spec does not give. */
export const INTERVENTION_RULE_MESSAGES = {
  statusForDate: (allowed: readonly string[]) =>
    `For this date the status can only be ${listStatuses(allowed)}.`,
  barangayLocked: 'The barangay of an intervention cannot be changed.',
  alreadyArchived: 'This intervention is already archived.',
  notArchived: 'This intervention is not archived.',
  archiveBeforeDelete: 'Archive the intervention before deleting it permanently.',
  archivedReadOnly: 'Unarchive the intervention before editing it.',
  /** Admin section 5 states the edit rule without quoting a message; this is its wording. */
  saveLocationFirst: 'A location must be saved before saving while the map is open.',
  typeFilter: `Type must be All or one of: ${INTERVENTION_TYPES.join(', ')}.`,
  statusFilter: `Status must be one of: ${INTERVENTION_STATUSES.join(', ')}.`,
} as const;

/** The status problem of a (date, status) pair at `now`, or null when the date allows the status. */
export const statusProblemForDate = (date: Date, status: InterventionStatus, now: Date): string | null => {
  const allowed = allowedInterventionStatuses(date, now);
  return allowed.includes(status) ? null : INTERVENTION_RULE_MESSAGES.statusForDate(allowed);
};

/** POST interventions with the date rule of admin section 4 checked against the clock `now()`. */
export const buildCreateInterventionSchema = (now: () => Date = () => new Date()) =>
  createInterventionSchema.superRefine((body, ctx) => {
    const problem = statusProblemForDate(new Date(body.date), body.status, now());
    if (problem) ctx.addIssue({ code: 'custom', path: ['status'], message: problem });
  });

/** GET interventions: paging, filters, and the archives (admins only) with archived=true. */
export const interventionListQuerySchema = z.object({
  page: numberInput(V.pageNumber).pipe(z.number().int(V.pageNumber).min(1, V.pageNumber)).default(1),
  limit: numberInput(V.pageLimit)
    .pipe(z.number().int(V.pageLimit).min(1, V.pageLimit).max(INTERVENTION_PAGE_SIZES.at(-1)!, V.pageLimit))
    .default(INTERVENTION_PAGE_SIZE),
  type: z.enum(INTERVENTION_TYPE_FILTERS, { error: INTERVENTION_RULE_MESSAGES.typeFilter }).optional(),
  status: z
    .preprocess(
      (value) => (typeof value === 'string' ? (normalizeInterventionStatus(value) ?? value) : value),
      z.enum(INTERVENTION_STATUSES, { error: INTERVENTION_RULE_MESSAGES.statusFilter }),
    )
    .optional(),
  barangay: z.string().trim().min(1, V.barangayNameRequired).optional(),
  archived: booleanInput.default(false),
});
export type InterventionListQuery = z.output<typeof interventionListQuerySchema>;

export const interventionPageSchema = paginatedSchema(interventionSchema);
export type InterventionPage = z.infer<typeof interventionPageSchema>;

/** GET interventions/barangay/{barangay}/grouped. */
export const groupedInterventionsSchema = z.object({
  barangay: z.string(),
  ongoing: z.array(interventionSchema),
  scheduled: z.array(interventionSchema),
});
export type GroupedInterventions = z.infer<typeof groupedInterventionsSchema>;

/** GET interventions/in-progress/{barangay}: Ongoing and Scheduled, the ones still to finish. */
export const inProgressInterventionsSchema = z.object({
  barangay: z.string(),
  data: z.array(interventionSchema),
});
