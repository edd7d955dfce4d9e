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
test.describe.configure({ mode: 'serial', timeout: 120_000 });

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

test('at its start view the admin map paints its markers, which still open their popups on a click', async ({
  page,
}) => {
  await logInThroughForm(page, data.adminEmail, STRONG_PASSWORD);
  await page.goto('/admin/mapping');
  await mapDrawn(page);
  const map = page.locator('.leaflet-container');
  await expect(map).toHaveAttribute('data-report-markers', /^canvas:/);
  await expect(map.locator('.dengue-map-marker')).toHaveCount(0);
  const mapBox = (await map.boundingBox())!;

  // Pointing at a recent report rings its painted marker; a click in the ring opens that report's popup
  // (not the barangay's). The first report in the list whose marker is in view.
  const entries = page.getByRole('region', { name: 'Recent reports' }).getByRole('button');
  const ring = page.locator('path.marker-highlight');
  let spot: { x: number; y: number; type: string } | undefined;
  for (const entry of await entries.all()) {
    await entry.hover();
    const box = (await ring.boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    const inView = x > mapBox.x + 20 && x < mapBox.x + mapBox.width - 20 && y > mapBox.y + 80;
    if (inView && y < mapBox.y + mapBox.height - 20) {
      spot = { x, y, type: (await entry.locator('span.block').first().innerText()).split(' · ')[0]! };
      break;
    }
  }
  expect(spot, 'a recent report in view').toBeDefined();
  await page.mouse.click(spot!.x, spot!.y);
  const popup = page.locator('.leaflet-popup');
  await expect(popup).toHaveCount(1);
  await expect(popup.getByRole('heading', { name: spot!.type })).toBeVisible();
  await expect(popup.getByRole('link', { name: 'View Details' })).toBeVisible();
  await expect(map).toHaveAttribute('data-report-markers', /^canvas:/);

  // An intervention's dot opens its popup too (here with the breeding sites hidden, which paint over it).
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
