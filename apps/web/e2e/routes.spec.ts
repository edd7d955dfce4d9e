import { expect as baseExpect, type Page, test } from '@playwright/test';
import { pageAs, ROLES, type RoleName } from './support/roles';
import { concretePath, type Layout, openPath, outcomeFor, ROUTES } from './support/route-table';

/**
 * Every path of both route tables, opened by a visitor, a resident, an admin and the superadmin: the
 * screen renders in its layout, or the guard or the landing page sends the person where the spec says.
 */

// Redirects wait for the guarded area's code and the shared test machine is slow: 5 s is not enough.
const expect = baseExpect.configure({ timeout: 15_000 });

/** The whole address, nothing before or after (a query string included). */
const exactly = (url: string) => new RegExp(`^${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/**
 * Keeps the text of every toast the page shows. A guard's toast starts its 3 s while the login screen's
 * code is still downloading, so on a slow machine it can be gone before the URL has changed.
 */
function recordToasts(page: Page) {
  return page.addInitScript(() => {
    const seen = new Set<string>();
    (window as unknown as { seenToasts: Set<string> }).seenToasts = seen;
    new MutationObserver(() => {
      for (const element of document.querySelectorAll('section[aria-label$="Alt+T"] li')) {
        if (element.textContent) seen.add(element.textContent);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

const seenToasts = (page: Page) =>
  page.evaluate(() => [...(window as unknown as { seenToasts: Set<string> }).seenToasts]);

/** The layout around the screen: its navigation, or the auth pages' way back. */
async function expectLayout(page: Page, layout: Layout, role: RoleName) {
  if (layout === 'auth') {
    await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    return;
  }
  if (layout === 'admin' || layout === 'superadmin') {
    const name = layout === 'admin' ? 'Admin' : 'Superadmin';
    await expect(page.getByRole('navigation', { name })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    return;
  }
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  // A signed-in resident has the profile menu; anyone else, staff included, is a Guest with Login.
  const banner = page.getByRole('banner');
  if (role === 'resident') {
    await expect(banner.getByTestId('profile-menu')).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Login' })).toHaveCount(0);
  } else {
    await expect(banner.getByText('Guest', { exact: true })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  }
}

test.describe.configure({ timeout: 60_000 });

for (const role of ROLES) {
  test.describe(`as ${role === 'resident' ? 'a resident (role user)' : `the ${role}`}`, () => {
    for (const route of ROUTES) {
      const expected = outcomeFor(route, role);
      const verdict = expected.url === (route.lands ?? route.path) ? 'renders' : `goes to ${expected.url}`;
      test(`${route.path} ${verdict}`, async ({ browser, baseURL }) => {
        const path = await concretePath(route, baseURL!);
        const outcome = outcomeFor(route, role, path);
        const page = await pageAs(browser, baseURL, role);
        try {
          await recordToasts(page);
          await openPath(page, route, path);
          await expect(page).toHaveURL(exactly(baseURL + outcome.url));
          if (outcome.message)
            await expect
              .poll(() => seenToasts(page))
              .toContainEqual(expect.stringContaining(outcome.message));
          await expect(
            page.getByRole('heading', { level: 1, name: outcome.heading, exact: true }),
          ).toBeVisible();
          await expect(page.getByRole('main')).toBeVisible();
          await expectLayout(page, outcome.layout, role);
        } finally {
          await page.close();
        }
      });
    }

    test('/otp without an e-mail to verify goes to /login and says why', async ({ browser, baseURL }) => {
      const page = await pageAs(browser, baseURL, role);
      try {
        await recordToasts(page);
        await page.goto('/otp');
        await expect(page).toHaveURL(exactly(`${baseURL}/login`));
        await expect
          .poll(() => seenToasts(page))
          .toContainEqual(expect.stringContaining('No email found. Please try logging in again.'));
        await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
      } finally {
        await page.close();
      }
    });
  });
}
