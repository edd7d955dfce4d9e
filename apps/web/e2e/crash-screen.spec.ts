import { randomUUID } from 'node:crypto';
import { GENERIC_MESSAGES } from '@dengue/core';
import { expect, test } from '@playwright/test';
import { createVerifiedResident, logInThroughForm, RESIDENT_PASSWORD, uniqueEmail } from './support/accounts';

/**
 * Resident section 2: a screen that throws while rendering shows the crash screen ('Oops! Something went
 * wrong', Try Again, Go to Home) inside the page's layout instead of a blank page. The server stands in for a
 * broken one here: it answers an article whose title is not text, which the article screen cannot render.
 */
test('a screen that crashes shows the crash screen; Try Again renders it again and Go to Home leaves', async ({
  page,
}) => {
  const id = randomUUID();
  await page.route(`**/api/v1/adminPosts/${id}`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        _id: id,
        title: { broken: true },
        content: 'A post the server sent in a shape the app does not expect.',
        category: 'news',
        status: 'active',
        publishDate: '2026-06-01T00:00:00.000Z',
        images: [],
      }),
    }),
  );
  const crashes: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('A screen crashed'))
      crashes.push(message.text());
  });

  await page.goto(`/buzzline/${id}`);
  const crash = page.getByRole('alert').filter({ hasText: GENERIC_MESSAGES.crashScreen });
  await expect(crash.getByRole('heading', { level: 1, name: GENERIC_MESSAGES.crashScreen })).toBeVisible({
    timeout: 15_000,
  });
  // The layout around the crashed screen still works: the navigation is there.
  await expect(page.getByRole('navigation').first()).toBeVisible();
  const crashesBefore = crashes.length;
  expect(crashesBefore).toBeGreaterThan(0);

  // The data is still broken, so trying again renders the screen again and it crashes again.
  await crash.getByRole('button', { name: 'Try Again' }).click();
  await expect.poll(() => crashes.length).toBeGreaterThan(crashesBefore);
  await expect(crash).toBeVisible();

  await crash.getByRole('button', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(GENERIC_MESSAGES.crashScreen)).toHaveCount(0);
});

/**
 * Resident section 2: what fails outside a screen (a layout, a loader) shows the router's error page, 'Oops!
 * Sorry, an unexpected error has occurred.', with a way home. Here the login answer of a broken server names
 * the account with something that is not text, which the top bar (around every screen, so outside the
 * screens' crash boundary) cannot render.
 */
test("a layout that fails shows the error page 'Oops! Sorry, an unexpected error has occurred.'", async ({
  page,
  request,
}) => {
  const email = uniqueEmail('error-page');
  await createVerifiedResident(request, email);
  await page.route('**/api/v1/auth/login', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { user: Record<string, unknown> };
    body.user.name = { broken: true };
    await route.fulfill({ response, json: body });
  });

  await logInThroughForm(page, email, RESIDENT_PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: GENERIC_MESSAGES.errorPage })).toBeVisible();
  await expect(page).toHaveTitle(/^Error/);
  await expect(page.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/home');
  // The whole layout is replaced: no navigation, no crash screen inside it.
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByText(GENERIC_MESSAGES.crashScreen)).toHaveCount(0);
});
