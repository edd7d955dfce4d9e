import { MESSAGE_IDS, type MessageId } from '@dengue/core';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { fil } from '../src/i18n/fil';
import { toast } from './support/accounts';
import { accountFor } from './support/roles';

const ENGLISH_NAV = ['Home', 'Mapping', 'Community', 'BuzzLine', 'About'];
const FILIPINO_NAV = ['Tahanan', 'Mapa', 'Komunidad', 'BuzzLine', 'Tungkol sa Amin'];

// Sample article 2 is dated 2026-06-08T00:00:00Z, 8 June in Manila.
const SAMPLE_2_DATE_FIL = 'Hunyo 8, 2026';
const SAMPLE_2_DATE_EN = 'June 8, 2026';

const navLinks = (page: Page) => page.locator('#main-navigation').getByRole('link');

/** The English of every fixed message core reports (field rules, password rules, date and photo checks). */
const CORE_ENGLISH = (Object.entries(MESSAGE_IDS) as [MessageId, string][])
  .filter(([id, english]) => !english.includes('{') && fil[id] !== english)
  .map(([, english]) => english);

/** Fails when a Filipino page shows one of core's messages in English. */
async function expectNoEnglishCoreMessage(scope: Locator) {
  const text = await scope.innerText();
  expect(CORE_ENGLISH.filter((english) => text.includes(english))).toEqual([]);
}

async function expectNav(page: Page, names: string[]) {
  await expect(navLinks(page)).toHaveCount(names.length);
  for (const [index, name] of names.entries()) await expect(navLinks(page).nth(index)).toHaveText(name);
}

test.describe('language switch', () => {
  test('Filipino changes the navigation, survives a reload, and English comes back', async ({ page }) => {
    await page.goto('/home');
    await expectNav(page, ENGLISH_NAV);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    const english = page.getByRole('combobox', { name: 'Language' });
    await expect(english).toHaveValue('en');
    await english.selectOption({ label: 'Filipino' });

    await expectNav(page, FILIPINO_NAV);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Mag-login' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Pangunahin' })).toBeVisible();

    await page.reload();
    await expectNav(page, FILIPINO_NAV);
    const filipino = page.getByRole('combobox', { name: 'Wika' });
    await expect(filipino).toHaveValue('fil');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');

    // A built-in article (no server call): its date in Filipino on the Manila calendar.
    await page.goto('/buzzline/2');
    await expect(page.locator('article time').first()).toHaveText(SAMPLE_2_DATE_FIL);
    await expect(page.getByRole('link', { name: 'Bumalik sa BuzzLine' })).toBeVisible();

    await page.getByRole('combobox', { name: 'Wika' }).selectOption({ label: 'English' });
    await expectNav(page, ENGLISH_NAV);
    await expect(page.locator('article time').first()).toHaveText(SAMPLE_2_DATE_EN);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    await page.reload();
    await expectNav(page, ENGLISH_NAV);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the switch is in the small-screen menu too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/about');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('fil');
    await expect(navLinks(page).first()).toHaveText('Tahanan');
    await expect(page.getByRole('combobox', { name: 'Wika' })).toBeVisible();
  });

  test('English readers never download the Filipino texts', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') chunks.push(new URL(request.url()).pathname);
    });
    await page.goto('/home');
    await expect(navLinks(page).first()).toHaveText('Home');
    expect(chunks.filter((path) => /\/fil-[^/]+\.js$/.test(path))).toEqual([]);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('fil');
    await expect(navLinks(page).first()).toHaveText('Tahanan');
    expect(chunks.filter((path) => /\/fil-[^/]+\.js$/.test(path))).toHaveLength(1);
  });

  test('a Filipino reader logs in on the Filipino form; an admin console still reads English', async ({
    page,
    baseURL,
  }) => {
    const resident = await accountFor(baseURL!, 'resident');
    const admin = await accountFor(baseURL!, 'admin');
    await page.goto('/login');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('fil');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mag-login');

    // A refused log-in: the spec's message in Filipino.
    await page.getByLabel('E-mail').fill(resident.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password-1');
    await page.getByRole('button', { name: 'Mag-login' }).click();
    const refused = toast(page, 'Hindi naka-login. Pakisuri ang inyong e-mail at password.');
    await expect(refused).toBeVisible();
    // The toast's own controls speak Filipino too, and its close button closes it.
    await expect(page.getByRole('region', { name: 'Mga abiso Alt+T' })).toBeAttached();
    await expect(page.getByRole('progressbar', { name: 'Oras bago magsara ang abiso' })).toHaveCount(1);
    await page.getByRole('button', { name: 'Isara ang abiso' }).click();
    await expect(refused).toHaveCount(0);

    await page.getByLabel('Password', { exact: true }).fill(resident.password);
    await page.getByRole('button', { name: 'Mag-login' }).click();
    await expect(toast(page, /^Maligayang pagdating, /)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Mag-logout' })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Mag-logout' }).click();
    await expect(toast(page, 'Matagumpay kayong naka-logout')).toBeVisible();

    await page.goto('/login');
    await page.getByLabel('E-mail').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Mag-login' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => localStorage.getItem('dengue-watch:language'))).toBe('fil');
  });

  test('a Filipino page shows the field messages of core in Filipino, never in English', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/login');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('fil');
    const main = page.locator('main');
    // A zod built-in check (the e-mail's format), found by its id.
    await page.getByLabel('E-mail').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('x');
    await page.getByRole('button', { name: 'Mag-login' }).click();
    await expect(main.getByText(fil['auth.emailInvalid'], { exact: true })).toBeVisible();
    await expectNoEnglishCoreMessage(main);

    // The password rules, listed as the person types (core's passwordProblems, by id).
    await page.goto('/signup');
    const rules = main.getByRole('list', { name: fil['field.passwordRules'] }).getByRole('listitem');
    await expect(rules).toContainText([
      `${fil['auth.passwordTooShort']}${fil['field.notMet']}`,
      `${fil['auth.passwordNeedsNumber']}${fil['field.notMet']}`,
    ]);
    await expectNoEnglishCoreMessage(main);

    // The report form: the schema's required fields and the date rule, each under its field.
    const resident = await accountFor(baseURL!, 'resident');
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(resident.email);
    await page.getByLabel('Password', { exact: true }).fill(resident.password);
    await page.getByRole('button', { name: 'Mag-login' }).click();
    await expect(toast(page, /^Maligayang pagdating, /)).toBeVisible();
    await page.goto('/community');
    await page.getByRole('button', { name: fil['community.reportSite'] }).click();
    const dialog = page.getByRole('dialog', { name: fil['report.title'] });
    await dialog.getByRole('button', { name: fil['report.submit'], exact: true }).click();
    for (const key of [
      'report.barangayRequired',
      'report.dateRequired',
      'report.reportTypeRequired',
    ] as const)
      await expect(dialog.getByText(fil[key], { exact: true }).first()).toBeVisible();
    await dialog.getByLabel(fil['report.date'], { exact: true }).fill('2030-01-01');
    await dialog.getByLabel(fil['report.date'], { exact: true }).blur();
    await expect(dialog.getByText(fil['report.dateInFuture'], { exact: true })).toBeVisible();
    await expectNoEnglishCoreMessage(dialog);
  });
});
