import { expect, type Locator } from '@playwright/test';

/** The intervention dialogs' pin picker map. */
const MAP_LABEL = 'Pin the location of the intervention';

/**
 * Clicks the map on a barangay's label point (an interior point of its polygon): its name tag is centred
 * there and lets clicks through. Waits until the tag has stopped moving inside the map.
 */
export async function clickBarangayOnMap(dialog: Locator, name: string) {
  const map = dialog.getByRole('region', { name: MAP_LABEL });
  const tag = map.locator('.picker-label span').filter({ hasText: new RegExp(`^${name}$`) });
  // The map's middle, where the label lands, can sit below the dialog's scrolled-to part, under its footer:
  // scroll the map into the middle of the dialog as a person would before clicking on it.
  await map.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  let last = '';
  await expect
    .poll(
      async () => {
        const [box, frame] = await Promise.all([
          tag.boundingBox({ timeout: 1000 }).catch(() => null),
          map.boundingBox({ timeout: 1000 }).catch(() => null),
        ]);
        if (!box || !frame) return false;
        const x = box.x + box.width / 2;
        const y = box.y + box.height / 2;
        const inside = x > frame.x && x < frame.x + frame.width && y > frame.y && y < frame.y + frame.height;
        const here = `${Math.round(x)},${Math.round(y)}`;
        const settled = inside && here === last;
        last = here;
        return settled;
      },
      { message: `the ${name} label inside the map`, timeout: 20_000 },
    )
    .toBe(true);
  const box = (await tag.boundingBox())!;
  await dialog.page().mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}
