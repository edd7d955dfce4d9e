import {
  type AreaGeometry,
  CITY_BOUNDS,
  FALLBACK_LABEL_POINTS,
  findContainingFeature,
  INTERVENTION_MESSAGES,
  INTERVENTION_PIN_BOUNDS,
  isInBounds,
  pointInPolygon,
  QC_BARANGAY_NAMES,
  sameBarangay,
} from '@dengue/core';
import type { KeyedMessage } from '../../../i18n/catalogue';

/**
 * The click rules of the location pickers (resident section 5 for the report form, admin section 5 for
 * intervention pins), as pure functions over the boundary data so they are tested without a map.
 */

export type PickerVariant = 'resident' | 'admin';

/** One barangay polygon with its label point ([lat, lng]; the boundary file's interior point). */
export interface PickerArea {
  name: string;
  geometry: AreaGeometry;
  labelPoint: [lat: number, lng: number] | null;
}

export interface PickerAreas {
  barangays: readonly PickerArea[];
  /** Quezon City's outline; null while it loads or when it failed (the box check still applies). */
  city: AreaGeometry | null;
}

export interface PickerRules {
  variant: PickerVariant;
  lockedBarangay?: string | undefined;
  lockedMessage?: 'only' | 'boundaries' | undefined;
}

/**
 * Every message is keyed (translated by key) except the staff console's own refusals, which are English
 * only; an acceptance names the barangay.
 */
export type PickOutcome =
  | { ok: true; barangay: string; message: KeyedMessage }
  | { ok: false; message: KeyedMessage | string };

const refuse = (message: KeyedMessage | string): PickOutcome => ({ ok: false, message });
const accept = (barangay: string): PickOutcome => ({
  ok: true,
  barangay,
  message: { key: 'report.locationSetIn', params: { barangay } },
});

const lockedRefusal = (rules: PickerRules, locked: string): PickOutcome =>
  refuse(
    rules.lockedMessage === 'boundaries'
      ? INTERVENTION_MESSAGES.pinWithinBoundaries(locked)
      : INTERVENTION_MESSAGES.pinWithinOnly(locked),
  );

/**
 * Checks a map click, a 'Use my location' fix or a typed point.
 * - Resident: outside the city box (or, once loaded, outside the city outline) 'Please click a location
 *   within Quezon City'; inside the city but in no barangay polygon 'Selected location is not within any
 *   barangay boundary'; otherwise 'Location set in {barangay}'.
 * - Admin: outside the pin box (latitude 14.5 to 14.8, longitude 120.9 to 121.2) or the outline 'Pinned
 *   location is outside Quezon City boundaries.'; a point in no polygon inside the city is refused like
 *   the resident's, except for a locked barangay that has no polygon (Novaliches Proper), whose pins are
 *   accepted anywhere the polygons leave unclaimed, as POST reports does.
 * - Both: with a locked barangay the pin must fall inside it ('Pin must be within {barangay} only' or
 *   '... boundaries!'), names compared loosely; no boundary data 'Boundary data not loaded'; a point that
 *   is not a number 'Invalid location'.
 */
export function checkPick(
  point: { lat: number; lng: number },
  areas: PickerAreas | null,
  rules: PickerRules,
): PickOutcome {
  const position = [point.lng, point.lat];
  if (!Number.isFinite(point.lat) || !Number.isFinite(point.lng))
    return refuse(INTERVENTION_MESSAGES.invalidLocation);
  if (!areas || areas.barangays.length === 0) return refuse(INTERVENTION_MESSAGES.boundaryNotLoaded);
  const outsideCity =
    rules.variant === 'admin' ? INTERVENTION_MESSAGES.outsideCity : ({ key: 'report.outsideCity' } as const);
  const box = rules.variant === 'admin' ? INTERVENTION_PIN_BOUNDS : CITY_BOUNDS;
  if (!isInBounds(position, box)) return refuse(outsideCity);

  const locked = rules.lockedBarangay?.trim() || undefined;
  const found = findContainingFeature(position, areas.barangays);
  if (found) {
    if (locked && !sameBarangay(found.name, locked)) return lockedRefusal(rules, locked);
    return accept(found.name);
  }
  if (areas.city && !pointInPolygon(position, areas.city)) return refuse(outsideCity);
  if (locked) {
    const lockedHasPolygon = areas.barangays.some((area) => sameBarangay(area.name, locked));
    return lockedHasPolygon ? lockedRefusal(rules, locked) : accept(locked);
  }
  return refuse({ key: 'report.outsideBarangay' });
}

/** A barangay of the list without the map and the point its pin goes on ([lat, lng]; null: not known). */
export interface ManualChoice {
  name: string;
  point: [lat: number, lng: number] | null;
}

/**
 * The barangays a pin may be set in without the map: all 142 of core's list, so the list never needs the
 * boundary file (Novaliches Proper, which has no polygon, included), with the point each pin goes on: the
 * boundary file's label point, else the one the barangays API gives (`apiPoints`, by name, [lat, lng]), else
 * core's FALLBACK_LABEL_POINTS; null when none is known yet. With a locked barangay, that one only.
 */
export function manualChoices(
  areas: PickerAreas | null,
  apiPoints: ReadonlyMap<string, [lat: number, lng: number]> | null,
  lockedBarangay?: string,
): ManualChoice[] {
  const locked = lockedBarangay?.trim();
  const fromFile = new Map(areas?.barangays.map((area) => [area.name, area.labelPoint]));
  return QC_BARANGAY_NAMES.filter((name) => !locked || sameBarangay(name, locked))
    .map((name): ManualChoice => {
      const fallback = FALLBACK_LABEL_POINTS[name];
      const point =
        fromFile.get(name) ?? apiPoints?.get(name) ?? (fallback ? [fallback[1], fallback[0]] : null);
      return { name, point };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * A pin set without the map, on the choice's point. With the polygons it is checked like a click, the
 * chosen barangay standing as the locked one (so Novaliches Proper is accepted where no polygon claims the
 * point, as POST reports does). Without them (the boundary file did not load) the choice is taken as it is:
 * its point came from the barangays API or core, and the server checks it again. No point known yet:
 * 'Boundary data not loaded'.
 */
export function checkManualPick(
  choice: ManualChoice,
  areas: PickerAreas | null,
  rules: PickerRules,
): PickOutcome {
  if (!choice.point) return refuse(INTERVENTION_MESSAGES.boundaryNotLoaded);
  const [lat, lng] = choice.point;
  if (!areas || areas.barangays.length === 0) return accept(choice.name);
  return checkPick({ lat, lng }, areas, { ...rules, lockedBarangay: rules.lockedBarangay || choice.name });
}

/** The barangay a person typed into the search box, matched loosely; null when none or ambiguous. */
export function findArea(areas: PickerAreas | null, typed: string): PickerArea | null {
  const wanted = typed.trim();
  if (!wanted || !areas) return null;
  const exact = areas.barangays.filter((area) => sameBarangay(area.name, wanted));
  return exact.length === 1 ? exact[0]! : null;
}
