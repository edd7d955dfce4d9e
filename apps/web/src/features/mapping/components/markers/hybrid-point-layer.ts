import { type Layer, type Map as LeafletMap, layerGroup } from 'leaflet';
import { type LatLng, type RenderMode, renderModeFor } from '../../model/marker-layout';
import { buttonSpacing, type SpacedButton, type SpacingSource } from './button-spacing';
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
  /** An item's DOM layer: its button, or (`picture`, while it stands in a group) a picture of it. */
  dom: (item: T, picture: boolean) => Layer;
  /**
   * Its DOM buttons take part in the map's button spacing (button-spacing.ts) under this layer name: what
   * the button for an item is (without the key, which is the name and the item's id).
   */
  spacing?: { layer: string; button: (item: T) => Omit<SpacedButton, 'key'> };
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
export class HybridPointLayer<T extends HybridItem> implements SpacingSource {
  private items: T[] = [];
  private readonly domLayers = new Map<string, { layer: Layer; picture: boolean }>();
  private domItems: T[] = [];
  /** Keys the spacing last put in groups (drawn as pictures). */
  private pictures: ReadonlySet<string> = new Set();
  private readonly unregisterSpacing: (() => void) | undefined;
  private readonly domGroup = layerGroup();
  private readonly canvas: SpriteCanvas<T>;
  private canvasReady = false;
  private mode: RenderMode | null = null;
  /** After `destroy`: new items are ignored (a React effect may still hand some over in the same commit). */
  private destroyed = false;
  private readonly removeClickTarget: (() => void) | undefined;

  constructor(
    private readonly map: LeafletMap,
    private readonly options: HybridLayerOptions<T>,
  ) {
    const pane = map.getPane(options.canvasPane) ?? map.createPane(options.canvasPane);
    pane.style.pointerEvents = 'none';
    pane.style.zIndex = String(options.canvasZIndex);
    this.canvas = new SpriteCanvas<T>({ pane: options.canvasPane, padding: 0.1 });
    this.domGroup.addTo(map);
    map.on('moveend resize', this.update, this);
    if (options.spacing) this.unregisterSpacing = buttonSpacing(map).register(this);
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
    if (this.destroyed) return;
    this.items = items;
    this.clearDom();
    this.canvasReady = false;
    this.mode = null;
    this.update();
  }

  buttons(): SpacedButton[] {
    const spacing = this.options.spacing;
    if (!spacing || this.mode !== 'dom') return [];
    return this.domItems.map((item) => ({ ...spacing.button(item), key: this.keyOf(item) }));
  }

  showAsPictures(keys: ReadonlySet<string>): void {
    this.pictures = keys;
    for (const item of this.domItems) {
      const shown = this.domLayers.get(item.id);
      if (shown && shown.picture !== keys.has(this.keyOf(item))) {
        this.domGroup.removeLayer(shown.layer);
        this.domLayers.delete(item.id);
        this.addDom(item);
      }
    }
  }

  private keyOf(item: T): string {
    return `${this.options.spacing?.layer}:${item.id}`;
  }

  destroy(): void {
    this.destroyed = true;
    this.map.off('moveend resize', this.update, this);
    this.removeClickTarget?.();
    this.unregisterSpacing?.();
    this.clearDom();
    this.domGroup.remove();
    this.canvas.remove();
  }

  private clearDom(): void {
    this.domGroup.clearLayers();
    this.domLayers.clear();
    this.domItems = [];
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
    // Which buttons meet changes with the zoom, the items and those in view: lay them out again.
    if (this.options.spacing) buttonSpacing(this.map).schedule();
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
    for (const [id, shown] of this.domLayers) {
      if (!wanted.has(id)) {
        this.domGroup.removeLayer(shown.layer);
        this.domLayers.delete(id);
      }
    }
    this.domItems = inView;
    for (const item of inView) if (!this.domLayers.has(item.id)) this.addDom(item);
  }

  /** Drawn as the spacing last said (a new item is a button until the layout after this move says more). */
  private addDom(item: T): void {
    const picture = this.pictures.has(this.keyOf(item));
    const layer = this.options.dom(item, picture);
    this.domLayers.set(item.id, { layer, picture });
    this.domGroup.addLayer(layer);
  }
}
