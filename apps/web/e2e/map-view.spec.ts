import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, type Route, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { newAdminToken, newResident, validateReport } from './support/community-data';
import { tinyPng } from './support/images';
import { blockTiles, POLYGONS } from './support/map-data';
import { projectionFrom } from './support/map-projection';

/** All 142 barangays have a shape: 141 from OpenStreetMap and Novaliches Proper's derived outline. */
const BARANGAY_SHAPES = 142;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** The city outline's box, [lng, lat] corners, from the file the API ships. */
function cityBox(): [lng: number, lat: number][] {
  const file = new URL('../../api/assets/quezon-city-boundary.geojson', import.meta.url);
  const outline = JSON.parse(readFileSync(file, 'utf8')) as {
    features: { geometry: { coordinates: [number, number][][] } }[];
  };
  const ring = outline.features[0]!.geometry.coordinates[0]!;
  const lngs = ring.map(([lng]) => lng);
  const lats = ring.map(([, lat]) => lat);
  return [
    [Math.min(...lngs), Math.max(...lats)],
    [Math.max(...lngs), Math.min(...lats)],
  ];
}

async function openMapping(page: Page) {
  await blockTiles(page);
  // Other specs' layers stay off this map (the breeding-site test below lets its own report through).
  await page.route(/\/api\/v1\/(clusters\/get-clusters|interventions)(\?.*)?$/, (route) =>
    route.fulfill({ json: { data: [], pagination: { totalItems: 0, hasMore: false, page: 1, limit: 100 } } }),
  );
  await page.goto('/mapping');
  await expect(page.getByRole('heading', { level: 1, name: 'Dengue map' })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator(POLYGONS)).toHaveCount(BARANGAY_SHAPES, { timeout: 15_000 });
}

for (const size of [PHONE, DESKTOP]) {
  test(`the first view of /mapping holds the whole city at ${size.width} px, the map on the first screen`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await openMapping(page);
    const map = await page.locator('.leaflet-container').boundingBox();
    expect(map).not.toBeNull();
    // On a phone the map comes first: its top is on the first screen, and most of the map with it.
    expect(map!.y).toBeLessThan(size.height / 2);
    // Santa Cruz lies in the middle of the city, so it is in view whatever part of the city is shown.
    const project = await projectionFrom(page, 'Santa Cruz', 'santacruz');
    const [northWest, southEast] = cityBox().map(project) as [
      { x: number; y: number },
      { x: number; y: number },
    ];
    expect(northWest.x).toBeGreaterThanOrEqual(map!.x);
    expect(northWest.y).toBeGreaterThanOrEqual(map!.y);
    expect(southEast.x).toBeLessThanOrEqual(map!.x + map!.width);
    expect(southEast.y).toBeLessThanOrEqual(map!.y + map!.height);
  });
}

for (const size of [PHONE, DESKTOP]) {
  test(`at ${size.width} px the map's box shows the city picture until the map draws the city in its place`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await blockTiles(page);
    // The map's code is held back: the box shows the picture meanwhile.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/dengue-map[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/mapping');
    const region = page.getByRole('region', { name: 'Map of barangay dengue patterns' });
    const picture = region.locator('img[src="/city-map.svg"]');
    await expect(picture).toBeVisible({ timeout: 15_000 });
    await expect(region.getByRole('status')).toHaveText('Loading map...');
    // The box's first picture gives way to the map area's own once the barangay data is in: read it when
    // it has stopped changing.
    let box: { x: number; y: number; width: number; height: number } | null = null;
    await expect
      .poll(async () => {
        const before = await picture.boundingBox();
        await page.waitForTimeout(300);
        box = await picture.boundingBox();
        return before !== null && JSON.stringify(before) === JSON.stringify(box);
      })
      .toBe(true);
    release();
    await expect(page.locator(POLYGONS)).toHaveCount(BARANGAY_SHAPES, { timeout: 15_000 });
    await expect(picture).toHaveCount(0);
    // The picture is the city's box with a margin of its own size on each side: its middle third is where
    // the map now draws the city's box, to the pixel.
    const project = await projectionFrom(page, 'Santa Cruz', 'santacruz');
    const [northWest, southEast] = cityBox().map(project) as [
      { x: number; y: number },
      { x: number; y: number },
    ];
    const { x, y, width, height } = box!;
    expect(Math.abs(northWest.x - (x + width / 3))).toBeLessThan(2);
    expect(Math.abs(southEast.x - (x + (2 * width) / 3))).toBeLessThan(2);
    expect(Math.abs(northWest.y - (y + height / 3))).toBeLessThan(2);
    expect(Math.abs(southEast.y - (y + (2 * height) / 3))).toBeLessThan(2);
  });
}

test("a marker tile that cannot load is named as the breeding sites' failure; the rest of the map works", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.route(/\/api\/v1\/clusters\/markers\/tiles\/\d+\/\d+\/\d+$/, (route) =>
    route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }),
  );
  await openMapping(page);
  // The query tries three times (1 s, then 2 s apart) before it gives up.
  await expect(
    page.getByText(
      'Could not load breeding sites. The rest of the map is up to date; reload the page to try again.',
    ),
  ).toBeVisible({ timeout: 10_000 });
  await page.locator('path.barangay-santacruz').click();
  await expect(page.locator('.leaflet-popup').getByRole('heading', { name: 'Santa Cruz' })).toBeVisible();
});

test('the home page preview shows the same whole city as /mapping', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await blockTiles(page);
  await page.goto('/home');
  const slot = page.getByTestId('map-preview-slot');
  await slot.scrollIntoViewIfNeeded();
  const preview = slot.getByTestId('map-preview');
  await expect(preview.locator('path.barangay-polygon')).toHaveCount(BARANGAY_SHAPES, { timeout: 15_000 });
  const box = (await preview.boundingBox())!;
  const project = await projectionFrom(page, 'Santa Cruz', 'santacruz');
  const [northWest, southEast] = cityBox().map(project) as [
    { x: number; y: number },
    { x: number; y: number },
  ];
  expect(northWest.x).toBeGreaterThanOrEqual(box.x);
  expect(northWest.y).toBeGreaterThanOrEqual(box.y);
  expect(southEast.x).toBeLessThanOrEqual(box.x + box.width);
  expect(southEast.y).toBeLessThanOrEqual(box.y + box.height);
});

test('on a phone the layers and legend are a sheet over the map that opens and closes', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openMapping(page);
  const toggle = page.getByRole('button', { name: 'Layers and legend' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const legend = page.getByRole('region', { name: 'Dengue patterns', exact: true });
  await expect(legend).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(legend).toBeVisible();
  // The sheet lies over the map, not below it.
  const map = (await page.locator('.leaflet-container').boundingBox())!;
  const sheet = (await legend.boundingBox())!;
  expect(sheet.y).toBeGreaterThanOrEqual(map.y);
  expect(sheet.y).toBeLessThan(map.y + map.height);
  expect(await seriousViolations(page), 'axe on /mapping at 390 px, sheet open').toEqual([]);
  await toggle.click();
  await expect(legend).toBeHidden();
  expect(await seriousViolations(page), 'axe on /mapping at 390 px').toEqual([]);
});

/** A validated Stagnant Water report of a new resident at Culiat's label point: its id and where it is. */
async function validatedReportInCuliat(
  request: APIRequestContext,
  baseURL: string,
): Promise<{ id: string; site: [number, number] }> {
  const file = (await (await request.get('/quezon_barangays_boundaries.geojson')).json()) as {
    features: { properties: { name: string; label_point: [number, number] } }[];
  };
  const site = file.features.find((f) => f.properties.name === 'Culiat')!.properties.label_point;
  const resident = await newResident(request, 'map-view');
  const form = new FormData();
  form.set('barangay', 'Culiat');
  form.set('specific_location[type]', 'Point');
  form.set('specific_location[coordinates][0]', String(site[0]));
  form.set('specific_location[coordinates][1]', String(site[1]));
  form.set('date_and_time', new Date(Date.now() - 60_000).toISOString());
  form.set('report_type', 'Stagnant Water');
  form.set('description', `Water in a drum by the chapel (${Date.now()})`);
  form.set('isAnonymous', 'false');
  form.append('images', new Blob([new Uint8Array(tinyPng(90))], { type: 'image/png' }), 'site.png');
  const created = await request.post('/api/v1/reports', {
    headers: { Authorization: `Bearer ${resident.token}` },
    multipart: form,
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { _id: string })._id;
  await validateReport(request, await newAdminToken(request, baseURL), id);
  return { id, site };
}

/** The public map's markers come by tile (decision 047): each tile answers only report `id` (and no counts). */
const onlyReport = (id: string) => async (route: Route) => {
  const answer = await route.fetch();
  const body = (await answer.json()) as { data: { markers: { _id: string }[] } };
  const markers = body.data.markers.filter((marker) => marker._id === id);
  await route.fulfill({ response: answer, json: { data: { markers, areas: [] } } });
};

const MARKER_TILES_ROUTE = /\/api\/v1\/clusters\/markers\/tiles\/\d+\/\d+\/\d+$/;

test('a click 15 px off a breeding site opens its popup, not the barangay’s, at city zoom and zoomed in', async ({
  page,
  request,
  baseURL,
}) => {
  // A report of its own, alone on this map.
  const { id, site } = await validatedReportInCuliat(request, baseURL!);
  await page.route(MARKER_TILES_ROUTE, onlyReport(id));

  await page.setViewportSize(DESKTOP);
  await openMapping(page);
  // Its tile has come and the report is drawn (a click before that would fall on Culiat).
  await expect(page.locator('.leaflet-container')).toHaveAttribute('data-report-markers', 'canvas:1');
  const popup = page.locator('.leaflet-popup');
  const project = await projectionFrom(page, 'Santa Cruz', 'santacruz');
  const at = project(site);
  await page.mouse.click(at.x + 15, at.y);
  await expect(popup.getByTestId('report-popup')).toBeVisible();
  await expect(popup.getByRole('heading', { name: 'Stagnant Water' })).toBeVisible();
  await expect(popup.getByRole('heading', { name: 'Culiat' })).toHaveCount(0);
  await popup.locator('.leaflet-popup-close-button').click();

  // Zoomed in, the marker is a button; 15 px beside it is still the report, not Culiat.
  await page.getByRole('combobox', { name: 'Find a barangay' }).fill('Culiat');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const barangayPopup = popup.filter({ has: page.getByRole('heading', { name: 'Culiat' }) });
  await expect(barangayPopup).toBeVisible();
  await barangayPopup.locator('.leaflet-popup-close-button').click();
  await expect(popup).toHaveCount(0);
  const marker = page.getByRole('button', { name: /Stagnant Water in Culiat/ });
  await expect(marker).toBeVisible();
  // Each marker tile's answer draws the buttons anew: measure one that is on the page.
  let box: { x: number; y: number; width: number; height: number } | null = null;
  await expect(async () => {
    box = await marker.boundingBox();
    expect(box, 'the marker is drawn').not.toBeNull();
  }).toPass();
  await page.mouse.click(box!.x + box!.width / 2 + 15, box!.y + box!.height / 2);
  await expect(popup.getByTestId('report-popup')).toBeVisible();
  await expect(popup.getByRole('heading', { name: 'Culiat' })).toHaveCount(0);
});

test('marker tiles answered after the map is drawn join the same canvas; it is not made again', async ({
  page,
  request,
  baseURL,
}) => {
  const { id } = await validatedReportInCuliat(request, baseURL!);
  // Every tile's answer waits until the map has drawn its (empty) marker canvas.
  const held: (() => Promise<void>)[] = [];
  let holding = true;
  await page.route(MARKER_TILES_ROUTE, async (route) => {
    if (holding) held.push(() => onlyReport(id)(route));
    else await onlyReport(id)(route);
  });
  await page.setViewportSize(PHONE);
  await openMapping(page);
  const canvas = page.locator('.leaflet-report-markers-canvas-pane canvas');
  await expect(canvas).toHaveCount(1);
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await canvas.evaluate((element) => {
    element.dataset.probe = 'first';
  });
  holding = false;
  await Promise.all(held.map((answer) => answer()));
  await expect(page.locator('.leaflet-container')).toHaveAttribute('data-report-markers', 'canvas:1');
  // A new canvas on each answer was a large allocation and a page layout each time on a phone.
  await expect(canvas).toHaveCount(1);
  await expect(canvas).toHaveAttribute('data-probe', 'first');
});

test('Novaliches Proper is drawn and its popup opens on a click; No Data reads without colour', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await openMapping(page);
  const novaliches = page.locator('path.barangay-novalichesproper');
  await expect(novaliches).toHaveCount(1);
  const box = (await novaliches.boundingBox())!;
  // The label point is well inside it; the projection puts it on screen.
  const project = await projectionFrom(page, 'Santa Cruz', 'santacruz');
  const at = project([121.0377968, 14.7204167]);
  expect(at.x).toBeGreaterThan(box.x);
  expect(at.x).toBeLessThan(box.x + box.width);
  await page.mouse.click(at.x, at.y);
  const popup = page.locator('.leaflet-popup');
  await expect(popup.getByRole('heading', { name: 'Novaliches Proper' })).toBeVisible();
  await expect(popup.getByText('Approximate boundary')).toBeVisible();

  // No analysis on this server: every barangay is No Data, hatched; the legend's two greys differ.
  await expect(novaliches).toHaveAttribute('fill', 'url(#no-data-hatch)');
  const legend = page.getByRole('region', { name: 'Dengue patterns', exact: true });
  const swatch = (label: string) =>
    legend
      .getByRole('listitem')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator('[aria-hidden="true"]')
      .evaluate((element) => element.outerHTML.replace(/\s+/g, ' '));
  const [noChange, noData] = [await swatch('No Change'), await swatch('No Data')];
  expect(noData).not.toEqual(noChange);
  expect(noData).toContain('no-data');
});
