import { expect, test } from '@playwright/test';
import { logInThroughForm, SUPERADMIN } from './support/accounts';
import { seriousViolations } from './support/axe';

test.describe('accessibility of the account screens', () => {
  for (const path of ['/login', '/signup', '/forgot-password']) {
    test(`axe finds no serious or critical violations on ${path}`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      try {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await seriousViolations(page), `axe on ${path}`).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  test('axe finds no serious or critical violations on /otp', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    try {
      // The OTP page needs the e-mail in its navigation state, as sign-up leaves it.
      await page.goto('/login');
      await page.evaluate(() => {
        window.history.replaceState({ usr: { email: 'axe@e2e.test' }, key: 'axe', idx: 0 }, '', '/otp');
      });
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Verify your e-mail' })).toBeVisible();
      expect(await seriousViolations(page), 'axe on /otp').toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('axe finds no serious or critical violations on the superadmin users page and its dialogs', async ({
    browser,
    baseURL,
  }) => {
    // A log-in and three axe scans of the console: about 30 s on a busy two-core machine.
    test.setTimeout(60_000);
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    try {
      await logInThroughForm(page, SUPERADMIN.email, SUPERADMIN.password);
      await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
      await expect(page.getByTestId('stat-total')).toHaveText(/^\d+$/);
      expect(await seriousViolations(page), 'axe on /superadmin/users').toEqual([]);

      await page.getByRole('button', { name: 'Logout' }).click();
      await expect(page.getByRole('dialog', { name: 'Confirm Logout' })).toBeVisible();
      expect(await seriousViolations(page, 'dialog'), 'axe on the logout dialog').toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(page.getByRole('button', { name: 'Logout' })).toBeFocused();

      await page
        .getByRole('navigation', { name: 'Superadmin' })
        .getByRole('link', { name: 'Admins' })
        .click();
      await page.getByRole('button', { name: 'Create New Admin' }).click();
      await expect(page.getByRole('dialog', { name: 'Create New Admin' })).toBeVisible();
      expect(await seriousViolations(page, 'dialog'), 'axe on the Create New Admin wizard').toEqual([]);
    } finally {
      await context.close();
    }
  });
});
