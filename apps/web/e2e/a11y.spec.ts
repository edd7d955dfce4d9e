import { expect as baseExpect, type Page, test } from '@playwright/test';
import { toast, usernameFrom } from './support/accounts';
import { seriousViolations } from './support/axe';
import { accountFor, openAs, pageAs, ROLES, type RoleName } from './support/roles';
import {
  concretePath,
  type Heading,
  openPath,
  outcomeFor,
  ROUTES,
  type RouteCase,
  reportsFor,
} from './support/route-table';

/**
 * WCAG 2.2 AA (issue 7): axe-core finds no serious or critical violation on any page, for each role that
 * can open it, nor in the main dialogs.
 */

// Redirects wait for the guarded area's code and the shared test machine is slow: 5 s is not enough.
const expect = baseExpect.configure({ timeout: 15_000 });

/** Serious and critical violations as `rule: selector (help)`, one per element, so a failure says where. */

/** The screen is drawn and its data has arrived (no request for half a second). */
async function settle(page: Page, heading: Heading) {
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/**
 * The pages `role` can open where they are (a redirect is checked on the page it leads to). The auth
 * pages neither show nor read the session, so the visitor's run covers them for everyone.
 */
function pagesFor(role: RoleName): RouteCase[] {
  return ROUTES.filter((route) => {
    if (route.lands) return false;
    if (route.layout === 'auth' && role !== 'visitor') return false;
    return outcomeFor(route, role).url === route.path;
  });
}

test.describe.configure({ timeout: 90_000 });

for (const role of ROLES) {
  test.describe(`axe as ${role === 'resident' ? 'a resident (role user)' : `the ${role}`}`, () => {
    for (const route of pagesFor(role)) {
      test(`no serious or critical violations on ${route.path}`, async ({ browser, baseURL }) => {
        // The feed, the map and the profile show the worker's reports rather than their empty states.
        await reportsFor(baseURL!);
        const path = await concretePath(route, baseURL!);
        const { heading } = outcomeFor(route, role, path);
        const page = await pageAs(browser, baseURL, role);
        try {
          await openPath(page, route, path);
          await settle(page, heading);
          expect(await seriousViolations(page), `axe on ${path} as ${role}`).toEqual([]);
        } finally {
          await page.close();
        }
      });
    }
  });
}

test.describe('axe with dialogs and messages open', () => {
  test('the login page showing a field error and a failed login', async ({ browser, baseURL }) => {
    const page = await pageAs(browser, baseURL, 'visitor');
    try {
      await page.goto('/login');
      await settle(page, 'Log in');
      await page.getByLabel('Email').fill('not-an-email');
      await page.getByLabel('Password', { exact: true }).fill('whatever1');
      await page.getByRole('button', { name: 'Log in' }).click();
      const emailField = page.getByLabel('Email');
      await expect(emailField).toHaveAttribute('aria-invalid', 'true');
      expect(await seriousViolations(page), 'axe on /login with a field error').toEqual([]);

      await emailField.fill('nobody-here@e2e.test');
      await page.getByRole('button', { name: 'Log in' }).click();
      const refused = toast(page, 'Login failed. Please check your credentials.');
      await expect(refused).toBeVisible();
      // The toast fades in; axe measures contrast through the fading opacity, so check it fully drawn.
      await expect(refused).toHaveCSS('opacity', '1');
      expect(await seriousViolations(page), 'axe on /login after a refused login').toEqual([]);
    } finally {
      await page.close();
    }
  });

  test('the Terms and Conditions dialog of sign-up', async ({ browser, baseURL }) => {
    const page = await pageAs(browser, baseURL, 'visitor');
    try {
      await page.goto('/signup');
      await settle(page, 'Sign up');
      await page.getByRole('button', { name: 'Terms and Conditions' }).click();
      await expect(page.getByRole('dialog', { name: 'Terms and Conditions' })).toBeVisible();
      expect(await seriousViolations(page, 'dialog[open]'), 'axe on the sign-up terms dialog').toEqual([]);
    } finally {
      await page.close();
    }
  });

  // The footer is the same for everyone; a resident's page has the most in its top bar.
  for (const role of ['visitor', 'resident'] as const) {
    test(`the footer's Terms and Privacy and Install App dialogs (${role})`, async ({ browser, baseURL }) => {
      const page = await pageAs(browser, baseURL, role);
      try {
        await page.goto('/buzzline');
        await settle(page, 'BuzzLine');
        const footer = page.getByRole('contentinfo');

        await footer.getByRole('button', { name: 'Terms and Privacy' }).click();
        const terms = page.getByRole('dialog', { name: 'Terms and Privacy' });
        await expect(terms).toBeVisible();
        expect(await seriousViolations(page, 'dialog[open]'), 'axe on the Terms and Privacy dialog').toEqual(
          [],
        );
        await page.keyboard.press('Escape');
        await expect(terms).toBeHidden();

        await footer.getByRole('button', { name: 'Install App' }).click();
        const install = page.getByRole('dialog', { name: 'Install Dengue Watch QC on Android' });
        await expect(install).toBeVisible();
        await expect(install.getByRole('img', { name: /^QR code that opens / })).toBeVisible();
        expect(await seriousViolations(page, 'dialog[open]'), 'axe on the Install App dialog').toEqual([]);
      } finally {
        await page.close();
      }
    });
  }

  test("a screen whose code cannot be downloaded: 'Failed to Load Component'", async ({
    browser,
    baseURL,
  }) => {
    const page = await pageAs(browser, baseURL, 'visitor');
    try {
      // Routing turns the HTTP cache off for this page, so the chunk is really requested (and refused).
      await page.route(/\/assets\/about-page-[^/]+\.js(\?.*)?$/, (route) => route.abort('failed'));
      await page.goto('/about');
      // Three retries, 1 s + 2 s + 3 s apart.
      await expect(page.getByRole('heading', { level: 1, name: 'Failed to Load Component' })).toBeVisible({
        timeout: 30_000,
      });
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
      expect(await seriousViolations(page), "axe on 'Failed to Load Component'").toEqual([]);
    } finally {
      await page.close();
    }
  });

  test('the Report to Surveillance form, open, for a resident', async ({ browser, baseURL }) => {
    const page = await pageAs(browser, baseURL, 'resident');
    try {
      await page.goto('/community');
      await settle(page, 'Community');
      await page.getByRole('button', { name: 'Report a breeding site' }).click();
      await expect(page.getByRole('dialog', { name: 'Report to Surveillance' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(
        await seriousViolations(page, 'dialog[open]'),
        'axe on the Report to Surveillance dialog',
      ).toEqual([]);
    } finally {
      await page.close();
    }
  });

  test('the comments of a post, open, for a resident', async ({ browser, baseURL }) => {
    await reportsFor(baseURL!);
    const author = usernameFrom((await accountFor(baseURL!, 'resident')).email);
    const page = await pageAs(browser, baseURL, 'resident');
    try {
      await page.goto('/community');
      await settle(page, 'Community');
      await page.getByRole('tab', { name: 'Latest' }).click();
      await page
        .getByRole('article', { name: author })
        .first()
        .getByRole('button', { name: /\d+ comments?$/ })
        .click();
      const dialog = page.getByRole('dialog', { name: "User's Post" });
      await expect(dialog).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page, 'dialog[open]'), "axe on the User's Post dialog").toEqual([]);
    } finally {
      await page.close();
    }
  });

  test('the small-screen menu, open, for a resident', async ({ browser, baseURL }) => {
    // Its own context: the shared one has a desktop viewport.
    const { context, page } = await openAs(browser, baseURL, 'resident');
    try {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto('/home');
      await settle(page, 'Track dengue. Report breeding sites. Protect your barangay.');
      const toggle = page.getByRole('button', { name: 'Menu' });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      expect(await seriousViolations(page), 'axe on /home with the menu open at 375 px').toEqual([]);
    } finally {
      await context.close();
    }
  });
});
