import { TIMING } from '@dengue/core';
import { expect, test } from '@playwright/test';
import { logInThroughForm, RESIDENT_PASSWORD } from './support/accounts';
import {
  createReport,
  narrowFeed,
  newAdminToken,
  newResident,
  validateReport,
} from './support/community-data';

/**
 * Votes on a post card (resident section 4): clicks are debounced 500 ms, so quick clicks make one call for
 * the vote they end on; while that call runs the buttons are locked, and the lock lets go after 5 s even
 * when the server has not answered. The server's lists then replace the local copy.
 */
test.describe.configure({ timeout: 120_000 });

test('quick clicks send one call for the final vote; the lock holds during the call and lets go after 5 s', async ({
  page,
  request,
  baseURL,
}) => {
  const author = await newResident(request, 'debounce-author');
  const voter = await newResident(request, 'debounce-voter');
  const description = `Blocked drain holding water by the school gate (${Date.now()}).`;
  const id = await createReport(request, author, { barangay: 'Pasong Tamo', description });
  await validateReport(request, await newAdminToken(request, baseURL!), id);

  const calls: string[] = [];
  page.on('request', (sent) => {
    const match = new RegExp(`/api/v1/reports/${id}/(upvote|downvote)$`).exec(sent.url());
    if (match) calls.push(`${sent.method()} ${match[1]}`);
  });
  await logInThroughForm(page, voter.email, RESIDENT_PASSWORD);
  await page.goto('/community');
  await page.getByRole('tab', { name: 'Latest' }).click();
  // Other specs add reports to the same server: the search box narrows the feed to this one.
  await narrowFeed(page, description.slice(-16));
  const card = page.getByRole('article').filter({ hasText: description });
  await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(1);
  const upvote = card.getByRole('button', { name: /^Upvote/ });
  const downvote = card.getByRole('button', { name: /^Downvote/ });

  // Three quick clicks: up, off, up. The card follows at once; one call goes out, for the upvote.
  let answered = page.waitForResponse((r) => r.url().endsWith(`/reports/${id}/upvote`));
  await upvote.click();
  await upvote.click();
  await upvote.click();
  await expect(upvote).toHaveAttribute('aria-pressed', 'true');
  await expect(upvote.getByTestId('upvote-count')).toHaveText('1');
  // Nothing can have been sent yet: the first call waits 500 ms after the last click.
  expect(calls).toEqual([]);
  expect((await answered).ok()).toBe(true);
  await page.waitForTimeout(TIMING.voteDebounceMs * 2);
  expect(calls).toEqual(['POST upvote']);

  // Up to down in quick succession: one call, the switch to a downvote.
  answered = page.waitForResponse((r) => r.url().endsWith(`/reports/${id}/downvote`));
  await downvote.click();
  await upvote.click();
  await downvote.click();
  expect((await answered).ok()).toBe(true);
  await page.waitForTimeout(TIMING.voteDebounceMs * 2);
  expect(calls).toEqual(['POST upvote', 'POST downvote']);
  await expect(downvote).toHaveAttribute('aria-pressed', 'true');
  await expect(upvote.getByTestId('upvote-count')).toHaveText('0');
  await expect(downvote.getByTestId('downvote-count')).toHaveText('1');

  // A slow server: the buttons stay locked while the call runs, and unlock after 5 s without an answer.
  let released = false;
  await page.route(`**/api/v1/reports/${id}/downvote`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, TIMING.voteLockReleaseMs + 4_000));
    released = true;
    await route.continue();
  });
  const sent = page.waitForRequest((r) => r.url().endsWith(`/reports/${id}/downvote`));
  const slowAnswer = page.waitForResponse((r) => r.url().endsWith(`/reports/${id}/downvote`), {
    timeout: 30_000,
  });
  await downvote.click();
  await sent;
  await expect(downvote).toBeDisabled();
  await expect(upvote).toBeDisabled();
  await expect(downvote).toBeEnabled({ timeout: TIMING.voteLockReleaseMs + 2_000 });
  expect(released).toBe(false);
  // The server's answer (no vote) replaces the local copy when it finally comes.
  expect((await slowAnswer).ok()).toBe(true);
  expect(calls).toEqual(['POST upvote', 'POST downvote', 'DELETE downvote']);
  await expect(downvote).toHaveAttribute('aria-pressed', 'false');
  await expect(downvote.getByTestId('downvote-count')).toHaveText('0');
  const stored = (await (await request.get(`/api/v1/reports/${id}`)).json()) as {
    upvotes: string[];
    downvotes: string[];
  };
  expect(stored).toMatchObject({ upvotes: [], downvotes: [] });
});
