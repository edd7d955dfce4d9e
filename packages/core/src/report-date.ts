import { isIsoDate, manilaDateOf, manilaInstant, manilaToday, manilaYesterday } from './manila-time.ts';
import { type IdentifiedMessage, identified } from './message-ids.ts';

/**
 * When a breeding site was seen (resident section 5): today or yesterday on the Manila calendar, never
 * in the future. Dates are 'YYYY-MM-DD' strings compared as text, which orders them correctly. A refusal
 * comes with its message id, so the form shows it in the reader's language.
 */

/**
 * The rule the server enforces on date_and_time. A later calendar day is 'Date cannot be in the future.';
 * a later time on an allowed day is the combined message. `toleranceMs` absorbs a browser clock that runs
 * slightly ahead of the server's; the form itself passes 0.
 */
export const checkReportDateTime = (dateTime: Date, now: Date, toleranceMs = 0): IdentifiedMessage | null => {
  if (Number.isNaN(dateTime.getTime())) return identified('report.dateRequired');
  const day = manilaDateOf(dateTime);
  if (day > manilaToday(now)) return identified('report.dateInFuture');
  if (dateTime.getTime() > now.getTime() + toleranceMs) return identified('report.dateTimeInFuture');
  if (day < manilaYesterday(now)) return identified('report.onlyTodayOrYesterday');
  return null;
};

/** The date picker's own check. */
export const checkReportDate = (dateIso: string, now: Date): IdentifiedMessage | null => {
  if (!dateIso) return identified('report.dateRequired');
  if (dateIso > manilaToday(now)) return identified('report.dateInFuture');
  if (dateIso < manilaYesterday(now)) return identified('report.onlyTodayOrYesterday');
  return null;
};

/** The picker snaps a refused date to the nearest allowed one. */
export const snapReportDate = (dateIso: string, now: Date): string => {
  const today = manilaToday(now);
  const yesterday = manilaYesterday(now);
  if (dateIso > today) return today;
  if (dateIso < yesterday) return yesterday;
  return dateIso;
};

/** The time field's check: a time later than now on today's date (the form then resets it to now). */
export const checkReportTime = (dateIso: string, time: string, now: Date): IdentifiedMessage | null => {
  if (!time) return identified('report.timeRequired');
  if (!dateIso) return null;
  return manilaInstant(dateIso, time).getTime() > now.getTime() ? identified('report.timeInFuture') : null;
};

/**
 * The date of a date_and_time sent without its time ('2026-11-24', '2026-11-24T' or '2026-11-24 '), else
 * null: the server then answers with the time field's own 'Time is required.' rather than the date's.
 */
export const dateWithoutTime = (value: string): string | null => {
  const date = /^(\d{4}-\d{2}-\d{2})[T ]?$/.exec(value.trim())?.[1];
  return date && isIsoDate(date) ? date : null;
};

/** The instant sent as date_and_time from the form's Manila date and 'HH:MM' time. */
export const reportDateTimeOf = (dateIso: string, time: string): Date => manilaInstant(dateIso, time);
