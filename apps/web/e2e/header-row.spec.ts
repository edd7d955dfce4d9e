import { expect, type Page, test } from '@playwright/test';
import { createVerifiedResident, logInThroughForm, RESIDENT_PASSWORD, uniqueEmail } from './support/accounts';
import { seriousViolations } from './support/axe';

/**
 * The top bar stays one row at every width from a small phone up, for a visitor and a signed-in resident, in
 * English and in Filipino (whose labels are longer): the logo, the navigation (when shown) and the account
 * block side by side, never the profile under the logo.
 */

test.describe.configure({ timeout: 120_000 });

const WIDTHS = [320, 390, 768, 1024, 1280, 1440];
const LANGUAGE_KEY = 'dengue-watch:language';

/** The boxes of the header row's visible items, and of the header itself. */
async function headerRow(page: Page) {
  return page.locator('header[class] > div').evaluate((row) => {
    const items = [...row.children]
      .map((child) => child.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0)
      .map((box) => ({ top: box.top, bottom: box.bottom, right: box.right, height: box.height }));
    const header = row.parentElement?.getBoundingClientRect();
    return { items, headerHeight: header?.height ?? 0, width: document.documentElement.clientWidth };
  });
}

/** What keeps the bar from being one row at each width, one line per problem (none: it is one row). */
async function rowProblems(page: Page, what: string): Promise<string[]> {
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await expect(page.getByRole('banner').getByRole('link').first()).toBeVisible();
    const row = await headerRow(page);
    const label = `${what} at ${width} px`;
    if (row.items.length < 2) problems.push(`${label}: ${row.items.length} item`);
    // Side by side: every item's middle at the same height, and nothing off screen.
    const middles = row.items.map((box) => (box.top + box.bottom) / 2);
    const spread = Math.max(...middles) - Math.min(...middles);
    if (spread > 4) problems.push(`${label}: items ${Math.round(spread)} px apart vertically`);
    if (row.items.some((box) => box.right > row.width)) problems.push(`${label}: an item off screen`);
    // One row of 44 px controls plus the bar's padding.
    if (row.headerHeight > 64) problems.push(`${label}: header ${Math.round(row.headerHeight)} px tall`);
  }
  return problems;
}

async function inEachLanguage(page: Page, what: string) {
  const problems: string[] = [];
  for (const language of ['en', 'fil'] as const) {
    await page.evaluate(({ key, value }) => window.localStorage.setItem(key, value), {
      key: LANGUAGE_KEY,
      value: language,
    });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    problems.push(...(await rowProblems(page, `${what} (${language})`)));
  }
  expect(problems).toEqual([]);
}

test('a visitor sees the top bar in one row at every width, in English and Filipino', async ({ page }) => {
  await page.goto('/mapping');
  await inEachLanguage(page, 'visitor');
});

test('a signed-in resident sees the top bar in one row at every width, in English and Filipino', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('header-row');
  await createVerifiedResident(request, email);
  await logInThroughForm(page, email, RESIDENT_PASSWORD);
  await page.goto('/mapping');
  await inEachLanguage(page, 'resident');
  // The menu's panel at phone width still holds everything, and axe finds nothing serious in the bar.
  await page.setViewportSize({ width: 320, height: 700 });
  await page.getByRole('button', { name: /Menu/ }).click();
  await expect(page.getByRole('navigation', { name: /^(Main|Pangunahin)$/ })).toBeVisible();
  expect(await seriousViolations(page, 'header')).toEqual([]);
});
