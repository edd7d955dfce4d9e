import { CITY_TIME_ZONE } from '@dengue/core';

const formatter = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeStyle: 'short',
  hour12: true,
  timeZone: CITY_TIME_ZONE,
});

/** Dates in en-US long format with a 12-hour clock, in Manila time (admin section 9). */
export const formatAlertTime = (iso: string) => formatter.format(new Date(iso));
