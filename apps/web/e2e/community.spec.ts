import { deflateSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { FEED_MESSAGES, REPORT_FORM_MESSAGES, VOTE_MESSAGES } from '@dengue/core';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  createActiveAdmin,
  createVerifiedResident,
  logInThroughForm,
  RESIDENT_PASSWORD,
  STRONG_PASSWORD,
  toast,
  uniqueEmail,
  usernameFrom,
} from './support/accounts';

/**
 * /community: the empty feed of a fresh server, then one report made through the API (resident posts it,
 * an admin validates it), read by a visitor and voted on by the resident. The tests share the server's
 * reports, so they run in order in one worker.
 */
test.describe.configure({ mode: 'serial' });

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A valid 8x8 RGB PNG, one solid colour. */
function tinyPng(size = 8): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit depth, truecolour, default compression, filter, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, 0x3c)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<string> {
  const login = await request.post('/api/v1/auth/login', { data: { email, password } });
  expect(login.ok(), await login.text()).toBe(true);
  return ((await login.json()) as { accessToken: string }).accessToken;
}

const DESCRIPTION = `Water collects in old tyres behind the covered court (${Date.now()}).`;
const residentEmail = uniqueEmail('community-resident');

test('a fresh server: empty feed, the announcement panel and the visitor prompts; no serious axe findings', async ({
  page,
}) => {
  await page.goto('/community');
  await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
  await expect(page.getByText(FEED_MESSAGES.noValidatedPosts)).toBeVisible();
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
  await expect(page.getByText(FEED_MESSAGES.noValidatedPosts)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('searchbox', { name: 'Search posts' }).fill('tyres');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=tyres$/);
});

test('a validated report shows under Latest; visitors may not vote, the resident votes and unvotes', async ({
  page,
  request,
  baseURL,
}) => {
  // The resident reports a breeding site through the API; an admin validates it.
  await createVerifiedResident(request, residentEmail);
  const residentToken = await apiLogin(request, residentEmail, RESIDENT_PASSWORD);
  const created = await request.post('/api/v1/reports', {
    headers: { Authorization: `Bearer ${residentToken}` },
    multipart: {
      barangay: 'Batasan Hills',
      'specific_location[type]': 'Point',
      'specific_location[coordinates][0]': '121.0995',
      'specific_location[coordinates][1]': '14.6785',
      date_and_time: new Date(Date.now() - 60_000).toISOString(),
      report_type: 'Stagnant Water',
      description: DESCRIPTION,
      isAnonymous: 'false',
      images: { name: 'site.png', mimeType: 'image/png', buffer: tinyPng() },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const report = (await created.json()) as { _id: string };

  const adminEmail = uniqueEmail('community-admin');
  await createActiveAdmin(baseURL!, adminEmail);
  const adminToken = await apiLogin(request, adminEmail, STRONG_PASSWORD);
  const validated = await request.patch(`/api/v1/reports/${report._id}`, {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { status: 'Validated' },
  });
  expect(validated.ok(), await validated.text()).toBe(true);

  // A visitor reads the card under Latest and is told to log in to vote.
  await page.goto('/community');
  await page.getByRole('tab', { name: 'Latest' }).click();
  const card = page.getByRole('article', { name: usernameFrom(residentEmail) });
  await expect(card).toBeVisible();
  await expect(page.getByText(FEED_MESSAGES.foundResults(1))).toBeVisible();
  await expect(card.getByText('Batasan Hills')).toBeVisible();
  await expect(card.getByText('Stagnant Water')).toBeVisible();
  await expect(card.getByText(DESCRIPTION)).toBeVisible();
  await expect(card.getByText('0 comments')).toBeVisible();
  await expect(card.getByRole('img', { name: /Breeding site in Batasan Hills/ })).toHaveAttribute(
    'loading',
    'lazy',
  );
  const upvote = card.getByRole('button', { name: /^Upvote/ });
  await expect(upvote.getByTestId('upvote-count')).toHaveText('0');
  await upvote.click();
  await expect(toast(page, VOTE_MESSAGES.loginToVote)).toBeVisible();
  await expect(upvote.getByTestId('upvote-count')).toHaveText('0');
  expect(await seriousViolations(page)).toEqual([]);

  // The resident logs in through the form, upvotes (count 1) and clicks again to remove it.
  await logInThroughForm(page, residentEmail, RESIDENT_PASSWORD);
  await page.goto('/community');
  await expect(page.getByRole('tab', { name: 'My Posts' })).toBeVisible();
  await expect(page.getByRole('link', { name: REPORT_FORM_MESSAGES.loginToReport })).toHaveCount(0);
  const mine = page.getByRole('article', { name: usernameFrom(residentEmail) });
  const myUpvote = mine.getByRole('button', { name: /^Upvote/ });
  const answered = (method: string) =>
    page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/v1/reports/${report._id}/upvote`) &&
        response.request().method() === method,
    );
  let response = answered('POST');
  await myUpvote.click();
  await expect(myUpvote.getByTestId('upvote-count')).toHaveText('1');
  expect((await response).ok()).toBe(true);
  await expect(myUpvote).toHaveAttribute('aria-pressed', 'true');
  await expect(myUpvote).toBeEnabled();
  await expect(myUpvote.getByTestId('upvote-count')).toHaveText('1');

  response = answered('DELETE');
  await myUpvote.click();
  expect((await response).ok()).toBe(true);
  await expect(myUpvote.getByTestId('upvote-count')).toHaveText('0');
  await expect(myUpvote).toHaveAttribute('aria-pressed', 'false');

  // The server holds the same: no votes left.
  const fresh = await request.get(`/api/v1/reports/${report._id}`);
  expect(((await fresh.json()) as { upvotes: string[] }).upvotes).toEqual([]);

  await page.getByRole('tab', { name: 'My Posts' }).click();
  await expect(page.getByRole('article', { name: usernameFrom(residentEmail) })).toBeVisible();
});
