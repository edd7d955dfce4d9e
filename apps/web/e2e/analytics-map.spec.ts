import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { barangaySpikeFile } from './fixtures/line-list';
import { createActiveAdmin, logInThroughForm, STRONG_PASSWORD, uniqueEmail } from './support/accounts';

/**
 * From a line list to the map: an admin imports a CSV on /admin/analytics, watches the job's real progress,
 * reads the success dialog, and finds the spike it caused in the pattern alerts and on the admin map.
 * The server and its cases are shared with the other specs (analytics.spec.ts imports into Bagong
 * Silangan, Commonwealth and Batasan Hills), so the spike goes to a barangay no spec imports into, the
 * first of these that is not already a spike (a retry on the same server moves to the next one).
 */
const CANDIDATES = ['Pinyahan', 'Kamuning', 'Mariana'] as const;
const SPIKE_FILL = '#e53e3e';
const SUCCESS_TEXT =
  'Dengue case data has been successfully imported and analyzed. The system has updated all risk ' +
  'assessments and pattern recognition for affected barangays.';
const POLYGONS = '.leaflet-overlay-pane path.barangay-polygon';
/** Counts as the summary prints them: 200,024. */
const count = (n: number) => n.toLocaleString('en-US');

/** The pattern label of each barangay, as the public map's endpoint answers it. */
async function patternsNow(request: APIRequestContext): Promise<Map<string, string>> {
  const res = await request.get('/api/v1/barangays/get-all-barangays-for-user');
  expect(res.ok(), await res.text()).toBe(true);
  const body = (await res.json()) as {
    data: { name: string; status_and_recommendation: { pattern_based: { status: string } } }[];
  };
  return new Map(body.data.map((b) => [b.name, b.status_and_recommendation.pattern_based.status]));
}

/** Every value the import progress bar takes, with its text, recorded in the page as it changes. */
function recordImportProgress() {
  const seen: string[] = [];
  (window as unknown as { __importProgress: string[] }).__importProgress = seen;
  const record = () => {
    for (const bar of document.querySelectorAll('[data-import-progress]')) {
      const value = `${bar.getAttribute('data-status')}|${bar.getAttribute('aria-valuenow')}|${bar.getAttribute('aria-valuetext')}`;
      if (seen.at(-1) !== value) seen.push(value);
    }
  };
  new MutationObserver(record).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-valuenow', 'data-status', 'aria-valuetext'],
  });
}

const polygonOf = (page: Page, barangay: string) =>
  page.locator(`path.barangay-${barangay.toLowerCase().replace(/[^a-z]/g, '')}`);

/** Opens the admin map through the sidebar (the app is not reloaded) and the popup of `barangay`. */
async function openOnAdminMap(page: Page, barangay: string) {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Mapping' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mapping' })).toBeVisible();
  await expect(page.locator(POLYGONS)).toHaveCount(142, { timeout: 15_000 });
  const search = page.getByRole('combobox', { name: 'Find a barangay' });
  await search.fill(barangay);
  await page.getByRole('option', { name: new RegExp(`^${barangay}`) }).click();
  const popup = page.locator('.leaflet-popup');
  await expect(popup.getByRole('heading', { name: barangay })).toBeVisible();
  return popup;
}

test('an imported line list shows its progress, then its spike in the alerts and on the admin map', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const before = await patternsNow(request);
  const barangay = CANDIDATES.find((name) => before.get(name) !== 'spike');
  expect(barangay, 'a candidate barangay that is not yet a spike').toBeDefined();
  const target = barangay!;
  const file = barangaySpikeFile(target);

  const email = uniqueEmail('analytics-map-admin');
  await createActiveAdmin(baseURL!, email);
  await page.addInitScript(recordImportProgress);
  await logInThroughForm(page, email, STRONG_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // Before: the map colours the barangay with what the server says now, and it is not a spike.
  let popup = await openOnAdminMap(page, target);
  const fillBefore = await polygonOf(page, target).getAttribute('fill');
  expect(fillBefore).not.toBe(SPIKE_FILL);
  await expect(popup.getByText('Spike', { exact: true })).toHaveCount(0);

  // The import, from the Analytics page.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Analytics' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await page.getByRole('button', { name: 'Import Dengue Cases' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Dengue Cases' });
  await dialog
    .getByLabel('CSV file')
    .setInputFiles({ name: file.fileName, mimeType: 'text/csv', buffer: Buffer.from(file.csv) });
  await expect(dialog.getByText(`Selected: ${file.fileName}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();

  const success = page.getByRole('dialog', { name: 'Import Successful' });
  await expect(success).toBeVisible({ timeout: 60_000 });
  await expect(success.getByTestId('import-success-message')).toHaveText(SUCCESS_TEXT);
  await expect(success.getByTestId('import-file-name')).toHaveText(file.fileName);
  await expect(success.getByTestId('import-count-read')).toHaveText(count(file.cases + file.otherCity));
  await expect(success.getByTestId('import-count-imported')).toHaveText(count(file.cases));
  await expect(success.getByTestId('import-count-other-city')).toHaveText(count(file.otherCity));

  // Real progress: the bar showed the job part-way (rows read, cases saved or the analysis), as the
  // server reported it, and never went back.
  const progress = await page.evaluate(
    () => (window as unknown as { __importProgress: string[] }).__importProgress,
  );
  const job = progress
    .filter((entry) => !entry.startsWith('uploading') && !entry.startsWith('retrying'))
    .map((entry) => {
      const [status, percent, text] = entry.split('|');
      return { status, percent: Number(percent), text };
    });
  // The steps between 'queued' and 'done' are the server's phases in its own words. How many a poll catches
  // depends on the machine's speed (200,000 short rows parse in half a second when it is idle), so the test
  // asks for at least one and checks the wording of each, not a count of part-way figures.
  const serverSteps = job.filter((step) => step.status !== 'queued' && step.status !== 'done');
  expect(serverSteps.length, `progress seen: ${progress.join(' / ')}`).toBeGreaterThan(0);
  for (const step of serverSteps)
    expect(step.text).toMatch(
      /^\d+%: (Reading the file: [\d,]+ rows read so far|Saving [\d,]+ cases?|Analysing)…$/,
    );
  // The last figure is the server's own count of the file's rows, which no animation could know.
  expect(job.at(-1)?.text).toBe(
    `100%: Import complete: ${count(file.cases + file.otherCity)} rows read and analysed.`,
  );
  const percents = job.map((step) => step.percent);
  expect(percents).toEqual([...percents].sort((a, b) => a - b));
  expect(job.at(-1)).toMatchObject({ status: 'done', percent: 100 });

  // The pattern alerts name the spike.
  await success.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(success).toBeHidden();
  await page.getByRole('tab', { name: /^Spikes\b/ }).click();
  const card = page.getByTestId('pattern-alert-card').and(page.locator(`[data-barangay="${target}"]`));
  await expect(card).toBeVisible();
  await expect(card).toContainText('Spike');
  await expect(card.getByTestId('pattern-alert-text')).toContainText(`${file.spikeWeekCases} cases`);

  // The map, reached again without a reload, shows it too: the spike colour and label.
  popup = await openOnAdminMap(page, target);
  await expect(polygonOf(page, target)).toHaveAttribute('fill', SPIKE_FILL);
  await expect(popup.getByText('Spike', { exact: true })).toBeVisible();
  expect((await patternsNow(request)).get(target)).toBe('spike');
});
