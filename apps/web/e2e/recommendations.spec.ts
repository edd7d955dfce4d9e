import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { createActiveAdmin, logInThroughForm, STRONG_PASSWORD, toast, uniqueEmail } from './support/accounts';
import { seriousViolations } from './support/axe';
import { importSpike, patternsNow } from './support/case-import';
import { clickBarangayOnMap } from './support/intervention-picker';
import { openAs } from './support/roles';

/**
 * Recommendations on the real API: the AI recommendations dialog of a pattern card (loading with its
 * rotating tip, a failed call and Retry, the advice), the resident wording from the /mapping popup, and
 * /admin/interventions, where Apply on a spike card adds an intervention for that barangay, which the
 * pattern card then lists under View Interventions. The weather service is a closed local port
 * (playwright.config.ts), so the weather section says it is unavailable. The tests share one imported
 * spike, so they run in order in one worker.
 */
test.describe.configure({ mode: 'default', timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 10_000 });
const PAGE_LOAD = { timeout: 20_000 };
test.use({ reducedMotion: 'reduce' });

/**
 * Barangays no other spec imports into. A worker started again after a failure (retries) takes a spike
 * of an earlier attempt that has nothing in progress yet, else imports into the next one.
 */
const CANDIDATES = ['Paligsahan', 'Sienna', 'Talayan', 'Santol'] as const;
const GENERATE_URL = '**/api/v1/analytics/generate-recommendation';

let admin = { email: '', password: STRONG_PASSWORD };
let target = '';

/** A datetime-local value `days` from now on the Manila clock. */
const manilaLocal = (days: number) =>
  new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 16);

test.beforeAll(async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  admin = { email: uniqueEmail('recommendations-admin'), password: STRONG_PASSWORD };
  await createActiveAdmin(baseURL!, admin.email);
  const before = await patternsNow(request);
  for (const name of CANDIDATES.filter((candidate) => before.get(candidate) === 'spike')) {
    const res = await request.get(`/api/v1/interventions/barangay/${encodeURIComponent(name)}/grouped`);
    const grouped = (await res.json()) as { ongoing: unknown[]; scheduled: unknown[] };
    if (grouped.ongoing.length + grouped.scheduled.length === 0) {
      target = name;
      return;
    }
  }
  target = CANDIDATES.find((name) => before.get(name) !== 'spike') ?? '';
  expect(target, 'a candidate barangay that is not yet a spike').not.toBe('');
  await importSpike(baseURL!, admin, target);
  expect((await patternsNow(request)).get(target)).toBe('spike');
});

async function openAnalyticsCard(page: Page): Promise<Locator> {
  await logInThroughForm(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible(PAGE_LOAD);
  await page.getByRole('searchbox', { name: 'Search barangays' }).fill(target);
  const card = page.locator(`[data-testid="pattern-alert-card"][data-barangay="${target}"]`);
  await expect(card).toBeVisible();
  return card;
}

test('the recommendations dialog: loading with a rotating tip, a failed call, Retry, the advice', async ({
  page,
}) => {
  // The first call waits past one tip rotation (4 s) and fails; the next ones reach the real server.
  let calls = 0;
  await page.route(GENERATE_URL, async (route) => {
    calls += 1;
    if (calls > 1) return route.continue();
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    return route.fulfill({
      status: 503,
      json: { message: 'The recommendation service is busy. Please try again.', code: 'SERVICE_UNAVAILABLE' },
    });
  });
  const card = await openAnalyticsCard(page);
  await card.getByRole('button', { name: `View recommendations for ${target}` }).click();
  const dialog = page.getByRole('dialog', { name: `AI Recommendations: ${target}` });
  await expect(dialog.getByTestId('recommendation-chips')).toContainText('Spike');
  await expect(dialog.getByText('Generating AI recommendations…')).toBeVisible();
  const tip = dialog.getByTestId('recommendation-tip');
  const firstTip = await tip.textContent();
  await expect(tip).not.toHaveText(firstTip ?? '', { timeout: 6_000 });

  await expect(dialog.getByText('Failed to generate AI recommendations')).toBeVisible();
  await expect(dialog.getByText('The recommendation service is busy. Please try again.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Retry' }).click();

  const result = dialog.getByTestId('recommendation-result');
  await expect(result).toBeVisible(PAGE_LOAD);
  expect(calls).toBe(2);
  await expect(result.getByText('Urgency: Immediate Action Required')).toBeVisible();
  await expect(dialog.getByTestId('recommendation-insight')).toContainText(target);
  // The notice opens and closes.
  await result.getByRole('button', { name: 'More' }).click();
  await expect(result.getByText(/Check it against local knowledge/)).toBeVisible();
  await result.getByRole('button', { name: 'Less' }).click();
  await expect(result.getByText(/Check it against local knowledge/)).toBeHidden();
  // No internet here: the weather says so, and nothing else fails.
  await expect(dialog.getByTestId('recommendation-weather')).toContainText('Weather data is unavailable');

  await result.getByRole('button', { name: 'Read Detailed Recommendations' }).click();
  await expect(dialog.getByTestId('recommendation-text')).toBeVisible();
  for (const heading of ['Recommendations', 'Analysis', 'Predictions', 'Key Factors Considered', 'Sources']) {
    await expect(result.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
  const sources = dialog.getByTestId('recommendation-sources');
  await expect(sources).toContainText('(who.int)');
  await expect(sources.getByRole('link').first()).toHaveAttribute('href', /^https:\/\//);
  await expect(sources.getByRole('link').first()).toHaveAttribute('rel', 'noopener noreferrer');
  await result.getByRole('button', { name: 'Hide Detailed Recommendations' }).click();
  await expect(dialog.getByTestId('recommendation-text')).toBeHidden();
  expect(await seriousViolations(page)).toEqual([]);

  // A second open is served at once from the cache: no new call.
  await dialog.getByRole('button', { name: /^Close/ }).click();
  await card.getByRole('button', { name: `View recommendations for ${target}` }).click();
  await expect(dialog.getByTestId('recommendation-result')).toBeVisible();
  expect(calls).toBe(2);
});

test('the weather chips, verdict colour and details, and Read More on a long analysis', async ({ page }) => {
  // The forecast service is unreachable here: the real answer gets a weather section and a long analysis
  // added on its way to the page, to show how the dialog lays them out.
  const analysis = `${'The weekly counts were compared with the expected count for this season. '.repeat(12)}End.`;
  await page.route(GENERATE_URL, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { recommendation: Record<string, unknown> };
    body.recommendation.analysis = analysis;
    body.recommendation.weather = {
      verdict: 'High mosquito-breeding risk: 62 mm of rain in the last 7 days and 20 mm expected, 28.5 °C.',
      risk: 'high',
      temperature: 31.2,
      humidity: 78,
      chance_of_rain: 70,
      condition: 'Rain showers',
      date_and_time: '2026-11-27T14:00:00+08:00',
      wind_speed: 12.5,
      precipitation_level: 0.4,
      others: { uv_index: 6, realfeel_heat_index: 36 },
      basis: {
        rain_past_days_mm: 62,
        rain_next_days_mm: 20,
        mean_temperature: 28.5,
        past_days: 7,
        next_days: 3,
      },
    };
    await route.fulfill({ response, json: body });
  });
  const card = await openAnalyticsCard(page);
  await card.getByRole('button', { name: `View recommendations for ${target}` }).click();
  const dialog = page.getByRole('dialog', { name: `AI Recommendations: ${target}` });
  const weather = dialog.getByTestId('recommendation-weather');
  await expect(weather.getByText(/^High mosquito-breeding risk/)).toHaveAttribute('data-tone', 'high');
  // At most three chips: the condition, fourth, is left out.
  await expect(weather.getByRole('listitem')).toHaveText([
    'Temperature: 31.2 °C',
    'Humidity: 78%',
    'Chance of rain: 70%',
  ]);
  await weather.getByRole('button', { name: 'Weather details' }).click();
  for (const text of ['Wind speed', '12.5 km/h', '0.4 mm', 'UV index', '36 °C']) {
    await expect(weather.getByText(text, { exact: true })).toBeVisible();
  }
  await dialog.getByRole('button', { name: 'Read Detailed Recommendations' }).click();
  const readMore = dialog.getByRole('button', { name: /^Read More\s*: Analysis$/ });
  await readMore.click();
  await expect(dialog.getByText(/End\.$/)).toBeVisible();
  await dialog.getByRole('button', { name: /^Show Less\s*: Analysis$/ }).click();
  await expect(readMore).toBeVisible();
});

test('a visitor on /mapping opens the recommendations of a barangay in the resident wording', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await openAs(browser, baseURL, 'visitor');
  try {
    await page.goto('/mapping');
    const search = page.getByRole('combobox', { name: 'Find a barangay' });
    await expect(search).toBeVisible(PAGE_LOAD);
    await search.fill(target);
    await page.getByRole('option', { name: new RegExp(`^${target}`) }).click();
    const popup = page.locator('.leaflet-popup');
    await expect(popup.getByRole('heading', { name: target })).toBeVisible();
    const asked = page.waitForRequest(GENERATE_URL);
    await popup.getByRole('button', { name: `View recommendations for ${target}` }).click();
    expect((await asked).postDataJSON()).toEqual({ barangay: target, userRole: 'user' });
    const dialog = page.getByRole('dialog', { name: `AI Recommendations: ${target}` });
    await expect(dialog.getByTestId('recommendation-result')).toBeVisible(PAGE_LOAD);
    await expect(dialog.getByRole('heading', { name: 'Brief Insight' })).toBeVisible();
    // Residents get plain words: no p-values.
    await dialog.getByRole('button', { name: 'Read Detailed Recommendations' }).click();
    await expect(dialog.getByTestId('recommendation-result')).not.toContainText(/p-value|p = /i);
  } finally {
    await context.close();
  }
});

/** Pages through the Spike tab until the card of `name` shows. */
async function spikeCard(page: Page, name: string): Promise<Locator> {
  const card = page.locator(`[data-testid="recommendation-card"][data-barangay="${name}"]`);
  const next = page.getByRole('button', { name: 'Next' });
  for (let i = 0; i < 50 && !(await card.isVisible()); i += 1) {
    if (!(await next.isVisible()) || (await next.isDisabled())) break;
    await next.click();
  }
  await expect(card).toBeVisible();
  return card;
}

test('Apply on a spike card adds an intervention there; the pattern card then lists it', async ({
  page,
  request,
}) => {
  const personnel = `Recommendation Team ${Date.now() % 10_000}`;
  await logInThroughForm(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Interventions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Interventions' })).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('button', { name: /^Spike \(\d+\)$/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('recommendation-banner')).toHaveText('Immediate Action Required');

  const card = await spikeCard(page, target);
  await expect(card).toContainText('Suggested intervention: Fogging');
  await card.getByRole('button', { name: `Apply: Fogging in ${target}` }).click();
  const add = page.getByRole('dialog', { name: 'Add New Intervention' });
  await expect(add.getByRole('combobox', { name: 'Barangay', exact: true })).toHaveValue(target);
  await expect(add.getByLabel('Type of Intervention')).toHaveValue('Fogging');
  await expect(add.getByText(`Recommended for ${target}: Immediate Action Required (Spike)`)).toBeVisible();
  await clickBarangayOnMap(add, target);
  await expect(add.getByText(`Location set in ${target}`)).toBeVisible();
  await add.getByLabel('Date').fill(manilaLocal(3));
  await add.getByLabel('Personnel').fill(personnel);
  await add.getByLabel('Status').selectOption('Scheduled');
  await add.getByRole('button', { name: 'Add Intervention' }).click();
  await expect(toast(page, 'Intervention created successfully!')).toBeVisible();
  await expect(add).toBeHidden();

  // Stored for that barangay, and the card counts it.
  const grouped = await request.get(`/api/v1/interventions/barangay/${encodeURIComponent(target)}/grouped`);
  const body = (await grouped.json()) as { scheduled: { personnel: string; interventionType: string }[] };
  expect(body.scheduled).toContainEqual(expect.objectContaining({ personnel, interventionType: 'Fogging' }));
  await expect(card).toContainText(/Ongoing \/ scheduled\s*0 \/ 1/);

  // The pattern card offers View Interventions now (no more Add), with the new one under Scheduled.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Analytics' }).click();
  await page.getByRole('searchbox', { name: 'Search barangays' }).fill(target);
  const patternCard = page.locator(`[data-testid="pattern-alert-card"][data-barangay="${target}"]`);
  await expect(patternCard.getByRole('button', { name: `View Interventions ${target}` })).toBeVisible(
    PAGE_LOAD,
  );
  await expect(patternCard.getByRole('button', { name: `Add Intervention ${target}` })).toHaveCount(0);
  await patternCard.getByRole('button', { name: `View Interventions ${target}` }).click();
  const list = page.getByRole('dialog', { name: `Interventions: ${target}` });
  await expect(list.getByRole('region', { name: /^Scheduled/ })).toContainText(personnel);
  await expect(list.getByRole('region', { name: /^Ongoing/ })).toContainText('No ongoing interventions.');
});

test("/admin/interventions: a card's recommendations, the More tabs, the links, no serious axe violations", async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await openAs(browser, baseURL, 'admin');
  try {
    await page.goto('/admin/interventions');
    await expect(page.getByRole('heading', { level: 1, name: 'Interventions' })).toBeVisible(PAGE_LOAD);
    await expect(page.getByTestId('recommendation-card').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Archives' })).toHaveAttribute(
      'href',
      '/admin/interventions/archives',
    );
    await expect(page.getByRole('link', { name: 'View All Records' })).toHaveAttribute(
      'href',
      '/admin/interventions/all',
    );
    expect(await seriousViolations(page)).toEqual([]);
    // A card opens the same dialog, in the admin wording.
    const first = page.getByTestId('recommendation-card').first();
    const name = (await first.getAttribute('data-barangay'))!;
    const asked = page.waitForRequest(GENERATE_URL);
    await first.getByRole('button', { name: `View recommendations for ${name}` }).click();
    expect((await asked).postDataJSON()).toEqual({ barangay: name, userRole: 'admin' });
    const dialog = page.getByRole('dialog', { name: `AI Recommendations: ${name}` });
    await expect(dialog.getByTestId('recommendation-result')).toBeVisible(PAGE_LOAD);
    await dialog.getByRole('button', { name: /^Close/ }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('button', { name: /^No Data \(\d+\)$/ }).click();
    await expect(page.getByTestId('recommendation-banner')).toHaveText('No Data Available');
    await expect(page.getByRole('button', { name: /^More: No Data/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await context.close();
  }
});
