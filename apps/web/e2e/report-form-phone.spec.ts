import { expect, type Locator, type Page, test } from '@playwright/test';
import { createVerifiedResident, logInThroughForm, RESIDENT_PASSWORD, uniqueEmail } from './support/accounts';
import { seriousViolations } from './support/axe';
import { blockTiles } from './support/map-data';

/**
 * The Report to Surveillance dialog on a phone: from 320 to 430 px wide it fits the screen with no sideways
 * scroll, every control is at least 44 px tall (a finger's reach), the submit button is reachable, and a
 * field being typed in stays in view when the on-screen keyboard takes half the screen.
 */

test.describe.configure({ timeout: 150_000 });

const WIDTHS = [320, 360, 390, 430];
const CONTROLS = 'input:not([type="hidden"]), select, textarea, button, summary, a[href]';

/** Everything in the dialog that is too small, off screen or wider than the dialog, one line each. */
async function layoutProblems(dialog: Locator): Promise<string[]> {
  return dialog.evaluate((root, selector) => {
    const problems: string[] = [];
    const screen = document.documentElement.clientWidth;
    const frame = root.getBoundingClientRect();
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} '${(
        element.getAttribute('aria-label') ??
        element.textContent ??
        ''
      )
        .trim()
        .slice(0, 30)}'`;
    if (frame.left < 0 || frame.right > screen)
      problems.push(`dialog ${frame.left}..${frame.right} of ${screen}`);
    for (const element of root.querySelectorAll('*')) {
      // Map tiles and outlines are clipped by the map's own box.
      if (element.closest('.leaflet-pane')) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.left < frame.left - 0.5 || box.right > frame.right + 0.5)
        problems.push(
          `${name(element)} ${Math.round(box.left)}..${Math.round(box.right)} outside the dialog`,
        );
      if (element instanceof HTMLElement && element.scrollWidth > element.clientWidth + 1) {
        const overflow = getComputedStyle(element).overflowX;
        if (overflow === 'auto' || overflow === 'scroll')
          problems.push(
            `${name(element)} scrolls sideways (${element.scrollWidth} > ${element.clientWidth})`,
          );
      }
    }
    for (const control of root.querySelectorAll(selector)) {
      // The map's credits are links inside a line of text, which WCAG 2.5.8 leaves out.
      if (control.closest('.leaflet-control-attribution')) continue;
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (getComputedStyle(control).visibility === 'hidden') continue;
      if (box.height < 44) problems.push(`${name(control)} is ${Math.round(box.height)} px tall`);
      if (box.left < 0 || box.right > screen) problems.push(`${name(control)} off screen`);
    }
    const page = document.documentElement;
    if (page.scrollWidth > page.clientWidth) problems.push(`page scrolls sideways (${page.scrollWidth})`);
    return problems;
  }, CONTROLS);
}

async function openForm(page: Page) {
  await page.getByRole('button', { name: 'Report a breeding site' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report to Surveillance' });
  await expect(dialog).toBeVisible();
  // The picker's map and its controls are part of what must fit.
  await expect(dialog.locator('.picker-map .leaflet-control-zoom-in')).toBeVisible({ timeout: 30_000 });
  return dialog;
}

test('the report dialog fits phones from 320 to 430 px with 44 px controls', async ({ page, request }) => {
  const email = uniqueEmail('report-phone');
  await createVerifiedResident(request, email);
  await blockTiles(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await logInThroughForm(page, email, RESIDENT_PASSWORD);
  await page.goto('/community');

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 740 });
    const dialog = await openForm(page);
    // The barangay search has room to type in.
    const search = dialog.getByLabel('Find a barangay');
    expect((await search.boundingBox())?.width ?? 0, `search box at ${width} px`).toBeGreaterThanOrEqual(120);
    // The manual picker opened, so its fields are measured too.
    await dialog.getByText('Set the location without the map').click();
    expect(await layoutProblems(dialog), `report dialog at ${width} px`).toEqual([]);

    // The submit button is reached by scrolling down only, and then is fully on screen.
    const submit = dialog.getByRole('button', { name: 'Report', exact: true });
    await submit.scrollIntoViewIfNeeded();
    const box = await submit.boundingBox();
    expect(box, 'submit button').not.toBeNull();
    if (box) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(box.y + box.height).toBeLessThanOrEqual(740);
    }
    if (width === 360) expect(await seriousViolations(page, 'dialog')).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  }
});

test('the field being typed in stays above the on-screen keyboard', async ({ page, request }) => {
  const email = uniqueEmail('report-keyboard');
  await createVerifiedResident(request, email);
  await blockTiles(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await logInThroughForm(page, email, RESIDENT_PASSWORD);
  await page.goto('/community');
  const dialog = await openForm(page);
  // The page lets the keyboard shrink the layout viewport (and so dvh units) instead of covering it.
  await expect(page.locator('meta[name="viewport"]')).toHaveAttribute(
    'content',
    /interactive-widget=resizes-content/,
  );
  const description = dialog.getByLabel('Description');
  // A tap on the field: it is on screen when focused, then the keyboard takes half the screen.
  await description.scrollIntoViewIfNeeded();
  await description.focus();
  await page.setViewportSize({ width: 390, height: 420 });
  await page.keyboard.type('Water in tyres');
  await expect
    .poll(async () => {
      const box = await description.boundingBox();
      return box ? box.y >= 0 && box.y + Math.min(box.height, 60) <= 420 : false;
    })
    .toBe(true);
  // The dialog itself follows the smaller screen rather than running under the keyboard.
  const frame = await dialog.boundingBox();
  expect(frame && frame.y + frame.height).toBeLessThanOrEqual(420);
});
