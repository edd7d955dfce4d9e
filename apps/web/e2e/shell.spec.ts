import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { toast } from './support/accounts';
import { seriousViolations } from './support/axe';

const NAV_NAMES = ['Home', 'Mapping', 'Community', 'BuzzLine', 'About'];
const ABOUT_CHUNK = /\/assets\/about-page-[^/]+\.js(\?.*)?$/;

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

async function expectNoSeriousViolations(browser: Browser, baseURL: string | undefined, path: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  try {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page), `axe on ${path}`).toEqual([]);
  } finally {
    await context.close();
  }
}

test.describe('app shell', () => {
  test('opening / lands on /home with the hero and exactly the five navigation items', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page).toHaveTitle('Dengue Watch QC — Community dengue tracking for Quezon City');

    const hero = page.getByRole('region', { name: /Track dengue/ });
    await expect(hero).toBeVisible();
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText(
      'Track dengue. Report breeding sites. Protect your barangay.',
    );
    await expect(hero.getByRole('link', { name: 'Check Dengue Patterns' })).toHaveAttribute(
      'href',
      '/mapping',
    );
    await expect(hero.getByRole('link', { name: 'Report a Breeding Site' })).toHaveAttribute(
      'href',
      '/community',
    );
    await expect(hero.getByRole('link', { name: 'Get Prevention Tips' })).toHaveAttribute(
      'href',
      '/buzzline',
    );

    const links = mainNav(page).getByRole('link');
    await expect(links).toHaveCount(NAV_NAMES.length);
    for (const [index, name] of NAV_NAMES.entries()) {
      await expect(links.nth(index)).toHaveAccessibleName(name);
    }
    await expect(mainNav(page).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    await expect(page.getByRole('banner').getByText('Guest')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login',
    );
    for (const title of ['Confidentiality', 'Accessibility', 'Community']) {
      await expect(page.getByRole('heading', { name: title, level: 3 })).toBeVisible();
    }
    // The map preview's colours are never the only cue: a caption says where they are explained.
    const preview = page.getByRole('region', { name: 'Dengue map of Quezon City' });
    await expect(preview.getByText('The colours show each barangay’s latest dengue pattern.')).toBeVisible();
    await expect(
      preview.getByRole('link', { name: 'See what each colour means on the full map' }),
    ).toHaveAttribute('href', '/mapping');
  });

  test('an unknown path lands on /home', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('region', { name: /Track dengue/ })).toBeVisible();
  });

  test('navigating marks the active item and the screens of later issues say so honestly', async ({
    page,
  }) => {
    await page.goto('/home');
    await mainNav(page).getByRole('link', { name: 'Community' }).click();
    await expect(page).toHaveURL(/\/community$/);
    await expect(mainNav(page).getByRole('link', { name: 'Community' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
    // /search is a real screen now (search.spec.ts covers it): its filters, no placeholder text.
    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Search filters' })).toBeVisible();
    await expect(page.getByText('This part of Dengue Watch QC is being built.')).toHaveCount(0);

    // The admin and superadmin areas are guarded: a visitor is sent to log in (accounts.spec.ts covers more).
    for (const path of ['/admin', '/superadmin']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByText('Please log in to access this page.')).toBeVisible();
    }
  });

  test('resident screens never download admin code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/home');
    await expect(page.getByRole('region', { name: /Track dengue/ })).toBeVisible();
    await mainNav(page).getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('About');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => /admin|console-layout/.test(url))).toEqual([]);
  });

  test('/about names the partner, the mission, the vision and the OpenStreetMap attribution', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(page.getByRole('complementary', { name: 'Partner' })).toHaveText(
      'In partnership with the Quezon City Epidemiology and Surveillance Division',
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Mission' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Vision' })).toBeVisible();
    await expect(
      page.getByText(
        'Barangay boundaries © OpenStreetMap contributors, available under the Open Database License (ODbL 1.0)',
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'OpenStreetMap contributors' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/copyright',
    );
    await expect(page.getByRole('link', { name: 'Open Database License (ODbL 1.0)' })).toHaveAttribute(
      'href',
      'https://opendatacommons.org/licenses/odbl/',
    );
    await expect(
      page.getByText('Population figures: Philippine Statistics Authority 2015 census'),
    ).toBeVisible();
    await expect(
      page.getByText('Historical weekly dengue counts: Philippines Department of Health'),
    ).toBeVisible();
  });

  test('the Terms and Privacy dialog traps focus, closes on Escape and returns focus', async ({ page }) => {
    await page.goto('/home');
    const opener = page.getByRole('button', { name: 'Terms and Privacy' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Terms and Privacy' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Quezon City Epidemiology and Surveillance Division');

    const focusInsideDialog = () =>
      page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')));
    expect(await focusInsideDialog()).toBe(true);
    for (let step = 0; step < 7; step += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInsideDialog(), `Tab ${step + 1}`).toBe(true);
    }
    for (let step = 0; step < 4; step += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInsideDialog(), `Shift+Tab ${step + 1}`).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('a guest sharing a report is asked to log in and taken to /login', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('button', { name: 'Share a breeding-site report' }).click();
    await expect(page.getByText('Please log in to share your report')).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  });

  test('an unhandled promise rejection shows one toast', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('region', { name: /Track dengue/ })).toBeVisible();
    await page.evaluate(() => {
      void Promise.reject(new Error('e2e: nobody handles this'));
    });
    // One toast, announced at once: its text is an alert inside the toast region.
    const shown = toast(page, 'Something went wrong. Please try again.');
    await expect(shown).toHaveCount(1);
    await expect(shown.getByRole('alert')).toHaveText('Something went wrong. Please try again.');
  });
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu toggle reveals the five items and closes after choosing one', async ({ page }) => {
    await page.goto('/home');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page)).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const links = mainNav(page).getByRole('link');
    await expect(links).toHaveCount(NAV_NAMES.length);
    for (const [index, name] of NAV_NAMES.entries()) {
      await expect(links.nth(index)).toHaveAccessibleName(name);
      await expect(links.nth(index)).toBeVisible();
    }

    await links.nth(4).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page)).toBeHidden();
  });
});

test.describe('accessibility', () => {
  for (const path of ['/home', '/about']) {
    test(`axe finds no serious or critical violations on ${path}`, async ({ browser, baseURL }) => {
      await expectNoSeriousViolations(browser, baseURL, path);
    });
  }

  test('axe finds no serious or critical violations in the open Terms dialog', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    try {
      await page.goto('/home');
      await page.getByRole('button', { name: 'Terms and Privacy' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      const results = await new AxeBuilder({ page }).include('dialog').analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => v.id)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

test.describe('lazy-loaded screens', () => {
  test('a screen whose code fails once still loads after an automatic retry', async ({ page }) => {
    let requests = 0;
    await page.route(ABOUT_CHUNK, (route) => {
      requests += 1;
      return requests === 1 ? route.abort('failed') : route.continue();
    });
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Dengue Watch QC' })).toBeVisible({
      timeout: 10_000,
    });
    expect(requests).toBe(2);
    await expect(page.getByText('Failed to Load Component')).toHaveCount(0);
  });

  test('after three retries the screen offers Retry, which loads it once the network is back', async ({
    page,
  }) => {
    let requests = 0;
    await page.route(ABOUT_CHUNK, (route) => {
      requests += 1;
      return route.abort('failed');
    });
    await page.goto('/home');
    await expect(page.getByRole('region', { name: /Track dengue/ })).toBeVisible();
    await mainNav(page).getByRole('link', { name: 'About' }).click();

    // 1 s + 2 s + 3 s of waiting between the four attempts.
    await expect(page.getByRole('heading', { name: 'Failed to Load Component' })).toBeVisible({
      timeout: 15_000,
    });
    expect(requests).toBe(4);
    const retry = page.getByRole('button', { name: 'Retry' });
    await expect(retry).toBeVisible();

    await page.unroute(ABOUT_CHUNK);
    await retry.click();
    await expect(page.getByRole('heading', { level: 1, name: 'About Dengue Watch QC' })).toBeVisible();
  });
});
