import { expect, type Page, test } from '@playwright/test';
import { accountFor, openAs, type RoleName } from './support/roles';

/**
 * Resident section 2 and issue 7: a resident's phone never downloads admin or superadmin code. The build
 * names every chunk holding a staff module `staff-*.js` (STAFF_MODULE in apps/web/vite.config.ts), so a
 * script request with that name is staff code reaching the browser.
 */

const STAFF_CHUNK = /\/assets\/staff-[^/]+\.js$/;
const RESIDENT_PAGES = ['/home', '/community', '/mapping', '/buzzline', '/profile'] as const;

/** Every script the page requests from now on. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** Opens a path and waits until its screen and whatever it loads lazily have arrived. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
  // Below-the-fold pieces (the landing map preview) load as they come into view.
  await page.mouse.wheel(0, 4000);
  await page.waitForLoadState('networkidle');
}

for (const role of ['visitor', 'resident'] as const satisfies readonly RoleName[]) {
  test(`a ${role} opening ${RESIDENT_PAGES.join(', ')} downloads no staff code`, async ({
    browser,
    baseURL,
  }) => {
    // Five pages, each loaded to network idle: up to 30 s on a shared machine.
    test.slow();
    const { context, page } = await openAs(browser, baseURL, role);
    try {
      const scripts = recordScripts(page);
      for (const path of RESIDENT_PAGES) await visit(page, path);
      // A visitor's /profile is the login screen; a resident's is their profile.
      await expect(page).toHaveURL(role === 'visitor' ? /\/login$/ : /\/profile$/);
      expect(scripts.some((url) => url.includes('/assets/landing-screen-'))).toBe(true);
      expect(scripts.some((url) => url.includes('/assets/leaflet-'))).toBe(true);
      expect(scripts.filter((url) => STAFF_CHUNK.test(url))).toEqual([]);
    } finally {
      await context.close();
    }
  });
}

test('a visitor opening /admin or /superadmin is sent to log in without downloading staff code', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await openAs(browser, baseURL, 'visitor');
  try {
    const scripts = recordScripts(page);
    for (const path of ['/admin', '/admin/analytics', '/superadmin/users']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    expect(scripts.filter((url) => STAFF_CHUNK.test(url))).toEqual([]);
  } finally {
    await context.close();
  }
});

test('the marker recognises staff code: an admin opening the dashboard downloads staff chunks', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await openAs(browser, baseURL, 'admin');
  try {
    const scripts = recordScripts(page);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    const staff = scripts.filter((url) => STAFF_CHUNK.test(url));
    expect(staff.some((url) => url.includes('admin-layout'))).toBe(true);
    expect(staff.some((url) => url.includes('dashboard-page'))).toBe(true);
  } finally {
    await context.close();
  }
});

test('a visitor who logs in as an admin after being turned away from /admin still gets the dashboard', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await openAs(browser, baseURL, 'visitor');
  try {
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
    // The same page, no reload: the admin routes resolved to stand-ins for the visitor, and must now load
    // the screens since the guard lets the admin through.
    const admin = await accountFor(baseURL ?? '', 'admin');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  } finally {
    await context.close();
  }
});
