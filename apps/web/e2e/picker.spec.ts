import { EXTRA_LIMITS, REPORT_FORM_MESSAGES } from '@dengue/core';
import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import {
  createVerifiedResident,
  logInThroughForm,
  RESIDENT_PASSWORD,
  toast,
  uniqueEmail,
} from './support/accounts';
import { seriousViolations } from './support/axe';
import { tinyPng } from './support/images';

/**
 * The location picker in the Report to Surveillance modal, with no tile server reachable: the click rules
 * and messages of resident section 5, the read-only fields it fills, the barangay labels from zoom 14, the
 * barangay search, 'Use my location' and the way without the map.
 */

const PICKER_CENTER = { lat: 14.676, lng: 121.0437 };
const PICKER_ZOOM = 13;
// Checked against the boundary files: a point in Caloocan (inside the spec's city box, outside the city
// outline, more than 1 km from it) and the label point of Culiat (an interior point of its polygon).
const CALOOCAN = { lat: 14.69, lng: 121.003 };
const CULIAT = { lat: 14.6679617, lng: 121.0565912 };
const BOUNDARY_FILE = /\/quezon_barangays_boundaries\.geojson(\?.*)?$/;
const REVERSE_GEOCODE = '**/api/v1/geocode/reverse?*';

/** Only this machine answers: map tiles and anything else outside fail at once. */
async function offline(context: BrowserContext) {
  await context.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    (route) => route.abort(),
  );
}

/** Web Mercator pixels at a zoom level, as Leaflet projects them. */
function project({ lat, lng }: { lat: number; lng: number }, zoom: number) {
  const scale = 256 * 2 ** zoom;
  const sin = Math.sin((lat * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

/** Clicks a point of the map while it shows its starting view (centre 14.676, 121.0437, zoom 13). */
async function clickAt(page: Page, map: Locator, point: { lat: number; lng: number }) {
  await map.scrollIntoViewIfNeeded();
  const box = (await map.boundingBox())!;
  const center = project(PICKER_CENTER, PICKER_ZOOM);
  const target = project(point, PICKER_ZOOM);
  await page.mouse.click(
    box.x + box.width / 2 + target.x - center.x,
    box.y + box.height / 2 + target.y - center.y,
  );
}

async function openReportForm(page: Page) {
  const dialog = await openDialog(page);
  const map = dialog.locator('.picker-map');
  await expect(map.locator('path.picker-barangay')).toHaveCount(142, { timeout: 20_000 });
  await expect(map.locator('path.picker-outside-city')).toHaveCount(1);
  return { dialog, map };
}

async function openDialog(page: Page) {
  await page.goto('/community');
  await page.getByRole('button', { name: 'Report a breeding site' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report to Surveillance' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The rest of a valid report: now, a type, a description and a photo. */
async function completeReport(dialog: Locator, description: string) {
  await dialog.getByRole('button', { name: 'Use Current Date & Time' }).click();
  await dialog.getByLabel('Report type').selectOption('Stagnant Water');
  await dialog.getByLabel('Description').fill(description);
  await dialog
    .getByLabel('Photos of the breeding site')
    .setInputFiles([{ name: 'pails.png', mimeType: 'image/png', buffer: tinyPng(0x55, 16) }]);
}

/** A text field of a multipart body, as the browser sent it. */
function multipartField(body: string, name: string): string | null {
  const match = body.match(new RegExp(`name="${name.replace(/[[\]]/g, '\\$&')}"\r\n\r\n([^\r]*)\r\n`));
  return match ? match[1]! : null;
}

test.describe('location picker (report form)', () => {
  // Sign-in, the boundary file and Leaflet on a shared 2-core machine, plus the 5 s a refusal stays up.
  test.describe.configure({ timeout: 90_000 });
  let email: string;
  test.beforeAll(async ({ request }) => {
    email = uniqueEmail('picker-resident');
    await createVerifiedResident(request, email);
  });

  test('refuses a click outside the city, sets one inside and fills the read-only fields', async ({
    page,
    context,
  }) => {
    await offline(context);
    await logInThroughForm(page, email, RESIDENT_PASSWORD);
    const { dialog, map } = await openReportForm(page);
    const barangay = dialog.getByLabel('Barangay', { exact: true });
    const address = dialog.getByLabel('Location address');
    await expect(dialog.getByLabel('City', { exact: true })).toHaveValue('Quezon City');

    await clickAt(page, map, CALOOCAN);
    const refusal = dialog.getByRole('alert').filter({ hasText: REPORT_FORM_MESSAGES.outsideCity });
    await expect(refusal).toBeVisible();
    await expect(barangay).toHaveValue('');
    await expect(map.locator('path.picker-pin')).toHaveCount(0);
    // Refusals go away by themselves after 5 seconds.
    await expect(refusal).toBeHidden({ timeout: 8000 });

    await clickAt(page, map, CULIAT);
    await expect(dialog.getByText(REPORT_FORM_MESSAGES.locationSetIn('Culiat'))).toBeVisible();
    await expect(barangay).toHaveValue('Culiat');
    // No GEOCODER_URL in the test server: the offline address from the polygons.
    await expect(address).toHaveValue('Culiat, Quezon City, Metro Manila');
    await expect(map.locator('path.picker-pin')).toHaveCount(1);
    await expect(barangay).toHaveAttribute('readonly', '');
    await expect(address).toHaveAttribute('readonly', '');

    // The shared helper returns only the failures, not axe's passes; an include that matches nothing
    // makes axe throw ('No elements found for include'), so the dialog was analysed.
    expect(await seriousViolations(page, 'dialog[open]'), 'axe on the report dialog').toEqual([]);
  });

  test('names barangays from zoom 14 and finds one by a loose name', async ({ page, context }) => {
    await offline(context);
    await logInThroughForm(page, email, RESIDENT_PASSWORD);
    const { dialog, map } = await openReportForm(page);
    // Each name is a span inside a zero-sized marker at the barangay's label point.
    const labels = map.locator('.picker-label span');
    await expect(labels).toHaveCount(0);
    await map.getByRole('button', { name: 'Zoom in' }).click();
    await expect(labels.filter({ hasText: 'Culiat' })).toBeVisible();

    await dialog.getByLabel('Find a barangay on the map').fill('sto nino');
    await dialog.getByRole('button', { name: 'Show on map' }).click();
    await expect(dialog.getByLabel('Find a barangay on the map')).toHaveValue('Santo Niño');
    await expect(labels.filter({ hasText: /^Santo Niño$/ })).toBeInViewport();

    await dialog.getByLabel('Find a barangay on the map').fill('Makati');
    await dialog.getByRole('button', { name: 'Show on map' }).click();
    await expect(
      dialog.getByRole('alert').filter({ hasText: 'No barangay matches "Makati".' }),
    ).toBeVisible();
  });

  test('uses the device location with the same rules', async ({ page, context }) => {
    await offline(context);
    await context.grantPermissions(['geolocation']);
    await logInThroughForm(page, email, RESIDENT_PASSWORD);
    const { dialog } = await openReportForm(page);

    await context.setGeolocation({ latitude: 14.6785, longitude: 121.0995 });
    await dialog.getByRole('button', { name: 'Use my location' }).click();
    await expect(dialog.getByText(REPORT_FORM_MESSAGES.locationSetIn('Batasan Hills'))).toBeVisible();
    await expect(dialog.getByLabel('Barangay', { exact: true })).toHaveValue('Batasan Hills');

    // Somewhere in Manila: refused like a click there.
    await context.setGeolocation({ latitude: 14.5906, longitude: 120.9747 });
    await dialog.getByRole('button', { name: 'Use my location' }).click();
    await expect(
      dialog.getByRole('alert').filter({ hasText: REPORT_FORM_MESSAGES.outsideCity }),
    ).toBeVisible();
    await expect(dialog.getByLabel('Barangay', { exact: true })).toHaveValue('Batasan Hills');
  });

  test('says so when the location is not shared', async ({ page, context }) => {
    await offline(context);
    await context.clearPermissions();
    await logInThroughForm(page, email, RESIDENT_PASSWORD);
    const { dialog } = await openReportForm(page);
    await dialog.getByRole('button', { name: 'Use my location' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: /Location access was denied/ })).toBeVisible();
  });

  test('sets the location without the map: a barangay from the list and a typed address', async ({
    page,
    context,
  }) => {
    await offline(context);
    await logInThroughForm(page, email, RESIDENT_PASSWORD);
    const { dialog, map } = await openReportForm(page);
    await dialog.getByText('Set the location without the map').click();
    await dialog.getByLabel('Barangay from the list').selectOption('Bagbag');
    const typed = dialog.getByLabel('Street address or landmark');
    // The server stores at most 200 characters; the box takes no more.
    await expect(typed).toHaveAttribute('maxlength', String(EXTRA_LIMITS.reportAddressMax));
    await typed.fill('12 Quirino Highway');
    await dialog.getByRole('button', { name: 'Use this location' }).click();
    await expect(dialog.getByText(REPORT_FORM_MESSAGES.locationSetIn('Bagbag'))).toBeVisible();
    await expect(dialog.getByLabel('Barangay', { exact: true })).toHaveValue('Bagbag');
    await expect(dialog.getByLabel('Location address')).toHaveValue('12 Quirino Highway');
    await expect(map.locator('path.picker-pin')).toHaveCount(1);
  });

  test('without the boundary file the list still offers every barangay, and the report is filed', async ({
    page,
    context,
  }) => {
    await offline(context);
    await page.route(BOUNDARY_FILE, (route) => route.abort());
    await logInThroughForm(page, email, RESIDENT_PASSWORD);
    const dialog = await openDialog(page);
    await expect(dialog.getByRole('alert').filter({ hasText: 'Error loading barangay data' })).toBeVisible({
      timeout: 20_000,
    });
    // There is no map to show a barangay on.
    await dialog.getByLabel('Find a barangay on the map').fill('Bagbag');
    await dialog.getByRole('button', { name: 'Show on map' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'Map not loaded' })).toBeVisible();

    await dialog.getByText('Set the location without the map').click();
    const list = dialog.getByLabel('Barangay from the list');
    // 142 barangays and the 'Choose a barangay' line, Novaliches Proper among them.
    await expect(list.getByRole('option')).toHaveCount(143);
    await list.selectOption('Novaliches Proper');
    const typed = `Near the Novaliches church, ${Date.now()}`;
    await dialog.getByLabel('Street address or landmark').fill(typed);
    await dialog.getByRole('button', { name: 'Use this location' }).click();
    await expect(dialog.getByText(REPORT_FORM_MESSAGES.locationSetIn('Novaliches Proper'))).toBeVisible();
    await expect(dialog.getByLabel('Barangay', { exact: true })).toHaveValue('Novaliches Proper');
    await expect(dialog.getByLabel('Location address')).toHaveValue(typed);

    await completeReport(dialog, `Water in pails by the church (${Date.now()})`);
    const sent = page.waitForRequest(
      (request) => request.url().endsWith('/api/v1/reports') && request.method() === 'POST',
    );
    const created = page.waitForResponse(
      (response) => response.url().endsWith('/api/v1/reports') && response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Report', exact: true }).click();
    const body = (await (await sent).postDataBuffer())!.toString('utf8');
    expect(multipartField(body, 'barangay')).toBe('Novaliches Proper');
    expect(multipartField(body, 'address')).toBe(typed);
    expect(multipartField(body, 'location_approximate')).toBe('true');
    // The label point of its derived outline (the barangay's centre), which the server accepts.
    expect(multipartField(body, 'specific_location[coordinates][0]')).toBe('121.0377968');
    expect(multipartField(body, 'specific_location[coordinates][1]')).toBe('14.7204167');
    const response = await created;
    expect(response.status()).toBe(201);
    await expect(toast(page, REPORT_FORM_MESSAGES.created)).toBeVisible();
    const stored = (await response.json()) as { _id: string };
    const id = stored._id;

    // The server stored both and returns them: in its answer, and on the report's own page, which says where
    // the site is (the typed address) and that the pin is only the barangay's centre.
    expect(stored).toMatchObject({ address: typed, location_approximate: true });
    await page.goto(`/mapping/${id}`);
    const location = page.getByRole('region', { name: 'Location' });
    await expect(location.getByText(typed)).toBeVisible();
    await expect(location.getByText('Approximate location: barangay centre')).toBeVisible();
  });

  test("keeps the barangay's own address when the address lookup gets no answer, 'Address not found' for a 404", async ({
    page,
    context,
  }) => {
    await offline(context);
    await page.route(REVERSE_GEOCODE, (route) => route.abort('internetdisconnected'));
    await logInThroughForm(page, email, RESIDENT_PASSWORD);
    const { dialog, map } = await openReportForm(page);
    const address = dialog.getByLabel('Location address');

    await clickAt(page, map, CULIAT);
    await expect(dialog.getByText(REPORT_FORM_MESSAGES.locationSetIn('Culiat'))).toBeVisible();
    await expect(address).toHaveValue('Culiat, Quezon City, Metro Manila');
    await expect(dialog.getByText('Address not found')).toHaveCount(0);

    // The server's own answer that it cannot place the point is shown as it is.
    await page.unroute(REVERSE_GEOCODE);
    await page.route(REVERSE_GEOCODE, (route) =>
      route.fulfill({ status: 404, json: { message: 'Address not found' } }),
    );
    await clickAt(page, map, { lat: CULIAT.lat + 0.002, lng: CULIAT.lng });
    await expect(address).toHaveValue('Address not found');
  });
});
