import { expect, test } from '@playwright/test';
import { openAs } from './support/roles';

/**
 * The import history on /admin/analytics: an admin imports a file, sees it listed with its counts, rolls it
 * back after a confirmation, and sees it marked rolled back with the cases removed.
 */

// 2018 dates and unique case ids: far behind the weeks the other specs look at.
const FILE_NAME = 'rollback-me.csv';
const FILE = [
  'CaseID,DAdmit,DOnset,Barangay,Outcome,City',
  'RB-1,2018-03-05,2018-03-03,Bagbag,Alive,QUEZON CITY',
  'RB-2,2018-03-06,2018-03-04,Bagbag,Alive,QUEZON CITY',
  '',
].join('\n');

test('an admin rolls an import back from the import history', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const { context, page } = await openAs(browser, baseURL, 'admin');
  try {
    await page.goto('/admin/analytics');
    await page.getByRole('button', { name: 'Import Dengue Cases' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Dengue Cases' });
    await dialog
      .getByLabel('CSV file')
      .setInputFiles({ name: FILE_NAME, mimeType: 'text/csv', buffer: Buffer.from(FILE) });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    const success = page.getByRole('dialog', { name: 'Import Successful' });
    await expect(success).toBeVisible({ timeout: 30_000 });
    await expect(success.getByTestId('import-count-updated')).toHaveText('0');
    await success.getByRole('button', { name: 'Close', exact: true }).click();

    const history = page.getByRole('region', { name: 'Import history' });
    const row = history.locator(`[data-import-file="${FILE_NAME}"]`).first();
    await expect(row).toContainText('2 new, 0 updated');
    await row.getByRole('button', { name: `Roll back ${FILE_NAME}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Roll back this import?' });
    await expect(confirm).toContainText(`The 2 cases that ${FILE_NAME} added will be removed`);
    await confirm.getByRole('button', { name: 'Roll back', exact: true }).click();
    await expect(confirm).toBeHidden({ timeout: 30_000 });
    await expect(page.getByText(`The import of ${FILE_NAME} was rolled back: 2 cases removed`)).toBeVisible();
    await expect(row.getByTestId('import-rolled-back')).toContainText('2 cases removed');
    await expect(row.getByRole('button', { name: `Roll back ${FILE_NAME}` })).toHaveCount(0);
  } finally {
    await context.close();
  }
});
