import { z } from 'zod';
import { BULK_VALIDATE_MAX, EXTRA_LIMITS, LIMITS, REPORT_STATUSES, REPORT_TYPES } from '../constants.ts';
import { VALIDATION_MESSAGES as V } from '../extra-messages.ts';
import { idIssue, type MessageId, refineWith } from '../message-ids.ts';
import { REPORT_FORM_MESSAGES as M } from '../messages.ts';
import { checkReportDateTime, checkReportTime, dateWithoutTime } from '../report-date.ts';
import {
  booleanInput,
  dateOrDateTimeSchema,
  idListSchema,
  idSchema,
  isInCityBounds,
  isoDateTimeSchema,
  lngLatSchema,
  numberInput,
  pageQuerySchema,
  pointSchema,
  sortOrderSchema,
  voteListsSchema,
} from './common.ts';

/** Breeding-site reports (resident sections 3, 5 and 7; admin sections 3 and 7). */

export const reportTypeSchema = z.enum(REPORT_TYPES, { error: M.reportTypeRequired });
export const reportStatusSchema = z.enum(REPORT_STATUSES, { error: V.reportStatus });

/** A report as every list and detail call returns it. `user` is null for anonymous reports. */
export const reportSchema = voteListsSchema.extend({
  _id: idSchema,
  user: z.object({ _id: idSchema, username: z.string(), profilePhotoUrl: z.string().nullable() }).nullable(),
  isAnonymous: z.boolean(),
  anonymousId: z.string().nullable(),
  displayUser: z.object({ username: z.string() }),
  barangay: z.string(),
  specific_location: pointSchema(),
  date_and_time: isoDateTimeSchema(),
  report_type: reportTypeSchema,
  description: z.string(),
  images: z.array(z.string()),
  status: reportStatusSchema,
  createdAt: isoDateTimeSchema(),
  likesCount: z.number().int(),
  commentsCount: z.number().int(),
  sharesCount: z.number().int(),
  isInCluster: z.boolean(),
  cluster: idSchema.nullable(),
  exclude_from_clustering: z.boolean(),
  isResolved: z.boolean(),
  /** The street address or landmark the author typed (the picker's way without the map); null if none. */
  address: z.string().nullable(),
  /** The pin is only the barangay's label point, not where the site is; such reports are never clustered. */
  location_approximate: z.boolean(),
});
export type Report = z.infer<typeof reportSchema>;

/** Clock skew allowed between a resident's phone and the server before "in the future" applies. */
export const REPORT_CLOCK_SKEW_MS = 2 * 60_000;

/**
 * The optional idempotency id of POST reports: chosen by the device when the report is filed (offline or
 * not), so a report sent again after a lost answer is stored once (decision 015).
 */
export const reportClientIdSchema = z.uuid({ error: V.reportClientId }).optional();

const fullDateTime = isoDateTimeSchema(M.dateRequired);

/**
 * date_and_time of POST reports: missing or unreadable 'Date is required.'; a date without its time the
 * time field's 'Time is required.' (checkReportTime, as the form says it); then the date rules.
 */
const reportDateTimeSchema = (now: () => Date) =>
  z.string({ error: M.dateRequired }).superRefine((value, ctx) => {
    const fail = (id: MessageId) => ctx.addIssue(idIssue(id));
    const date = dateWithoutTime(value);
    if (date) return fail(checkReportTime(date, '', now())?.id ?? 'report.timeRequired');
    if (!fullDateTime.safeParse(value).success) return fail('report.dateRequired');
    const problem = checkReportDateTime(new Date(value), now(), REPORT_CLOCK_SKEW_MS);
    if (problem) fail(problem.id);
  });

/**
 * POST reports, as the multipart fields parse (images travel as files and are checked by
 * checkReportImages). `now` is injectable so tests can pin the clock.
 */
export const buildCreateReportSchema = (now: () => Date = () => new Date()) =>
  z.object({
    barangay: z.string({ error: M.barangayRequired }).trim().min(1, M.barangayRequired),
    specific_location: z.object(
      {
        type: z.literal('Point', { error: M.locationRequired }),
        coordinates: lngLatSchema(M.locationRequired).refine(
          isInCityBounds,
          refineWith('report.outsideCity'),
        ),
      },
      { error: M.locationRequired },
    ),
    date_and_time: reportDateTimeSchema(now),
    report_type: reportTypeSchema,
    description: z
      .string({ error: M.descriptionRequired })
      .trim()
      .min(1, M.descriptionRequired)
      .max(LIMITS.reportDescriptionMax, M.descriptionLimit),
    isAnonymous: booleanInput.default(false),
    clientId: reportClientIdSchema,
    address: z
      .string({ error: V.reportAddressTooLong })
      .trim()
      .max(EXTRA_LIMITS.reportAddressMax, V.reportAddressTooLong)
      .transform((value) => value || null)
      .optional(),
    location_approximate: booleanInput.default(false),
  });
export const createReportSchema = buildCreateReportSchema();
export type CreateReportBody = z.input<typeof createReportSchema>;

/** Columns a report list may be sorted by: the feed tabs and the verification grid's columns. */
export const REPORT_SORT_FIELDS = [
  'createdAt',
  'date_and_time',
  'upvotes',
  'barangay',
  'status',
  'username',
] as const;

/**
 * Where GET reports' `search` looks (the /search page's All, Posts and People side filter): every field;
 * the post's own barangay, report type and description; or the name people see of its author.
 */
export const REPORT_SEARCH_SCOPES = ['all', 'posts', 'people'] as const;
export type ReportSearchScope = (typeof REPORT_SEARCH_SCOPES)[number];

/** GET reports. Text filters are trimmed; an empty one means "no filter". */
const optionalText = z
  .string()
  .trim()
  .max(200)
  .transform((value) => value || undefined)
  .optional();

export const reportListQuerySchema = pageQuerySchema
  .extend({
    search: optionalText,
    searchScope: z.enum(REPORT_SEARCH_SCOPES, { error: V.searchScope }).default('all'),
    barangay: optionalText,
    report_type: reportTypeSchema.optional(),
    status: reportStatusSchema.optional(),
    startDate: dateOrDateTimeSchema.optional(),
    endDate: dateOrDateTimeSchema.optional(),
    sortBy: z.enum(REPORT_SORT_FIELDS, { error: V.sortBy }).default('createdAt'),
    sortOrder: sortOrderSchema.default('desc'),
    username: optionalText,
    description: optionalText,
    popular: booleanInput.optional(),
    recent: booleanInput.optional(),
    myPosts: booleanInput.optional(),
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate.slice(0, 10) <= q.endDate.slice(0, 10), {
    path: ['endDate'],
    error: V.dateRangeOrder,
  });
export type ReportListQuery = z.output<typeof reportListQuerySchema>;

/** PATCH reports/{id}. Pending is accepted for the 1-hour undo; the service decides what is allowed. */
export const reportStatusPatchSchema = z.object({ status: reportStatusSchema });

/**
 * PATCH reports/bulk-validate: Pending reports become Validated. Rejection stays one report at a time, so
 * status may only say Validated (the spec's body carries it).
 */
export const bulkValidateSchema = z.object({
  reportIds: idListSchema.max(BULK_VALIDATE_MAX, V.bulkValidateTooMany),
  status: z.literal('Validated', { error: V.bulkValidateStatus }).default('Validated'),
});
export type BulkValidateBody = z.output<typeof bulkValidateSchema>;

/** Why a bulk-validate id was left unchanged. */
export const BULK_SKIP_REASONS = ['already decided', 'not found'] as const;
export const bulkValidateResultSchema = z.object({
  message: z.string(),
  updated: z.number().int(),
  updatedIds: z.array(z.string()),
  skipped: z.array(z.object({ id: z.string(), reason: z.enum(BULK_SKIP_REASONS) })),
});
export type BulkValidateResult = z.output<typeof bulkValidateResultSchema>;

/** POST reports/nearby: reports within `radius` metres of a point. */
export const nearbyReportsSchema = z.object({
  lng: numberInput(V.coordinates).pipe(z.number().min(-180, V.coordinates).max(180, V.coordinates)),
  lat: numberInput(V.coordinates).pipe(z.number().min(-90, V.coordinates).max(90, V.coordinates)),
  radius: numberInput(V.radius)
    .pipe(z.number().positive(V.radius).max(EXTRA_LIMITS.nearbyRadiusMaxMeters, V.radius))
    .default(EXTRA_LIMITS.nearbyRadiusDefaultMeters),
});

/** GET reports/by-barangay?barangay= */
export const reportsByBarangayQuerySchema = z.object({
  barangay: z.string({ error: M.barangayRequired }).trim().min(1, M.barangayRequired),
});
