import { expect as baseExpect, test } from '@playwright/test';
import { createActiveAdmin, logInThroughForm, STRONG_PASSWORD, toast, uniqueEmail } from './support/accounts';
import { seriousViolations } from './support/axe';
import { tinyPng } from './support/images';

/**
 * /admin/cea?tab=public on the real API: an admin publishes a prevention tip with two images (the form's
 * own checks first), finds it on /buzzline, edits it, deletes it and finds it in the archives. A tip, not
 * news: buzzline.spec.ts counts the news cards while it runs beside this spec.
 */
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

test('an admin publishes a post with two images, edits it, and deletes it into the archives', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('cea-admin');
  await createActiveAdmin(baseURL!, email);
  await logInThroughForm(page, email, STRONG_PASSWORD);
  await page.goto('/admin/cea?tab=public');
  await expect(page.getByRole('tab', { name: 'Public Information Posts' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('table', { name: 'Recent Admin Posts' })).toBeVisible({ timeout: 30_000 });
  expect(await seriousViolations(page)).toEqual([]);

  const title = `Cover your water drums (${Date.now()})`;
  await page.getByRole('button', { name: 'Publish Post' }).click();
  const form = page.getByRole('dialog', { name: 'Publish Post' });
  // The same rules as the server, before anything is sent.
  await form.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(form.getByRole('alert').first()).toBeVisible();
  await form.getByLabel('Post type').selectOption('tip');
  await form.getByLabel('Title').fill(title);
  await form
    .getByLabel('Content')
    .fill('Scrub and cover every water drum once a week: mosquitoes lay eggs on the walls.');
  await form.getByRole('button', { name: 'Use current date & time' }).click();
  await expect(form.getByLabel('Date', { exact: true })).not.toHaveValue('');
  await form.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(form.getByText('At least one image is required.')).toBeVisible();
  await form.getByLabel('Images').setInputFiles([
    { name: 'drum-1.png', mimeType: 'image/png', buffer: tinyPng(70, 48) },
    { name: 'drum-2.png', mimeType: 'image/png', buffer: tinyPng(150, 48) },
  ]);
  await expect(form.getByRole('list', { name: 'Selected images' }).getByRole('img')).toHaveCount(2);
  expect(await seriousViolations(page, 'dialog')).toEqual([]);
  await form.getByRole('button', { name: 'Publish', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Publish' });
  await expect(confirm.getByText(title)).toBeVisible();
  await confirm.getByRole('button', { name: 'Confirm Publish', exact: true }).click();
  await expect(toast(page, 'Post published successfully!')).toBeVisible();
  await expect(confirm).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Prevention Tips');
  await expect(row.getByRole('cell').nth(3)).toHaveText('2');

  // Residents and visitors see it on /buzzline, its first image on its page.
  await page.goto('/buzzline');
  const tips = page.getByRole('region', { name: 'Prevention Tips' });
  await tips.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('main img[src*="/uploads/"]').first()).toBeVisible();

  // Edit, then delete: it leaves Recent Admin Posts for the archives.
  await page.goto('/admin/cea?tab=public');
  await row.getByRole('button', { name: /^Edit / }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Post' });
  await edit.getByLabel('Title').fill(`${title} weekly`);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Post updated successfully!')).toBeVisible();
  const edited = page.getByRole('row').filter({ hasText: `${title} weekly` });
  await edited.getByRole('button', { name: /^Delete / }).click();
  await page
    .getByRole('dialog', { name: 'Delete Post' })
    .getByRole('button', { name: 'Delete', exact: true })
    .click();
  await expect(toast(page, 'Post deleted successfully!')).toBeVisible();
  await expect(edited).toHaveCount(0);

  await page.getByRole('link', { name: 'View Archives' }).click();
  await expect(page).toHaveURL(/\/admin\/cea\/ap\/archives$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Archived Admin Posts' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `${title} weekly` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Back to Public Information Posts' }).click();
  await expect(page).toHaveURL(/\/admin\/cea\?tab=public$/);
});
