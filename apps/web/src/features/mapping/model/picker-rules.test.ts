import { readFileSync } from 'node:fs';
import type { AreaGeometry } from '@dengue/core';
import { describe, expect, it } from 'vitest';
import type { BoundaryFeature } from '../api/barangay-boundaries-query';
import { cityMask, labelsVisible, pickerMaxBounds, toPickerAreas } from './picker-geometry';
import { checkPick, findArea, manualChoices, type PickerAreas } from './picker-rules';
import { geolocationMessage, PICKER_TEXT } from './picker-text';

// The files the API serves: the 141 barangay polygons and the city outline.
const assets = new URL('../../../../../api/assets/', import.meta.url);
const features = (
  JSON.parse(readFileSync(new URL('quezon-city-barangays.geojson', assets), 'utf8')) as {
    features: BoundaryFeature[];
  }
).features;
const city = (
  JSON.parse(readFileSync(new URL('quezon-city-boundary.geojson', assets), 'utf8')) as {
    features: { geometry: AreaGeometry }[];
  }
).features[0]!.geometry;

const areas: PickerAreas = { barangays: toPickerAreas(features), city };
const withoutOutline: PickerAreas = { barangays: areas.barangays, city: null };

// Places checked against the same files in packages/core's geo tests.
const BATASAN = { lat: 14.6785, lng: 121.0995 };
const CALOOCAN = { lat: 14.69, lng: 121.003 }; // inside the spec's city box, outside the outline
const NORTH_OF_BOX = { lat: 14.76, lng: 121.17 }; // outside the resident box
const WATERSHED = { lat: 14.725, lng: 121.085 }; // in the city, in no barangay (La Mesa watershed)
const NOVALICHES_GAP = { lat: 14.7174, lng: 121.0377 }; // in the city, in no barangay polygon
const PASIG = { lat: 14.56, lng: 121.08 }; // inside the admin box, south of the city
const MANILA_BAY = { lat: 14.55, lng: 120.88 }; // outside the admin box

const resident = { variant: 'resident' } as const;
const admin = { variant: 'admin' } as const;

describe('resident rules (section 5)', () => {
  it('sets the location in the barangay the point lies in', () => {
    expect(checkPick(BATASAN, areas, resident)).toEqual({
      ok: true,
      barangay: 'Batasan Hills',
      message: 'Location set in Batasan Hills',
    });
  });

  it('asks for a point within Quezon City outside the box, and outside the outline', () => {
    for (const point of [NORTH_OF_BOX, CALOOCAN, MANILA_BAY]) {
      expect(checkPick(point, areas, resident)).toEqual({
        ok: false,
        message: 'Please click a location within Quezon City',
      });
    }
  });

  it('uses the box alone while the outline is missing', () => {
    expect(checkPick(NORTH_OF_BOX, withoutOutline, resident).message).toBe(
      'Please click a location within Quezon City',
    );
    expect(checkPick(CALOOCAN, withoutOutline, resident).message).toBe(
      'Selected location is not within any barangay boundary',
    );
  });

  it('refuses a point in the city that no barangay polygon covers', () => {
    expect(checkPick(WATERSHED, areas, resident)).toEqual({
      ok: false,
      message: 'Selected location is not within any barangay boundary',
    });
  });

  it('refuses a point that is not a number, and any point before the boundaries load', () => {
    expect(checkPick({ lat: Number.NaN, lng: 121 }, areas, resident).message).toBe('Invalid location');
    expect(checkPick(BATASAN, null, resident).message).toBe('Boundary data not loaded');
    expect(checkPick(BATASAN, { barangays: [], city }, resident).message).toBe('Boundary data not loaded');
  });
});

describe('admin rules (section 5)', () => {
  it('accepts a pin in any barangay when nothing is locked', () => {
    expect(checkPick(BATASAN, areas, admin)).toMatchObject({ ok: true, barangay: 'Batasan Hills' });
  });

  it("says 'Pinned location is outside Quezon City boundaries.' outside the pin box or the outline", () => {
    for (const point of [MANILA_BAY, PASIG, CALOOCAN]) {
      expect(checkPick(point, areas, admin)).toEqual({
        ok: false,
        message: 'Pinned location is outside Quezon City boundaries.',
      });
    }
    // North of the resident box but inside the admin box and in no barangay: the outline decides.
    expect(checkPick(NORTH_OF_BOX, areas, admin).message).toBe(
      'Pinned location is outside Quezon City boundaries.',
    );
  });

  it('keeps a pin inside the locked barangay, names matched loosely', () => {
    expect(checkPick(BATASAN, areas, { ...admin, lockedBarangay: 'BATASAN HILLS' })).toMatchObject({
      ok: true,
      barangay: 'Batasan Hills',
    });
    expect(checkPick(BATASAN, areas, { ...admin, lockedBarangay: 'Brgy. Batasan' })).toMatchObject({
      ok: true,
    });
    expect(checkPick(BATASAN, areas, { ...admin, lockedBarangay: 'Culiat' })).toEqual({
      ok: false,
      message: 'Pin must be within Culiat only',
    });
    expect(
      checkPick(BATASAN, areas, { ...admin, lockedBarangay: 'Culiat', lockedMessage: 'boundaries' }),
    ).toEqual({ ok: false, message: 'Pin must be within Culiat boundaries!' });
  });

  it('refuses an unmapped point for a mapped barangay, and accepts it for one without a polygon', () => {
    expect(checkPick(NOVALICHES_GAP, areas, { ...admin, lockedBarangay: 'Culiat' }).message).toBe(
      'Pin must be within Culiat only',
    );
    expect(checkPick(NOVALICHES_GAP, areas, { ...admin, lockedBarangay: 'Novaliches Proper' })).toEqual({
      ok: true,
      barangay: 'Novaliches Proper',
      message: 'Location set in Novaliches Proper',
    });
    expect(checkPick(NOVALICHES_GAP, areas, admin).message).toBe(
      'Selected location is not within any barangay boundary',
    );
  });

  it('checks the city before the lock', () => {
    expect(checkPick(MANILA_BAY, areas, { ...admin, lockedBarangay: 'Culiat' }).message).toBe(
      'Pinned location is outside Quezon City boundaries.',
    );
  });

  it('refuses without boundary data and for a point that is not one', () => {
    expect(checkPick(BATASAN, null, admin).message).toBe('Boundary data not loaded');
    expect(checkPick({ lat: 14.6, lng: Number.POSITIVE_INFINITY }, areas, admin).message).toBe(
      'Invalid location',
    );
  });
});

describe('choosing without the map', () => {
  it('offers every barangay with a label point, sorted, or only the locked one', () => {
    const all = manualChoices(areas);
    expect(all.length).toBeGreaterThan(130);
    expect(all.map((area) => area.name)).toEqual(
      [...all.map((area) => area.name)].sort((a, b) => a.localeCompare(b)),
    );
    expect(manualChoices(areas, 'STO. NIÑO').map((area) => area.name)).toEqual(['Santo Niño']);
    expect(manualChoices(null)).toEqual([]);
  });

  it("puts the pin on the barangay's label point, which the rules accept", () => {
    for (const area of manualChoices(areas)) {
      const [lat, lng] = area.labelPoint!;
      expect(checkPick({ lat, lng }, areas, resident)).toMatchObject({ ok: true, barangay: area.name });
    }
  });

  it('finds a typed barangay loosely, and nothing for an ambiguous or unknown name', () => {
    expect(findArea(areas, 'u.p. campus')?.name).toBe('UP Campus');
    expect(findArea(areas, 'Kamias')).toBeNull();
    expect(findArea(areas, 'Makati')).toBeNull();
    expect(findArea(areas, '  ')).toBeNull();
  });
});

describe('picker geometry', () => {
  it('cuts the city out of a world-sized red overlay', () => {
    const [world, hole] = cityMask(city);
    expect(world).toHaveLength(4);
    expect(hole!.length).toBeGreaterThan(100);
    // [lat, lng] order for Leaflet.
    expect(hole![0]![0]).toBeGreaterThan(14);
    expect(hole![0]![1]).toBeGreaterThan(120);
  });

  it('lets the map pan over the form bounds and the whole city', () => {
    const [[south, west], [north, east]] = pickerMaxBounds('resident', city);
    expect(south).toBeLessThan(14.5);
    expect(north).toBeGreaterThan(14.8);
    expect(west).toBeLessThan(120.9897);
    expect(east).toBeGreaterThan(121.2);
    expect(pickerMaxBounds('admin', null)[0][1]).toBeLessThan(120.9);
  });

  it('shows barangay labels from zoom 14', () => {
    expect(labelsVisible(13)).toBe(false);
    expect(labelsVisible(14)).toBe(true);
  });

  it('words each geolocation failure', () => {
    expect(geolocationMessage(1)).toBe(PICKER_TEXT.geolocationDenied);
    expect(geolocationMessage(2)).toBe(PICKER_TEXT.geolocationUnavailable);
    expect(geolocationMessage(3)).toBe(PICKER_TEXT.geolocationTimeout);
    expect(geolocationMessage('unsupported')).toBe(PICKER_TEXT.geolocationUnsupported);
  });
});
