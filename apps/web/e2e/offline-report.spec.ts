import { FEED_MESSAGES } from '@dengue/core';
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { OUTBOX_TEXT } from '../src/features/report-form/outbox/outbox-text';
import {
  createVerifiedResident,
  logInThroughForm,
  RESIDENT_PASSWORD,
  toast,
  uniqueEmail,
} from './support/accounts';
import { seriousViolations } from './support/axe';
import { fillReport } from './support/offline-report-form';

/**
 * A breeding-site report filed without a connection (issue 7, decision 015): kept on the phone with its
 * photo, shown as 'Waiting to send', and sent exactly once when the connection returns. The service worker
 * runs here as on a phone, and Playwright's offline mode takes the network away.
 */

test.describe.configure({ timeout: 120_000 });
test.use({ serviceWorkers: 'allow' });

async function signIn(page: Page, request: APIRequestContext, prefix: string) {
  const email = uniqueEmail(prefix);
  await createVerifiedResident(request, email);
  await logInThroughForm(page, email, RESIDENT_PASSWORD);
  return email;
}

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

async function myReports(request: APIRequestContext, email: string) {
  const login = await request.post('/api/v1/auth/login', { data: { email, password: RESIDENT_PASSWORD } });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const mine = await request.get('/api/v1/reports?myPosts=true&limit=50', {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  return ((await mine.json()) as { posts: { description: string; status: string; images: string[] }[] })
    .posts;
}

test('a report filed offline waits on the phone, then is sent once when back online and is Pending on /profile', async ({
  page,
  context,
  request,
}) => {
  const email = await signIn(page, request, 'offline-report');
  const description = `Water in an open drum, filed offline (${Date.now()}).`;
  const dialog = await fillReport(page, description);

  const posts: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/v1/reports') posts.push(req.url());
  });

  await goOffline(context, page);
  await dialog.getByRole('button', { name: 'Report', exact: true }).click();
  await expect(toast(page, OUTBOX_TEXT.queuedToast)).toBeVisible();
  await expect(dialog).toBeHidden();

  // My Posts shows it as waiting, in words, with its photo from the phone.
  await expect(page.getByRole('tab', { name: 'My Posts' })).toHaveAttribute('aria-selected', 'true');
  const queued = page.getByTestId('queued-report').filter({ hasText: description });
  await expect(queued).toHaveCount(1);
  await expect(queued.getByText(OUTBOX_TEXT.waitingBadge)).toBeVisible();
  await expect(queued.getByRole('img')).toHaveCount(1);
  expect(await queued.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(16);
  // The waiting card and its badge pass axe (WCAG 2.2 AA: contrast, names).
  expect(await seriousViolations(page, '[data-testid="queued-report"]')).toEqual([]);
  expect(posts).toEqual([]);
  // Nothing reached the server.
  expect((await myReports(request, email)).filter((post) => post.description === description)).toEqual([]);

  // Back online: the browser's own event, and a second trigger at the same moment, send it once.
  const created = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/v1/reports' && response.request().method() === 'POST',
  );
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  expect((await created).status()).toBe(201);
  await expect(toast(page, OUTBOX_TEXT.sentToast(1))).toBeVisible();
  await expect(queued).toHaveCount(0);

  // My Posts now lists the stored report, Pending.
  const stored = page.getByRole('tabpanel').getByRole('article').filter({ hasText: description });
  await expect(stored).toHaveCount(1);
  await expect(stored.getByText(FEED_MESSAGES.pendingReview)).toBeVisible();

  // Exactly one report with that description, with its photo.
  const mine = (await myReports(request, email)).filter((post) => post.description === description);
  expect(mine).toHaveLength(1);
  expect(mine[0]).toMatchObject({ status: 'Pending' });
  expect(mine[0]!.images).toHaveLength(1);
  expect(posts).toHaveLength(1);

  // /profile: Pending, and nothing left waiting.
  await page.goto('/profile');
  await page.getByRole('tab', { name: /^Pending/ }).click();
  const card = page.getByRole('tabpanel').getByRole('article').filter({ hasText: description });
  await expect(card.getByTestId('status-badge')).toHaveText(FEED_MESSAGES.pendingReview);
  await expect(page.getByTestId('queued-report')).toHaveCount(0);
  expect(posts).toHaveLength(1);
});

test('a queued report the server refuses stays with its reason until discarded; Logout asks before dropping unsent ones', async ({
  page,
  context,
  request,
}) => {
  // The phone's clock runs a day and a half ahead: the form accepts 'now', the server calls it the future.
  await page.clock.setFixedTime(new Date(Date.now() + 36 * 3_600_000));
  const email = await signIn(page, request, 'offline-refused');
  const refused = `Refused after the connection returned (${Date.now()}).`;
  const dialog = await fillReport(page, refused);
  await goOffline(context, page);
  await dialog.getByRole('button', { name: 'Report', exact: true }).click();
  await expect(toast(page, OUTBOX_TEXT.queuedToast)).toBeVisible();

  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  const item = page.getByTestId('queued-report').filter({ hasText: refused });
  await expect(item.getByText(OUTBOX_TEXT.failedBadge)).toBeVisible();
  await expect(item.getByRole('alert')).toHaveText('Date cannot be in the future.');
  expect(await seriousViolations(page, '[data-testid="queued-report"]')).toEqual([]);
  expect((await myReports(request, email)).filter((post) => post.description === refused)).toEqual([]);
  await item
    .getByRole('button', { name: OUTBOX_TEXT.discardLabel('Stagnant Water in Batasan Hills') })
    .click();
  await expect(item).toHaveCount(0);

  // Another one waits offline; Logout asks first: dismissed, nothing changes; accepted, it is gone.
  const waiting = `Waiting when the resident logs out (${Date.now()}).`;
  const second = await fillReport(page, waiting);
  await goOffline(context, page);
  await second.getByRole('button', { name: 'Report', exact: true }).click();
  await expect(page.getByTestId('queued-report').filter({ hasText: waiting })).toHaveCount(1);

  const messages: string[] = [];
  page.once('dialog', (d) => {
    messages.push(d.message());
    void d.dismiss();
  });
  await page.getByTestId('profile-menu').getByRole('button', { name: 'Logout' }).click();
  await expect.poll(() => messages).toEqual([OUTBOX_TEXT.confirmSignOut({ waiting: 1, failed: 0 })]);
  await expect(page.getByTestId('profile-menu')).toBeVisible();

  page.once('dialog', (d) => void d.accept());
  await page.getByTestId('profile-menu').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByTestId('profile-menu')).toBeHidden();
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<number>((resolve, reject) => {
            const open = indexedDB.open('dengue-watch-outbox');
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const count = open.result.transaction('reports').objectStore('reports').count();
              count.onsuccess = () => resolve(count.result);
            };
          }),
      ),
    )
    .toBe(0);
});

test('a report still waiting when the app was closed is sent when the app next opens online', async ({
  page,
  context,
  request,
}) => {
  const email = await signIn(page, request, 'offline-restart');
  const description = `Queued, then the app was closed (${Date.now()}).`;
  const dialog = await fillReport(page, description);
  await goOffline(context, page);
  await dialog.getByRole('button', { name: 'Report', exact: true }).click();
  await expect(page.getByTestId('queued-report').filter({ hasText: description })).toHaveCount(1);
  // The app is left while offline (the session stays in this tab), the phone comes back online, and the
  // app opens again on /profile: no 'online' event reaches the new page, only the start-up round.
  await page.goto('about:blank');
  await context.setOffline(false);
  await page.goto('/profile');
  await expect(toast(page, OUTBOX_TEXT.sentToast(1))).toBeVisible();
  await page.getByRole('tab', { name: /^Pending/ }).click();
  await expect(page.getByRole('tabpanel').getByRole('article').filter({ hasText: description })).toHaveCount(
    1,
  );
  await expect(page.getByTestId('queued-report')).toHaveCount(0);
  expect((await myReports(request, email)).filter((post) => post.description === description)).toHaveLength(
    1,
  );
});
