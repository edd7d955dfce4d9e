import { COMMENT_MESSAGES, VOTE_MESSAGES } from '@dengue/core';
import { expect, type Page, test } from '@playwright/test';
import { logInThroughForm, RESIDENT_PASSWORD, toast } from './support/accounts';
import { seriousViolations } from './support/axe';
import { createAnnouncement, newAdminToken, newResident, type Resident } from './support/community-data';

/**
 * The Official Announcement panel of /community with a real announcement (resident section 2, Announcement
 * card): an admin publishes it through POST adminPosts, a resident reads it, upvotes it and comments on it,
 * and a visitor then reads the same card. This is the only spec that publishes announcements, so the panel
 * shows the newest of its own.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const stamp = Date.now();
const TITLE = `Fogging in Batasan Hills this Saturday (${stamp})`;
const LINES = [
  'The city will fog every street of Batasan Hills from 6 AM.',
  'Close your windows and keep pets inside until 9 AM.',
];
const COMMENT = `Thank you, we will keep the children inside (${stamp}).`;
const SENDER = 'Quezon City Epidemiology and Surveillance Division';
const HOUR = 3_600_000;

let announcementId: string;
let resident: Resident;

const panelOf = (page: Page) => page.getByRole('complementary', { name: 'Official Announcement' });

test('a resident reads the newest announcement with its sender line, upvotes it and comments on it', async ({
  page,
  request,
  baseURL,
}) => {
  const adminToken = await newAdminToken(request, baseURL!);
  // An older one first: the panel shows only the newest.
  await createAnnouncement(request, adminToken, {
    title: `Older notice (${stamp})`,
    content: 'Last week’s clean-up drive is done.',
    publishDate: new Date(Date.now() - 5 * HOUR),
  });
  const publishDate = new Date(Date.now() - 2 * HOUR);
  announcementId = await createAnnouncement(request, adminToken, {
    title: TITLE,
    content: LINES.join('\n'),
    publishDate,
    photos: 2,
  });

  resident = await newResident(request, 'announcement-resident');
  await logInThroughForm(page, resident.email, RESIDENT_PASSWORD);
  await page.goto('/community');
  const panel = panelOf(page);
  await expect(panel.getByRole('heading', { level: 3, name: TITLE })).toBeVisible();
  await expect(panel.getByText(`Older notice (${stamp})`)).toHaveCount(0);

  // The sender line names the division, then the relative publish time.
  await expect(panel.getByText(`${SENDER} · 2h ago`, { exact: true })).toBeVisible();
  await expect(panel.locator('time')).toHaveAttribute('datetime', publishDate.toISOString());
  // The content keeps its lines.
  expect(await panel.getByText(LINES[0]!).innerText()).toBe(LINES.join('\n'));
  // Its own photos (not the default picture), which the server serves.
  const photo = panel.getByRole('img', { name: 'Announcement photo, 1 of 2' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // The resident upvotes it; the server holds the vote.
  const upvote = panel.getByRole('button', { name: /^Upvote/ }).first();
  await expect(upvote.getByTestId('upvote-count')).toHaveText('0');
  const voted = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/v1/adminposts/${announcementId}/upvote`) &&
      response.request().method() === 'POST',
  );
  await upvote.click();
  expect((await voted).ok()).toBe(true);
  await expect(upvote).toHaveAttribute('aria-pressed', 'true');
  await expect(upvote.getByTestId('upvote-count')).toHaveText('1');
  const stored = await request.get(`/api/v1/adminPosts/${announcementId}`);
  expect(((await stored.json()) as { upvotes: string[] }).upvotes).toHaveLength(1);

  // 'Comments from the Community': none yet, then the resident's comment.
  const comments = panel.getByRole('region', { name: COMMENT_MESSAGES.communityCommentsTitle });
  await expect(comments.getByText(COMMENT_MESSAGES.noComments)).toBeVisible();
  await comments.getByRole('textbox', { name: 'Write a comment' }).fill(COMMENT);
  const commented = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/v1/comments/${announcementId}`) && response.request().method() === 'POST',
  );
  await comments.getByRole('button', { name: 'Send' }).click();
  expect((await commented).status()).toBe(201);
  await expect(comments.getByRole('article', { name: `Comment by ${resident.username}` })).toContainText(
    COMMENT,
  );
  await expect(comments.getByText('1 comment', { exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Open announcement and comments (1)' })).toBeVisible();
  const listed = await request.get(`/api/v1/comments/${announcementId}`);
  const body = (await listed.json()) as { comments: { content: string; user: { username: string } }[] };
  expect(body.comments.map((c) => [c.user.username, c.content])).toEqual([[resident.username, COMMENT]]);
  expect(await seriousViolations(page)).toEqual([]);

  // Opened in full: the same card in a dialog named by the title.
  await panel.getByRole('button', { name: 'Open announcement and comments (1)' }).click();
  const dialog = page.getByRole('dialog', { name: TITLE });
  await expect(dialog.getByText(`${SENDER} · 2h ago`, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('article', { name: `Comment by ${resident.username}` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('a visitor reads the same card: the vote and the comment, a log-in prompt instead of the box', async ({
  page,
}) => {
  await page.goto('/community');
  const panel = panelOf(page);
  await expect(panel.getByRole('heading', { level: 3, name: TITLE })).toBeVisible();
  const upvote = panel.getByRole('button', { name: /^Upvote/ }).first();
  await expect(upvote.getByTestId('upvote-count')).toHaveText('1');
  await expect(upvote).toHaveAttribute('aria-pressed', 'false');
  const comments = panel.getByRole('region', { name: COMMENT_MESSAGES.communityCommentsTitle });
  await expect(comments.getByRole('article', { name: `Comment by ${resident.username}` })).toContainText(
    COMMENT,
  );
  await expect(comments.getByRole('textbox', { name: 'Write a comment' })).toHaveCount(0);
  await expect(comments.getByRole('button', { name: COMMENT_MESSAGES.loginPrompt })).toBeVisible();
  await upvote.click();
  await expect(toast(page, VOTE_MESSAGES.loginToVote)).toBeVisible();
  await expect(upvote.getByTestId('upvote-count')).toHaveText('1');
});
