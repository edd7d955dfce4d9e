import { LIMITS, PROFILE_MESSAGES, REPORT_FORM_MESSAGES } from '@dengue/core';
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
import { seriousViolations } from './support/axe';
import { tinyPng } from './support/images';

/**
 * /profile: a resident with reports in every status (made through the API, decided by an admin through
 * PATCH reports/{id}) reads the tabs and counts, edits the bio and the photo, and reads and clears the
 * notifications the decisions created; the menu's unread badge follows.
 */

async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<string> {
  const login = await request.post('/api/v1/auth/login', { data: { email, password } });
  expect(login.ok(), await login.text()).toBe(true);
  return ((await login.json()) as { accessToken: string }).accessToken;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** POST reports as the resident (multipart as resident section 7 shows it); answers the new id. */
async function fileReport(
  request: APIRequestContext,
  token: string,
  description: string,
  photos: number,
): Promise<string> {
  const form = new FormData();
  form.append('barangay', 'Batasan Hills');
  form.append('specific_location[type]', 'Point');
  form.append('specific_location[coordinates][0]', '121.0995');
  form.append('specific_location[coordinates][1]', '14.6785');
  form.append('date_and_time', new Date(Date.now() - 60_000).toISOString());
  form.append('report_type', 'Stagnant Water');
  form.append('description', description);
  form.append('isAnonymous', 'false');
  for (let index = 0; index < photos; index += 1) {
    const png = new Blob([new Uint8Array(tinyPng(40 + index * 60, 16))], { type: 'image/png' });
    form.append('images', png, `site-${index + 1}.png`);
  }
  const created = await request.post('/api/v1/reports', { headers: bearer(token), multipart: form });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { _id: string })._id;
}

async function decide(request: APIRequestContext, adminToken: string, id: string, status: string) {
  const answer = await request.patch(`/api/v1/reports/${id}`, {
    headers: bearer(adminToken),
    data: { status },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

interface NotificationList {
  unreadCount: number;
  notifications: { kind: string; reportId: string; read: boolean; message: string }[];
}

const notificationsOf = async (request: APIRequestContext, token: string) =>
  (await (await request.get('/api/v1/notifications', { headers: bearer(token) })).json()) as NotificationList;

const menuBell = (page: Page) => page.getByTestId('profile-menu').getByTestId('notification-bell');

test('a resident reads the status tabs, edits bio and photo, and clears the review notifications', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const email = uniqueEmail('profile-resident');
  await createVerifiedResident(request, email);
  const token = await apiLogin(request, email, RESIDENT_PASSWORD);
  const validatedA = await fileReport(request, token, `Old tyres behind the court (${stamp}).`, 2);
  const validatedB = await fileReport(request, token, `Clogged gutter on the corner (${stamp}).`, 1);
  const rejected = await fileReport(request, token, `A puddle after the rain (${stamp}).`, 1);
  await fileReport(request, token, `Open water drum by the gate (${stamp}).`, 1);

  const adminEmail = uniqueEmail('profile-admin');
  await createActiveAdmin(baseURL!, adminEmail);
  const adminToken = await apiLogin(request, adminEmail, STRONG_PASSWORD);
  await decide(request, adminToken, validatedA, 'Validated');
  await decide(request, adminToken, validatedB, 'Validated');
  await decide(request, adminToken, rejected, 'Rejected');

  // The decisions told the author, newest first, all unread.
  const before = await notificationsOf(request, token);
  expect(before.unreadCount).toBe(3);
  expect(before.notifications.map((n) => [n.kind, n.reportId, n.read])).toEqual([
    ['report-rejected', rejected, false],
    ['report-validated', validatedB, false],
    ['report-validated', validatedA, false],
  ]);

  // Another resident upvotes a validated report: one upvote in the profile's counts.
  const voterEmail = uniqueEmail('profile-voter');
  await createVerifiedResident(request, voterEmail);
  const voterToken = await apiLogin(request, voterEmail, RESIDENT_PASSWORD);
  const voted = await request.post(`/api/v1/reports/${validatedA}/upvote`, { headers: bearer(voterToken) });
  expect(voted.ok(), await voted.text()).toBe(true);

  await logInThroughForm(page, email, RESIDENT_PASSWORD);
  await expect(menuBell(page)).toHaveAccessibleName('3 unread notifications');
  await expect(menuBell(page).getByTestId('unread-badge')).toHaveText('3');
  await menuBell(page).click();
  await expect(page).toHaveURL(/\/profile#notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page.getByTestId('profile-username')).toHaveText(usernameFrom(email));
  await expect(page.getByRole('complementary', { name: 'Profile details' })).toContainText(email);
  await expect(page.getByTestId('count-reports-posted')).toHaveText('2');
  await expect(page.getByTestId('count-upvotes')).toHaveText('1');

  // My Reports: each tab with its count, its reports and their badges.
  const tabs = page.getByRole('tablist', { name: 'My Reports' }).getByRole('tab');
  await expect(tabs).toHaveText(['Validated (2)', 'Pending (1)', 'Rejected (1)']);
  const panel = page.getByRole('tabpanel');
  await expect(page.getByRole('tab', { name: 'Validated (2)' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('article')).toHaveCount(2);
  await expect(panel.getByTestId('status-badge')).toHaveText(['Validated', 'Validated']);
  await expect(panel.getByRole('article').first()).toContainText('Clogged gutter on the corner');
  await expect(panel.getByRole('article').nth(1)).toContainText('1 upvote');
  await page.getByRole('tab', { name: 'Pending (1)' }).click();
  await expect(panel.getByRole('article')).toHaveCount(1);
  await expect(panel.getByTestId('status-badge')).toHaveText(['Pending Review']);
  await expect(panel).toContainText('Open water drum by the gate');
  await page.getByRole('tab', { name: 'Rejected (1)' }).click();
  await expect(panel.getByTestId('status-badge')).toHaveText(['Rejected']);
  await expect(panel).toContainText('A puddle after the rain');

  // Media: the three photos of the two validated reports, none of the others.
  await expect(page.getByTestId('media-grid').getByRole('img')).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'Recent activity' }).getByRole('listitem')).toHaveCount(4);

  expect(await seriousViolations(page), 'axe on /profile').toEqual([]);

  // Bio: the counter stops at 500; the saved bio stays after a reload.
  const bio = `Volunteer at the barangay clean-up drive (${stamp}).`;
  await page.getByRole('button', { name: 'Edit bio' }).click();
  const field = page.getByRole('textbox', { name: 'Bio' });
  await field.fill('x'.repeat(LIMITS.bioMax + 40));
  await expect(field).toHaveValue('x'.repeat(LIMITS.bioMax));
  await expect(page.getByText(`${LIMITS.bioMax}/${LIMITS.bioMax}`)).toBeVisible();
  await field.fill(bio);
  await expect(page.getByText(`${bio.length}/${LIMITS.bioMax}`)).toBeVisible();
  await page.getByRole('button', { name: 'Save bio' }).click();
  await expect(toast(page, PROFILE_MESSAGES.bioUpdated)).toBeVisible();
  await expect(page.getByTestId('profile-bio')).toHaveText(bio);
  await page.reload();
  await expect(page.getByTestId('profile-bio')).toHaveText(bio);

  // Photo: a text file named .jpg and a file of 5 MB are refused before any upload; a PNG is taken.
  let uploads = 0;
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/v1/accounts/profile-photo')) uploads += 1;
  });
  const photoInput = page.getByLabel('Change photo');
  await photoInput.setInputFiles({
    name: 'notes.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('not a photo'),
  });
  await expect(toast(page, PROFILE_MESSAGES.invalidPhotoType)).toBeVisible();
  await expect(page.getByTestId('photo-problem')).toHaveText(PROFILE_MESSAGES.invalidPhotoType);
  const big = Buffer.concat([tinyPng(90, 16), Buffer.alloc(LIMITS.profilePhotoMaxBytes)]);
  await photoInput.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
  await expect(toast(page, PROFILE_MESSAGES.photoTooLarge)).toBeVisible();
  await expect(page.getByTestId('photo-problem')).toHaveText(PROFILE_MESSAGES.photoTooLarge);
  expect(uploads).toBe(0);
  await photoInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: tinyPng(200, 64) });
  await expect(toast(page, PROFILE_MESSAGES.photoUpdated)).toBeVisible();
  const photo = page.getByTestId('profile-photo');
  await expect(photo).toHaveAttribute('src', /^\/uploads\/avatars\//);
  const src = await photo.getAttribute('src');
  await expect(page.getByTestId('profile-menu').locator(`img[src="${src}"]`)).toBeVisible();
  const stored = await request.get(`/api/v1/accounts/basic`, { headers: bearer(token) });
  expect(((await stored.json()) as { profilePhotoUrl: string }).profilePhotoUrl).toBe(src);

  // Notifications: newest first, unread emphasised; one marked read, then all; the badge follows to zero.
  const items = page.getByRole('region', { name: 'Notifications', exact: true }).getByTestId('notification');
  await expect(items).toHaveCount(3);
  await expect(items.first()).toContainText('was reviewed and was not validated');
  await expect(items.nth(2)).toContainText('Stagnant Water in Batasan Hills was validated');
  const unreadItems = items.and(page.locator('[data-read="false"]'));
  await expect(unreadItems).toHaveCount(3);
  await items.nth(2).getByRole('button', { name: 'Mark as read' }).click();
  await expect(items.nth(2)).toHaveAttribute('data-read', 'true');
  await expect(items.nth(2).getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
  await expect(menuBell(page)).toHaveAccessibleName('2 unread notifications');
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(menuBell(page)).toHaveAccessibleName('No unread notifications');
  await expect(menuBell(page).getByTestId('unread-badge')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
  expect((await notificationsOf(request, token)).unreadCount).toBe(0);
  await page.reload();
  await expect(menuBell(page)).toHaveAccessibleName('No unread notifications');
  await expect(items).toHaveCount(3);
  await expect(unreadItems).toHaveCount(0);
});

test('the unread count refreshes on focus and every 60 s; small screens read details in a dialog', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('profile-mobile');
  await createVerifiedResident(request, email);
  const token = await apiLogin(request, email, RESIDENT_PASSWORD);
  const first = await fileReport(request, token, `Water in a broken pot (${Date.now()}).`, 1);
  const second = await fileReport(request, token, `Water in a roof gutter (${Date.now()}).`, 1);
  const adminEmail = uniqueEmail('profile-mobile-admin');
  await createActiveAdmin(baseURL!, adminEmail);
  const adminToken = await apiLogin(request, adminEmail, STRONG_PASSWORD);

  await page.clock.install();
  await page.setViewportSize({ width: 390, height: 844 });
  await logInThroughForm(page, email, RESIDENT_PASSWORD);
  await page.goto('/profile');
  await expect(menuBell(page)).toHaveAccessibleName('No unread notifications');
  await expect(page.getByRole('region', { name: 'Notifications', exact: true })).toContainText(
    'No notifications yet.',
  );

  // The window regains focus: the count is asked again.
  await decide(request, adminToken, first, 'Validated');
  // TanStack Query reads focus from the window's visibilitychange event.
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await expect(menuBell(page)).toHaveAccessibleName('1 unread notification');

  // Sixty seconds later it is asked again without any action.
  await decide(request, adminToken, second, 'Rejected');
  await page.clock.fastForward(60_000);
  await expect(menuBell(page)).toHaveAccessibleName('2 unread notifications');

  // Small screens: the details sit behind 'Profile details', in a dialog.
  await expect(page.getByRole('complementary', { name: 'Profile details' })).toBeHidden();
  await page.getByRole('button', { name: 'Profile details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile details' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(email);
  await expect(dialog.getByRole('button', { name: 'Edit bio' })).toBeVisible();
  expect(await seriousViolations(page), 'axe on /profile with the details dialog').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the share box opens the Report to Surveillance form; a report filed there shows under Pending', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  // Map tiles and any other outside request fail at once (the form's map is not the subject here).
  await context.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    (route) => route.abort(),
  );
  const email = uniqueEmail('profile-share');
  await createVerifiedResident(request, email);
  await logInThroughForm(page, email, RESIDENT_PASSWORD);
  await page.goto('/profile');
  await expect(page.getByRole('tab', { name: 'Pending (0)' })).toBeVisible();

  const share = page.getByRole('region', { name: 'Seen a possible breeding site?' });
  const opener = share.getByRole('button', { name: 'Report a breeding site' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Report to Surveillance' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page).toHaveURL(/\/profile$/);

  await opener.click();
  await dialog.getByText('Set the location without the map').click();
  await dialog.getByLabel('Barangay from the list').selectOption('Batasan Hills');
  await dialog.getByRole('button', { name: 'Use this location' }).click();
  await dialog.getByRole('button', { name: 'Use Current Date & Time' }).click();
  await dialog.getByLabel('Report type').selectOption('Uncollected Garbage or Trash');
  const description = `Garbage bags left by the creek for a week (${Date.now()}).`;
  await dialog.getByLabel('Description').fill(description);
  await dialog
    .getByLabel('Photos of the breeding site')
    .setInputFiles([{ name: 'creek.png', mimeType: 'image/png', buffer: tinyPng(0x70, 16) }]);
  const created = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/reports') && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Report', exact: true }).click();
  expect((await created).status()).toBe(201);
  await expect(toast(page, REPORT_FORM_MESSAGES.created)).toBeVisible();
  await expect(dialog).toBeHidden();

  // Still on /profile, which read the reports again: the new one waits for review.
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByRole('tab', { name: 'Pending (1)' }).click();
  const pending = page.getByRole('tabpanel');
  await expect(pending.getByRole('article')).toHaveCount(1);
  await expect(pending).toContainText(description);
  await expect(pending.getByTestId('status-badge')).toHaveText(['Pending Review']);
});
