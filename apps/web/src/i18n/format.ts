import {
  type DateInput,
  formatDateTime12h,
  formatLongDate,
  relativeTime as relativeTimeEn,
} from '@dengue/core';
import { formatNumber, INTL_LOCALE, type Language, languageStore, t, useLanguage } from './language-store';

/**
 * Dates, times and numbers in the reader's language, always on the Manila clock. English keeps the
 * spec's hand-built formats from packages/core ('5m ago', 'November 22, 2026 at 12:30 AM'), which the
 * server and tests share; Filipino uses Intl with 'fil-PH' ('5 min. ang nakalipas', 'Nobyembre 22, 2026').
 */
export interface Formatters {
  relativeTime: (date: DateInput, now?: DateInput) => string;
  longDate: (date: DateInput) => string;
  dateTime: (date: DateInput) => string;
  number: (value: number) => string;
}

const TIME_ZONE = 'Asia/Manila';
const toDate = (value: DateInput): Date => (value instanceof Date ? value : new Date(value));
const valid = (value: Date) => !Number.isNaN(value.getTime());

const english: Formatters = {
  relativeTime: (date, now) => relativeTimeEn(date, now),
  longDate: formatLongDate,
  dateTime: formatDateTime12h,
  number: (value) => formatNumber(value, 'en'),
};

function intlFormatters(language: Exclude<Language, 'en'>): Formatters {
  const locale = INTL_LOCALE[language];
  const longDate = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: TIME_ZONE });
  const dateTime = new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  });
  // Not 'short': CLDR's short Filipino days read '6 (na) araw ang nakalipas', a bracketed placeholder of the
  // plural, in Node and in Chromium alike; 'narrow' reads '6 araw' and keeps the compact '5 min.'.
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'always', style: 'narrow' });
  return {
    // The same steps as the English 'just now', 'm', 'h', 'd ago'.
    relativeTime: (date, now = new Date()) => {
      const seconds = Math.floor((toDate(now).getTime() - toDate(date).getTime()) / 1000);
      if (Number.isNaN(seconds)) return '';
      if (seconds < 60) return t('time.justNow');
      const minutes = Math.floor(seconds / 60);
      if (minutes < 60) return relative.format(-minutes, 'minute');
      const hours = Math.floor(minutes / 60);
      if (hours < 24) return relative.format(-hours, 'hour');
      return relative.format(-Math.floor(hours / 24), 'day');
    },
    longDate: (date) => (valid(toDate(date)) ? longDate.format(toDate(date)) : ''),
    dateTime: (date) => (valid(toDate(date)) ? dateTime.format(toDate(date)) : ''),
    number: (value) => formatNumber(value, language),
  };
}

let filipino: Formatters | undefined;

/** The formatters of a language; Filipino's are built on first use. */
export function formattersFor(language: Language): Formatters {
  if (language === 'en') return english;
  filipino ??= intlFormatters('fil');
  return filipino;
}

/** The formatters of the current language, outside React. */
export const currentFormatters = (): Formatters => formattersFor(languageStore.getState().language);

/** The formatters of the current language; components re-render when it changes. */
export function useFormat(): Formatters {
  return formattersFor(useLanguage());
}
