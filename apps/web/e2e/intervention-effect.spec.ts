import { expect as baseExpect, test } from '@playwright/test';
import { addDays, HEADER, lastCompleteWeekStart, manilaToday } from './fixtures/line-list';
import { createActiveAdmin, logInThroughForm, STRONG_PASSWORD, uniqueEmail } from './support/accounts';
import { apiLogin } from './support/community-data';
import { interventionAt } from './support/map-data';

/**
 * The effectiveness analysis in an intervention's details dialog, as the demo shows it: a line list with a
 * local outbreak in Greater Lagro and its four neighbours, a fogging there nine weeks before the newest
 * complete week, after which Greater Lagro's cases drop while the neighbours' go on. No other spec imports
 * cases into these barangays, so the counts below are exactly the file's.
 */
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const BARANGAY = 'Greater Lagro';
const NEIGHBOURS = ['Fairview', 'North Fairview', 'Pasong Putik Proper', 'Santa Monica'];
/** Its label point (from the boundary file): inside its polygon. */
const INSIDE: [number, number] = [121.0660228, 14.7265467];

/** Cases per week: the barangay 6 before and 1 after; each neighbour 3 on both sides. */
function outbreakFile(interventionWeek: string) {
  const lines = [HEADER];
  const add = (barangay: string, week: string, n: number) => {
    for (let i = 0; i < n; i += 1) {
      const onset = addDays(week, i % 7);
      lines.push(`${addDays(onset, 1 + (i % 3))},${onset},${barangay},Alive,Quezon City`);
    }
  };
  for (let k = 1; k <= 4; k += 1) {
    add(BARANGAY, addDays(interventionWeek, -7 * k), 6);
    add(BARANGAY, addDays(interventionWeek, 7 * k), 1);
    for (const neighbour of NEIGHBOURS) {
      add(neighbour, addDays(interventionWeek, -7 * k), 3);
      add(neighbour, addDays(interventionWeek, 7 * k), 3);
    }
  }
  return `${lines.join('\n')}\n`;
}

test('an intervention’s details show its effect against the neighbouring barangays', async ({
  page,
  request,
  baseURL,
}) => {
  const email = uniqueEmail('effect-admin');
  await createActiveAdmin(baseURL!, email);
  const token = await apiLogin(request, email, STRONG_PASSWORD);
  const headers = { Authorization: `Bearer ${token}` };

  const interventionWeek = addDays(lastCompleteWeekStart(manilaToday()), -7 * 9);
  const upload = await request.post('/api/v1/analytics/submit-csv-file', {
    headers,
    multipart: {
      file: {
        name: 'greater-lagro.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(outbreakFile(interventionWeek)),
      },
    },
  });
  expect(upload.status(), await upload.text()).toBe(202);
  const { data } = (await upload.json()) as { data: { importId: string } };
  await expect
    .poll(async () => {
      const res = await request.get(`/api/v1/analytics/imports/${data.importId}`, { headers });
      return ((await res.json()) as { data: { status: string } }).data.status;
    })
    .toBe('done');

  const personnel = `QC ESD Vector Control Team ${Date.now() % 10_000}`;
  await interventionAt(request, token, {
    barangay: BARANGAY,
    at: INSIDE,
    type: 'Fogging',
    status: 'Complete',
    // Tuesday of the intervention week, 05:30 in Manila.
    date: new Date(`${addDays(interventionWeek, 2)}T05:30:00+08:00`),
    description: `Fogging round by ${personnel}`,
  });

  await logInThroughForm(page, email, STRONG_PASSWORD);
  await page.goto('/admin/interventions/all');
  const row = page.getByRole('row').filter({ hasText: `${BARANGAY}, near the gate` });
  await row.first().getByRole('button', { name: /^View/ }).click();
  const details = page.getByRole('dialog', { name: 'Intervention Details' });
  const section = details.getByTestId('effect-section');
  await expect(section.getByRole('heading', { name: 'Effect on dengue cases' })).toBeVisible();
  // a = 24, b = 4, c = 48, d = 48: RR = (4/24)/(48/48) = 0.17, 95% interval 0.054 to 0.52.
  await expect(section.getByTestId('effect-verdict')).toHaveText(
    'Compared with its neighbouring barangays, Greater Lagro had fewer cases after the intervention: rate ratio 0.17 (95% interval 0.054 to 0.52).',
  );
  const chart = section.getByTestId('effect-chart');
  await expect(chart.locator('.recharts-line')).toHaveCount(2);
  await expect(chart.getByText('Intervention', { exact: true })).toBeVisible();
  const table = section.getByTestId('effect-table');
  await expect(table.getByRole('row', { name: /^Greater Lagro/ })).toContainText('24');
  await expect(table.getByRole('row', { name: /^Neighbouring barangays \(4\)/ })).toContainText('48');
  await expect(section).toContainText(`Neighbours: ${NEIGHBOURS.join(', ')}`);
});
