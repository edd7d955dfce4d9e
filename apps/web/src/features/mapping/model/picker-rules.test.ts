import { readFileSync } from 'node:fs';
import type { AreaGeometry } from '@dengue/core';
import { describe, expect, it } from 'vitest';
import { mapEn } from '../../../i18n/en/map';
import { geolocationMessage, PICKER_TEXT } from '../../../i18n/en/picker-text';
import type { BoundaryFeature } from '../api/barangay-boundaries-query';
import {
  cityMask,
  focusZoom,
  labelsVisible,
  pickerMaxBounds,
  pickerStartView,
  pointZoom,
  toPickerAreas,
} from './picker-geometry';
import { checkManualPick, checkPick, findArea, manualChoices, type PickerAreas } from './picker-rules';

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
      message: { key: 'report.locationSetIn', params: { barangay: 'Batasan Hills' } },
    });
  });

  it('asks for a point within Quezon City outside the box, and outside the outline', () => {
    for (const point of [NORTH_OF_BOX, CALOOCAN, MANILA_BAY]) {
      expect(checkPick(point, areas, resident)).toEqual({
        ok: false,
        message: { key: 'report.outsideCity' },
      });
    }
  });

  it('uses the box alone while the outline is missing', () => {
    expect(checkPick(NORTH_OF_BOX, withoutOutline, resident).message).toEqual({ key: 'report.outsideCity' });
    expect(checkPick(CALOOCAN, withoutOutline, resident).message).toEqual({ key: 'report.outsideBarangay' });
  });

  it('refuses a point in the city that no barangay polygon covers', () => {
    expect(checkPick(WATERSHED, areas, resident)).toEqual({
      ok: false,
      message: { key: 'report.outsideBarangay' },
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
      message: { key: 'report.locationSetIn', params: { barangay: 'Novaliches Proper' } },
    });
    expect(checkPick(NOVALICHES_GAP, areas, admin).message).toEqual({ key: 'report.outsideBarangay' });
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
  it('offers all 142 barangays, sorted, Novaliches Proper included, or only the locked one', () => {
    const all = manualChoices(areas, null);
    expect(all).toHaveLength(142);
    expect(all.map((choice) => choice.name)).toEqual(
      [...all.map((choice) => choice.name)].sort((a, b) => a.localeCompare(b)),
    );
    expect(all.filter((choice) => choice.point === null)).toEqual([]);
    expect(all.find((choice) => choice.name === 'Novaliches Proper')?.point).toEqual([14.7207, 121.0373]);
    expect(manualChoices(areas, null, 'STO. NIÑO').map((choice) => choice.name)).toEqual(['Santo Niño']);
  });

  it("puts the pin on each barangay's label point, which the rules accept on both sides", () => {
    for (const choice of manualChoices(areas, null)) {
      for (const rules of [resident, admin]) {
        expect(checkManualPick(choice, areas, rules)).toEqual({
          ok: true,
          barangay: choice.name,
          message: { key: 'report.locationSetIn', params: { barangay: choice.name } },
        });
      }
    }
    // Novaliches Proper has no polygon: its point is one no polygon claims, which a map click may not set.
    const novaliches = manualChoices(areas, null, 'Novaliches Proper')[0]!;
    const [lat, lng] = novaliches.point!;
    expect(checkPick({ lat, lng }, areas, resident).message).toEqual({ key: 'report.outsideBarangay' });
  });

  it('needs no boundary file: the names from core, the points from the barangays API', () => {
    const fromApi = new Map<string, [number, number]>([['Culiat', [14.6679617, 121.0565912]]]);
    const choices = manualChoices(null, fromApi);
    expect(choices).toHaveLength(142);
    const culiat = choices.find((choice) => choice.name === 'Culiat')!;
    expect(culiat.point).toEqual([14.6679617, 121.0565912]);
    expect(checkManualPick(culiat, null, resident)).toEqual({
      ok: true,
      barangay: 'Culiat',
      message: { key: 'report.locationSetIn', params: { barangay: 'Culiat' } },
    });
    // Core knows Novaliches Proper's point even when the API does not answer.
    expect(manualChoices(null, null, 'Novaliches Proper')[0]?.point).toEqual([14.7207, 121.0373]);
    // A barangay whose point nobody gave yet: asked again, not pinned anywhere.
    const bagbag = manualChoices(null, null, 'Bagbag')[0]!;
    expect(bagbag.point).toBeNull();
    expect(checkManualPick(bagbag, null, resident)).toEqual({
      ok: false,
      message: 'Boundary data not loaded',
    });
  });

  it("gives Santo Domingo, which the boundary file gives no label point, core's point inside its polygon", () => {
    const santoDomingo = areas.barangays.find((area) => area.name === 'Santo Domingo')!;
    expect(features.find((f) => f.properties.name === 'Santo Domingo')?.properties.label_point).toBeNull();
    expect(santoDomingo.labelPoint).toEqual([14.6297, 121.0077]);
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

  it("opens at its side's start view, or on a pin already set at its side's pin zoom (section 9 of each)", () => {
    expect(pickerStartView('resident', null)).toEqual({ center: [14.676, 121.0437], zoom: 13 });
    expect(pickerStartView('admin', null)).toEqual({ center: [14.6488, 121.0509], zoom: 12 });
    expect(pickerStartView('resident', [14.65, 121.05])).toEqual({ center: [14.65, 121.05], zoom: 17 });
    expect(pickerStartView('admin', [14.65, 121.05])).toEqual({ center: [14.65, 121.05], zoom: 18 });
    expect([pointZoom('resident'), pointZoom('admin')]).toEqual([17, 18]);
    expect([focusZoom('resident'), focusZoom('admin')]).toEqual([16, 15]);
  });

  it('shows barangay labels from zoom 14', () => {
    expect(labelsVisible(13)).toBe(false);
    expect(labelsVisible(14)).toBe(true);
  });

  it('words each geolocation failure', () => {
    expect(geolocationMessage(1)).toBe('picker.geolocationDenied');
    expect(geolocationMessage(2)).toBe('picker.geolocationUnavailable');
    expect(geolocationMessage(3)).toBe('picker.geolocationTimeout');
    expect(geolocationMessage('unsupported')).toBe('picker.geolocationUnsupported');
    expect(mapEn[geolocationMessage(1)]).toBe(PICKER_TEXT.geolocationDenied);
  });
});
