import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, test as base, chromium, expect, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

/**
 * A phone's first visit: Chromium with a fresh persistent profile (its own user data folder, so the service
 * worker, its caches and IndexedDB live as on a real browser) and the app's service worker allowed.
 * `phone` is the context, `page` its first tab.
 */
export const test = base.extend<{ phone: BrowserContext }>({
  phone: async ({ baseURL }, use) => {
    const profile = mkdtempSync(path.join(os.tmpdir(), 'dengue-phone-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      baseURL,
      serviceWorkers: 'allow',
    });
    await use(context);
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  },
  page: async ({ phone }, use) => {
    await use(phone.pages()[0] ?? (await phone.newPage()));
  },
});

/** The worker installed during this page's life and took control of it without a reload. */
export async function waitForFirstControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

export async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

export async function goOnline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
}

/** The URLs held in one of the worker's caches (its name, or a prefix for workbox's precache). */
export function cachedUrls(page: Page, name: string): Promise<string[]> {
  return page.evaluate(async (prefix) => {
    const urls: string[] = [];
    for (const cacheName of await caches.keys()) {
      if (!cacheName.startsWith(prefix)) continue;
      for (const request of await (await caches.open(cacheName)).keys()) urls.push(request.url);
    }
    return urls;
  }, name);
}
