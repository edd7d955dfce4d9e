import {
  buildCreateReportSchema,
  checkReportDate,
  checkReportImages,
  checkReportTime,
  type FileInfo,
  isHhMm,
  isIsoDate,
  type ReportType,
  reportDateTimeOf,
} from '@dengue/core';
import type { PickedLocation } from '../../../components/location-picker-slot';
import type { KeyedMessage } from '../../../i18n/catalogue';
import { keyedIssue, keyedOf } from '../../../i18n/core-messages';

/** The point chosen with the location picker. */
export type DraftLocation = PickedLocation;

/** What the Report to Surveillance form holds (resident section 2 and 5). Dates are Manila 'YYYY-MM-DD'. */
export interface ReportDraft<F extends FileInfo = FileInfo> {
  isAnonymous: boolean;
  location: DraftLocation | null;
  date: string;
  time: string;
  reportType: ReportType | '';
  description: string;
  images: F[];
}

export type DraftField = 'barangay' | 'location' | 'date' | 'time' | 'reportType' | 'description' | 'images';

/** The order errors are listed in; the first one is the one a failed submit names (resident section 5). */
export const FIELD_ORDER: readonly DraftField[] = [
  'barangay',
  'location',
  'date',
  'time',
  'reportType',
  'description',
  'images',
];

/** Each field's first problem, keyed by core's message id (an id-less issue keeps its English). */
export type DraftErrors = Partial<Record<DraftField, KeyedMessage | string>>;

const SCHEMA_FIELDS: Record<string, DraftField> = {
  barangay: 'barangay',
  specific_location: 'location',
  address: 'location',
  date_and_time: 'date',
  report_type: 'reportType',
  description: 'description',
};

/** The instant sent as date_and_time, or undefined while the date or time is incomplete. */
export function draftInstant(draft: Pick<ReportDraft, 'date' | 'time'>): Date | undefined {
  if (!isIsoDate(draft.date) || !isHhMm(draft.time)) return undefined;
  return reportDateTimeOf(draft.date, draft.time);
}

/** The body POST reports validates, built from the draft (the files travel beside it). */
export function draftBody(draft: ReportDraft) {
  return {
    barangay: draft.location?.barangay ?? '',
    specific_location: draft.location
      ? { type: 'Point' as const, coordinates: [draft.location.lng, draft.location.lat] as [number, number] }
      : undefined,
    date_and_time: draftInstant(draft)?.toISOString(),
    report_type: draft.reportType || undefined,
    description: draft.description,
    isAnonymous: draft.isAnonymous,
    ...draftPlace(draft.location),
  };
}

/**
 * The optional place fields of POST reports: the typed address, and 'true' when the pin is only the
 * barangay's label point (the server keeps such reports out of clusters). Left out when there is neither,
 * so a report pinned on the map sends what it always did.
 */
export function draftPlace(location: DraftLocation | null): {
  address?: string;
  location_approximate?: 'true';
} {
  const address = location?.typedAddress?.trim();
  return {
    ...(address ? { address } : {}),
    ...(location?.approximate ? { location_approximate: 'true' as const } : {}),
  };
}

/**
 * Every problem of the draft, at most one per field: the date and time checks of the pickers (no clock
 * tolerance here), then the server's own schema from @dengue/core, then the photo rules. Empty when the
 * report may be sent.
 */
export function validateDraft(draft: ReportDraft, now: Date): DraftErrors {
  const errors: DraftErrors = {};
  const put = (field: DraftField, message: KeyedMessage | string) => {
    errors[field] ??= message;
  };
  const dateProblem = checkReportDate(draft.date, now);
  if (dateProblem) put('date', keyedOf(dateProblem));
  const timeProblem = checkReportTime(dateProblem ? '' : draft.date, draft.time, now);
  if (timeProblem) put('time', keyedOf(timeProblem));
  const parsed = buildCreateReportSchema(() => now).safeParse(draftBody(draft));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = SCHEMA_FIELDS[String(issue.path[0])];
      // A date problem the field checks already named is not repeated in other words.
      if (field && !(field === 'date' && (dateProblem || timeProblem))) put(field, keyedIssue(issue));
    }
  }
  if (!draft.location) put('location', { key: 'report.locationRequired' });
  const photoProblem = checkReportImages(draft.images);
  if (photoProblem) put('images', keyedOf(photoProblem));
  return errors;
}

/** The errors in the form's order; the first is shown with 'Please fill all required fields'. */
export const orderedErrors = (errors: DraftErrors): (KeyedMessage | string)[] =>
  FIELD_ORDER.flatMap((field) => (errors[field] ? [errors[field]] : []));

/**
 * The multipart body of POST reports as resident section 7 lists it, plus the optional address,
 * location_approximate and clientId.
 */
export function reportFormData(draft: ReportDraft<File>, clientId?: string): FormData {
  const body = draftBody(draft);
  const form = new FormData();
  form.append('barangay', body.barangay);
  form.append('specific_location[type]', 'Point');
  form.append('specific_location[coordinates][0]', String(draft.location?.lng ?? ''));
  form.append('specific_location[coordinates][1]', String(draft.location?.lat ?? ''));
  form.append('date_and_time', body.date_and_time ?? '');
  form.append('report_type', draft.reportType);
  form.append('description', draft.description.trim());
  form.append('isAnonymous', String(draft.isAnonymous));
  for (const [name, value] of Object.entries(draftPlace(draft.location))) form.append(name, value);
  if (clientId) form.append('clientId', clientId);
  for (const image of draft.images) form.append('images', image, image.name);
  return form;
}
