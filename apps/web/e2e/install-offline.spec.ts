import { expect, type Page, test } from '@playwright/test';

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

  async function waitForServiceWorkerControl(page: Page) {
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The first visit installs the worker; from the next load on it controls the page.
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  }

  test('a screen seen online opens offline from the saved copy and says it is offline', async ({
    page,
    context,
  }) => {
    await page.goto('/buzzline');
    await waitForServiceWorkerControl(page);
    await expect(page.getByRole('heading', { name: /Latest News/ })).toBeVisible();
    await expect(page.getByText('You are offline.')).toBeHidden();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText('You are offline.')).toBeVisible();
    await expect(page.getByRole('heading', { name: /Latest News/ })).toBeVisible();

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(page.getByText('You are offline.')).toBeHidden();
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
    const stored = await page.evaluate(async () =>
      (await (await caches.open('boundaries')).keys()).map((request) => new URL(request.url).pathname).sort(),
    );
    expect(stored).toEqual([...paths].sort());

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
