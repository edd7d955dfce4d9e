import { FEED_MESSAGES, PAGING } from '@dengue/core';
import { expect, test } from '@playwright/test';
import {
  createReport,
  newAdminToken,
  newResident,
  type Resident,
  validateReport,
} from './support/community-data';

/**
 * /search: reports made and validated through the API, found by barangay (address and side filter), by
 * username under People, not found for nonsense, and paged by infinite scroll 10 at a time.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const token = `srch${Date.now().toString(36)}`;
let resident: Resident;
let adminToken: string;

test('search finds a report by barangay, from the address and from the side filter', async ({
  page,
  request,
  baseURL,
}) => {
  resident = await newResident(request, 'search-resident');
  adminToken = await newAdminToken(request, baseURL!);
  const description = `Uncovered water tank on the roof deck (${token}-tank).`;
  const id = await createReport(request, resident, {
    barangay: 'Loyola Heights',
    description,
    reportType: 'Others',
  });
  await validateReport(request, adminToken, id);

  await page.goto('/search?barangay=Loyola%20Heights');
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  const filters = page.getByRole('complementary', { name: 'Search filters' });
  await expect(filters.getByLabel('Barangay')).toHaveValue('Loyola Heights');
  const card = page.getByRole('article').filter({ hasText: description });
  await expect(card).toBeVisible();
  await expect(card.getByText('Loyola Heights')).toBeVisible();
  await expect(page.getByText(/^Found \d+ result\(s\)$/)).toBeVisible();

  // From a fresh page, the dropdowns write the address and narrow the results.
  await page.goto('/search');
  await filters.getByLabel('Barangay').selectOption('Loyola Heights');
  await expect(page).toHaveURL(/\/search\?barangay=Loyola\+Heights$/);
  await expect(card).toBeVisible();
  await filters.getByLabel('Report type').selectOption('Stagnant Water');
  await expect(page).toHaveURL(/report_type=Stagnant\+Water/);
  await expect(card).toHaveCount(0);
  await filters.getByLabel('Report type').selectOption('Others');
  await expect(card).toBeVisible();

  // Under Posts, text matches the post's own words, not its author's name.
  await page.goto(`/search?q=${token}-tank&filterType=posts`);
  await expect(filters.getByRole('radio', { name: 'Posts' })).toBeChecked();
  await expect(card).toBeVisible();
  const postsOnly = page.waitForRequest((sent) => new URL(sent.url()).pathname === '/api/v1/reports');
  await page.goto(`/search?q=${resident.username}&filterType=posts`);
  expect(new URL((await postsOnly).url()).searchParams.get('searchScope')).toBe('posts');
  await expect(page.getByText(FEED_MESSAGES.noSearchCriteriaMatches)).toBeVisible();

  // Text matches the author's name under People, and not the description.
  await page.goto(`/search?q=${resident.username}&filterType=people`);
  await expect(filters.getByRole('radio', { name: 'People' })).toBeChecked();
  await expect(card).toBeVisible();
  await page.goto(`/search?q=${token}-tank&filterType=people`);
  await expect(page.getByText(FEED_MESSAGES.noSearchCriteriaMatches)).toBeVisible();
  // The address changes in a transition, so the radio is checked once the new address is read.
  await filters.getByRole('radio', { name: 'All' }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${token}-tank$`));
  await expect(filters.getByRole('radio', { name: 'All' })).toBeChecked();
  await expect(card).toBeVisible();
  await expect(page.getByText(FEED_MESSAGES.foundResults(1))).toBeVisible();
});

test('nonsense finds nothing and says so', async ({ page }) => {
  await page.goto('/search');
  const box = page.getByRole('searchbox', { name: 'Search posts' });
  await box.fill(`zzqx-${token}-nothing`);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search\\?q=zzqx-${token}-nothing$`));
  await expect(page.getByText(FEED_MESSAGES.noSearchCriteriaMatches)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
});

test('infinite scroll: 10 results first, the 11th when the last card scrolls into view', async ({
  page,
  request,
}) => {
  const total = PAGING.searchPageSize + 1;
  for (let n = 1; n <= total; n += 1) {
    const id = await createReport(request, resident, {
      barangay: 'Tatalon',
      description: `Scroll test site ${n} (${token}-scroll).`,
    });
    await validateReport(request, adminToken, id);
  }
  const pages: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname === '/api/v1/reports') pages.push(url.searchParams.get('page') ?? '');
  });
  await page.goto(`/search?q=${token}-scroll`);
  // The embedded database answers one query at a time; other spec files may be uploading photos meanwhile.
  await expect(page.getByText(FEED_MESSAGES.foundResults(total))).toBeVisible({ timeout: 15_000 });
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(PAGING.searchPageSize);
  expect(pages).toEqual(['1']);

  await cards.last().scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(total);
  expect(pages).toEqual(['1', '2']);
  // Newest first: the first report made is the one on the second page.
  await expect(cards.last()).toContainText(`Scroll test site 1 (${token}-scroll).`);
});
