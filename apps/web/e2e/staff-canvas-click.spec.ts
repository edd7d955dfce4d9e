import { expect, type Locator, type Page, test } from '@playwright/test';
import { createActiveAdmin, logInThroughForm, STRONG_PASSWORD, uniqueEmail } from './support/accounts';
import { newResident, type Resident } from './support/community-data';
import { barangayRing, blockTiles, POLYGONS, reportAt } from './support/map-data';

/**
 * Below zoom 14 (MARKER_BUTTON_ZOOM) report markers are painted on a canvas, which takes no pointer events;
 * on staff maps a click on a painted marker still opens its report (canvas-clicks.ts, decision 016), and a
 * click beside it stays the barangay's. The report is placed through the API, found on screen from its
 * barangay's outline and clicked with the mouse at /admin/mapping's start view.
 */

interface Place {
  barangay: string;
  /** The path's class (barangayMatchKey of the name). */
  matchKey: string;
  /** [lng, lat] of the report. */
  at: [number, number];
  /** Where the click beside the marker goes: 28 px that way (past the 24 px reach) is still inside the barangay. */
  beside: { dx: number; dy: number };
}

/**
 * Barangays no other spec reports in, whole in the start view (1280 x 720 window), each point more than
 * 45 px from every other spec's points at zoom 13 and more than 15 px inside its barangay (checked against
 * the boundary file). Near the bottom of the view, so the report's popup (about 380 px tall once loaded)
 * opens above its marker without the map panning under the next click. One per copy of the test
 * (`--repeat-each` runs copies side by side), so no two copies' markers meet.
 */
const PLACES: Place[] = [
  { barangay: 'UP Campus', matchKey: 'upcampus', at: [121.06889, 14.64889], beside: { dx: 0, dy: -28 } },
  { barangay: 'Central', matchKey: 'central', at: [121.04855, 14.64544], beside: { dx: -28, dy: 0 } },
  {
    barangay: 'South Triangle',
    matchKey: 'southtriangle',
    at: [121.03667, 14.63817],
    beside: { dx: -28, dy: 0 },
  },
];

/** Web Mercator pixels at a zoom level, as Leaflet projects them. */
function project([lng, lat]: readonly [number, number], zoom: number) {
  const scale = 256 * 2 ** zoom;
  const sin = Math.sin((lat * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

/** The outline's box on screen once the map has stopped moving (a popup's auto-pan is animated). */
function settledBox(path: Locator) {
  return path.evaluate(
    (element) =>
      new Promise<{ left: number; top: number; width: number; height: number }>((resolve, reject) => {
        let last = '';
        let same = 0;
        let frames = 0;
        const step = () => {
          const { left, top, width, height } = element.getBoundingClientRect();
          const key = `${left} ${top} ${width} ${height}`;
          same = key === last ? same + 1 : 0;
          last = key;
          frames += 1;
          if (same >= 5) resolve({ left, top, width, height });
          else if (frames > 600) reject(new Error('the map did not stop moving'));
          else requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      }),
  );
}

/**
 * Where a point is on screen, from its barangay's outline (drawn whole, so not clipped by Leaflet):
 * Web Mercator is linear in both directions at one zoom, the outline's left edge is its westmost
 * longitude and its top its northmost latitude. Also answers the zoom, read from the outline's width.
 */
async function onScreen(page: Page, place: Place) {
  const ring = await barangayRing(page, place.barangay);
  const lngs = ring.map(([lng]) => lng);
  const lats = ring.map(([, lat]) => lat);
  const northWest: [number, number] = [Math.min(...lngs), Math.max(...lats)];
  const southEast: [number, number] = [Math.max(...lngs), Math.min(...lats)];

  const box = await settledBox(page.locator(`path.barangay-${place.matchKey}`));
  const widthAtZoom0 = project(southEast, 0).x - project(northWest, 0).x;
  const zoom = Math.round(Math.log2(box.width / widthAtZoom0));
  const corner = project(northWest, zoom);
  const far = project(southEast, zoom);
  // Leaflet draws outlines simplified by up to a pixel, and rounds their points.
  expect(Math.abs(box.width - (far.x - corner.x)), 'outline width against its longitudes').toBeLessThan(3);
  expect(Math.abs(box.height - (far.y - corner.y)), 'outline height against its latitudes').toBeLessThan(3);
  const point = project(place.at, zoom);
  return { zoom, x: box.left + point.x - corner.x, y: box.top + point.y - corner.y };
}

/** The class of the element a pointer at (x, y) is over: the canvas takes no pointer events. */
const classAt = (page: Page, x: number, y: number) =>
  page.evaluate(([px, py]) => document.elementFromPoint(px!, py!)?.getAttribute('class') ?? '', [x, y]);

/** Whether the report markers' canvas has anything painted at (x, y) on screen. */
const paintedAt = (page: Page, x: number, y: number) =>
  page.locator('.leaflet-report-markers-canvas-pane canvas').evaluate(
    (canvas: HTMLCanvasElement, [px, py]) => {
      const box = canvas.getBoundingClientRect();
      const cx = Math.round(((px! - box.left) * canvas.width) / box.width);
      const cy = Math.round(((py! - box.top) * canvas.height) / box.height);
      return canvas.getContext('2d')!.getImageData(cx, cy, 1, 1).data[3]! > 0;
    },
    [x, y],
  );

test.describe('painted report markers on the admin map', () => {
  // Two accounts, a report and the whole city's map on a shared 2-core machine.
  test.describe.configure({ timeout: 90_000 });
  let adminEmail: string;
  let resident: Resident;
  let reportId: string | undefined;

  test.beforeAll(async ({ request, baseURL }) => {
    resident = await newResident(request, 'canvas-click');
    adminEmail = uniqueEmail('canvas-click-admin');
    await createActiveAdmin(baseURL!, adminEmail);
  });

  // Nothing left on the map for a retry or another run on the same server.
  test.afterEach(async ({ request }) => {
    if (!reportId) return;
    const removed = await request.delete(`/api/v1/reports/${reportId}`, {
      headers: { Authorization: `Bearer ${resident.token}` },
    });
    expect(removed.ok(), await removed.text()).toBe(true);
    reportId = undefined;
  });

  test("below zoom 14 a click on a painted report opens that report's popup; beside it, the barangay's", async ({
    page,
    request,
  }, testInfo) => {
    const place = PLACES[testInfo.repeatEachIndex % PLACES.length]!;
    const description = `Sacks of garbage by the canal (${Date.now()}, copy ${testInfo.repeatEachIndex})`;
    const id = await reportAt(request, resident, {
      at: place.at,
      type: 'Uncollected Garbage or Trash',
      description,
      barangay: place.barangay,
    });
    reportId = id;
    await blockTiles(page);
    await logInThroughForm(page, adminEmail, STRONG_PASSWORD);
    await page.goto('/admin/mapping');
    await expect(page.locator(POLYGONS)).toHaveCount(142, { timeout: 15_000 });
    const map = page.locator('.leaflet-container');
    // The markers are pictures at the start view: no marker buttons.
    await expect(map).toHaveAttribute('data-report-markers', /^canvas:[1-9]/, { timeout: 15_000 });
    await expect(map.locator('.dengue-map-marker')).toHaveCount(0);

    const outline = page.locator(`path.barangay-${place.matchKey}`);
    const popup = page.locator('.leaflet-popup');
    const barangayHeading = popup.getByRole('heading', { name: place.barangay });

    const marker = await onScreen(page, place);
    expect(marker.zoom, 'the start view is below the button zoom (14)').toBeLessThan(14);
    // Under the pointer is the barangay (the canvas takes no pointer events), and the report is painted.
    expect(await classAt(page, marker.x, marker.y)).toContain(`barangay-${place.matchKey}`);
    await expect
      .poll(() => paintedAt(page, marker.x, marker.y), {
        message: 'the report is painted where it is clicked',
      })
      .toBe(true);

    await page.mouse.click(marker.x, marker.y);
    const reportPopup = popup.getByTestId('report-popup');
    await expect(reportPopup).toBeVisible();
    await expect(popup).toHaveCount(1);
    const type = reportPopup.getByRole('heading', { name: 'Uncollected Garbage or Trash' });
    await expect(type).toBeVisible();
    await expect(reportPopup.getByText(place.barangay, { exact: true })).toBeVisible();
    await expect(reportPopup.getByText(description)).toBeVisible();
    const details = reportPopup.getByRole('link', { name: 'View Details' });
    await expect(details).toHaveAttribute('href', `/admin/mapping/${id}`);
    // On screen, not cut off by the map's edge.
    await expect(type).toBeInViewport({ ratio: 1 });
    await expect(details).toBeInViewport({ ratio: 1 });
    // The click did not reach the barangay: no barangay popup, the outline not selected.
    await expect(barangayHeading).toHaveCount(0);
    await expect(outline).toHaveAttribute('stroke-width', '1.5');

    await popup.locator('.leaflet-popup-close-button').click();
    await expect(popup).toHaveCount(0);

    // 28 px beside the marker (past its 24 px reach): nothing painted there, and the click is the barangay's.
    const after = await onScreen(page, place);
    const beside = { x: after.x + place.beside.dx, y: after.y + place.beside.dy };
    expect(await classAt(page, beside.x, beside.y)).toContain(`barangay-${place.matchKey}`);
    expect(await paintedAt(page, beside.x, beside.y), 'nothing painted beside the marker').toBe(false);
    await page.mouse.click(beside.x, beside.y);
    await expect(barangayHeading).toBeVisible();
    await expect(popup).toHaveCount(1);
    await expect(popup.getByTestId('report-popup')).toHaveCount(0);
    await expect(outline).toHaveAttribute('stroke-width', '4');
  });
});
