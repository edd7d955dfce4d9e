import { FEED_MESSAGES, REPORT_FORM_MESSAGES, VOTE_MESSAGES } from '@dengue/core';
import { expect, type Page, test } from '@playwright/test';
import { logInThroughForm, RESIDENT_PASSWORD, toast } from './support/accounts';
import { seriousViolations } from './support/axe';
import {
  createReport,
  expectFirstUnderLatest,
  narrowFeed,
  newAdminToken,
  newResident,
  type Resident,
  validateReport,
} from './support/community-data';
import { openAs } from './support/roles';

/**
 * /community: a report made through the API (a resident posts it, an admin validates it), read by a visitor,
 * voted on by the resident, previewed, and deleted by its author. Other spec files add reports to the same
 * server, so no test here counts on an empty feed: each finds its own cards by their unique author.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const FIRST_LINE = `Water collects in old tyres behind the covered court (${Date.now()}).`;
const LONG_DESCRIPTION = [
  FIRST_LINE,
  'The tyres have been there since the last typhoon and nobody has moved them.',
  'Children play beside them every afternoon.',
  'Larvae are visible in at least three of them.',
  'The barangay hall was told last week.',
].join('\n');

let resident: Resident;
let reportId: string;

/** A page of no posts, as GET reports and GET adminposts answer it. */
const emptyPage = () => ({ posts: [], pagination: { totalItems: 0, hasMore: false, page: 1, limit: 10 } });
/** GET reports (any tab or search), not the calls on one report. */
const REPORT_LIST = /\/api\/v1\/reports\?/;

test('the visitor view: tabs, the announcement panel, the visitor prompts and search; no serious axe findings', async ({
  page,
}) => {
  // announcement.spec.ts publishes announcements on this shared server: the empty panel comes from an
  // empty answer here.
  await page.route(/\/api\/v1\/adminposts\?/, (route) => route.fulfill({ json: emptyPage() }));
  const feedRequests: string[] = [];
  page.on('request', (request) => {
    if (REPORT_LIST.test(request.url())) feedRequests.push(new URL(request.url()).search);
  });
  await page.goto('/community');
  await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
  await expect(page.getByText(/^(Found \d+ result\(s\)|No validated posts available\.)$/)).toBeVisible();
  // The route asks for the opening feed while the screen's code downloads; the feed uses that answer.
  expect(feedRequests).toEqual(['?page=1&limit=10&status=Validated&recent=true']);
  const panel = page.getByRole('complementary', { name: 'Official Announcement' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText(FEED_MESSAGES.noAnnouncements)).toBeVisible();
  await expect(page.getByRole('link', { name: REPORT_FORM_MESSAGES.loginToReport })).toHaveAttribute(
    'href',
    '/login',
  );
  const tabs = page.getByRole('tablist', { name: 'Community posts' }).getByRole('tab');
  await expect(tabs).toHaveText(['Popular', 'Latest']);
  await expect(page.getByRole('tab', { name: 'Latest' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Popular' }).click();
  await expect(page.getByRole('tab', { name: 'Popular' })).toHaveAttribute('aria-selected', 'true');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('searchbox', { name: 'Search posts' }).fill('tyres');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=tyres$/);
  await expect(page.getByRole('searchbox', { name: 'Search posts' })).toHaveValue('tyres');
});

test("an empty feed says 'No validated posts available.'; an unreadable one 'Error loading posts', on /community and /search", async ({
  page,
}) => {
  // The shared server has posts from other specs: the empty feed comes from an empty answer.
  await page.route(REPORT_LIST, (route) => route.fulfill({ json: emptyPage() }));
  await page.goto('/community');
  for (const tab of ['Latest', 'Popular']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(
      page.getByRole('tabpanel').getByText(FEED_MESSAGES.noValidatedPosts, { exact: true }),
    ).toBeVisible();
  }
  await expect(page.getByText(/^Found \d+ result\(s\)$/)).toHaveCount(0);

  // The server fails: the feed says so instead of showing an empty list.
  await page.unroute(REPORT_LIST);
  await page.route(REPORT_LIST, (route) =>
    route.fulfill({
      status: 500,
      json: { message: 'Something went wrong on our side. Please try again in a moment.' },
    }),
  );
  await page.reload();
  // The query client tries twice more (1 s, then 2 s later) before it reports the failure.
  await expect(page.getByRole('tabpanel').getByRole('alert')).toHaveText(FEED_MESSAGES.errorLoadingPosts, {
    timeout: 10_000,
  });
  await expect(page.getByText(FEED_MESSAGES.noValidatedPosts)).toHaveCount(0);

  // So does /search, whose Retry reads the results once the server answers again.
  await page.goto('/search?q=tyres');
  const failed = page.getByRole('alert').filter({ hasText: FEED_MESSAGES.errorLoadingPosts });
  await expect(failed).toBeVisible({ timeout: 10_000 });
  await page.unroute(REPORT_LIST);
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(failed).toHaveCount(0);
  await expect(
    page.getByText(/^(Found \d+ result\(s\)|No posts found matching your search criteria\.)$/),
  ).toBeVisible();
});

test('a validated report shows first under Latest; visitors may not vote, the resident votes and unvotes', async ({
  page,
  request,
  baseURL,
}) => {
  resident = await newResident(request, 'community-resident');
  reportId = await createReport(request, resident, {
    barangay: 'Batasan Hills',
    description: LONG_DESCRIPTION,
    photos: 2,
  });
  await validateReport(request, await newAdminToken(request, baseURL!), reportId);

  // A visitor reads the card at the top of Latest and is told to log in to vote.
  await page.goto('/community');
  await page.getByRole('tab', { name: 'Latest' }).click();
  // First, unless parallel specs filed reports since (then only those may be above it).
  await expectFirstUnderLatest(page, request, reportId, FIRST_LINE);
  const card = page.getByRole('article', { name: resident.username });
  await expect(card.getByText('Batasan Hills')).toBeVisible();
  await expect(card.getByText('14.67850° N, 121.09950° E')).toBeVisible();
  await expect(card.getByText('Stagnant Water')).toBeVisible();
  await expect(card.getByRole('button', { name: '0 comments' })).toBeVisible();
  // The feed's first card shows its photos at once (on a phone they are the largest paint), the others lazily.
  const photo = card.getByRole('img', { name: /Breeding site in Batasan Hills, 1 of 2/ });
  const firstCard = await card.evaluate((article) => article === document.querySelector('article'));
  await expect(photo).toHaveAttribute('loading', firstCard ? 'eager' : 'lazy');
  const upvote = card.getByRole('button', { name: /^Upvote/ });
  await expect(upvote.getByTestId('upvote-count')).toHaveText('0');
  await upvote.click();
  await expect(toast(page, VOTE_MESSAGES.loginToVote)).toBeVisible();
  await expect(upvote.getByTestId('upvote-count')).toHaveText('0');
  expect(await seriousViolations(page)).toEqual([]);

  // The resident logs in through the form, upvotes (count 1) and clicks again to remove it.
  await logInThroughForm(page, resident.email, RESIDENT_PASSWORD);
  await page.goto('/community');
  await expect(page.getByRole('tab', { name: 'My Posts' })).toBeVisible();
  await expect(page.getByRole('link', { name: REPORT_FORM_MESSAGES.loginToReport })).toHaveCount(0);
  await narrowFeed(page, resident.username);
  const mine = page.getByRole('article', { name: resident.username });
  const myUpvote = mine.getByRole('button', { name: /^Upvote/ });
  const answered = (method: string) =>
    page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/v1/reports/${reportId}/upvote`) &&
        response.request().method() === method,
    );
  let response = answered('POST');
  await myUpvote.click();
  await expect(myUpvote.getByTestId('upvote-count')).toHaveText('1');
  expect((await response).ok()).toBe(true);
  await expect(myUpvote).toHaveAttribute('aria-pressed', 'true');
  await expect(myUpvote).toBeEnabled();
  await expect(myUpvote.getByTestId('upvote-count')).toHaveText('1');

  // The local vote cache holds the server's lists for this post, with the time they were confirmed.
  const cached = await page.evaluate(
    ([key, id]) => JSON.parse(localStorage.getItem(key!) ?? '{}')[`reports:${id}`],
    [`dengue-watch:vote-cache:${await userIdOf(page)}`, reportId],
  );
  expect(cached).toMatchObject({ target: 'reports', id: reportId, downvotes: [] });
  expect(cached.upvotes).toHaveLength(1);
  expect(typeof cached.lastSynced).toBe('number');

  response = answered('DELETE');
  await myUpvote.click();
  expect((await response).ok()).toBe(true);
  await expect(myUpvote.getByTestId('upvote-count')).toHaveText('0');
  await expect(myUpvote).toHaveAttribute('aria-pressed', 'false');

  // A vote the server cannot take: the spec's message, and the button shows the server's count again.
  const upvoteUrl = `**/api/v1/reports/${reportId}/upvote`;
  await page.route(upvoteUrl, (route) =>
    route.fulfill({
      status: 500,
      json: { message: 'Something went wrong on our side. Please try again in a moment.' },
    }),
  );
  await myUpvote.click();
  await expect(toast(page, VOTE_MESSAGES.failed)).toBeVisible();
  await expect(myUpvote.getByTestId('upvote-count')).toHaveText('0');
  await expect(myUpvote).toHaveAttribute('aria-pressed', 'false');
  await page.unroute(upvoteUrl);

  // The server holds the same: no votes left.
  const fresh = await request.get(`/api/v1/reports/${reportId}`);
  expect(((await fresh.json()) as { upvotes: string[] }).upvotes).toEqual([]);

  await page.getByRole('tab', { name: 'My Posts' }).click();
  await expect(page.getByRole('article', { name: resident.username })).toBeVisible();
});

/** The signed-in user's id, as the session stored it. */
async function userIdOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const raw = sessionStorage.getItem('user') ?? localStorage.getItem('user');
    return (JSON.parse(raw ?? '{}') as { _id?: string })._id ?? '';
  });
}

test('a long description is clamped to 3 lines with See more; a photo opens a preview with previous and next', async ({
  page,
}) => {
  await page.goto('/community');
  await page.getByRole('tab', { name: 'Latest' }).click();
  await narrowFeed(page, resident.username);
  const card = page.getByRole('article', { name: resident.username });
  const description = card.getByText(/Water collects in old tyres/);
  const clampedHeight = (await description.boundingBox())!.height;
  await card.getByRole('button', { name: 'See more' }).click();
  await expect(card.getByRole('button', { name: 'See less' })).toHaveAttribute('aria-expanded', 'true');
  expect((await description.boundingBox())!.height).toBeGreaterThan(clampedHeight);

  const second = card.getByRole('button', { name: /Breeding site in Batasan Hills, 2 of 2/ });
  await second.click();
  const preview = page.getByRole('dialog', { name: 'Photos of Batasan Hills' });
  await expect(preview.getByRole('img', { name: 'Breeding site in Batasan Hills, 2 of 2' })).toBeVisible();
  await preview.getByRole('button', { name: 'Next photo' }).click();
  await expect(preview.getByRole('img', { name: 'Breeding site in Batasan Hills, 1 of 2' })).toBeVisible();
  await preview.getByRole('button', { name: 'Previous photo' }).click();
  await expect(preview.getByText('Photo 2 of 2')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(preview).toHaveCount(0);
  await expect(second).toBeFocused();
});

test("an admin reading the feed is told 'Only regular users can vote', and no vote is sent", async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await openAs(browser, baseURL, 'admin');
  try {
    const votes: string[] = [];
    page.on('request', (sent) => {
      if (/\/(upvote|downvote)$/.test(sent.url())) votes.push(sent.url());
    });
    await page.goto('/community');
    await page.getByRole('tab', { name: 'Latest' }).click();
    await narrowFeed(page, resident.username);
    const card = page.getByRole('article', { name: resident.username });
    const upvote = card.getByRole('button', { name: /^Upvote/ });
    await upvote.click();
    await expect(toast(page, VOTE_MESSAGES.onlyRegularUsers)).toBeVisible();
    await card.getByRole('button', { name: /^Downvote/ }).click();
    await expect(upvote.getByTestId('upvote-count')).toHaveText('0');
    await expect(upvote).toHaveAttribute('aria-pressed', 'false');
    await expect(card.getByRole('button', { name: /^Downvote/ }).getByTestId('downvote-count')).toHaveText(
      '0',
    );
    expect(votes).toEqual([]);
  } finally {
    await context.close();
  }
});

test('only the author has Delete Post; Cancel keeps the post, Delete removes it everywhere', async ({
  page,
  request,
}) => {
  // Another resident sees no menu on this post.
  const other = await newResident(request, 'community-other');
  await logInThroughForm(page, other.email, RESIDENT_PASSWORD);
  await page.goto('/community');
  await page.getByRole('tab', { name: 'Latest' }).click();
  await narrowFeed(page, resident.username);
  await expect(page.getByRole('article', { name: resident.username })).toBeVisible();
  await expect(
    page.getByRole('article', { name: resident.username }).getByRole('button', { name: 'Post options' }),
  ).toHaveCount(0);
  await narrowFeed(page, '');
  await page.getByRole('tab', { name: 'My Posts' }).click();
  await expect(page.getByText(FEED_MESSAGES.noOwnPosts)).toBeVisible();

  await logInThroughForm(page, resident.email, RESIDENT_PASSWORD);
  await page.goto('/community');
  await page.getByRole('tab', { name: 'Latest' }).click();
  await narrowFeed(page, resident.username);
  const card = page.getByRole('article', { name: resident.username });
  const menu = card.getByRole('button', { name: 'Post options' });
  await menu.click();
  await page.getByRole('menuitem', { name: 'Delete Post' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Post' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(menu).toBeFocused();
  await expect(card).toBeVisible();

  // The first try gets no answer at all: the spec's message; the post and the dialog stay.
  const reportUrl = `**/api/v1/reports/${reportId}`;
  await page.route(reportUrl, (route) =>
    route.request().method() === 'DELETE' ? route.abort('connectionrefused') : route.fallback(),
  );
  await menu.click();
  await page.getByRole('menuitem', { name: 'Delete Post' }).click();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, FEED_MESSAGES.postDeleteFailed)).toBeVisible();
  await expect(confirm).toBeVisible();
  await expect(card).toBeVisible();
  await page.unroute(reportUrl);

  const deleted = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/v1/reports/${reportId}`) && response.request().method() === 'DELETE',
  );
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  expect((await deleted).ok()).toBe(true);
  await expect(toast(page, FEED_MESSAGES.postDeleted)).toBeVisible();
  await expect(page.getByRole('article', { name: resident.username })).toHaveCount(0);
  expect((await request.get(`/api/v1/reports/${reportId}`)).status()).toBe(404);

  // Reloaded, the post stays gone from My Posts too.
  await page.reload();
  await page.getByRole('tab', { name: 'My Posts' }).click();
  await expect(page.getByText(FEED_MESSAGES.noOwnPosts)).toBeVisible();
});
