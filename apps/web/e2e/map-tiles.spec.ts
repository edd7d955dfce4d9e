import { MARKER_TILES } from '@dengue/core';
import { expect, type Response, test } from '@playwright/test';
import { blockTiles, POLYGONS } from './support/map-data';
import { type SecondServer, startSecondServer } from './support/second-server';

/**
 * The public map loads its breeding sites by tile of its view (decision 047). A tile with more reports than
 * MARKER_TILE_LIMIT answers counts per area; at 400, the shared server's data never gets there, so this spec
 * runs its own server with the demo data set (28 validated reports) and a limit of 3.
 */
test.describe.configure({ mode: 'serial', retries: 0 });

let server: SecondServer;

test.beforeAll(async () => {
  test.setTimeout(200_000);
  server = await startSecondServer(
    { DEMO: '1', MARKER_TILE_LIMIT: '3' },
    Number(process.env.E2E_PORT ?? 4310) + 20,
  );
});

test.afterAll(async () => {
  await server?.stop();
});

interface TileAnswer {
  data: { markers: { _id: string; barangay: string }[]; areas: { count: number }[] };
}

/** A report's marker button (not the cluster's badge). */
const REPORT_IN_BATASAN =
  /^(Stagnant Water|Standing Water|Uncollected Garbage or Trash|Others) in Batasan Hills/;

const tileZoom = (response: Response) => Number(new URL(response.url()).pathname.split('/')[6]);

test('the city view draws crowded tiles as counts; zoomed in, every report of the view is a marker again', async ({
  page,
}) => {
  test.slow();
  await blockTiles(page);
  const tiles: Response[] = [];
  let fullLists = 0;
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (/^\/api\/v1\/clusters\/markers\/tiles\/\d+\/\d+\/\d+$/.test(path)) tiles.push(response);
    else if (path === '/api/v1/clusters/markers') fullLists += 1;
  });
  const all = (await (await page.request.get(`${server.baseURL}/api/v1/clusters/markers`)).json()) as {
    data: { _id: string; barangay: string }[];
  };
  // What a visitor may see: the validated reports (the full list is still what staff maps load).
  expect(all.data.length).toBeGreaterThan(10);

  await page.goto(`${server.baseURL}/mapping`);
  await expect(page.locator(POLYGONS)).toHaveCount(142, { timeout: 30_000 });
  // Every validated report of the city is drawn at the start view: alone as a dot, else in a count.
  const container = page.locator('.leaflet-container');
  await expect(container).toHaveAttribute('data-report-markers', `canvas:${all.data.length}`);
  const cityTiles = (await Promise.all(tiles.map((t) => t.json()))) as TileAnswer[];
  expect(
    cityTiles.some((t) => t.data.areas.length > 0),
    'a crowded tile answered counts',
  ).toBe(true);
  expect(
    cityTiles.reduce(
      (sum, t) => sum + t.data.markers.length + t.data.areas.reduce((n, a) => n + a.count, 0),
      0,
    ),
  ).toBe(all.data.length);
  expect(Math.max(...tiles.map(tileZoom))).toBeLessThan(MARKER_TILES.fullZoom);
  expect(fullLists, 'the public map never asks for every report at once').toBe(0);

  // The barangay search flies to zoom 16: the full tiles (zoom 13), markers only, buttons that open their popup.
  const inBatasan = all.data.filter((m) => m.barangay === 'Batasan Hills');
  expect(inBatasan.length).toBeGreaterThan(1);
  tiles.length = 0;
  await page.getByRole('combobox', { name: 'Find a barangay' }).fill('Batasan Hills');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const barangayPopup = page
    .locator('.leaflet-popup')
    .filter({ has: page.getByRole('heading', { name: 'Batasan Hills' }) });
  await expect(barangayPopup).toBeVisible();
  await barangayPopup.locator('.leaflet-popup-close-button').click();
  await expect(container).toHaveAttribute('data-report-markers', /^dom:[1-9]/);
  await expect.poll(() => tiles.length).toBeGreaterThan(0);
  expect(new Set(tiles.map(tileZoom))).toEqual(new Set([MARKER_TILES.fullZoom]));
  for (const tile of (await Promise.all(tiles.map((t) => t.json()))) as TileAnswer[]) {
    expect(tile.data.areas).toEqual([]);
  }
  const marker = page.getByRole('button', { name: REPORT_IN_BATASAN }).first();
  await marker.click();
  const popup = page.locator('.leaflet-popup').filter({ has: page.getByTestId('report-popup') });
  await expect(popup.getByRole('link', { name: 'View Details' })).toBeVisible();
  await expect(popup).toContainText('Batasan Hills');
});
