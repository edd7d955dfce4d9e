import { expect, type Page } from '@playwright/test';
import { tinyPng } from './images';

/** Opens the report form on /community and fills it without the map; the photo is chosen last. */
export async function fillReport(page: Page, description: string) {
  await page.goto('/community');
  await page.getByRole('button', { name: 'Report a breeding site' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report to Surveillance' });
  await expect(dialog).toBeVisible();
  await dialog.getByText('Set the location without the map').click();
  await dialog.getByLabel('Barangay from the list').selectOption('Batasan Hills');
  await dialog.getByRole('button', { name: 'Use this location' }).click();
  await expect(dialog.getByLabel('Barangay', { exact: true })).toHaveValue('Batasan Hills');
  await dialog.getByRole('button', { name: 'Use Current Date & Time' }).click();
  await dialog.getByLabel('Report type').selectOption('Stagnant Water');
  await dialog.getByLabel('Description').fill(description);
  await dialog
    .getByLabel('Photos of the breeding site')
    .setInputFiles([{ name: 'drum.png', mimeType: 'image/png', buffer: tinyPng(0x50, 16) }]);
  await expect(dialog.getByRole('list', { name: 'Chosen photos' }).getByRole('img')).toHaveCount(1);
  return dialog;
}
