import { expect, type Page, test } from '@playwright/test';
import { logInThroughForm, STRONG_PASSWORD } from './support/accounts';
import { seriousViolations } from './support/axe';
import { createDenseMapData, type DenseMapData, SAME_SPOT } from './support/dense-map-data';
import { blockTiles, POLYGONS, searchBarangay } from './support/map-data';
import { GROUP, openGroupListing } from './support/map-groups';

/**
 * Target size (WCAG 2.5.8) on the maps at demo density: 44 reports, four clusters and three interventions
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
  await expect(page.locator(POLYGONS)).toHaveCount(142, { timeout: 15_000 });
  await expect(page.locator('.leaflet-container')).toHaveAttribute('data-report-markers', /:[1-9]/);
}

/** The four reports on one spot (support/dense-map-data.ts), as the map and the list name them. */
const SAME_SPOT_NAMES = SAME_SPOT.map((spot) => `${spot.type} in Holy Spirit, cluster member`);
const CLEAN_UP = 'Clean-up Drive in Holy Spirit, Ongoing';
const SAME_SPOT_BADGE = /^Cluster of 4 reports in Holy Spirit, all validated/;
const STREET_BADGE = /^Cluster of 3 reports in Holy Spirit, all validated/;
const STREET_MEMBERS = 'Stagnant Water in Holy Spirit, cluster member';

/** The barangay search: the map flies to Holy Spirit (resident zoom 16, admin 15); its popup is closed. */
async function searchHolySpirit(page: Page) {
  await searchBarangay(page, 'Holy Spirit');
  await expect(page.locator('.leaflet-popup')).toHaveCount(0);
  await expect(page.getByRole('button', { name: GROUP }).first()).toBeVisible();
}

test('the resident map keeps its marker buttons apart at its start view, at the search zoom and at street zoom', async ({
  page,
}) => {
  await page.goto('/mapping');
  await mapDrawn(page);
  expect(await seriousViolations(page), 'start view').toEqual([]);

  // Zoom 16: the street cluster's members stand 10 px apart, so they are pictures under one group button.
  await searchHolySpirit(page);
  const members = page.getByRole('button', { name: STREET_MEMBERS });
  await expect(members).toHaveCount(0);
  await expect(page.locator('.leaflet-marker-icon:not([role])')).not.toHaveCount(0);
  expect(await seriousViolations(page), 'search zoom 16').toEqual([]);

  // The group's list names its members; Enter on one opens its popup and closes the list.
  const list = await openGroupListing(page, STREET_MEMBERS, 3);
  await expect(list.getByRole('heading', { name: '3 markers here' })).toBeVisible();
  const entries = list.getByRole('button', { name: STREET_MEMBERS });
  await expect(entries).toHaveCount(3);
  await expect(entries.first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(list).toHaveCount(0);
  const popup = page.locator('.leaflet-popup');
  await expect(popup.getByRole('link', { name: 'View Details' })).toBeVisible();
  await expect(popup).toContainText('Stagnant Water');

  await popup.locator('.leaflet-popup-close-button').click();
  await expect(popup).toHaveCount(0);

  // Enter on the cluster's badge fits the cluster in view: street zoom, its three members buttons apart.
  const badge = page.getByRole('button', { name: STREET_BADGE });
  await badge.focus();
  await page.keyboard.press('Enter');
  await expect(members).toHaveCount(3);
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

test('four reports and an intervention on one spot share a group until the map zooms in far enough to part them', async ({
  page,
}) => {
  await page.goto('/mapping');
  await mapDrawn(page);
  // Zoom 16: the 8 m spread circle is 3 px across; its group's list names all five.
  await searchHolySpirit(page);
  // 'Others' is the one type no other report the resident sees has.
  const others = 'Others in Holy Spirit, cluster member';
  await expect(page.getByRole('button', { name: others })).toHaveCount(0);
  const list = await openGroupListing(page, others);
  const names = await list.getByRole('button').allTextContents();
  for (const name of [...SAME_SPOT_NAMES, CLEAN_UP]) expect(names).toContain(name);
  expect(await seriousViolations(page), 'search zoom, a list open').toEqual([]);
  // A pointer's way this time.
  await list.getByRole('button', { name: SAME_SPOT_NAMES[2] }).click();
  await expect(list).toHaveCount(0);
  const popup = page.locator('.leaflet-popup');
  const reportPopup = popup.filter({ has: page.getByTestId('report-popup') });
  await expect(reportPopup.getByRole('link', { name: 'View Details' })).toBeVisible();
  await expect(reportPopup).toContainText('Uncollected Garbage or Trash');
  await reportPopup.locator('.leaflet-popup-close-button').click();
  // The intervention's entry opens the intervention's popup.
  await (await openGroupListing(page, CLEAN_UP)).getByRole('button', { name: CLEAN_UP }).click();
  const interventionPopup = popup.filter({ has: page.getByTestId('intervention-popup') });
  await expect(interventionPopup).toContainText('Clean-up Drive');
  // (The list's popup fades out for 200 ms beside it.)
  await interventionPopup.locator('.leaflet-popup-close-button').click();
  await expect(popup).toHaveCount(0);

  // Their cluster's badge fits the cluster (zoom 20): the spread circle parts them into five buttons.
  const badge = page.getByRole('button', { name: SAME_SPOT_BADGE });
  await badge.focus();
  await page.keyboard.press('Enter');
  for (const name of [...SAME_SPOT_NAMES.slice(1), CLEAN_UP])
    await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  expect(await seriousViolations(page), 'street zoom over one spot').toEqual([]);
});

test('the admin map has no serious axe violation at its start view or at its search zoom', async ({
  page,
}) => {
  await logInThroughForm(page, data.adminEmail, STRONG_PASSWORD);
  await page.goto('/admin/mapping');
  // The serial group has no retry: give the staff chunks time on a busy machine (at load 13 the page still
  // read 'Loading Dengue Watch QC...' after the default 5 s).
  await expect(page.getByRole('heading', { level: 1, name: 'Mapping' })).toBeVisible({ timeout: 20_000 });
  await mapDrawn(page);
  expect(await seriousViolations(page), 'admin start view').toEqual([]);
  // Zoom 15: every status shown, so more markers meet than on the resident map.
  await searchHolySpirit(page);
  await expect(page.locator('.leaflet-container')).toHaveAttribute('data-report-markers', /^dom:/);
  expect(await seriousViolations(page), 'admin search zoom 15').toEqual([]);
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
