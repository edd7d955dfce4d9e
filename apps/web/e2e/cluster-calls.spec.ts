import { expect, test } from '@playwright/test';
import { createActiveAdmin, logInThroughForm, STRONG_PASSWORD, uniqueEmail } from './support/accounts';
import { newResident } from './support/community-data';
import { blockTiles, goToPayatas, payatas, reportAt } from './support/map-data';

/**
 * The officer's cluster calls on /admin/mapping (admin sections 2 and 7): three pending reports 15 m apart in
 * the north of Payatas (away from map-layers.spec.ts's reports in its south) make a cluster; the admin opens
 * its popup from the badge, marks every report resolved (the cluster turns green), makes a sub-cluster and
 * takes one report out for good, each confirmed and answered with a toast.
 */
// An officer's desk screen: the map (75% of the height) holds the popup with its confirmation.
test.use({ viewport: { width: 1280, height: 1000 } });

/** GET clusters/{id}: one cluster with its members. */
const ONE_CLUSTER = /\/api\/v1\/clusters\/[0-9a-f-]{36}$/;

test('an admin resolves a cluster, makes a sub-cluster and takes a report out, from its popup', async ({
  page,
  baseURL,
}, testInfo) => {
  test.slow();
  // A retry on the same server places its reports apart from the first attempt's.
  const north = 120 + 80 * testInfo.retry;
  await blockTiles(page);
  const resident = await newResident(page.request, 'cluster-calls-resident');
  const stamp = Date.now();
  for (const east of [150, 165, 180]) {
    await reportAt(page.request, resident, {
      at: payatas(east, north),
      type: 'Stagnant Water',
      description: `Water in a drum by the gate (${stamp}, ${east})`,
    });
  }
  const adminEmail = uniqueEmail('cluster-calls-admin');
  await createActiveAdmin(baseURL!, adminEmail);
  await logInThroughForm(page, adminEmail, STRONG_PASSWORD);
  // The map asks for the clusters without their member ids; the popup asks for its own cluster's.
  const clusterLists: string[] = [];
  let clusterReads = 0;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/v1/clusters/get-clusters') clusterLists.push(url.search);
  });
  page.on('response', (response) => {
    if (ONE_CLUSTER.test(new URL(response.url()).pathname) && response.status() === 200) clusterReads += 1;
  });
  // The first time, the members cannot be loaded.
  await page.route(ONE_CLUSTER, (route) => route.abort('internetdisconnected'));
  await page.goto('/admin/mapping');
  await goToPayatas(page);

  const badge = page.getByRole('button', { name: /^Cluster of 3 reports in Payatas, needs review/ });
  await badge.click();
  const failed = page.locator('.leaflet-popup').getByRole('alert');
  await expect(failed).toHaveText(
    "The cluster's reports could not be loaded. Close this and open the cluster again.",
  );
  await page.locator('.leaflet-popup-close-button').click();
  await page.unroute(ONE_CLUSTER);
  await badge.click();
  const popup = page.getByTestId('cluster-popup');
  await expect(popup.getByRole('heading', { name: 'Cluster of 3 reports' })).toBeVisible();
  await expect(popup.getByText('Not resolved', { exact: true })).toBeVisible();
  await expect(popup.getByRole('checkbox', { name: 'Stagnant Water, Pending' })).toHaveCount(3);
  const readsBeforeCalls = clusterReads;

  // Mark every report resolved: confirmed first, then a toast, and the cluster turns green.
  await popup.getByRole('checkbox', { name: 'Select all' }).check();
  await popup.getByRole('button', { name: 'Mark resolved' }).click();
  await expect(popup.getByText('Mark 3 selected report(s) resolved?')).toBeVisible();
  await popup.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Reports marked resolved: 3.')).toBeVisible();
  await expect(popup.getByText('Resolved', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('button', { name: /^Cluster of 3 reports in Payatas, resolved/ }),
  ).toBeVisible();
  await expect(page.locator('path.cluster-circle[stroke="#15803d"]')).toHaveCount(1);

  // A sub-cluster of the first report.
  const members = popup.getByRole('checkbox', { name: /^Stagnant Water, Pending/ });
  await members.nth(0).check();
  await popup.getByRole('button', { name: 'New sub-cluster' }).click();
  await popup.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Sub-cluster created with 1 report(s).')).toBeVisible();
  await expect(popup.getByText(/Sub-cluster 1/)).toHaveCount(1);

  // The last report out of the cluster, for good.
  await members.nth(2).check();
  await popup.getByRole('button', { name: 'Remove from cluster' }).click();
  await popup.getByRole('checkbox', { name: /Exclude permanently/ }).check();
  await expect(
    popup.getByText('Take 1 selected report(s) out of this cluster and never cluster them again?'),
  ).toBeVisible();
  await popup.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Reports taken out of the cluster: 1.')).toBeVisible();
  await expect(popup.getByRole('heading', { name: 'Cluster of 2 reports' })).toBeVisible();
  await expect(members).toHaveCount(2);
  expect(clusterLists.length).toBeGreaterThan(1);
  expect(clusterLists.every((search) => search === '?members=false')).toBe(true);
  // Each call asked the open cluster again (with the outlines).
  expect(clusterReads).toBeGreaterThan(readsBeforeCalls);
  expect(readsBeforeCalls).toBe(1);
});
