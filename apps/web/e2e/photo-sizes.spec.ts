import { expect, type Locator, test } from '@playwright/test';
import { createReport, newAdminToken, newResident, validateReport } from './support/community-data';

/**
 * Issue 7, 'images served in modern formats at the size shown': a photo shown small (a feed tile) comes as
 * its 400 px WebP thumbnail; the full-size preview shows the photo itself.
 */

/** The file the browser chose and its pixel size, once the picture has loaded. */
async function loaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
    .toBe(true);
  return image.evaluate((element: HTMLImageElement) => ({
    file: new URL(element.currentSrc).pathname,
    width: element.naturalWidth,
  }));
}

test('a feed tile shows the 400 px WebP thumbnail and the preview the full photo', async ({
  page,
  request,
  baseURL,
}) => {
  const resident = await newResident(request, 'photo-sizes');
  const id = await createReport(request, resident, {
    barangay: 'Tatalon',
    description: 'A large photo of water in a discarded basin behind the chapel.',
    photos: 1,
    photoSize: 1200,
  });
  await validateReport(request, await newAdminToken(request, baseURL ?? ''), id);

  await page.goto('/community');
  await page.getByRole('tab', { name: 'Latest' }).click();
  const card = page.getByRole('article', { name: resident.username });
  const tile = await loaded(card.getByRole('img', { name: 'Breeding site in Tatalon, 1 of 1' }));
  expect(tile.file).toMatch(/^\/uploads\/reports\/[^/]+\.thumb\.webp$/);
  expect(tile.width).toBe(400);

  await card.getByRole('button', { name: /Breeding site in Tatalon, 1 of 1/ }).click();
  const preview = page.getByRole('dialog', { name: 'Photos of Tatalon' });
  const full = await loaded(preview.getByRole('img', { name: 'Breeding site in Tatalon, 1 of 1' }));
  expect(full.file).toBe(tile.file.replace('.thumb.webp', '.webp'));
  expect(full.width).toBeGreaterThan(400);
});
