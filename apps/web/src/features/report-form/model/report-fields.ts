import {
  checkReportDate,
  checkReportTime,
  type FileInfo,
  isJpgOrPng,
  LIMITS,
  manilaTimeOf,
  manilaToday,
  snapReportDate,
} from '@dengue/core';
import type { KeyedMessage } from '../../../i18n/catalogue';
import { keyedOf } from '../../../i18n/core-messages';

/**
 * The field behaviours of resident section 5 that act while a person types, as pure functions: the date
 * snaps to today or yesterday, a future time today resets to now, the description stops at 500, photos
 * are checked as they are added.
 */

/** A date outside today and yesterday: its message and the allowed date it snaps to. */
export function settleDate(date: string, now: Date): { date: string; message: KeyedMessage | null } {
  if (!date) return { date, message: null };
  const problem = checkReportDate(date, now);
  return problem ? { date: snapReportDate(date, now), message: keyedOf(problem) } : { date, message: null };
}

/** A time later than now on today's date: 'Time cannot be in the future.' and the time becomes now. */
export function settleTime(
  date: string,
  time: string,
  now: Date,
): { time: string; message: KeyedMessage | null } {
  if (!time || !date) return { time, message: null };
  const problem = checkReportTime(date, time, now);
  return problem ? { time: manilaTimeOf(now), message: keyedOf(problem) } : { time, message: null };
}

/** 'Use Current Date & Time': the Manila date and HH:MM of now. */
export const currentDateTime = (now: Date) => ({ date: manilaToday(now), time: manilaTimeOf(now) });

/** The description cut at 500 characters, with the spec's message when something was cut. */
export function limitDescription(text: string): { text: string; message: KeyedMessage | null } {
  if (text.length <= LIMITS.reportDescriptionMax) return { text, message: null };
  return { text: text.slice(0, LIMITS.reportDescriptionMax), message: { key: 'report.descriptionLimit' } };
}

/**
 * Photos picked (or dropped) added to those already chosen: files that are not JPG or PNG are left out
 * and named, files over 2 MB are left out, and no more than 4 are kept. Returns the files kept and the
 * first problem met, in the order the spec lists them.
 */
export function addPhotos<F extends FileInfo>(
  current: readonly F[],
  picked: readonly F[],
): { files: F[]; message: KeyedMessage | null } {
  const unsupported = picked.filter((file) => !isJpgOrPng(file));
  const tooLarge = picked.filter((file) => isJpgOrPng(file) && file.size > LIMITS.reportImageMaxBytes);
  const fitting = picked.filter((file) => isJpgOrPng(file) && file.size <= LIMITS.reportImageMaxBytes);
  const room = Math.max(0, LIMITS.reportImagesMax - current.length);
  const files = [...current, ...fitting.slice(0, room)];
  let message: KeyedMessage | null = null;
  if (unsupported.length > 0)
    message = {
      key: 'report.unsupportedFiles',
      params: { names: unsupported.map((file) => file.name).join(', ') },
    };
  else if (fitting.length > room) message = { key: 'report.maxImages' };
  else if (tooLarge.length > 0)
    message = { key: 'report.imageTooLarge', params: { file: tooLarge[0]!.name } };
  return { files, message };
}
