import { manilaWallClock } from './manila-time.ts';

/**
 * Display formats (resident section 9, admin section 9): relative times, en-US long dates and a 12-hour
 * clock, always on the Manila clock. Built by hand rather than with Intl so server, browser and tests
 * print the same text whatever ICU data or time zone they carry.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export type DateInput = Date | string | number;

const toDate = (value: DateInput): Date => (value instanceof Date ? value : new Date(value));

/**
 * 'just now' under a minute (and for times slightly ahead, from clock skew), then whole minutes,
 * hours and days: '5m ago', '3h ago', '2d ago'.
 */
export const relativeTime = (date: DateInput, now: DateInput = new Date()): string => {
  const seconds = Math.floor((toDate(now).getTime() - toDate(date).getTime()) / 1000);
  if (Number.isNaN(seconds)) return '';
  if (seconds < 60) return 'just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  return `${Math.floor(hours / 24)}d ago`;
};

/** 'November 22, 2026' on the Manila calendar; '' for an invalid date. */
export const formatLongDate = (date: DateInput): string => {
  const value = toDate(date);
  if (Number.isNaN(value.getTime())) return '';
  const wall = manilaWallClock(value);
  return `${MONTHS[wall.getUTCMonth()]} ${wall.getUTCDate()}, ${wall.getUTCFullYear()}`;
};

/** '12:30 AM' on the Manila clock. */
export const formatTime12h = (date: DateInput): string => {
  const value = toDate(date);
  if (Number.isNaN(value.getTime())) return '';
  const wall = manilaWallClock(value);
  const hours = wall.getUTCHours();
  const minutes = String(wall.getUTCMinutes()).padStart(2, '0');
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
};

/** 'November 22, 2026 at 12:30 AM': the shape of en-US long date with short time. */
export const formatDateTime12h = (date: DateInput): string => {
  const day = formatLongDate(date);
  return day ? `${day} at ${formatTime12h(date)}` : '';
};
