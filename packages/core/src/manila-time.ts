import { CITY_UTC_OFFSET_MINUTES } from './constants.ts';

/**
 * The city's calendar. Asia/Manila is UTC+8 all year (no daylight saving), so a fixed offset gives the
 * same answer as the IANA zone while never depending on the machine's or the browser's time zone.
 * Calendar dates are 'YYYY-MM-DD' strings; instants are Date objects.
 */

const OFFSET_MS = CITY_UTC_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Shifts an instant so its UTC fields read as Manila wall-clock fields. */
export const manilaWallClock = (instant: Date): Date => new Date(instant.getTime() + OFFSET_MS);

/** True for a real calendar date in 'YYYY-MM-DD' form (rejects 2026-02-30). */
export const isIsoDate = (value: string): boolean => {
  const parts = ISO_DATE.exec(value);
  if (!parts) return false;
  const [, y, m, d] = parts.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

/** Midnight UTC of a calendar date, for day arithmetic; throws on anything but a real date. */
export const isoDateToUtcMs = (dateIso: string): number => {
  if (!isIsoDate(dateIso)) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${dateIso}`);
  return Date.parse(`${dateIso}T00:00:00Z`);
};

export const utcMsToIsoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The Asia/Manila calendar date of an instant: 2026-11-21T16:30Z is '2026-11-22'. */
export const manilaDateOf = (instant: Date): string => {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid date');
  return utcMsToIsoDate(manilaWallClock(instant).getTime());
};

export const manilaToday = (now: Date = new Date()): string => manilaDateOf(now);

export const manilaYesterday = (now: Date = new Date()): string =>
  utcMsToIsoDate(isoDateToUtcMs(manilaDateOf(now)) - DAY_MS);

/** True for a 24-hour 'HH:MM' time, the format of the report and post forms. */
export const isHhMm = (value: string): boolean => HH_MM.test(value);

/** The instant of a Manila calendar date and 'HH:MM' wall-clock time. */
export const manilaInstant = (dateIso: string, time = '00:00'): Date => {
  const parts = HH_MM.exec(time);
  if (!parts) throw new RangeError(`Not a 24-hour time (HH:MM): ${time}`);
  const minutes = Number(parts[1]) * 60 + Number(parts[2]);
  return new Date(isoDateToUtcMs(dateIso) + minutes * 60_000 - OFFSET_MS);
};

/** 'HH:MM' of an instant on the Manila clock. */
export const manilaTimeOf = (instant: Date): string => manilaWallClock(instant).toISOString().slice(11, 16);

/** The value of an <input type="datetime-local"> showing an instant in Manila time: 'YYYY-MM-DDTHH:MM'. */
export const toManilaDateTimeLocal = (instant: Date): string =>
  `${manilaDateOf(instant)}T${manilaTimeOf(instant)}`;

/** Reads a datetime-local value as Manila time; null when it is not 'YYYY-MM-DDTHH:MM'. */
export const fromManilaDateTimeLocal = (value: string): Date | null => {
  const [date, time] = value.split('T');
  if (!date || !time || !isIsoDate(date) || !isHhMm(time)) return null;
  return manilaInstant(date, time);
};
