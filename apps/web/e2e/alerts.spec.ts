import { type APIRequestContext, expect as baseExpect, type Page, request, test } from '@playwright/test';
import {
  createActiveAdmin,
  createVerifiedResident,
  logInThroughForm,
  RESIDENT_PASSWORD,
  STRONG_PASSWORD,
  toast,
  uniqueEmail,
} from './support/accounts';
import { seriousViolations } from './support/axe';

/**
 * Dengue alerts end to end: an admin sends one to a barangay and sees the cooldown; a resident of that
 * barangay sees the banner and the notification; a resident of another barangay sees neither. The tests
 * share the alert, so they run in order in one worker.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });
const PAGE_LOAD = { timeout: 30_000 };

const TARGET = 'Batasan Hills';
const ELSEWHERE = 'Culiat';
const MESSAGE = `Dengue cases are rising in ${TARGET}. Remove standing water today. (${Date.now()})`;

/** Logs in through the API and chooses the resident's home barangay the way /profile does. */
async function chooseHome(api: APIRequestContext, email: string, barangay: string) {
  const login = await api.post('/api/v1/auth/login', { data: { email, password: RESIDENT_PASSWORD } });
  baseExpect(login.ok(), await login.text()).toBe(true);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const list = (await (await api.get('/api/v1/barangays/get-all-barangays-for-user')).json()) as {
    data: { _id: string; name: string }[];
  };
  const id = list.data.find((b) => b.name === barangay)!._id;
  const set = await api.patch('/api/v1/accounts/me/home-barangay', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: { barangayId: id },
  });
  baseExpect(set.ok(), await set.text()).toBe(true);
}

async function openAlertsTab(page: Page) {
  await page.goto('/admin/cea?tab=alerts');
  await expect(page.getByRole('tab', { name: 'Dengue Alerts' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Recent Alerts' })).toBeVisible(PAGE_LOAD);
}

test.describe('dengue alerts', () => {
  const adminEmail = uniqueEmail('alerts-admin');
  const nearEmail = uniqueEmail('alerts-near');
  const farEmail = uniqueEmail('alerts-far');

  test.beforeAll(async ({ baseURL }) => {
    await createActiveAdmin(baseURL!, adminEmail);
    const api = await request.newContext({ baseURL });
    try {
      await createVerifiedResident(api, nearEmail);
      await createVerifiedResident(api, farEmail);
      await chooseHome(api, nearEmail, TARGET);
      await chooseHome(api, farEmail, ELSEWHERE);
    } finally {
      await api.dispose();
    }
  });

  test('an admin sends an alert to a barangay and sees the cooldown; axe finds nothing', async ({ page }) => {
    await logInThroughForm(page, adminEmail, STRONG_PASSWORD);
    await openAlertsTab(page);
    baseExpect(await seriousViolations(page, 'main')).toEqual([]);

    await page.getByRole('button', { name: 'What does a Dengue Alert do?' }).click();
    const guide = page.getByRole('dialog', { name: 'What does a Dengue Alert do?' });
    await expect(guide).toContainText('notifies mobile users in the affected barangay');
    await guide.getByRole('button', { name: /close/i }).first().click();

    await page.getByRole('button', { name: 'Send Dengue Alert' }).click();
    // Sending without anything says what is missing, with the server's own messages.
    await page.getByRole('button', { name: 'Send Alert', exact: true }).click();
    await expect(page.getByText('Please enter the alert message.')).toBeVisible();
    await expect(page.getByText('Please select at least one barangay.')).toBeVisible();

    await page.getByLabel('Message').fill(MESSAGE);
    await page.getByLabel('Search barangays').fill('batasan');
    await page.getByRole('checkbox', { name: TARGET }).check();
    await expect(page.getByRole('button', { name: `Remove ${TARGET}` })).toBeVisible();
    await expect(page.getByTestId('alert-audience')).toHaveText('1 resident will be notified.');
    baseExpect(await seriousViolations(page, 'main')).toEqual([]);

    await page.getByRole('button', { name: 'Send Alert', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Send Alert' });
    await expect(confirm).toContainText(MESSAGE);
    await confirm.getByRole('button', { name: 'Confirm Send Alert', exact: true }).click();
    await expect(toast(page, 'Alert sent')).toBeVisible();

    const cooldown = page.getByRole('button', { name: /^Cooldown: \d+s$/ });
    await expect(cooldown).toBeDisabled();
    await expect(page.getByText(/^Please wait \d+ seconds before sending another alert$/)).toBeVisible();
    // The cooldown comes from the server: a reload still shows it.
    await page.reload();
    await expect(page.getByRole('button', { name: /^Cooldown: \d+s$/ })).toBeDisabled(PAGE_LOAD);

    const row = page.getByTestId('alert-row').filter({ hasText: MESSAGE });
    await expect(row).toContainText(TARGET);
    await row.getByRole('button', { name: /^Details of the alert/ }).click();
    const details = page.getByRole('dialog', { name: 'Alert Details' });
    await expect(details.getByTestId('alert-details')).toContainText('Residents notified');
    await expect(details.getByTestId('alert-details')).toContainText(TARGET);
    baseExpect(await seriousViolations(page)).toEqual([]);
  });

  test('a resident of that barangay sees the banner and the notification', async ({ page }) => {
    await logInThroughForm(page, nearEmail, RESIDENT_PASSWORD);
    await page.goto('/home');
    const banner = page.getByTestId('alert-banner').filter({ hasText: MESSAGE });
    await expect(banner).toBeVisible(PAGE_LOAD);
    await page.goto('/mapping');
    await expect(banner).toBeVisible(PAGE_LOAD);

    await page.goto('/profile');
    const notice = page.getByTestId('notification').filter({ hasText: MESSAGE });
    await expect(notice).toBeVisible(PAGE_LOAD);
    await expect(notice).toContainText('Dengue alert');
    await expect(page.getByLabel('Home barangay')).toHaveValue(/.+/);
    await expect(page.getByRole('button', { name: 'Turn on alerts on this device' })).toBeVisible();

    await page.goto('/home');
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(PAGE_LOAD);
    await expect(page.getByTestId('alert-banner').filter({ hasText: MESSAGE })).toHaveCount(0);
  });

  test('a resident of another barangay sees neither', async ({ page }) => {
    await logInThroughForm(page, farEmail, RESIDENT_PASSWORD);
    await page.goto('/profile');
    await expect(page.getByLabel('Home barangay')).toHaveValue(/.+/, PAGE_LOAD);
    // The list has loaded (its empty text: this resident has no notice at all) before counting.
    await expect(page.getByText('Loading notifications...')).toBeHidden();
    await expect(page.getByText(/^No notifications yet\./)).toBeVisible();
    await expect(page.getByTestId('notification').filter({ hasText: MESSAGE })).toHaveCount(0);
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(PAGE_LOAD);
    await expect(page.getByTestId('alert-banner')).toHaveCount(0);
  });
});
