import { expect, type Page, test } from '@playwright/test';
import {
  createActiveAdmin,
  createVerifiedResident,
  logInThroughForm,
  RESIDENT_PASSWORD,
  STRONG_PASSWORD,
  uniqueEmail,
} from './support/accounts';
import { seriousViolations } from './support/axe';
import { blockTiles } from './support/map-data';

/**
 * The barangay popup in plain words: residents and visitors read one sentence per signal, with the figures
 * and the method behind 'How is this worked out?'; staff read the figures as the analysis states them.
 * Batasan Hills' status is the real endpoint's answer with the texts the server writes for a steady
 * barangay that meets the DOH cluster rule, 4 validated reports and no deaths (other specs import cases
 * into the shared server, so the figures are fixed here).
 */

test.describe.configure({ timeout: 120_000 });

const BARANGAY = 'Batasan Hills';
const FIGURES = {
  pattern:
    '9 cases in the last 4 weeks against 8 in the 4 before: no significant change (p < 0.001); ' +
    'a DOH cluster (3 or more cases in 4 weeks)',
  reports: '4 validated breeding-site reports in the last 14 days',
  deaths: 'P3: no dengue deaths in the last 52 weeks',
};

async function withBatasanStatus(page: Page) {
  await blockTiles(page);
  await page.route('**/api/v1/barangays/get-all-barangays-for-user', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { name: string; [key: string]: unknown }[] };
    for (const barangay of body.data) {
      if (barangay.name !== BARANGAY) continue;
      barangay.last_analysis_time = '2026-11-21T16:30:00.000Z';
      barangay.status_and_recommendation = {
        pattern_based: { status: 'no_change', alert: FIGURES.pattern, recommendation: 'Keep cleaning.' },
        report_based: { status: 'moderate', alert: FIGURES.reports, count: 4, recommendation: 'Check.' },
        death_priority: { priority: 'P3', alert: FIGURES.deaths, count: 0, recommendation: 'Follow.' },
      };
    }
    await route.fulfill({ response, json: body });
  });
}

async function openPopup(page: Page, search = 'Find a barangay') {
  const box = page.getByRole('combobox', { name: search });
  await box.fill('batasan');
  await page.getByRole('option', { name: new RegExp(`^${BARANGAY}`) }).click();
  const popup = page.locator('.leaflet-popup');
  await expect(popup.getByRole('heading', { name: BARANGAY })).toBeVisible({ timeout: 15_000 });
  return popup;
}

test('a resident reads plain sentences, and the figures behind "How is this worked out?"', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('plain-words');
  await createVerifiedResident(request, email);
  await withBatasanStatus(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await logInThroughForm(page, email, RESIDENT_PASSWORD);
  await page.goto('/mapping');
  const popup = await openPopup(page);

  await expect(popup.getByText(/about the same as in the month before/)).toBeVisible();
  await expect(
    popup.getByText('4 breeding sites reported here were confirmed in the last 2 weeks', { exact: false }),
  ).toBeVisible();
  await expect(popup.getByText('No one has died of dengue here in the past year.')).toBeVisible();
  const shown = await popup.innerText();
  expect(shown).not.toContain('p <');
  expect(shown).not.toContain('P3:');
  expect(shown).not.toContain('DOH cluster');
  expect(shown).not.toMatch(/\(4\)/);

  await popup.getByText('How is this worked out?').click();
  await expect(popup.getByText(FIGURES.pattern)).toBeVisible();
  await expect(popup.getByText(FIGURES.reports, { exact: true })).toBeVisible();
  await expect(popup.getByText(FIGURES.deaths)).toBeVisible();
  // The count is said once, even among the figures.
  expect(await popup.innerText()).not.toMatch(/\(4\)/);
  expect(await seriousViolations(page, '.leaflet-popup')).toEqual([]);

  // In Filipino too.
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  await page.getByLabel('Language').selectOption('fil');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await expect(popup.getByText('Paano ito kinukuwenta?')).toBeVisible();
  await expect(popup.getByText('Walang namatay sa dengue dito sa nakaraang taon.')).toBeVisible();
});

test('a visitor reads the same plain sentences', async ({ page }) => {
  await withBatasanStatus(page);
  await page.goto('/mapping');
  const popup = await openPopup(page);
  await expect(popup.getByText(/about the same as in the month before/)).toBeVisible();
  const shown = await popup.innerText();
  expect(shown).not.toContain('p <');
  expect(shown).not.toContain('P3:');
  await expect(popup.getByText(FIGURES.pattern)).toBeHidden();
});

test('an admin still reads the figures in the map popup', async ({ page, baseURL }) => {
  const email = uniqueEmail('plain-words-admin');
  await createActiveAdmin(baseURL!, email);
  await withBatasanStatus(page);
  await logInThroughForm(page, email, STRONG_PASSWORD);
  await page.goto('/admin/mapping');
  const popup = await openPopup(page);
  await expect(popup.getByText(FIGURES.pattern)).toBeVisible();
  await expect(popup.getByText(FIGURES.reports, { exact: true })).toBeVisible();
  await expect(popup.getByText(FIGURES.deaths)).toBeVisible();
  await expect(popup.getByText('How is this worked out?')).toHaveCount(0);
});
