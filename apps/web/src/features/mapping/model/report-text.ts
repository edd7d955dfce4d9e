import type { Report } from '@dengue/core';

/**
 * 'Reported by': the name the server lets this viewer see. Everyone gets the public name (the pseudonym of an
 * anonymous report); staff also know the author, shown with an '(Anonymous)' tag as in the verification grid.
 */
export function reporterName(
  report: Pick<Report, 'isAnonymous' | 'user' | 'displayUser'>,
  staffView: boolean,
) {
  if (staffView && report.isAnonymous && report.user) return `${report.user.username} (Anonymous)`;
  return report.displayUser.username;
}

/** Google Maps Street View at a point (opens in a new tab; no key, no embedded panorama: decision 009). */
export const streetViewUrl = (lat: number, lng: number): string =>
  `https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=${lat},${lng}`;
