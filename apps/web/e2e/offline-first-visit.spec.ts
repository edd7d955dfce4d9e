import { FEED_MESSAGES, GENERIC_MESSAGES, REPORT_FORM_MESSAGES } from '@dengue/core';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { OUTBOX_TEXT } from '../src/features/report-form/outbox/outbox-text';
import { communityEn } from '../src/i18n/en/community';
import { shellEn } from '../src/i18n/en/shell';
import { logInThroughForm, RESIDENT_PASSWORD, toast } from './support/accounts';
import {
  createReport,
  newAdminToken,
  newResident,
  type Resident,
  validateReport,
} from './support/community-data';
import { fillReport } from './support/offline-report-form';
import { cachedUrls, goOffline, goOnline, test, waitForFirstControl } from './support/persistent-context';

/**
 * A resident's first visit on a phone with a flaky connection (decision 043): Chromium with a fresh
 * persistent profile, the service worker running, and `setOffline` taking the network away. Nothing was
 * opened before except what each test opens.
 */

test.describe.configure({ timeout: 240_000 });

async function logIn(page: Page, resident: Resident) {
  await logInThroughForm(page, resident.email, RESIDENT_PASSWORD);
}

async function myPosts(request: APIRequestContext, resident: Resident) {
  const mine = await request.get('/api/v1/reports?myPosts=true&limit=50', {
    headers: { Authorization: `Bearer ${resident.token}` },
  });
  return ((await mine.json()) as { posts: { description: string; status: string; images: string[] }[] })
    .posts;
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('first visit: the worker takes the page, the report form and its map open offline, and a part never saved says so instead of crashing', async ({
  page,
  phone,
  request,
}) => {
  const resident = await newResident(request, 'first-visit-form');
  await page.goto('/login');
  await waitForFirstControl(page);
  await logIn(page, resident);
  await mainNav(page).getByRole('link', { name: 'Community' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
  // The boundary file the form's map draws, with its version query, and the city outline are kept at install.
  const precached = await cachedUrls(page, 'workbox-precache');
  expect(precached.some((url) => url.includes('/quezon_barangays_boundaries.geojson?v='))).toBe(true);
  expect(precached.some((url) => url.includes('/api/v1/geocode/city-boundary'))).toBe(true);
  expect(precached.filter((url) => /\/assets\/staff-/.test(url))).toEqual([]);

  await goOffline(phone, page);
  await page.getByRole('button', { name: 'Report a breeding site' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report to Surveillance' });
  await expect(dialog).toBeVisible();
  // The picker's map, with the barangay polygons drawn from the saved file.
  await expect(dialog.locator('.leaflet-container')).toBeVisible({ timeout: 20_000 });
  await expect(dialog.locator('path.leaflet-interactive').first()).toBeAttached({ timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  const description = `Filed on a first visit, offline (${Date.now()}).`;
  const form = await fillReport(page, description);
  await form.getByRole('button', { name: 'Report', exact: true }).click();
  await expect(toast(page, OUTBOX_TEXT.queuedToast)).toBeVisible();
  await expect(page.getByTestId('queued-report').filter({ hasText: description })).toHaveCount(1);

  // A part of the app that was never opened nor saved (the footer's terms): the offline message at once,
  // the screen stays, no crash screen.
  const terms = page.getByRole('contentinfo').getByRole('button', { name: 'Terms and Privacy' });
  await terms.click();
  await expect(toast(page, shellEn['offline.partUnavailable'])).toBeVisible({ timeout: 3_000 });
  await expect(page.getByText(GENERIC_MESSAGES.crashScreen)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();

  // Back online it opens, and the queued report is sent.
  await goOnline(phone, page);
  await expect(toast(page, OUTBOX_TEXT.sentToast(1))).toBeVisible();
  await terms.click();
  await expect(page.getByRole('dialog', { name: 'Terms and Privacy' })).toBeVisible();
  expect((await myPosts(request, resident)).filter((post) => post.description === description)).toHaveLength(
    1,
  );
});

test('first visit: /community reloaded offline shows the posts seen online, as the banner promises', async ({
  page,
  phone,
  request,
  baseURL,
}) => {
  const author = await newResident(request, 'first-visit-feed');
  const reportId = await createReport(request, author, {
    barangay: 'Tatalon',
    description: `Clogged gutter seen on a first visit (${Date.now()}).`,
  });
  await validateReport(request, await newAdminToken(request, baseURL!), reportId);

  await page.goto('/community');
  const cards = page.getByRole('tabpanel').getByRole('article');
  const first = await cards.first().getByRole('heading', { level: 3 }).textContent();
  expect(first).toBeTruthy();
  await waitForFirstControl(page);
  // The page asks again through the worker once it controls the page, and the worker keeps the answer.
  await expect
    .poll(async () => (await cachedUrls(page, 'public-data')).some((url) => url.includes('/api/v1/reports?')))
    .toBe(true);

  await goOffline(phone, page);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: shellEn['offline.youAreOffline'] })).toBeVisible();
  await expect(cards.first().getByRole('heading', { level: 3 })).toHaveText(first!);
  await expect(page.getByText(FEED_MESSAGES.errorLoadingPosts)).toHaveCount(0);
});

test('a refusal when the queue syncs is said on /home beside the success, and the card changes the date and sends', async ({
  page,
  phone,
  request,
}) => {
  const resident = await newResident(request, 'first-visit-refused');
  const realNow = Date.now();
  // The phone's clock runs a day and a half ahead while the first report is filed: the server will call
  // its date the future.
  await page.clock.setFixedTime(new Date(realNow + 36 * 3_600_000));
  await page.goto('/login');
  await logIn(page, resident);
  await mainNav(page).getByRole('link', { name: 'Community' }).click();
  await waitForFirstControl(page);

  const refused = `Refused when the queue synced (${realNow}).`;
  let form = await fillReport(page, refused);
  await goOffline(phone, page);
  await form.getByRole('button', { name: 'Report', exact: true }).click();
  await expect(page.getByTestId('queued-report').filter({ hasText: refused })).toHaveCount(1);

  await page.clock.setFixedTime(new Date(realNow));
  const accepted = `Sent in the same round (${realNow}).`;
  form = await fillReport(page, accepted);
  await form.getByRole('button', { name: 'Report', exact: true }).click();
  await expect(page.getByTestId('queued-report').filter({ hasText: accepted })).toHaveCount(1);

  await mainNav(page).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await goOnline(phone, page);
  // Both outcomes, on /home, said together once the round is over (two uploads: give them time).
  await expect(toast(page, OUTBOX_TEXT.sentToast(1))).toBeVisible({ timeout: 20_000 });
  const refusal = toast(page, OUTBOX_TEXT.refusedToast([{ message: REPORT_FORM_MESSAGES.dateInFuture }]));
  await expect(refusal).toBeVisible();
  // It stays until the resident closes it (the success one goes by itself).
  await expect(toast(page, OUTBOX_TEXT.sentToast(1))).toBeHidden();
  await expect(refusal).toBeVisible();
  await refusal.getByRole('button', { name: shellEn['toast.close'] }).click();
  await expect(refusal).toBeHidden();
  const stored = await myPosts(request, resident);
  expect(stored.filter((post) => post.description === accepted)).toHaveLength(1);
  expect(stored.filter((post) => post.description === refused)).toEqual([]);

  // My Posts: the card asks for another date; a date in range sends it.
  await mainNav(page).getByRole('link', { name: 'Community' }).click();
  await page.getByRole('tab', { name: 'My Posts' }).click();
  const card = page.getByTestId('queued-report').filter({ hasText: refused });
  await expect(card.getByRole('alert')).toHaveText(REPORT_FORM_MESSAGES.dateInFuture);
  const title = OUTBOX_TEXT.title('Stagnant Water', 'Batasan Hills');
  await card.getByLabel('Date').fill('2020-01-01');
  await card.getByRole('button', { name: OUTBOX_TEXT.sendAgainLabel(title) }).click();
  await expect(card.getByText(REPORT_FORM_MESSAGES.onlyTodayOrYesterday)).toBeVisible();
  const today = await page.evaluate(() =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date()),
  );
  await card.getByLabel('Date').fill(today);
  await card.getByLabel('Time').fill('00:01');
  await card.getByRole('button', { name: OUTBOX_TEXT.sendAgainLabel(title) }).click();
  await expect(toast(page, OUTBOX_TEXT.sentToast(1))).toBeVisible({ timeout: 20_000 });
  await expect(card).toHaveCount(0);
  await expect(
    page
      .getByRole('tabpanel')
      .getByRole('article')
      .filter({ hasText: refused })
      .getByText(FEED_MESSAGES.pendingReview),
  ).toBeVisible();
  expect((await myPosts(request, resident)).filter((post) => post.description === refused)).toHaveLength(1);
});

test('offline My Posts never loaded says so; Logout words refused reports right and clears the Pending photos; Reports Posted counts validated ones', async ({
  page,
  phone,
  request,
  baseURL,
}) => {
  const resident = await newResident(request, 'first-visit-small');
  const admin = await newAdminToken(request, baseURL!);
  const ids = [];
  for (const n of [1, 2, 3])
    ids.push(
      await createReport(request, resident, {
        barangay: 'Tatalon',
        description: `Report ${n} (${Date.now()}).`,
      }),
    );
  await validateReport(request, admin, ids[0]!);

  await page.goto('/login');
  await logIn(page, resident);
  await waitForFirstControl(page);

  // /profile: Reports Posted is the validated count (resident spec, Profile), while My Posts lists all three.
  await page.goto('/profile');
  await expect(page.getByTestId('count-reports-posted')).toHaveText('1');
  expect(await myPosts(request, resident)).toHaveLength(3);

  // Offline, My Posts was never loaded on this phone.
  await goOffline(phone, page);
  await mainNav(page).getByRole('link', { name: 'Community' }).click();
  await page.getByRole('tab', { name: 'My Posts' }).click();
  await expect(page.getByRole('tabpanel').getByText(communityEn['feed.notSavedOffline'])).toBeVisible();
  await expect(page.getByText(FEED_MESSAGES.loadingPosts)).toHaveCount(0);

  // Online, My Posts shows the Pending photos, which the worker keeps.
  await goOnline(phone, page);
  await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(3);
  const pendingPhotos = (await myPosts(request, resident))
    .filter((post) => post.status === 'Pending')
    .flatMap((post) =>
      post.images.map((url) =>
        url
          .split('/')
          .pop()!
          .replace(/\.[^.]+$/, ''),
      ),
    );
  expect(pendingPhotos).toHaveLength(2);
  const keptPending = async () =>
    (await cachedUrls(page, 'photos')).filter((url) => pendingPhotos.some((name) => url.includes(name)));
  await expect.poll(async () => (await keptPending()).length).toBeGreaterThan(0);

  // A report refused by the server, and Logout's question says it could not be sent.
  await page.clock.setFixedTime(new Date(Date.now() + 36 * 3_600_000));
  const form = await fillReport(page, `Refused before logout (${Date.now()}).`);
  await goOffline(phone, page);
  await form.getByRole('button', { name: 'Report', exact: true }).click();
  await goOnline(phone, page);
  await expect(page.getByTestId('queued-report').getByText(OUTBOX_TEXT.failedBadge)).toBeVisible();
  const asked: string[] = [];
  page.once('dialog', (question) => {
    asked.push(question.message());
    void question.accept();
  });
  await page.getByTestId('profile-menu').getByRole('button', { name: 'Logout' }).click();
  await expect.poll(() => asked).toEqual([OUTBOX_TEXT.confirmSignOut({ waiting: 0, failed: 1 })]);
  expect(asked[0]).toBe(
    'One report could not be sent. It is kept only on this phone and will be lost if you log out now. Log out anyway?',
  );
  await expect(page.getByTestId('profile-menu')).toBeHidden();
  // Nothing of the resident stays: their Pending photos and their own lists (the page shows public data
  // again at once, which the worker may save anew).
  await expect.poll(keptPending).toEqual([]);
  await expect
    .poll(async () =>
      (await cachedUrls(page, 'public-data')).filter((url) => /myPosts=true|accounts\/profile/.test(url)),
    )
    .toEqual([]);
});
