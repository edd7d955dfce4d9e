import { relativeTime, SAMPLE_ARTICLES } from '@dengue/core';
import { expect, type Page, test } from '@playwright/test';
import { shellEn } from '../src/i18n/en/shell';
import { createReport, newAdminToken, newResident, validateReport } from './support/community-data';

test.describe('install app dialog', () => {
  test('the footer button opens the Android dialog with a QR code, three steps and the tagline', async ({
    page,
  }) => {
    await page.goto('/home');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Install App' }).click();
    const dialog = page.getByRole('dialog', { name: 'Install Dengue Watch QC on Android' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      'Dengue Watch QC works better on your phone, with an offline-friendly interface.',
    );
    const origin = new URL(page.url()).origin;
    const qr = dialog.getByRole('img', { name: `QR code that opens ${origin}/home` });
    await expect(qr).toBeVisible();
    // Drawn in the browser: a PNG data URL of a real code, not a placeholder picture.
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,.{500,}/);
    await expect(dialog.getByRole('link', { name: `${origin}/home` })).toHaveAttribute(
      'href',
      `${origin}/home`,
    );
    await expect(dialog.getByRole('listitem')).toHaveCount(3);
    await expect(dialog.getByRole('listitem').nth(1)).toContainText('unknown sources');

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Install App' })).toBeFocused();

    // A click on the backdrop (outside the dialog box) closes it too.
    await page.getByRole('button', { name: 'Install App' }).click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
  });

  test("the browser's install offer: Install App opens the browser's own prompt, once", async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Chromium offers installing with a beforeinstallprompt event; a synthetic one stands in for it here.
    const kept = await page.evaluate(() => {
      const offer = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
        prompt: () => Promise<void>;
        userChoice: Promise<{ outcome: string }>;
      };
      const record = window as unknown as { promptCalls: number };
      record.promptCalls = 0;
      offer.prompt = async () => {
        record.promptCalls += 1;
      };
      offer.userChoice = Promise.resolve({ outcome: 'dismissed' });
      window.dispatchEvent(offer);
      // The app keeps the offer for its own button instead of the browser's mini-bar.
      return offer.defaultPrevented;
    });
    expect(kept).toBe(true);

    const install = page.getByRole('contentinfo').getByRole('button', { name: 'Install App' });
    await install.click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { promptCalls: number }).promptCalls))
      .toBe(1);
    const dialog = page.getByRole('dialog', { name: 'Install Dengue Watch QC on Android' });
    await expect(dialog).toHaveCount(0);

    // An offer can be used once: the next press opens the Android dialog instead.
    await install.click();
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { promptCalls: number }).promptCalls)).toBe(1);
  });

  test('the web manifest names the app and lists installable icons', async ({ page, request }) => {
    await page.goto('/home');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const manifest = await (await request.get(href!)).json();
    expect(manifest).toMatchObject({ name: 'Dengue Watch QC', start_url: '/home', display: 'standalone' });
    const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons as { src: string }[]) {
      const res = await request.get(icon.src);
      expect(res.status(), icon.src).toBe(200);
      expect(res.headers()['content-type']).toBe('image/png');
    }
  });
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });
  // The first visit installs the worker with the report form's code and the boundary file (decision 043).
  test.describe.configure({ timeout: 90_000 });

  async function waitForServiceWorkerControl(page: Page) {
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The first visit installs the worker; from the next load on it controls the page.
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  }

  /** When the oldest saved answer was served (its Date header, which the worker keeps). */
  async function oldestSavedAnswer(page: Page): Promise<number> {
    return page.evaluate(async () => {
      const cache = await caches.open('public-data');
      const dates = await Promise.all(
        (await cache.keys()).map(async (request) =>
          Date.parse((await cache.match(request))?.headers.get('date') ?? ''),
        ),
      );
      return Math.min(...dates.filter((date) => !Number.isNaN(date)));
    });
  }

  const NEWS = SAMPLE_ARTICLES.filter((article) => article.category === 'news');
  const savedNotice = (start: string, when: string) =>
    `${start} ${shellEn['offline.savedAt'].replace('{when}', when)}`;

  test('saved data says how old it is, with the server unreachable and offline', async ({
    page,
    context,
  }) => {
    // The page's clock, so the saved copy can be minutes old without waiting.
    await page.clock.install();
    await page.goto('/buzzline');
    await waitForServiceWorkerControl(page);
    const news = page.getByRole('region', { name: 'Latest News' });
    for (const article of NEWS) await expect(news.getByRole('link', { name: article.title })).toBeVisible();
    await expect(page.getByText(shellEn['offline.youAreOffline'])).toBeHidden();

    const savedAt = await oldestSavedAnswer(page);
    expect(Number.isFinite(savedAt)).toBe(true);
    const later = savedAt + 3.5 * 60_000;
    await page.clock.setSystemTime(later);
    const when = relativeTime(savedAt, later);
    expect(when).toBe('3m ago');

    // Online, but the server does not answer: the worker hands back the saved answers.
    await context.route('**/api/v1/**', (route) => route.abort('connectionrefused'));
    await page.reload();
    await expect(
      page.getByRole('status').filter({ hasText: shellEn['offline.serverUnreachable'] }),
    ).toHaveText(savedNotice(shellEn['offline.serverUnreachable'], when));
    for (const article of NEWS) await expect(news.getByRole('link', { name: article.title })).toBeVisible();
    await context.unroute('**/api/v1/**');

    // Offline.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: shellEn['offline.youAreOffline'] })).toHaveText(
      savedNotice(shellEn['offline.youAreOffline'], when),
    );
    for (const article of NEWS) await expect(news.getByRole('link', { name: article.title })).toBeVisible();

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(page.getByText(shellEn['offline.youAreOffline'])).toBeHidden();
  });

  test('offline, a screen seen before opens from the navigation with its saved cards', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const resident = await newResident(request, 'offline-feed');
    const reportId = await createReport(request, resident, {
      barangay: 'Tatalon',
      description: `Flooded canal behind the market, seen offline (${Date.now()}).`,
    });
    await validateReport(request, await newAdminToken(request, baseURL!), reportId);

    await page.goto('/buzzline');
    await waitForServiceWorkerControl(page);
    await page.goto('/community');
    const cards = page.getByRole('tabpanel').getByRole('article');
    await expect(cards.first()).toBeVisible();
    const first = await cards.first().getByRole('heading', { level: 3 }).textContent();
    expect(first).toBeTruthy();

    // A new page load (nothing kept in memory), then offline: the feed comes from the worker's saved copy.
    await page.goto('/buzzline');
    await expect(page.getByRole('heading', { level: 1, name: 'BuzzLine' })).toBeVisible();
    await context.setOffline(true);
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Community' }).click();
    await expect(page).toHaveURL(/\/community$/);
    await expect(cards.first().getByRole('heading', { level: 3 })).toHaveText(first!);
    await expect(page.getByText(shellEn['offline.youAreOffline'])).toBeVisible();
  });

  test("the pickers' boundary data (barangay polygons and city outline) is kept for offline use", async ({
    page,
    context,
  }) => {
    await page.goto('/home');
    await waitForServiceWorkerControl(page);
    const paths = ['/quezon_barangays_boundaries.geojson', '/api/v1/geocode/city-boundary'];
    const fetched = (path: string) =>
      page.evaluate(async (url) => {
        const response = await fetch(url);
        return { status: response.status, type: ((await response.json()) as { type?: string }).type };
      }, path);
    for (const path of paths) expect(await fetched(path)).toEqual({ status: 200, type: 'FeatureCollection' });
    // Kept at install (the report form's map needs them, decision 043) or on first use.
    const stored = await page.evaluate(async () => {
      const kept: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys())
          kept.push(new URL(request.url).pathname);
      return kept;
    });
    for (const path of paths) expect(stored).toContain(path);

    await context.setOffline(true);
    for (const path of paths) expect(await fetched(path)).toEqual({ status: 200, type: 'FeatureCollection' });
    await context.setOffline(false);
  });

  test('the service worker never stores staff screens on a resident phone', async ({ page }) => {
    await page.goto('/home');
    await waitForServiceWorkerControl(page);
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls;
    });
    expect(cached.some((url) => url.includes('/index.html'))).toBe(true);
    expect(cached.filter((url) => /admin|superadmin|analytics|dashboard/i.test(url))).toEqual([]);
  });
});
