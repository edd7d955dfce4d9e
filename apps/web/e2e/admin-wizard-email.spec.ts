import { expect, test } from '@playwright/test';
import { logInThroughForm, SUPERADMIN, uniqueEmail, usernameFrom } from './support/accounts';
import { seriousViolations } from './support/axe';

/**
 * The create-admin wizard refuses a taken e-mail at step 1 (admin section 4), before the superadmin's
 * password is asked for, and accepts any symbol as an admin password's special character.
 */
test('the wizard says a taken e-mail is taken at step 1, and takes Officer#2026a as a password', async ({
  page,
}) => {
  await logInThroughForm(page, SUPERADMIN.email, SUPERADMIN.password);
  await page.getByRole('navigation', { name: 'Superadmin' }).getByRole('link', { name: 'Admins' }).click();
  await page.getByRole('button', { name: 'Create New Admin' }).click();
  const wizard = page.getByRole('dialog', { name: 'Create New Admin' });
  await wizard.getByLabel('Username').fill('Second officer');
  // The superadmin's own address: a live account has it.
  await wizard.getByLabel('Email').fill(SUPERADMIN.email.toUpperCase());
  await wizard.getByLabel('Password', { exact: true }).fill('Officer#2026a');
  await expect(wizard.getByRole('alert').filter({ hasText: 'Needs a special character' })).toHaveCount(0);
  await wizard.getByLabel('Confirm Password').fill('Officer#2026a');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByText('An active account with this email already exists')).toBeVisible();
  await expect(wizard.getByLabel('Email')).toBeFocused();
  await expect(wizard.getByLabel('Your password')).toHaveCount(0);
  expect(await seriousViolations(page, 'dialog')).toEqual([]);

  const email = uniqueEmail('second-officer');
  await wizard.getByLabel('Email').fill(email);
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByLabel('Your password')).toBeVisible();
  expect(usernameFrom(email)).toContain('second-officer');
});
