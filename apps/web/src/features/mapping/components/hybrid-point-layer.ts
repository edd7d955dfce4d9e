import { type Layer, type Map as LeafletMap, layerGroup } from 'leaflet';
import { type LatLng, type RenderMode, renderModeFor } from '../model/marker-layout';
import { addCanvasClickTarget } from './canvas-clicks';
import { type CanvasPainter, type CanvasPoint, SpriteCanvas } from './sprite-canvas';

export interface HybridItem {
  id: string;
  /** Where it is drawn (after spreading co-located markers). */
  position: LatLng;
}

export interface HybridLayerOptions<T extends HybridItem> {
  /**
   * A Leaflet pane for the canvas (created here; never takes pointer events, so the polygons under it keep
   * theirs: clicks on painted items come through `canvasClick`).
   */
  canvasPane: string;
  /** Stacking of that pane: above the barangay polygons (400), below DOM markers (600). */
  canvasZIndex: number;
  /** Up to this many items in view are DOM layers; 0 paints everything on the canvas. */
  domLimit: number;
  /** Below this zoom everything is painted on the canvas, however few are in view (0: at every zoom). */
  domFromZoom?: number;
  dom: (item: T) => Layer;
  /** Paints the items in view on the canvas, all at once. */
  paint: CanvasPainter<T>;
  /**
   * Painted items that still answer a click (staff maps): `distance` says how far from an item's centre
   * a click at `at` fell, in pixels, or null when it missed it; the nearest hit item gets `onClick`.
   */
  canvasClick?: {
    distance: (point: CanvasPoint<T>, at: { x: number; y: number }, metersPerPixel: number) => number | null;
    onClick: (item: T) => void;
  };
  /** Told after each change of what is drawn (tests and the benchmark read it through the container). */
  onDrawn?: (mode: RenderMode, count: number) => void;
}

/**
 * Points drawn as DOM layers when few are in view, and on one canvas when many are (decision 009). DOM
 * layers exist only for the items in (a margin around) the view.
 */
export class HybridPointLayer<T extends HybridItem> {
  private items: T[] = [];
  private readonly domLayers = new Map<string, Layer>();
  private readonly domGroup = layerGroup();
  private readonly canvas: SpriteCanvas<T>;
  private canvasReady = false;
  private mode: RenderMode | null = null;
  private readonly removeClickTarget: (() => void) | undefined;

  constructor(
    private readonly map: LeafletMap,
    private readonly options: HybridLayerOptions<T>,
  ) {
    const pane = map.getPane(options.canvasPane) ?? map.createPane(options.canvasPane);
    pane.style.pointerEvents = 'none';
    pane.style.zIndex = String(options.canvasZIndex);
    this.canvas = new SpriteCanvas<T>({ pane: options.canvasPane, padding: 0.3 });
    this.domGroup.addTo(map);
    map.on('moveend resize', this.update, this);
    const click = options.canvasClick;
    if (click) {
      this.removeClickTarget = addCanvasClickTarget(map, {
        zIndex: options.canvasZIndex,
        hit: (at) => {
          if (this.mode !== 'canvas') return null;
          const item = this.canvas.hitTest(at, click.distance);
          return item ? () => click.onClick(item) : null;
        },
      });
    }
  }

  setItems(items: T[]): void {
    this.items = items;
    this.clearDom();
    this.canvasReady = false;
    this.mode = null;
    this.update();
  }

  destroy(): void {
    this.map.off('moveend resize', this.update, this);
    this.removeClickTarget?.();
    this.clearDom();
    this.domGroup.remove();
    this.canvas.remove();
  }

  private clearDom(): void {
    this.domGroup.clearLayers();
    this.domLayers.clear();
  }

  private update(): void {
    const view = this.map.getBounds().pad(0.25);
    const inView = this.items.filter((item) => view.contains(item.position));
    const mode =
      this.map.getZoom() < (this.options.domFromZoom ?? 0)
        ? 'canvas'
        : renderModeFor(inView.length, this.options.domLimit);
    if (mode === 'canvas') {
      if (this.mode !== 'canvas') this.showCanvas();
    } else {
      this.canvas.remove();
      this.showDom(inView);
    }
    this.mode = mode;
    this.options.onDrawn?.(mode, mode === 'canvas' ? this.items.length : inView.length);
  }

  private showCanvas(): void {
    this.clearDom();
    if (!this.canvasReady) {
      this.canvas.setItems(this.items, this.options.paint);
      this.canvasReady = true;
    }
    if (!this.map.hasLayer(this.canvas)) this.canvas.addTo(this.map);
  }

  private showDom(inView: T[]): void {
    const wanted = new Set(inView.map((item) => item.id));
    for (const [id, layer] of this.domLayers) {
      if (!wanted.has(id)) {
        this.domGroup.removeLayer(layer);
        this.domLayers.delete(id);
      }
    }
    for (const item of inView) {
      if (this.domLayers.has(item.id)) continue;
      const layer = this.options.dom(item);
      this.domLayers.set(item.id, layer);
      this.domGroup.addLayer(layer);
    }
  }
}
