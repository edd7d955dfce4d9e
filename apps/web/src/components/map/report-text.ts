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

/**
 * Where a report says it is beyond its point: the address its author typed (the picker's way without the
 * map) and whether the pin is only the barangay's label point. The server stores and returns both; an
 * answer saved offline before they existed may lack them, so a missing one reads as none.
 */
export type ReportPlace = Pick<Report, 'address' | 'location_approximate'>;

export const placeOf = (report: Partial<ReportPlace>): ReportPlace => ({
  address: report.address?.trim() || null,
  location_approximate: report.location_approximate === true,
});
