import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import {
  createActiveAdmin,
  logInThroughForm,
  STRONG_PASSWORD,
  uniqueEmail,
  usernameFrom,
} from './support/accounts';
import { apiLogin, newResident, type Resident } from './support/community-data';
import {
  blockTiles,
  goToPayatas,
  interventionAt,
  POLYGONS,
  payatas,
  reportAt,
  setReportStatus,
} from './support/map-data';
import { openGroupListing } from './support/map-groups';

/**
 * The map's marker layers over real data: a resident reports breeding sites in Payatas through the API,
 * an admin validates some and schedules interventions; visitors and the admin look at the maps. The tests
 * share these records, so they run in order in one worker.
 */
test.describe.configure({ mode: 'serial' });

const stamp = Date.now();
const WORDS = {
  validated: `Rubbish heap with water in old tyres, beside the chapel (${stamp})`,
  pending: `Blocked drain by the basketball court (${stamp})`,
  cluster: `Water in flower pots along the alley (${stamp})`,
};
let resident: Resident;
let adminEmail: string;
const ids = { validated: '', pending: '', clusterA: '', clusterB: '' };
const GARBAGE = 'Uncollected Garbage or Trash in Payatas';

async function createData(page: Page, baseURL: string) {
  const request = page.request;
  resident = await newResident(request, 'map-resident');
  adminEmail = uniqueEmail('map-admin');
  await createActiveAdmin(baseURL, adminEmail);
  const admin = await apiLogin(request, adminEmail, STRONG_PASSWORD);
  const report = (
    at: [number, number],
    type: 'Uncollected Garbage or Trash' | 'Others' | 'Standing Water',
    description: string,
  ) => reportAt(request, resident, { at, type, description });
  // 250 m apart from each other: only the two flower-pot reports (12 m apart) form a cluster.
  ids.validated = await report(payatas(-250, -60), 'Uncollected Garbage or Trash', WORDS.validated);
  ids.pending = await report(payatas(250, -60), 'Others', WORDS.pending);
  ids.clusterA = await report(payatas(0, -250), 'Standing Water', WORDS.cluster);
  ids.clusterB = await report(payatas(12, -250), 'Standing Water', WORDS.cluster);
  for (const id of [ids.validated, ids.clusterA, ids.clusterB])
    await setReportStatus(request, admin, id, 'Validated');
  const hour = 3_600_000;
  await interventionAt(request, admin, {
    at: payatas(-120, -200),
    type: 'Fogging',
    status: 'Ongoing',
    date: new Date(Date.now() - hour),
    description: 'Spraying of the blocks around the chapel.',
  });
  await interventionAt(request, admin, {
    at: payatas(120, -200),
    type: 'Clean-up Drive',
    status: 'Complete',
    date: new Date(Date.now() - 48 * hour),
    description: 'Clearing of the creek banks.',
  });
}

test.beforeEach(async ({ page }) => {
  // Accounts, reports and interventions made through the API, then a map of the whole city: slow work.
  test.slow();
  await blockTiles(page);
});

const CLUSTER_MEMBER = 'Standing Water in Payatas, cluster member';

test('the resident map shows validated breeding sites, clusters and interventions; the toggles hide and show them', async ({
  page,
  baseURL,
}) => {
  await createData(page, baseURL!);
  // The public map asks for its cluster circles without the members' ids (decision 039, night addendum).
  const circles = page.waitForResponse((r) => r.url().includes('/api/v1/clusters/get-clusters'));
  await page.goto('/mapping');
  const circlesAnswer = await circles;
  expect(new URL(circlesAnswer.url()).searchParams.get('members')).toBe('false');
  const drawn = (await circlesAnswer.json()) as { data: Record<string, unknown>[] };
  expect(drawn.data.length).toBeGreaterThan(0);
  expect(drawn.data.every((c) => !('reports' in c) && !('subClusters' in c))).toBe(true);
  await goToPayatas(page);

  const garbage = page.getByRole('button', { name: GARBAGE, exact: true });
  const fogging = page.getByRole('button', { name: 'Fogging in Payatas, Ongoing', exact: true });
  const cleanUp = page.getByRole('button', { name: 'Clean-up Drive in Payatas, Complete', exact: true });
  const clusterMembers = page.getByRole('button', { name: CLUSTER_MEMBER });
  const badge = page.getByRole('button', { name: /^Cluster of 2 reports in Payatas, all validated/ });
  await expect(garbage).toBeVisible();
  await expect(fogging).toBeVisible();
  // At zoom 16 the cluster's members (10 m apart) would cover each other: one group button lists both.
  await expect(clusterMembers).toHaveCount(0);
  await expect(
    (await openGroupListing(page, CLUSTER_MEMBER, 2)).getByRole('button', { name: CLUSTER_MEMBER }),
  ).toHaveCount(2);
  await page.keyboard.press('Escape');
  await expect(badge).toBeVisible();
  // Visitors never see a pending report; completed interventions wait for their toggle.
  await expect(page.getByRole('button', { name: /^Others in Payatas/ })).toHaveCount(0);
  await expect(cleanUp).toHaveCount(0);

  const recent = page.getByRole('checkbox', { name: 'Show interventions completed in the last 30 days' });
  await recent.check();
  await expect(cleanUp).toBeVisible();
  await recent.uncheck();
  await expect(cleanUp).toHaveCount(0);

  await page.getByRole('button', { name: 'Hide Breeding Sites' }).click();
  await expect(garbage).toHaveCount(0);
  await expect(clusterMembers).toHaveCount(0);
  await expect(badge).toHaveCount(0);
  await expect(fogging).toBeVisible();
  await page.getByRole('button', { name: 'Show Breeding Sites' }).click();
  await expect(garbage).toBeVisible();

  await page.getByRole('button', { name: 'Hide Interventions' }).click();
  await expect(fogging).toHaveCount(0);
  await expect(garbage).toBeVisible();
  await page.getByRole('button', { name: 'Show Interventions' }).click();
  await expect(fogging).toBeVisible();

  // The intervention's popup: type, status, barangay, address, date, description.
  await fogging.click();
  const popup = page.locator('.leaflet-popup');
  await expect(popup.getByRole('heading', { name: 'Fogging' })).toBeVisible();
  await expect(popup.getByText('Payatas Road corner Litex')).toBeVisible();
  await expect(popup.getByText('Spraying of the blocks around the chapel.')).toBeVisible();

  // Enter on the focused cluster badge fits the cluster in view (zoom 20): its members, 10 m apart, part
  // there, each its own button.
  await popup.locator('.leaflet-popup-close-button').click();
  await badge.focus();
  await page.keyboard.press('Enter');
  await expect(clusterMembers).toHaveCount(2);
  const [a, b] = [await clusterMembers.nth(0).boundingBox(), await clusterMembers.nth(1).boundingBox()];
  expect(Math.max(Math.abs(a!.x - b!.x), Math.abs(a!.y - b!.y))).toBeGreaterThanOrEqual(24);
});

test("a breeding-site popup leads to the report's detail page with the Street View link", async ({
  page,
}) => {
  await page.goto('/mapping');
  await goToPayatas(page);
  await page.getByRole('button', { name: GARBAGE, exact: true }).click();
  const popup = page.locator('.leaflet-popup');
  await expect(popup.getByRole('heading', { name: 'Uncollected Garbage or Trash' })).toBeVisible();
  await expect(popup.getByText(resident.username)).toBeVisible();
  await expect(popup.getByText(WORDS.validated)).toBeVisible();
  await expect(popup.getByRole('img')).toHaveCount(1);
  await popup.getByRole('link', { name: 'View Details' }).click();

  await expect(page).toHaveURL(new RegExp(`/mapping/${ids.validated}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Uncollected Garbage or Trash' })).toBeVisible();
  await expect(page.getByText(WORDS.validated)).toBeVisible();
  await expect(page.getByText(resident.username)).toBeVisible();
  await expect(page.getByText('Validated', { exact: true })).toBeVisible();
  const [lng, lat] = payatas(-250, -60);
  const streetView = page.getByRole('link', { name: /Open in Google Maps/ });
  await expect(streetView).toHaveAttribute(
    'href',
    `https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=${lat},${lng}`,
  );
  await expect(streetView).toHaveAttribute('target', '_blank');
  await expect(streetView).toHaveAttribute('rel', /noopener/);
  await expect(page.getByText('Street-level imagery is not real-time and may be months old.')).toBeVisible();
  await expect(page.locator('.leaflet-container .dengue-map-marker')).toBeVisible();

  // A pending report is not public: a visitor is told it is not there.
  await page.goto(`/mapping/${ids.pending}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Report not found' })).toBeVisible();
});

test('at city zoom the resident map draws its markers as pictures, so no two buttons overlap; zoomed in they are buttons', async ({
  page,
}) => {
  await page.goto('/mapping');
  await expect(page.locator(POLYGONS)).toHaveCount(142, { timeout: 15_000 });
  const map = page.locator('.leaflet-container');
  // The start view (zoom 12): every breeding site painted on the canvas, no marker element to tab to.
  await expect(map).toHaveAttribute('data-report-markers', /^canvas:[1-9]/);
  await expect(map.locator('.dengue-map-marker')).toHaveCount(0);
  await expect(page.getByRole('button', { name: GARBAGE, exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Fogging in Payatas, Ongoing', exact: true })).toHaveCount(0);
  const targetSize = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
  expect(
    targetSize.violations.map((violation) => violation.nodes.map((node) => node.target.join(' '))),
  ).toEqual([]);

  // The search flies to zoom 16: the markers are buttons again, with their names.
  await goToPayatas(page);
  await expect(page.getByRole('button', { name: GARBAGE, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fogging in Payatas, Ongoing', exact: true })).toBeVisible();
  await expect(map).toHaveAttribute('data-report-markers', /^dom:/);
});

test('the admin map shows every status with its dot and opens the admin report page', async ({ page }) => {
  await logInThroughForm(page, adminEmail, STRONG_PASSWORD);
  await page.goto('/admin/mapping');
  await expect(page.getByRole('heading', { level: 1, name: 'Mapping' })).toBeVisible();
  await expect(page.locator(POLYGONS)).toHaveCount(142, { timeout: 15_000 });
  await goToPayatas(page);

  const pending = page.getByRole('button', { name: 'Others in Payatas, Pending', exact: true });
  await expect(pending).toBeVisible();
  await expect(pending.locator('[data-status-dot]')).toHaveAttribute('data-status-dot', '#f59e0b');
  const validated = page.getByRole('button', { name: `${GARBAGE}, Validated`, exact: true });
  await expect(validated.locator('[data-status-dot]')).toHaveAttribute('data-status-dot', '#16a34a');

  // 'Validated reports only' takes the pending one off the map.
  await page.getByRole('checkbox', { name: 'Validated reports only' }).check();
  await expect(pending).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Validated reports only' }).uncheck();

  // The newest reports beside the map drive it through its handle: focus highlights, a click opens the popup.
  const newest = page.getByRole('region', { name: 'Recent reports' }).getByRole('button').first();
  await newest.focus();
  await expect(page.locator('path.marker-highlight')).toHaveCount(1);
  await newest.click();
  const popup = page.locator('.leaflet-popup');
  await expect(popup.getByRole('link', { name: 'View Details' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Find a barangay' }).focus();
  await expect(page.locator('path.marker-highlight')).toHaveCount(0);
  await goToPayatas(page);

  await pending.click();
  await expect(popup.getByText('Pending', { exact: true })).toBeVisible();
  await expect(popup.getByText(WORDS.pending)).toBeVisible();
  await popup.getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/mapping/${ids.pending}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Others' })).toBeVisible();
  await expect(page.getByText(usernameFrom(resident.email))).toBeVisible();
});
