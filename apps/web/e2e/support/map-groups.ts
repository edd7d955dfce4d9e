import { expect, type Page } from '@playwright/test';

/** The one button of markers whose buttons would cover each other (button-spacing.ts). */
export const GROUP = /^\d+ markers close together\. Show the list$/;

/** Opens, with the keyboard, the group whose list has `count` entries named `name`; returns the list. */
export async function openGroupListing(page: Page, name: string, count = 1) {
  const list = page.getByTestId('marker-group-list');
  const groups = page.getByRole('button', { name: GROUP });
  // A list just closed fades out for 200 ms: wait until it has gone.
  await expect(list).toHaveCount(0);
  const shown = await groups.count();
  for (let n = 0; n < shown; n += 1) {
    await groups.nth(n).focus();
    await page.keyboard.press('Enter');
    await expect(list).toBeVisible();
    if ((await list.getByRole('button', { name, exact: true }).count()) === count) return list;
    await page.keyboard.press('Escape');
    await expect(list).toHaveCount(0);
    // Focus goes back to the group's button, as from a menu.
    await expect(groups.nth(n)).toBeFocused();
  }
  throw new Error(`no group lists '${name}'`);
}
