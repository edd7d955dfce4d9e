import { expect, type Page, test } from '@playwright/test';
import { logInThroughForm, STRONG_PASSWORD } from './support/accounts';
import { seriousViolations } from './support/axe';
import { createDenseMapData, type DenseMapData } from './support/dense-map-data';
import { blockTiles, POLYGONS } from './support/map-data';

/**
 * Target size (WCAG 2.5.8) on the maps at demo density: 40 reports, three clusters and three interventions
 * in Holy Spirit (support/dense-map-data.ts). With thin data no two markers ever meet; with a city's worth
 * at city zoom they lie a few pixels apart, and overlapping buttons fail axe's `target-size`.
 */
// No retries: the data is made once per server (beforeAll), and a retry would add a second set beside it.
test.describe.configure({ mode: 'serial', timeout: 120_000, retries: 0 });

let data: DenseMapData;

test.beforeAll(async ({ request, baseURL }) => {
  test.setTimeout(240_000);
  data = await createDenseMapData(request, baseURL!);
});

test.beforeEach(async ({ page }) => {
  test.slow();
  await blockTiles(page);
});

/** The map is drawn: 141 polygons and the report markers layer has said what it drew. */
async function mapDrawn(page: Page) {
  await expect(page.locator(POLYGONS)).toHaveCount(141, { timeout: 15_000 });
  await expect(page.locator('.leaflet-container')).toHaveAttribute('data-report-markers', /:[1-9]/);
}

const STREET_BADGE = /^Cluster of 3 reports in Holy Spirit, all validated/;
const STREET_MEMBERS = 'Stagnant Water in Holy Spirit, cluster member';

test('the resident map has no serious axe violation at its start view or over a cluster at street zoom', async ({
  page,
}) => {
  await page.goto('/mapping');
  await mapDrawn(page);
  expect(await seriousViolations(page), 'start view').toEqual([]);

  const search = page.getByRole('combobox', { name: 'Find a barangay' });
  await search.fill('Holy Spirit');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const popup = page
    .locator('.leaflet-popup')
    .filter({ has: page.getByRole('heading', { name: 'Holy Spirit' }) });
  await expect(popup).toBeVisible();
  await popup.locator('.leaflet-popup-close-button').click();
  await expect(page.locator('.leaflet-popup')).toHaveCount(0);

  // Enter on the cluster's badge fits the cluster in view: street zoom, its three members spread out.
  const members = page.getByRole('button', { name: STREET_MEMBERS });
  await expect(members).toHaveCount(3);
  const badge = page.getByRole('button', { name: STREET_BADGE });
  await badge.focus();
  await page.keyboard.press('Enter');
  const gap = async () => {
    const [a, b] = [await members.nth(0).boundingBox(), await members.nth(1).boundingBox()];
    return Math.hypot(a!.x - b!.x, a!.y - b!.y);
  };
  await expect.poll(gap, { message: 'the members 24 m apart stand apart on screen' }).toBeGreaterThan(30);
  // The zoom animation has ended when the members stop moving.
  await expect
    .poll(async () => {
      const first = await gap();
      await page.waitForTimeout(200);
      return Math.abs((await gap()) - first);
    })
    .toBeLessThan(0.5);
  await expect(badge).toBeVisible();
  // Nothing covers the badge or a member where a pointer would press it.
  for (const target of [badge, ...(await members.all())]) await target.click({ trial: true, timeout: 3_000 });
  expect(await seriousViolations(page), 'street zoom over a cluster').toEqual([]);
});

test('the admin map has no serious axe violation at its start view', async ({ page }) => {
  await logInThroughForm(page, data.adminEmail, STRONG_PASSWORD);
  await page.goto('/admin/mapping');
  await expect(page.getByRole('heading', { level: 1, name: 'Mapping' })).toBeVisible();
  await mapDrawn(page);
  expect(await seriousViolations(page), 'admin start view').toEqual([]);
});

test('at its start view the admin map paints its markers; intervention dots and the recent list still open popups', async ({
  page,
}) => {
  await logInThroughForm(page, data.adminEmail, STRONG_PASSWORD);
  await page.goto('/admin/mapping');
  await mapDrawn(page);
  const map = page.locator('.leaflet-container');
  await expect(map).toHaveAttribute('data-report-markers', /^canvas:/);
  await expect(map.locator('.dengue-map-marker')).toHaveCount(0);
  const popup = page.locator('.leaflet-popup');
  const entries = page.getByRole('region', { name: 'Recent reports' }).getByRole('button');

  // An intervention's dot opens its popup (with the breeding sites hidden, which paint over it).
  await page.getByRole('button', { name: 'Hide Breeding Sites' }).click();
  await expect(map).toHaveAttribute('data-report-markers', /:0$/);
  const dots = page.locator('path.intervention-dot');
  await expect(dots.first()).toBeVisible();
  await dots.first().click({ timeout: 10_000 });
  await expect(page.getByTestId('intervention-popup')).toBeVisible();
  await page.getByRole('button', { name: 'Show Breeding Sites' }).click();

  // Choosing a recent report (the keyboard's way) zooms to it, where markers are buttons, and opens it.
  await entries.first().focus();
  await page.keyboard.press('Enter');
  await expect(popup.getByRole('link', { name: 'View Details' })).toBeVisible();
  await expect(map).toHaveAttribute('data-report-markers', /^dom:/);
});
