import { expect as baseExpect, test } from '@playwright/test';
import { createActiveAdmin, logInThroughForm, STRONG_PASSWORD, uniqueEmail } from './support/accounts';
import { seriousViolations } from './support/axe';
import { blockTiles } from './support/map-data';

/**
 * /admin/dashboard on the real API: the greeting with today's Manila date, the four cards with their links,
 * Recent Reports, the weekly chart card with its numbers and the recent validated reports map; a failed
 * summary shows 'Error fetching data...' and Retry brings the cards. axe finds no serious violation.
 */
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

test('the admin dashboard shows its cards, chart and map, and recovers from a failed load', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('dashboard-admin');
  await createActiveAdmin(baseURL!, email);
  await blockTiles(page);
  let failSummary = true;
  await page.route('**/api/v1/admin/dashboard/summary**', (route) =>
    failSummary
      ? route.fulfill({ status: 500, json: { message: 'Internal Server Error' } })
      : route.fallback(),
  );
  await logInThroughForm(page, email, STRONG_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Error fetching data...' })).toBeVisible({
    timeout: 30_000,
  });
  failSummary = false;
  await page.getByRole('button', { name: 'Retry' }).click();

  const today = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Manila',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date());
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/^Good (morning|afternoon|evening)/);
  await expect(page.getByText(`Today is`)).toContainText(today);
  const cards = page.getByRole('list', { name: 'Summary' });
  for (const [title, href] of [
    ['Total Reports', '/admin/reportsverification'],
    ['Total Alerts Sent', '/admin/cea?tab=alerts'],
    ['Interventions', '/admin/interventions'],
    ['Clusters', '/admin/mapping'],
  ] as const) {
    const card = cards.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card.getByRole('link')).toHaveAttribute('href', href);
  }
  await expect(page.getByRole('alert').filter({ hasText: 'Error fetching data...' })).toBeHidden();
  await expect(page.getByRole('table', { name: 'The five latest reports' })).toBeVisible();
  const chart = page.getByRole('region', { name: 'Weekly cases city-wide and reports' });
  await chart.getByText('Show the numbers').click();
  await expect(chart.getByRole('table').locator('tbody tr')).toHaveCount(12);
  await expect(page.getByRole('region', { name: 'Recent validated reports', exact: true })).toBeVisible();
  await expect(page.locator('.recharts-wrapper')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
