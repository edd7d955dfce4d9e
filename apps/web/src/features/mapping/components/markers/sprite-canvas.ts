import { Canvas, type LatLng, type Map as LeafletMap, latLng } from 'leaflet';

/** An item in view and where it falls on the canvas. */
export interface CanvasPoint<T> {
  item: T;
  x: number;
  y: number;
}

/** Paints every item in view at once (so painters can batch: one path per colour, cached sprites). */
export type CanvasPainter<T> = (
  ctx: CanvasRenderingContext2D,
  inView: readonly CanvasPoint<T>[],
  zoom: number,
  metersPerPixel: number,
) => void;

/** The parts of Leaflet 1.9's canvas renderer this class draws with. */
interface Internals {
  _map: LeafletMap | null;
  _ctx: CanvasRenderingContext2D | undefined;
  _bounds: { min: { x: number; y: number }; max: { x: number; y: number } } | undefined;
  _redraw(): void;
}

/** Extra pixels around the canvas in which items are still painted (a sprite's half width). */
const MARGIN = 16;
const EARTH_CIRCUMFERENCE = 40_075_016.686;

/**
 * One canvas painting many items (decision 009): Leaflet's canvas renderer places, sizes, pads and
 * animates it with the map and calls `_draw` after every move; this class hands the items in view to a
 * painter instead of drawing Leaflet paths. Points are projected once per zoom level, so a pan costs only
 * the painting, where 10,000 Leaflet layers took a long task just to create.
 */
export class SpriteCanvas<T extends { position: [number, number] }> extends Canvas {
  private items: readonly T[] = [];
  private latlngs: LatLng[] = [];
  private projectedZoom = Number.NaN;
  private projected: { x: number; y: number }[] = [];
  private painter: CanvasPainter<T> = () => {};
  /** What the last paint drew and at what scale, for hit-testing clicks (canvas-clicks.ts). */
  private drawn: CanvasPoint<T>[] = [];
  private drawnMetersPerPixel = 1;

  setItems(items: readonly T[], painter: CanvasPainter<T>): void {
    this.items = items;
    this.latlngs = items.map((item) => latLng(item.position));
    this.painter = painter;
    this.projectedZoom = Number.NaN;
    const self = this as unknown as Internals;
    if (self._map && self._ctx) self._redraw();
  }

  /** Called by Leaflet's renderer on a cleared canvas. */
  _draw(): void {
    const self = this as unknown as Internals;
    const map = self._map;
    const ctx = self._ctx;
    const bounds = self._bounds;
    if (!map || !ctx || !bounds) return;
    const zoom = map.getZoom();
    if (zoom !== this.projectedZoom) {
      this.projected = this.latlngs.map((at) => map.project(at, zoom));
      this.projectedZoom = zoom;
    }
    const origin = map.getPixelOrigin();
    const inView: CanvasPoint<T>[] = [];
    this.items.forEach((item, index) => {
      const p = this.projected[index]!;
      const x = p.x - origin.x;
      const y = p.y - origin.y;
      const outside =
        x < bounds.min.x - MARGIN ||
        x > bounds.max.x + MARGIN ||
        y < bounds.min.y - MARGIN ||
        y > bounds.max.y + MARGIN;
      if (!outside) inView.push({ item, x, y });
    });
    const metersPerPixel =
      (EARTH_CIRCUMFERENCE * Math.cos((map.getCenter().lat * Math.PI) / 180)) / 2 ** (zoom + 8);
    this.drawn = inView;
    this.drawnMetersPerPixel = metersPerPixel;
    ctx.save();
    ctx.globalAlpha = 1;
    this.painter(ctx, inView, zoom, metersPerPixel);
    ctx.restore();
  }

  /**
   * The painted item nearest a layer point among those `distance` says were hit (a distance in pixels,
   * or null for a miss); undefined when none was, or the canvas is not on a map.
   */
  hitTest(
    at: { x: number; y: number },
    distance: (point: CanvasPoint<T>, at: { x: number; y: number }, metersPerPixel: number) => number | null,
  ): T | undefined {
    if (!(this as unknown as Internals)._map) return undefined;
    let best: T | undefined;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const point of this.drawn) {
      const d = distance(point, at, this.drawnMetersPerPixel);
      if (d !== null && d < bestDistance) {
        best = point.item;
        bestDistance = d;
      }
    }
    return best;
  }
}
