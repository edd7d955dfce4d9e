import { expect, test } from '@playwright/test';
import {
  boxValues,
  codeFromMail,
  createVerifiedResident,
  logInThroughForm,
  mailCount,
  pasteInto,
  RESIDENT_PASSWORD,
  STRONG_PASSWORD,
  toast,
  typeCode,
  uniqueEmail,
  usernameFrom,
} from './support/accounts';

test.describe('resident accounts', () => {
  test('sign up, verify the e-mailed code, log in with Remember Me, keep the session, log out', async ({
    page,
    browser,
    baseURL,
  }) => {
    // Sign-up, an e-mailed code, three sign-ins and a second browser: a long journey on a shared machine.
    test.slow();
    const email = uniqueEmail('signup');
    const username = usernameFrom(email);

    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible();
    const submit = page.getByRole('button', { name: 'Sign up' });
    await expect(submit).toBeDisabled();
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(RESIDENT_PASSWORD);
    await page.getByLabel('Confirm Password').fill(RESIDENT_PASSWORD);
    // Every field filled, terms not yet accepted.
    await expect(submit).toBeDisabled();

    // Ticking the box opens the terms, which must be read to the end before they can be accepted.
    await page.getByLabel('I have read and accept the').click();
    const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
    await expect(terms).toBeVisible();
    const accept = terms.getByRole('button', { name: 'Accept Terms' });
    const scroller = terms.getByRole('region', { name: 'Terms and Conditions text' });
    const needsScroll = await scroller.evaluate((element) => element.scrollHeight > element.clientHeight + 8);
    if (needsScroll) await expect(accept).toBeDisabled();
    await scroller.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await expect(accept).toBeEnabled();
    await accept.click();
    await expect(terms).toBeHidden();
    await expect(page.getByLabel('I have read and accept the')).toBeChecked();
    await expect(submit).toBeEnabled();
    await submit.click();

    await expect(page).toHaveURL(/\/otp$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your e-mail' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByRole('button', { name: /Resend code in \d+s/ })).toBeDisabled();
    const code = await codeFromMail(email);

    // Digits only; typing moves on; Backspace in an empty box goes back.
    await page.getByLabel('Digit 1 of 4').click();
    await page.keyboard.type('a');
    expect(await boxValues(page)).toBe('');
    await page.keyboard.type(code);
    expect(await boxValues(page)).toBe(code);
    await expect(page.getByLabel('Digit 4 of 4')).toBeFocused();
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    expect(await boxValues(page)).toBe(code.slice(0, 2));
    await expect(page.getByLabel('Digit 3 of 4')).toBeFocused();
    // A pasted code fills all four boxes, wherever it is pasted.
    await pasteInto(page, 'Digit 2 of 4', code);
    expect(await boxValues(page)).toBe(code);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(
      toast(page, 'Your account has been created successfully! You can now log in.'),
    ).toBeVisible();

    await logInThroughForm(page, email, RESIDENT_PASSWORD, { rememberMe: true });
    await expect(toast(page, `Welcome, ${username}`)).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
    const menu = page.getByTestId('profile-menu');
    await expect(menu.getByRole('link', { name: new RegExp(username) })).toHaveAttribute('href', '/profile');
    await expect(menu).toContainText(email);
    const stored = await page.evaluate(() => ({
      local: ['user', 'token', 'refreshToken'].map((key) => localStorage.getItem(key) !== null),
      session: ['user', 'token', 'refreshToken'].filter((key) => sessionStorage.getItem(key) !== null),
    }));
    expect(stored).toEqual({ local: [true, true, true], session: [] });

    await page.reload();
    await expect(page.getByTestId('profile-menu')).toContainText(username);

    // Another tab of the same browser, and a new browser with the same stored state, are signed in too.
    const secondTab = await page.context().newPage();
    await secondTab.goto('/about');
    await expect(secondTab.getByTestId('profile-menu')).toContainText(username);
    await secondTab.close();
    const restored = await browser.newContext({ baseURL, storageState: await page.context().storageState() });
    const restoredPage = await restored.newPage();
    await restoredPage.goto('/community');
    await expect(restoredPage.getByTestId('profile-menu')).toContainText(username);
    await restored.close();

    await menu.getByRole('button', { name: 'Logout' }).click();
    await expect(toast(page, 'Logged out successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('banner').getByText('Guest')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('without Remember Me the session lives in this tab only', async ({ page, request }) => {
    const email = uniqueEmail('session');
    await createVerifiedResident(request, email);

    await logInThroughForm(page, email, RESIDENT_PASSWORD);
    await expect(page).toHaveURL(/\/home$/);
    const stored = await page.evaluate(() => ({
      session: ['user', 'token', 'refreshToken'].map((key) => sessionStorage.getItem(key) !== null),
      local: ['user', 'token', 'refreshToken'].filter((key) => localStorage.getItem(key) !== null),
    }));
    expect(stored).toEqual({ session: [true, true, true], local: [] });

    // A reload of the same tab keeps session storage; a new tab starts without it.
    await page.reload();
    await expect(page.getByTestId('profile-menu')).toContainText(usernameFrom(email));
    const otherTab = await page.context().newPage();
    await otherTab.goto('/home');
    await expect(otherTab.getByRole('banner').getByText('Guest')).toBeVisible();
    await expect(otherTab.getByTestId('profile-menu')).toHaveCount(0);
    await otherTab.close();

    // A resident may not open the admin area.
    await page.goto('/admin/dashboard');
    await expect(toast(page, "You don't have permission to access this page.")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('log-in refusals and an unverified account sent to its code', async ({ page, request }) => {
    const email = uniqueEmail('unverified');
    const registered = await request.post('/api/v1/auth/register', {
      data: {
        email,
        username: usernameFrom(email),
        password: RESIDENT_PASSWORD,
        confirmPassword: RESIDENT_PASSWORD,
      },
    });
    expect(registered.status()).toBe(201);

    await page.goto('/login');
    const submit = page.getByRole('button', { name: 'Log in' });
    await expect(submit).toBeDisabled();
    await page.getByLabel('Email').fill(email);
    await expect(submit).toBeDisabled();
    await page.getByLabel('Password', { exact: true }).fill('wrong-password-1');
    await submit.click();
    await expect(toast(page, 'Login failed. Please check your credentials.')).toBeVisible();

    // The right password on an account that was never verified: a code goes out (or one just went out,
    // and the countdown says when another may) and the OTP page opens.
    await page.getByLabel('Password', { exact: true }).fill(RESIDENT_PASSWORD);
    await submit.click();
    await expect(page).toHaveURL(/\/otp$/);
    await expect(
      page.getByText('Account registration was not completed. Please verify your email to continue.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /Resend code in \d+s/ })).toBeDisabled();
    const code = await codeFromMail(email);
    await typeCode(page, code === '0000' ? '1111' : '0000');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByLabel('Digit 1 of 4')).toHaveAttribute('aria-invalid', 'true');
    await pasteInto(page, 'Digit 1 of 4', code);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(
      toast(page, 'Your account has been created successfully! You can now log in.'),
    ).toBeVisible();
  });

  test('the OTP page without an e-mail sends the person to log in', async ({ page }) => {
    await page.goto('/otp');
    await expect(toast(page, 'No email found. Please try logging in again.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('forgot password: e-mail, code (red on a wrong one), every rule listed, new password, log in', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('reset');
    await createVerifiedResident(request, email);
    const before = await mailCount(email);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByText('Step 1 of 3')).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(toast(page, 'Password reset email sent successfully!')).toBeVisible();
    await expect(page.getByText('Step 2 of 3')).toBeVisible();

    const code = await codeFromMail(email, before);
    await typeCode(page, code === '0000' ? '1111' : '0000');
    await page.getByRole('button', { name: 'Verify code' }).click();
    await expect(toast(page, 'Failed to verify OTP')).toBeVisible();
    for (let index = 1; index <= 4; index += 1) {
      await expect(page.getByLabel(`Digit ${index} of 4`)).toHaveAttribute('aria-invalid', 'true');
    }
    await pasteInto(page, 'Digit 1 of 4', code);
    await page.getByRole('button', { name: 'Verify code' }).click();
    await expect(page.getByText('Step 3 of 3')).toBeVisible();

    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm new password').fill('different');
    await page.getByRole('button', { name: 'Reset password' }).click();
    const problems = page.getByRole('alert').filter({ hasText: 'Needs a special character' });
    for (const message of [
      'Must be at least 8 characters',
      'Needs an uppercase letter',
      'Needs a number',
      'Needs a special character',
    ]) {
      await expect(problems).toContainText(message);
    }
    await expect(problems).not.toContainText('Needs a lowercase letter');
    await expect(page.getByRole('alert').filter({ hasText: 'Passwords do not match' })).toBeVisible();

    await page.getByLabel('New password', { exact: true }).fill(STRONG_PASSWORD);
    await page.getByLabel('Confirm new password').fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(toast(page, 'Password has been reset successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await logInThroughForm(page, email, STRONG_PASSWORD);
    await expect(page).toHaveURL(/\/home$/);
  });
});

test.describe('guards', () => {
  test('a visitor at /superadmin/users is asked to log in and lands on /login', async ({ page }) => {
    await page.goto('/superadmin/users');
    await expect(toast(page, 'Please log in to access this page.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  });

  test('a visitor at /profile is asked to log in', async ({ page }) => {
    await page.goto('/profile');
    await expect(toast(page, 'Please log in to access this page.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});
