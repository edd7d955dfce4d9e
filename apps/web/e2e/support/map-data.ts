import type { InterventionType, ReportStatus, ReportType } from '@dengue/core';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { Resident } from './community-data';
import { tinyPng } from './images';

/**
 * Map test data: reports and interventions placed around Payatas's label point, where no other spec
 * reports (so their clusters and markers never mix with these), made through the real API.
 */
const PAYATAS: [lng: number, lat: number] = [121.0963083, 14.7070204];
const METERS_PER_DEGREE = 111_195.08;

/** [lng, lat] `east` and `north` metres from a point. */
export function metresFrom(origin: readonly [number, number], east: number, north: number): [number, number] {
  const [lng, lat] = origin;
  return [
    lng + east / (METERS_PER_DEGREE * Math.cos((lat * Math.PI) / 180)),
    lat + north / METERS_PER_DEGREE,
  ];
}

/** [lng, lat] `east` and `north` metres from the middle of Payatas (within 300 m stays inside it). */
export const payatas = (east: number, north: number): [number, number] => metresFrom(PAYATAS, east, north);

export async function reportAt(
  request: APIRequestContext,
  resident: Resident,
  input: { at: [number, number]; type: ReportType; description: string; barangay?: string },
): Promise<string> {
  const form = new FormData();
  form.set('barangay', input.barangay ?? 'Payatas');
  form.set('specific_location[type]', 'Point');
  form.set('specific_location[coordinates][0]', String(input.at[0]));
  form.set('specific_location[coordinates][1]', String(input.at[1]));
  form.set('date_and_time', new Date(Date.now() - 60_000).toISOString());
  form.set('report_type', input.type);
  form.set('description', input.description);
  form.set('isAnonymous', 'false');
  form.append('images', new Blob([new Uint8Array(tinyPng(90))], { type: 'image/png' }), 'site.png');
  const created = await request.post('/api/v1/reports', {
    headers: { Authorization: `Bearer ${resident.token}` },
    multipart: form,
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { _id: string })._id;
}

export async function setReportStatus(
  request: APIRequestContext,
  adminToken: string,
  id: string,
  status: ReportStatus,
): Promise<void> {
  const res = await request.patch(`/api/v1/reports/${id}`, {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { status },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** POST interventions as an admin (the interventions module's own rules decide the allowed status). */
export async function interventionAt(
  request: APIRequestContext,
  adminToken: string,
  input: {
    at: [number, number];
    type: InterventionType;
    status: string;
    date: Date;
    description: string;
    barangay?: string;
  },
): Promise<string> {
  const res = await request.post('/api/v1/interventions', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: {
      barangay: input.barangay ?? 'Payatas',
      address: input.barangay ? `${input.barangay}, near the gate` : 'Payatas Road corner Litex',
      interventionType: input.type,
      personnel: 'City Health Department, Team 3',
      date: input.date.toISOString(),
      status: input.status,
      specific_location: { type: 'Point', coordinates: input.at },
      description: input.description,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { _id?: string; data?: { _id: string }; intervention?: { _id: string } };
  return body._id ?? body.data?._id ?? body.intervention?._id ?? '';
}

/** No tile server in tests: every request off this machine fails at once (the vector layers still draw). */
export async function blockTiles(page: Page): Promise<void> {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/]|localhost[:/])/, (route) => route.abort());
}

export const POLYGONS = '.leaflet-overlay-pane path.barangay-polygon';

/**
 * Chooses a barangay in the map's search (the map flies to it) and closes the popup that opens on it. A
 * popup closed just before fades out for a moment, so the barangay's own is picked.
 */
export async function searchBarangay(page: Page, name: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Find a barangay' }).fill(name);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const popup = page.locator('.leaflet-popup').filter({ has: page.getByRole('heading', { name }) });
  await expect(popup).toBeVisible();
  await popup.locator('.leaflet-popup-close-button').click();
}

/** Chooses Payatas in the barangay search (the map flies there) and closes its popup. */
export async function goToPayatas(page: Page): Promise<void> {
  await expect(page.locator(POLYGONS)).toHaveCount(142, { timeout: 15_000 });
  await searchBarangay(page, 'Payatas');
  await expect(page.locator('.leaflet-popup')).toHaveCount(0);
}

/** A barangay's outer ring, [lng, lat] points, from the boundary file the app serves. */
export async function barangayRing(page: Page, name: string): Promise<[lng: number, lat: number][]> {
  const file = (await (await page.request.get('/quezon_barangays_boundaries.geojson')).json()) as {
    features: { properties: { name: string }; geometry: { coordinates: [number, number][][] } }[];
  };
  return file.features.find((feature) => feature.properties.name === name)!.geometry.coordinates[0]!;
}
