import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { createActiveAdmin, logInThroughForm, STRONG_PASSWORD, toast, uniqueEmail } from './support/accounts';
import { clickBarangayOnMap } from './support/intervention-picker';

/**
 * /admin/interventions/all and /archives on the real API: add an intervention with a pin placed on the
 * real map, edit it (a pin in another barangay is refused), archive it, find it in the archives, restore
 * it, and finally delete it for good. The two tests share the server's interventions, so they run in order
 * in one worker; the journey is long and this machine is shared, hence the generous time limits.
 */
test.describe.configure({ mode: 'default', timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 10_000 });
/** The first screen after a navigation may wait for its lazily loaded chunk. */
const PAGE_LOAD = { timeout: 20_000 };
// The picker then jumps instead of flying, so a barangay's label is where it ends up at once.
test.use({ reducedMotion: 'reduce' });

const HOME = 'Bagbag';
const ELSEWHERE = 'Holy Spirit';

/** A datetime-local value `days` from now on the Manila clock. */
const manilaLocal = (days: number) =>
  new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 16);

async function showOnMap(dialog: Locator, name: string) {
  await dialog.getByLabel('Find a barangay on the map').fill(name);
  await dialog.getByRole('button', { name: 'Show on map' }).click();
}

/** The rows of the list once it has loaded: an empty list shows its empty text instead. */
async function listedInterventions(page: Page): Promise<string[]> {
  const empty = page.getByText('No interventions found');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toBeVisible(PAGE_LOAD);
  await expect(page.getByText('Loading interventions...')).toBeHidden(PAGE_LOAD);
  if (await empty.isVisible()) return [];
  return rows.allInnerTexts();
}

const rowOf = (page: Page, personnel: string) => page.getByRole('row').filter({ hasText: personnel });

test.describe('interventions (admin)', () => {
  let adminEmail = '';

  test.beforeAll(async ({ baseURL }) => {
    adminEmail = uniqueEmail('interventions-admin');
    await createActiveAdmin(baseURL!, adminEmail);
  });

  test('the add dialog shows every field message of admin section 5 and stores nothing', async ({ page }) => {
    await logInThroughForm(page, adminEmail, STRONG_PASSWORD);
    await page.goto('/admin/interventions/archives');
    await expect(page.getByText('No archived interventions found')).toBeVisible(PAGE_LOAD);
    await page.getByRole('link', { name: 'View All Records' }).click();
    await expect(page).toHaveURL(/\/admin\/interventions\/all$/);
    // Other specs (the map layers) may have stored interventions: compare the list before and after.
    const before = await listedInterventions(page);

    await page.getByRole('button', { name: 'Add New Intervention' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Intervention' });
    await dialog.getByRole('button', { name: 'Add Intervention' }).click();
    for (const message of [
      'Please select a barangay',
      'Please pin a specific location on the map within the selected barangay.',
      'Please select a date',
      'Please select an intervention type',
      'Please enter personnel name',
      'Please select a status',
    ]) {
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    }
    // A later day allows only Scheduled (admin section 4).
    await dialog.getByLabel('Date').fill(manilaLocal(3));
    await expect(dialog.getByLabel('Status').locator('option')).toHaveText(['Select a status', 'Scheduled']);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(await listedInterventions(page)).toEqual(before);
  });

  test('add with a pin in its barangay, edit, archive, find in the archives, unarchive, delete', async ({
    page,
  }) => {
    const personnel = `QC ESD Team ${Date.now() % 1000}`;
    await logInThroughForm(page, adminEmail, STRONG_PASSWORD);
    await page.goto('/admin/interventions/all');
    await expect(page.getByRole('heading', { name: 'All Interventions' })).toBeVisible(PAGE_LOAD);

    // Add: the barangay first; a pin elsewhere is refused, a pin inside it sets the read-only address.
    await page.getByRole('button', { name: 'Add New Intervention' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Intervention' });
    await add.getByRole('combobox', { name: 'Barangay', exact: true }).selectOption(HOME);
    await clickBarangayOnMap(add, HOME);
    await expect(add.getByText(`Location set in ${HOME}`)).toBeVisible();
    await expect(add.getByLabel('Address', { exact: true })).toHaveValue(new RegExp(HOME));
    await showOnMap(add, ELSEWHERE);
    await clickBarangayOnMap(add, ELSEWHERE);
    await expect(add.getByText(`Pin must be within ${HOME} only`)).toBeVisible();
    await add.getByLabel('Date').fill(manilaLocal(3));
    await add.getByLabel('Type of Intervention').selectOption('Fogging');
    await add.getByLabel('Personnel').fill(personnel);
    await add.getByLabel('Status').selectOption('Scheduled');
    await add.getByRole('button', { name: 'Add Intervention' }).click();
    await expect(toast(page, 'Intervention created successfully!')).toBeVisible();
    await expect(add).toBeHidden();
    const row = rowOf(page, personnel);
    await expect(row).toContainText(HOME);
    await expect(row).toContainText('Fogging');
    await expect(row).toContainText('Scheduled');

    // Edit: the barangay is locked; a new pin in another barangay is refused with the edit wording.
    await row.getByRole('button', { name: /^View/ }).click();
    const details = page.getByRole('dialog', { name: 'Intervention Details' });
    await expect(details).toContainText(personnel);
    await details.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Intervention' });
    const barangay = edit.getByRole('textbox', { name: 'Barangay', exact: true });
    await expect(barangay).toHaveValue(HOME);
    await expect(barangay).not.toBeEditable();
    await edit.getByRole('button', { name: 'Change Location' }).click();
    await showOnMap(edit, ELSEWHERE);
    await clickBarangayOnMap(edit, ELSEWHERE);
    await expect(edit.getByText(`Pin must be within ${HOME} boundaries!`)).toBeVisible();
    await edit.getByLabel('Personnel').fill(`${personnel} B`);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(
      edit.getByText('A location must be saved before saving while the map is open.'),
    ).toBeVisible();
    await edit.getByRole('button', { name: 'Cancel', exact: true }).first().click();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Intervention updated successfully')).toBeVisible();
    await expect(details).toContainText(`${personnel} B`);
    await expect(details).toContainText(HOME);
    await details.getByRole('button', { name: `Close Intervention Details` }).click();
    const edited = rowOf(page, `${personnel} B`);
    await expect(edited).toBeVisible();

    // Archive (confirmed): it leaves the active list and waits in the archives.
    await edited.getByRole('button', { name: /^Archive/ }).click();
    await page
      .getByRole('dialog', { name: 'Archive Intervention' })
      .getByRole('button', { name: 'Archive', exact: true })
      .click();
    await expect(toast(page, 'Intervention archived successfully')).toBeVisible();
    await expect(edited).toBeHidden();
    await page.getByRole('link', { name: 'View Archives' }).click();
    await expect(page).toHaveURL(/\/admin\/interventions\/archives$/);
    const archivedRow = rowOf(page, `${personnel} B`);
    await expect(archivedRow).toContainText(HOME);

    // Unarchive (confirmed): back in the active list.
    await archivedRow.getByRole('button', { name: /^Unarchive/ }).click();
    await page
      .getByRole('dialog', { name: 'Unarchive Intervention' })
      .getByRole('button', { name: 'Unarchive', exact: true })
      .click();
    await expect(toast(page, 'Intervention unarchived successfully')).toBeVisible();
    await expect(page.getByText('No archived interventions found')).toBeVisible();
    await page.getByRole('link', { name: 'View All Records' }).click();
    const restored = rowOf(page, `${personnel} B`);
    await expect(restored).toContainText('Scheduled');

    // Permanent delete is offered in the archives only, and confirmed.
    await restored.getByRole('button', { name: /^Archive/ }).click();
    await page
      .getByRole('dialog', { name: 'Archive Intervention' })
      .getByRole('button', { name: 'Archive', exact: true })
      .click();
    await expect(restored).toBeHidden();
    await page.getByRole('link', { name: 'View Archives' }).click();
    await rowOf(page, `${personnel} B`)
      .getByRole('button', { name: /^Delete/ })
      .click();
    await page
      .getByRole('dialog', { name: 'Delete Intervention Permanently' })
      .getByRole('button', { name: 'Delete Permanently' })
      .click();
    await expect(toast(page, 'Intervention deleted permanently')).toBeVisible();
    await expect(page.getByText('No archived interventions found')).toBeVisible();
  });

  test('a list the server cannot give says why in the table, and Retry asks again', async ({ page }) => {
    await logInThroughForm(page, adminEmail, STRONG_PASSWORD);
    const list = /\/api\/v1\/interventions\?/;
    await page.route(list, (route) =>
      route.fulfill({ status: 503, json: { message: 'The database is restarting.' } }),
    );
    await page.goto('/admin/interventions/archives');
    const table = page.getByRole('table');
    // The query asks three times (1 s, then 2 s apart) before it gives up.
    await expect(table.getByRole('alert')).toHaveText(
      'Error loading data: The database is restarting.Retry',
      {
        timeout: 20_000,
      },
    );
    await page.unroute(list);
    await table.getByRole('button', { name: 'Retry' }).click();
    await expect(table.getByRole('alert')).toBeHidden();
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect(table.getByText('Loading interventions...')).toBeHidden();
  });
});
