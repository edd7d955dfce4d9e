import { COMMENT_MESSAGES, FEED_MESSAGES, REPORT_FORM_MESSAGES as M } from '@dengue/core';
import { type BrowserContext, expect, test } from '@playwright/test';
import { logInThroughForm, newPage, RESIDENT_PASSWORD, toast } from './support/accounts';
import {
  expectFirstUnderLatest,
  narrowFeed,
  newAdminToken,
  newResident,
  validateReport,
} from './support/community-data';
import { tinyPng } from './support/images';

/**
 * Issue 4's browser journey, in one piece: a resident files a report with two photos through the modal and
 * sees it Pending on /profile; an admin validates it (PATCH reports/{id}); it shows first under Latest; a
 * second resident upvotes and comments; the author has the validation notification; search finds it by
 * barangay; the author deletes it. The other specs share this server, so the report is found by its own
 * description, and 'first' allows only reports filed after it above it.
 */
test.describe.configure({ timeout: 180_000 });

// A barangay no other spec files reports in, so search by barangay finds this one on the first page.
const BARANGAY = 'Bahay Toro';

/** Map tiles and other outside hosts are not reachable from tests. */
async function offline(context: BrowserContext) {
  await context.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    (route) => route.abort(),
  );
}

test('a report from the modal to Pending, validation, first under Latest, a vote and a comment, the notification, search by barangay and deletion', async ({
  page,
  context,
  browser,
  request,
  baseURL,
}) => {
  const author = await newResident(request, 'journey-author');
  const neighbour = await newResident(request, 'journey-neighbour');
  const adminToken = await newAdminToken(request, baseURL!);
  const description = `Stacked tyres full of rain water behind the chapel (${Date.now()}).`;
  const comment = `Still full of water this morning (${Date.now()}).`;

  // 1. The author files the report through the modal, with two photos.
  await offline(context);
  await logInThroughForm(page, author.email, RESIDENT_PASSWORD);
  await page.goto('/community');
  await page.getByRole('button', { name: 'Report a breeding site' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report to Surveillance' });
  await dialog.getByText('Set the location without the map').click();
  await dialog.getByLabel('Barangay from the list').selectOption(BARANGAY);
  await dialog.getByRole('button', { name: 'Use this location' }).click();
  await expect(dialog.getByLabel('Barangay', { exact: true })).toHaveValue(BARANGAY);
  await dialog.getByRole('button', { name: 'Use Current Date & Time' }).click();
  await dialog.getByLabel('Report type').selectOption('Stagnant Water');
  await dialog.getByLabel('Description').fill(description);
  await dialog.getByLabel('Photos of the breeding site').setInputFiles([
    { name: 'tyres-1.png', mimeType: 'image/png', buffer: tinyPng(0x30, 16) },
    { name: 'tyres-2.png', mimeType: 'image/png', buffer: tinyPng(0xb0, 16) },
  ]);
  await expect(dialog.getByRole('list', { name: 'Chosen photos' }).getByRole('img')).toHaveCount(2);
  const created = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/reports') && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Report', exact: true }).click();
  const createdResponse = await created;
  expect(createdResponse.status()).toBe(201);
  const report = (await createdResponse.json()) as { _id: string; images: string[]; status: string };
  expect(report.images).toHaveLength(2);
  expect(report.status).toBe('Pending');
  await expect(toast(page, M.created)).toBeVisible();
  await expect(dialog).toBeHidden();
  // My Posts shows it first, Pending and read-only: no votes, no comments until it is validated.
  const myFirst = page.getByRole('tabpanel').getByRole('article').first();
  await expect(myFirst).toContainText(description);
  await expect(myFirst.getByText(FEED_MESSAGES.pendingReview)).toBeVisible();
  await expect(myFirst.getByRole('button', { name: /^Upvote/ })).toHaveCount(0);
  await expect(myFirst.getByRole('button', { name: /comments?$/ })).toHaveCount(0);

  // 2. /profile shows it Pending (read-only, with its badge); nothing validated yet.
  await page.goto('/profile');
  await expect(page.getByTestId('count-reports-posted')).toHaveText('0');
  await page.getByRole('tab', { name: 'Pending (1)' }).click();
  const pendingCard = page.getByRole('tabpanel').getByRole('article').filter({ hasText: description });
  await expect(pendingCard).toBeVisible();
  await expect(pendingCard.getByTestId('status-badge')).toHaveText('Pending Review');

  // Not yet in the public feed.
  const visitorFeed = await request.get('/api/v1/reports?status=Validated&recent=true&limit=50');
  expect(JSON.stringify(await visitorFeed.json())).not.toContain(report._id);

  // 3. An admin validates it through PATCH reports/{id}.
  await validateReport(request, adminToken, report._id);

  // 4. It is first under Latest on /community.
  await page.goto('/community');
  await page.getByRole('tab', { name: 'Latest' }).click();
  await expectFirstUnderLatest(page, request, report._id, description);

  // 5. A second resident upvotes it and comments on it.
  const second = await newPage(browser, baseURL);
  await offline(second.context);
  await logInThroughForm(second.page, neighbour.email, RESIDENT_PASSWORD);
  await second.page.goto('/community');
  await second.page.getByRole('tab', { name: 'Latest' }).click();
  await narrowFeed(second.page, description.slice(-16));
  const card = second.page.getByRole('article').filter({ hasText: description });
  const upvote = card.getByRole('button', { name: /^Upvote/ });
  const upvoted = second.page.waitForResponse(
    (response) => response.url().endsWith(`/api/v1/reports/${report._id}/upvote`) && response.ok(),
  );
  await upvote.click();
  await upvoted;
  await expect(upvote).toHaveAttribute('aria-pressed', 'true');
  await expect(upvote.getByTestId('upvote-count')).toHaveText('1');
  await card.getByRole('button', { name: '0 comments' }).click();
  const modal = second.page.getByRole('dialog', { name: COMMENT_MESSAGES.usersPostTitle });
  await expect(modal.getByText(COMMENT_MESSAGES.noComments)).toBeVisible();
  await modal.getByRole('textbox', { name: 'Write a comment' }).fill(comment);
  const commented = second.page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/v1/reports/${report._id}/comments`) && response.status() === 201,
  );
  await modal.getByRole('button', { name: 'Send' }).click();
  await commented;
  await expect(modal.getByRole('article', { name: `Comment by ${neighbour.username}` })).toContainText(
    comment,
  );
  await second.page.keyboard.press('Escape');
  await expect(card.getByRole('button', { name: '1 comment' })).toBeVisible();
  await second.context.close();

  // The author's feed shows the vote and the comment.
  await page.reload();
  await page.getByRole('tab', { name: 'Latest' }).click();
  await narrowFeed(page, description.slice(-16));
  const ownCard = page.getByRole('article').filter({ hasText: description });
  await expect(ownCard.getByRole('button', { name: /^Upvote/ }).getByTestId('upvote-count')).toHaveText('1');
  await expect(ownCard.getByRole('button', { name: '1 comment' })).toBeVisible();

  // 6. The author has the validation notification, with the unread count in the profile menu.
  const bell = page.getByTestId('profile-menu').getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName('1 unread notification');
  await bell.click();
  await expect(page).toHaveURL(/\/profile#notifications$/);
  const notices = page
    .getByRole('region', { name: 'Notifications', exact: true })
    .getByTestId('notification');
  await expect(notices).toHaveCount(1);
  await expect(notices.first()).toContainText(`Stagnant Water in ${BARANGAY} was validated`);
  await expect(notices.first()).toHaveAttribute('data-read', 'false');
  await expect(page.getByTestId('count-reports-posted')).toHaveText('1');
  await expect(page.getByRole('tab', { name: 'Validated (1)' })).toBeVisible();

  // 7. Typing in the community search box narrows the feed; nothing matching says so.
  await page.goto('/community');
  const searchBox = page.getByRole('searchbox', { name: 'Search posts' });
  await searchBox.fill(description.slice(-16));
  await expect(page.getByText(FEED_MESSAGES.foundResults(1))).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('tabpanel').getByRole('article')).toContainText(description);
  await searchBox.fill(`zz-no-such-site-${Date.now()}`);
  await expect(page.getByText(FEED_MESSAGES.noSearchMatches)).toBeVisible();

  // Search finds it by barangay: submitted from the community search box, and as the side filter.
  await searchBox.fill(BARANGAY);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=Bahay\+Toro$/);
  const result = page.getByRole('article').filter({ hasText: description });
  await expect(result).toBeVisible();
  await expect(result.getByText(BARANGAY)).toBeVisible();
  await page.goto(`/search?barangay=${encodeURIComponent(BARANGAY)}`);
  await expect(
    page.getByRole('complementary', { name: 'Search filters' }).getByLabel('Barangay'),
  ).toHaveValue(BARANGAY);
  await expect(result).toBeVisible();

  // 8. The author deletes it from the feed: confirmation, toast, gone from every list and the server.
  await page.goto('/community');
  await page.getByRole('tab', { name: 'My Posts' }).click();
  const mine = page.getByRole('tabpanel').getByRole('article').filter({ hasText: description });
  await mine.getByRole('button', { name: 'Post options' }).click();
  await page.getByRole('menuitem', { name: 'Delete Post' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Post' });
  const deleted = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/v1/reports/${report._id}`) && response.request().method() === 'DELETE',
  );
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  expect((await deleted).ok()).toBe(true);
  await expect(toast(page, FEED_MESSAGES.postDeleted)).toBeVisible();
  await expect(mine).toHaveCount(0);
  await expect(page.getByText(FEED_MESSAGES.noOwnPosts)).toBeVisible();
  expect((await request.get(`/api/v1/reports/${report._id}`)).status()).toBe(404);
  for (const url of report.images) expect((await request.get(url)).status()).toBe(404);
});
