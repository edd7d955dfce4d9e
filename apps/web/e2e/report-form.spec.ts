import { readFileSync } from 'node:fs';
import {
  FEED_MESSAGES,
  REPORT_FORM_MESSAGES as M,
  manilaTimeOf,
  manilaToday,
  manilaYesterday,
} from '@dengue/core';
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import {
  createActiveAdmin,
  createVerifiedResident,
  logInThroughForm,
  RESIDENT_PASSWORD,
  STRONG_PASSWORD,
  toast,
  uniqueEmail,
} from './support/accounts';
import { tinyPng } from './support/images';

/**
 * The Report to Surveillance modal on /community: a resident files a report with two photos and sees it
 * Pending at the top of My Posts; the form's date, time and required-field messages (resident section 5).
 */

// Sign-in, the boundary file, Leaflet and an upload with image processing on a shared 2-core machine.
test.describe.configure({ timeout: 90_000 });

async function offline(context: BrowserContext) {
  await context.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    (route) => route.abort(),
  );
}

async function openReportForm(page: Page, { navigate = true } = {}) {
  if (navigate) await page.goto('/community');
  await page.getByRole('button', { name: 'Report a breeding site' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report to Surveillance' });
  await expect(dialog).toBeVisible();
  return { dialog };
}

test('a resident files a report with two photos and sees it Pending first in My Posts', async ({
  page,
  context,
  request,
}) => {
  await offline(context);
  const email = uniqueEmail('report-form');
  await createVerifiedResident(request, email);
  await logInThroughForm(page, email, RESIDENT_PASSWORD);
  const { dialog } = await openReportForm(page);

  // The location without the map (the picker's own test clicks the map).
  await dialog.getByText('Set the location without the map').click();
  await dialog.getByLabel('Barangay from the list').selectOption('Batasan Hills');
  await dialog.getByRole('button', { name: 'Use this location' }).click();
  await expect(dialog.getByLabel('Barangay', { exact: true })).toHaveValue('Batasan Hills');

  await dialog.getByRole('button', { name: 'Use Current Date & Time' }).click();
  await expect(dialog.getByLabel('Date')).not.toHaveValue('');
  await dialog.getByLabel('Report type').selectOption('Stagnant Water');
  const description = `Rain water in stacked tyres beside the barangay hall (${Date.now()}).`;
  await dialog.getByLabel('Description').fill(description);
  await expect(dialog.getByText(`${description.length}/500`)).toBeVisible();
  await dialog.getByLabel('Photos of the breeding site').setInputFiles([
    { name: 'tyres-1.png', mimeType: 'image/png', buffer: tinyPng(0x30, 16) },
    { name: 'tyres-2.png', mimeType: 'image/png', buffer: tinyPng(0xa0, 16) },
  ]);
  const chosen = dialog.getByRole('list', { name: 'Chosen photos' }).getByRole('img');
  await expect(chosen).toHaveCount(2);

  const created = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/reports') && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Report', exact: true }).click();
  expect((await created).status()).toBe(201);
  await expect(toast(page, M.created)).toBeVisible();
  await expect(dialog).toBeHidden();
  // Fired as its dialog closed, the success toast stays on the page for its 3 s, announced as a status.
  await expect(toast(page, M.created).getByRole('status')).toHaveText(M.created);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The form switched the feed to My Posts, where the new report is first and Pending.
  await expect(page.getByRole('tab', { name: 'My Posts' })).toHaveAttribute('aria-selected', 'true');
  const first = page.getByRole('tabpanel').getByRole('article').first();
  await expect(first.getByText(description)).toBeVisible();
  await expect(first.getByText(FEED_MESSAGES.pendingReview)).toBeVisible();
  await expect(first.getByText('Batasan Hills')).toBeVisible();

  // The server stored it with both photos, Pending.
  const login = await request.post('/api/v1/auth/login', { data: { email, password: RESIDENT_PASSWORD } });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const mine = await request.get('/api/v1/reports?myPosts=true', {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  const stored = ((await mine.json()) as { posts: { description: string; images: string[] }[] }).posts[0]!;
  expect(stored).toMatchObject({ description, status: 'Pending', barangay: 'Batasan Hills' });
  expect(stored.images).toHaveLength(2);
});

test('the form (opened from the landing page) names what is missing, keeps the date to today or yesterday and the time in the past', async ({
  page,
  context,
  request,
}) => {
  await offline(context);
  // The page's clock: now, or two hours ago late in the evening, so an hour later is still today.
  const real = new Date();
  const clock =
    Number(manilaTimeOf(real).slice(0, 2)) <= 22 ? real : new Date(real.getTime() - 2 * 3_600_000);
  await page.clock.setFixedTime(clock);
  const email = uniqueEmail('report-form-checks');
  await createVerifiedResident(request, email);
  await logInThroughForm(page, email, RESIDENT_PASSWORD);
  // This time from the landing page's share box.
  await page.goto('/home');
  const opener = page.getByRole('button', { name: 'Share a breeding-site report' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Report to Surveillance' });
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Report', exact: true }).click();
  const summary = dialog.getByRole('alert').filter({ hasText: M.fillRequired });
  await expect(summary).toContainText(M.barangayRequired);
  for (const message of [
    M.locationRequired,
    M.dateRequired,
    M.timeRequired,
    M.reportTypeRequired,
    M.descriptionRequired,
    M.photoRequired,
  ]) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }

  const date = dialog.getByLabel('Date');
  const time = dialog.getByLabel('Time');
  const threeDaysAgo = new Date(clock.getTime() - 3 * 86_400_000);
  await date.fill(manilaToday(threeDaysAgo));
  await date.blur();
  await expect(dialog.getByText(M.onlyTodayOrYesterday)).toBeVisible();
  await expect(date).toHaveValue(manilaYesterday(clock));

  await date.fill(manilaToday(new Date(clock.getTime() + 86_400_000)));
  await date.blur();
  await expect(dialog.getByText(M.dateInFuture)).toBeVisible();
  await expect(date).toHaveValue(manilaToday(clock));

  await time.fill(manilaTimeOf(new Date(clock.getTime() + 3_600_000)));
  await time.blur();
  await expect(dialog.getByText(M.timeInFuture)).toBeVisible();
  await expect(time).toHaveValue(manilaTimeOf(clock));

  // A photo that is not JPG or PNG is refused by name.
  await dialog
    .getByLabel('Photos of the breeding site')
    .setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') }]);
  await expect(dialog.getByText(M.unsupportedFiles('notes.txt'))).toBeVisible();

  // The description stops at 500 characters.
  await dialog.getByLabel('Description').fill('x'.repeat(510));
  await expect(dialog.getByText(M.descriptionLimit)).toBeVisible();
  await expect(dialog.getByText('500/500')).toBeVisible();

  // Escape closes the dialog and gives focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the new report shows at once in My Posts and goes away again when the server refuses it', async ({
  page,
  context,
  request,
}) => {
  await offline(context);
  const email = uniqueEmail('report-form-optimistic');
  await createVerifiedResident(request, email);
  await logInThroughForm(page, email, RESIDENT_PASSWORD);
  await page.goto('/community');
  await page.getByRole('tab', { name: 'My Posts' }).click();
  await expect(page.getByText(FEED_MESSAGES.noOwnPosts)).toBeVisible();

  const { dialog } = await openReportForm(page, { navigate: false });
  await dialog.getByText('Set the location without the map').click();
  await dialog.getByLabel('Barangay from the list').selectOption('Culiat');
  await dialog.getByRole('button', { name: 'Use this location' }).click();
  await dialog.getByRole('button', { name: 'Use Current Date & Time' }).click();
  await dialog.getByLabel('Report type').selectOption('Uncollected Garbage or Trash');
  const description = `Garbage bags left by the creek (${Date.now()}).`;
  await dialog.getByLabel('Description').fill(description);
  await dialog
    .getByLabel('Photos of the breeding site')
    .setInputFiles([{ name: 'creek.png', mimeType: 'image/png', buffer: tinyPng(0x60, 16) }]);

  // The server's answer waits until the page has been looked at, then refuses the report.
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  const refusal = 'Selected location is not within any barangay boundary';
  await page.route('**/api/v1/reports', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await answered;
    return route.fulfill({ status: 400, json: { message: refusal } });
  });

  await dialog.getByRole('button', { name: 'Report', exact: true }).click();
  await expect(dialog.getByRole('button', { name: M.reporting })).toBeDisabled();
  // Behind the dialog (inert while it is open, so found by CSS): the report, first and Pending.
  const optimistic = page.locator('[role="tabpanel"] article').first();
  await expect(optimistic).toContainText(description);
  await expect(optimistic).toContainText(FEED_MESSAGES.pendingReview);

  answer();
  const refused = toast(page, refusal);
  await expect(refused).toBeVisible();
  // The pointer on the toast holds its 3 s, so a slow machine still finds it for the checks below.
  await refused.hover();
  // The toast is in the open dialog (the page behind it is inert), at the top centre and on top of
  // everything: the point at its centre is the toast itself, not the backdrop.
  await expect(toast(dialog, refusal).getByRole('alert')).toHaveText(refusal);
  const onTop = await refused.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return {
      hit: hit !== null && element.contains(hit),
      centred: Math.abs(box.x + box.width / 2 - window.innerWidth / 2) < 2,
      top: box.y < 100,
    };
  });
  expect(onTop).toEqual({ hit: true, centred: true, top: true });
  await expect(dialog.locator('form').getByRole('alert').filter({ hasText: refusal })).toBeVisible();
  // A click closes it, and only it: the dialog stays open.
  await refused.click();
  await expect(refused).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await expect(page.locator('[role="tabpanel"] article', { hasText: description })).toHaveCount(0);
  await expect(page.getByText(FEED_MESSAGES.noOwnPosts)).toBeAttached();
  // Nothing was stored, and the form keeps what was typed for another try.
  await expect(dialog.getByLabel('Description')).toHaveValue(description);
  await expect(dialog.getByRole('button', { name: 'Report', exact: true })).toBeEnabled();
});

/** The label point ([lng, lat]) of a barangay in the boundary file: where the picker puts a pin typed without the map. */
function labelPointOf(name: string): [number, number] {
  const file = new URL('../../api/assets/quezon-city-barangays.geojson', import.meta.url);
  const collection = JSON.parse(readFileSync(file, 'utf8')) as {
    features: { properties: { name: string; label_point: [number, number] } }[];
  };
  return collection.features.find((feature) => feature.properties.name === name)!.properties.label_point;
}

async function tokenOf(request: APIRequestContext, email: string, password: string): Promise<string> {
  const login = await request.post('/api/v1/auth/login', { data: { email, password } });
  expect(login.ok(), await login.text()).toBe(true);
  return ((await login.json()) as { accessToken: string }).accessToken;
}

test('a validated report of the same type nearby is offered for an upvote instead', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await offline(context);
  // A neighbour's report at the label point of Tandang Sora, validated by an admin.
  const [lng, lat] = labelPointOf('Tandang Sora');
  const neighbour = uniqueEmail('report-form-neighbour');
  await createVerifiedResident(request, neighbour);
  const description = `Standing water in an open drum (${Date.now()}).`;
  const created = await request.post('/api/v1/reports', {
    headers: { Authorization: `Bearer ${await tokenOf(request, neighbour, RESIDENT_PASSWORD)}` },
    multipart: {
      barangay: 'Tandang Sora',
      'specific_location[type]': 'Point',
      'specific_location[coordinates][0]': String(lng),
      'specific_location[coordinates][1]': String(lat),
      date_and_time: new Date(Date.now() - 60_000).toISOString(),
      report_type: 'Standing Water',
      description,
      isAnonymous: 'false',
      images: { name: 'drum.png', mimeType: 'image/png', buffer: tinyPng(0x80, 16) },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const report = (await created.json()) as { _id: string };
  const admin = uniqueEmail('report-form-admin');
  await createActiveAdmin(baseURL!, admin);
  const validated = await request.patch(`/api/v1/reports/${report._id}`, {
    headers: { Authorization: `Bearer ${await tokenOf(request, admin, STRONG_PASSWORD)}` },
    data: { status: 'Validated' },
  });
  expect(validated.ok(), await validated.text()).toBe(true);

  const email = uniqueEmail('report-form-second');
  await createVerifiedResident(request, email);
  await logInThroughForm(page, email, RESIDENT_PASSWORD);
  const { dialog } = await openReportForm(page);
  await dialog.getByText('Set the location without the map').click();
  await dialog.getByLabel('Barangay from the list').selectOption('Tandang Sora');
  await dialog.getByRole('button', { name: 'Use this location' }).click();
  // Another type nearby is no duplicate; the same type is.
  await dialog.getByLabel('Report type').selectOption('Stagnant Water');
  const hint = dialog.getByRole('region', { name: 'Is this the same site?' });
  await expect(dialog.getByLabel('Barangay', { exact: true })).toHaveValue('Tandang Sora');
  await expect(hint).toHaveCount(0);
  await dialog.getByLabel('Report type').selectOption('Standing Water');
  await expect(hint).toBeVisible();
  await expect(hint.getByText(description)).toBeVisible();

  await hint.getByRole('button', { name: 'Upvote instead' }).click();
  await expect(toast(page, 'Upvoted. Thank you for confirming this site.')).toBeVisible();
  await expect(hint.getByRole('button', { name: 'Upvoted' })).toBeDisabled();
  const stored = (await (await request.get(`/api/v1/reports/${report._id}`)).json()) as { upvotes: string[] };
  expect(stored.upvotes).toHaveLength(1);
});
