import { expect, type Page, test } from '@playwright/test';
import { createVerifiedResident, logInThroughForm, SUPERADMIN, toast, uniqueEmail } from './support/accounts';

/** An unsigned token in the JWT shape the browser reads (role and expiry); the server will refuse it. */
function forgedToken(role: string, expiresInSeconds: number): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'x', role, exp })}.forged`;
}

function countRefreshes(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/auth/refresh-token')) count += 1;
  });
  return () => count;
}

test.describe('session renewal', () => {
  test('an expired access token is renewed with the refresh token before a guarded page opens', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('renew');
    await createVerifiedResident(request, email);
    await logInThroughForm(page, email, 'mosquito42', { rememberMe: true });
    const refreshBefore = await page.evaluate(() => localStorage.getItem('refreshToken'));

    const refreshes = countRefreshes(page);
    await page.evaluate((token) => localStorage.setItem('token', token), forgedToken('user', -60));
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    expect(refreshes()).toBe(1);
    const after = await page.evaluate(() => ({
      token: localStorage.getItem('token'),
      refreshToken: localStorage.getItem('refreshToken'),
    }));
    expect(after.refreshToken).not.toBe(refreshBefore);
    expect(after.token?.endsWith('.forged')).toBe(false);
  });

  test('calls refused with 401 share one refresh and are retried', async ({ page }) => {
    await logInThroughForm(page, SUPERADMIN.email, SUPERADMIN.password);
    await expect(page.getByTestId('stat-total')).toHaveText(/^\d+$/);

    // A token the browser believes (right role, not expired) but the server refuses: the page's first
    // calls (the account list and the account check) all get 401 at once.
    const refreshes = countRefreshes(page);
    await page.evaluate((token) => sessionStorage.setItem('token', token), forgedToken('superadmin', 600));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
    await expect(page.getByTestId('stat-total')).toHaveText(/^\d+$/);
    await expect(page.getByText('Error loading users')).toHaveCount(0);
    expect(refreshes()).toBe(1);
    expect(await page.evaluate(() => sessionStorage.getItem('token')?.endsWith('.forged'))).toBe(false);
  });

  test('a refresh token that no longer works ends the session with the expiry message', async ({ page }) => {
    await logInThroughForm(page, SUPERADMIN.email, SUPERADMIN.password);
    await expect(page).toHaveURL(/\/superadmin\/users$/);
    await page.evaluate(
      (token) => {
        sessionStorage.setItem('token', token);
        sessionStorage.setItem('refreshToken', 'not-a-real-refresh-token');
      },
      forgedToken('superadmin', -60),
    );
    await page.reload();
    await expect(toast(page, 'Your session has expired. Please log in again.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('user'))).toBeNull();
  });
});
