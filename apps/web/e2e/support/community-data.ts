import type { ReportType } from '@dengue/core';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import {
  createActiveAdmin,
  createVerifiedResident,
  RESIDENT_PASSWORD,
  STRONG_PASSWORD,
  uniqueEmail,
  usernameFrom,
} from './accounts';
import { tinyPng } from './images';

/**
 * Community data made through the real API for browser tests whose subject is not the report form:
 * residents, their reports (multipart, a real PNG) and an admin's validation (PATCH reports/{id}).
 */

export async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<string> {
  const login = await request.post('/api/v1/auth/login', { data: { email, password } });
  expect(login.ok(), await login.text()).toBe(true);
  return ((await login.json()) as { accessToken: string }).accessToken;
}

export interface Resident {
  email: string;
  username: string;
  token: string;
}

/** A verified resident with a fresh access token. */
export async function newResident(request: APIRequestContext, prefix: string): Promise<Resident> {
  const email = uniqueEmail(prefix);
  await createVerifiedResident(request, email);
  return { email, username: usernameFrom(email), token: await apiLogin(request, email, RESIDENT_PASSWORD) };
}

/** An active admin's access token (made by the superadmin through the API). */
export async function newAdminToken(request: APIRequestContext, baseURL: string): Promise<string> {
  const email = uniqueEmail('community-admin');
  await createActiveAdmin(baseURL, email);
  return apiLogin(request, email, STRONG_PASSWORD);
}

/** Points inside the polygon of their barangay (the server checks both). */
export const SITES = {
  'Batasan Hills': [121.0995, 14.6785],
  Tatalon: [121.014, 14.6241],
  'Pasong Tamo': [121.0564, 14.6812],
  'Loyola Heights': [121.0735, 14.6379],
} as const satisfies Record<string, readonly [number, number]>;

export interface ReportInput {
  barangay: keyof typeof SITES;
  description: string;
  reportType?: ReportType;
  isAnonymous?: boolean;
  /** How many photos (1 to 4); each a different shade. */
  photos?: number;
  /** Width and height of each (square) photo in pixels; tiny unless a test needs a real size. */
  photoSize?: number;
}

/** POST reports as the resident; answers the new report's id. */
export async function createReport(
  request: APIRequestContext,
  resident: Resident,
  input: ReportInput,
): Promise<string> {
  const [lng, lat] = SITES[input.barangay];
  const photos = Array.from({ length: input.photos ?? 1 }, (_, n) => ({
    name: `site-${n + 1}.png`,
    mimeType: 'image/png',
    buffer: tinyPng(40 + n * 50, input.photoSize),
  }));
  // Playwright's multipart takes one value per name, so repeated `images` go through a FormData.
  const form = new FormData();
  form.set('barangay', input.barangay);
  form.set('specific_location[type]', 'Point');
  form.set('specific_location[coordinates][0]', String(lng));
  form.set('specific_location[coordinates][1]', String(lat));
  form.set('date_and_time', new Date(Date.now() - 60_000).toISOString());
  form.set('report_type', input.reportType ?? 'Stagnant Water');
  form.set('description', input.description);
  form.set('isAnonymous', String(input.isAnonymous ?? false));
  for (const photo of photos)
    form.append('images', new Blob([new Uint8Array(photo.buffer)], { type: photo.mimeType }), photo.name);
  const created = await request.post('/api/v1/reports', {
    headers: { Authorization: `Bearer ${resident.token}` },
    multipart: form,
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { _id: string })._id;
}

/** PATCH reports/{id} {status: Validated} as an admin. */
export async function validateReport(request: APIRequestContext, adminToken: string, id: string) {
  const validated = await request.patch(`/api/v1/reports/${id}`, {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { status: 'Validated' },
  });
  expect(validated.ok(), await validated.text()).toBe(true);
}

export interface AnnouncementInput {
  title: string;
  content: string;
  /** When it was published; a later time schedules it. */
  publishDate: Date;
  /** How many photos (1 to 8); each a different shade. */
  photos?: number;
}

/** POST adminPosts as an admin (multipart, admin section 7): an announcement; answers its id. */
export async function createAnnouncement(
  request: APIRequestContext,
  adminToken: string,
  input: AnnouncementInput,
): Promise<string> {
  const form = new FormData();
  form.set('title', input.title);
  form.set('content', input.content);
  form.set('category', 'announcement');
  form.set('publishDate', input.publishDate.toISOString());
  for (let n = 0; n < (input.photos ?? 1); n += 1) {
    const png = new Blob([new Uint8Array(tinyPng(60 + n * 50, 24))], { type: 'image/png' });
    form.append('images', png, `notice-${n + 1}.png`);
  }
  const created = await request.post('/api/v1/adminPosts', {
    headers: { Authorization: `Bearer ${adminToken}` },
    multipart: form,
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { _id: string })._id;
}

/**
 * Narrows the open /community tab to posts matching `text` (the search box searches barangay, type,
 * description and username on the server). The e2e server is shared by specs running in parallel, so a test
 * that looks for its own card narrows first instead of counting on it being on the first page.
 */
export async function narrowFeed(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search posts' }).fill(text);
}

/**
 * The card holding `text` is first under Latest, unless reports filed after it (by parallel specs) came in
 * above it: then only those may precede it. Loads more pages if it was pushed off the first one.
 */
export async function expectFirstUnderLatest(
  page: Page,
  request: APIRequestContext,
  id: string,
  text: string,
): Promise<void> {
  const cards = page.getByRole('tabpanel').getByRole('article');
  const ours = cards.filter({ hasText: text });
  await expect(cards.first()).toBeVisible();
  for (let round = 0; round < 5 && !(await ours.isVisible()); round += 1) {
    const more = page.getByRole('button', { name: 'Load more' });
    if (await more.isVisible()) await more.click();
    await ours.waitFor({ timeout: 3_000 }).catch(() => {});
  }
  await expect(ours).toBeVisible();
  const index = await cards.evaluateAll(
    (nodes, wanted) => nodes.findIndex((node) => node.textContent?.includes(wanted)),
    text,
  );
  const latest = await request.get('/api/v1/reports?status=Validated&recent=true&limit=60');
  const posts = ((await latest.json()) as { posts: { _id: string; createdAt: string }[] }).posts;
  const mine = posts.find((post) => post._id === id)!;
  const newer = posts.filter((post) => post.createdAt > mine.createdAt).length;
  expect(index, `cards above ours (${newer} newer reports exist)`).toBeLessThanOrEqual(newer);
}
