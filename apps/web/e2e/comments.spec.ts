import { COMMENT_MESSAGES, COMMENT_PAGE, TIMING } from '@dengue/core';
import { expect, test } from '@playwright/test';
import { logInThroughForm, newPage, RESIDENT_PASSWORD, toast } from './support/accounts';
import { seriousViolations } from './support/axe';
import {
  createReport,
  narrowFeed,
  newAdminToken,
  newResident,
  type Resident,
  validateReport,
} from './support/community-data';
import { tinyPng } from './support/images';

/**
 * The comments modal: a second resident upvotes a validated report and comments on it (with an emoji),
 * while a visitor with the same modal open sees the comment arrive by polling, and is asked to log in.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const stamp = Date.now();
const DESCRIPTION = `Clogged canal beside the chapel keeps water for days (${stamp}).`;
const COMMENT = `  Still there this morning, the canal smells (${stamp}) `;

let author: Resident;

test('a second resident upvotes and comments; a visitor sees the comment within one poll and is asked to log in', async ({
  browser,
  request,
  baseURL,
}) => {
  author = await newResident(request, 'comments-author');
  const commenter = await newResident(request, 'comments-commenter');
  const reportId = await createReport(request, author, {
    barangay: 'Pasong Tamo',
    description: DESCRIPTION,
    photos: 3,
  });
  await validateReport(request, await newAdminToken(request, baseURL!), reportId);

  // A visitor opens the comments first and leaves them open.
  const visitor = await newPage(browser, baseURL);
  await visitor.page.goto('/community');
  await visitor.page.getByRole('tab', { name: 'Latest' }).click();
  await narrowFeed(visitor.page, author.username);
  await visitor.page
    .getByRole('article', { name: author.username })
    .getByRole('button', { name: '0 comments' })
    .click();
  const watching = visitor.page.getByRole('dialog', { name: COMMENT_MESSAGES.usersPostTitle });
  await expect(watching.getByText(COMMENT_MESSAGES.noComments)).toBeVisible();
  await expect(watching.getByRole('button', { name: COMMENT_MESSAGES.loginPrompt })).toBeVisible();
  await expect(watching.getByRole('textbox', { name: 'Write a comment' })).toHaveCount(0);

  // The second resident upvotes the post from its card.
  const { page } = await newPage(browser, baseURL);
  const emojiChunks: string[] = [];
  const commentPosts: string[] = [];
  page.on('request', (sent) => {
    if (/\/emoji-picker-[^/]*\.js$/.test(sent.url())) emojiChunks.push(sent.url());
    if (sent.method() === 'POST' && sent.url().endsWith(`/reports/${reportId}/comments`))
      commentPosts.push(sent.postData() ?? '');
  });
  await logInThroughForm(page, commenter.email, RESIDENT_PASSWORD);
  await page.goto('/community');
  await page.getByRole('tab', { name: 'Latest' }).click();
  await narrowFeed(page, author.username);
  const card = page.getByRole('article', { name: author.username });
  const upvoted = page.waitForResponse(
    (response) => response.url().endsWith(`/reports/${reportId}/upvote`) && response.ok(),
  );
  await card.getByRole('button', { name: /^Upvote/ }).click();
  await upvoted;
  await expect(card.getByRole('button', { name: /^Upvote/ })).toHaveAttribute('aria-pressed', 'true');

  // The modal: the post in full, a carousel of its 3 photos, the same vote, no comments yet.
  await card.getByRole('button', { name: '0 comments' }).click();
  const modal = page.getByRole('dialog', { name: COMMENT_MESSAGES.usersPostTitle });
  await expect(modal.getByText(DESCRIPTION)).toBeVisible();
  const photos = modal.getByRole('region', { name: 'Photos of Pasong Tamo' });
  await expect(photos.getByText('Photo 1 of 3')).toBeVisible();
  await photos.getByRole('button', { name: 'Previous photo' }).click();
  await expect(photos.getByRole('img', { name: 'Breeding site in Pasong Tamo, 3 of 3' })).toBeVisible();
  await photos.getByRole('button', { name: 'Next photo' }).click();
  await expect(photos.getByText('Photo 1 of 3')).toBeVisible();
  const modalUpvote = modal.getByRole('button', { name: /^Upvote/ }).first();
  await expect(modalUpvote).toHaveAttribute('aria-pressed', 'true');
  await expect(modalUpvote.getByTestId('upvote-count')).toHaveText('1');
  await expect(modal.getByText(COMMENT_MESSAGES.noComments)).toBeVisible();

  // Blank text cannot be sent; too long is refused by the shared rule before any call.
  const box = modal.getByRole('textbox', { name: 'Write a comment' });
  const send = modal.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await box.fill('   \n  ');
  await expect(send).toBeDisabled();
  await box.fill('x'.repeat(1001));
  await send.click();
  await expect(modal.getByRole('alert')).toHaveText('Comment must be at most 1,000 characters.');
  expect(commentPosts).toEqual([]);

  // The emoji picker's code is fetched only when it is opened.
  await box.fill(COMMENT);
  expect(emojiChunks).toEqual([]);
  await modal.getByRole('button', { name: 'Add emoji' }).click();
  await modal.getByRole('button', { name: 'mosquito' }).click();
  expect(emojiChunks).toHaveLength(1);
  await expect(box).toHaveValue(`${COMMENT}🦟`);
  expect(await seriousViolations(page)).toEqual([]);
  const stored = page.waitForResponse(
    (response) => response.url().endsWith(`/reports/${reportId}/comments`) && response.status() === 201,
  );
  await send.click();
  await stored;
  // Stored and shown trimmed (the leading spaces go; the one before the emoji is inside the text).
  const sent = `${COMMENT}🦟`.trim();
  await expect(modal.getByRole('article', { name: `Comment by ${commenter.username}` })).toContainText(sent);
  await expect(modal.getByText('1 comment', { exact: true })).toBeVisible();
  await expect(box).toHaveValue('');

  // The server stored it trimmed, under the commenter's own name.
  const listed = await request.get(`/api/v1/reports/${reportId}/comments`);
  const body = (await listed.json()) as { comments: { content: string; user: { username: string } }[] };
  expect(body.comments.map((c) => [c.user.username, c.content])).toEqual([[commenter.username, sent]]);

  // A comment can be voted on too.
  const comment = modal.getByRole('article', { name: `Comment by ${commenter.username}` });
  await comment.getByRole('button', { name: /^Upvote/ }).click();
  await expect(comment.getByRole('button', { name: /^Upvote/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(comment.getByTestId('upvote-count')).toHaveText('1');

  // The visitor's open modal shows the new comment at the next poll (every 5 s), without reloading.
  await expect(watching.getByText(sent)).toBeVisible({ timeout: TIMING.commentPollMs + 3_000 });
  await expect(watching.getByText('1 comment', { exact: true })).toBeVisible();

  // Closed, the card counts the comment.
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  await expect(card.getByRole('button', { name: '1 comment' })).toBeFocused();

  // The visitor is told to log in and taken to the log-in page.
  await watching.getByRole('button', { name: COMMENT_MESSAGES.loginPrompt }).click();
  await expect(toast(visitor.page, COMMENT_MESSAGES.loginToComment)).toBeVisible();
  await expect(visitor.page).toHaveURL(/\/login$/);
  await visitor.context.close();
});

test('an anonymous post is titled Anonymous Post; its author comments under the pseudonym, never by name', async ({
  page,
  request,
  baseURL,
}) => {
  const description = `Open drum of rainwater at the corner store (${stamp}).`;
  const reportId = await createReport(request, author, {
    barangay: 'Pasong Tamo',
    description,
    isAnonymous: true,
  });
  await validateReport(request, await newAdminToken(request, baseURL!), reportId);
  await page.goto('/community');
  await page.getByRole('tab', { name: 'Latest' }).click();
  await narrowFeed(page, `corner store (${stamp})`);
  const card = page.getByRole('article').filter({ hasText: description });
  await expect(card.getByRole('heading', { level: 3 })).toHaveText(/^Anonymous-[A-Z0-9]{5}$/);
  const pseudonym = (await card.getByRole('heading', { level: 3 }).textContent())!;
  // The comments cannot be read at first (the server is unreachable): the error, then Retry reads them.
  const commentsUrl = `**/api/v1/reports/${reportId}/comments`;
  await page.route(commentsUrl, (route) => route.abort('connectionrefused'));
  await card.getByRole('button', { name: '0 comments' }).click();
  const modal = page.getByRole('dialog', { name: COMMENT_MESSAGES.anonymousPostTitle });
  await expect(modal.getByText(description)).toBeVisible();
  // The query client tries twice more (1 s, then 2 s later) before it reports the failure.
  await expect(modal.getByRole('alert')).toContainText(COMMENT_MESSAGES.errorLoading, { timeout: 10_000 });
  await page.unroute(commentsUrl);
  await modal.getByRole('button', { name: 'Retry' }).click();
  await expect(modal.getByText(COMMENT_MESSAGES.noComments)).toBeVisible();
  await expect(modal.getByText(author.username)).toHaveCount(0);

  // The author, who has a profile photo, answers under their own report and upvotes it.
  const auth = { Authorization: `Bearer ${author.token}` };
  const photo = await request.post('/api/v1/accounts/profile-photo', {
    headers: auth,
    multipart: { profilePhoto: { name: 'me.png', mimeType: 'image/png', buffer: tinyPng(90) } },
  });
  expect(photo.status(), await photo.text()).toBe(200);
  const reply = `Reporter here, the drum is still full (${stamp}).`;
  const commented = await request.post(`/api/v1/reports/${reportId}/comments`, {
    headers: auth,
    data: { content: reply },
  });
  expect(commented.status(), await commented.text()).toBe(201);
  expect((await request.post(`/api/v1/reports/${reportId}/upvote`, { headers: auth })).ok()).toBe(true);

  // At the next poll the comment shows as the post does: the pseudonym and the default avatar.
  const comment = modal.getByRole('article', { name: `Comment by ${pseudonym}` });
  await expect(comment).toContainText(reply, { timeout: TIMING.commentPollMs + 3_000 });
  await expect(comment).toContainText(pseudonym);
  await expect(modal.getByRole('listitem').filter({ hasText: reply }).locator('img')).toHaveCount(0);
  await expect(modal.getByText(author.username)).toHaveCount(0);
  // Nor does anything the visitor's browser received link the account to the post.
  const authorId = ((await photo.json()) as { user: { _id: string } }).user._id;
  for (const path of [`/api/v1/reports/${reportId}`, `/api/v1/reports/${reportId}/comments`]) {
    const text = await (await request.get(path)).text();
    expect(text).not.toContain(authorId);
    expect(text).not.toContain(author.username);
  }
});

test("a comment the server never receives says 'Failed to add comment' and keeps the text to send again", async ({
  page,
  request,
  baseURL,
}) => {
  const description = `Leaking water tank behind the school (${stamp}).`;
  const reportId = await createReport(request, author, { barangay: 'Pasong Tamo', description });
  await validateReport(request, await newAdminToken(request, baseURL!), reportId);
  const commenter = await newResident(request, 'comments-unsent');
  await logInThroughForm(page, commenter.email, RESIDENT_PASSWORD);
  await page.goto('/community');
  await page.getByRole('tab', { name: 'Latest' }).click();
  await narrowFeed(page, `behind the school (${stamp})`);
  await page
    .getByRole('article')
    .filter({ hasText: description })
    .getByRole('button', { name: '0 comments' })
    .click();
  const modal = page.getByRole('dialog', { name: COMMENT_MESSAGES.usersPostTitle });
  await expect(modal.getByText(COMMENT_MESSAGES.noComments)).toBeVisible();

  // The connection drops as the comment is sent: the spec's message; the text stays in the box.
  const commentsUrl = `**/api/v1/reports/${reportId}/comments`;
  await page.route(commentsUrl, (route) =>
    route.request().method() === 'POST' ? route.abort('connectionrefused') : route.fallback(),
  );
  const box = modal.getByRole('textbox', { name: 'Write a comment' });
  const text = `The tank is still leaking this morning (${stamp}).`;
  await box.fill(text);
  await modal.getByRole('button', { name: 'Send' }).click();
  await expect(toast(page, COMMENT_MESSAGES.addFailed)).toBeVisible();
  await expect(box).toHaveValue(text);
  await expect(modal.getByText(COMMENT_MESSAGES.noComments)).toBeVisible();

  // Back online, Send stores it.
  await page.unroute(commentsUrl);
  await modal.getByRole('button', { name: 'Send' }).click();
  await expect(modal.getByRole('article', { name: `Comment by ${commenter.username}` })).toContainText(text);
  await expect(box).toHaveValue('');
});

test('a long thread shows the newest page, the true count, and loads older comments on request', async ({
  page,
  request,
  baseURL,
}) => {
  const writer = await newResident(request, 'comments-long');
  const description = `Flooded vacant lot by the barangay hall (${stamp}).`;
  const reportId = await createReport(request, writer, { barangay: 'Pasong Tamo', description });
  await validateReport(request, await newAdminToken(request, baseURL!), reportId);
  const total = COMMENT_PAGE.size + 5;
  for (let i = 1; i <= total; i++) {
    const sent = await request.post(`/api/v1/reports/${reportId}/comments`, {
      headers: { Authorization: `Bearer ${writer.token}` },
      data: { content: `Thread comment number ${i}` },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  }
  await page.goto('/community');
  await page.getByRole('tab', { name: 'Latest' }).click();
  await narrowFeed(page, `barangay hall (${stamp})`);
  const card = page.getByRole('article').filter({ hasText: description });
  await card.getByRole('button', { name: `${total} comments` }).click();
  const modal = page.getByRole('dialog', { name: COMMENT_MESSAGES.usersPostTitle });
  const comments = modal.getByRole('article', { name: `Comment by ${writer.username}` });
  await expect(modal.getByText(`${total} comments`, { exact: true })).toBeVisible();
  await expect(comments).toHaveCount(COMMENT_PAGE.size);
  await expect(comments.first()).toContainText(`Thread comment number ${total}`);
  await modal.getByRole('button', { name: 'Load more comments' }).click();
  await expect(comments).toHaveCount(total);
  await expect(comments.last()).toContainText('Thread comment number 1');
  await expect(modal.getByRole('button', { name: 'Load more comments' })).toHaveCount(0);
});
