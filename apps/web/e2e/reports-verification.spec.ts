import { FALLBACK_LABEL_POINTS } from '@dengue/core';
import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { createActiveAdmin, logInThroughForm, STRONG_PASSWORD, toast, uniqueEmail } from './support/accounts';
import { seriousViolations } from './support/axe';
import { newResident, type Resident } from './support/community-data';
import { tinyPng } from './support/images';
import { blockTiles } from './support/map-data';

/**
 * /admin/reportsverification on the real API: an officer clears three reports with the keyboard alone
 * (V or R, then Enter on the confirmation), undoes one, and validates two at once with the row selection.
 * The reports are filed in Novaliches Proper as uncollected garbage, which no other spec reports there (the
 * picker spec files stagnant water in it), and the grid is filtered to both through the URL, so reports of
 * specs running in parallel never show.
 */
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });
const BARANGAY = 'Novaliches Proper';
const REPORT_TYPE = 'Uncollected Garbage or Trash';
const [LNG, LAT] = FALLBACK_LABEL_POINTS[BARANGAY]!;

async function fileReport(
  request: APIRequestContext,
  resident: Resident,
  minutesAgo: number,
  isAnonymous = false,
) {
  const form = new FormData();
  form.set('barangay', BARANGAY);
  form.set('specific_location[type]', 'Point');
  form.set('specific_location[coordinates][0]', String(LNG));
  form.set('specific_location[coordinates][1]', String(LAT));
  form.set('date_and_time', new Date(Date.now() - minutesAgo * 60_000).toISOString());
  form.set('report_type', REPORT_TYPE);
  form.set('description', `Garbage pile seen ${minutesAgo} minutes ago near the chapel.`);
  form.set('isAnonymous', String(isAnonymous));
  form.append(
    'images',
    new Blob([new Uint8Array(tinyPng(80 + minutesAgo, 32))], { type: 'image/png' }),
    'pile.png',
  );
  const created = await request.post('/api/v1/reports', {
    headers: { Authorization: `Bearer ${resident.token}` },
    multipart: form,
  });
  expect(created.status(), await created.text()).toBe(201);
}

const dataRows = (page: Page) =>
  page.getByRole('table', { name: 'Reports to verify' }).locator('tbody tr[data-row]');

async function settled(page: Page) {
  await expect(page.getByText('Updating data...')).toBeHidden();
  await expect(page.getByText('Loading reports...')).toBeHidden();
}

test('an officer clears three reports by keyboard, undoes one and validates two at once', async ({
  page,
  request,
  baseURL,
}) => {
  const adminEmail = uniqueEmail('verifier');
  await createActiveAdmin(baseURL!, adminEmail);
  const resident = await newResident(request, 'verify-author');
  for (let n = 1; n <= 5; n += 1) await fileReport(request, resident, n * 10, n === 1);

  await blockTiles(page);
  await logInThroughForm(page, adminEmail, STRONG_PASSWORD);
  const filters = new URLSearchParams({ status: 'Pending', barangay: BARANGAY, type: REPORT_TYPE });
  await page.goto(`/admin/reportsverification?${filters}`);
  await expect(page.getByRole('heading', { name: 'Reports Verification' })).toBeVisible({ timeout: 30_000 });
  await expect(dataRows(page)).toHaveCount(5);
  await expect(page.getByLabel('Status')).toHaveValue('Pending');
  // Newest first; the anonymous report's author is named for staff, tagged.
  await expect(dataRows(page).first()).toContainText(`${resident.username} (Anonymous)`);
  await expect(page.getByRole('region', { name: 'Keyboard shortcuts' })).toContainText('V verify');
  expect(await seriousViolations(page)).toEqual([]);

  // Enter opens the report: photo evidence, the map link to OpenStreetMap at the report's point.
  await dataRows(page).first().focus();
  await page.keyboard.press('ArrowDown');
  await expect(dataRows(page).nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: 'Report Details' });
  await expect(details.getByText('Posted Anonymously')).toBeVisible();
  await expect(details.getByRole('link', { name: /Open in map service/ })).toHaveAttribute(
    'href',
    `https://www.openstreetmap.org/?mlat=${LAT}&mlon=${LNG}#map=18/${LAT}/${LNG}`,
  );
  await details.getByRole('button', { name: 'Enlarge photo 1 of 1' }).click();
  await expect(details.getByRole('button', { name: 'Back to all photos' })).toBeVisible();
  expect(await seriousViolations(page, 'dialog')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(dataRows(page).first()).toBeFocused();

  // V, Enter; R, Enter; V, Enter: each decided report leaves the Pending list and focus stays in the grid.
  const decide = async (key: 'v' | 'r', title: string, message: string, left: number) => {
    await page.keyboard.press(key);
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog.getByRole('button', { name: /^Confirm / })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toast(page, message).last()).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(dataRows(page)).toHaveCount(left);
    await settled(page);
    await expect(dataRows(page).first()).toBeFocused();
  };
  await decide('v', 'Verify Report', 'Report verified successfully!', 4);
  await decide('r', 'Reject Report', 'Report rejected successfully!', 3);
  await decide('v', 'Verify Report', 'Report verified successfully!', 2);

  // Undo the rejection: U on its row, under every status.
  await page.getByLabel('Status').selectOption('');
  await expect(page).not.toHaveURL(/status=/);
  await expect(dataRows(page)).toHaveCount(5);
  await settled(page);
  const rejected = dataRows(page).filter({ hasText: 'Rejected' });
  await rejected.focus();
  await page.keyboard.press('u');
  await expect(toast(page, 'Report status reverted to Pending successfully!')).toBeVisible();
  await expect(dataRows(page).filter({ hasText: 'Rejected' })).toHaveCount(0);

  // Select two pending reports with Space and validate them in one call.
  await page.getByLabel('Status').selectOption('Pending');
  await expect(dataRows(page)).toHaveCount(3);
  await settled(page);
  await dataRows(page).first().focus();
  await page.keyboard.press(' ');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press(' ');
  const bulk = page.getByRole('button', { name: 'Validate selected (2)' });
  await expect(bulk).toBeEnabled();
  await bulk.click();
  await expect(toast(page, '2 reports validated.')).toBeVisible();
  await expect(dataRows(page)).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Validate selected (0)' })).toBeDisabled();

  // Under Validated: four, the undo offered on each (they were decided in this browser within the hour).
  await page.getByLabel('Status').selectOption('Validated');
  await expect(dataRows(page)).toHaveCount(4);
  await expect(page.getByRole('button', { name: /^Undo / })).toHaveCount(4);
});
