import { expect, test } from '@playwright/test';
import { openAs } from './support/roles';

/**
 * A line list whose slash dates prove both orders: the server refuses to guess, the import dialog shows the
 * examples it sent and asks which order the file uses, then imports with that order.
 */

const HEADER = 'DAdmit,DOnset,Barangay,Outcome,City';
// 2019 dates: far behind the weeks the other specs' imports and the analysis care about.
const SPLIT_FILE = [
  HEADER,
  '03/10/2019,03/09/2019,Bagbag,Alive,QUEZON CITY',
  '03/15/2019,03/13/2019,Bagbag,Alive,QUEZON CITY',
  '15/03/2019,13/03/2019,Bagbag,Alive,QUEZON CITY',
  '',
].join('\n');

test('a file with dates in both orders: the dialog asks which, with examples, and imports day first', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { context, page } = await openAs(browser, baseURL, 'admin');
  try {
    await page.goto('/admin/analytics');
    await page.getByRole('button', { name: 'Import Dengue Cases' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Dengue Cases' });
    await dialog
      .getByLabel('CSV file')
      .setInputFiles({ name: 'two-orders.csv', mimeType: 'text/csv', buffer: Buffer.from(SPLIT_FILE) });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();

    await expect(dialog.getByRole('alert')).toContainText('The dates in this file can be read two ways');
    const examples = dialog.getByTestId('date-order-examples');
    await expect(examples).toContainText(
      'Month first (MM/DD/YYYY): line 3 has 03/15/2019, which can only be 15 March 2019.',
    );
    await expect(examples).toContainText(
      'Day first (DD/MM/YYYY): line 4 has 15/03/2019, which can only be 15 March 2019.',
    );
    await expect(examples).toContainText(
      'Either way: line 2 has 03/10/2019, which is 10 March 2019 month first and 3 October 2019 day first.',
    );

    await dialog.getByRole('button', { name: 'Day first (DD/MM/YYYY)' }).click();
    const success = page.getByRole('dialog', { name: 'Import Successful' });
    await expect(success).toBeVisible({ timeout: 30_000 });
    await expect(success.getByTestId('import-date-format')).toHaveText('DD/MM/YYYY');
    await expect(success).toContainText('chosen at upload');
    await expect(success).toContainText('depended on this choice: line 2.');
    await expect(success.getByTestId('import-count-rejected')).toHaveText('1');
    await expect(success.getByTestId('import-problems')).toContainText(
      "Row 3: DAdmit '03/15/2019' is not a valid date",
    );
  } finally {
    await context.close();
  }
});
