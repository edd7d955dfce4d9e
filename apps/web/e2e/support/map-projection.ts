import { expect, type Page } from '@playwright/test';
import { barangayRing } from './map-data';

/** Web Mercator's y of a latitude, in the units of longitude degrees (so one scale serves both axes). */
const mercatorY = (lat: number) => (Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) * 180) / Math.PI;

export type Project = (point: readonly [lng: number, lat: number]) => { x: number; y: number };

/**
 * How the map in view turns [lng, lat] into page (viewport) pixels, read from a barangay's outline on
 * screen: its geometry box (without the stroke) in page pixels against its box in degrees. The zoom is a
 * whole number (Leaflet's zoomSnap), so the scale is exactly 256 x 2^zoom / 360 pixels per degree; the
 * outline's middle anchors it. Choose a barangay wholly in view (Leaflet clips outlines at the view's edge).
 */
export async function projectionFrom(page: Page, name: string, matchKey: string): Promise<Project> {
  const ring = await barangayRing(page, name);
  const lngs = ring.map(([lng]) => lng);
  const ys = ring.map(([, lat]) => mercatorY(lat));
  const box = await page.locator(`path.barangay-${matchKey}`).evaluate((element) => {
    const path = element as SVGGraphicsElement;
    const b = path.getBBox();
    const m = path.getScreenCTM()!;
    return { left: b.x * m.a + m.e, top: b.y * m.d + m.f, width: b.width * m.a, height: b.height * m.d };
  });
  const zoom = Math.round(Math.log2((box.width / (Math.max(...lngs) - Math.min(...lngs)) / 256) * 360));
  expect(zoom, 'a whole zoom level read from the outline').toBeGreaterThanOrEqual(9);
  const scale = (256 * 2 ** zoom) / 360;
  const midLng = (Math.max(...lngs) + Math.min(...lngs)) / 2;
  const midY = (Math.max(...ys) + Math.min(...ys)) / 2;
  const midX = box.left + box.width / 2;
  const midTop = box.top + box.height / 2;
  return ([lng, lat]) => ({ x: midX + (lng - midLng) * scale, y: midTop - (mercatorY(lat) - midY) * scale });
}
