import { expect, type Page, test } from '@playwright/test';
import {
  codeFromMail,
  createActiveAdmin,
  createVerifiedResident,
  logInThroughForm,
  RESIDENT_PASSWORD,
  STRONG_PASSWORD,
  SUPERADMIN,
  toast,
  typeCode,
  uniqueEmail,
  usernameFrom,
} from './support/accounts';

async function openAdmins(page: Page) {
  await page.getByRole('navigation', { name: 'Superadmin' }).getByRole('link', { name: 'Admins' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Management' })).toBeVisible();
}

function rowOf(page: Page, email: string) {
  return page.getByRole('row').filter({ hasText: email });
}

test.describe('superadmin area', () => {
  test('the superadmin creates an admin with the wizard; the admin logs in to the admin dashboard', async ({
    page,
    browser,
    baseURL,
  }) => {
    // Two sign-ins, a four-step wizard and an e-mailed code: a long journey on a shared machine.
    test.slow();
    const email = uniqueEmail('wizard-admin');
    const username = usernameFrom(email);

    await logInThroughForm(page, SUPERADMIN.email, SUPERADMIN.password);
    await expect(page).toHaveURL(/\/superadmin\/users$/);
    await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
    await expect(page.getByTestId('console-account')).toContainText(SUPERADMIN.email);
    await openAdmins(page);
    // Other specs create many admins: find the superadmin's own row by searching for it.
    await page.getByLabel('Search by username or email').fill(SUPERADMIN.email);
    await expect(rowOf(page, SUPERADMIN.email)).toContainText('No actions');
    await page.getByLabel('Search by username or email').fill('');

    await page.getByRole('button', { name: 'Create New Admin' }).click();
    const wizard = page.getByRole('dialog', { name: 'Create New Admin' });
    await expect(wizard).toBeVisible();
    const next = wizard.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    await wizard.getByLabel('Username').fill(username);
    await wizard.getByLabel('Email').fill(email);
    await wizard.getByLabel('Password', { exact: true }).fill('weakpass');
    await expect(wizard.getByRole('alert').filter({ hasText: 'Needs an uppercase letter' })).toBeVisible();
    await expect(next).toBeDisabled();
    await wizard.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
    await wizard.getByLabel('Confirm Password').fill(`${STRONG_PASSWORD}x`);
    await expect(wizard.getByText('Passwords do not match')).toBeVisible();
    await expect(next).toBeDisabled();
    await wizard.getByLabel('Confirm Password').fill(STRONG_PASSWORD);
    await expect(next).toBeEnabled();
    await next.click();

    await wizard.getByLabel('Your password').fill('not-my-password');
    await wizard.getByRole('button', { name: 'Create Admin' }).click();
    await expect(wizard.getByText('Incorrect super admin password.')).toBeVisible();
    await wizard.getByLabel('Your password').fill(SUPERADMIN.password);
    await wizard.getByRole('button', { name: 'Create Admin' }).click();
    await expect(toast(page, `Verification OTP sent to ${email}`)).toBeVisible();

    await expect(wizard.getByRole('button', { name: /Resend code in \d+s/ })).toBeDisabled();
    const code = await codeFromMail(email);
    await typeCode(page, code);
    await wizard.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(toast(page, 'Email verified successfully!')).toBeVisible();
    await expect(wizard).toBeHidden();

    await page.getByRole('searchbox', { name: 'Search by username or email' }).fill(email);
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(rowOf(page, email)).toContainText('Active');
    await expect(rowOf(page, email)).toContainText('Admin');

    const adminContext = await browser.newContext({ baseURL });
    const admin = await adminContext.newPage();
    await logInThroughForm(admin, email, STRONG_PASSWORD);
    await expect(admin).toHaveURL(/\/admin\/dashboard$/);
    await expect(admin.getByTestId('console-account')).toContainText(username);
    await expect(admin.getByTestId('console-account')).toContainText(email);
    // Staff opening the landing page start in their console instead.
    await admin.goto('/home');
    await expect(admin).toHaveURL(/\/admin\/dashboard$/);
    await admin.getByRole('button', { name: 'Logout' }).click();
    await expect(toast(admin, 'Logged out successfully.')).toBeVisible();
    await expect(admin).toHaveURL(/\/home$/);
    await adminContext.close();
  });

  test('an admin disabled by the superadmin is logged out within 30 seconds', async ({
    page,
    browser,
    baseURL,
  }) => {
    const email = uniqueEmail('disabled-admin');
    await createActiveAdmin(baseURL!, email);

    const adminContext = await browser.newContext({ baseURL });
    const admin = await adminContext.newPage();
    await admin.clock.install();
    await logInThroughForm(admin, email, STRONG_PASSWORD);
    await expect(admin).toHaveURL(/\/admin\/dashboard$/);

    await logInThroughForm(page, SUPERADMIN.email, SUPERADMIN.password);
    await openAdmins(page);
    await page.getByRole('searchbox', { name: 'Search by username or email' }).fill(email);
    await expect(page.getByRole('row')).toHaveCount(2);
    await rowOf(page, email)
      .getByRole('button', { name: /^Disable/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Disable Admin' });
    await expect(dialog.getByLabel('Your password')).toBeFocused();
    await dialog.getByRole('button', { name: 'Disable', exact: true }).click();
    await expect(dialog.getByText('Please enter your password')).toBeVisible();
    await dialog.getByLabel('Your password').fill(SUPERADMIN.password);
    await dialog.getByRole('button', { name: 'Disable', exact: true }).click();
    await expect(toast(page, 'Account disabled successfully')).toBeVisible();
    await expect(rowOf(page, email)).toContainText('Disabled');

    // The admin's page checks the account every 30 s.
    await admin.clock.fastForward(31_000);
    await expect(
      toast(admin, 'Your account has been disabled. Please contact an administrator.'),
    ).toBeVisible();
    await expect(admin).toHaveURL(/\/login$/);
    expect(await admin.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    await adminContext.close();
  });

  test('the superadmin bans, unbans and deletes a resident, resends a code, and finds the archive', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('managed-user');
    await createVerifiedResident(request, email);
    const pendingEmail = uniqueEmail('pending-user');
    const registered = await request.post('/api/v1/auth/register', {
      data: {
        email: pendingEmail,
        username: usernameFrom(pendingEmail),
        password: RESIDENT_PASSWORD,
        confirmPassword: RESIDENT_PASSWORD,
      },
    });
    expect(registered.status()).toBe(201);

    await logInThroughForm(page, SUPERADMIN.email, SUPERADMIN.password);
    await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
    for (const label of ['Total', 'Active', 'Banned', 'Pending']) {
      await expect(page.getByTestId(`stat-${label.toLowerCase()}`)).toHaveText(/^\d+$/);
    }
    const search = page.getByRole('searchbox', { name: 'Search by username or email' });

    await search.fill(email);
    const row = rowOf(page, email);
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(row).toContainText('Active');
    await row.getByRole('button', { name: /^Ban/ }).click();
    const ban = page.getByRole('dialog', { name: 'Ban User' });
    await ban.getByLabel('Your password').fill(SUPERADMIN.password);
    await ban.getByRole('button', { name: 'Ban', exact: true }).click();
    await expect(toast(page, 'User banned successfully')).toBeVisible();
    await expect(row).toContainText('Banned');

    await row.getByRole('button', { name: /^Unban/ }).click();
    const unban = page.getByRole('dialog', { name: 'Unban User' });
    await unban.getByLabel('Your password').fill('wrong-password');
    await unban.getByRole('button', { name: 'Unban', exact: true }).click();
    await expect(unban.getByText('Incorrect super admin password.')).toBeVisible();
    await unban.getByLabel('Your password').fill(SUPERADMIN.password);
    await unban.getByRole('button', { name: 'Unban', exact: true }).click();
    await expect(toast(page, 'User unbanned successfully')).toBeVisible();
    await expect(row).toContainText('Active');

    await row.getByRole('button', { name: /^Delete/ }).click();
    const remove = page.getByRole('dialog', { name: 'Delete User' });
    await remove.getByLabel('Your password').fill(SUPERADMIN.password);
    await remove.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toast(page, 'User account deleted successfully')).toBeVisible();
    await expect(page.getByText('No records found')).toBeVisible();

    // A resident who never entered the sign-up code: Pending, with Resend OTP.
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(search).toHaveValue('');
    await page.getByLabel('Status').selectOption('pending');
    await search.fill(pendingEmail);
    const pendingRow = rowOf(page, pendingEmail);
    await expect(pendingRow).toContainText('Pending');
    await pendingRow.getByRole('button', { name: /^Resend OTP/ }).click();
    await page
      .getByRole('dialog', { name: 'Resend OTP' })
      .getByRole('button', { name: 'Resend OTP', exact: true })
      .click();
    // The sign-up code went out moments ago: the server asks to wait, and the page says so.
    await expect(toast(page, /Please wait \d+ seconds? before requesting a new code\./)).toBeVisible();

    await page.getByRole('link', { name: 'View Archived Users' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Archived Users' })).toBeVisible();
    await expect(rowOf(page, email)).toContainText('Archived');
    await page.getByRole('link', { name: 'Back to User Management' }).click();
    await expect(page).toHaveURL(/\/superadmin\/users$/);

    await page.getByRole('button', { name: 'Logout' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Logout' });
    await expect(confirm).toContainText('Are you sure you want to logout?');
    await confirm.getByRole('button', { name: 'Logout', exact: true }).click();
    await expect(toast(page, 'Logged out successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
  });
});
