import { expect, test } from '@playwright/test';
import {
  codeFromMail,
  pasteInto,
  RESIDENT_PASSWORD,
  toast,
  typeCode,
  uniqueEmail,
  usernameFrom,
} from './support/accounts';

/**
 * The words a person meets between sign-up and the first log-in: a wrong code says it is wrong and how many
 * tries remain, a log-in right after sign-up points to the code just sent (not to a refused resend), and the
 * red toast of a wrong try leaves when the right code succeeds.
 */
test('sign-up code: log in right away, a wrong code, then the right one', async ({ page, request }) => {
  const email = uniqueEmail('codewords');
  const registered = await request.post('/api/v1/auth/register', {
    data: {
      email,
      username: usernameFrom(email),
      password: RESIDENT_PASSWORD,
      confirmPassword: RESIDENT_PASSWORD,
    },
  });
  expect(registered.status()).toBe(201);
  const code = await codeFromMail(email);

  // Logging in seconds after sign-up: the code already sent is the one to use.
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(RESIDENT_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/otp$/);
  await expect(
    toast(page, 'We e-mailed you a code a moment ago. Enter it to finish signing up.'),
  ).toBeVisible();
  await expect(toast(page, /Please wait/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Resend code in \d+s/ })).toBeDisabled();

  await typeCode(page, code === '0000' ? '1111' : '0000');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  const wrong = 'The code is wrong. You have 4 tries left.';
  await expect(toast(page, wrong)).toBeVisible();
  await expect(page.locator('#otp-error')).toHaveText(wrong);

  await pasteInto(page, 'Digit 1 of 4', code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(toast(page, 'Your account has been created successfully! You can now log in.')).toBeVisible();
  // Well within the red toast's own display time: it must have been closed, not have run out.
  await expect(toast(page, wrong)).toHaveCount(0, { timeout: 1500 });
});
