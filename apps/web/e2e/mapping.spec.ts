import { expect, type Locator, type Page, test } from '@playwright/test';
import { createActiveAdmin, logInThroughForm, STRONG_PASSWORD, uniqueEmail } from './support/accounts';
import { seriousViolations } from './support/axe';
import { newResident } from './support/community-data';
import { barangayRing, blockTiles, metresFrom, reportAt, searchBarangay } from './support/map-data';
import { openGroupListing } from './support/map-groups';

/** Leaflet, react-leaflet and the map components' chunks and CSS (only maps may load them). */
const MAP_CHUNK = /\/assets\/[^/]*(leaflet|dengue-map|map-preview)[^/]*\.(js|css)(\?.*)?$/;
const POLYGONS = '.leaflet-overlay-pane path.barangay-polygon';
/** The dengue map's own chunk (Leaflet comes with it). */
const DENGUE_MAP_CHUNK = /\/assets\/dengue-map-[^/]+\.js(\?.*)?$/;
/** /mapping's second half (search, legends, the map's place), loaded once the introduction is on screen. */
const MAPPING_CONTENT_CHUNK = /\/assets\/mapping-content-[^/]+\.js(\?.*)?$/;

/** A point inside the path that the path itself receives (polygons are concave and touch each other). */
async function clickInside(page: Page, path: Locator) {
  const point = await path.evaluate((element) => {
    const box = element.getBoundingClientRect();
    for (let step = 1; step < 12; step += 1) {
      for (let across = 1; across < 12; across += 1) {
        const x = box.left + (box.width * across) / 12;
        const y = box.top + (box.height * step) / 12;
        if (document.elementFromPoint(x, y) === element) return { x, y };
      }
    }
    return null;
  });
  expect(point, 'a clickable point inside the polygon').not.toBeNull();
  if (point) await page.mouse.click(point.x, point.y);
}

/**
 * The map's zoom, read from a barangay's outline on screen: Web Mercator x is linear in longitude, so the
 * polygon is (its longitude span / 360) x 256 x 2^zoom pixels wide. Choose a barangay that fits in the view
 * (Leaflet clips outlines at the edge of the view).
 */
async function zoomShowing(page: Page, name: string, matchKey: string): Promise<number> {
  const lngs = (await barangayRing(page, name)).map(([lng]) => lng);
  const widthAtZoom0 = ((Math.max(...lngs) - Math.min(...lngs)) / 360) * 256;
  // The outline's own box, without its stroke (a selected barangay's is 4 px wide).
  const width = await page
    .locator(`path.barangay-${matchKey}`)
    .evaluate((path) => (path as SVGGraphicsElement).getBBox().width);
  return Math.log2(width / widthAtZoom0);
}

/** One barangay's status as GET barangays/get-all-barangays-for-user answers it. */
const statusOf = (name: string, pattern: string, alert: string) => ({
  _id: `id-${name}`,
  name,
  displayName: name,
  risk_level: 'High',
  status_and_recommendation: {
    pattern_based: { status: pattern, alert, recommendation: 'Search and destroy breeding sites this week.' },
    report_based: {
      status: 'none',
      alert: 'No validated breeding-site reports in the last 14 days.',
      count: 0,
    },
    death_priority: { priority: 'P3', alert: 'No dengue deaths recorded in the last 52 weeks.', count: 0 },
  },
  last_analysis_time: '2026-11-21T16:30:00.000Z',
});

/**
 * Opens /mapping with the barangay statuses the test chooses, so the assertions do not depend on what other
 * specs imported into the shared server (none given: no barangay has been analysed).
 */
async function openMap(page: Page, statuses: ReturnType<typeof statusOf>[] = []) {
  await blockTiles(page);
  await page.route('**/api/v1/barangays/get-all-barangays-for-user', (route) =>
    route.fulfill({ json: { success: true, data: statuses } }),
  );
  // No markers or clusters of other specs' reports arrive late on top of the polygon a test clicks
  // (map-layers.spec.ts covers those layers).
  await page.route(/\/api\/v1\/(clusters\/markers|clusters\/get-clusters|interventions)(\?.*)?$/, (route) =>
    route.fulfill({ json: { data: [], pagination: { totalItems: 0, hasMore: false, page: 1, limit: 100 } } }),
  );
  // The public map's markers come by tile (decision 047).
  await page.route(/\/api\/v1\/clusters\/markers\/tiles\/\d+\/\d+\/\d+$/, (route) =>
    route.fulfill({ json: { data: { markers: [], areas: [] } } }),
  );
  await page.goto('/mapping');
  // The app's first load can take a while on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Dengue map' })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator(POLYGONS)).toHaveCount(142, { timeout: 15_000 });
}

test.describe('dengue map (/mapping)', () => {
  test('draws the 142 barangay shapes with the pattern legend, without any tile server', async ({ page }) => {
    await openMap(page);
    const legend = page.getByRole('region', { name: 'Dengue patterns' });
    for (const label of ['Spike', 'Increase', 'Decrease', 'Low Level Activity', 'No Change', 'No Data']) {
      await expect(legend.getByText(label, { exact: true })).toBeVisible();
    }
    // A fresh server has no analysis: every barangay is filled with the no-data grey hatch.
    await expect(page.locator(POLYGONS).first()).toHaveAttribute('fill', 'url(#no-data-hatch)');
  });

  test('a barangay is filled with its pattern colour and its popup names the pattern in words', async ({
    page,
  }) => {
    const alert = '18 cases in the week of Nov 8–14 against a usual 1.1 (p < 0.001)';
    await openMap(page, [
      statusOf('Batasan Hills', 'spike', alert),
      statusOf('Payatas', 'increase', 'Rising'),
    ]);
    const batasan = page.locator('path.barangay-batasanhills');
    await expect(batasan).toHaveAttribute('fill', '#e53e3e');
    await expect(page.locator('path.barangay-payatas')).toHaveAttribute('fill', '#dd6b20');
    await clickInside(page, batasan);
    const popup = page.locator('.leaflet-popup');
    await expect(popup.getByRole('heading', { name: 'Batasan Hills' })).toBeVisible();
    await expect(popup.getByText('Spike', { exact: true })).toBeVisible();
    // A visitor reads the plain sentence; the analysis' own words are one click away.
    await expect(popup.getByText(/Dengue cases jumped here recently/)).toBeVisible();
    await popup.getByText('How is this worked out?').click();
    await expect(popup.getByText(alert)).toBeVisible();
    await expect(popup.getByText('November 22, 2026 at 12:30 AM')).toBeVisible();
  });

  test('a click on a barangay opens its popup with name, pattern label and the no-data text', async ({
    page,
  }) => {
    await openMap(page);
    const santaCruz = page.locator('path.barangay-santacruz');
    await clickInside(page, santaCruz);
    const popup = page.locator('.leaflet-popup');
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('heading', { name: 'Santa Cruz' })).toBeVisible();
    await expect(popup.getByText('No Data', { exact: true })).toBeVisible();
    await expect(popup.getByText('No dengue cases recorded')).toBeVisible();
    await expect(
      popup.getByText('This barangay is not present in the dataset or has no recorded cases.'),
    ).toBeVisible();
    await expect(popup.getByText('No recent analysis')).toBeVisible();
    await expect(santaCruz).toHaveAttribute('stroke-width', '4');
  });

  test('the keyboard search flies to Batasan Hills and opens its popup and details', async ({ page }) => {
    await openMap(page);
    const search = page.getByRole('combobox', { name: 'Find a barangay' });
    await search.focus();
    await expect(page.getByRole('listbox', { name: 'Barangays' }).getByRole('option')).toHaveCount(142);
    await search.fill('batasan');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option', { name: /Batasan Hills/, selected: true })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(search).toHaveValue('Batasan Hills');

    const popup = page.locator('.leaflet-popup');
    await expect(popup.getByRole('heading', { name: 'Batasan Hills' })).toBeVisible();
    await expect(page.locator('path.barangay-batasanhills')).toHaveAttribute('stroke-width', '4');
    // The same information outside the map, for keyboard and screen-reader users.
    const details = page.getByRole('region', { name: 'Selected barangay' });
    await expect(details.getByRole('heading', { level: 2, name: 'Batasan Hills' })).toBeVisible();
    await expect(details.getByText('No dengue cases recorded')).toBeVisible();
  });

  test('the barangay search flies to the barangay at zoom 16', async ({ page }) => {
    await openMap(page);
    const search = page.getByRole('combobox', { name: 'Find a barangay' });
    await search.fill('Botocan');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.locator('.leaflet-popup').getByRole('heading', { name: 'Botocan' })).toBeVisible();
    await expect
      .poll(async () => Math.round((await zoomShowing(page, 'Botocan', 'botocan')) * 10) / 10, {
        message: 'the zoom the map settles at',
      })
      .toBe(16);
  });

  test("says 'Error loading map' when the map's code cannot be downloaded, and Retry loads it", async ({
    page,
  }) => {
    let attempts = 0;
    await page.route(DENGUE_MAP_CHUNK, (route) => {
      attempts += 1;
      return route.abort('failed');
    });
    await blockTiles(page);
    await page.goto('/mapping');
    // Three attempts, 1 s and 2 s apart (the spec's lazy-load retries), then the panel.
    const panel = page.getByRole('alert').filter({ hasText: 'Error loading map' });
    await expect(panel).toBeVisible({ timeout: 20_000 });
    expect(attempts).toBeGreaterThanOrEqual(3);
    await expect(page.getByText('Failed to initialize map')).toHaveCount(0);
    // The rest of the page still works.
    await expect(page.getByRole('combobox', { name: 'Find a barangay' })).toBeVisible();

    await page.unroute(DENGUE_MAP_CHUNK);
    await panel.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator(POLYGONS)).toHaveCount(142, { timeout: 15_000 });
    await expect(panel).toHaveCount(0);
  });

  test("says 'Error loading map' when the page's search and map code cannot be downloaded, and Retry loads them", async ({
    page,
  }) => {
    let attempts = 0;
    await page.route(MAPPING_CONTENT_CHUNK, (route) => {
      attempts += 1;
      return route.abort('failed');
    });
    await blockTiles(page);
    await page.goto('/mapping');
    // The title and introduction do not depend on it.
    await expect(page.getByRole('heading', { level: 1, name: 'Dengue map' })).toBeVisible({
      timeout: 15_000,
    });
    const panel = page.getByRole('alert').filter({ hasText: 'Error loading map' });
    await expect(panel).toBeVisible({ timeout: 20_000 });
    expect(attempts).toBeGreaterThanOrEqual(3);

    await page.unroute(MAPPING_CONTENT_CHUNK);
    await panel.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('combobox', { name: 'Find a barangay' })).toBeVisible({ timeout: 15_000 });
    await expect(page.locator(POLYGONS)).toHaveCount(142, { timeout: 15_000 });
    await expect(panel).toHaveCount(0);
  });

  test('has no serious or critical axe violations', async ({ browser, baseURL }) => {
    // Two full axe runs over 142 map paths, the legends and the layer controls: slow on a loaded machine.
    test.slow();
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    try {
      await openMap(page);
      expect(await seriousViolations(page), 'axe on /mapping, map loaded').toEqual([]);
      // Again with a popup on the map and the search list open.
      const search = page.getByRole('combobox', { name: 'Find a barangay' });
      await search.fill('Batasan');
      await page.keyboard.press('Enter');
      await expect(
        page.locator('.leaflet-popup').getByRole('heading', { name: 'Batasan Hills' }),
      ).toBeVisible();
      await search.fill('San');
      await expect(page.getByRole('listbox', { name: 'Barangays' })).toBeVisible();
      expect(await seriousViolations(page), 'axe on /mapping, popup and list open').toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('a failed barangay call shows the error panel, and Retry loads the map', async ({ page }) => {
    await blockTiles(page);
    const statusUrl = '**/api/v1/barangays/get-all-barangays-for-user';
    await page.route(statusUrl, (route) => route.fulfill({ status: 500, json: { message: 'down' } }));
    await page.goto('/mapping');
    await expect(page.getByText('Loading map...')).toBeVisible({ timeout: 15_000 });
    const panel = page.getByRole('alert').filter({ hasText: 'Error loading barangay data' });
    await expect(panel).toBeVisible({ timeout: 15_000 });
    await page.unroute(statusUrl);
    await panel.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator(POLYGONS)).toHaveCount(142, { timeout: 15_000 });
  });

  test('the landing page loads no map until its preview is scrolled near; the preview opens /mapping', async ({
    page,
  }) => {
    await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requested.filter((url) => MAP_CHUNK.test(url))).toEqual([]);
    expect(requested.filter((url) => url.includes('quezon_barangays_boundaries'))).toEqual([]);
    const slot = page.getByTestId('map-preview-slot');
    await expect(slot.getByTestId('map-preview')).toHaveCount(0);

    await slot.scrollIntoViewIfNeeded();
    const preview = slot.getByTestId('map-preview');
    await expect(preview.locator('path.barangay-polygon')).toHaveCount(142, { timeout: 15_000 });
    expect(requested.filter((url) => MAP_CHUNK.test(url)).length).toBeGreaterThan(0);
    await preview.getByRole('link', { name: 'Open the dengue map' }).click();
    await expect(page).toHaveURL(/\/mapping$/);
    await expect(page.locator(POLYGONS)).toHaveCount(142, { timeout: 15_000 });
    // The boundary file was fetched once: /mapping reused the preview's copy.
    expect(requested.filter((url) => url.includes('quezon_barangays_boundaries'))).toHaveLength(1);
  });
});

test.describe('admin map options', () => {
  // An admin account, six reports through the API and a map of the whole city: slow on a shared machine.
  // One worker, so the reports are made once.
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  const LAGING_HANDA: [number, number] = [121.0305047, 14.6325021];
  /** Report markers on the admin map are named '{type} in {barangay}[, cluster member], {status}'. */
  const REPORT_MARKER = /, (Pending|Validated|Rejected)$/;
  let adminEmail: string;

  test.beforeAll(async ({ request, baseURL }) => {
    const resident = await newResident(request, 'map-options');
    // Six reports within 150 m of the middle of Laging Handa, a barangay no other spec reports in; the two
    // 10 m apart form a cluster (decision 010).
    const spots: [number, number][] = [
      [0, 0],
      [10, 0],
      [-150, 100],
      [150, 100],
      [-150, -100],
      [150, -100],
    ];
    for (const [east, north] of spots) {
      await reportAt(request, resident, {
        at: metresFrom(LAGING_HANDA, east, north),
        type: 'Others',
        description: `Water in a stack of pails (${east}, ${north})`,
        barangay: 'Laging Handa',
      });
    }
    adminEmail = uniqueEmail('map-options-admin');
    await createActiveAdmin(baseURL!, adminEmail);
  });

  const goToLagingHanda = (page: Page) => searchBarangay(page, 'Laging Handa');

  async function openAdminMap(page: Page) {
    await blockTiles(page);
    await logInThroughForm(page, adminEmail, STRONG_PASSWORD);
    await page.goto('/admin/mapping');
    await expect(page.locator(POLYGONS)).toHaveCount(142, { timeout: 15_000 });
    await goToLagingHanda(page);
  }

  test("'Hide clusters' takes the cluster circles off the map and leaves the reports", async ({ page }) => {
    await openAdminMap(page);
    const cluster = page.getByRole('button', { name: /^Cluster of 2 reports in Laging Handa, needs review/ });
    const member = 'Others in Laging Handa, cluster member, Pending';
    await expect(cluster).toBeVisible();
    // At zoom 15 the two members (12 m apart) stand in one group button's list.
    const members = async () =>
      (await openGroupListing(page, member, 2)).getByRole('button', { name: member });
    await expect(await members()).toHaveCount(2);
    await page.keyboard.press('Escape');

    const hide = page.getByRole('checkbox', { name: 'Hide clusters' });
    await hide.check();
    await expect(cluster).toHaveCount(0);
    await expect(await members()).toHaveCount(2);
    await page.keyboard.press('Escape');
    await hide.uncheck();
    await expect(cluster).toBeVisible();
  });

  test("'Only the 5 most recent reports' leaves five report markers in the whole city", async ({ page }) => {
    await openAdminMap(page);
    // Our six: four buttons, and the cluster's two members (12 m apart at zoom 15) in one group's list.
    const ours = page.getByRole('button', { name: /^Others in Laging Handa/ });
    const expectOurSix = async () => {
      await expect(ours).toHaveCount(4);
      const member = 'Others in Laging Handa, cluster member, Pending';
      const list = await openGroupListing(page, member, 2);
      await expect(list.getByRole('button', { name: member })).toHaveCount(2);
      await page.keyboard.press('Escape');
    };
    await expectOurSix();

    await page.getByRole('checkbox', { name: 'Only the 5 most recent reports' }).check();
    // Out to zoom 11, where the whole city is in view: whatever other specs reported meanwhile, five markers.
    // One step at a time: Leaflet ignores a zoom asked for while it is still animating the last one.
    const zoomOut = page.getByRole('button', { name: 'Zoom out' });
    for (const zoom of [14, 13, 12, 11]) {
      await zoomOut.click();
      await expect
        .poll(async () => Math.round(await zoomShowing(page, 'Laging Handa', 'laginghanda')))
        .toBe(zoom);
    }
    // Out there the markers are pictures, not buttons (decision 016): the map says it painted five.
    await expect(page.locator('.leaflet-container')).toHaveAttribute('data-report-markers', 'canvas:5');
    await expect(page.getByRole('button', { name: REPORT_MARKER })).toHaveCount(0);
    // The same five as the 'Recent reports' list beside the map.
    await expect(page.getByRole('region', { name: 'Recent reports' }).getByRole('button')).toHaveCount(5);

    await page.getByRole('checkbox', { name: 'Only the 5 most recent reports' }).uncheck();
    await goToLagingHanda(page);
    await expectOurSix();
  });

  test("a recent report chosen while the map's code cannot be downloaded says 'Map not loaded'", async ({
    page,
  }) => {
    await page.route(DENGUE_MAP_CHUNK, (route) => route.abort('failed'));
    await blockTiles(page);
    await logInThroughForm(page, adminEmail, STRONG_PASSWORD);
    await page.goto('/admin/mapping');
    await expect(page.getByRole('alert').filter({ hasText: 'Error loading map' })).toBeVisible({
      timeout: 20_000,
    });
    const recent = page.getByRole('region', { name: 'Recent reports' });
    await recent.getByRole('button').first().click();
    await expect(recent.getByRole('status')).toHaveText('Map not loaded');
  });
});
