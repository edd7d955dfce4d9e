import { readFile } from 'node:fs/promises';
import { type Browser, type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { otherCityLineList, spikeLineList } from './fixtures/line-list';
import {
  createActiveAdmin,
  logInThroughForm,
  newPage,
  STRONG_PASSWORD,
  toast,
  uniqueEmail,
} from './support/accounts';
import { seriousViolations } from './support/axe';

/**
 * /admin/analytics: the import dialog on the real API (upload, the job's progress, the summary), the
 * pattern alerts and priority card that the import changes, the trend chart, and the retry rule.
 * The tests share the server's case data, so they run in order in one worker.
 */
test.describe.configure({ mode: 'default' });

const SUCCESS_TEXT =
  'Dengue case data has been successfully imported and analyzed. The system has updated all risk ' +
  'assessments and pattern recognition for affected barangays.';
const FAILED_AFTER_RETRIES = 'Upload failed after 4 attempts. Please try again later or contact support.';
const UPLOAD_URL = '**/api/v1/analytics/submit-csv-file';

/** Every value the import progress bar takes, recorded in the page as it changes. */
function recordImportProgress() {
  const seen: string[] = [];
  (window as unknown as { __importProgress: string[] }).__importProgress = seen;
  const record = () => {
    for (const bar of document.querySelectorAll('[data-import-progress]')) {
      const value = `${bar.getAttribute('data-status')}:${bar.getAttribute('aria-valuenow')}`;
      if (seen.at(-1) !== value) seen.push(value);
    }
  };
  new MutationObserver(record).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-valuenow', 'data-status'],
  });
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
let adminSession: StorageState | null = null;

/**
 * One admin for the whole file, made through the superadmin API and logged in once with Remember Me (the
 * session then lives in local storage, which a storage state carries). Each login costs a password hash and
 * the whole suite shares the superadmin, so each test reuses this session.
 */
async function adminStorageState(browser: Browser, baseURL: string | undefined): Promise<StorageState> {
  if (adminSession) return adminSession;
  const email = uniqueEmail('analytics-admin');
  await createActiveAdmin(baseURL!, email);
  const { context, page } = await newPage(browser, baseURL);
  try {
    await logInThroughForm(page, email, STRONG_PASSWORD, { rememberMe: true });
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    adminSession = await context.storageState();
    return adminSession;
  } finally {
    await context.close();
  }
}

/** The Analytics page, signed in as the admin, in a fresh browser context (axe needs one of its own). */
async function openAnalytics(browser: Browser, baseURL: string | undefined) {
  const storageState = await adminStorageState(browser, baseURL);
  const context = await browser.newContext({ baseURL, storageState });
  await context.addInitScript(recordImportProgress);
  const page = await context.newPage();
  await page.goto('/admin/dashboard');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Analytics' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(page).toHaveTitle(/^Analytics/);
  return { context, page };
}

async function openImportDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Import Dengue Cases' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Dengue Cases' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function pickCsv(dialog: Locator, file: { fileName: string; csv: string }) {
  await dialog
    .getByLabel('CSV file')
    .setInputFiles({ name: file.fileName, mimeType: 'text/csv', buffer: Buffer.from(file.csv) });
  await expect(dialog.getByText(`Selected: ${file.fileName}`)).toBeVisible();
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}\\b`) });
const alertCard = (page: Page, barangay: string) =>
  page.getByTestId('pattern-alert-card').and(page.locator(`[data-barangay="${barangay}"]`));

test.describe('admin analytics', () => {
  test('an admin imports a line list, sees its progress and summary, the spike it causes and its chart', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const file = spikeLineList();
    const { context, page } = await openAnalytics(browser, baseURL);
    try {
      const priority = page.getByTestId('priority-action-card');
      await expect(
        priority.getByRole('heading', { name: 'Priority Action Recommendation (Spike Detected)' }),
      ).toBeVisible();
      await expect(page.getByTestId('alerts-count')).toHaveText('142 barangays');
      const spikesBefore = Number((await tab(page, 'Spikes').textContent())?.replace(/\D/g, ''));
      if (spikesBefore === 0) await expect(priority).toContainText('No spike recommendation available.');

      // Client checks of the dialog.
      const dialog = await openImportDialog(page);
      await expect(dialog.getByText('Required columns:')).toContainText(
        'DAdmit, DOnset, Barangay, Outcome, City',
      );
      await dialog.getByRole('button', { name: 'Import', exact: true }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Please select a CSV file first');
      await dialog
        .getByLabel('CSV file')
        .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
      await expect(dialog.getByRole('alert')).toHaveText('Please select a valid CSV file.');
      await pickCsv(dialog, file);
      expect(await seriousViolations(page), 'axe with the import dialog open').toEqual([]);

      // Cancel closes without importing; the second time, Import.
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      const again = await openImportDialog(page);
      await pickCsv(again, file);
      await again.getByRole('button', { name: 'Import', exact: true }).click();

      const success = page.getByRole('dialog', { name: 'Import Successful' });
      await expect(success).toBeVisible({ timeout: 30_000 });
      await expect(success.getByTestId('import-success-message')).toHaveText(SUCCESS_TEXT);
      await expect(success.getByTestId('import-file-name')).toHaveText(file.fileName);
      const bar = success.getByRole('progressbar', { name: 'Import progress' });
      await expect(bar).toHaveAttribute('aria-valuenow', '100');
      await expect(bar).toHaveAttribute('data-status', 'done');

      // The bar moved with the job: it started at 0 while uploading, never went back, and ended done.
      const progress = await page.evaluate(
        () => (window as unknown as { __importProgress: string[] }).__importProgress,
      );
      expect(progress[0]).toBe('uploading:0');
      expect(progress.at(-1)).toBe('done:100');
      const values = progress.filter((v) => !v.startsWith('uploading')).map((v) => Number(v.split(':')[1]));
      expect(values).toEqual([...values].sort((a, b) => a - b));

      // The summary: counts as generated, the unknown barangay and the rejected row.
      await expect(success.getByTestId('import-count-read')).toHaveText(String(file.rows));
      await expect(success.getByTestId('import-count-other-city')).toHaveText(String(file.otherCity));
      await expect(success.getByTestId('import-count-rejected')).toHaveText(String(file.rejected));
      const imported = Number(await success.getByTestId('import-count-imported').textContent());
      const duplicates = Number(await success.getByTestId('import-count-duplicates').textContent());
      expect(imported + duplicates).toBe(file.quezonCityRows);
      await expect(success.getByTestId('import-date-format')).toContainText('YYYY-MM-DD');
      await expect(success.getByTestId('import-unmatched')).toHaveText(`${file.unknownBarangay} (1 row)`);
      await expect(success.getByTestId('import-problems')).toContainText(
        new RegExp(`Row ${file.badRowLine}:.*${file.unknownBarangay}`),
      );
      const downloading = page.waitForEvent('download');
      await success.getByRole('button', { name: 'Download all problems (CSV)' }).click();
      const download = await downloading;
      const problemsCsv = await readFile((await download.path())!, 'utf8');
      expect(problemsCsv).toMatch(/^row,reason\r?\n/);
      expect(problemsCsv).toContain(file.unknownBarangay);
      expect(await seriousViolations(page), 'axe with the success dialog open').toEqual([]);

      // Closing refreshes the page's data: the spike and the priority card appear without a reload.
      await success.getByRole('button', { name: 'Close', exact: true }).click();
      await expect(success).toBeHidden();
      await tab(page, 'Spikes').click();
      await expect(tab(page, 'Spikes')).toHaveAttribute('aria-selected', 'true');
      const spikeCard = alertCard(page, file.spikeBarangay);
      await expect(spikeCard).toBeVisible();
      await expect(spikeCard.getByTestId('pattern-alert-text')).toContainText(`${file.spikeWeekCases} cases`);
      await expect(spikeCard).toContainText('Spike');
      await expect(spikeCard).toContainText('Death priority: P1');
      await expect(spikeCard).toContainText(
        /Last analysed: [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M/,
      );
      for (const quiet of file.quietBarangays) await expect(alertCard(page, quiet)).toHaveCount(0);
      await expect(priority.getByTestId('priority-barangay')).toHaveText(file.spikeBarangay);
      await expect(priority).toContainText('Pattern-Based');
      await expect(priority).toContainText('Death-Based');
      await expect(priority).toContainText('P1: 2 deaths');
      await expect(priority).not.toContainText('Report-Based');

      // Select on the priority card: the chart and the Selected tab show the barangay.
      await priority.getByRole('button', { name: `Select ${file.spikeBarangay}` }).click();
      await expect(page.getByLabel('Barangay', { exact: true })).toHaveValue(file.spikeBarangay);
      await expect(tab(page, 'Selected')).toHaveAttribute('aria-selected', 'true');
      await expect(tab(page, 'Selected')).toContainText('1');
      await expect(page.getByTestId('pattern-alert-card')).toHaveCount(1);
      const bars = page.getByTestId('trend-chart').locator('svg rect[data-bucket]');
      // One bar per week up to 26 weeks: the alerts quote single weeks.
      await expect(bars).toHaveCount(12);
      await expect(bars.nth(11)).toHaveAttribute('data-recent', 'true');
      await expect(bars.nth(11)).toHaveAttribute('data-provisional', 'true');
      await expect(bars.nth(8)).toHaveAttribute('data-recent', 'true');
      await expect(bars.nth(7)).toHaveAttribute('data-recent', 'false');
      // The two lines of the chart: the start of the last 4 weeks, and the usual level across it (the
      // engine's reference mean m of the barangay, per week), named in the legend and the summary.
      const chartSvg = page.getByTestId('trend-chart').locator('svg').first();
      await expect(chartSvg.locator('.recharts-reference-line')).toHaveCount(2);
      await expect(chartSvg.locator('.trend-usual-level')).toHaveCount(1);
      await expect(chartSvg).toContainText('Last 4 weeks');
      await expect(chartSvg).toContainText(/Usual: \d+(\.\d)?/);
      await expect(page.getByTestId('trend-usual-level')).toHaveText(
        /^Usual level about \d+(\.\d)? cases? per week \(mean of the reference weeks\)$/,
      );
      await expect(page.getByTestId('trend-summary')).toContainText('usual level about');
      await expect(page.getByTestId('trend-summary')).toContainText(`${file.spikeBarangay}: `);
      await expect(page.getByTestId('trend-summary')).toContainText('(pattern: Spike)');
      await expect(page.getByTestId('trend-table').locator('tbody tr')).toHaveCount(12);
      await page.getByLabel('Weeks').selectOption('4');
      await expect(bars).toHaveCount(4);

      // A barangay without cases in the line list.
      await page.getByLabel('Barangay', { exact: true }).selectOption('Kaligayahan');
      await expect(page.getByTestId('trend-no-cases')).toHaveText(
        'There has been no recorded dengue cases for Kaligayahan.',
      );
      await expect(page.getByTestId('trend-chart')).toHaveCount(0);

      // Search filters the list by name; nothing found says so.
      await tab(page, 'All').click();
      const search = page.getByRole('searchbox', { name: 'Search barangays' });
      await expect(search).toHaveAttribute('placeholder', 'Search barangays...');
      await search.fill('commonwealth');
      await expect(page.getByTestId('alerts-count')).toHaveText('1 barangay');
      await expect(alertCard(page, 'Commonwealth')).toBeVisible();
      await search.fill('no such place');
      await expect(page.getByText('No pattern alerts found for the selected criteria.')).toBeVisible();
      expect(await seriousViolations(page), 'axe on the analytics page').toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('the upload is retried after server errors: three 500s, then the import goes through', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const file = otherCityLineList('retry-three.csv');
    const { context, page } = await openAnalytics(browser, baseURL);
    try {
      let attempts = 0;
      await page.route(UPLOAD_URL, async (route) => {
        attempts += 1;
        if (attempts <= 3) {
          await route.fulfill({ status: 500, json: { message: 'Internal Server Error' } });
        } else {
          await route.continue();
        }
      });
      const dialog = await openImportDialog(page);
      await pickCsv(dialog, file);
      await dialog.getByRole('button', { name: 'Import', exact: true }).click();
      await expect(dialog.getByText(/Attempt 1 of 4 failed \(Internal Server Error\)/)).toBeVisible();
      await expect(dialog.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute(
        'data-status',
        /uploading|retrying/,
      );
      const success = page.getByRole('dialog', { name: 'Import Successful' });
      await expect(success).toBeVisible({ timeout: 30_000 });
      expect(attempts).toBe(4);
      await expect(success.getByTestId('import-file-name')).toHaveText(file.fileName);
      await expect(success.getByTestId('import-count-other-city')).toHaveText(String(file.rows));
      await expect(success.getByTestId('import-count-imported')).toHaveText('0');
    } finally {
      await context.close();
    }
  });

  test('after four failed attempts the dialog says so and Try Again starts over', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const file = otherCityLineList('retry-four.csv');
    const { context, page } = await openAnalytics(browser, baseURL);
    try {
      let attempts = 0;
      let serverDown = true;
      await page.route(UPLOAD_URL, async (route) => {
        attempts += 1;
        if (serverDown) await route.fulfill({ status: 500, json: { message: 'Internal Server Error' } });
        else await route.continue();
      });
      const dialog = await openImportDialog(page);
      await pickCsv(dialog, file);
      await dialog.getByRole('button', { name: 'Import', exact: true }).click();
      await expect(dialog.getByRole('alert')).toHaveText(FAILED_AFTER_RETRIES, { timeout: 20_000 });
      expect(attempts).toBe(4);
      const tryAgain = dialog.getByRole('button', { name: 'Try Again' });
      await expect(tryAgain).toBeVisible();

      serverDown = false;
      await tryAgain.click();
      await expect(page.getByRole('dialog', { name: 'Import Successful' })).toBeVisible({ timeout: 30_000 });
      expect(attempts).toBe(5);
    } finally {
      await context.close();
    }
  });

  test('closing the dialog while the server works: the import carries on and the page says how it ended', async ({
    browser,
    baseURL,
  }) => {
    const file = otherCityLineList('closed-early.csv');
    const { context, page } = await openAnalytics(browser, baseURL);
    try {
      // Slow answers to the job's status keep the dialog in the 'processing' state long enough to close it.
      await page.route('**/api/v1/analytics/imports/*', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      const dialog = await openImportDialog(page);
      await pickCsv(dialog, file);
      await dialog.getByRole('button', { name: 'Import', exact: true }).click();
      await expect(dialog.getByText('File received. Starting the import…')).toBeVisible();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await expect(toast(page, `Import of ${file.fileName} finished: 0 new cases analysed.`)).toBeVisible({
        timeout: 15_000,
      });
      // The dialog starts afresh afterwards.
      const again = await openImportDialog(page);
      await expect(again.getByLabel('CSV file')).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('a file the server refuses (missing columns) is reported at once, without retrying', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await openAnalytics(browser, baseURL);
    try {
      let attempts = 0;
      page.on('request', (request) => {
        if (request.url().endsWith('/api/v1/analytics/submit-csv-file')) attempts += 1;
      });
      const dialog = await openImportDialog(page);
      await pickCsv(dialog, { fileName: 'no-onset.csv', csv: 'DAdmit,Barangay\n2026-01-05,Commonwealth\n' });
      await dialog.getByRole('button', { name: 'Import', exact: true }).click();
      const alert = dialog.getByRole('alert');
      await expect(alert).toContainText('DOnset');
      await expect(alert).not.toContainText('4 attempts');
      await expect(dialog.getByRole('button', { name: 'Choose Another File' })).toBeVisible();
      expect(attempts).toBe(1);
      await dialog.getByRole('button', { name: 'Choose Another File' }).click();
      await expect(dialog.getByLabel('CSV file')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    } finally {
      await context.close();
    }
  });
});
